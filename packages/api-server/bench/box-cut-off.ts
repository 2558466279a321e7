import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { runCutOff } from '../src/boxes/cut-off';
import { rowsOf } from '../src/boxes/sql-rows';

/**
 * `pnpm bench:box-cut-off`: one cycle's cut-off for BENCH_SUBSCRIPTIONS subscriptions (default
 * 10,000) of 20 boxes (3 contents each), on an in-memory PGlite, or on PostgreSQL when
 * DATABASE_URL names an empty database. Prints the time, the orders per second and the peak
 * resident memory of this process above the moment before the cut-off (sampled every 20 ms).
 */
const SUBSCRIPTIONS = Number(process.env.BENCH_SUBSCRIPTIONS || 10_000);
const CYCLE = '2030-01-03';

async function main() {
  const database = await openDatabase({ url: process.env.DATABASE_URL || null, dataDir: null, poolSize: 4 });
  const { db } = database;
  await database.migrate();
  await db.execute(sql`
    insert into users (name, email, password_hash, role)
    select 'Bench farmer', 'bench-farmer@example.test', 'x', 'farmer'
    union all
    select 'Bench customer ' || n, 'bench-customer' || n || '@example.test', 'x', 'customer'
    from generate_series(1, ${SUBSCRIPTIONS}) n`);
  await db.execute(sql`
    insert into inventory_items (farmer_id, produce_name, quantity, unit, total_price)
    select u.id, 'Bench produce ' || n, 100000000, 'kg', 10
    from users u, generate_series(1, 60) n where u.email = 'bench-farmer@example.test'`);
  await db.execute(sql`
    insert into boxes (farmer_id, name, kind, size, price, offered_from, weekly_limit)
    select u.id, 'Bench box ' || n, 'produce_box', 'medium', 30, '2029-01-01', 100000
    from users u, generate_series(1, 20) n where u.email = 'bench-farmer@example.test'`);
  await db.execute(sql`
    insert into box_contents (box_id, inventory_item_id, quantity)
    select b.id, i.id, 1 from boxes b
      join lateral (select id from inventory_items order by id offset ((b.id - 1) % 20) * 3 limit 3) i on true`);
  await db.execute(sql`
    insert into box_subscriptions (customer_id, box_id, frequency, delivery_day, delivery_address, zip,
      payment_method, next_delivery_date)
    select u.id, (select id from boxes order by id offset (u.id % 20) limit 1), 'weekly', 'thursday',
      '1 Bench St, Dallas, TX', '75201', 'cash_on_delivery', ${CYCLE}::date
    from users u where u.role = 'customer' and u.email like 'bench-customer%'`);

  if (global.gc) global.gc();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const result = await runCutOff(db, CYCLE, { now: new Date('2029-12-31T00:00:00Z') });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const [counted] = await rowsOf<{ orders: number }>(db, sql`select count(*)::int as orders from orders`);
  const orders = counted?.orders ?? 0;
  console.log(
    JSON.stringify(
      {
        database: database.kind,
        subscriptions: SUBSCRIPTIONS,
        ...result,
        orders,
        seconds: Math.round(seconds * 10) / 10,
        orders_per_second: Math.round(result.ordered / seconds),
        peak_rss_above_start_mb: Math.round((peak - before) / 1048576),
      },
      null,
      2,
    ),
  );
  await database.close();
}

void main();
