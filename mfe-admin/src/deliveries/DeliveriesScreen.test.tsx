import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminDeliveriesResponse, AdminDelivery } from '@farmplate/contracts';
import { fakeApi, renderWithProviders, sessionUser } from '@farmplate/testing';
import DeliveriesScreen from './DeliveriesScreen';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const delivery = (overrides: Partial<AdminDelivery>): AdminDelivery => ({
  id: 1,
  order_number: 'FP-1',
  region: 'us',
  kitchen_name: "Mama's Soul Kitchen",
  pickup_area: 'Dallas',
  dropoff_area: 'Plano',
  delivery_status: 'unassigned',
  courier: null,
  ready_at: null,
  assigned_at: null,
  picked_up_at: null,
  failure_reason: null,
  failure_note: null,
  age_minutes: 0,
  ...overrides,
});
const dayo = { id: 7, name: 'Dayo Rider', vehicle: 'bicycle' };

const board = (): AdminDeliveriesResponse => ({
  waiting: [
    delivery({ id: 31, order_number: 'FP-NEWER', ready_at: minutesAgo(3.5), age_minutes: 3 }),
    delivery({
      id: 30,
      order_number: 'FP-OLDEST',
      kitchen_name: 'Island Spice Cafe',
      ready_at: minutesAgo(14.5),
      age_minutes: 14,
    }),
    delivery({ id: 32, order_number: 'FP-LAGOS', region: 'ng', ready_at: minutesAgo(30), age_minutes: 30 }),
  ],
  active: [
    delivery({
      id: 40,
      order_number: 'FP-RIDING',
      delivery_status: 'assigned',
      assigned_at: minutesAgo(6),
      courier: dayo,
    }),
  ],
  failed: [
    delivery({
      id: 50,
      order_number: 'FP-FAILED',
      kitchen_name: 'Island Spice Cafe',
      delivery_status: 'failed',
      failure_reason: 'customer_unreachable',
      failure_note: 'Rang twice, no answer',
      courier: dayo,
    }),
  ],
  couriers_online: [
    { region: 'us', online: 2 },
    { region: 'ng', online: 1 },
  ],
  couriers: [
    { ...dayo, region: 'us', online: true, active_deliveries: 1 },
    { id: 8, name: 'Maria Gonzalez', vehicle: 'car', region: 'us', online: true, active_deliveries: 0 },
    { id: 9, name: 'Sodiq Balogun', vehicle: 'motorbike', region: 'ng', online: true, active_deliveries: 0 },
  ],
});

function fakeDeliveries() {
  return fakeApi({
    'GET /platform-settings': () => ({
      body: { data: { platform_name: 'FarmPlate', time_zone: 'Eastern Time (US)', default_currency: 'USD' } },
    }),
    'GET /admin/deliveries': () => ({ body: board() }),
    'POST /admin/deliveries/:id/reassign': () => ({ body: { message: 'Delivery reassigned.', data: delivery({}) } }),
    'POST /admin/deliveries/:id/unassign': () => ({ body: { message: 'Delivery unassigned.', data: delivery({}) } }),
    'POST /admin/deliveries/:id/resolve': () => ({ body: { message: 'Delivery resolved.', data: delivery({}) } }),
  });
}

const admin = sessionUser({ role: 'admin' });
const open = (url = '/dashboard/deliveries-management') =>
  renderWithProviders(<DeliveriesScreen />, { user: admin, url, path: '/dashboard/deliveries-management' });

test('orders waiting for a courier, oldest first with their age, and the couriers online per region', async () => {
  fakeDeliveries();
  open('/dashboard/deliveries-management?region=us');
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

test('the region narrows the board, from the address', async () => {
  fakeDeliveries();
  open('/dashboard/deliveries-management?region=ng');
  const table = await screen.findByRole('table', { name: 'Waiting for a courier, oldest first' });
  expect(await within(table).findByText('FP-LAGOS')).toBeInTheDocument();
  expect(within(table).queryByText('FP-OLDEST')).toBeNull();
  expect(screen.getByRole('combobox', { name: 'Region' })).toHaveTextContent('Nigeria');
});

test('the section is read from the address; Unassign after a confirmation', async () => {
  const user = userEvent.setup();
  const calls = fakeDeliveries();
  open('/dashboard/deliveries-management?section=active');
  const table = await screen.findByRole('table', { name: 'Deliveries under way' });
  expect(await within(table).findByText('FP-RIDING')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Unassign FP-RIDING' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Unassign delivery' });
  expect(dialog).toHaveTextContent('Take FP-RIDING from Dayo Rider?');
  await user.click(within(dialog).getByRole('button', { name: 'Unassign' }));
  expect(await screen.findByText('Delivery unassigned.')).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
    '/admin/deliveries/40/unassign',
  ]);
});

test('Reassign offers the other couriers of the order’s region', async () => {
  const user = userEvent.setup();
  const calls = fakeDeliveries();
  open('/dashboard/deliveries-management?section=active');
  await user.click(await screen.findByRole('button', { name: 'Reassign FP-RIDING' }));
  const dialog = screen.getByRole('dialog', { name: 'Reassign FP-RIDING' });
  const courier = within(dialog).getByLabelText('Courier');
  expect([...courier.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
    'Maria Gonzalez (Car, online, 0 active)',
  ]);
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
