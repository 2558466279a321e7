import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { buildsToMeasure, onFreshBackend, wantedBackends, type Target } from './backends';
import { addBenchUsers, BENCH_USER_COUNT } from './bench-users';
import { cpuMsOf, databaseCpu, percentile } from './process-cpu';
import { startServer, stop } from './server';

/**
 * `pnpm bench`: the order screens at scale — 100,000 orders (`--orders N`) and 10,000 more
 * accounts — on PGlite and, when BENCH_DATABASE_URL is set, on PostgreSQL, side by side. Each call
 * runs at 1 client, then at 10, and prints p50/p95/p99 of both, the server's CPU time per request
 * (from /proc, the server runs as `pnpm start` does, in its own process) and on PostgreSQL the
 * database's CPU time per request (its backends' /proc, when it runs on this machine).
 *
 *   pnpm --filter @farmplate/api-server bench:orders [--orders 1000000] [--backends postgres]
 *        [--keep-database] [--calls 'this week,search']
 *        [--baseline ../../../other-checkout/packages/api-server]
 *
 * `--keep-database` leaves each run's database in place and prints where (PostgreSQL: its URL, for
 * EXPLAIN (ANALYZE, BUFFERS) of the calls' queries; PGlite: its DATA_DIR, to profile the server on
 * it); drop or remove them afterwards.
 *
 * `--calls`: only the calls whose names contain one of these (comma-separated).
 *
 * `--data-dir DIR`: PGlite only, on a DATA_DIR kept by an earlier run (`--keep-database`), without
 * seeding again (a 100,000-order seed takes minutes): each build's server starts on it in turn
 * (`--orders` names its size in the table's title).
 *
 * `--baseline DIR` runs the same calls on another build of the server (its `pnpm build`) on a
 * database of its own, so before and after are measured in one run. BENCH_DURATION: seconds at 10
 * clients per call (default 6; 1 client runs half as long). BENCH_PORT: the server's port (default 8751).
 */
const PACKAGE_DIR = path.resolve(__dirname, '..');
const { values: options } = parseArgs({
  options: {
    orders: { type: 'string', default: process.env.BENCH_ORDERS || '100000' },
    backends: { type: 'string', default: 'pglite,postgres' },
    baseline: { type: 'string' },
    'keep-database': { type: 'boolean', default: false },
    calls: { type: 'string' },
    'data-dir': { type: 'string' },
  },
});
const ORDERS = Number(options.orders);
const DURATION_MS = Number(process.env.BENCH_DURATION || 6) * 1000;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL || null;
const CLIENTS = 10;
/** BENCH_PORT: another port, when another bench may be running on this machine. */
const PORT = Number(process.env.BENCH_PORT || 8751);

/** `ORDERS` orders over 400 days, every status, both currencies, 1 to 3 lines each, in two INSERT … SELECTs. */
async function seedOrders(target: Target): Promise<void> {
  const database = await openDatabase({ ...target, poolSize: 1 });
  const { db } = database;
  const minutes = (400 * 24 * 60) / ORDERS;
  await db.execute(sql`
    with customers as (select array_agg(id order by id) as ids, array_agg(name order by id) as names
        from users where role = 'customer'),
      kitchens as (select array_agg(user_id order by user_id) as ids from kitchen_profiles),
      riders as (select array_agg(user_id order by user_id) as ids from delivery_profiles)
    insert into orders (order_number, customer_id, kitchen_id, delivery_partner_id, customer_name, customer_email,
      status, payment_status, total_amount, region, created_at, started_at, ready_at, completed_at, delivery_date, updated_at)
    select 'BENCH-' || n,
      c.ids[1 + n % array_length(c.ids, 1)], k.ids[1 + n % array_length(k.ids, 1)],
      case when n % 6 in (3, 4) then r.ids[1 + n % array_length(r.ids, 1)] end,
      c.names[1 + n % array_length(c.ids, 1)] || ' ' || n, 'bench' || n || '@example.test',
      (array['new', 'preparing', 'ready', 'completed', 'completed', 'cancelled'])[1 + n % 6],
      case when n % 6 = 5 then 'refunded' else 'paid' end,
      round((10 + (n::bigint * 7919) % 9000 / 100.0)::numeric, 2),
      case when n % 7 = 0 then 'ng' else 'us' end,
      now() - make_interval(mins => (n * ${minutes}::float8)::int),
      case when n % 6 in (1, 2, 3, 4) then now() - make_interval(mins => (n * ${minutes}::float8)::int - 3) end,
      case when n % 6 in (2, 3, 4) then now() - make_interval(mins => (n * ${minutes}::float8)::int - 3 - (n % 25)) end,
      case when n % 6 in (3, 4) then now() - make_interval(mins => (n * ${minutes}::float8)::int - 40) end,
      now() - make_interval(mins => (n * ${minutes}::float8)::int - 60),
      now()
    from generate_series(1, ${ORDERS}) as n, customers c, kitchens k, riders r`);
  await db.execute(sql`
    insert into order_items (order_id, name, quantity, price)
    select o.id, (array['Jollof Rice', 'Suya Platter', 'Egusi Soup', 'Plantain', 'Zobo'])[1 + (o.id + line) % 5],
      1 + (o.id + line) % 3, round(o.total_amount / (1 + o.id % 3), 2)
    from orders o, generate_series(0, 2) as line
    where o.order_number like 'BENCH-%' and line <= o.id % 3`);
  // the kept counts folded, as a server that has run a while keeps them (a read folds what piled up)
  await db.execute(sql`select compact_order_rollups()`);
  await db.execute(sql`vacuum analyze`);
  await database.close();
}

interface Load {
  latencies: number[];
  failures: number;
}

/**
 * One GET on a kept-alive connection; its status once the body has been read (and dropped). Node's
 * `http`, not `fetch`: the load runs on the same two CPUs as the server and the database, and
 * `fetch` (its streams, a 37 kB board read into a buffer) cost the client about as much CPU per
 * request as the server's own, which the ten clients' latencies then carried.
 */
function get(url: string, headers: Record<string, string>, agent: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent }, (response) => {
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.resume();
      })
      .on('error', reject);
  });
}

/** `clients` loops calling `url` one request after another for `ms`. */
async function load(url: string, headers: Record<string, string>, clients: number, ms: number): Promise<Load> {
  const latencies: number[] = [];
  let failures = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const until = performance.now() + ms;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const began = performance.now();
        const status = await get(url, headers, agent);
        latencies.push(performance.now() - began);
        if (status < 200 || status > 299) failures += 1;
      }
    }),
  );
  agent.destroy();
  return { latencies: latencies.sort((a, b) => a - b), failures };
}

interface Row {
  backend: string;
  call: string;
  one: { p50: number; p95: number; p99: number };
  ten: { p50: number; p95: number; p99: number; perSecond: number };
  cpuMsPerRequest: number;
  dbCpuMsPerRequest: number | null;
  failures: number;
}

const figures = (run: Load) => ({
  p50: Math.round(percentile(run.latencies, 50) * 10) / 10,
  p95: Math.round(percentile(run.latencies, 95) * 10) / 10,
  p99: Math.round(percentile(run.latencies, 99) * 10) / 10,
});

/** Every call of the order screens, one client then ten. */
async function measure(backend: string, base: string, serverPid: number, databaseUrl: string | null): Promise<Row[]> {
  const signIn = async (email: string, password: string) => {
    const response = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    return { authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
  };
  const admin = await signIn('admin@farmplate.test', 'admin123');
  const kitchen = await signIn('kitchen@farmplate.test', 'kitchen123');
  const kitchens = (await (await fetch(`${base}/api/admin-orders/kitchens`, { headers: admin })).json()) as {
    data: { id: number; name: string }[];
  };
  const busiest = kitchens.data[0]!.id;
  const year = new Date().getFullYear();
  // Next from page 500: by the page's cursor where the server gives one, else by number (OFFSET)
  const deep = (await (await fetch(`${base}/api/admin-orders?page=500`, { headers: admin })).json()) as {
    next_cursor?: string | null;
  };
  const nextFrom500 = deep.next_cursor
    ? `/api/admin-orders?page=501&after=${encodeURIComponent(deep.next_cursor)}`
    : '/api/admin-orders?page=501';
  const calls: { call: string; url: string; headers: Record<string, string> }[] = [
    { call: 'admin orders, first screen', url: '/api/admin-orders', headers: admin },
    { call: 'admin orders, status + kitchen', url: `/api/admin-orders?status=new&kitchen=${busiest}`, headers: admin },
    { call: 'admin orders, this week', url: '/api/admin-orders?date=this-week', headers: admin },
    // its matches grow with the table (bench4217 is in bench42170–9, bench421700–99…): 11 at 100,000, 111 at a million
    { call: 'admin orders, free-text search', url: '/api/admin-orders?search=bench4217', headers: admin },
    // one order's e-mail: one match at any size
    {
      call: 'admin orders, free-text search of one order',
      url: '/api/admin-orders?search=bench4217%40example.test',
      headers: admin,
    },
    {
      call: 'admin orders, completed, custom dates, page 3',
      url: `/api/admin-orders?status=completed&date=custom&from=${year}-01-01&to=${year}-03-31&page=3`,
      headers: admin,
    },
    { call: 'admin orders, page 500 (a numbered page)', url: '/api/admin-orders?page=500', headers: admin },
    { call: 'admin orders, Next from page 500', url: nextFrom500, headers: admin },
    { call: 'kitchen board', url: '/api/kitchen-orders?scope=current', headers: kitchen },
    { call: `users list (${BENCH_USER_COUNT.toLocaleString('en-US')} more)`, url: '/api/users', headers: admin },
    { call: 'sales report, last month', url: '/api/admin-reports/sales?period=lastmonth', headers: admin },
    { call: 'sales report, last 5 months', url: '/api/admin-reports/sales?period=last5months', headers: admin },
    { call: 'sales report, last year', url: '/api/admin-reports/sales?period=lastyear', headers: admin },
    {
      call: 'sales report, custom 3 years',
      url: `/api/admin-reports/sales?period=custom&from=${year - 2}-01-01&to=${year}-12-31`,
      headers: admin,
    },
    { call: 'dashboard', url: '/api/admin-dashboard', headers: admin },
  ];
  const database = databaseUrl ? databaseCpu(databaseUrl) : null;
  const rows: Row[] = [];
  const wanted = options.calls?.split(',').map((name) => name.trim().toLowerCase());
  for (const { call, url, headers } of calls) {
    if (wanted && !wanted.some((name) => call.toLowerCase().includes(name))) continue;
    const full = `${base}${url}`;
    await load(full, headers, CLIENTS, 500); // warm-up: plans, caches, connections
    const serverBefore = await cpuMsOf(serverPid);
    const databaseBefore = await database?.sample();
    const one = await load(full, headers, 1, DURATION_MS / 2);
    const ten = await load(full, headers, CLIENTS, DURATION_MS);
    const requests = one.latencies.length + ten.latencies.length;
    const serverMs = (await cpuMsOf(serverPid)) - serverBefore;
    let databaseMs: number | null = null;
    if (database && databaseBefore) {
      const after = await database.sample();
      databaseMs = [...after].reduce((sum, [pid, ms]) => sum + ms - (databaseBefore.get(pid) ?? 0), 0);
    }
    console.log(`${backend}, ${call}: 10 clients p99 ${figures(ten).p99} ms, 1 client p50 ${figures(one).p50} ms`);
    rows.push({
      backend,
      call,
      one: figures(one),
      ten: { ...figures(ten), perSecond: Math.round(ten.latencies.length / (DURATION_MS / 1000)) },
      cpuMsPerRequest: Math.round((serverMs / requests) * 100) / 100,
      dbCpuMsPerRequest: databaseMs === null ? null : Math.round((databaseMs / requests) * 100) / 100,
      failures: one.failures + ten.failures,
    });
  }
  await database?.close();
  return rows;
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  const kept = options['data-dir'];
  if (kept)
    for (const build of buildsToMeasure(PACKAGE_DIR, options.baseline)) {
      const { child, base } = await startServer(path.resolve(kept), PORT, {}, build.dir);
      try {
        rows.push(...(await measure(`${build.name}PGlite`, base, child.pid!, null)));
      } finally {
        await stop(child);
      }
    }
  for (const build of kept ? [] : buildsToMeasure(PACKAGE_DIR, options.baseline))
    for (const backend of wantedBackends(options.backends, POSTGRES_URL)) {
      const label = `${build.name}${backend}`;
      const run = { backend, label, packageDir: build.dir, port: PORT, postgresUrl: POSTGRES_URL, name: 'orders' };
      const seed = async (target: Target) => {
        const seeding = performance.now();
        await seedOrders(target);
        await addBenchUsers(target.url ? { url: target.url } : { dataDir: target.dataDir! });
        console.log(
          `${label}: ${ORDERS.toLocaleString('en-US')} orders seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
        );
      };
      rows.push(
        ...(await onFreshBackend({ ...run, keep: options['keep-database'] }, seed, (server) =>
          measure(label, server.base, server.pid, server.databaseUrl),
        )),
      );
    }

  console.log(
    `\nOrder screens with ${ORDERS.toLocaleString('en-US')} orders; 1 client for ${DURATION_MS / 2000} s, ` +
      `${CLIENTS} clients for ${DURATION_MS / 1000} s per call (load average ${(os.loadavg()[0] ?? 0).toFixed(1)} on ${os.cpus().length} CPUs)\n`,
  );
  console.table(
    rows.map((row) => ({
      backend: row.backend,
      call: row.call,
      '1: p50': row.one.p50,
      '1: p95': row.one.p95,
      '1: p99': row.one.p99,
      '10: p50': row.ten.p50,
      '10: p95': row.ten.p95,
      '10: p99': row.ten.p99,
      '10: req/s': row.ten.perSecond,
      'CPU ms/req': row.cpuMsPerRequest,
      'DB CPU ms/req': row.dbCpuMsPerRequest ?? '',
      failed: row.failures,
    })),
  );
  console.log(
    'Goals (PostgreSQL, 100,000 orders, 10 clients): admin orders p99 ≤ 25 ms; kitchen board p99 ≤ 15 ms; users p99 ≤ 25 ms;\n' +
      'reports p95 ≤ 60 ms; dashboard p95 ≤ 30 ms. PGlite: CPU per list request ≤ 3 ms, 1 client p50 ≤ 5 ms.',
  );
  const out = path.resolve(PACKAGE_DIR, '../../.bench');
  await mkdir(out, { recursive: true });
  await writeFile(
    path.join(out, `orders-at-scale-${ORDERS}.json`),
    JSON.stringify({ date: new Date().toISOString(), orders: ORDERS, durationMs: DURATION_MS, rows }, null, 2),
  );
  if (rows.some((row) => row.failures > 0)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
