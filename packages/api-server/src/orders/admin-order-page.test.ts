import { sql, type SQL } from 'drizzle-orm';
import { storedStatusesOf } from '@farmplate/contracts';
import { startTestServer, type TestServer } from '../testing/test-server';
import { adminOrderPageOfShape, adminOrders, adminOrderWhere, type OrderPageWalk } from './admin-orders-repository';
import type { InstantRange } from './order-filters';

/**
 * The admin orders page without a search runs on a statement built once per filter shape, with
 * the filters' values as placeholders: it answers exactly what the statement built for the call
 * answers (the one a search and an order by id use), for every shape, with other values each time.
 */
let server: TestServer;
let kitchenId: number;
let farmId: number;

async function firstId(query: SQL): Promise<number> {
  const result: unknown = await server.db.execute(query);
  return (result as { rows: { id: number }[] }).rows[0]!.id;
}

beforeAll(async () => {
  server = await startTestServer();
  kitchenId = await firstId(sql`select user_id as id from kitchen_profiles order by user_id limit 1`);
  farmId = await firstId(sql`select user_id as id from farmer_profiles order by user_id limit 1`);
  // 60 orders over 60 hours, to the kitchen and the farm, every status, some at the same instant
  await server.db.execute(sql`
    insert into orders (order_number, customer_id, kitchen_id, farmer_id, customer_name, customer_email, status,
      payment_status, total_amount, region, created_at, delivery_date, updated_at)
    select 'SHAPE-' || n, c.id, case when n % 3 = 0 then null else ${kitchenId}::int end,
      case when n % 3 = 0 then ${farmId}::int end, c.name, c.email,
      (array['new', 'preparing', 'ready', 'completed', 'cancelled'])[1 + n % 5], 'paid', 10 + n, 
      case when n % 4 = 0 then 'ng' else 'us' end,
      date_trunc('second', now()) - make_interval(hours => n / 2), now() + interval '1 day', now()
    from generate_series(1, 60) as n, (select id, name, email from users where role = 'customer' limit 1) c`);
  await server.db.execute(sql`
    insert into order_items (order_id, name, quantity, price)
    select id, 'Jollof Rice', 1 + id % 3, 4.5 from orders where order_number like 'SHAPE-%'`);
});
afterAll(() => server?.close());

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

it.each([
  ['every order', {}],
  ['one status', { status: 'new' }],
  ['a status of two stored ones', { status: 'in-progress' }],
  ['a kitchen', { kitchen: 'kitchen' }],
  ['a farm', { kitchen: 'farm' }],
  ['a status and a kitchen', { status: 'completed', kitchen: 'kitchen' }],
  ['dates', { range: [20, 5] }],
  ['dates open at the end', { range: [10, null] }],
  ['a farm in dates', { kitchen: 'farm', range: [25, 2] }],
] as const)('%s: the same pages as the statement built for the call', async (_name, filter) => {
  const { status, kitchen, range } = filter as { status?: string; kitchen?: 'kitchen' | 'farm'; range?: number[] };
  const addressee = kitchen === 'kitchen' ? kitchenId : kitchen === 'farm' ? farmId : null;
  const instants: InstantRange | null = range
    ? { start: hoursAgo(range[0]!), end: range[1] === null ? null : hoursAgo(range[1]!) }
    : null;
  const filters = {
    statuses: status ? storedStatusesOf(status as never) : null,
    addressee,
    range: instants,
  };
  const where = await adminOrderWhere(server.db, {
    status: status ?? 'all',
    kitchen: addressee === null ? 'all' : String(addressee),
    // the where of custom dates, written as the instants above
    date: 'all',
  } as never);
  const dated = (condition: SQL | undefined) =>
    instants
      ? sql.join(
          [
            condition ?? sql`true`,
            sql`orders.created_at >= ${instants.start!.toISOString()}::timestamptz`,
            ...(instants.end ? [sql`orders.created_at < ${instants.end.toISOString()}::timestamptz`] : []),
          ],
          sql` and `,
        )
      : condition;
  const builtForTheCall = (walk: OrderPageWalk) => adminOrders(server.db, dated(where), walk);
  const walks: OrderPageWalk[] = [
    { limit: 10, offset: 0 },
    { limit: 10, offset: 10 },
    { limit: 5, offset: 3 },
  ];
  const first = await adminOrderPageOfShape(server.db, filters, { limit: 4, offset: 0 });
  expect(first.data.length).toBeGreaterThan(0);
  walks.push({ limit: 4, after: first.last! }, { limit: 4, before: first.last! });
  const second = await adminOrderPageOfShape(server.db, filters, { limit: 4, offset: 4 });
  if (second.last) walks.push({ limit: 4, after: second.last }, { limit: 3, before: second.last });
  for (const walk of walks) {
    const [shaped, built] = await Promise.all([adminOrderPageOfShape(server.db, filters, walk), builtForTheCall(walk)]);
    expect(JSON.stringify(shaped.data)).toBe(JSON.stringify(built.data));
    expect(shaped.first).toEqual(built.first);
    expect(shaped.last).toEqual(built.last);
  }
});

it("builds a shape's statement once: the next call with other values builds nothing", async () => {
  const filters = (statuses: string[], hours: number) => ({
    statuses,
    addressee: kitchenId,
    range: { start: hoursAgo(hours), end: hoursAgo(1) },
  });
  await adminOrderPageOfShape(server.db, filters(['new'], 30), { limit: 7, offset: 0 });
  const select = jest.spyOn(server.db, 'select');
  try {
    const again = await adminOrderPageOfShape(server.db, filters(['completed'], 40), { limit: 7, offset: 0 });
    expect(again.data.every((order) => order.status === 'completed')).toBe(true);
    expect(select).not.toHaveBeenCalled();
    // another shape is built
    await adminOrderPageOfShape(server.db, filters(['ready', 'new'], 30), { limit: 7, offset: 0 });
    expect(select).toHaveBeenCalled();
  } finally {
    select.mockRestore();
  }
});
