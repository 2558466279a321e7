/**
 * @jest-environment @farmplate/testing/jest-environment
 */
// the API fakes (msw) need the test kit's environment
import { act, screen, waitFor, within } from '@testing-library/react';
import type { TrackedOrder } from '@farmplate/contracts';
import { fakeApi, renderWithProviders, sessionUser } from '@farmplate/testing';
import { CustomerOrders } from './CustomerOrders';

const order = (overrides: Partial<TrackedOrder>): TrackedOrder => ({
  order_number: 'FP-1',
  tracking_token: 't'.repeat(43),
  status: 'completed',
  region: 'us',
  kitchen_name: "Mama's Soul Kitchen",
  customer_name: 'Chidi Okeke',
  delivery_address: '1420 Elm St',
  delivery_time: null,
  payment_method: 'cod',
  special_instructions: null,
  created_at: '2026-11-20T18:00:00.000Z',
  started_at: null,
  ready_at: null,
  completed_at: null,
  cancelled_at: null,
  cancel_until: '2026-11-20T18:05:00.000Z',
  can_cancel: false,
  items: [
    { menu_item_id: 3, name: 'Jollof Rice & Grilled Chicken', quantity: 2, price: 15.99, notes: null },
    { menu_item_id: 8, name: 'Sweet Potato Pie', quantity: 1, price: 9.99, notes: null },
  ],
  subtotal: 41.97,
  delivery_fee: 3.99,
  tax: 3.46,
  total: 49.42,
  fulfilment: 'delivery',
  delivery_status: 'delivered',
  courier_first_name: null,
  delivery_code: '4821',
  tip: 0,
  can_tip: false,
  assigned_at: null,
  picked_up_at: null,
  delivered_at: null,
  time_zone: 'Eastern Time (US)',
  ...overrides,
});

test("lists the customer's orders with a tracking link and, for meals, a reorder link that refills the cart", async () => {
  fakeApi({
    'GET /customer-orders': () => ({
      body: {
        data: [
          order({}),
          order({
            order_number: 'FP-2',
            tracking_token: '',
            region: 'ng',
            total: 9618.75,
            status: 'new',
            // a grocery order: produce, no dishes to reorder
            items: [{ menu_item_id: null, name: 'Tomatoes', quantity: 3, price: 2.5, notes: null }],
          }),
        ],
      },
    }),
  });
  renderWithProviders(<CustomerOrders />);
  const first = await screen.findByRole('row', { name: /FP-1/ });
  const table = screen.getByRole('table', { name: 'My orders' });
  expect(first).toHaveTextContent('2 × Jollof Rice & Grilled Chicken, 1 × Sweet Potato Pie');
  expect(first).toHaveTextContent('$49.42');
  expect(within(first).getByRole('link', { name: 'Track order FP-1' })).toHaveAttribute(
    'href',
    `/us/track/${'t'.repeat(43)}`,
  );
  expect(within(first).getByRole('link', { name: 'Reorder FP-1' })).toHaveAttribute('href', '/us/cart?reorder=3:2,8:1');
  const second = within(table).getByRole('row', { name: /FP-2/ });
  expect(second).toHaveTextContent('₦9,618.75');
  expect(second).toHaveTextContent('Received');
  expect(within(second).queryByRole('link', { name: /Track|Reorder/ })).not.toBeInTheDocument();
});

test('without orders it invites to the menu', async () => {
  fakeApi({ 'GET /customer-orders': () => ({ body: { data: [] } }) });
  renderWithProviders(<CustomerOrders />);
  expect(await screen.findByText('No orders yet')).toBeInTheDocument();
});

// My Orders says where the delivery is, and follows it live.

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

test('the delivery column follows the order live: a courier, on the way, delivered', async () => {
  (globalThis as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
  try {
    let current = order({ status: 'ready', delivery_status: 'unassigned' });
    fakeApi({
      'GET /customer-orders': () => ({ body: { data: [current] } }),
      'POST /events/ticket': () => ({ body: { ticket: 'customer-ticket', expires_in: 30 } }),
    });
    renderWithProviders(<CustomerOrders />, { user: sessionUser({ role: 'customer' }) });
    const row = () => screen.getByRole('row', { name: /FP-1/ });
    expect(await screen.findByRole('row', { name: /FP-1/ })).toHaveTextContent('Waiting for a courier');
    await waitFor(() => expect(FakeEventSource.opened.length).toBeGreaterThan(0));
    const source = FakeEventSource.opened.at(-1)!;
    act(() => source.onopen?.());
    const push = (id: number, next: Partial<TrackedOrder>) => {
      current = { ...current, ...next };
      act(() =>
        source.onmessage?.({
          data: JSON.stringify({ id, type: 'order.updated', data: { id: 1 } }),
          lastEventId: String(id),
        }),
      );
    };
    push(21, { delivery_status: 'picked_up', courier_first_name: 'Sodiq' });
    await waitFor(() => expect(row()).toHaveTextContent('Sodiq is on the way to you'), { timeout: 5_000 });
    push(22, { delivery_status: 'delivered', status: 'completed' });
    await waitFor(() => expect(row()).toHaveTextContent('Delivered'), { timeout: 5_000 });
  } finally {
    delete (globalThis as unknown as { EventSource?: unknown }).EventSource;
  }
});

test('a pickup order says pickup', async () => {
  fakeApi({
    'GET /customer-orders': () => ({ body: { data: [order({ fulfilment: 'pickup', delivery_status: null })] } }),
  });
  renderWithProviders(<CustomerOrders />);
  expect(await screen.findByRole('row', { name: /FP-1/ })).toHaveTextContent('Pickup');
});
