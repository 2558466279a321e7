import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { addKitchenOrders } from './kitchen-fixture';
import { openEventStream } from './event-stream';
import { startServer, stop } from './server';

/**
 * `pnpm bench` (live updates): 1,000 event streams open on one instance (PGlite, the bundle of
 * `pnpm build`), all of the seeded kitchen; the admin then cancels its open orders one at a time.
 * Reported: the delay from sending each change (so it includes the change's own request and
 * transaction) to its event at each stream (p50, p99; goal p99 ≤ 100 ms), and the server's
 * resident memory per open stream. BENCH_STREAMS (default 1000), BENCH_CHANGES (default 40).
 */
const STREAMS = Number(process.env.BENCH_STREAMS || 1000);
const CHANGES = Number(process.env.BENCH_CHANGES || 40);
const PORT = 8742;
/** A session may ask for 30 tickets a minute: streams are spread over this many sessions. */
const STREAMS_PER_SESSION = 25;

const rssBytes = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'))!;
  return Number(/(\d+)/.exec(line)![1]) * 1024;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function json<T>(base: string, method: string, url: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function main(): Promise<void> {
  process.env.AUTH_ACCOUNT_ATTEMPTS_PER_15_MINUTES = '100000';
  // one account on one address opens every stream: the caps of a real deployment would refuse most
  process.env.LIVE_STREAMS_PER_ACCOUNT = String(STREAMS);
  process.env.LIVE_STREAMS_PER_ADDRESS = String(STREAMS);
  process.env.LIVE_STREAMS_PER_SESSION = String(STREAMS_PER_SESSION);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'farmplate-live-bench-'));
  try {
    await stop((await startServer(dataDir, PORT)).child);
    await addKitchenOrders(dataDir, { past: 0, open: CHANGES * 3 });
    const { child, base } = await startServer(dataDir, PORT);
    const streams: http.ClientRequest[] = [];
    try {
      const login = (email: string, password: string) =>
        json<{ token: string }>(base, 'POST', '/api/login', undefined, { email, password }).then((r) => r.token);
      const admin = await login('admin@farmplate.test', 'admin123');
      const kitchen = await login('kitchen@farmplate.test', 'kitchen123');
      const { orders } = await json<{ orders: { id: number; status: string }[] }>(
        base,
        'GET',
        '/api/kitchen-orders?scope=current',
        kitchen,
      );
      const targets = orders.slice(0, CHANGES).map((order) => order.id);

      await sleep(1_000);
      const rssBefore = rssBytes(child.pid!);
      const sentAt = new Map<number, number>();
      const delays: number[] = [];
      const onOrder = (orderId: number, at: number) => {
        const sent = sentAt.get(orderId);
        if (sent !== undefined) delays.push(at - sent);
      };
      for (let opened = 0; opened < STREAMS; opened += STREAMS_PER_SESSION) {
        const token = await login('kitchen@farmplate.test', 'kitchen123');
        const batch = Math.min(STREAMS_PER_SESSION, STREAMS - opened);
        for (let index = 0; index < batch; index += 1) {
          const { ticket } = await json<{ ticket: string }>(base, 'POST', '/api/events/ticket', token);
          streams.push(await openEventStream(base, ticket, 'order.updated', onOrder));
        }
      }
      await sleep(2_000);
      const rssAfter = rssBytes(child.pid!);

      const requestMs: number[] = [];
      for (const id of targets) {
        const began = performance.now();
        sentAt.set(id, began);
        await json(base, 'PUT', `/api/admin-orders/${id}`, admin, { status: 'cancelled' });
        requestMs.push(performance.now() - began);
        await sleep(100);
      }
      await sleep(2_000);

      const sorted = [...delays].sort((a, b) => a - b);
      const expected = targets.length * STREAMS;
      console.log(
        [
          `live updates: ${STREAMS} streams on one instance (PGlite), ${targets.length} changes → ${delays.length} of ${expected} events received`,
          `  change → event at client: p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms (goal p99 ≤ 100 ms)`,
          `  the change's own request (PUT /admin-orders/:id): p50 ${percentile(
            [...requestMs].sort((a, b) => a - b),
            50,
          ).toFixed(1)} ms`,
          `  server memory: ${(rssBefore / 2 ** 20).toFixed(0)} MiB → ${(rssAfter / 2 ** 20).toFixed(0)} MiB with the streams open, ${((rssAfter - rssBefore) / STREAMS / 1024).toFixed(1)} KiB per open stream`,
        ].join('\n'),
      );
    } finally {
      streams.forEach((stream) => stream.destroy());
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
