import { eq, inArray } from 'drizzle-orm';
import type { LiveEvent, OrderEventData } from '@farmplate/contracts';
import { liveTickets, orders, users } from '../db/schema';
import { openEventStream, type EventStreamReader } from '../testing/event-stream';
import { startTestServer, type TestServer } from '../testing/test-server';

/** The event stream over real HTTP on PGlite: scopes, tickets, replay and the end of a session. */
describe('live updates', () => {
  let server: TestServer;
  let base: string;
  const open: EventStreamReader[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => open.splice(0).forEach((stream) => stream.close()));
  afterAll(() => server.close());

  const ticketFor = async (token: string) => {
    const response = await server.request({ method: 'POST', url: '/api/events/ticket', token });
    expect(response.statusCode).toBe(200);
    return response.json().ticket as string;
  };
  const stream = async (token: string, resumeFrom?: string) => {
    const ticket = await ticketFor(token);
    const query = `ticket=${ticket}${resumeFrom ? `&last_event_id=${resumeFrom}` : ''}`;
    const reader = await openEventStream(`${base}/api/events?${query}`);
    open.push(reader);
    expect(reader.status).toBe(200);
    // a fresh stream starts with `ready`, whose id is where it resumes from
    const ready = resumeFrom ? null : await reader.next((message) => message.event === 'ready');
    return { reader, ready };
  };
  const idOf = async (email: string) =>
    (await server.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  let serial = 0;
  const insertOrder = async (kitchenId: number) => {
    serial += 1;
    const [row] = await server.db
      .insert(orders)
      .values({ orderNumber: `LIVE-${serial}`, kitchenId, customerName: 'Test Customer', totalAmount: 10 })
      .returning({ id: orders.id });
    return row!.id;
  };

  it('gives a ticket only to a signed-in account and refuses a stream without a valid one', async () => {
    expect((await server.request({ method: 'POST', url: '/api/events/ticket' })).statusCode).toBe(401);
    const refused = await fetch(`${base}/api/events?ticket=not-a-ticket`, { headers: { accept: 'text/event-stream' } });
    expect(refused.status).toBe(401);
  });

  it('spends a ticket once', async () => {
    const token = await server.login('kitchen@farmplate.test');
    const ticket = await ticketFor(token);
    const first = await openEventStream(`${base}/api/events?ticket=${ticket}`);
    open.push(first);
    expect(first.status).toBe(200);
    const second = await fetch(`${base}/api/events?ticket=${ticket}`, { headers: { accept: 'text/event-stream' } });
    expect(second.status).toBe(401);
  });

  it('refuses an expired ticket', async () => {
    const token = await server.login('kitchen@farmplate.test');
    const ticket = await ticketFor(token);
    await server.db.update(liveTickets).set({ expiresAt: new Date(Date.now() - 1_000) });
    const response = await fetch(`${base}/api/events?ticket=${ticket}`, { headers: { accept: 'text/event-stream' } });
    expect(response.status).toBe(401);
  });

  it('delivers to each kitchen its own orders only, of many, and everything to an admin', async () => {
    const [kitchenA, kitchenB] = [await idOf('kitchen@farmplate.test'), await idOf('kitchen2@farmplate.test')];
    const a = await stream(await server.login('kitchen@farmplate.test'));
    const b = await stream(await server.login('kitchen2@farmplate.test'));
    const farmer = await stream(await server.login('farmer@farmplate.test'));
    const admin = await stream(await server.login('admin@farmplate.test'));

    const created: Record<number, number[]> = { [kitchenA]: [], [kitchenB]: [] };
    for (let index = 0; index < 40; index += 1) {
      const kitchen = index % 3 === 0 ? kitchenB : kitchenA;
      created[kitchen]!.push(await insertOrder(kitchen));
    }
    // and a status change of each of kitchen B's: 40 + 14 events in all
    await server.db.update(orders).set({ status: 'preparing' }).where(inArray(orders.id, created[kitchenB]!));
    const last = Math.max(...created[kitchenA]!);
    await a.reader.next((message) => (message.data as LiveEvent).data?.['id' as never] === last);
    await b.reader.next(
      (message) =>
        (message.data as LiveEvent).type === 'order.updated' &&
        (message.data as LiveEvent<'order.updated'>).data.id === Math.max(...created[kitchenB]!),
    );
    await admin.reader.next(
      (message) =>
        (message.data as LiveEvent).type === 'order.updated' &&
        (message.data as LiveEvent<'order.updated'>).data.id === Math.max(...created[kitchenB]!),
    );

    const ordersOf = (reader: EventStreamReader) =>
      reader.events().filter((event) => event.type.startsWith('order.')) as LiveEvent<'order.created'>[];
    expect(ordersOf(a.reader).map((event) => event.data.kitchen_id)).toEqual(created[kitchenA]!.map(() => kitchenA));
    expect(ordersOf(a.reader).map((event) => event.data.id)).toEqual(created[kitchenA]);
    expect(ordersOf(b.reader).every((event: { data: OrderEventData }) => event.data.kitchen_id === kitchenB)).toBe(
      true,
    );
    expect(ordersOf(b.reader)).toHaveLength(created[kitchenB]!.length * 2);
    expect(ordersOf(admin.reader)).toHaveLength(40 + created[kitchenB]!.length);
    // account and session events reach admins only
    expect(a.reader.events().some((event) => !event.type.startsWith('order.'))).toBe(false);
    expect(farmer.reader.events()).toEqual([]);
  });

  it('replays, from Last-Event-ID, what a reconnecting kitchen missed, and only its own', async () => {
    const kitchenA = await idOf('kitchen@farmplate.test');
    const kitchenB = await idOf('kitchen2@farmplate.test');
    const token = await server.login('kitchen@farmplate.test');
    const { reader, ready } = await stream(token);
    reader.close();
    const missed = [await insertOrder(kitchenA), await insertOrder(kitchenB), await insertOrder(kitchenA)];

    const ticket = await ticketFor(token);
    // the browser's own reconnection sends the header
    const resumed = await openEventStream(`${base}/api/events?ticket=${ticket}`, { 'last-event-id': ready!.id! });
    open.push(resumed);
    await resumed.next((message) => (message.data as LiveEvent<'order.created'>).data?.id === missed[2]);
    expect(resumed.events().map((event) => (event as LiveEvent<'order.created'>).data.id)).toEqual([
      missed[0],
      missed[2],
    ]);
    expect(resumed.messages.find((message) => message.event === 'ready')).toBeUndefined();

    // a new EventSource after a new ticket sends it as `last_event_id`
    const again = await stream(token, ready!.id!);
    await again.reader.next((message) => (message.data as LiveEvent<'order.created'>).data?.id === missed[2]);
    expect(again.reader.events()).toHaveLength(2);
  });

  it('ends the stream on logout, and on deactivation of the account', async () => {
    const token = await server.login('kitchen@farmplate.test');
    const { reader } = await stream(token);
    expect((await server.request({ method: 'GET', url: '/api/logout', token })).statusCode).toBe(200);
    await reader.next((message) => message.event === 'end');
    await reader.closed;

    const farmerToken = await server.login('farmer2@farmplate.test');
    const farmer = await stream(farmerToken);
    const adminToken = await server.login('admin@farmplate.test');
    const farmerId = await idOf('farmer2@farmplate.test');
    const response = await server.request({
      method: 'PUT',
      url: `/api/users/update-status/${farmerId}`,
      token: adminToken,
      payload: { status: 'inactive' },
    });
    expect(response.statusCode).toBe(200);
    await farmer.reader.next((message) => message.event === 'end');
    await farmer.reader.closed;
    // and no new ticket for the ended session
    expect((await server.request({ method: 'POST', url: '/api/events/ticket', token: farmerToken })).statusCode).toBe(
      401,
    );
  });
});
