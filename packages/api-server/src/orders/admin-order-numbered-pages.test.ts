import { sql, type SQL } from 'drizzle-orm';
import { statementsOf } from '../testing/statements';
import { startTestServer, type TestServer } from '../testing/test-server';
import { platformTimeZone } from './order-filters';

/**
 * A numbered page of the admin's orders cuts the ids of its orders first (the orders it skips are
 * walked on (created_at, id) alone) and reads their columns after: every numbered page, with each
 * filter the list has, holds the orders a recount from the orders puts there, with orders placed
 * at the very same instant, runs across hour boundaries, the kept counts' rows of changes not yet
 * folded, and after an order changes status.
 */
let server: TestServer;
let admin: string;
let kitchenId: number;
let farmId: number;

interface Page {
  data: { id: number }[];
  current_page: number;
  last_page: number;
  total: number;
}

async function rowsOf<T>(query: SQL): Promise<T[]> {
  const result: unknown = await server.db.execute(query);
  return (result as { rows: T[] }).rows;
}

async function onlyRowOf<T>(query: SQL): Promise<T> {
  const [row] = await rowsOf<T>(query);
  return row!;
}

const list = async (query: string): Promise<Page> => {
  const response = await server.request({ method: 'GET', url: `/api/admin-orders?${query}`, token: admin });
  expect(response.statusCode).toBe(200);
  return response.json<Page>();
};

/** The ids of the orders matching `where`, in the list's order: newest first, then the highest id. */
const recounted = async (where: SQL) =>
  (await rowsOf<{ id: number }>(sql`select id from orders where ${where} order by created_at desc, id desc`)).map(
    (row) => row.id,
  );

/** Every numbered page of `filters` beside the recount's slices, and the pages' count. */
async function expectPagesOfRecount(filters: string, where: SQL, perPage: number) {
  const ids = await recounted(where);
  expect(ids.length).toBeGreaterThan(perPage * 2);
  const pages = Math.ceil(ids.length / perPage);
  for (let page = 1; page <= pages + 1; page += 1) {
    const shown = await list(`${filters}&per_page=${perPage}&page=${page}`);
    expect({ filters, page, ids: shown.data.map((order) => order.id) }).toEqual({
      filters,
      page,
      ids: ids.slice((page - 1) * perPage, page * perPage),
    });
    expect(shown.total).toBe(ids.length);
    expect(shown.last_page).toBe(pages);
  }
}

const kitchenOrFarm = (id: number) => sql`(kitchen_id = ${id} or farmer_id = ${id})`;

/**
 * The filters served without a search, each with the orders it matches; the dates are yesterday in
 * the platform's zone, whose midnight falls among the orders placed an hour apart.
 */
async function filterShapes() {
  const zone = await platformTimeZone(server.db);
  const { day } = await onlyRowOf<{ day: string }>(
    sql`select to_char((now() at time zone ${zone})::date - 1, 'YYYY-MM-DD') as day`,
  );
  const midnight = (days: number) => sql`((${day}::date + ${days}::int)::timestamp at time zone ${zone})`;
  return [
    { filters: '', where: sql`true` },
    { filters: 'status=completed', where: sql`status = 'completed'` },
    { filters: 'status=in-progress', where: sql`status in ('in-progress', 'ready')` },
    { filters: `kitchen=${kitchenId}`, where: kitchenOrFarm(kitchenId) },
    { filters: `kitchen=${farmId}`, where: kitchenOrFarm(farmId) },
    { filters: `status=new&kitchen=${kitchenId}`, where: sql`status = 'new' and ${kitchenOrFarm(kitchenId)}` },
    { filters: `date=custom&from=${day}`, where: sql`created_at >= ${midnight(0)}` },
    {
      filters: `status=completed&date=custom&from=${day}&to=${day}`,
      where: sql`status = 'completed' and created_at >= ${midnight(0)} and created_at < ${midnight(1)}`,
    },
  ];
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@farmplate.test');
  ({ id: kitchenId } = await onlyRowOf<{ id: number }>(
    sql`select user_id as id from kitchen_profiles order by user_id limit 1`,
  ));
  ({ id: farmId } = await onlyRowOf<{ id: number }>(
    sql`select user_id as id from farmer_profiles order by user_id limit 1`,
  ));
  // 300 orders over 50 hours, six around each hour's start: three at its very first microsecond and
  // three at the last of the hour before (ties broken by id), a farm's every fifth, every status
  await server.db.execute(sql`insert into orders (order_number, kitchen_id, farmer_id, customer_name, status,
      total_amount, created_at)
    select 'NP-' || n, case when n % 5 = 4 then null else ${kitchenId}::int end,
      case when n % 5 = 4 then ${farmId}::int end, 'Numbered ' || n,
      (array['new', 'preparing', 'ready', 'completed', 'cancelled', 'completed', 'in-progress'])[1 + n % 7], 10,
      date_trunc('hour', now()) - (n / 6) * interval '1 hour'
        - case when n % 6 < 3 then interval '0.000001 second' else interval '0' end
    from generate_series(0, 299) as n`);
  await server.db.execute(sql`select compact_order_rollups()`);
});
afterAll(() => server?.close());

describe('GET /admin-orders: a numbered page', () => {
  it('holds the orders a recount puts there, with each filter, ties and hour boundaries', async () => {
    for (const { filters, where } of await filterShapes()) await expectPagesOfRecount(filters, where, 7);
  });

  it('holds them with rows of changes not yet folded, and after orders change status', async () => {
    // newer orders and status changes as rows of changes the reads sum (none folded)
    await server.db.execute(sql`insert into orders (order_number, kitchen_id, customer_name, status, total_amount,
        created_at)
      select 'NP-late-' || n, ${kitchenId}::int, 'Late ' || n, 'new', 10, date_trunc('hour', now()) - interval '3 hours'
      from generate_series(1, 9) as n`);
    await server.db.execute(
      sql`update orders set status = 'completed' where order_number in ('NP-7', 'NP-40', 'NP-41')`,
    );
    await server.db.execute(sql`update orders set status = 'cancelled' where order_number = 'NP-late-4'`);
    const { deltas } = await onlyRowOf<{ deltas: number }>(
      sql`select count(*)::int as deltas from order_hourly_status_counts where not folded`,
    );
    expect(deltas).toBeGreaterThan(0);
    for (const { filters, where } of await filterShapes()) await expectPagesOfRecount(filters, where, 9);
  });

  it('walks the orders it skips on their ids alone, then reads the page’s orders', async () => {
    const { sent } = await statementsOf(server.db, () => list('page=3&per_page=5'));
    const page = sent.find((text) => /offset 10\b/.test(text));
    expect(page).toMatch(/\(select "id", "created_at" from "orders"[^)]* limit 5 offset 10\) "cut"/);
    // the first page is read as it is walked: nothing to skip
    const { sent: first } = await statementsOf(server.db, () => list('per_page=5'));
    expect(first.join('\n')).not.toMatch(/"cut"/);
  });
});
