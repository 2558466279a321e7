import { screen } from '@testing-library/react';
import { ApiError, apiRequest } from '@farmplate/api-client';
import { useSession } from '@farmplate/session';
import { apiServer, fakeApi, renderWithProviders, sessionUser } from './index';

function Greeting() {
  const { user } = useSession();
  return <h1>{user ? `Hello ${user.name}` : 'Signed out'}</h1>;
}

test('the fake API answers its routes with their params, 404 for the others, and can drop the connection', async () => {
  const calls = fakeApi({
    'DELETE /inventory-items/:id': ({ params }) => ({ body: { message: `Deleted ${params.id}` } }),
    'POST /inventory-items': () => 'network-error',
  });
  await expect(apiRequest('/inventory-items/3', { method: 'DELETE' })).resolves.toEqual({ message: 'Deleted 3' });
  await expect(apiRequest('/nowhere')).rejects.toMatchObject({ status: 404, kind: 'not-found' });
  const dropped = await apiRequest('/inventory-items', { method: 'POST', body: { a: 1 } }).catch((error) => error);
  expect(dropped).toBeInstanceOf(ApiError);
  expect(dropped).toMatchObject({ kind: 'network' });
  expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
    ['DELETE', '/inventory-items/3', undefined],
    ['POST', '/inventory-items', { a: 1 }],
  ]);
});

test('renderWithProviders signs the user in and starts the router at the url', () => {
  renderWithProviders(<Greeting />, {
    url: '/dashboard/profile?tab=security',
    user: sessionUser(),
  });
  expect(screen.getByRole('heading', { name: 'Hello Kwame Mensah' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('/dashboard/profile?tab=security');
});

test('the fakes are typed by contracts: a wrong answer or an unknown route fails typecheck', () => {
  fakeApi({
    'GET /users': () => ({
      body: { data: [], current_page: 1, last_page: 1, from: null, to: null, total: 0, per_page: 10 },
    }),
    'PUT /users/:id': () => ({ status: 422, body: { message: 'Invalid', errors: { email: ['Email is required'] } } }),
  });
  fakeApi({
    // @ts-expect-error GET /users answers a page of users, not a message
    'GET /users': () => ({ body: { message: 'Users' } }),
  });
  fakeApi({
    // @ts-expect-error the server has no such route
    'GET /no-such-route': () => ({ body: {} }),
  });
  expect(apiServer.listHandlers().length).toBeGreaterThan(0);
});
