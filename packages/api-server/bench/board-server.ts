import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { addKitchenOrders } from './kitchen-fixture';
import { startServer, stop } from './server';

/**
 * A server for the browser bench of the kitchen board (shell/e2e/kitchen-board.bench.ts): the
 * seeded kitchen with BENCH_OPEN_ORDERS (default 200) open orders. Prints `READY <url>` once it
 * answers, and removes its database when stopped.
 */
const PORT = Number(process.env.PORT || 8751);
const OPEN = Number(process.env.BENCH_OPEN_ORDERS || 200);

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'farmplate-board-bench-'));
  await stop((await startServer(dataDir, PORT)).child);
  await addKitchenOrders(dataDir, { past: 0, open: OPEN });
  const { child, base } = await startServer(dataDir, PORT);
  console.log(`READY ${base}`);
  const shutdown = () => {
    void stop(child).then(() => rm(dataDir, { recursive: true, force: true }).then(() => process.exit(0)));
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
