import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { TrackedOrder } from '@farmplate/contracts';
import { fakeApi, renderWithProviders } from '@farmplate/testing';
import { SiteRegionProvider } from '../region/SiteRegionContext';
import { TOKEN, trackedOrder } from '../test-support/fakeMenu';
import TrackingPage from './TrackingPage';

// The tracking page follows the delivery through the order's own event stream.

type Message = { data: string; lastEventId: string };

/** A stand-in for the browser's EventSource: the test opens and feeds it. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((message: Message) => void) | null = null;
  listeners = new Map<string, (message: Message) => void>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(name: string, listener: (message: Message) => void) {
    this.listeners.set(name, listener);
  }
  close() {
    this.closed = true;
  }
}

beforeAll(() => {
  (globalThis as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
});
afterAll(() => {
  delete (globalThis as unknown as { EventSource?: unknown }).EventSource;
});
afterEach(() => {
  FakeEventSource.opened = [];
});

const renderTracking = () =>
  renderWithProviders(
    <SiteRegionProvider layout="us">
      <Routes>
        <Route path="/us/track/:token" element={<TrackingPage />} />
      </Routes>
    </SiteRegionProvider>,
    { url: `/us/track/${TOKEN}` },
  );

const step = (name: string) =>
  within(screen.getByRole('list', { name: 'Delivery progress' }))
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith(name))!;

test('the courier, Picked up and Delivered arrive through the stream, without polling while it is live', async () => {
  let order: TrackedOrder = trackedOrder({ status: 'ready', can_cancel: false, delivery_code: '4821' });
  const calls = fakeApi({
    'GET /orders/track/:token': () => ({ body: { data: order } }),
    'POST /events/tracking-ticket': () => ({ body: { ticket: 'guest-ticket', expires_in: 30 } }),
  });
  renderTracking();
  await waitFor(() => expect(step('Finding a courier')).toHaveAttribute('aria-current', 'step'));
  expect(screen.getByText('4821')).toBeInTheDocument();

  await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
  const source = FakeEventSource.opened[0]!;
  expect(source.url).toContain('ticket=guest-ticket');
  expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ tracking_token: TOKEN });
  act(() => source.onopen?.());
  const loads = () => calls.filter((call) => call.method === 'GET').length;
  const before = loads();
  // the page no longer polls every 3 s while its stream is live
  await new Promise((resolve) => setTimeout(resolve, 3_500));
  expect(loads()).toBe(before);

  const push = (id: number, next: Partial<TrackedOrder>) => {
    order = { ...order, ...next };
    act(() =>
      source.onmessage?.({
        data: JSON.stringify({ id, type: 'order.updated', data: { id: 1 } }),
        lastEventId: String(id),
      }),
    );
  };
  push(11, { delivery_status: 'assigned', courier_first_name: 'Sodiq' });
  expect(await screen.findByText('Sodiq is on the way to the kitchen')).toBeInTheDocument();
  push(12, { delivery_status: 'picked_up' });
  await waitFor(() => expect(step('Picked up')).toHaveAttribute('aria-current', 'step'));
  expect(step('Picked up')).toHaveTextContent('Sodiq is on the way to you');
  expect(screen.getByText('4821')).toBeInTheDocument();
  push(13, { delivery_status: 'delivered', status: 'completed', can_tip: true });
  await waitFor(() => expect(step('Delivered')).toHaveAttribute('aria-current', 'step'));
  // the code has done its job
  expect(screen.queryByText('4821')).not.toBeInTheDocument();
}, 30_000);

test('after delivery the customer adds a tip, once', async () => {
  const user = userEvent.setup();
  let order = trackedOrder({
    status: 'completed',
    can_cancel: false,
    delivery_status: 'delivered',
    courier_first_name: 'Grace',
    can_tip: true,
  });
  const calls = fakeApi({
    'GET /orders/track/:token': () => ({ body: { data: order } }),
    'POST /orders/track/:token/tip': ({ body }) => {
      order = { ...order, tip: (body as { amount: number }).amount, can_tip: false };
      return { body: { message: 'Thank you! Your tip goes to the courier in full.', data: order } };
    },
  });
  renderTracking();
  const tip = await screen.findByRole('textbox', { name: /^Add a tip/ });
  await user.click(screen.getByRole('button', { name: 'Add tip' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter a tip amount');
  await user.type(tip, '4');
  await user.click(screen.getByRole('button', { name: 'Add tip' }));
  expect(await screen.findByText(/You tipped \$4\.00\. Thank you! Grace keeps all of it\./)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add tip' })).not.toBeInTheDocument();
  expect(calls.find((call) => call.method === 'POST')).toMatchObject({ body: { amount: 4 } });
});

test('while the kitchen prepares, no delivery step is current yet; the code is already there', async () => {
  fakeApi({
    'GET /orders/track/:token': () => ({ body: { data: trackedOrder({ status: 'preparing', can_cancel: false }) } }),
  });
  renderTracking();
  await waitFor(() => expect(step('Finding a courier')).not.toHaveAttribute('aria-current'));
  expect(step('Finding a courier')).toHaveAttribute('data-done', 'false');
  expect(screen.getByText('4821')).toBeInTheDocument();
});

test('a pickup order has no courier steps and no delivery code', async () => {
  fakeApi({
    'GET /orders/track/:token': () => ({
      body: {
        data: trackedOrder({ fulfilment: 'pickup', delivery_status: null, delivery_code: null, status: 'ready' }),
      },
    }),
  });
  renderTracking();
  expect(
    await screen.findByText("Pickup order: collect it at Mama's Soul Kitchen once it is ready."),
  ).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Delivery progress' })).not.toBeInTheDocument();
  expect(screen.queryByText(/delivery code/)).not.toBeInTheDocument();
});
