/**
 * @jest-environment @farmplate/testing/jest-environment
 */
// the API fakes (msw) need the test kit's environment
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Subscription } from '@farmplate/contracts';
import { fakeApi, renderWithProviders, sessionUser } from '@farmplate/testing';
import { CustomerSubscriptions } from './CustomerSubscriptions';

const customer = sessionUser({ id: 9, role: 'customer', name: 'Ada Obi', email: 'ada@example.test' });

const subscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  id: 11,
  box_id: 7,
  box_name: 'Harvest Box',
  farmer_id: 2,
  farm_name: 'Green Acres',
  size: 'medium',
  price: 34.5,
  delivery_fee: 3.99,
  frequency: 'weekly',
  delivery_day: 'friday',
  delivery_address: '12 Elm St, Dallas',
  zip: '75201',
  payment_method: 'cash_on_delivery',
  status: 'active',
  next_delivery_date: '2026-12-04',
  next_cutoff_at: '2026-12-02T00:00:00.000Z',
  paused_until: null,
  created_at: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

const renderSubscriptions = () => renderWithProviders(<CustomerSubscriptions />, { user: customer });
const item = async (name: string) => within(await screen.findByRole('listitem', { name }));

test('lists the subscriptions; a cancelled one offers no action, none at all offers the shop', async () => {
  fakeApi({
    'GET /subscriptions': () => ({
      body: {
        data: [
          subscription(),
          subscription({ id: 12, box_name: 'Pantry Bundle', status: 'cancelled', next_delivery_date: null }),
        ],
      },
    }),
  });
  renderSubscriptions();
  const harvest = await item('Harvest Box');
  expect(harvest.getByText('Active')).toBeInTheDocument();
  expect(harvest.getByText('Medium · $34.50 + $3.99 delivery fee a delivery · Green Acres')).toBeInTheDocument();
  expect(harvest.getByText(/Weekly on Fridays, to 12 Elm St, Dallas \(75201\)/)).toBeInTheDocument();
  expect(harvest.getByText('Friday, December 4, 2026')).toBeInTheDocument();
  const pantry = await item('Pantry Bundle');
  expect(pantry.getByText('Cancelled')).toBeInTheDocument();
  expect(pantry.queryByRole('button')).toBeNull();
});

test('with no subscription, the shop is one link away', async () => {
  fakeApi({ 'GET /subscriptions': () => ({ body: { data: [] } }) });
  renderSubscriptions();
  expect(await screen.findByRole('link', { name: 'Shop Boxes' })).toHaveAttribute('href', '/us/boxes');
});

test("skip: the server's message, the next delivery moves; a refusal is toasted with the server's reason", async () => {
  let tries = 0;
  const calls = fakeApi({
    'GET /subscriptions': () => ({ body: { data: [subscription()] } }),
    'POST /subscriptions/:id/skip': () =>
      ++tries === 1
        ? {
            body: {
              message: 'Your next delivery is skipped.',
              data: subscription({ next_delivery_date: '2026-12-11' }),
            },
          }
        : { status: 409, body: { message: 'The cut-off for this delivery has passed' } },
  });
  const user = userEvent.setup();
  renderSubscriptions();
  const harvest = await item('Harvest Box');
  await user.click(harvest.getByRole('button', { name: 'Skip the next delivery of Harvest Box' }));
  expect(await screen.findByText('Your next delivery is skipped.')).toBeInTheDocument();
  expect(await harvest.findByText('Friday, December 11, 2026')).toBeInTheDocument();
  await user.click(harvest.getByRole('button', { name: 'Skip the next delivery of Harvest Box' }));
  expect(
    await screen.findByText('Failed to skip the delivery: The cut-off for this delivery has passed'),
  ).toBeInTheDocument();
  expect(harvest.getByText('Friday, December 11, 2026')).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
    '/subscriptions/11/skip',
    '/subscriptions/11/skip',
  ]);
});

test('pause until a date: the date is checked, sent, and the paused state shown', async () => {
  let tries = 0;
  const calls = fakeApi({
    'GET /subscriptions': () => ({ body: { data: [subscription()] } }),
    'POST /subscriptions/:id/pause': () =>
      ++tries === 1
        ? { status: 422, body: { message: 'Validation failed', errors: { until: ['Pause until a date after today'] } } }
        : {
            body: {
              message: 'Your subscription is paused.',
              data: subscription({ status: 'paused', paused_until: '2027-01-01', next_delivery_date: '2027-01-01' }),
            },
          },
  });
  const user = userEvent.setup();
  renderSubscriptions();
  await user.click((await item('Harvest Box')).getByRole('button', { name: 'Pause Harvest Box' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Pause Harvest Box' }));
  await user.click(dialog.getByRole('button', { name: 'Pause' }));
  expect(await dialog.findByText('Please enter a valid date (YYYY-MM-DD)')).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

  await user.type(dialog.getByLabelText(/^Pause until/), '2026-11-20');
  await user.click(dialog.getByRole('button', { name: 'Pause' }));
  expect(await dialog.findByText('Pause until a date after today')).toBeInTheDocument();

  await user.clear(dialog.getByLabelText(/^Pause until/));
  await user.type(dialog.getByLabelText(/^Pause until/), '2027-01-01');
  await user.click(dialog.getByRole('button', { name: 'Pause' }));
  expect(await screen.findByText('Your subscription is paused.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const harvest = await item('Harvest Box');
  expect(harvest.getByText('Paused')).toBeInTheDocument();
  expect(harvest.getByText('Paused until Friday, January 1, 2027.')).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
    { until: '2026-11-20' },
    { until: '2027-01-01' },
  ]);
}, 30_000);

test('change sends only what changed, shows field messages under the fields, then the new details', async () => {
  let tries = 0;
  const calls = fakeApi({
    'GET /subscriptions': () => ({ body: { data: [subscription()] } }),
    'PUT /subscriptions/:id': () =>
      ++tries === 1
        ? {
            status: 422,
            body: { message: 'Validation failed', errors: { size: ['This box does not come in that size'] } },
          }
        : {
            body: {
              message: 'Subscription updated: the change applies from the next delivery still open.',
              data: subscription({ size: 'large', price: 44, frequency: 'monthly', delivery_day: 'saturday' }),
            },
          },
  });
  const user = userEvent.setup();
  renderSubscriptions();
  await user.click((await item('Harvest Box')).getByRole('button', { name: 'Change Harvest Box' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Change Harvest Box' }));
  await user.click(dialog.getByRole('button', { name: 'Save changes' }));
  expect(await dialog.findByRole('alert')).toHaveTextContent('Change at least one detail');

  await user.selectOptions(dialog.getByLabelText(/^Box size/), 'Large');
  await user.selectOptions(dialog.getByLabelText(/^How often/), 'Monthly');
  await user.selectOptions(dialog.getByLabelText(/^Delivery day/), 'Saturday');
  await user.click(dialog.getByRole('button', { name: 'Save changes' }));
  expect(await dialog.findByText('This box does not come in that size')).toBeInTheDocument();

  await user.click(dialog.getByRole('button', { name: 'Save changes' }));
  expect(
    await screen.findByText('Subscription updated: the change applies from the next delivery still open.'),
  ).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const harvest = await item('Harvest Box');
  expect(harvest.getByText('Large · $44.00 + $3.99 delivery fee a delivery · Green Acres')).toBeInTheDocument();
  expect(harvest.getByText(/Monthly on Saturdays/)).toBeInTheDocument();
  const puts = calls.filter((call) => call.method === 'PUT');
  expect(puts[0]?.path).toBe('/subscriptions/11');
  expect(puts[0]?.body).toEqual({ size: 'large', frequency: 'monthly', delivery_day: 'saturday' });
}, 30_000);

test('cancel asks first; keeping it sends nothing; confirming cancels and the actions go', async () => {
  const calls = fakeApi({
    'GET /subscriptions': () => ({ body: { data: [subscription()] } }),
    'POST /subscriptions/:id/cancel': () => ({
      body: {
        message: 'Your subscription is cancelled.',
        data: subscription({ status: 'cancelled', next_delivery_date: null, next_cutoff_at: null }),
      },
    }),
  });
  const user = userEvent.setup();
  renderSubscriptions();
  const harvest = await item('Harvest Box');
  await user.click(harvest.getByRole('button', { name: 'Cancel Harvest Box' }));
  let confirm = within(await screen.findByRole('alertdialog', { name: 'Cancel Harvest Box?' }));
  await user.click(confirm.getByRole('button', { name: 'Keep subscription' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

  await user.click(harvest.getByRole('button', { name: 'Cancel Harvest Box' }));
  confirm = within(await screen.findByRole('alertdialog', { name: 'Cancel Harvest Box?' }));
  await user.click(confirm.getByRole('button', { name: 'Cancel subscription' }));
  expect(await screen.findByText('Your subscription is cancelled.')).toBeInTheDocument();
  expect(await harvest.findByText('Cancelled')).toBeInTheDocument();
  expect(harvest.queryByRole('button')).toBeNull();
  expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/subscriptions/11/cancel']);
}, 30_000);
