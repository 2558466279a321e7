import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { hashSecret } from '../src/accounts/passwords';
import { openDatabase } from '../src/db/client';
import { buildsToMeasure, onFreshBackend, wantedBackends, type Target } from './backends';
import { openEventStream } from './event-stream';
import { cpuMsOf, databaseCpu, percentile } from './process-cpu';

/**
 * `pnpm bench:deliveries`, delivery partners on PGlite and, when BENCH_DATABASE_URL is set, on
 * PostgreSQL, side by side (each on a fresh database, the server as `pnpm start` runs it):
 * - GET /courier/available-deliveries with BENCH_OPEN_ORDERS ready, unassigned delivery orders
 *   (default 10,000), BENCH_CLIENTS couriers asking at once (default 20), each request another of
 *   BENCH_COURIERS online couriers (default 200), for BENCH_DURATION seconds (default 6);
 * - POST /courier/deliveries/{id}/claim, 50 couriers claiming one order at once, BENCH_CLAIM_ROUNDS
 *   rounds (default 20): one wins, 49 get 409;
 * - ready → courier's screen: BENCH_STREAMS couriers (default 100) hold the portal's live stream
 *   (POST /events/ticket, GET /events), the kitchen marks BENCH_READY delivery orders ready one
 *   after another (default 20); the delay from sending Mark as Ready to each stream's
 *   delivery.available event (so it includes the kitchen's request and its transaction).
 * Each: p50/p95/p99, the server's CPU time per request (/proc) and on PostgreSQL its backends'.
 *
 *   pnpm --filter @farmplate/api-server bench:deliveries [--backends pglite,postgres]
 *        [--baseline ../../../other-checkout/packages/api-server]
 *
 * `--baseline DIR` runs the same on another build of the server (its `pnpm build`), before and
 * after in one run. BENCH_PORT: the server's port (default 8751).
 */
const PACKAGE_DIR = path.resolve(__dirname, '..');
const { values: options } = parseArgs({
  options: {
    backends: { type: 'string', default: 'pglite,postgres' },
    baseline: { type: 'string' },
  },
});
const DURATION_MS = Number(process.env.BENCH_DURATION || 6) * 1000;
const OPEN_ORDERS = Number(process.env.BENCH_OPEN_ORDERS || 10_000);
const COURIERS = Number(process.env.BENCH_COURIERS || 200);
const CLIENTS = Number(process.env.BENCH_CLIENTS || 20);
const CLAIMERS = Math.min(50, COURIERS);
const CLAIM_ROUNDS = Number(process.env.BENCH_CLAIM_ROUNDS || 20);
const STREAMS = Math.min(COURIERS, Number(process.env.BENCH_STREAMS || 100));
const READY = Number(process.env.BENCH_READY || 20);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL || null;
const PORT = Number(process.env.BENCH_PORT || 8751);
const PASSWORD = 'bench-courier';

/**
 * The open orders (Dallas and Plano kitchens, us), the online couriers and the demo kitchen's
 * delivery orders in preparation (to mark ready), straight into the database.
 */
async function addFixture(target: Target): Promise<void> {
  const handle = await openDatabase({ ...target, poolSize: 1 });
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
      insert into orders (order_number, kitchen_id, customer_name, customer_phone, delivery_address, status,
                          total_amount, delivery_fee, tip, region, fulfilment, delivery_status, delivery_code,
                          pickup_code, delivery_zone, created_at, started_at)
      select 'BENCH-PREP-' || n, u.id, 'Bench Customer ' || n, '+1 214 555 0100', '1 Bench Street', 'preparing',
             20, 3.99, 1, 'us', 'delivery', 'unassigned', '1234', '5678', 'Plano',
             now() - interval '20 minutes', now() - interval '15 minutes'
      from generate_series(1, ${READY}) n, users u where u.email = 'kitchen@farmplate.test'`);
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
    await db.execute(sql`vacuum analyze`);
  } finally {
    await handle.close();
  }
}

const figures = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), p99: round(percentile(sorted, 99)) };
};

/** The CPU time the PostgreSQL backends of one database have used (a server on this machine). */

/** Server (and database) CPU time over `work`, per request it made. */
async function cpuPerRequest(
  serverPid: number,
  database: ReturnType<typeof databaseCpu> | null,
  work: () => Promise<number>,
) {
  const serverBefore = await cpuMsOf(serverPid);
  const databaseBefore = await database?.sample();
  const requests = await work();
  const serverMs = (await cpuMsOf(serverPid)) - serverBefore;
  let databaseMs: number | null = null;
  if (database && databaseBefore) {
    const after = await database.sample();
    databaseMs = [...after].reduce((sum, [pid, ms]) => sum + ms - (databaseBefore.get(pid) ?? 0), 0);
  }
  const per = (ms: number) => Math.round((ms / Math.max(1, requests)) * 100) / 100;
  return { cpuMsPerRequest: per(serverMs), dbCpuMsPerRequest: databaseMs === null ? null : per(databaseMs) };
}

interface Row {
  backend: string;
  call: string;
  p50: number;
  p95: number;
  p99: number;
  perSecond: number | null;
  cpuMsPerRequest: number | null;
  dbCpuMsPerRequest: number | null;
  failures: string;
}

async function signIn(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The three measures on one running server. */
async function measure(backend: string, base: string, serverPid: number, databaseUrl: string | null): Promise<Row[]> {
  const rows: Row[] = [];
  const database = databaseUrl ? databaseCpu(databaseUrl) : null;
  const tokens: string[] = [];
  for (let n = 1; n <= COURIERS; n += 1) tokens.push(await signIn(base, `bench-courier-${n}@delivery.test`, PASSWORD));
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  const first = await fetch(`${base}/api/courier/available-deliveries`, { headers: auth(tokens[0]!) });
  const listed = ((await first.json()) as { data: { id: number }[] }).data;
  if (first.status !== 200 || listed.length === 0) throw new Error(`available-deliveries answered ${first.status}`);

  // the list: CLIENTS couriers asking at once, each request another courier (120 a minute each at most)
  let next = 0;
  const listLoad = async (ms: number) => {
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    const until = performance.now() + ms;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (performance.now() < until) {
          next += 1;
          const began = performance.now();
          const response = await fetch(`${base}/api/courier/available-deliveries`, {
            headers: auth(tokens[next % tokens.length]!),
          });
          await response.arrayBuffer();
          latencies.push(performance.now() - began);
          if (!response.ok) statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        }
      }),
    );
    return { latencies, statuses };
  };
  await listLoad(500); // warm-up: plans, caches, connections
  let list = { latencies: [] as number[], statuses: new Map<number, number>() };
  const listCpu = await cpuPerRequest(serverPid, database, async () => {
    list = await listLoad(DURATION_MS);
    return list.latencies.length;
  });
  rows.push({
    backend,
    call: `GET /courier/available-deliveries (${CLIENTS} at once of ${COURIERS} couriers, ${OPEN_ORDERS} open)`,
    ...figures(list.latencies),
    perSecond: Math.round(list.latencies.length / (DURATION_MS / 1000)),
    ...listCpu,
    failures: [...list.statuses].map(([status, count]) => `${count}×${status}`).join(' '),
  });
  console.log(`${backend}: list p99 ${rows.at(-1)!.p99} ms`);

  // the claim race: rounds of CLAIMERS couriers claiming the oldest open order at the same moment
  const claims: number[] = [];
  let won = 0;
  let refused = 0;
  const claimCpu = await cpuPerRequest(serverPid, database, async () => {
    for (let round = 0; round < CLAIM_ROUNDS; round += 1) {
      const orderId = listed[round % listed.length]!.id;
      const claimers = tokens
        .slice((round * CLAIMERS) % COURIERS)
        .concat(tokens)
        .slice(0, CLAIMERS);
      const statuses = await Promise.all(
        claimers.map(async (token) => {
          const began = performance.now();
          const response = await fetch(`${base}/api/courier/deliveries/${orderId}/claim`, {
            method: 'POST',
            headers: auth(token),
          });
          await response.arrayBuffer();
          claims.push(performance.now() - began);
          return response.status;
        }),
      );
      won += statuses.filter((status) => status === 200).length;
      refused += statuses.filter((status) => status === 409).length;
    }
    return claims.length;
  });
  if (won !== CLAIM_ROUNDS) throw new Error(`expected one winner per round, got ${won} in ${CLAIM_ROUNDS} rounds`);
  rows.push({
    backend,
    call: `POST /courier/deliveries/{id}/claim (${CLAIMERS} at once, ${CLAIM_ROUNDS} rounds: ${won} won, ${refused} 409)`,
    ...figures(claims),
    perSecond: null,
    ...claimCpu,
    failures: String(claims.length - won - refused || ''),
  });
  console.log(`${backend}: claim p99 ${rows.at(-1)!.p99} ms`);

  // ready → courier's screen: STREAMS couriers hold the portal's stream; the kitchen marks orders ready
  const kitchen = await signIn(base, 'kitchen@farmplate.test', 'kitchen123');
  const preparing = (await (
    await fetch(`${base}/api/kitchen-orders?status=preparing&search=BENCH-PREP&per_page=50`, { headers: auth(kitchen) })
  ).json()) as { orders: { id: number }[] };
  const targets = preparing.orders.slice(0, READY).map((order) => order.id);
  if (targets.length < READY) throw new Error(`only ${targets.length} of ${READY} orders in preparation found`);
  const sentAt = new Map<number, number>();
  const delays: number[] = [];
  const onAvailable = (orderId: number, at: number) => {
    const sent = sentAt.get(orderId);
    if (sent !== undefined) delays.push(at - sent);
  };
  const streams: http.ClientRequest[] = [];
  try {
    for (const token of tokens.slice(0, STREAMS)) {
      const response = await fetch(`${base}/api/events/ticket`, { method: 'POST', headers: auth(token) });
      const { ticket } = (await response.json()) as { ticket: string };
      streams.push(await openEventStream(base, ticket, 'delivery.available', onAvailable));
    }
    await sleep(1_000);
    const marks: number[] = [];
    for (const id of targets) {
      const began = performance.now();
      sentAt.set(id, began);
      const response = await fetch(`${base}/api/kitchen-orders/${id}`, {
        method: 'PUT',
        headers: { ...auth(kitchen), 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'ready' }),
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`Mark as Ready answered ${response.status}`);
      marks.push(performance.now() - began);
      await sleep(100);
    }
    await sleep(2_000);
    const expected = targets.length * STREAMS;
    rows.push({
      backend,
      call: `ready → courier's stream (${STREAMS} streams, ${targets.length} orders: ${delays.length} of ${expected} events)`,
      ...figures(delays),
      perSecond: null,
      cpuMsPerRequest: null,
      dbCpuMsPerRequest: null,
      failures: String(expected - delays.length || ''),
    });
    rows.push({
      backend,
      call: `  of which PUT /kitchen-orders/{id} ready (the kitchen's request)`,
      ...figures(marks),
      perSecond: null,
      cpuMsPerRequest: null,
      dbCpuMsPerRequest: null,
      failures: '',
    });
    console.log(`${backend}: ready → stream p99 ${rows.at(-2)!.p99} ms`);
  } finally {
    streams.forEach((stream) => stream.destroy());
    await database?.close();
  }
  return rows;
}

async function main(): Promise<void> {
  const builds = buildsToMeasure(PACKAGE_DIR, options.baseline);
  const rows: Row[] = [];
  for (const backend of wantedBackends(options.backends, POSTGRES_URL))
    for (const build of builds) {
      const label = `${build.name}${backend}`;
      const run = {
        backend,
        label,
        packageDir: build.dir,
        port: PORT,
        postgresUrl: POSTGRES_URL,
        name: 'deliveries',
        // every courier stream comes from this one address
        env: { LIVE_STREAMS_PER_ADDRESS: String(STREAMS + 10) },
      };
      rows.push(
        ...(await onFreshBackend(run, addFixture, (server) =>
          measure(label, server.base, server.pid, server.databaseUrl),
        )),
      );
    }

  console.log(
    `\nDeliveries; list for ${DURATION_MS / 1000} s per backend (load average ${(os.loadavg()[0] ?? 0).toFixed(1)} on ${os.cpus().length} CPUs)\n`,
  );
  console.table(
    rows.map((row) => ({
      backend: row.backend,
      call: row.call,
      'p50 ms': row.p50,
      'p95 ms': row.p95,
      'p99 ms': row.p99,
      'req/s': row.perSecond ?? '',
      'CPU ms/req': row.cpuMsPerRequest ?? '',
      'DB CPU ms/req': row.dbCpuMsPerRequest ?? '',
      failed: row.failures,
    })),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
