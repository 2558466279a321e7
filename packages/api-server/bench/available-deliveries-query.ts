import { performance } from 'node:perf_hooks';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { kitchenProfiles, orders } from '../src/db/schema';
import { availableDeliveries } from '../src/delivery/dispatch-repository';
import { openDatabase } from '../src/db/client';
import { seedDatabase } from '../src/seed/seed';

/**
 * `pnpm exec tsx bench/available-deliveries-query.ts`, on PGlite: the courier's Available Deliveries
 * query as it was for kitchens only (inner join) against the one that also finds farm boxes (left
 * joins to kitchens and farms), interleaved in one run over BENCH_OPEN_ORDERS meal orders (default
 * 10,000) and BENCH_BOX_ORDERS box orders (default 1,000), BENCH_ROUNDS times each (default 300).
 */
const ORDERS = Number(process.env.BENCH_OPEN_ORDERS || 10_000);
const BOXES = Number(process.env.BENCH_BOX_ORDERS || 1_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 300);

async function main() {
  const handle = await openDatabase({ url: null, dataDir: null, poolSize: 1 });
  await handle.migrate();
  const { db } = handle;
  await seedDatabase(db);
  await db.execute(sql`
    insert into orders (order_number, kitchen_id, customer_name, customer_phone, delivery_address, status,
      total_amount, delivery_fee, tip, region, fulfilment, delivery_status, delivery_code, pickup_code, delivery_zone,
      created_at, ready_at)
    select 'BENCH-' || n, k.user_id, 'C' || n, '1', 'A', 'ready', 20, 3.99, 0, 'us', 'delivery', 'unassigned', '1', '2',
      'Plano', now(), now() - (n * interval '1 second')
    from generate_series(1, ${ORDERS}) n,
      lateral (select user_id from kitchen_profiles where zone = (array['Dallas','Plano'])[1 + n % 2] limit 1) k`);
  await db.execute(sql`
    insert into orders (order_number, farmer_id, customer_name, customer_phone, delivery_address, status,
      total_amount, delivery_fee, tip, region, fulfilment, delivery_status, delivery_code, pickup_code, delivery_zone,
      created_at, ready_at)
    select 'BENCH-BOX-' || n, f.user_id, 'C' || n, '1', 'A', 'ready', 20, 3.99, 0, 'us', 'delivery', 'unassigned', '1', '2',
      'Dallas', now(), now() - (n * interval '1 second')
    from generate_series(1, ${BOXES}) n, lateral (select user_id from farmer_profiles limit 1) f`);
  await db.execute(sql`analyze orders`);
  const old = () =>
    db
      .select({ id: orders.id, kitchenName: kitchenProfiles.kitchenName, pickupArea: kitchenProfiles.zone })
      .from(orders)
      .innerJoin(kitchenProfiles, eq(kitchenProfiles.userId, orders.kitchenId))
      .where(
        and(
          eq(orders.deliveryStatus, 'unassigned'),
          eq(orders.status, 'ready'),
          eq(orders.region, 'us'),
          inArray(kitchenProfiles.zone, ['Dallas', 'Plano']),
        ),
      )
      .orderBy(asc(orders.readyAt), asc(orders.id))
      .limit(50);
  const current = () => availableDeliveries(db, 'us', ['Dallas', 'Plano'], 50);
  const times: Record<'kitchens-only' | 'farm-aware', number[]> = { 'kitchens-only': [], 'farm-aware': [] };
  for (let i = 0; i < 20; i += 1) await Promise.all([old(), current()]);
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < ROUNDS; i += 1) {
    for (const [name, run] of (i % 2
      ? [
          ['kitchens-only', old],
          ['farm-aware', current],
        ]
      : [
          ['farm-aware', current],
          ['kitchens-only', old],
        ]) as ['kitchens-only' | 'farm-aware', () => Promise<unknown>][]) {
      const start = performance.now();
      await run();
      times[name].push(performance.now() - start);
    }
  }
  const cpu = process.cpuUsage(cpu0);
  const pct = (values: number[], share: number) =>
    [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))]!;
  for (const [name, values] of Object.entries(times))
    console.log(
      `${name}: p50 ${pct(values, 0.5).toFixed(2)} ms, p95 ${pct(values, 0.95).toFixed(2)} ms, p99 ${pct(values, 0.99).toFixed(2)} ms`,
    );
  console.log(
    `ratio p50 farm-aware/kitchens-only: ${(pct(times['farm-aware'], 0.5) / pct(times['kitchens-only'], 0.5)).toFixed(2)}`,
  );
  console.log(`CPU per query (both kinds): ${((cpu.user + cpu.system) / 1000 / (2 * ROUNDS)).toFixed(2)} ms`);
  await handle.close();
}
void main();
