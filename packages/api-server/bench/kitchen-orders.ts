import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';

/**
 * `pnpm bench` (issue 12): GET /kitchen-orders at 10 concurrent clients for a kitchen with 5,000
 * past orders on PGlite (goal: p99 ≤ 25 ms for the board's first load, scope=current).
 * The server runs as `pnpm start` does (the bundle of `pnpm build`).
 * BENCH_DURATION (seconds, default 10), BENCH_PAST_ORDERS (default 5000).
 */
const PACKAGE_DIR = path.resolve(__dirname, '..');
const DURATION = Number(process.env.BENCH_DURATION || 10);
const PAST_ORDERS = Number(process.env.BENCH_PAST_ORDERS || 5000);
const OPEN_ORDERS = 30;
const CONNECTIONS = 10;
const PORT = 8741;

async function startServer(dataDir: string): Promise<{ child: ChildProcess; base: string }> {
  if (!existsSync(path.join(PACKAGE_DIR, 'dist/server/main.mjs')))
    throw new Error('No server bundle: run `pnpm build` first.');
  const child = spawn(process.execPath, ['dist/server/main.mjs'], {
    cwd: PACKAGE_DIR,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_REQUESTS: 'false',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${PORT}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { child, base };
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** 5,000 completed orders over the last 90 days and 30 open ones today, each with 1 to 3 lines. */
async function addOrders(dataDir: string): Promise<void> {
  const handle = await openDatabase({ url: null, dataDir: path.join(dataDir, 'pglite') });
  try {
    const { db } = handle;
    await db.execute(sql`
      insert into orders (order_number, kitchen_id, customer_name, customer_phone, delivery_address, status,
                          total_amount, created_at, started_at, ready_at, completed_at)
      select 'BENCH-' || n, k.id, 'Bench Customer ' || n, '+1 214 555 0100', '1 Bench Street',
             'completed', 10 + (n % 40), at, at + interval '3 minutes', at + interval '18 minutes', at + interval '30 minutes'
      from generate_series(1, ${PAST_ORDERS}) n,
           (select id from users where email = 'kitchen@farmplate.test') k,
           lateral (select now() - interval '1 day' - (n * interval '90 days' / ${PAST_ORDERS})) t(at)`);
    await db.execute(sql`
      insert into orders (order_number, kitchen_id, customer_name, status, total_amount, created_at)
      select 'BENCH-OPEN-' || n, k.id, 'Open Customer ' || n, (array['new','preparing','ready'])[1 + n % 3],
             12.5, now() - (n * interval '1 minute')
      from generate_series(1, ${OPEN_ORDERS}) n, (select id from users where email = 'kitchen@farmplate.test') k`);
    await db.execute(sql`
      insert into order_items (order_id, name, quantity, price)
      select o.id, (array['Jollof Rice','Egusi Soup','Suya Platter'])[line], 1 + (o.id + line) % 3, 9.5
      from orders o, generate_series(1, 3) line
      where o.order_number like 'BENCH-%' and line <= 1 + o.id % 3`);
  } finally {
    await handle.close();
  }
}

interface Row {
  call: string;
  orders: number;
  p50: number;
  p99: number;
  requestsPerSecond: number;
  non2xx: number;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'farmplate-kitchen-bench-'));
  const rows: Row[] = [];
  try {
    // first start creates and seeds the database; the orders go in while no server holds it
    await stop((await startServer(dataDir)).child);
    await addOrders(dataDir);
    const { child, base } = await startServer(dataDir);
    try {
      const login = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'kitchen@farmplate.test', password: 'kitchen123' }),
      });
      const { token } = (await login.json()) as { token: string };
      const headers = { authorization: `Bearer ${token}` };
      for (const query of ['?scope=current', '?scope=older', '']) {
        const url = `${base}/api/kitchen-orders${query}`;
        const sample = (await (await fetch(url, { headers })).json()) as { orders: unknown[] };
        await autocannon({ url, headers, connections: CONNECTIONS, duration: 1 }); // warm-up
        const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION });
        rows.push({
          call: `GET /api/kitchen-orders${query}`,
          orders: sample.orders.length,
          p50: result.latency.p50,
          p99: result.latency.p99,
          requestsPerSecond: Math.round(result.requests.average),
          non2xx: result.non2xx,
        });
      }
    } finally {
      await stop(child);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\nKitchen order board on PGlite: a kitchen with ${PAST_ORDERS} past and ${OPEN_ORDERS} open orders, ` +
      `${CONNECTIONS} connections, ${DURATION} s per call (load average ${(os.loadavg()[0] ?? 0).toFixed(1)} on ${os.cpus().length} CPUs)\n`,
  );
  console.table(rows);
  const board = rows[0];
  if (board) console.log(`GET /kitchen-orders (board's first load) p99 ${board.p99} ms (goal ≤ 25 ms)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
