import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BoxOrder, LiveEvent, PickListResponse } from '@farmplate/contracts';
import { installLiveStream, renderWithProviders, sessionUser } from '@farmplate/testing';
import { fakeApi, paged } from '../test-support/fakeApi';
import { boxOrder } from '../test-support/fixtures';
import { renderScreen } from '../test-support/renderScreen';
import BoxOrdersScreen from './BoxOrdersScreen';

const pickList: PickListResponse = {
  cycle: '2026-12-04',
  boxes: 5,
  data: [
    { inventory_item_id: 1, produce_name: 'Yams', unit: 'kg', quantity: 10, boxes: 5 },
    { inventory_item_id: 2, produce_name: 'Tomatoes', unit: 'lb', quantity: 7.5, boxes: 3 },
  ],
};

const upcoming = [
  {
    date: '2026-12-04',
    subscriptions: 0,
    orders: 2,
    cutoff_at: '2026-12-02T05:00:00.000Z',
    cut_off: true,
  },
  {
    date: '2026-12-11',
    subscriptions: 3,
    orders: 0,
    cutoff_at: '2026-12-09T05:00:00.000Z',
    cut_off: false,
  },
];

/** One cycle's box orders and pick list on a fake server; Packed moves the orders to ready. */
function serveCycle(overrides: Parameters<typeof fakeApi>[0] = {}) {
  const orders: BoxOrder[] = [
    boxOrder(),
    boxOrder({
      order_id: 502,
      order_number: 'BX-502',
      customer_name: 'Ben Cole',
      payment_method: 'bank_transfer',
      one_time: true,
    }),
  ];
  const calls = fakeApi({
    'GET /farmer/box-orders': ({ query }) => ({
      body: paged(
        orders.filter((order) => order.delivery_date === query.get('cycle')),
        1,
        20,
      ),
    }),
    'GET /farmer/boxes/pick-list': ({ query }) => ({
      body: query.get('cycle') === pickList.cycle ? pickList : { cycle: query.get('cycle')!, boxes: 0, data: [] },
    }),
    'POST /farmer/boxes/cycles/:date/packed': ({ params }) => {
      const packed = orders.filter((order) => order.delivery_date === params.date && order.status === 'new');
      packed.forEach((order) => (order.status = 'ready'));
      return { body: { message: 'Boxes marked ready for delivery', orders: packed.length } };
    },
    'GET /farmer/box-cycles': () => ({ body: { data: upcoming } }),
    'POST /farmer/box-orders/:id/handover': ({ params }) => {
      const order = orders.find((each) => each.order_id === Number(params.id))!;
      order.delivery_status = 'picked_up';
      return { body: { message: 'Order handed over to the courier.' } };
    },
    ...overrides,
  });
  return { calls, orders };
}

const region = (name: string) => screen.getByRole('region', { name });
const rowsOf = (caption: string) => within(region(caption)).getAllByRole('row').slice(1);

test('the cycle from the URL: its pick list adds up what to pack per item, and its orders', async () => {
  const { calls } = serveCycle();
  renderScreen(<BoxOrdersScreen />, { path: 'box-orders', at: '/dashboard/box-orders?cycle=2026-12-04' });
  expect(await screen.findByText('5 boxes to pack for Dec 4, 2026')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Box Orders' })).toBeInTheDocument();
  expect(screen.getByLabelText('Delivery date')).toHaveValue('2026-12-04');
  const [yams, tomatoes] = rowsOf('What to pack');
  expect(yams).toHaveTextContent('Yams');
  expect(yams).toHaveTextContent('10 kg');
  expect(yams).toHaveTextContent('5');
  expect(tomatoes).toHaveTextContent('7.5 lb');
  expect(tomatoes).toHaveTextContent('3');

  await waitFor(() => expect(rowsOf('Box orders of the cycle')).toHaveLength(2));
  const [first, second] = rowsOf('Box orders of the cycle');
  expect(first).toHaveTextContent('#BX-501');
  expect(first).toHaveTextContent('Ada Obi');
  expect(first).toHaveTextContent('Weekly Greens (medium)');
  expect(first).not.toHaveTextContent('one-time');
  expect(first).toHaveTextContent('12 Elm Street, Dallas');
  expect(first).toHaveTextContent('Cash on delivery');
  expect(first).toHaveTextContent('$25.00');
  expect(second).toHaveTextContent('Bank transfer');
  // bought once through checkout, beside the subscriptions' boxes
  expect(second).toHaveTextContent('Weekly Greens (medium) · one-time');
  expect(calls.find((call) => call.path === '/farmer/boxes/pick-list')?.query.get('cycle')).toBe('2026-12-04');
  expect(calls.find((call) => call.path === '/farmer/box-orders')?.query.get('cycle')).toBe('2026-12-04');
});

test('choosing another delivery date writes it to the URL and loads that cycle', async () => {
  const { calls } = serveCycle();
  renderScreen(<BoxOrdersScreen />, { path: 'box-orders', at: '/dashboard/box-orders?cycle=2026-12-04' });
  await screen.findByText('5 boxes to pack for Dec 4, 2026');
  fireEvent.change(screen.getByLabelText('Delivery date'), { target: { value: '2026-12-11' } });
  expect(await screen.findByText('0 boxes to pack for Dec 11, 2026')).toBeInTheDocument();
  expect(screen.getByText('No box orders for this date')).toBeInTheDocument();
  expect(screen.getByText('Nothing to pack')).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent(
    /^\/dashboard\/box-orders\?cycle=2026-12-11$/,
  );
  expect(
    calls
      .filter((call) => call.path === '/farmer/box-orders')
      .at(-1)
      ?.query.get('cycle'),
  ).toBe('2026-12-11');
  // nothing to mark packed on a date without orders
  expect(screen.getByRole('button', { name: 'Mark Packed' })).toBeDisabled();
});

test("Packed asks first, then marks the cycle's orders ready and shows them so", async () => {
  const user = userEvent.setup();
  const { calls } = serveCycle();
  renderScreen(<BoxOrdersScreen />, { path: 'box-orders', at: '/dashboard/box-orders?cycle=2026-12-04' });
  await waitFor(() => expect(rowsOf('Box orders of the cycle')).toHaveLength(2));
  await user.click(screen.getByRole('button', { name: 'Mark Packed' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Mark Boxes Packed' });
  expect(dialog).toHaveTextContent('Mark the 2 box orders of Dec 4, 2026 as packed and ready for delivery?');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(calls.some((call) => call.method === 'POST')).toBe(false);

  await user.click(screen.getByRole('button', { name: 'Mark Packed' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Mark Packed' }));
  expect(await screen.findByText('Boxes marked ready for delivery: 2 orders')).toBeInTheDocument();
  expect(calls.find((call) => call.method === 'POST')?.path).toBe('/farmer/boxes/cycles/2026-12-04/packed');
  await waitFor(() => rowsOf('Box orders of the cycle').forEach((row) => expect(row).toHaveTextContent(/ready/i)));
});

test('a refused Packed says why', async () => {
  const user = userEvent.setup();
  serveCycle({
    'POST /farmer/boxes/cycles/:date/packed': () => ({ status: 422, body: { message: 'Please enter a valid date' } }),
  });
  renderScreen(<BoxOrdersScreen />, { path: 'box-orders', at: '/dashboard/box-orders?cycle=2026-12-04' });
  await waitFor(() => expect(rowsOf('Box orders of the cycle')).toHaveLength(2));
  await user.click(screen.getByRole('button', { name: 'Mark Packed' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Mark Packed' }));
  expect(await screen.findByText('Failed to mark the boxes packed: Please enter a valid date')).toBeInTheDocument();
});

test('the coming delivery dates with their subscriptions, orders and cut-off; choosing one opens it', async () => {
  const user = userEvent.setup();
  const { calls } = serveCycle();
  renderScreen(<BoxOrdersScreen />, { path: 'box-orders', at: '/dashboard/box-orders?cycle=2026-12-04' });
  const dates = within(await screen.findByRole('region', { name: 'Upcoming deliveries' }));
  const [first, second] = await dates.findAllByRole('button');
  expect(first).toHaveTextContent('Dec 4, 2026');
  expect(first).toHaveTextContent('0 subscriptions due, 2 orders');
  expect(first).toHaveTextContent(/^.*Cut off Dec 2, 2026/);
  expect(first).toHaveAttribute('aria-current', 'date');
  expect(second).toHaveTextContent('3 subscriptions due, 0 orders');
  expect(second).toHaveTextContent(/Cut-off Dec 9, 2026/);
  expect(second).not.toHaveAttribute('aria-current');

  await user.click(second!);
  expect(await screen.findByText('0 boxes to pack for Dec 11, 2026')).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent(
    /^\/dashboard\/box-orders\?cycle=2026-12-11$/,
  );
  expect(second).toHaveAttribute('aria-current', 'date');
  expect(
    calls
      .filter((call) => call.path === '/farmer/box-orders')
      .at(-1)
      ?.query.get('cycle'),
  ).toBe('2026-12-11');
});

test("a box its courier claimed: who is coming, then the farmer's Hand over", async () => {
  const user = userEvent.setup();
  const { calls, orders } = serveCycle();
  orders[0]!.status = 'ready';
  orders[0]!.delivery_status = 'assigned';
  orders[0]!.courier_name = 'Sam Rider';
  orders[1]!.status = 'ready';
  renderScreen(<BoxOrdersScreen />, { path: 'box-orders', at: '/dashboard/box-orders?cycle=2026-12-04' });
  await waitFor(() => expect(rowsOf('Box orders of the cycle')).toHaveLength(2));
  const [claimed, waiting] = rowsOf('Box orders of the cycle');
  expect(claimed).toHaveTextContent('Sam Rider is coming to collect it');
  expect(waiting).toHaveTextContent('Waiting for a courier');
  // only a claimed box can be handed over
  expect(within(waiting!).queryByRole('button', { name: /Hand over/ })).toBeNull();

  await user.click(within(claimed!).getByRole('button', { name: 'Hand over #BX-501' }));
  expect(await screen.findByText('Order handed over to the courier.')).toBeInTheDocument();
  expect(calls.find((call) => call.method === 'POST')?.path).toBe('/farmer/box-orders/501/handover');
  await waitFor(() => expect(rowsOf('Box orders of the cycle')[0]).toHaveTextContent('On its way'));
  expect(screen.queryByRole('button', { name: /Hand over/ })).toBeNull();
});

test("a courier's claim reaches the open screen live: who is coming and Hand over, with no reload", async () => {
  const live = installLiveStream();
  try {
    const { calls, orders } = serveCycle({
      'POST /events/ticket': () => ({ body: { ticket: 'ticket', expires_in: 30 } }),
    });
    orders[0]!.status = 'ready';
    orders[0]!.delivery_status = 'unassigned';
    renderWithProviders(<BoxOrdersScreen />, {
      user: sessionUser({ id: 2, name: 'Green Valley', email: 'farmer@farmplate.test', role: 'farmer' }),
      url: '/dashboard/box-orders?cycle=2026-12-04',
      path: '/dashboard/box-orders',
    });
    await waitFor(() => expect(rowsOf('Box orders of the cycle')[0]).toHaveTextContent('Waiting for a courier'));
    await waitFor(() => expect(live.isOpen).toBe(true));
    const loads = calls.filter((call) => call.path === '/farmer/box-orders').length;

    const claimed: Omit<LiveEvent<'order.updated'>, 'id'> = {
      type: 'order.updated',
      data: {
        id: orders[0]!.order_id,
        order_number: orders[0]!.order_number,
        status: 'ready',
        payment_status: 'pending',
        kitchen_id: null,
        farmer_id: 2,
        delivery_partner_id: 31,
        total_amount: orders[0]!.total_amount,
        started_at: null,
        ready_at: '2026-12-03T09:00:00.000Z',
        completed_at: null,
        cancelled_at: null,
        updated_at: '2026-12-03T09:05:00.000Z',
        fulfilment: 'delivery',
        delivery_status: 'assigned',
        assigned_at: '2026-12-03T09:05:00.000Z',
        picked_up_at: null,
        delivered_at: null,
        courier: { first_name: 'Sam', vehicle: 'bicycle' },
      },
    };
    act(() => live.emit(claimed));
    await waitFor(() => expect(rowsOf('Box orders of the cycle')[0]).toHaveTextContent('Sam is coming to collect it'));
    const row = rowsOf('Box orders of the cycle')[0]!;
    expect(within(row).getByRole('button', { name: `Hand over #${orders[0]!.order_number}` })).toBeInTheDocument();
    // written from the event: the list was not fetched again
    expect(calls.filter((call) => call.path === '/farmer/box-orders')).toHaveLength(loads);
  } finally {
    live.uninstall();
  }
});
