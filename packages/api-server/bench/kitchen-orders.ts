import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { addKitchenOrders } from './kitchen-fixture';
import { startServer, stop } from './server';

/**
 * `pnpm bench`, the kitchen board: GET /kitchen-orders at 10 concurrent clients for a kitchen with 5,000
 * past orders on PGlite (goal: p99 ≤ 25 ms for the board's first load, scope=current).
 * The server runs as `pnpm start` does (the bundle of `pnpm build`).
 * BENCH_DURATION (seconds, default 10), BENCH_PAST_ORDERS (default 5000), BENCH_OPEN_ORDERS (default 30).
 */
const DURATION = Number(process.env.BENCH_DURATION || 10);
const PAST_ORDERS = Number(process.env.BENCH_PAST_ORDERS || 5000);
// a flood: BENCH_OPEN_ORDERS=5000 (the board answers one page of 50 and counts them all)
const OPEN_ORDERS = Number(process.env.BENCH_OPEN_ORDERS || 30);
const CONNECTIONS = 10;
const PORT = 8741;

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
    await stop((await startServer(dataDir, PORT)).child);
    await addKitchenOrders(dataDir, { past: PAST_ORDERS, open: OPEN_ORDERS });
    const { child, base } = await startServer(dataDir, PORT);
    try {
      const login = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'kitchen@farmplate.test', password: 'kitchen123' }),
      });
      const { token } = (await login.json()) as { token: string };
      const headers = { authorization: `Bearer ${token}` };
      // the floor: the lightest signed-in call (session check and a one-row answer) on the same server
      const paths = [
        '/api/kitchen-orders?scope=current',
        '/api/kitchen-orders?scope=older',
        '/api/kitchen-orders',
        '/api/user-detail',
      ];
      for (const callPath of paths) {
        const url = `${base}${callPath}`;
        const sample = (await (await fetch(url, { headers })).json()) as { orders?: unknown[] };
        await autocannon({ url, headers, connections: CONNECTIONS, duration: 1 }); // warm-up
        const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION });
        rows.push({
          call: `GET ${callPath}`,
          orders: sample.orders?.length ?? 0,
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
