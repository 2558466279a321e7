import { screen, within } from '@testing-library/react';
import type { PartnerReport } from '@farmplate/contracts';
import { fakeApi, renderWithProviders } from '@farmplate/testing';
import { PartnersTab } from './PartnersTab';

// The Partner Performance report carries the couriers' delivery figures.

const report: PartnerReport = {
  range: {
    start: '2026-11-01T04:00:00.000Z',
    end: '2026-11-27T05:00:00.000Z',
    previousStart: '2026-10-06T04:00:00.000Z',
    firstDay: '2026-11-01',
    lastDay: '2026-11-26',
    timeZone: 'America/New_York',
  },
  farmers: [],
  kitchens: [],
  delivery: [],
  deliveryFigures: {
    per_day: [
      { day: '2026-11-25', deliveries: 3 },
      { day: '2026-11-26', deliveries: 5 },
    ],
    deliveries: 8,
    failed: 1,
    median_pickup_wait_minutes: 6.5,
    median_dropoff_minutes: 18,
    courier_earnings: [
      { currency: 'USD', amount: 41.9 },
      { currency: 'NGN', amount: 7200 },
    ],
    tips: [{ currency: 'USD', amount: 12 }],
  },
};

test('deliveries per day, median pickup wait and drop-off time, courier earnings and tips per currency', async () => {
  fakeApi({
    'GET /platform-settings': () => ({
      body: { data: { platform_name: 'FarmPlate', time_zone: 'Eastern Time (US)', default_currency: 'USD' } },
    }),
  });
  renderWithProviders(<PartnersTab report={report} />);
  const figures = screen.getByRole('group', { name: 'Courier delivery figures' });
  const figure = (label: string) => within(figures).getByText(label).parentElement;
  expect(figure('Deliveries')).toHaveTextContent('8');
  expect(figure('Failed deliveries')).toHaveTextContent('1');
  expect(figure('Median pickup wait')).toHaveTextContent('6.5 min');
  expect(figure('Median drop-off time')).toHaveTextContent('18.0 min');
  expect(figure('Courier earnings')).toHaveTextContent('$41.90 · ₦7,200.00');
  expect(figure('Tips')).toHaveTextContent('$12.00');
  const perDay = screen.getByRole('table', { name: 'Deliveries per day' });
  expect(await within(perDay).findByText('Nov 26, 2026')).toBeInTheDocument();
  expect(within(perDay).getByText('5')).toBeInTheDocument();
});
