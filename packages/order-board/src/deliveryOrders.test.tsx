import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderBoard } from './OrderBoard';
import { fakeOrdersApi, order, renderWithProviders } from './test-support/renderBoard';

// Issue #32: a ready delivery order waits for a courier, then goes to them with Hand over.

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
  // the board reloads: the courier has it now, and nothing is left to press
  expect(await within(card('ORD-RIDE')).findByText('Picked up by Sodiq · Motorbike')).toBeInTheDocument();
  expect(within(card('ORD-RIDE')).queryByRole('button', { name: /Hand over|Complete Order/ })).toBeNull();
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
