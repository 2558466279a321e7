// The kitchen board's bench: the time from confirming Mark as Ready to the card repainted as Ready, with 200
// open orders on the kitchen's board, in Chromium against the real server (goal ≤ 100 ms).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from './support';

const SAMPLES = Number(process.env.BENCH_SAMPLES || 15);
let server: ChildProcess;
let base = '';

test.beforeAll(async () => {
  server = spawn('pnpm', ['exec', 'tsx', 'bench/board-server.ts'], {
    cwd: path.resolve(__dirname, '../../packages/api-server'),
    env: { ...process.env, PORT: process.env.BENCH_PORT || '8751', BENCH_OPEN_ORDERS: '200' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  base = await new Promise<string>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => {
      const ready = /READY (\S+)/.exec(chunk.toString());
      if (ready) resolve(ready[1]!);
    });
    server.once('exit', (code) => reject(new Error(`board server exited with ${code}`)));
  });
});

test.afterAll(() => {
  server.kill('SIGTERM');
});

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

test('Mark as Ready repaints the card with 200 open orders on the board', async ({ page }) => {
  const { email, password } = DEMO_ACCOUNTS.kitchen;
  const login = await page.request.post(`${base}/api/login`, { data: { email, password } });
  const { token, user } = (await login.json()) as { token: string; user: unknown };
  await page.goto(`${base}/remotes.json`);
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
    },
    [token, JSON.stringify(user)] as const,
  );
  await page.goto(`${base}/dashboard/orders`);
  await expect(page.getByRole('article')).toHaveCount(200, { timeout: 60_000 });

  const timings: number[] = [];
  const network: number[] = [];
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Mark as Ready' }) })
      .first();
    const label = (await card.getAttribute('aria-label'))!;
    await card.getByRole('button', { name: 'Mark as Ready' }).click();
    const confirm = page
      .getByRole('alertdialog', { name: 'Mark as Ready' })
      .getByRole('button', { name: 'Mark as Ready' });
    await confirm.waitFor();
    // Click in the page and time until the frame after the card shows Complete Order (its next step).
    const elapsed = await page.evaluate(async (cardLabel) => {
      const button = [...document.querySelectorAll('[role="alertdialog"] button')].find(
        (node) => node.textContent?.trim() === 'Mark as Ready',
      ) as HTMLButtonElement;
      const repainted = () =>
        [...(document.querySelector(`article[aria-label="${cardLabel}"]`)?.querySelectorAll('button') ?? [])].some(
          (node) => node.textContent?.trim() === 'Complete Order',
        );
      const started = performance.now();
      button.click();
      await new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!repainted()) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      });
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
      const total = performance.now() - started;
      // the PUT's own time: what the server and network take of it
      const put = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/api\/kitchen-orders\/\d+$/.test(entry.name))
        .pop();
      return { total, network: put?.duration ?? 0 };
    }, label);
    timings.push(elapsed.total);
    network.push(elapsed.network);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  }
  const sorted = [...timings].sort((a, b) => a - b);
  const sortedNetwork = [...network].sort((a, b) => a - b);
  const browser = timings.map((total, index) => total - network[index]!).sort((a, b) => a - b);
  console.log(
    `Mark as Ready → card repainted, 200 open orders, ${SAMPLES} samples: ` +
      `p50 ${percentile(sorted, 0.5).toFixed(0)} ms, p95 ${percentile(sorted, 0.95).toFixed(0)} ms, ` +
      `max ${sorted[sorted.length - 1]!.toFixed(0)} ms (goal ≤ 100 ms); of which the PUT p50 ` +
      `${percentile(sortedNetwork, 0.5).toFixed(0)} ms, the browser's own work p50 ${percentile(browser, 0.5).toFixed(0)} ms, ` +
      `p95 ${percentile(browser, 0.95).toFixed(0)} ms`,
  );
});
