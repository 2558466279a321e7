import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LiveEvent } from '@farmplate/contracts';
import { signIn, signOut } from '@farmplate/session';
import { OrderBoard } from './OrderBoard';
import { fakeOrdersApi, order, renderWithProviders } from './test-support/renderBoard';

// A ready delivery order waits for a courier, then goes to them with Hand over.

const card = (number: string) => screen.getByRole('article', { name: `Order ${number}` });
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

afterEach(() => jest.useRealTimers());

test('a ready delivery order says how long it has waited for a courier, and the age moves on by itself', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  fakeOrdersApi([
    order({
      id: 5,
      order_number: 'ORD-WAIT',
      status: 'ready',
      ready_at: minutesAgo(4),
      fulfilment: 'delivery',
      delivery_status: 'unassigned',
      pickup_code: '4821',
    }),
  ]);
  renderWithProviders(<OrderBoard />);
  const waiting = await screen.findByRole('article', { name: 'Order ORD-WAIT' });
  expect(within(waiting).getByText('Waiting for a courier (4 min)')).toBeInTheDocument();
  // nobody to hand it to yet, and the kitchen does not complete a delivery order
  expect(within(waiting).queryByRole('button', { name: /Hand over|Complete Order/ })).toBeNull();
  expect(within(waiting).getByText('4821')).toBeInTheDocument();

  act(() => jest.advanceTimersByTime(60_000));
  expect(within(card('ORD-WAIT')).getByText('Waiting for a courier (5 min)')).toBeInTheDocument();
});

test("a claimed order shows the courier's first name and vehicle; Hand over replaces Complete Order", async () => {
  const user = userEvent.setup();
  const api = fakeOrdersApi([
    order({
      id: 6,
      order_number: 'ORD-RIDE',
      status: 'ready',
      ready_at: minutesAgo(9),
      fulfilment: 'delivery',
      delivery_status: 'assigned',
      pickup_code: '7310',
      courier: { first_name: 'Sodiq', vehicle: 'motorbike' },
    }),
  ]);
  renderWithProviders(<OrderBoard />);
  const claimed = await screen.findByRole('article', { name: 'Order ORD-RIDE' });
  expect(within(claimed).getByText('Courier: Sodiq · Motorbike')).toBeInTheDocument();
  expect(within(claimed).queryByRole('button', { name: 'Complete Order' })).toBeNull();

  await user.click(within(claimed).getByRole('button', { name: 'Hand over' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Hand over' });
  expect(dialog).toHaveTextContent('Hand order ORD-RIDE over to Sodiq?');
  await user.click(within(dialog).getByRole('button', { name: 'Hand over' }));

  expect(await screen.findByText('Order ORD-RIDE handed over to Sodiq')).toBeInTheDocument();
  expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([
    { method: 'POST', url: '/api/kitchen-orders/6/handover', body: undefined },
  ]);
  // the answer is written into the card: the courier has it now, and nothing is left to press
  expect(await within(card('ORD-RIDE')).findByText('Picked up by Sodiq · Motorbike')).toBeInTheDocument();
  expect(within(card('ORD-RIDE')).queryByRole('button', { name: /Hand over|Complete Order/ })).toBeNull();
  // …once: the tab that handed it over does not reload the board for its own change
  expect(api.calls.filter((call) => call.method === 'GET' && call.url.includes('/kitchen-orders'))).toHaveLength(1);
});

test('a ready pickup order keeps Complete Order and shows its pickup code', async () => {
  fakeOrdersApi([
    order({ id: 7, order_number: 'ORD-PICK', status: 'ready', fulfilment: 'pickup', pickup_code: '5096' }),
  ]);
  renderWithProviders(<OrderBoard />);
  const pickup = await screen.findByRole('article', { name: 'Order ORD-PICK' });
  expect(within(pickup).getByRole('button', { name: 'Complete Order' })).toBeInTheDocument();
  expect(within(pickup).queryByText(/Waiting for a courier/)).toBeNull();
  expect(within(pickup).getByText('Pickup')).toBeInTheDocument();
  expect(within(pickup).getByText('5096')).toBeInTheDocument();
});

test('a refused hand over is said in a dialog, and the board reloads to show where the order is', async () => {
  const user = userEvent.setup();
  const api = fakeOrdersApi(
    [
      order({
        id: 8,
        order_number: 'ORD-GONE',
        status: 'ready',
        fulfilment: 'delivery',
        delivery_status: 'assigned',
        courier: { first_name: 'Grace', vehicle: 'bicycle' },
      }),
    ],
    (_id, change) =>
      change === 'handover' ? { status: 409, body: { message: 'The courier gave this delivery up.' } } : undefined,
  );
  renderWithProviders(<OrderBoard />);
  const gone = await screen.findByRole('article', { name: 'Order ORD-GONE' });
  await user.click(within(gone).getByRole('button', { name: 'Hand over' }));
  const loads = api.calls.filter((call) => call.method === 'GET').length;
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Hand over' }));
  expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent(
    'Failed to hand over the order: The courier gave this delivery up.',
  );
  expect(api.calls.filter((call) => call.method === 'GET').length).toBeGreaterThan(loads);
});

type Message = { data: string; lastEventId: string };

/** A stand-in for the browser's EventSource: the test opens and feeds it. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((message: Message) => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener() {}
  close() {}
}

test("a courier's claim reaches the open board live: the card shows the courier and Hand over without a reload", async () => {
  (globalThis as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
  signIn('kitchen-token', {
    id: 4,
    name: 'Mama',
    email: 'kitchen@farmplate.test',
    role: 'kitchen',
    status: 'active',
    created_at: '2026-01-01T00:00:00.000Z',
  });
  try {
    const waiting = order({
      id: 9,
      order_number: 'ORD-LIVE',
      status: 'ready',
      ready_at: minutesAgo(2),
      fulfilment: 'delivery',
      delivery_status: 'unassigned',
    });
    const api = fakeOrdersApi([waiting]);
    renderWithProviders(<OrderBoard />);
    expect(await screen.findByText('Waiting for a courier (2 min)')).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.opened.length).toBeGreaterThan(0));
    const source = FakeEventSource.opened.at(-1)!;
    act(() => source.onopen?.());

    // the board's pages as loaded; the event alone must bring the courier (a reload would find none)
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'GET').length).toBeGreaterThan(0));
    const loads = api.calls.filter((call) => call.method === 'GET').length;
    const assignedAt = new Date().toISOString();
    const event = {
      id: 31,
      type: 'order.updated',
      data: {
        ...waiting,
        delivery_status: 'assigned',
        assigned_at: assignedAt,
        delivered_at: null,
        courier: { first_name: 'Sodiq', vehicle: 'motorbike' },
      },
    } as unknown as LiveEvent;
    act(() => source.onmessage?.({ data: JSON.stringify(event), lastEventId: '31' }));
    const card = await screen.findByRole('article', { name: 'Order ORD-LIVE' });
    expect(await within(card).findByText('Courier: Sodiq · Motorbike')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Hand over' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'GET')).toHaveLength(loads);
  } finally {
    signOut();
    delete (globalThis as unknown as { EventSource?: unknown }).EventSource;
  }
});

test('a delivery order without dispatch (a farmer’s grocery order) keeps Complete Order', async () => {
  fakeOrdersApi([order({ id: 12, order_number: 'ORD-GROCERY', status: 'ready', fulfilment: 'delivery' })]);
  renderWithProviders(<OrderBoard />);
  const grocery = await screen.findByRole('article', { name: 'Order ORD-GROCERY' });
  expect(within(grocery).getByRole('button', { name: 'Complete Order' })).toBeInTheDocument();
  expect(within(grocery).queryByText(/Waiting for a courier/)).toBeNull();
});

test('Mark as Ready on a delivery order starts its wait for a courier at once (the answer carries the delivery step)', async () => {
  const user = userEvent.setup();
  const preparing = order({ id: 14, order_number: 'ORD-MEAL', status: 'preparing', fulfilment: 'delivery' });
  fakeOrdersApi([preparing], (_id, status) =>
    status === 'ready'
      ? {
          body: {
            message: 'Order ORD-MEAL updated to ready.',
            order: { ...preparing, status: 'ready', ready_at: new Date().toISOString(), delivery_status: 'unassigned' },
          },
        }
      : undefined,
  );
  renderWithProviders(<OrderBoard />);
  const meal = await screen.findByRole('article', { name: 'Order ORD-MEAL' });
  await user.click(within(meal).getByRole('button', { name: 'Mark as Ready' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Mark as Ready' }));
  expect(await within(meal).findByText('Waiting for a courier (0 min)')).toBeInTheDocument();
  expect(within(meal).queryByRole('button', { name: /Complete Order|Hand over/ })).toBeNull();
});

test("a farm box's order offers no step on the board: it moves on Box Orders (Packed, Hand over)", async () => {
  fakeOrdersApi([
    order({ id: 8, order_number: 'ORD-BOX', status: 'new', box_order: true, delivery_status: 'unassigned' }),
    order({
      id: 9,
      order_number: 'ORD-BOXREADY',
      status: 'ready',
      box_order: true,
      fulfilment: 'delivery',
      delivery_status: 'assigned',
      courier: { first_name: 'Sodiq', vehicle: 'motorbike' },
    }),
    order({ id: 10, order_number: 'ORD-GROCERY', status: 'new' }),
  ]);
  renderWithProviders(<OrderBoard />);
  for (const number of ['ORD-BOX', 'ORD-BOXREADY']) {
    const box = await screen.findByRole('article', { name: `Order ${number}` });
    expect(within(box).queryByRole('button', { name: /Start Preparing|Mark as Ready|Hand over|Complete/ })).toBeNull();
    expect(within(box).getByText('Farm box: mark it Packed and hand it over on Box Orders.')).toBeInTheDocument();
  }
  expect(within(card('ORD-GROCERY')).getByRole('button', { name: 'Start Preparing' })).toBeInTheDocument();
});
