import { screen, waitFor } from '@testing-library/react';
import { fakeApi, paged, renderWithProviders, sessionUser } from '@farmplate/testing';
import AdminInventoryScreen from './AdminInventoryScreen';

const admin = sessionUser({ role: 'admin' });

test('a reload keeps the search, the filters and the page: the list asks for what the URL says', async () => {
  const calls = fakeApi({
    'GET /admin-inventory-items': ({ query }) => ({ body: paged([], Number(query.get('page') ?? 1)) }),
    'GET /admin-inventory-items/farmers': () => ({ body: { data: [{ id: 4, name: 'Green Valley Farm' }] } }),
  });
  renderWithProviders(<AdminInventoryScreen />, {
    user: admin,
    url: '/dashboard/inventory?search=yam&quality=Premium&farmer=4&page=2',
    path: '/dashboard/inventory',
  });
  expect(await screen.findByRole('searchbox', { name: 'Search inventory' })).toHaveValue('yam');
  await waitFor(() => expect(calls.some((call) => call.path === '/admin-inventory-items')).toBe(true));
  const query = calls.find((call) => call.path === '/admin-inventory-items')!.query;
  expect(Object.fromEntries(query)).toMatchObject({ search: 'yam', quality: 'Premium', farmer: '4', page: '2' });
});
