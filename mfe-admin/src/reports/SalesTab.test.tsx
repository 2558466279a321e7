import { screen, within } from '@testing-library/react';
import type { SalesReport } from '@farmplate/contracts';
import { renderWithProviders } from '@farmplate/testing';
import { SalesTab } from './SalesTab';

const report: SalesReport = {
  range: {
    start: '2026-11-01T04:00:00.000Z',
    end: '2026-11-27T05:00:00.000Z',
    previousStart: '2026-10-06T04:00:00.000Z',
    firstDay: '2026-11-01',
    lastDay: '2026-11-26',
    timeZone: 'America/New_York',
  },
  cards: {
    revenue: [
      { currency: 'USD', value: 100, previous: 50, change: 100 },
      { currency: 'NGN', value: 50_000, previous: 0, change: null },
    ],
    orders: { value: 2, previous: 1, change: 100 },
    averageOrderValue: [
      { currency: 'USD', value: 100, previous: 50, change: 100 },
      { currency: 'NGN', value: 50_000, previous: 0, change: null },
    ],
  },
  chart: [
    {
      label: 'Nov 26',
      revenue: [
        { currency: 'USD', amount: 100 },
        { currency: 'NGN', amount: 50_000 },
      ],
      orders: 2,
    },
  ],
  topItems: [
    { name: 'Jollof Rice', quantity: 1, revenue: 50_000, currency: 'NGN' },
    { name: 'Burger', quantity: 1, revenue: 100, currency: 'USD' },
  ],
  topCustomers: [{ name: 'Ngozi', email: null, orders: 1, spent: 50_000, currency: 'NGN' }],
};

test('the sales figures of two currencies stand apart, each chart in one currency', () => {
  renderWithProviders(<SalesTab report={report} />);
  const revenue = screen.getByText('Total Revenue').parentElement!;
  expect(revenue).toHaveTextContent('$100.00 · ₦50,000.00');
  expect(revenue).toHaveTextContent('USD +100.0% vs previous period · NGN No orders in the previous period');
  expect(document.body).not.toHaveTextContent('50,100');
  expect(screen.getByRole('img', { name: /Revenue \(USD\) and orders/ })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: /Revenue \(NGN\) and orders/ })).toBeInTheDocument();
  const items = screen.getByRole('table', { name: 'Top Selling Items' });
  expect(within(items).getByText('₦50,000.00')).toBeInTheDocument();
  expect(within(items).getByText('$100.00')).toBeInTheDocument();
  expect(within(screen.getByRole('table', { name: 'Top Customers' })).getByText('₦50,000.00')).toBeInTheDocument();
});
