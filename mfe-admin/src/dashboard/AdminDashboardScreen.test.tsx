import { screen, within } from '@testing-library/react';
import { DEFAULT_SETTINGS, type AdminDashboard } from '@farmplate/contracts';
import { fakeApi, paged, renderWithProviders } from '@farmplate/testing';
import AdminDashboardScreen from './AdminDashboardScreen';

const partners = { total: 0, active: 0, inactive: 0, pending: 0 };
// $100 and ₦50,000: added as one number they would read 50,100
const dashboard: AdminDashboard = {
  totals: {
    customers: 2,
    orders: 2,
    revenue: [
      { currency: 'USD', amount: 100 },
      { currency: 'NGN', amount: 50_000 },
    ],
    active_orders: 2,
  },
  partners: { farmers: partners, kitchens: partners, delivery: partners },
  recent_orders: [
    {
      id: 2,
      order_number: 'FP-NG-1',
      customer: 'Ngozi',
      status: 'new',
      total: 50_000,
      currency: 'NGN',
      created_at: '2026-11-26T10:00:00.000Z',
    },
    {
      id: 1,
      order_number: 'FP-US-1',
      customer: 'Sam',
      status: 'new',
      total: 100,
      currency: 'USD',
      created_at: '2026-11-26T09:00:00.000Z',
    },
  ],
  top_items: [
    { name: 'Jollof Rice', orders: 1, revenue: 50_000, currency: 'NGN' },
    { name: 'Burger', orders: 1, revenue: 100, currency: 'USD' },
  ],
  recent_users: [],
};

test('revenue in dollars and naira is shown per currency, never added together', async () => {
  fakeApi({
    'GET /admin-dashboard': () => ({ body: { data: dashboard } }),
    'GET /audit-log': () => ({ body: paged([]) }),
    'GET /platform-settings': () => ({ body: { data: DEFAULT_SETTINGS } }),
  });
  renderWithProviders(<AdminDashboardScreen />);
  expect(await screen.findByText('$100.00 · ₦50,000.00')).toBeInTheDocument();
  expect(document.body).not.toHaveTextContent('50,100');
  const recent = screen.getByRole('region', { name: 'Recent orders' });
  expect(recent).toHaveTextContent('₦50,000.00');
  expect(recent).toHaveTextContent('$100.00');
  const top = screen.getByRole('region', { name: 'Top-selling items' });
  expect(within(top).getByText(/1 order · ₦50,000\.00/)).toBeInTheDocument();
  expect(within(top).getByText(/1 order · \$100\.00/)).toBeInTheDocument();
});
