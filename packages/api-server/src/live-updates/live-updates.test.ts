import { eq, inArray, sql } from 'drizzle-orm';
import type { LiveEvent, OrderEventData } from '@farmplate/contracts';
import { hashToken } from '../accounts/sessions';
import { liveEvents, liveTickets, orders, sessions, users } from '../db/schema';
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

  it('refuses a Last-Event-ID that is no event id (huge, negative, not a number, a fraction) with 400, never 500', async () => {
    const token = await server.login('kitchen@farmplate.test');
    for (const value of [
      '99999999999999999999',
      '9007199254740993',
      '-1',
      'abc',
      '1.5',
      '1e3',
      '+12',
      '12abc',
      '0x10',
    ]) {
      const ticket = await ticketFor(token);
      const asHeader = await fetch(`${base}/api/events?ticket=${ticket}`, {
        headers: { accept: 'text/event-stream', 'last-event-id': value },
      });
      const asQuery = await fetch(`${base}/api/events?ticket=${ticket}&last_event_id=${encodeURIComponent(value)}`, {
        headers: { accept: 'text/event-stream' },
      });
      for (const response of [asHeader, asQuery]) {
        expect([value, response.status]).toEqual([value, 400]);
        expect(await response.json()).toEqual({
          message: 'Last-Event-ID must be the id of an event this stream sent (a whole number).',
        });
      }
    }
    // the refusal came before the ticket was spent: it still opens a stream
    const ticket = await ticketFor(token);
    await fetch(`${base}/api/events?ticket=${ticket}&last_event_id=-5`, { headers: { accept: 'text/event-stream' } });
    const opened = await openEventStream(`${base}/api/events?ticket=${ticket}`);
    open.push(opened);
    expect(opened.status).toBe(200);
  });

  it('answers a position past the newest event (a database restored from a backup) with resync', async () => {
    const { reader } = await stream(await server.login('kitchen@farmplate.test'), '900000000000000');
    const resync = await reader.next((message) => message.event === 'resync');
    expect(Number(resync.id)).toBeLessThan(900000000000000);
  });

  it('caps the open streams per session, per account and per client address (429 with Retry-After)', async () => {
    const capped = await server.anotherApp((config) => {
      config.liveStreams = { perSession: 2, perAccount: 3, perAddress: 4 };
    });
    const cappedBase = await capped.listen({ port: 0, host: '127.0.0.1' });
    const openOn = async (token: string) => {
      const ticket = await ticketFor(token);
      const reader = await openEventStream(`${cappedBase}/api/events?ticket=${ticket}`);
      open.push(reader);
      return reader;
    };
    const refusal = async (token: string) => {
      const ticket = await ticketFor(token);
      const response = await fetch(`${cappedBase}/api/events?ticket=${ticket}`, {
        headers: { accept: 'text/event-stream' },
      });
      return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
    };
    const firstSession = await server.login('kitchen@farmplate.test');
    const first = await openOn(firstSession);
    expect([first.status, (await openOn(firstSession)).status]).toEqual([200, 200]);
    expect(await refusal(firstSession)).toEqual({
      status: 429,
      retryAfter: '30',
      body: {
        message:
          'Too many live update streams are open for this session (at most 2). Close another tab or window, or try again in 30 seconds.',
      },
    });
    // the same account signed in again: its third stream is the account's last
    const secondSession = await server.login('kitchen@farmplate.test');
    expect((await openOn(secondSession)).status).toBe(200);
    expect((await refusal(secondSession)).body.message).toContain('for this account (at most 3)');
    // another account from the same address: the address's fourth stream is its last
    const farmer = await server.login('farmer@farmplate.test');
    expect((await openOn(farmer)).status).toBe(200);
    const byAddress = await refusal(farmer);
    expect([byAddress.status, byAddress.body.message]).toEqual([
      429,
      expect.stringContaining('for this network address (at most 4)'),
    ]);
    // a closed stream gives its place back
    first.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await openOn(firstSession)).status).toBe(200);
  });

  it('ends a stream when its session idles out or reaches its maximum age, with no other request', async () => {
    const idleMs = server.config.auth.tokenIdleMinutes * 60_000;
    const idle = await server.login('kitchen@farmplate.test');
    const ticket = await ticketFor(idle);
    // its last request was (almost) the idle time ago: it runs out in 1.5 s
    await server.db
      .update(sessions)
      .set({ lastUsedAt: new Date(Date.now() - idleMs + 1_500) })
      .where(eq(sessions.tokenHash, hashToken(idle)));
    const idleStream = await openEventStream(`${base}/api/events?ticket=${ticket}`);
    open.push(idleStream);
    expect(idleStream.status).toBe(200);
    await idleStream.next((message) => message.event === 'end', 8_000);
    await idleStream.closed;
    expect((await server.request({ method: 'GET', url: '/api/profile', token: idle })).statusCode).toBe(401);

    const old = await server.login('farmer@farmplate.test');
    const oldTicket = await ticketFor(old);
    await server.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 1_500) })
      .where(eq(sessions.tokenHash, hashToken(old)));
    const oldStream = await openEventStream(`${base}/api/events?ticket=${oldTicket}`);
    open.push(oldStream);
    await oldStream.next((message) => message.event === 'end', 8_000);
    await oldStream.closed;
    expect((await server.request({ method: 'GET', url: '/api/profile', token: old })).statusCode).toBe(401);
  });

  it('keeps a stream open past the first idle deadline while its session is in use', async () => {
    const idleMs = server.config.auth.tokenIdleMinutes * 60_000;
    const token = await server.login('kitchen@farmplate.test');
    const ticket = await ticketFor(token);
    const where = eq(sessions.tokenHash, hashToken(token));
    await server.db
      .update(sessions)
      .set({ lastUsedAt: new Date(Date.now() - idleMs + 1_000) })
      .where(where);
    const reader = await openEventStream(`${base}/api/events?ticket=${ticket}`);
    open.push(reader);
    await reader.next((message) => message.event === 'ready');
    // a request of the session (as another screen of the tab makes) before the deadline
    await server.db.update(sessions).set({ lastUsedAt: new Date() }).where(where);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(reader.messages.find((message) => message.event === 'end')).toBeUndefined();
    const order = await insertOrder(await idOf('kitchen@farmplate.test'));
    await reader.next((message) => (message.data as LiveEvent<'order.created'>).data?.id === order);
  });

  it('resumes in commit order, not id order: an event committed later with a lower id is not skipped', async () => {
    // One connection cannot interleave two transactions; what interleaving produces is an event
    // committed after another while holding a lower row id, made here with the id sequence.
    const kitchen = await idOf('kitchen@farmplate.test');
    const token = await server.login('kitchen@farmplate.test');
    const { reader } = await stream(token);
    const [{ id: lastId } = { id: 0 }] = await server.db
      .select({ id: liveEvents.id })
      .from(liveEvents)
      .orderBy(sql`${liveEvents.id} desc`)
      .limit(1);
    await server.db.execute(sql`select setval('live_events_id_seq', ${lastId + 100})`);
    const committedFirst = await insertOrder(kitchen);
    await server.db.execute(sql`select setval('live_events_id_seq', ${lastId})`);
    const seen = await reader.next(
      (message) => (message.data as LiveEvent<'order.created'>).data?.id === committedFirst,
    );
    reader.close();
    const committedLater = await insertOrder(kitchen);
    await server.db.execute(sql`select setval('live_events_id_seq', ${lastId + 200})`);
    const [later] = await server.db.select().from(liveEvents).where(eq(liveEvents.orderId, committedLater));
    expect(later!.id).toBeLessThan(lastId + 100);

    const resumed = await stream(token, seen.id!);
    await resumed.reader.next((message) => (message.data as LiveEvent<'order.created'>).data?.id === committedLater);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(resumed.reader.events().map((event) => (event as LiveEvent<'order.created'>).data.id)).toEqual([
      committedLater,
    ]);
  });

  it('gives an event its position when its transaction commits, not when it is written', async () => {
    const kitchen = await idOf('kitchen@farmplate.test');
    const inside = await server.db.transaction(async (tx) => {
      const [order] = await tx
        .insert(orders)
        .values({ orderNumber: 'LIVE-TX', kitchenId: kitchen, customerName: 'Test Customer', totalAmount: 10 })
        .returning({ id: orders.id });
      const [event] = await tx.select().from(liveEvents).where(eq(liveEvents.orderId, order!.id));
      return event!;
    });
    expect(inside.position).toBeNull();
    const [after] = await server.db.select().from(liveEvents).where(eq(liveEvents.id, inside.id));
    expect(after!.position).toBeGreaterThan(0);
  });

  it("ends the streams of the account's other sessions when its password is changed", async () => {
    const here = await server.login('kitchen2@farmplate.test');
    const elsewhere = await stream(await server.login('kitchen2@farmplate.test'));
    const sameSession = await stream(here);
    const change = (current: string, next: string) =>
      server.request({
        method: 'POST',
        url: '/api/kitchen/profile/password',
        token: here,
        payload: { current_password: current, new_password: next, new_password_confirmation: next },
      });
    expect((await change('kitchen123', 'a-new-secret-1')).statusCode).toBe(200);
    await elsewhere.reader.next((message) => message.event === 'end');
    await elsewhere.reader.closed;
    // the session that changed it stays signed in, and so does its stream
    expect(sameSession.reader.messages.find((message) => message.event === 'end')).toBeUndefined();
    expect((await change('a-new-secret-1', 'kitchen123')).statusCode).toBe(200);
  });
});
