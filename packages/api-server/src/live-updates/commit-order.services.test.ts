import { eq } from 'drizzle-orm';
import { Client } from 'pg';
import type { LiveEvent } from '@farmplate/contracts';
import { users } from '../db/schema';
import { openEventStream, type EventStreamReader } from '../testing/event-stream';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * On PostgreSQL, where transactions interleave and the listening connection can be lost: a stream
 * receives every event of its scope committed after the last one it saw, once, in commit order.
 */
describe('live updates in commit order (PostgreSQL)', () => {
  let server: TestServer;
  let base: string;
  let kitchenId: number;
  const open: Array<EventStreamReader | Client> = [];

  beforeAll(async () => {
    server = await startTestServer();
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
    [{ id: kitchenId }] = (await server.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'kitchen@farmplate.test'))) as [{ id: number }];
  });
  afterEach(async () => {
    for (const item of open.splice(0)) await (item instanceof Client ? item.end() : item.close());
  });
  afterAll(() => server.close());

  const connection = async () => {
    const client = new Client({ connectionString: server.config.databaseUrl! });
    await client.connect();
    open.push(client);
    return client;
  };
  let serial = 0;
  const insertOrder = async (client: Pick<Client, 'query'>) => {
    serial += 1;
    const { rows } = await client.query(
      `insert into orders (order_number, kitchen_id, customer_name, total_amount) values ($1, $2, 'Test Customer', 10) returning id`,
      [`ORDER-${serial}`, kitchenId],
    );
    return rows[0].id as number;
  };
  const stream = async (token: string, resumeFrom?: string) => {
    const { ticket } = (await server.request({ method: 'POST', url: '/api/events/ticket', token })).json();
    const reader = await openEventStream(
      `${base}/api/events?ticket=${ticket}${resumeFrom ? `&last_event_id=${resumeFrom}` : ''}`,
    );
    open.push(reader);
    expect(reader.status).toBe(200);
    if (!resumeFrom) await reader.next((message) => message.event === 'ready');
    return reader;
  };
  const orderIds = (reader: EventStreamReader) =>
    reader.events().map((event) => (event as LiveEvent<'order.created'>).data.id);
  const receives = (reader: EventStreamReader, orderId: number, timeoutMs?: number) =>
    reader.next((message) => (message.data as LiveEvent<'order.created'>).data?.id === orderId, timeoutMs);
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('delivers, once, an event whose transaction took its row first and committed last', async () => {
    const token = await server.login('kitchen@farmplate.test');
    const connected = await stream(token);
    const resuming = await stream(token);
    const [a, b] = [await connection(), await connection()];

    await a.query('begin');
    const first = await insertOrder(a);
    await b.query('begin');
    const second = await insertOrder(b);
    await b.query('commit');
    const seen = await receives(resuming, second);
    resuming.close();
    await receives(connected, second);
    await a.query('commit');

    // the resuming tab comes back after the event it saw, which has the higher row id
    const resumed = await stream(token, seen.id!);
    await receives(resumed, first);
    await receives(connected, first);
    await pause(500);
    expect(orderIds(resumed)).toEqual([first]);
    expect(orderIds(connected)).toEqual([second, first]);
    // the ids a stream sends grow in the order it sends them
    const ids = connected.messages
      .filter((message) => message.event === 'message')
      .map((message) => Number(message.id));
    expect(ids[1]).toBeGreaterThan(ids[0]!);
  });

  it('loses nothing while the listening connection is down: every event once, in commit order', async () => {
    const token = await server.login('kitchen@farmplate.test');
    const reader = await stream(token);
    const writers = [await connection(), await connection(), await connection()];
    const admin = await connection();
    // three writers at full speed before, during and after the listening connection is killed
    const written: number[] = [];
    let writing = true;
    const writes = writers.map(async (writer) => {
      while (writing) written.push(await insertOrder(writer));
    });
    await pause(300);
    const { rows } = await admin.query(
      `select pg_terminate_backend(pid) as done from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and query ilike 'LISTEN%'`,
    );
    expect(rows.filter((row) => row.done)).toHaveLength(1);
    await pause(2_500);
    writing = false;
    await Promise.all(writes);

    const { rows: committed } = await admin.query(
      `select order_id from live_events where type = 'order.created' and order_id = any($1) order by position`,
      [written],
    );
    await receives(reader, committed.at(-1)!.order_id, 15_000);
    await pause(500);
    expect(orderIds(reader)).toEqual(committed.map((row) => row.order_id));
    expect(orderIds(reader)).toHaveLength(written.length);
  });
});
