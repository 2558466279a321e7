import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, paged, renderWithProviders, sessionUser } from '@farmplate/testing';
import OrdersManagementScreen from './OrdersManagementScreen';

const admin = sessionUser({ role: 'admin' });
const COUNTERS = { total: 0, new: 0, in_progress: 0, completed: 0, cancelled: 0 };

function openAt(url: string) {
  const calls = fakeApi({
    'GET /admin-orders': ({ query }) => ({
      body: { ...paged([], Number(query.get('page') ?? 1)), counters: COUNTERS },
    }),
    'GET /admin-orders/kitchens': () => ({ body: { data: [] } }),
  });
  renderWithProviders(<OrdersManagementScreen />, { user: admin, url, path: '/dashboard/orders-management' });
  return calls;
}

const orderQueries = (calls: ReturnType<typeof fakeApi>) =>
  calls.filter((call) => call.path === '/admin-orders').map((call) => call.query);

test('a reload keeps the search, the filters and the page: the list asks for what the URL says', async () => {
  const calls = openAt('/dashboard/orders-management?search=amara&status=completed&page=2');
  expect(await screen.findByRole('searchbox', { name: 'Search orders' })).toHaveValue('amara');
  const [query] = orderQueries(calls);
  expect(query?.get('search')).toBe('amara');
  expect(query?.get('status')).toBe('completed');
  expect(query?.get('page')).toBe('2');
});

test('a search goes into the URL once typing pauses, and starts again at page one', async () => {
  jest.useFakeTimers();
  try {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    openAt('/dashboard/orders-management?page=3');
    await user.type(await screen.findByRole('searchbox', { name: 'Search orders' }), 'kofi');
    act(() => jest.advanceTimersByTime(500));
    expect(await screen.findByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/dashboard/orders-management?search=kofi',
    );
  } finally {
    jest.useRealTimers();
  }
});

test('a refused export is said once, by the export call itself, with the server’s reason', async () => {
  fakeApi({
    'GET /admin-orders': () => ({ body: { ...paged([]), counters: COUNTERS } }),
    'GET /admin-orders/kitchens': () => ({ body: { data: [] } }),
    'GET /admin-orders/export': () => ({ status: 422, body: { message: 'Choose at most 366 days to export.' } }),
  });
  const user = userEvent.setup();
  renderWithProviders(<OrdersManagementScreen />, {
    user: admin,
    url: '/dashboard/orders-management',
    path: '/dashboard/orders-management',
  });
  await user.click(await screen.findByRole('button', { name: 'Export' }));
  expect(await screen.findByText('Choose at most 366 days to export.')).toBeInTheDocument();
  expect(screen.getAllByText('Choose at most 366 days to export.')).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
});
