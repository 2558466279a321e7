// Independent releases of one portal: `pnpm release kitchen` builds a second kitchen
// (with a visible label) into its own folder, `pnpm release:activate` switches the running server
// to it, `pnpm release:rollback` switches back, and an incompatible build is refused. One kitchen
// build for the whole file (about a minute on CI); the incompatible build is a copy of it that says
// it was built with React 20, which is what its mf-manifest.json would say. Last, a marketing
// release keeps the public pages prerendered, with its own build, and the courier portal (the
// fifth remote) is released alone the same way.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './support';
import { type Page } from '@playwright/test';
import { packageOfShareKey } from '@farmplate/contracts';
import { accessibilityViolations, DEMO_ACCOUNTS, FALLBACK_TITLE, loginViaApi } from './support';

const run = promisify(execFile);
const repoRoot = path.resolve(__dirname, '../..');
const origin = `http://127.0.0.1:${process.env.E2E_PORT}`;
const dataDir = process.env.E2E_DATA_DIR ?? '';
const releasesDir = path.join(dataDir, 'releases');
const MARKER = '1.1.0 (e2e)';
const markerText = `Kitchen release ${MARKER}`;

/** `pnpm <script> <args>` against the suite's server, as the portal team would run it. */
async function pnpm(script: string, args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout } = await run('pnpm', ['--silent', script, ...args], {
      cwd: repoRoot,
      env: {
        ...process.env,
        RELEASES_DIR: releasesDir,
        FARMPLATE_URL: origin,
        FARMPLATE_ADMIN_EMAIL: DEMO_ACCOUNTS.admin.email,
        FARMPLATE_ADMIN_PASSWORD: DEMO_ACCOUNTS.admin.password,
        ...env,
      },
    });
    return { ok: true, output: stdout };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/** axe-core's WCAG 2 A/AA violations on the page as it is now (as hardening.spec.ts checks). */

const remotesJson = async () => (await (await fetch(`${origin}/remotes.json`)).json()) as Record<string, string>;

async function openKitchenOrders(page: Page) {
  await page.goto('/dashboard/orders');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Orders' })).toBeVisible();
  await expect(page.getByText(FALLBACK_TITLE)).toHaveCount(0);
}

test.describe.configure({ mode: 'serial' });

let bundled: Record<string, string>;
let releaseFolder: string;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  bundled = await remotesJson();
  const released = await pnpm('release', ['kitchen', '--release-version', '1.1.0'], {
    FARMPLATE_RELEASE_MARKER: MARKER,
  });
  expect(released.ok, released.output).toBe(true);
  const [folder] = readdirSync(path.join(releasesDir, 'kitchen')).filter((name) => name.startsWith('1.1.0-'));
  releaseFolder = path.join(releasesDir, 'kitchen', folder!);
});

test('activating a kitchen release serves it on the next load, the farmer portal unchanged, an open page still working', async ({
  page,
  browser,
}) => {
  await loginViaApi(page, 'kitchen');
  await openKitchenOrders(page);
  await expect(page.getByText(markerText)).toHaveCount(0);

  // a kitchen user who keeps the page open through the switch
  const openContext = await browser.newContext();
  const openPage = await openContext.newPage();
  await loginViaApi(openPage, 'kitchen', { origin });
  await openPage.goto(`${origin}/dashboard/orders`);
  await expect(openPage.getByRole('main').getByRole('heading', { name: 'Orders' })).toBeVisible();

  const activated = await pnpm('release:activate', ['kitchen', '1.1.0']);
  expect(activated.ok, activated.output).toBe(true);

  const remotes = await remotesJson();
  expect(remotes.kitchen).toBe(`/releases/kitchen/${path.basename(releaseFolder)}/mf-manifest.json`);
  expect({ ...remotes, kitchen: bundled.kitchen }).toEqual(bundled);

  await page.reload();
  await expect(page.getByText(markerText)).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Orders' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  // the open page loads a screen it had not opened yet: its build's chunks are still served
  await openPage.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Menu Items' }).click();
  await expect(openPage.getByRole('main').getByRole('heading', { name: 'Menu Items' })).toBeVisible();
  await expect(openPage.getByText(markerText)).toHaveCount(0);
  await openContext.close();

  // the farmer portal runs its bundled build as before
  const farmerContext = await browser.newContext();
  const farmerPage = await farmerContext.newPage();
  await loginViaApi(farmerPage, 'farmer', { origin });
  await farmerPage.goto(`${origin}/dashboard`);
  await expect(farmerPage.getByRole('heading', { level: 1 })).toHaveText(
    /^Good (morning|afternoon|evening), Kwame Mensah!$/,
  );
  await expect(farmerPage.getByText(FALLBACK_TITLE)).toHaveCount(0);
  await expect(farmerPage.getByText(markerText)).toHaveCount(0);
  await farmerContext.close();
});

test('rolling back serves the previous kitchen again', async ({ page }) => {
  const rolledBack = await pnpm('release:rollback', ['kitchen']);
  expect(rolledBack.ok, rolledBack.output).toBe(true);
  expect(await remotesJson()).toEqual(bundled);

  await loginViaApi(page, 'kitchen');
  await openKitchenOrders(page);
  await expect(page.getByText(markerText)).toHaveCount(0);
});

test('a kitchen built with another React major is registered but its activation is refused, saying why', async ({
  page,
}) => {
  // the same build, declaring React 20 as a build with React 20 would
  const copy = mkdtempSync(path.join(tmpdir(), 'farmplate-kitchen-react20-'));
  cpSync(releaseFolder, copy, { recursive: true });
  const manifestFile = path.join(copy, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { shared: { name: string; version: string }[] };
  for (const shared of manifest.shared) if (packageOfShareKey(shared.name) === 'react') shared.version = '20.0.0';
  writeFileSync(manifestFile, JSON.stringify(manifest));

  const registered = await pnpm('release', ['kitchen', '--release-version', '2.0.0', '--prebuilt', copy]);
  rmSync(copy, { recursive: true, force: true });
  expect(registered.ok, registered.output).toBe(true);

  const refused = await pnpm('release:activate', ['kitchen', '2.0.0']);
  expect(refused.ok).toBe(false);
  expect(refused.output).toMatch(/kitchen 2\.0\.0 needs react 20, the shell provides 19\.\d+/);
  expect(await remotesJson()).toEqual(bundled);

  await loginViaApi(page, 'kitchen');
  await openKitchenOrders(page);
});

test('the shell shows the fallback instead of running a remote built for another React', async ({ page }) => {
  // whatever /remotes.json names (here the bundled kitchen, as if its folder had been overwritten)
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.route('**/remotes/kitchen/mf-manifest.json', async (route) => {
    const manifest = (await (await route.fetch()).json()) as { shared: { name: string; version: string }[] };
    for (const shared of manifest.shared) if (packageOfShareKey(shared.name) === 'react') shared.version = '20.0.0';
    await route.fulfill({ json: manifest });
  });
  await loginViaApi(page, 'kitchen');
  await page.goto('/dashboard/orders');

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: FALLBACK_TITLE })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(requested).toContain('/remotes/kitchen/mf-manifest.json');
  expect(requested).not.toContain('/remotes/kitchen/remoteEntry.js');
});

test('a marketing release serves the public pages prerendered by its own build, which hydrates them; a rollback serves the bundled ones again', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const released = await pnpm('release', ['marketing', '--release-version', '1.1.0', '--activate']);
  expect(released.ok, released.output).toBe(true);
  const [folder] = readdirSync(path.join(releasesDir, 'marketing')).filter((name) => name.startsWith('1.1.0-'));
  const releaseUrl = `/releases/marketing/${folder}/`;
  expect((await remotesJson()).marketing).toBe(`${releaseUrl}mf-manifest.json`);

  // the page reads before any script runs, with the release's art (its image URLs are its build's)
  const menuHtml = async () => (await fetch(`${origin}/us/menu`)).text();
  let html = await menuHtml();
  expect(html).toContain('<div id="root" data-prerendered="">');
  expect(html).toContain(`src="${releaseUrl}assets/dish-`);
  expect(html).not.toContain('/remotes/marketing/');

  // the release's code hydrates it (the fixture fails the test on a hydration error) and it works
  await page.goto('/us/menu');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const dish = page.getByRole('main').getByRole('img').first();
  await expect.poll(() => dish.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await page.getByRole('link', { name: /Switch to Nigeria$/ }).click();
  await expect(page).toHaveURL(/\/ng(\/|$)/);

  // a page started by its islands starts with the release's own islands' entry, which hydrates it
  const homeHtml = await (await fetch(`${origin}/us`)).text();
  expect(homeHtml).toMatch(new RegExp(`<script defer src="${releaseUrl}islands\\.[0-9a-f]{8}\\.js" data-first-entry=`));
  expect(homeHtml).not.toContain('/remotes/marketing/');
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/us');
  const testimonials = page.getByRole('region', { name: 'Customer testimonials' });
  await testimonials.getByRole('button', { name: 'Show slide 2 of 4' }).click();
  await expect(testimonials.getByRole('group', { name: '2 of 4' })).toBeVisible();
  // its entry, and then the chat's chunk: the release's islands' files only
  const scripts = requested.filter((file) => file.endsWith('.js'));
  expect(scripts).toContainEqual(expect.stringMatching(new RegExp(`^${releaseUrl}islands\\.[0-9a-f]{8}\\.js$`)));
  expect(scripts.filter((file) => !file.startsWith(`${releaseUrl}islands`))).toEqual([]);

  const rolledBack = await pnpm('release:rollback', ['marketing']);
  expect(rolledBack.ok, rolledBack.output).toBe(true);
  expect(await remotesJson()).toEqual(bundled);
  html = await menuHtml();
  expect(html).toContain('<div id="root" data-prerendered="">');
  expect(html).toContain('src="/remotes/marketing/assets/dish-');
});

test('the courier portal, the fifth remote, is released alone like the others: activated for couriers, the kitchen unchanged, rolled back', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const marker = '1.1.0 (e2e delivery)';
  const released = await pnpm('release', ['delivery', '--release-version', '1.1.0', '--activate'], {
    FARMPLATE_RELEASE_MARKER: marker,
  });
  expect(released.ok, released.output).toBe(true);
  const remotes = await remotesJson();
  expect(remotes.delivery).toMatch(/^\/releases\/delivery\/1\.1\.0-[^/]+\/mf-manifest\.json$/);
  expect({ ...remotes, delivery: bundled.delivery }).toEqual(bundled);

  await loginViaApi(page, 'delivery');
  await page.goto('/dashboard');
  await expect(page.getByText(`Delivery release ${marker}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Courier Dashboard' })).toBeVisible();

  // the kitchen runs its bundled build as before
  const kitchenContext = await browser.newContext();
  const kitchenPage = await kitchenContext.newPage();
  await loginViaApi(kitchenPage, 'kitchen', { origin });
  await kitchenPage.goto(`${origin}/dashboard/orders`);
  await expect(kitchenPage.getByRole('main').getByRole('heading', { name: 'Orders' })).toBeVisible();
  await expect(kitchenPage.getByText(/release/)).toHaveCount(0);
  await kitchenContext.close();

  const rolledBack = await pnpm('release:rollback', ['delivery']);
  expect(rolledBack.ok, rolledBack.output).toBe(true);
  expect(await remotesJson()).toEqual(bundled);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Courier Dashboard' })).toBeVisible();
  await expect(page.getByText(`Delivery release ${marker}`)).toHaveCount(0);
});
