import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { statementsOf } from '../testing/statements';
import { startTestServer, type TestServer } from '../testing/test-server';
import { keptAdminOrderCounters } from './order-counts';
import { orderDateRange, platformTimeZone } from './order-filters';

/**
 * The order counters and the daily report rollups (drizzle/0011) are kept by triggers that append
 * rows of changes, summed per key and folded now and then (compact_order_rollups). After a mix of
 * checkouts, status changes, voids, cancellations and deletions across days and both currencies,
 * folded or not, every key's sum equals a recount from the orders, and a missing trigger shows as
 * a difference.
 */
let server: TestServer;

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** Rows as sorted JSON lines, numbers normalised, rows of zero left out (a counter may fall back to 0). */
async function normalised(db: Database, query: SQL): Promise<string[]> {
  const rows = await rowsOf<Record<string, unknown>>(db, query);
  return rows
    .map((row) =>
      JSON.stringify(
        Object.fromEntries(
          Object.entries(row).map(([key, value]) => [
            key,
            typeof value === 'number' || (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value))
              ? Number(value)
              : value instanceof Date
                ? value.toISOString().slice(0, 10)
                : value,
          ]),
        ),
      ),
    )
    .filter((line) => !/"orders":0[,}]/.test(line))
    .sort();
}

const day = sql`(o.created_at at time zone (select time_zone from report_rollup_zone))::date::text`;
const currency = sql`case when o.region = 'ng' then 'NGN' else 'USD' end`;
const month = sql`date_trunc('month', o.created_at at time zone (select time_zone from report_rollup_zone))::date::text`;

/** Each kept table beside the same figures counted from orders and order_items. */
const PAIRS: { name: string; kept: SQL; recount: SQL }[] = [
  {
    name: 'order_status_counts',
    kept: sql`select kitchen_id, farmer_id, status, sum(orders)::int as orders from order_status_counts group by 1, 2, 3`,
    recount: sql`select coalesce(kitchen_id, 0) as kitchen_id, coalesce(farmer_id, 0) as farmer_id, status,
      count(*)::int as orders from orders group by 1, 2, 3`,
  },
  {
    name: 'order_hourly_status_counts',
    kept: sql`select to_char(hour at time zone 'UTC', 'YYYY-MM-DD HH24') as hour, kitchen_id, farmer_id, status,
      sum(orders)::int as orders from order_hourly_status_counts group by 1, 2, 3, 4`,
    recount: sql`select to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD HH24') as hour, coalesce(o.kitchen_id, 0) as kitchen_id,
      coalesce(o.farmer_id, 0) as farmer_id, o.status, count(*)::int as orders from orders o group by 1, 2, 3, 4`,
  },
  {
    name: 'order_daily_status_counts',
    kept: sql`select to_char(day at time zone 'UTC', 'YYYY-MM-DD HH24') as day, kitchen_id, farmer_id, status,
      sum(orders)::int as orders from order_daily_status_counts group by 1, 2, 3, 4`,
    recount: sql`select to_char(date_trunc('day', o.created_at at time zone 'UTC'), 'YYYY-MM-DD HH24') as day,
      coalesce(o.kitchen_id, 0) as kitchen_id, coalesce(o.farmer_id, 0) as farmer_id, o.status, count(*)::int as orders
      from orders o group by 1, 2, 3, 4`,
  },
  {
    name: 'order_daily_sales',
    kept: sql`select day::text as day, currency, sum(orders)::int as orders, sum(revenue) as revenue
      from order_daily_sales group by 1, 2`,
    recount: sql`select ${day} as day, ${currency} as currency, count(*)::int as orders, sum(o.total_amount) as revenue
      from orders o where o.status <> 'cancelled' group by 1, 2`,
  },
  {
    name: 'order_daily_items',
    kept: sql`select day::text as day, currency, name, sum(orders)::int as orders, sum(quantity)::int as quantity,
      sum(revenue) as revenue from order_daily_items group by 1, 2, 3`,
    recount: sql`select ${day} as day, ${currency} as currency, i.name, count(distinct o.id)::int as orders,
      sum(i.quantity)::int as quantity, sum(i.quantity * i.price) as revenue
      from order_items i join orders o on o.id = i.order_id where o.status <> 'cancelled' group by 1, 2, 3`,
  },
  {
    name: 'order_daily_customers',
    kept: sql`select day::text as day, currency, customer, sum(orders)::int as orders, sum(spent) as spent
      from order_daily_customers group by 1, 2, 3`,
    recount: sql`select ${day} as day, ${currency} as currency,
      coalesce(o.customer_id::text, lower(o.customer_email), o.customer_name) as customer, count(*)::int as orders,
      sum(o.total_amount) as spent
      from orders o where o.status <> 'cancelled' group by 1, 2, 3`,
  },
  {
    name: 'order_monthly_sales',
    kept: sql`select month::text as month, currency, sum(orders)::int as orders, sum(revenue) as revenue
      from order_monthly_sales group by 1, 2`,
    recount: sql`select ${month} as month, ${currency} as currency, count(*)::int as orders, sum(o.total_amount) as revenue
      from orders o where o.status <> 'cancelled' group by 1, 2`,
  },
  {
    name: 'order_monthly_items',
    kept: sql`select month::text as month, currency, name, sum(orders)::int as orders, sum(quantity)::int as quantity,
      sum(revenue) as revenue from order_monthly_items group by 1, 2, 3`,
    recount: sql`select ${month} as month, ${currency} as currency, i.name, count(distinct o.id)::int as orders,
      sum(i.quantity)::int as quantity, sum(i.quantity * i.price) as revenue
      from order_items i join orders o on o.id = i.order_id where o.status <> 'cancelled' group by 1, 2, 3`,
  },
  {
    name: 'order_monthly_customers',
    kept: sql`select month::text as month, currency, customer, sum(orders)::int as orders, sum(spent) as spent
      from order_monthly_customers group by 1, 2, 3`,
    recount: sql`select ${month} as month, ${currency} as currency,
      coalesce(o.customer_id::text, lower(o.customer_email), o.customer_name) as customer, count(*)::int as orders,
      sum(o.total_amount) as spent
      from orders o where o.status <> 'cancelled' group by 1, 2, 3`,
  },
];

/** The kept tables that differ from their recount, with the rows that differ. */
async function differences(db: Database): Promise<Record<string, { kept: string[]; recount: string[] }>> {
  const found: Record<string, { kept: string[]; recount: string[] }> = {};
  for (const pair of PAIRS) {
    const [kept, recount] = [await normalised(db, pair.kept), await normalised(db, pair.recount)];
    const keptOnly = kept.filter((line) => !recount.includes(line));
    const recountOnly = recount.filter((line) => !kept.includes(line));
    if (keptOnly.length || recountOnly.length) found[pair.name] = { kept: keptOnly, recount: recountOnly };
  }
  return found;
}

/** Folds every key's rows of changes into one; afterwards no unfolded row is left. */
async function compact(db: Database): Promise<void> {
  const [ran] = await rowsOf<{ ran: boolean }>(db, sql`select compact_order_rollups() as ran`);
  expect(ran!.ran).toBe(true);
  const [left] = await rowsOf<{ rows: number }>(
    db,
    sql`select ((select count(*) from order_status_counts where not folded) + (select count(*) from order_daily_sales where not folded)
      + (select count(*) from order_hourly_status_counts where not folded)
      + (select count(*) from order_daily_status_counts where not folded)
      + (select count(*) from order_daily_items where not folded) + (select count(*) from order_daily_customers where not folded)
      + (select count(*) from order_monthly_sales where not folded) + (select count(*) from order_monthly_items where not folded)
      + (select count(*) from order_monthly_customers where not folded))::int as rows`,
  );
  expect(left!.rows).toBe(0);
}

interface Ids {
  kitchens: { id: number; region: string }[];
  farmer: number;
  customers: { id: number; name: string; email: string }[];
}
let ids: Ids;

let sequence = 0;
/** Orders placed in one statement (as a checkout or a bulk import does), with their lines. */
async function placeOrders(
  db: Database,
  specs: {
    daysAgo: number;
    kitchen?: number;
    farmer?: number;
    region: 'us' | 'ng';
    customer?: number;
    guest?: string;
    lines: [string, number, number][];
  }[],
): Promise<number[]> {
  const values = specs.map((spec) => {
    sequence += 1;
    const customer = ids.customers.find((each) => each.id === spec.customer);
    const total = spec.lines.reduce((sum, [, quantity, price]) => sum + quantity * price, 0);
    return sql`(${`ROLLUP-${sequence}`}, ${customer?.id ?? null}::int, ${spec.kitchen ?? null}::int, ${spec.farmer ?? null}::int,
      ${customer?.name ?? spec.guest ?? 'Guest'}, ${customer?.email ?? (spec.guest ? `${spec.guest.toLowerCase()}@example.test` : null)},
      ${spec.region}, ${total}, now() - make_interval(days => ${spec.daysAgo}, hours => ${sequence % 24}))`;
  });
  const inserted = await rowsOf<{ id: number }>(
    db,
    sql`insert into orders (order_number, customer_id, kitchen_id, farmer_id, customer_name, customer_email, region, total_amount, created_at)
      values ${sql.join(values, sql`, `)} returning id`,
  );
  const lines = specs.flatMap((spec, index) =>
    spec.lines.map(([name, quantity, price]) => sql`(${inserted[index]!.id}, ${name}, ${quantity}, ${price})`),
  );
  await db.execute(sql`insert into order_items (order_id, name, quantity, price) values ${sql.join(lines, sql`, `)}`);
  return inserted.map((row) => row.id);
}

beforeAll(async () => {
  server = await startTestServer();
  const db = server.db;
  const kitchens = await rowsOf<{ id: number; region: string }>(
    db,
    sql`select user_id as id, region from kitchen_profiles order by user_id`,
  );
  const [farmer] = await rowsOf<{ id: number }>(
    db,
    sql`select user_id as id from farmer_profiles order by user_id limit 1`,
  );
  const customers = await rowsOf<{ id: number; name: string; email: string }>(
    db,
    sql`select id, name, email from users where role = 'customer' order by id limit 3`,
  );
  ids = { kitchens, farmer: farmer!.id, customers };
});

afterAll(async () => {
  await server?.close();
});

it('every counter and rollup equals a recount from the orders after checkouts, moves, voids, cancellations and deletions', async () => {
  const db = server.db;
  const admin = await server.login('admin@farmplate.test');
  expect(await differences(db)).toEqual({}); // the seed, counted by the migration's backfill
  const [us, ng] = [ids.kitchens[0]!.id, ids.kitchens[1]?.id ?? ids.kitchens[0]!.id];
  const [ada, ben] = [ids.customers[0]!.id, ids.customers[1]?.id ?? ids.customers[0]!.id];

  // checkouts: one at a time and a bulk of many, across days and both currencies, a guest, a
  // grocery order to a farm, and an order naming one item on two lines
  const single = await placeOrders(db, [
    { daysAgo: 0, kitchen: us, region: 'us', customer: ada, lines: [['Jollof Rice', 2, 12.5]] },
  ]);
  const bulk = await placeOrders(
    db,
    Array.from({ length: 24 }, (_, n) => ({
      daysAgo: n % 9,
      kitchen: n % 2 ? ng : us,
      region: n % 2 ? ('ng' as const) : ('us' as const),
      customer: n % 3 ? ada : ben,
      lines: [
        ['Jollof Rice', 1 + (n % 3), n % 2 ? 4500 : 11.25],
        ['Suya Platter', 1, n % 2 ? 7000 : 15.99],
      ] as [string, number, number][],
    })),
  );
  const [guest] = await placeOrders(db, [
    { daysAgo: 2, kitchen: us, region: 'us', guest: 'Zara', lines: [['Zobo', 3, 2.5]] },
  ]);
  const [grocery] = await placeOrders(db, [
    { daysAgo: 1, farmer: ids.farmer, region: 'ng', customer: ben, lines: [['Tomatoes', 4, 800]] },
  ]);
  const [twoLines] = await placeOrders(db, [
    {
      daysAgo: 3,
      kitchen: ng,
      region: 'ng',
      customer: ada,
      lines: [
        ['Egusi Soup', 1, 3000],
        ['Egusi Soup', 2, 3000],
      ],
    },
  ]);
  expect(await differences(db)).toEqual({});

  // status changes one by one (the kitchen board) and in bulk
  await db.execute(sql`update orders set status = 'preparing', started_at = now() where id = ${single[0]!}`);
  await db.execute(sql`update orders set status = 'ready' where id in (${sql.join(bulk.slice(0, 6), sql`, `)})`);
  await db.execute(
    sql`update orders set status = 'completed', completed_at = now() where id in (${sql.join(bulk.slice(6, 12), sql`, `)})`,
  );
  // lines change: one more line of an item already on the order, one removed, one renamed, one repriced
  await db.execute(
    sql`insert into order_items (order_id, name, quantity, price) values (${twoLines!}, 'Egusi Soup', 1, 3000), (${grocery!}, 'Onions', 2, 300)`,
  );
  await db.execute(
    sql`delete from order_items where id = (select min(id) from order_items where order_id = ${twoLines!})`,
  );
  await db.execute(
    sql`update order_items set name = 'Jollof Rice (large)' where order_id = ${bulk[13]!} and name = 'Jollof Rice'`,
  );
  await db.execute(sql`update order_items set price = price + 1 where order_id = ${bulk[14]!}`);
  // the customer renamed on an order, an order moved to another day
  await db.execute(sql`update orders set customer_name = 'Ada (renamed)' where id = ${bulk[15]!}`);
  await db.execute(sql`update orders set created_at = created_at - interval '20 days' where id = ${bulk[16]!}`);
  expect(await differences(db)).toEqual({});
  // folded into one row per key, the sums stay; the changes below add to the folded rows
  await compact(db);
  expect(await differences(db)).toEqual({});

  // the admin cancels one, voids a flood, and a cancelled order is put back
  const cancelled = await server.request({
    method: 'PUT',
    url: `/api/admin-orders/${bulk[17]!}`,
    token: admin,
    payload: { status: 'cancelled' },
  });
  expect(cancelled.statusCode).toBe(200);
  const voided = await server.request({
    method: 'POST',
    url: '/api/admin-orders/void',
    token: admin,
    payload: { order_ids: bulk.slice(18, 22) },
  });
  expect(voided.statusCode).toBe(200);
  await db.execute(sql`update orders set status = 'new', payment_status = 'paid' where id = ${bulk[18]!}`);
  expect(await differences(db)).toEqual({});

  // deletions: an order (its lines go with it), a cancelled one, and a customer and a kitchen
  // account (their orders stay, without the account: the customer becomes a guest by e-mail)
  await db.execute(sql`delete from orders where id in (${bulk[22]!}, ${bulk[19]!}, ${guest!})`);
  await db.execute(sql`update orders set kitchen_id = null where id = ${bulk[23]!}`);
  await db.execute(sql`update orders set customer_id = null where id in (${bulk[1]!}, ${bulk[2]!})`);
  expect(await differences(db)).toEqual({});
  await compact(db);
  expect(await differences(db)).toEqual({});

  // the platform's zone changes: the days are those of the new zone
  await db.execute(sql`select rebuild_report_rollups('Africa/Lagos')`);
  expect(await differences(db)).toEqual({});
  // the kept counts rebuilt from the orders: the days with the hours
  await db.execute(sql`select rebuild_order_counts()`);
  expect(await differences(db)).toEqual({});
  await db.execute(sql`update orders set status = 'cancelled' where id = ${bulk[5]!}`);
  expect(await differences(db)).toEqual({});
});

it('finds the difference when a trigger is missing', async () => {
  const db = server.db;
  const [order] = await placeOrders(db, [
    { daysAgo: 4, kitchen: ids.kitchens[0]!.id, region: 'us', lines: [['Plantain', 1, 4]] },
  ]);
  /** The tables that differ from a recount after `status` is set with `trigger` dropped (rolled back). */
  const differingWithout = (trigger: string, table: string, status: string) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`drop trigger ${sql.identifier(trigger)} on ${sql.identifier(table)}`);
      await tx.execute(sql`update orders set status = ${status} where id = ${order!}`);
      const found = await differences(tx);
      throw new Error(`differences: ${Object.keys(found).join(', ') || 'none'}`);
    });
  await expect(differingWithout('orders_counts_update', 'orders', 'cancelled')).rejects.toThrow(
    'differences: order_status_counts, order_hourly_status_counts, order_daily_status_counts',
  );
  await expect(differingWithout('orders_rollups_update', 'orders', 'cancelled')).rejects.toThrow(
    'differences: order_daily_sales, order_daily_items, order_daily_customers, order_monthly_sales, order_monthly_items, order_monthly_customers',
  );
  // the months are kept from the days' rows of changes: without that trigger, only the months differ
  await expect(differingWithout('order_daily_sales_months', 'order_daily_sales', 'cancelled')).rejects.toThrow(
    /^differences: order_monthly_sales$/,
  );
  // the days of the status counts are kept from the hours' rows of changes: without that trigger, only the days differ
  await expect(
    differingWithout('order_hourly_status_counts_days', 'order_hourly_status_counts', 'completed'),
  ).rejects.toThrow(/^differences: order_daily_status_counts$/);
  expect(await differences(db)).toEqual({});
});

it('the dashboard, the sales report, the admin counters and the board show what a recount finds', async () => {
  const db = server.db;
  const admin = await server.login('admin@farmplate.test');
  const get = async <T>(url: string, token = admin): Promise<T> => {
    const response = await server.request({ method: 'GET', url: `/api${url}`, token });
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  };
  const money = (value: unknown) => Math.round(Number(value) * 100) / 100;
  const byCurrency = (rows: { currency: string; amount: unknown }[]) =>
    rows
      .map((row) => ({ currency: row.currency, amount: money(row.amount) }))
      .sort((a, b) => a.currency.localeCompare(b.currency));

  // the dashboard, over every order
  const dashboard = await get<{
    data: { totals: { orders: number; active_orders: number; revenue: { currency: string; amount: number }[] } };
  }>('/admin-dashboard');
  const [counted] = await rowsOf<{ orders: number; active: number }>(
    db,
    sql`select count(*)::int as orders, (count(*) filter (where status not in ('completed', 'cancelled')))::int as active from orders`,
  );
  const revenue = await rowsOf<{ currency: string; amount: string }>(
    db,
    sql`select ${currency} as currency, sum(o.total_amount) as amount from orders o where o.status <> 'cancelled' group by 1`,
  );
  expect(dashboard.data.totals.orders).toBe(counted!.orders);
  expect(dashboard.data.totals.active_orders).toBe(counted!.active);
  expect(byCurrency(dashboard.data.totals.revenue)).toEqual(byCurrency(revenue));

  // the sales report for periods whose previous period starts inside a day (clocks changed) and not,
  // with rows of changes that took orders out (names read from the orders) and once folded
  const year = new Date().getFullYear();
  // from the 12th three months back to the day before yesterday: whole months (the monthly
  // rollups) and days cut from a month at either end (the daily ones)
  const threeMonthsBack = new Date();
  threeMonthsBack.setUTCDate(12);
  threeMonthsBack.setUTCMonth(threeMonthsBack.getUTCMonth() - 3);
  const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
  const [cutFrom, cutTo] = [threeMonthsBack.toISOString().slice(0, 10), twoDaysAgo.toISOString().slice(0, 10)];
  const cut = `from=${cutFrom}&to=${cutTo}`;
  // an order at noon (platform time) on each day where a month or the period begins or ends, and
  // on the days just outside it, in both currencies, with a line each
  const [edgeOrders] = await rowsOf<{ ids: number[] }>(
    db,
    sql`with edges as (
      select unnest(array[${cutFrom}::date - 1, ${cutFrom}::date,
        date_trunc('month', ${cutFrom}::date + interval '1 month')::date - 1, date_trunc('month', ${cutFrom}::date + interval '1 month')::date,
        date_trunc('month', ${cutTo}::date)::date - 1, date_trunc('month', ${cutTo}::date)::date, ${cutTo}::date, ${cutTo}::date + 1]) as day
    ), placed as (
      insert into orders (order_number, customer_id, kitchen_id, customer_name, customer_email, region, total_amount, created_at)
      select 'EDGE-' || e.day || '-' || r.region, ${ids.customers[0]!.id}, ${ids.kitchens[0]!.id}, ${ids.customers[0]!.name},
        ${ids.customers[0]!.email}, r.region, r.amount,
        (e.day + interval '12 hours')::timestamp at time zone (select time_zone from report_rollup_zone)
      from edges e, (values ('us', 7.25), ('ng', 2100)) as r(region, amount)
      returning id, total_amount
    )
    select array_agg(id) as ids from placed`,
  );
  await db.execute(sql`insert into order_items (order_id, name, quantity, price)
    select id, 'Edge Stew', 1, total_amount from orders where id in (${sql.join(
      edgeOrders!.ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  const periods = [
    'period=lastmonth',
    'period=last5months',
    'period=lastyear',
    `period=custom&${cut}`,
    `period=custom&from=${year - 2}-01-01&to=${year}-12-31`,
  ];
  // the greatest name of a customer's day, folded, then renamed down: that day's name is stale
  // (the first report keeps the rollups in the platform's zone: test 1 moved them to Lagos)
  await get('/admin-reports/sales?period=lastmonth');
  const [renamed] = await rowsOf<{ id: number }>(
    db,
    sql`select id from orders where customer_id = ${ids.customers[0]!.id} and status <> 'cancelled'
      and created_at > now() - interval '20 days' order by id desc limit 1`,
  );
  await db.execute(sql`update orders set customer_name = 'Zz Top' where id = ${renamed!.id}`);
  await db.execute(sql`select compact_order_rollups()`);
  await db.execute(sql`update orders set customer_name = 'AAA' where id = ${renamed!.id}`);
  const [stale] = await rowsOf<{ rows: number }>(
    db,
    sql`select count(*)::int as rows from order_daily_customers where stale`,
  );
  expect(stale!.rows).toBeGreaterThan(0);
  for (const query of [...periods, 'fold', ...periods]) {
    if (query === 'fold') {
      await db.execute(sql`select compact_order_rollups()`);
      continue;
    }
    const report = await get<{
      range: { start: string; end: string; previousStart: string; timeZone: string };
      cards: {
        revenue: { currency: string; value: number; previous: number }[];
        orders: { value: number; previous: number };
      };
      topItems: { name: string; quantity: number; revenue: number; currency: string }[];
      topCustomers: { name: string; email: string | null; currency: string; orders: number; spent: number }[];
      chart: { label: string; orders: number; revenue: { currency: string; amount: number }[] }[];
    }>(`/admin-reports/sales?${query}`);
    const { start, end, previousStart } = report.range;
    // the chart, month by month ("Nov 2026") or day by day ("Nov 27"), in the platform's days
    const bucket = /\d{4}$/.test(report.chart[0]!.label) ? 'YYYY-MM' : 'YYYY-MM-DD';
    const buckets = await rowsOf<{ bucket: string; currency: string; orders: number; amount: string }>(
      db,
      sql`select to_char(o.created_at at time zone ${report.range.timeZone}, ${bucket}) as bucket, ${currency} as currency,
        count(*)::int as orders, sum(o.total_amount) as amount
      from orders o where o.created_at >= ${start}::timestamptz and o.created_at < ${end}::timestamptz
        and o.status <> 'cancelled' group by 1, 2 order by 1, 2`,
    );
    const charted = [...new Set(buckets.map((row) => row.bucket))].map((key) => {
      const rows = buckets.filter((row) => row.bucket === key);
      return {
        orders: rows.reduce((sum, row) => sum + row.orders, 0),
        revenue: byCurrency(rows),
      };
    });
    expect(
      report.chart
        .filter((point) => point.orders > 0 || point.revenue.length > 0)
        .map((point) => ({ orders: point.orders, revenue: byCurrency(point.revenue) })),
    ).toEqual(charted);
    const totals = await rowsOf<{
      currency: string;
      now: number;
      before: number;
      now_amount: string;
      before_amount: string;
    }>(
      db,
      sql`select ${currency} as currency,
        (count(*) filter (where o.created_at >= ${start}::timestamptz))::int as now,
        (count(*) filter (where o.created_at < ${start}::timestamptz))::int as before,
        coalesce(sum(o.total_amount) filter (where o.created_at >= ${start}::timestamptz), 0) as now_amount,
        coalesce(sum(o.total_amount) filter (where o.created_at < ${start}::timestamptz), 0) as before_amount
      from orders o where o.created_at >= ${previousStart}::timestamptz and o.created_at < ${end}::timestamptz
        and o.status <> 'cancelled' group by 1`,
    );
    expect(report.cards.orders).toMatchObject({
      value: totals.reduce((sum, row) => sum + row.now, 0),
      previous: totals.reduce((sum, row) => sum + row.before, 0),
    });
    expect(
      report.cards.revenue
        .map((row) => ({ currency: row.currency, value: row.value, previous: row.previous }))
        .sort((a, b) => a.currency.localeCompare(b.currency)),
    ).toEqual(
      totals
        .map((row) => ({ currency: row.currency, value: money(row.now_amount), previous: money(row.before_amount) }))
        .sort((a, b) => a.currency.localeCompare(b.currency)),
    );
    const items = await rowsOf<{ name: string; currency: string; quantity: number; revenue: string }>(
      db,
      sql`select i.name, ${currency} as currency, sum(i.quantity)::int as quantity, sum(i.quantity * i.price) as revenue
      from order_items i join orders o on o.id = i.order_id
      where o.created_at >= ${start}::timestamptz and o.created_at < ${end}::timestamptz and o.status <> 'cancelled'
      group by 1, 2 order by quantity desc, revenue desc, i.name, 2 limit 10`,
    );
    expect(report.topItems).toEqual(
      items.map((row) => ({
        name: row.name,
        quantity: row.quantity,
        revenue: money(row.revenue),
        currency: row.currency,
      })),
    );
    const customers = await rowsOf<{
      name: string;
      email: string | null;
      currency: string;
      orders: number;
      spent: string;
    }>(
      db,
      sql`select max(o.customer_name) as name, max(o.customer_email) as email, ${currency} as currency,
        count(*)::int as orders, sum(o.total_amount) as spent
      from orders o
      where o.created_at >= ${start}::timestamptz and o.created_at < ${end}::timestamptz and o.status <> 'cancelled'
      group by coalesce(o.customer_id::text, lower(o.customer_email), o.customer_name), 3
      order by sum(o.total_amount) desc, orders desc, name, 3 limit 10`,
    );
    expect(report.topCustomers).toEqual(customers.map((row) => ({ ...row, spent: money(row.spent) })));
  }

  // the admin's counters: every order, one kitchen's new orders, and date ranges (kept per hour),
  // with a kitchen, a farm and a status, and a range open at one end
  const kitchen = ids.kitchens[0]!.id;
  const zone = await platformTimeZone(db);
  const placed = (filters: Parameters<typeof orderDateRange>[0]) => {
    const range = orderDateRange(filters, new Date(), zone)!;
    return sql`${range.start ? sql`created_at >= ${range.start.toISOString()}::timestamptz` : sql`true`}
      and ${range.end ? sql`created_at < ${range.end.toISOString()}::timestamptz` : sql`true`}`;
  };
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  const [from, to] = [daysAgo(10), daysAgo(2)];
  for (const [url, where] of [
    ['/admin-orders', sql`true`],
    [`/admin-orders?kitchen=${kitchen}&status=new`, sql`kitchen_id = ${kitchen} and status = 'new'`],
    ['/admin-orders?date=this-week', placed({ date: 'this-week' })],
    ['/admin-orders?date=yesterday', placed({ date: 'yesterday' })],
    [`/admin-orders?date=today&kitchen=${kitchen}`, sql`${placed({ date: 'today' })} and kitchen_id = ${kitchen}`],
    [
      `/admin-orders?date=custom&from=${from}&to=${to}&status=completed`,
      sql`${placed({ date: 'custom', from, to })} and status = 'completed'`,
    ],
    [
      `/admin-orders?date=custom&from=${daysAgo(30)}&kitchen=${ids.farmer}`,
      sql`${placed({ date: 'custom', from: daysAgo(30) })} and farmer_id = ${ids.farmer}`,
    ],
    [`/admin-orders?date=custom&to=${to}`, placed({ date: 'custom', to })],
  ] as const) {
    const list = await get<{ total: number; counters: Record<string, number> }>(url);
    const [recount] = await rowsOf<Record<string, number>>(
      db,
      sql`select count(*)::int as total, (count(*) filter (where status = 'new'))::int as new,
        (count(*) filter (where status in ('preparing', 'in-progress', 'ready')))::int as in_progress,
        (count(*) filter (where status = 'completed'))::int as completed,
        (count(*) filter (where status = 'cancelled'))::int as cancelled from orders where ${where}`,
    );
    expect(list.counters).toEqual(recount);
    expect(list.total).toBe(recount!.total);
  }

  // the demo kitchen's board, all of it and its current slice
  const token = await server.login('kitchen@farmplate.test');
  const [me] = await rowsOf<{ id: number }>(db, sql`select id from users where email = 'kitchen@farmplate.test'`);
  for (const scope of ['', 'current', 'older']) {
    const board = await get<{ counts: Record<string, number> }>(
      `/kitchen-orders${scope ? `?scope=${scope}` : ''}`,
      token,
    );
    const today = sql`date_trunc('day', now())`;
    const slice =
      scope === 'current'
        ? sql`(status in ('new', 'preparing', 'ready') or (status = 'completed' and completed_at >= ${today}))`
        : scope === 'older'
          ? sql`status = 'completed' and (completed_at is null or completed_at < ${today})`
          : sql`true`;
    const [recount] = await rowsOf<Record<string, number>>(
      db,
      sql`select (count(*) filter (where status = 'new'))::int as new, (count(*) filter (where status = 'preparing'))::int as preparing,
        (count(*) filter (where status = 'ready'))::int as ready, (count(*) filter (where status = 'completed'))::int as completed
      from orders where kitchen_id = ${me!.id} and ${slice}`,
    );
    expect(board.counts).toEqual(recount);
  }
});

it('counts a range that cuts hours (a zone whose days do not start on a UTC hour) as a recount does', async () => {
  const db = server.db;
  const HOUR = 3_600_000;
  const base = Math.floor(Date.now() / HOUR) * HOUR - 50 * HOUR;
  const at = (hours: number) => new Date(base + hours * HOUR);
  // orders just outside and just inside both cut hours of [base + 0:20, base + 30:40)
  const kitchen = ids.kitchens[0]!.id;
  for (const [hours, status] of [
    [1 / 6, 'new'],
    [0.5, 'completed'],
    [0.75, 'new'],
    [30.25, 'cancelled'],
    [30.5, 'preparing'],
    [30.75, 'new'],
  ] as const)
    await db.execute(sql`insert into orders (order_number, kitchen_id, customer_name, status, total_amount, created_at)
      values (${`CUT-${hours}`}, ${kitchen}, 'Cut Hours', ${status}, 10, ${at(hours).toISOString()}::timestamptz)`);
  const ranges = [
    { start: at(1 / 3), end: at(30 + 2 / 3) },
    { start: at(1 / 3), end: null },
    { start: null, end: at(30 + 2 / 3) },
    { start: at(30.3), end: at(30.6) },
    { start: at(0.4), end: at(1) },
  ];
  for (const range of ranges) {
    const [recount] = await rowsOf<Record<string, number>>(
      db,
      sql`select count(*)::int as total, (count(*) filter (where status = 'new'))::int as new,
        (count(*) filter (where status in ('preparing', 'in-progress', 'ready')))::int as in_progress,
        (count(*) filter (where status = 'completed'))::int as completed,
        (count(*) filter (where status = 'cancelled'))::int as cancelled from orders
      where ${range.start ? sql`created_at >= ${range.start.toISOString()}::timestamptz` : sql`true`}
        and ${range.end ? sql`created_at < ${range.end.toISOString()}::timestamptz` : sql`true`}`,
    );
    expect(await keptAdminOrderCounters(db, null, null, range)).toEqual(recount);
  }
});

it('counts a range of days from the whole UTC days inside it and the hours left at either end, as a recount does', async () => {
  const db = server.db;
  const DAY = 86_400_000;
  const midnight = Math.floor(Date.now() / DAY) * DAY - 6 * DAY;
  const at = (days: number) => new Date(midnight + days * DAY);
  const kitchen = ids.kitchens[0]!.id;
  // orders around each UTC midnight of six days (the last microsecond before it, the midnight itself) and at
  // noon, every status, a farm's among them
  const statuses = ['new', 'preparing', 'ready', 'completed', 'cancelled', 'in-progress'];
  const instants = [0, 1, 2, 3, 4, 5].flatMap((day) => [
    `${at(day).toISOString()}`,
    `${new Date(at(day).getTime() - 0.001).toISOString()}`,
    `${at(day + 0.5).toISOString()}`,
  ]);
  for (const [n, instant] of instants.entries())
    await db.execute(sql`insert into orders (order_number, kitchen_id, farmer_id, customer_name, status, total_amount,
        created_at)
      values (${`DAYS-${n}`}, ${n % 4 === 3 ? null : kitchen}::int, ${n % 4 === 3 ? ids.farmer : null}::int, 'Whole Days',
        ${statuses[n % statuses.length]!}, 10, ${instant}::timestamptz - interval '0.000001 second' * ${n % 2})`);
  const ranges = [
    // whole days with hours and minutes left at both ends (a zone half an hour off UTC)
    { start: at(0.02), end: at(4.98) },
    { start: at(1), end: at(4) },
    { start: at(1 + 1 / 24), end: at(4 - 1 / 24) },
    { start: at(0.5), end: null },
    { start: null, end: at(3.5) },
    { start: at(2.25), end: at(3.75) },
    { start: at(2.5), end: at(3) },
  ];
  const filters = [
    { addressee: null, statuses: null, where: sql`true` },
    {
      addressee: { kitchenOrFarmId: kitchen },
      statuses: ['new'],
      where: sql`kitchen_id = ${kitchen} and status = 'new'`,
    },
    { addressee: { kitchenOrFarmId: ids.farmer }, statuses: null, where: sql`farmer_id = ${ids.farmer}` },
    {
      addressee: null,
      statuses: ['preparing', 'in-progress', 'ready'],
      where: sql`status in ('preparing', 'in-progress', 'ready')`,
    },
  ];
  const expectRecounts = async () => {
    for (const range of ranges)
      for (const filter of filters) {
        const [recount] = await rowsOf<Record<string, number>>(
          db,
          sql`select count(*)::int as total, (count(*) filter (where status = 'new'))::int as new,
            (count(*) filter (where status in ('preparing', 'in-progress', 'ready')))::int as in_progress,
            (count(*) filter (where status = 'completed'))::int as completed,
            (count(*) filter (where status = 'cancelled'))::int as cancelled from orders
          where ${filter.where} and ${range.start ? sql`created_at >= ${range.start.toISOString()}::timestamptz` : sql`true`}
            and ${range.end ? sql`created_at < ${range.end.toISOString()}::timestamptz` : sql`true`}`,
        );
        expect({
          range,
          filter: filter.where,
          counted: await keptAdminOrderCounters(db, filter.addressee, filter.statuses, range),
        }).toEqual({
          range,
          filter: filter.where,
          counted: recount,
        });
      }
  };
  await expectRecounts();
  // rows of changes not yet folded: orders moved, cancelled and deleted on either side of a midnight
  await db.execute(sql`update orders set status = 'completed' where order_number in ('DAYS-3', 'DAYS-4', 'DAYS-10')`);
  await db.execute(sql`update orders set status = 'cancelled' where order_number = 'DAYS-7'`);
  await db.execute(sql`delete from orders where order_number = 'DAYS-9'`);
  const [unfolded] = await rowsOf<{ rows: number }>(
    db,
    sql`select count(*)::int as rows from order_daily_status_counts where not folded`,
  );
  expect(unfolded!.rows).toBeGreaterThan(0);
  await expectRecounts();
  await compact(db);
  await expectRecounts();
  // a range of days reads the days' rows
  const { sent } = await statementsOf(db, () => keptAdminOrderCounters(db, null, null, ranges[0]));
  expect(sent.join('\n')).toMatch(/from order_daily_status_counts/);
});
