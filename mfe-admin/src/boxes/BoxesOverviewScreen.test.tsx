import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BoxesOverview } from '@farmplate/contracts';
import { fakeApi, renderWithProviders } from '@farmplate/testing';
import BoxesOverviewScreen from './BoxesOverviewScreen';

const overview: BoxesOverview = {
  boxes: [
    {
      box_id: 7,
      box_name: 'Harvest Box',
      size: 'medium',
      farmer_id: 2,
      farm_name: 'Green Acres',
      active_subscriptions: 14,
    },
  ],
  next_cycle: { date: '2026-12-04', boxes: 12, amount: 414 },
  weeks: [{ week: '2026-11-23', skips: 3, cancellations: 1, subscriptions: 5 }],
  points: { issued: 2400, reversed: 40, redeemed: 300 },
};

test('shows subscriptions per box and farmer, the next cycle, the weeks and the points', async () => {
  fakeApi({
    'GET /admin/boxes/overview': () => ({ body: { data: overview } }),
    'GET /admin/boxes/settings': () => ({ body: { data: { cutoff_hours: 48 } } }),
    'GET /admin/loyalty/settings': () => ({ body: { data: { points_per_dollar: 1, points_per_free_delivery: 500 } } }),
  });
  renderWithProviders(<BoxesOverviewScreen />);
  const boxes = within(await screen.findByRole('table', { name: 'Active subscriptions per box' }));
  expect(boxes.getAllByRole('row')[1]).toHaveTextContent(/Harvest Box.*medium.*Green Acres.*14/);
  const weeks = within(screen.getByRole('table', { name: 'Skips and cancellations per week' }));
  expect(weeks.getAllByRole('row')[1]).toHaveTextContent(/2026-11-23.*5.*3.*1/);
  expect(screen.getByText('2026-12-04')).toBeInTheDocument();
  expect(screen.getByText('12 boxes')).toBeInTheDocument();
  expect(screen.getByText('$414.00')).toBeInTheDocument();
  expect(screen.getByText('2,400')).toBeInTheDocument();
  expect(screen.getByText('40 taken back')).toBeInTheDocument();
});

test('the cut-off, points per dollar and points for a free delivery are checked, then saved; a refusal is shown in place', async () => {
  let tries = 0;
  const calls = fakeApi({
    'GET /admin/boxes/overview': () => ({ body: { data: overview } }),
    'GET /admin/boxes/settings': () => ({ body: { data: { cutoff_hours: 48 } } }),
    'GET /admin/loyalty/settings': () => ({ body: { data: { points_per_dollar: 1, points_per_free_delivery: 500 } } }),
    'PUT /admin/boxes/settings': () =>
      ++tries === 1
        ? {
            status: 422,
            body: { message: 'Validation failed', errors: { cutoff_hours: ['Cut-off must be 1 to 336 hours before'] } },
          }
        : { body: { data: { cutoff_hours: 72 } } },
    'PUT /admin/loyalty/settings': () => ({
      body: { data: { points_per_dollar: 1.5, points_per_free_delivery: 300 } },
    }),
  });
  const user = userEvent.setup();
  renderWithProviders(<BoxesOverviewScreen />);
  const cutoff = await screen.findByLabelText(/^Cut-off/);
  expect(cutoff).toHaveValue(48);
  await user.clear(cutoff);
  await user.type(cutoff, '400');
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText('Cut-off must be 1 to 336 hours before')).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

  await user.clear(cutoff);
  await user.type(cutoff, '72');
  const points = screen.getByLabelText(/^Loyalty points per dollar/);
  await user.clear(points);
  await user.type(points, '1.5');
  const freeDelivery = screen.getByLabelText(/^Points for a free delivery/);
  expect(freeDelivery).toHaveValue(500);
  await user.clear(freeDelivery);
  await user.type(freeDelivery, '2.5');
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(
    await screen.findByText('Points for a free delivery must be a whole number from 1 to 1,000,000'),
  ).toBeInTheDocument();
  await user.clear(freeDelivery);
  await user.type(freeDelivery, '300');
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText('Cut-off must be 1 to 336 hours before')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText('Box settings saved')).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'PUT').map((call) => [call.path, call.body])).toEqual([
    ['/admin/boxes/settings', { cutoff_hours: 72 }],
    ['/admin/boxes/settings', { cutoff_hours: 72 }],
    ['/admin/loyalty/settings', { points_per_dollar: 1.5, points_per_free_delivery: 300 }],
  ]);
}, 30_000);

test('a failed save says so once: a refused field under it, anything else above Save; what was typed stays', async () => {
  let tries = 0;
  const refusal = 'The cut-off cannot move while a cycle is being cut off';
  fakeApi({
    'GET /admin/boxes/overview': () => ({ body: { data: overview } }),
    'GET /admin/boxes/settings': () => ({ body: { data: { cutoff_hours: 48 } } }),
    'GET /admin/loyalty/settings': () => ({ body: { data: { points_per_dollar: 1, points_per_free_delivery: 500 } } }),
    // the API's 422 names its first field message as its message too
    'PUT /admin/boxes/settings': () =>
      ++tries === 1
        ? { status: 422, body: { message: refusal, errors: { cutoff_hours: [refusal] } } }
        : { status: 500, body: {} },
  });
  const user = userEvent.setup();
  renderWithProviders(<BoxesOverviewScreen />);
  const cutoff = await screen.findByLabelText(/^Cut-off/);
  await waitFor(() => expect(cutoff).toHaveValue(48));
  await user.clear(cutoff);
  await user.type(cutoff, '72');
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText(refusal)).toBeInTheDocument();
  expect(screen.getAllByText(refusal)).toHaveLength(1);
  expect(screen.queryByRole('alert')).toBeNull();

  await user.clear(cutoff);
  await user.type(cutoff, '96');
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save the box settings');
  expect(screen.getAllByText('Failed to save the box settings')).toHaveLength(1);
  expect(cutoff).toHaveValue(96);
});
