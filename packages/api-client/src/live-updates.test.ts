import { signIn, signOut } from '@farmplate/session';
import type { LiveEvent } from '@farmplate/contracts';
import { configureApiClient } from './request';
import { subscribeLiveEvents } from './live-updates';

/** A stand-in for the browser's EventSource: the test opens, feeds and breaks it. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((message: { data: string; lastEventId: string }) => void) | null = null;
  listeners = new Map<string, (message: { data: string; lastEventId: string }) => void>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(name: string, listener: (message: { data: string; lastEventId: string }) => void) {
    this.listeners.set(name, listener);
  }
  close() {
    this.closed = true;
  }
  emit(event: LiveEvent) {
    this.onmessage?.({ data: JSON.stringify(event), lastEventId: String(event.id) });
  }
}

const kitchen = {
  id: 4,
  name: 'Mama',
  email: 'kitchen@farmplate.test',
  role: 'kitchen' as const,
  status: 'active' as const,
  created_at: '2026-01-01T00:00:00.000Z',
};
const orderEvent = (id: number, orderId: number): LiveEvent =>
  ({ id, type: 'order.updated', data: { id: orderId, status: 'preparing' } }) as LiveEvent;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let tickets = 0;
beforeAll(() => {
  (globalThis as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
  configureApiClient({
    origin: 'http://api.test',
    fetch: async () => new Response(JSON.stringify({ ticket: `t${++tickets}`, expires_in: 30 }), { status: 200 }),
  });
});
afterEach(() => {
  signOut();
  FakeEventSource.opened = [];
  jest.useRealTimers();
});

test('one stream for every subscriber, each receiving the types it asked for', async () => {
  signIn('token', kitchen);
  const orders: number[] = [];
  const requests: number[] = [];
  const stopOrders = subscribeLiveEvents(['order.updated'], (event) => orders.push(event.id));
  const stopRequests = subscribeLiveEvents(['request.created'], (event) => requests.push(event.id));
  await flush();
  expect(FakeEventSource.opened).toHaveLength(1);
  const [source] = FakeEventSource.opened;
  expect(source!.url).toMatch(/^http:\/\/api\.test\/api\/events\?ticket=t\d+$/);
  source!.onopen?.();
  source!.emit(orderEvent(5, 1));
  source!.emit({ id: 6, type: 'request.created', data: {} } as LiveEvent);
  expect(orders).toEqual([5]);
  expect(requests).toEqual([6]);
  stopOrders();
  stopRequests();
});

test('after an error it reconnects with a new ticket and the last event id it received', async () => {
  jest.useFakeTimers();
  signIn('token', kitchen);
  const received: number[] = [];
  const stop = subscribeLiveEvents(['order.updated'], (event) => received.push(event.id));
  await jest.advanceTimersByTimeAsync(0);
  const first = FakeEventSource.opened.at(-1)!;
  first.onopen?.();
  first.emit(orderEvent(41, 1));
  first.emit(orderEvent(42, 2));
  first.onerror?.();
  expect(first.closed).toBe(true);
  await jest.advanceTimersByTimeAsync(2_000);
  const second = FakeEventSource.opened.at(-1)!;
  expect(second).not.toBe(first);
  expect(second.url).toMatch(/ticket=t\d+&last_event_id=42$/);
  expect(new URL(second.url).searchParams.get('ticket')).not.toBe(new URL(first.url).searchParams.get('ticket'));
  second.emit(orderEvent(43, 3));
  expect(received).toEqual([41, 42, 43]);
  stop();
});

test('signing out closes the stream', async () => {
  signIn('token', kitchen);
  const stop = subscribeLiveEvents(['order.updated'], () => undefined);
  await flush();
  const source = FakeEventSource.opened.at(-1)!;
  signOut();
  expect(source.closed).toBe(true);
  stop();
});
