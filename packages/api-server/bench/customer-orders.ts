import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { deliverySlots, type PublicMenuResponse } from '@farmplate/contracts';
import { startServer, stop } from './server';

/**
 * `pnpm bench`, customers order: POST /orders (checkout: every line priced from the database,
 * the kitchen's settings trigger, the order, its lines and history in one transaction, the
 * confirmation mail written to the outbox after the answer) at 20 concurrent customers on
 * PGlite, each request a new order with its own idempotency key, from its own customer (email,
 * phone and client address behind the proxy), so the checkout limits count but never refuse.
 * Goal: p99 ≤ 50 ms.
 * Also GET /public-menu. The server runs as `pnpm start` does (the bundle of `pnpm build`).
 * BENCH_DURATION (seconds per call, default 10).
 */
const DURATION = Number(process.env.BENCH_DURATION || 10);
const CUSTOMERS = 20;
const PORT = 8743;

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'farmplate-bench-orders-'));
  const rows: { call: string; p50: number; p99: number; requestsPerSecond: number; non2xx: number }[] = [];
  try {
    // the client address is the proxy's X-Forwarded-For, as behind nginx
    const { child, base } = await startServer(dataDir, PORT, { TRUST_PROXY: 'true' });
    try {
      const menu = (await (await fetch(`${base}/api/public-menu?region=us`)).json()) as PublicMenuResponse;
      const mamas = menu.items.filter((item) => item.kitchen_name === "Mama's Soul Kitchen");
      const slot = deliverySlots(new Date(), menu.delivery.time_zone)[0]!.toISOString();
      const order = {
        region: 'us',
        items: mamas.slice(0, 2).map((item) => ({ menu_item_id: item.id, quantity: 2, notes: 'No onions' })),
        customer_name: 'Bench Customer',
        customer_email: 'bench@example.test',
        customer_phone: '+1 214 555 0100',
        delivery_address: '1 Bench St, Dallas, TX',
        delivery_time: slot,
        payment_method: 'cod',
      };
      const check = await fetch(`${base}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(order),
      });
      if (check.status !== 201) throw new Error(`POST /orders answered ${check.status}: ${await check.text()}`);

      let sequence = 0;
      // every request is a new order (a new key), as customers checking out would be
      const checkoutRun = (connections: number) =>
        autocannon({
          url: `${base}/api/orders`,
          method: 'POST',
          connections,
          duration: DURATION,
          headers: { 'content-type': 'application/json' },
          requests: [
            {
              setupRequest: (request) => {
                sequence += 1;
                return {
                  ...request,
                  headers: {
                    'content-type': 'application/json',
                    'x-forwarded-for': `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`,
                  },
                  body: JSON.stringify({
                    ...order,
                    customer_email: `bench-${sequence}@example.test`,
                    customer_phone: `+1 214 ${String(sequence).padStart(7, '0')}`,
                    idempotency_key: `bench-order-${sequence.toString().padStart(8, '0')}`,
                  }),
                };
              },
            },
          ],
        });
      // one customer alone: the time one checkout takes, what 20 at once queue behind on PGlite
      for (const connections of [1, CUSTOMERS]) {
        const checkout = await checkoutRun(connections);
        rows.push({
          call: `POST /orders (${connections} customer${connections === 1 ? '' : 's'})`,
          p50: checkout.latency.p50,
          p99: checkout.latency.p99,
          requestsPerSecond: Math.round(checkout.requests.average),
          non2xx: checkout.non2xx,
        });
      }
      const health = await autocannon({ url: `${base}/api/health`, connections: CUSTOMERS, duration: DURATION });
      rows.push({
        call: `GET /health (${CUSTOMERS}, the machine's floor)`,
        p50: health.latency.p50,
        p99: health.latency.p99,
        requestsPerSecond: Math.round(health.requests.average),
        non2xx: health.non2xx,
      });
      const menuRun = await autocannon({
        url: `${base}/api/public-menu?region=us`,
        connections: CUSTOMERS,
        duration: DURATION,
      });
      rows.push({
        call: `GET /public-menu (${CUSTOMERS} customers)`,
        p50: menuRun.latency.p50,
        p99: menuRun.latency.p99,
        requestsPerSecond: Math.round(menuRun.requests.average),
        non2xx: menuRun.non2xx,
      });
    } finally {
      await stop(child);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\nCustomers order on PGlite: ${CUSTOMERS} concurrent customers, ${DURATION} s per call ` +
      `(load average ${(os.loadavg()[0] ?? 0).toFixed(1)} on ${os.cpus().length} CPUs)\n`,
  );
  console.table(rows);
  const checkout = rows[1];
  if (checkout) console.log(`POST /orders p99 ${checkout.p99} ms at ${CUSTOMERS} customers (goal ≤ 50 ms)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
