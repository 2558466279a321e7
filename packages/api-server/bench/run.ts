import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createPostgresDatabase } from '../src/testing/postgres-database';
import { addBenchUsers, BENCH_USER_COUNT, BENCH_USER_SEARCH } from './bench-users';
import { startServer, stop } from './server';

/**
 * `pnpm bench`: latency and throughput of GET /menu-items, GET /admin-orders, GET /users (with
 * 10,000 more accounts, the first page and a search), POST /login and GET /remotes.json (answered
 * from the release registry)
 * (autocannon, 10 connections) on PGlite and on PostgreSQL, and the time from start to the first
 * answer on an existing data directory. The server runs as `pnpm start` does (the bundle of
 * `pnpm build`), in its own process.
 * BENCH_DURATION (seconds, default 10), BENCH_DATABASE_URL (default the local PostgreSQL).
 */
const PACKAGE_DIR = path.resolve(__dirname, '..');
const DURATION = Number(process.env.BENCH_DURATION || 10);
const CONNECTIONS = 10;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

interface Row {
  backend: string;
  call: string;
  p50: number;
  p99: number;
  requestsPerSecond: number;
  non2xx: number;
}

async function measure(backend: string, base: string): Promise<Row[]> {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@farmplate.test', password: 'admin123' }),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const calls = [
    { call: 'GET /api/menu-items', options: { url: `${base}/api/menu-items`, headers: auth } },
    { call: 'GET /api/admin-orders', options: { url: `${base}/api/admin-orders`, headers: auth } },
    // the admin's users list with 10,000 extra accounts, the first page and a search
    { call: `GET /api/users (${BENCH_USER_COUNT} more)`, options: { url: `${base}/api/users`, headers: auth } },
    {
      call: `GET /api/users?search (${BENCH_USER_COUNT} more)`,
      options: { url: `${base}/api/users?search=${encodeURIComponent(BENCH_USER_SEARCH)}`, headers: auth },
    },
    {
      call: 'POST /api/login',
      options: {
        url: `${base}/api/login`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'kitchen@farmplate.test', password: 'kitchen123' }),
      },
    },
    // every page load reads the release registry
    { call: 'GET /remotes.json', options: { url: `${base}/remotes.json` } },
  ];
  const rows: Row[] = [];
  for (const { call, options } of calls) {
    await autocannon({ ...options, connections: CONNECTIONS, duration: 1 }); // warm-up
    const result = await autocannon({ ...options, connections: CONNECTIONS, duration: DURATION });
    rows.push({
      backend,
      call,
      p50: result.latency.p50,
      p99: result.latency.p99,
      requestsPerSecond: Math.round(result.requests.average),
      non2xx: result.non2xx,
    });
  }
  return rows;
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  const startups: Record<string, { firstStartMs: number; startMs: number }> = {};

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'farmplate-bench-'));
  try {
    // the first start creates and seeds the database; the second opens the existing one
    const first = await startServer(dataDir, 8731);
    await stop(first.child);
    await addBenchUsers({ dataDir: path.join(dataDir, 'pglite') });
    const second = await startServer(dataDir, 8731);
    startups.pglite = { firstStartMs: first.startMs, startMs: second.startMs };
    rows.push(...(await measure('PGlite', second.base)));
    await stop(second.child);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }

  let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | null = null;
  try {
    postgres = await createPostgresDatabase(POSTGRES_URL);
  } catch (error) {
    console.warn(`PostgreSQL at ${POSTGRES_URL} is not reachable, skipping it: ${(error as Error).message}`);
  }
  if (postgres) {
    const scratch = await mkdtemp(path.join(os.tmpdir(), 'farmplate-bench-'));
    try {
      const env = { DATABASE_URL: postgres.url };
      const first = await startServer(scratch, 8732, env);
      await stop(first.child);
      await addBenchUsers({ url: postgres.url });
      const second = await startServer(scratch, 8732, env);
      startups.postgres = { firstStartMs: first.startMs, startMs: second.startMs };
      rows.push(...(await measure('PostgreSQL', second.base)));
      await stop(second.child);
    } finally {
      await postgres.drop();
      await rm(scratch, { recursive: true, force: true });
    }
  }

  console.log(
    `\nFarmPlate API, ${CONNECTIONS} connections, ${DURATION} s per call (load average ${(os.loadavg()[0] ?? 0).toFixed(1)} on ${os.cpus().length} CPUs)\n`,
  );
  console.table(
    rows.map((row) => ({
      backend: row.backend,
      call: row.call,
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      'req/s': row.requestsPerSecond,
      'non-2xx': row.non2xx,
    })),
  );
  console.log('\nStart-up to first answer (ms): first start on an empty database / start on an existing one');
  for (const [backend, times] of Object.entries(startups))
    console.log(`  ${backend}: ${times.firstStartMs} / ${times.startMs}`);

  const out = path.resolve(PACKAGE_DIR, '../../.bench');
  await mkdir(out, { recursive: true });
  await writeFile(
    path.join(out, 'api.json'),
    JSON.stringify(
      { date: new Date().toISOString(), connections: CONNECTIONS, durationSeconds: DURATION, rows, startups },
      null,
      2,
    ),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
