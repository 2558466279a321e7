import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { startServer, stop } from './server';

/**
 * `pnpm bench`, admin orders and reports: 100,000 orders on PGlite, then
 * - GET /admin-orders with filters (counters included) at 10 concurrent clients: p99 (goal ≤ 25 ms)
 * - each report tab (last 5 months): p95 of sequential calls (goal ≤ 300 ms)
 * - the CSV export of all 100,000 orders: the server's peak resident memory above idle (goal ≤ 100 MB)
 * The server runs as `pnpm start` does (the bundle of `pnpm build`), in its own process.
 * BENCH_DURATION (seconds per list run, default 10), BENCH_ORDERS (default 100000).
 */
const PACKAGE_DIR = path.resolve(__dirname, '..');
const DURATION = Number(process.env.BENCH_DURATION || 10);
const ORDERS = Number(process.env.BENCH_ORDERS || 100_000);
const CONNECTIONS = 10;
const REPORT_SAMPLES = 40;
const PORT = 8741;

/** 100,000 orders spread over 400 days, every status, 1 to 3 lines each, in two INSERT … SELECTs. */
async function seedOrders(dataDir: string): Promise<void> {
  const database = await openDatabase({ url: null, dataDir: path.join(dataDir, 'pglite'), poolSize: 1 });
  const { db } = database;
  await db.execute(sql`
    with customers as (select array_agg(id order by id) as ids, array_agg(name order by id) as names,
        array_agg(email order by id) as emails from users where role = 'customer'),
      kitchens as (select array_agg(user_id order by user_id) as ids from kitchen_profiles),
      riders as (select array_agg(user_id order by user_id) as ids from delivery_profiles)
    insert into orders (order_number, customer_id, kitchen_id, delivery_partner_id, customer_name, customer_email,
      status, payment_status, total_amount, created_at, started_at, ready_at, completed_at, delivery_date, updated_at)
    select 'BENCH-' || n,
      c.ids[1 + n % array_length(c.ids, 1)], k.ids[1 + n % array_length(k.ids, 1)],
      case when n % 6 in (3, 4) then r.ids[1 + n % array_length(r.ids, 1)] end,
      c.names[1 + n % array_length(c.ids, 1)] || ' ' || n, 'bench' || n || '@example.test',
      (array['new', 'preparing', 'ready', 'completed', 'completed', 'cancelled'])[1 + n % 6],
      case when n % 6 = 5 then 'refunded' else 'paid' end,
      round((10 + (n * 7919) % 9000 / 100.0)::numeric, 2),
      now() - make_interval(mins => (n * 5.76)::int),
      case when n % 6 in (1, 2, 3, 4) then now() - make_interval(mins => (n * 5.76)::int - 3) end,
      case when n % 6 in (2, 3, 4) then now() - make_interval(mins => (n * 5.76)::int - 3 - (n % 25)) end,
      case when n % 6 in (3, 4) then now() - make_interval(mins => (n * 5.76)::int - 40) end,
      now() - make_interval(mins => (n * 5.76)::int - 60),
      now()
    from generate_series(1, ${ORDERS}) as n, customers c, kitchens k, riders r`);
  await db.execute(sql`
    insert into order_items (order_id, name, quantity, price)
    select o.id, (array['Jollof Rice', 'Suya Platter', 'Egusi Soup', 'Plantain', 'Zobo'])[1 + (o.id + line) % 5],
      1 + (o.id + line) % 3, round(o.total_amount / (1 + o.id % 3), 2)
    from orders o, generate_series(0, 2) as line
    where o.order_number like 'BENCH-%' and line <= o.id % 3`);
  await db.execute(sql`vacuum analyze`);
  await database.close();
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

const rssOf = async (pid: number) => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
};

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'farmplate-bench-admin-'));
  try {
    // the first start creates and seeds the demo database; then the orders go in beside it
    await stop((await startServer(dataDir, PORT)).child);
    const seeding = performance.now();
    await seedOrders(dataDir);
    const seedSeconds = ((performance.now() - seeding) / 1000).toFixed(1);
    const { child, base } = await startServer(dataDir, PORT);
    try {
      const login = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@farmplate.test', password: 'admin123' }),
      });
      const { token } = (await login.json()) as { token: string };
      const headers = { authorization: `Bearer ${token}` };
      const kitchens = (await (await fetch(`${base}/api/admin-orders/kitchens`, { headers })).json()) as {
        data: { id: number }[];
      };
      const kitchen = kitchens.data[0]!.id;

      // ---- the orders list with filters, 10 clients ----
      const listUrls = [
        `/api/admin-orders?status=new&kitchen=${kitchen}`,
        '/api/admin-orders?date=this-week',
        '/api/admin-orders?search=bench4217',
        `/api/admin-orders?status=completed&date=custom&from=2026-01-01&to=2026-03-31&page=3`,
        '/api/admin-orders?status=in-progress',
      ];
      const listRuns: {
        url: string;
        single: number;
        p99: number;
        requests: number;
        non2xx: number;
        timeouts: number;
      }[] = [];
      for (const url of listUrls) {
        // one client first: the cost of the call itself, without queueing
        const alone: number[] = [];
        for (let i = 0; i < 5; i += 1) {
          const began = performance.now();
          await (await fetch(`${base}${url}`, { headers })).arrayBuffer();
          alone.push(performance.now() - began);
        }
        const options = { url: `${base}${url}`, headers, connections: CONNECTIONS, timeout: 30 };
        const result = await autocannon({ ...options, duration: Math.max(2, Math.round(DURATION / 2)) });
        listRuns.push({
          url,
          single: Math.round(percentile(alone, 50)),
          p99: result.latency.p99,
          requests: result.requests.total,
          non2xx: result.non2xx,
          timeouts: (result as { timeouts?: number }).timeouts ?? 0,
        });
      }

      // ---- report tabs, sequential ----
      const reports: { tab: string; p95: number; p50: number }[] = [];
      for (const tab of ['sales', 'partners', 'customers']) {
        const url = `${base}/api/admin-reports/${tab}?period=last5months`;
        await fetch(url, { headers });
        const times: number[] = [];
        for (let i = 0; i < REPORT_SAMPLES; i += 1) {
          const began = performance.now();
          const response = await fetch(url, { headers });
          await response.arrayBuffer();
          if (!response.ok) throw new Error(`${tab} answered ${response.status}`);
          times.push(performance.now() - began);
        }
        reports.push({ tab, p95: Math.round(percentile(times, 95)), p50: Math.round(percentile(times, 50)) });
      }

      // ---- the export of every order: peak memory of the server above idle ----
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const idle = await rssOf(child.pid!);
      let peak = idle;
      const sampler = setInterval(() => {
        void rssOf(child.pid!).then((rss) => (peak = Math.max(peak, rss)));
      }, 25);
      const began = performance.now();
      const response = await fetch(`${base}/api/admin-orders/export`, { headers });
      let lines = 0;
      const decoder = new TextDecoder();
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>)
        lines += decoder.decode(chunk, { stream: true }).split('\n').length - 1;
      clearInterval(sampler);
      const exportSeconds = ((performance.now() - began) / 1000).toFixed(1);
      const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

      console.log(
        `\nAdmin orders and reports on PGlite with ${ORDERS.toLocaleString('en-US')} extra orders (seeded in ${seedSeconds} s)`,
      );
      console.log(`load average ${(os.loadavg()[0] ?? 0).toFixed(1)} on ${os.cpus().length} CPUs\n`);
      console.log(`GET /admin-orders with filters, ${CONNECTIONS} connections (goal p99 ≤ 25 ms):`);
      console.table(
        listRuns.map((run) => ({
          url: run.url,
          'one client, median ms': run.single,
          'p99 ms': run.p99,
          answered: run.requests,
          'non-2xx': run.non2xx,
          timeouts: run.timeouts,
        })),
      );
      console.log(`Report tabs, last 5 months, ${REPORT_SAMPLES} sequential calls each (goal p95 ≤ 300 ms):`);
      console.table(reports.map((row) => ({ tab: row.tab, 'p50 ms': row.p50, 'p95 ms': row.p95 })));
      console.log(
        `CSV export: ${lines - 1} orders in ${exportSeconds} s; server RSS idle ${mb(idle)} MB, peak ${mb(peak)} MB, ` +
          `+${mb(peak - idle)} MB (goal ≤ 100 MB)`,
      );

      const out = path.resolve(PACKAGE_DIR, '../../.bench');
      await mkdir(out, { recursive: true });
      await writeFile(
        path.join(out, 'admin-orders.json'),
        JSON.stringify(
          {
            date: new Date().toISOString(),
            orders: ORDERS,
            list: listRuns,
            reports,
            export: { rows: lines - 1, seconds: Number(exportSeconds), idleMb: mb(idle), peakMb: mb(peak) },
          },
          null,
          2,
        ),
      );
    } finally {
      await stop(child);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
