import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminDeliveriesResponse } from '@farmplate/contracts';
import { fakeApi, renderWithProviders } from '@farmplate/testing';
import DeliveriesScreen from './DeliveriesScreen';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const board = (): AdminDeliveriesResponse => ({
  waiting: [
    {
      id: 31,
      order_number: 'FP-NEWER',
      kitchen_name: "Mama's Soul Kitchen",
      region: 'us',
      ready_at: minutesAgo(3.5),
      drop_off_area: 'Oak Cliff',
    },
    {
      id: 30,
      order_number: 'FP-OLDEST',
      kitchen_name: 'Island Spice Cafe',
      region: 'us',
      ready_at: minutesAgo(14.5),
      drop_off_area: 'Deep Ellum',
    },
  ],
  active: [
    {
      id: 40,
      order_number: 'FP-RIDING',
      kitchen_name: "Mama's Soul Kitchen",
      region: 'us',
      delivery_status: 'assigned',
      assigned_at: minutesAgo(6),
      picked_up_at: null,
      courier: { id: 7, name: 'Dayo Rider', vehicle: 'bicycle' },
    },
  ],
  failed: [
    {
      id: 50,
      order_number: 'FP-FAILED',
      kitchen_name: 'Island Spice Cafe',
      region: 'us',
      failure_reason: 'customer_unreachable',
      failure_note: 'Rang twice, no answer',
      courier: { id: 7, name: 'Dayo Rider', vehicle: 'bicycle' },
    },
  ],
  couriers_online: [
    { id: 7, name: 'Dayo Rider', vehicle: 'bicycle', region: 'us' },
    { id: 8, name: 'Maria Gonzalez', vehicle: 'car', region: 'us' },
    { id: 9, name: 'Sodiq Balogun', vehicle: 'motorbike', region: 'ng' },
  ],
});

function fakeDeliveries() {
  return fakeApi({
    'GET /platform-settings': () => ({
      body: { data: { platform_name: 'FarmPlate', time_zone: 'Eastern Time (US)', default_currency: 'USD' } },
    }),
    'GET /admin/deliveries': () => ({ body: board() }),
    'POST /admin/deliveries/:id/reassign': () => ({ body: { message: 'Delivery reassigned.' } }),
    'POST /admin/deliveries/:id/unassign': () => ({ body: { message: 'Delivery unassigned.' } }),
    'POST /admin/deliveries/:id/resolve': () => ({ body: { message: 'Delivery resolved.' } }),
  });
}

const admin = { role: 'admin' as const };
const open = (url = '/dashboard/deliveries-management') =>
  renderWithProviders(<DeliveriesScreen />, { user: admin, url, path: '/dashboard/deliveries-management' });

test('orders waiting for a courier, oldest first with their age, and the couriers online per region', async () => {
  fakeDeliveries();
  open();
  const table = await screen.findByRole('table', { name: 'Waiting for a courier, oldest first' });
  await within(table).findByText('FP-OLDEST');
  const rows = within(table).getAllByRole('row');
  expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
    'FP-OLDESTIsland Spice Cafe · US',
    "FP-NEWERMama's Soul Kitchen · US",
  ]);
  expect(within(rows[1]!).getByText('14 min')).toBeInTheDocument();
  expect(within(rows[2]!).getByText('3 min')).toBeInTheDocument();
  const figures = screen.getByRole('group', { name: 'Dispatch figures' });
  expect(within(figures).getByText('Couriers online (US)').parentElement).toHaveTextContent('2');
  expect(within(figures).getByText('Couriers online (Nigeria)').parentElement).toHaveTextContent('1');
});

test('the section and region are read from the address and asked of the API; Unassign after a confirmation', async () => {
  const user = userEvent.setup();
  const calls = fakeDeliveries();
  open('/dashboard/deliveries-management?section=active&region=us');
  const table = await screen.findByRole('table', { name: 'Deliveries under way' });
  expect(await within(table).findByText('FP-RIDING')).toBeInTheDocument();
  await waitFor(() =>
    expect(calls.find((call) => call.path === '/admin/deliveries')?.query.get('region')).toBe('us'),
  );
  await user.click(screen.getByRole('button', { name: 'Unassign FP-RIDING' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Unassign delivery' });
  expect(dialog).toHaveTextContent('Take FP-RIDING from Dayo Rider?');
  await user.click(within(dialog).getByRole('button', { name: 'Unassign' }));
  expect(await screen.findByText('Delivery unassigned.')).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
    '/admin/deliveries/40/unassign',
  ]);
});

test('Reassign offers the other couriers online in the order’s region', async () => {
  const user = userEvent.setup();
  const calls = fakeDeliveries();
  open('/dashboard/deliveries-management?section=active');
  await user.click(await screen.findByRole('button', { name: 'Reassign FP-RIDING' }));
  const dialog = screen.getByRole('dialog', { name: 'Reassign FP-RIDING' });
  const courier = within(dialog).getByLabelText('Courier');
  expect([...courier.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Maria Gonzalez (car)']);
  await user.click(within(dialog).getByRole('button', { name: 'Reassign' }));
  expect(await screen.findByText('Delivery reassigned.')).toBeInTheDocument();
  expect(calls.find((call) => call.method === 'POST')).toMatchObject({
    path: '/admin/deliveries/40/reassign',
    body: { courier_id: 8 },
  });
});

test('a failed delivery shows its reason and is resolved with the chosen outcome', async () => {
  const user = userEvent.setup();
  const calls = fakeDeliveries();
  open('/dashboard/deliveries-management?section=failed');
  const table = await screen.findByRole('table', { name: 'Failed deliveries to resolve' });
  expect(await within(table).findByText('Customer unreachable')).toBeInTheDocument();
  expect(within(table).getByText('Rang twice, no answer')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Resolve FP-FAILED' }));
  const dialog = screen.getByRole('dialog', { name: 'Resolve FP-FAILED' });
  await user.selectOptions(within(dialog).getByLabelText('Outcome'), 'Cancel the order');
  await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
  expect(await screen.findByText('Delivery resolved.')).toBeInTheDocument();
  expect(calls.find((call) => call.method === 'POST')).toMatchObject({
    path: '/admin/deliveries/50/resolve',
    body: { outcome: 'cancel' },
  });
});

test('a board that fails to load says so', async () => {
  fakeApi({ 'GET /admin/deliveries': () => 'network-error' });
  open();
  const table = await screen.findByRole('table', { name: 'Waiting for a courier, oldest first' });
  expect(await within(table).findByText('Error loading deliveries')).toBeInTheDocument();
});
