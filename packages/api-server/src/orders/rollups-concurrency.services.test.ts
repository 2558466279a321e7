import { Client } from 'pg';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * On PostgreSQL, where transactions interleave: the triggers that keep the order counts and the
 * daily rollups (drizzle/0011) only insert rows of changes, so checkouts of one kitchen on one day
 * in open transactions never wait on each other, nor on a compaction; once committed, every figure
 * equals a recount. A statement that has to wait fails here after a second (lock_timeout).
 */
const CHECKOUTS = 50;

describe('order counts and rollups under concurrent checkouts (PostgreSQL)', () => {
  let server: TestServer;
  let kitchenId: number;
  const clients: Client[] = [];

  const connection = async () => {
    const client = new Client({ connectionString: server.config.databaseUrl! });
    await client.connect();
    clients.push(client);
    await client.query(`set lock_timeout = '1s'`);
    return client;
  };

  beforeAll(async () => {
    server = await startTestServer();
    const admin = await connection();
    const { rows } = await admin.query(`select id from users where email = 'kitchen@farmplate.test'`);
    kitchenId = rows[0].id;
  });
  afterAll(async () => {
    for (const client of clients.splice(0)) await client.end().catch(() => undefined);
    await server.close();
  });

  it(`${CHECKOUTS} checkouts for one kitchen and day in open transactions never wait on each other`, async () => {
    const admin = await connection();
    // orders the checkouts' transactions will also move on the board, one each
    const { rows: placed } = await admin.query(
      `insert into orders (order_number, kitchen_id, customer_name, customer_email, region, total_amount)
       select 'OPEN-BOARD-' || n, $1, 'Board Customer', 'board@example.test', 'us', 10 from generate_series(1, $2) n
       returning id`,
      [kitchenId, CHECKOUTS],
    );
    const writers = await Promise.all(Array.from({ length: CHECKOUTS }, () => connection()));

    await Promise.all(
      writers.map(async (writer, n) => {
        await writer.query('begin');
        const { rows } = await writer.query(
          `insert into orders (order_number, kitchen_id, customer_name, customer_email, region, total_amount)
           values ($1, $2, 'Same Customer', 'same@example.test', 'us', 25) returning id`,
          [`OPEN-CHECKOUT-${n}`, kitchenId],
        );
        await writer.query(
          `insert into order_items (order_id, name, quantity, price) values ($1, 'Jollof Rice', 1, 12.5), ($1, 'Zobo', 2, 0)`,
          [rows[0].id],
        );
        await writer.query(`update orders set status = 'preparing' where id = $1`, [placed[n].id]);
      }),
    );

    // every transaction is open and none waits for a lock; a compaction runs beside them
    const { rows: waiting } = await admin.query(
      `select count(*)::int as waiting from pg_locks l join pg_stat_activity a on a.pid = l.pid
       where not l.granted and a.datname = current_database()`,
    );
    expect(waiting[0].waiting).toBe(0);
    const { rows: compacted } = await admin.query(`select compact_order_rollups() as ran`);
    expect(compacted[0].ran).toBe(true);

    await Promise.all(writers.map((writer) => writer.query('commit')));

    const { rows: counts } = await admin.query(
      `select k.status, k.kept, r.recount from
        (select status, sum(orders)::int as kept from order_status_counts where kitchen_id = $1 group by 1) k
        full join (select status, count(*)::int as recount from orders where kitchen_id = $1 group by 1) r using (status)
       where k.kept is distinct from r.recount`,
      [kitchenId],
    );
    expect(counts).toEqual([]);
    const { rows: sales } = await admin.query(
      `select k.day, k.kept, r.recount from
        (select day, sum(orders)::int || ' ' || sum(revenue) as kept from order_daily_sales where currency = 'USD' group by 1) k
        full join (select report_day(created_at) as day, count(*)::int || ' ' || sum(total_amount) as recount
          from orders where status <> 'cancelled' and region <> 'ng' group by 1) r using (day)
       where k.kept is distinct from r.recount`,
    );
    expect(sales).toEqual([]);
    const { rows: items } = await admin.query(
      `select name, sum(orders)::int as orders, sum(quantity)::int as quantity from order_daily_items
       where name in ('Jollof Rice', 'Zobo') and day = report_day(now()) and currency = 'USD' group by 1 order by 1`,
    );
    expect(items).toEqual([
      { name: 'Jollof Rice', orders: CHECKOUTS, quantity: CHECKOUTS },
      { name: 'Zobo', orders: CHECKOUTS, quantity: 2 * CHECKOUTS },
    ]);
    const { rows: customers } = await admin.query(
      `select sum(orders)::int as orders from order_daily_customers where customer = 'same@example.test'`,
    );
    expect(customers[0].orders).toBe(CHECKOUTS);
  });

  it('reports asking at once in a new zone rebuild the rollups without waiting on each other in a cycle', async () => {
    const admin = await connection();
    await admin.query(`select rebuild_report_rollups('UTC')`);
    const readers = await Promise.all(Array.from({ length: 5 }, () => connection()));
    await Promise.all(readers.map((reader) => reader.query(`set lock_timeout = '20s'`)));
    await Promise.all(readers.map((reader) => reader.query(`select keep_report_rollups_in('Africa/Lagos')`)));
    const { rows } = await admin.query(
      `select (select time_zone from report_rollup_zone) as zone,
        (select count(*)::int from order_daily_sales) = (select count(distinct (report_day(created_at), order_currency(region)))::int
          from orders where status <> 'cancelled') as one_row_per_day,
        (select sum(orders)::int from order_daily_sales) as kept,
        (select count(*)::int from orders where status <> 'cancelled') as recount`,
    );
    expect(rows[0]).toMatchObject({ zone: 'Africa/Lagos', one_row_per_day: true });
    expect(rows[0].kept).toBe(rows[0].recount);
  });
});
