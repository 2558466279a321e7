import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { hashSecret } from '../src/accounts/passwords';
import { openDatabase } from '../src/db/client';
import { startServer, stop } from './server';

/**
 * `pnpm bench:deliveries`, delivery partners on PGlite:
 * - GET /courier/available-deliveries with BENCH_OPEN_ORDERS ready, unassigned delivery orders
 *   (default 10,000) and BENCH_COURIERS online couriers (default 200), every connection a courier;
 * - POST /courier/deliveries/{id}/claim, 50 couriers claiming one order at once, round after round
 *   (one wins, 49 get 409): the latency of each claim.
 * BENCH_DURATION (seconds of the list run, default 10), BENCH_CLAIM_ROUNDS (default 20).
 * The server runs as `pnpm start` does (the bundle of `pnpm build`).
 */
const DURATION = Number(process.env.BENCH_DURATION || 10);
const OPEN_ORDERS = Number(process.env.BENCH_OPEN_ORDERS || 10_000);
const COURIERS = Number(process.env.BENCH_COURIERS || 200);
const CLAIMERS = Math.min(50, COURIERS);
const CLAIM_ROUNDS = Number(process.env.BENCH_CLAIM_ROUNDS || 20);
const PORT = 8751;
const PASSWORD = 'bench-courier';

/** The open orders (Dallas and Plano kitchens, us) and the online couriers, straight into the database. */
async function addFixture(dataDir: string): Promise<void> {
  const handle = await openDatabase({ url: null, dataDir: path.join(dataDir, 'pglite') });
  try {
    const { db } = handle;
    const passwordHash = await hashSecret(PASSWORD);
    await db.execute(sql`
      insert into orders (order_number, kitchen_id, customer_name, customer_phone, delivery_address, status,
                          total_amount, delivery_fee, tip, region, fulfilment, delivery_status, delivery_code,
                          pickup_code, delivery_zone, created_at, started_at, ready_at)
      select 'BENCH-DLV-' || n, k.user_id, 'Bench Customer ' || n, '+1 214 555 0100', '1 Bench Street', 'ready',
             20, 3.99, n % 4, 'us', 'delivery', 'unassigned', '1234', '5678', 'Plano',
             now() - interval '1 hour', now() - interval '50 minutes', now() - (n * interval '1 second')
      from generate_series(1, ${OPEN_ORDERS}) n,
           lateral (select user_id from kitchen_profiles where zone = (array['Dallas', 'Plano'])[1 + n % 2]
                    and status = 'active' limit 1) k`);
    await db.execute(sql`
      insert into users (name, email, password_hash, role, phone)
      select 'Bench Courier ' || n, 'bench-courier-' || n || '@delivery.test', ${passwordHash}, 'delivery', '+1 214 555 0111'
      from generate_series(1, ${COURIERS}) n`);
    await db.execute(sql`
      insert into delivery_profiles (user_id, delivery_name, status, online, region, zones, vehicle)
      select id, name, 'active', true, 'us', '{Dallas,Plano}', 'bicycle' from users where email like 'bench-courier-%'`);
    // each courier may carry many: the claim rounds measure the race, not the one-delivery rule
    await db.execute(sql`
      insert into settings (key, value) values ('max_active_deliveries_per_courier', '10'::jsonb)
      on conflict (key) do update set value = excluded.value`);
  } finally {
    await handle.close();
  }
}

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'farmplate-bench-deliveries-'));
  const rows: { call: string; p50: number; p99: number; requestsPerSecond: number; non2xx: number }[] = [];
  try {
    // a first start migrates and seeds; the fixture goes in while no server holds the database
    await stop((await startServer(dataDir, PORT)).child);
    await addFixture(dataDir);
    const { child, base } = await startServer(dataDir, PORT);
    try {
      const tokens: string[] = [];
      for (let n = 1; n <= COURIERS; n += 1) {
        const response = await fetch(`${base}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: `bench-courier-${n}@delivery.test`, password: PASSWORD }),
        });
        tokens.push(((await response.json()) as { token: string }).token);
      }
      const first = await fetch(`${base}/api/courier/available-deliveries`, {
        headers: { authorization: `Bearer ${tokens[0]}` },
      });
      const listed = ((await first.json()) as { data: { id: number }[] }).data;
      if (first.status !== 200 || listed.length === 0) throw new Error(`available-deliveries answered ${first.status}`);

      let next = 0;
      const list = await autocannon({
        url: `${base}/api/courier/available-deliveries`,
        connections: COURIERS,
        duration: DURATION,
        requests: [
          {
            setupRequest: (request) => {
              next += 1;
              return { ...request, headers: { authorization: `Bearer ${tokens[next % tokens.length]}` } };
            },
          },
        ],
      });
      rows.push({
        call: `GET /courier/available-deliveries (${COURIERS} couriers, ${OPEN_ORDERS} open orders)`,
        p50: list.latency.p50,
        p99: list.latency.p99,
        requestsPerSecond: Math.round(list.requests.average),
        non2xx: list.non2xx,
      });

      // rounds of CLAIMERS couriers claiming the oldest open order at the same moment
      const latencies: number[] = [];
      let won = 0;
      let refused = 0;
      for (let round = 0; round < CLAIM_ROUNDS; round += 1) {
        const orderId = listed[round % listed.length]!.id;
        const claimers = tokens
          .slice((round * CLAIMERS) % COURIERS)
          .concat(tokens)
          .slice(0, CLAIMERS);
        const began = performance.now();
        const statuses = await Promise.all(
          claimers.map(async (token) => {
            const response = await fetch(`${base}/api/courier/deliveries/${orderId}/claim`, {
              method: 'POST',
              headers: { authorization: `Bearer ${token}` },
            });
            await response.arrayBuffer();
            latencies.push(performance.now() - began);
            return response.status;
          }),
        );
        won += statuses.filter((status) => status === 200).length;
        refused += statuses.filter((status) => status === 409).length;
      }
      if (won !== CLAIM_ROUNDS) throw new Error(`expected one winner per round, got ${won} in ${CLAIM_ROUNDS} rounds`);
      rows.push({
        call: `POST /courier/deliveries/{id}/claim (${CLAIMERS} at once, ${CLAIM_ROUNDS} rounds: ${won} won, ${refused} 409)`,
        p50: Math.round(percentile(latencies, 0.5)),
        p99: Math.round(percentile(latencies, 0.99)),
        requestsPerSecond: 0,
        non2xx: refused,
      });
    } finally {
      await stop(child);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\nDeliveries on PGlite (load average ${(os.loadavg()[0] ?? 0).toFixed(1)} on ${os.cpus().length} CPUs)\n`,
  );
  console.table(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
