import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminOrder } from '@farmplate/contracts';
import { fakeApi, paged, renderWithProviders, sessionUser } from '@farmplate/testing';
import OrdersManagementScreen from './OrdersManagementScreen';

const admin = sessionUser({ role: 'admin' });
const COUNTERS = { total: 0, new: 0, in_progress: 0, completed: 0, cancelled: 0 };
const NO_CURSORS = { next_cursor: null, previous_cursor: null };

function openAt(url: string) {
  const calls = fakeApi({
    'GET /admin-orders': ({ query }) => ({
      body: { ...paged([], Number(query.get('page') ?? 1)), counters: COUNTERS, ...NO_CURSORS },
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
    'GET /admin-orders': () => ({ body: { ...paged([]), counters: COUNTERS, ...NO_CURSORS } }),
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

const order = (id: number): AdminOrder => ({
  id,
  order_id: id,
  order_number: `FP-${id}`,
  customer: { name: `Customer ${id}`, email: null },
  kitchen: 'Mama Put',
  status: 'new',
  paymentStatus: 'paid',
  orderDate: '2026-11-20T10:00:00.000Z',
  deliveryDate: null,
  deliveryPartner: null,
  items: [],
  total: 10,
  currency: 'USD',
});

test('Next and Previous go on from the page shown (its cursors); a numbered page and a filter by number', async () => {
  const calls = fakeApi({
    'GET /admin-orders': ({ query }) => {
      const page = Number(query.get('page') ?? 1);
      return {
        body: {
          ...paged([order(100 - page)], page, 10, 95),
          counters: { ...COUNTERS, total: 95 },
          next_cursor: page < 10 ? `after-${page}` : null,
          previous_cursor: page > 1 ? `before-${page}` : null,
        },
      };
    },
    'GET /admin-orders/kitchens': () => ({ body: { data: [] } }),
  });
  const user = userEvent.setup();
  renderWithProviders(<OrdersManagementScreen />, {
    user: admin,
    url: '/dashboard/orders-management?page=3',
    path: '/dashboard/orders-management',
  });
  const last = () => orderQueries(calls).at(-1)!;
  await screen.findByText('FP-97');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByText('FP-96');
  expect(Object.fromEntries(last())).toEqual({ page: '4', per_page: '10', after: 'after-3' });
  await user.click(screen.getByRole('button', { name: 'Previous' }));
  await screen.findByText('FP-97');
  expect(Object.fromEntries(last())).toEqual({ page: '3', per_page: '10', before: 'before-4' });
  await user.click(screen.getByRole('button', { name: 'Page 10' }));
  await screen.findByText('FP-90');
  expect(Object.fromEntries(last())).toEqual({ page: '10', per_page: '10' });
  expect(screen.getByText('Showing 91 to 91 of 95 results')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Previous' }));
  await screen.findByText('FP-91');
  // a filter starts again at page 1, without the cursor of a list it no longer shows
  await user.click(screen.getByRole('combobox', { name: 'Status' }));
  await user.click(await screen.findByRole('option', { name: 'Completed' }));
  await screen.findByText('FP-99');
  expect(Object.fromEntries(last())).toEqual({ status: 'completed', page: '1', per_page: '10' });
});
