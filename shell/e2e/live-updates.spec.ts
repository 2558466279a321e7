// Live updates (docs/live-updates.md): changes reach open screens in other browsers without a
// reload, through the tab's one event stream; after a server restart a reconnecting board
// receives what it missed (Last-Event-ID). The file runs its own server on its own data folder,
// as releases.spec.ts does: its orders are the seed's whatever other files did to theirs, and
// it can restart that server while the suite's keeps running.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from './support';
import { type APIRequestContext, type Page } from '@playwright/test';
import { accessibilityViolations, DEMO_ACCOUNTS, loginViaApi, type DemoAccountKey } from './support';

const repoRoot = path.resolve(__dirname, '../..');
const CANCELLED_TEXT = 'Cancelled by the admin: do not prepare this order.';
const INTERRUPTED_TEXT = /Live updates are interrupted\. They resume by themselves/;

interface Session {
  token: string;
  user: { id: number };
}

async function apiLogin(request: APIRequestContext, account: DemoAccountKey, origin = ''): Promise<Session> {
  const { email, password } = DEMO_ACCOUNTS[account];
  const response = await request.post(`${origin}/api/login`, { data: { email, password } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Session;
}

async function api<T>(request: APIRequestContext, session: Session, method: string, url: string, data?: unknown) {
  const response = await request.fetch(url, {
    method,
    headers: { authorization: `Bearer ${session.token}` },
    data,
  });
  return { status: response.status(), body: (await response.json()) as T };
}

/** Opens `url` and waits until its live stream is open (the stream answers at once with `ready`). */
async function openLive(page: Page, url: string) {
  const stream = page.waitForResponse((response) => response.url().includes('/api/events?'));
  await page.goto(url);
  expect((await stream).status()).toBe(200);
}

/** An order of the seeded kitchen that is still new, as its board shows it. */
async function aNewKitchenOrder(request: APIRequestContext, origin = '') {
  const kitchen = await apiLogin(request, 'kitchen', origin);
  const { body } = await api<{ orders: { id: number; order_number: string }[] }>(
    request,
    kitchen,
    'GET',
    `${origin}/api/kitchen-orders?scope=current&status=new`,
  );
  expect(body.orders.length).toBeGreaterThan(0);
  return { order: body.orders[0]!, newCount: body.orders.length };
}

/** A free TCP port on loopback. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

test.describe('live updates on a server of their own', () => {
  let server: ChildProcess | null = null;
  let dataDir: string;
  let origin: string;
  let port: number;

  const start = async () => {
    server = spawn(process.execPath, ['--enable-source-maps', 'packages/api-server/dist/server/main.mjs'], {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_REQUESTS: 'false' },
      stdio: 'ignore',
    });
    await expect
      .poll(async () => (await fetch(`${origin}/remotes.json`).catch(() => null))?.status, { timeout: 60_000 })
      .toBe(200);
  };
  const stop = async () => {
    const running = server;
    server = null;
    if (!running || running.exitCode !== null) return;
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill('SIGTERM');
    });
  };

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dataDir = mkdtempSync(path.join(tmpdir(), 'farmplate-live-e2e-'));
    port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    await start();
  });
  test.afterAll(async () => {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("an admin's cancel marks the card on an open kitchen board in another browser within 2 s, without a reload", async ({
    page,
    browser,
  }) => {
    const { order, newCount } = await aNewKitchenOrder(page.request, origin);
    await loginViaApi(page, 'kitchen', { origin });
    await openLive(page, `${origin}/dashboard/orders`);
    const card = page.getByRole('article', { name: `Order ${order.order_number}` });
    await expect(card).toBeVisible();
    await expect(page).toHaveTitle(`(${newCount}) New orders · FarmPlate`);
    // a reload would lose this
    await page.evaluate(() => ((window as unknown as { boardOpened: number }).boardOpened = 1));

    const adminContext = await browser.newContext();
    const admin = await apiLogin(adminContext.request, 'admin', origin);
    const cancelled = await api(adminContext.request, admin, 'PUT', `${origin}/api/admin-orders/${order.id}`, {
      status: 'cancelled',
    });
    expect(cancelled.status).toBe(200);

    await expect(card.getByText(CANCELLED_TEXT)).toBeVisible({ timeout: 2_000 });
    await expect(card.getByRole('button', { name: /Start Preparing/ })).toHaveCount(0);
    await expect(page).toHaveTitle(newCount > 1 ? `(${newCount - 1}) New orders · FarmPlate` : 'Orders · FarmPlate');
    expect(await page.evaluate(() => (window as unknown as { boardOpened?: number }).boardOpened)).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    await adminContext.close();
  });

  test("a farmer sees a kitchen's new request appear without a reload", async ({ page, browser }) => {
    const farmer = await apiLogin(page.request, 'farmer', origin);
    const produce = `Live okra ${Date.now()}`;
    const item = await api<{ data: { id: number } }>(page.request, farmer, 'POST', `${origin}/api/inventory-items`, {
      produce_name: produce,
      quantity: 50,
      unit: 'kg',
      quality: 'Standard',
      total_price: 100,
    });
    expect(item.status).toBe(201);
    await loginViaApi(page, 'farmer', { origin });
    await openLive(page, `${origin}/dashboard/requests`);
    await expect(page.getByRole('heading', { name: 'Kitchen Requests' })).toBeVisible();
    await expect(page.getByText('Loading requests')).toHaveCount(0);
    await expect(page.getByRole('article').first()).toBeVisible();

    const kitchenContext = await browser.newContext();
    const kitchen = await apiLogin(kitchenContext.request, 'kitchen', origin);
    const sent = await api<{ data: { id: number } }>(
      kitchenContext.request,
      kitchen,
      'POST',
      `${origin}/api/submit-request`,
      {
        farmer_id: farmer.user.id,
        inventory_item_id: item.body.data.id,
        quantity: 12,
        additional_notes: 'Arrives live',
      },
    );
    expect(sent.status).toBe(201);

    const request = page.getByRole('article', {
      name: `Request ${sent.body.data.id} from ${DEMO_ACCOUNTS.kitchen.business}`,
    });
    await expect(request).toContainText(`${produce} — 12 kg`, { timeout: 5_000 });
    await kitchenContext.close();
  });

  test("a new farmer's registration appears as pending in the admin's partners list without a reload", async ({
    page,
  }) => {
    await loginViaApi(page, 'admin', { origin });
    await openLive(page, `${origin}/dashboard/partners?tab=farmers&status=pending`);
    const main = page.getByRole('main');
    await expect(main.getByRole('row').first()).toBeVisible();

    const farmName = `Live Acres ${Date.now()}`;
    const registered = await page.request.post(`${origin}/api/web-register`, {
      data: {
        name: 'Kofi Live',
        email: `live-${Date.now()}@example.test`,
        password: 'secret12',
        password_confirmation: 'secret12',
        role: 'farmer',
        farm_name: farmName,
      },
    });
    expect(registered.status()).toBe(201);
    await expect(main.getByRole('row').filter({ hasText: farmName })).toContainText('Pending', { timeout: 5_000 });
  });

  test('a logout on another device ends the session in an open tab at once, with the spec message', async ({
    page,
  }) => {
    await loginViaApi(page, 'farmer', { origin });
    await openLive(page, `${origin}/dashboard`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const logout = await page.request.get(`${origin}/api/logout`, { headers: { authorization: `Bearer ${token}` } });
    expect(logout.ok()).toBe(true);
    // no click, no reload: the stream's end asks for a new ticket, which the server refuses
    await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
    await expect(page.getByText('Session expired. Please login again.')).toBeVisible();
  });

  test('a reconnecting board receives the events it missed while the server was down', async ({ page }) => {
    test.setTimeout(120_000);
    const { order } = await aNewKitchenOrder(page.request, origin);
    await loginViaApi(page, 'kitchen', { origin });
    await openLive(page, `${origin}/dashboard/orders`);
    const card = page.getByRole('article', { name: `Order ${order.order_number}` });
    await expect(card).toBeVisible();

    await stop();
    await expect(page.getByText(INTERRUPTED_TEXT)).toBeVisible();
    // While the server is down the order is cancelled in its database (as another instance
    // would): only the replay of the missed event can mark the card, since a reload of the
    // board no longer lists cancelled orders; so the board's polling is held off until then.
    await page.route('**/api/kitchen-orders?**', (route) => route.abort());
    const apiRequire = createRequire(path.join(repoRoot, 'packages/api-server/package.json'));
    const { PGlite } = (await import(pathToFileURL(apiRequire.resolve('@electric-sql/pglite')).href)) as {
      PGlite: {
        create(
          dir: string,
          options: object,
        ): Promise<{ query(sql: string, params: unknown[]): Promise<unknown>; close(): Promise<void> }>;
      };
    };
    const { pg_trgm } = (await import(
      pathToFileURL(apiRequire.resolve('@electric-sql/pglite/contrib/pg_trgm')).href
    )) as {
      pg_trgm: object;
    };
    const database = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
    await database.query(
      "update orders set status = 'cancelled', payment_status = 'refunded', cancelled_at = now() where id = $1",
      [order.id],
    );
    await database.close();

    const resumed = page.waitForRequest((request) => /\/api\/events\?.*last_event_id=\d+/.test(request.url()));
    await start();
    await resumed;
    await expect(card.getByText(CANCELLED_TEXT)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(INTERRUPTED_TEXT)).toHaveCount(0);
    await page.unroute('**/api/kitchen-orders?**');
  });
});
