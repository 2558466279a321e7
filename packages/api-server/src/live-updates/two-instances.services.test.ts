import type { LiveEvent } from '@farmplate/contracts';
import { openEventStream, type EventStreamReader } from '../testing/event-stream';
import { startTwoInstances, type TwoInstances } from '../testing/two-instances';

/**
 * Two instances on one PostgreSQL and one Redis: a stream opened on one receives a change made
 * through the other (LISTEN/NOTIFY), and a ticket issued by one opens a stream on the other.
 */
jest.setTimeout(120_000);

describe('live updates across two instances', () => {
  let instances: TwoInstances;
  const streams: EventStreamReader[] = [];
  beforeAll(async () => {
    instances = await startTwoInstances({ LIVE_STREAMS_PER_SESSION: '2' });
  });
  afterAll(async () => {
    streams.forEach((stream) => stream.close());
    await instances?.close();
  });
  const call = (instance: number, method: string, url: string, token?: string, body?: unknown) =>
    instances.call(instance, method, url, { token, body });
  const login = async (email: string, password: string) =>
    (await call(0, 'POST', '/api/login', undefined, { email, password })).body.token as string;

  it("delivers a kitchen's order change made through instance B to its stream on instance A", async () => {
    const kitchen = await login('kitchen@farmplate.test', 'kitchen123');
    const admin = await login('admin@farmplate.test', 'admin123');
    // the ticket comes from B, the stream is on A: instances share the ticket table
    const { body: ticket } = await call(1, 'POST', '/api/events/ticket', kitchen);
    const stream = await openEventStream(`${instances.bases[0]}/api/events?ticket=${ticket.ticket}`);
    streams.push(stream);
    expect(stream.status).toBe(200);
    await stream.next((message) => message.event === 'ready');

    const { body: board } = await call(1, 'GET', '/api/kitchen-orders?status=new', kitchen);
    const order = board.orders[0];
    expect((await call(1, 'PUT', `/api/admin-orders/${order.id}`, admin, { status: 'cancelled' })).status).toBe(200);

    const message = await stream.next(
      (received) => (received.data as LiveEvent<'order.updated'>).data?.id === order.id,
      10_000,
    );
    expect(message.data).toMatchObject({ type: 'order.updated', data: { id: order.id, status: 'cancelled' } });
  });

  it('ends a stream on instance A when the session is ended through instance B', async () => {
    const token = await login('farmer@farmplate.test', 'farmer123');
    const { body: ticket } = await call(0, 'POST', '/api/events/ticket', token);
    const stream = await openEventStream(`${instances.bases[0]}/api/events?ticket=${ticket.ticket}`);
    streams.push(stream);
    await stream.next((message) => message.event === 'ready');
    expect((await call(1, 'GET', '/api/logout', token)).status).toBe(200);
    await stream.next((message) => message.event === 'end', 10_000);
    await stream.closed;
  });

  it("counts a session's open streams across instances (Redis): the cap holds whichever instance is asked", async () => {
    const token = await login('kitchen2@farmplate.test', 'kitchen123');
    const openOn = async (instance: number) => {
      const { body } = await call(instance, 'POST', '/api/events/ticket', token);
      return fetch(`${instances.bases[instance]}/api/events?ticket=${body.ticket}`, {
        headers: { accept: 'text/event-stream' },
      });
    };
    const first = await openEventStream(
      `${instances.bases[0]}/api/events?ticket=${(await call(0, 'POST', '/api/events/ticket', token)).body.ticket}`,
    );
    streams.push(first);
    const second = await openEventStream(
      `${instances.bases[1]}/api/events?ticket=${(await call(1, 'POST', '/api/events/ticket', token)).body.ticket}`,
    );
    streams.push(second);
    expect([first.status, second.status]).toEqual([200, 200]);
    for (const instance of [0, 1]) {
      const refused = await openOn(instance);
      expect([refused.status, refused.headers.get('retry-after')]).toEqual([429, '30']);
      expect((await refused.json()).message).toContain('for this session (at most 2)');
    }
    // closing the stream on A frees its place for B
    first.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const third = await openOn(1);
    expect(third.status).toBe(200);
    await third.body?.cancel();
  });
});
