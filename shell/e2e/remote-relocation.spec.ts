// "A team deploys a new version of one remote by publishing its folder and changing one URL"
// (ARCHITECTURE.md): the kitchen build is copied to another origin, a second server is started
// with REMOTE_KITCHEN_URL pointing there, and the same shell build loads it from its new home.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './support';
import { loginViaApi } from './support';

const repoRoot = path.resolve(__dirname, '../..');
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json',
};

/** A plain static host on another origin, as a CDN would be: files under /kitchen-v2/, CORS open. */
function startStaticHost(root: string, requested: string[]): Promise<Server> {
  const server = createServer((request, response) => {
    const urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    requested.push(urlPath);
    const file = path.join(root, urlPath.replace(/^\/kitchen-v2\//, ''));
    const headers = { 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' };
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, headers).end();
      return;
    }
    response
      .writeHead(200, { ...headers, 'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream' })
      .end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

let staticHost: Server;
let apiServer: ChildProcess;
let workDir: string;
let origin: string;
const requested: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  workDir = mkdtempSync(path.join(tmpdir(), 'farmplate-relocated-'));
  const published = path.join(workDir, 'kitchen-v2');
  cpSync(path.join(repoRoot, 'mfe-kitchen/dist'), published, { recursive: true });
  staticHost = await startStaticHost(published, requested);
  const hostPort = (staticHost.address() as AddressInfo).port;

  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  origin = `http://127.0.0.1:${port}`;
  apiServer = spawn('pnpm', ['--filter', '@farmplate/api-server', 'start'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(workDir, 'data'),
      LOG_REQUESTS: 'false',
      REMOTE_KITCHEN_URL: `http://127.0.0.1:${hostPort}/kitchen-v2/mf-manifest.json`,
    },
    stdio: 'ignore',
    detached: true,
  });
  await waitForServer(`${origin}/remotes.json`, 100_000);
});

test.afterAll(async () => {
  if (apiServer?.pid) process.kill(-apiServer.pid, 'SIGTERM');
  await new Promise((resolve) => staticHost?.close(resolve));
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(workDir, { recursive: true, force: true, maxRetries: 3 });
});

test('the kitchen portal loads from the URL /remotes.json names, with the same shell build', async ({ page }) => {
  const remotes = (await (await fetch(`${origin}/remotes.json`)).json()) as Record<string, string>;
  expect(remotes.kitchen).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/kitchen-v2\/mf-manifest\.json$/);

  await loginViaApi(page, 'kitchen', { origin });
  await page.goto(`${origin}/dashboard/orders`);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Orders' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Inventory' }),
  ).toBeVisible();

  // Everything of the kitchen came from its new home, nothing from /remotes/kitchen/.
  expect(requested).toEqual(expect.arrayContaining(['/kitchen-v2/mf-manifest.json', '/kitchen-v2/remoteEntry.js']));
  expect(requested.some((file) => /^\/kitchen-v2\/kitchen-orders\.[0-9a-f]+\.js$/.test(file))).toBe(true);
});
