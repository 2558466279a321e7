// A public page whose parts that act are islands (mfe-marketing's `Island`) starts with the
// marketing build's islands' entry, not the federated app: React DOM hydrates each island as its
// own root, the rest of the page stays the server's HTML (docs/public-pages-performance.md).
// On a phone-speed CPU the page's controls work as soon as they are shown, and nothing of the
// federated app (the shell's entry, /remotes.json, a manifest, a remoteEntry.js) is fetched before
// the page is interactive. Once the app is loaded (a visitor coming from the dashboard), public
// pages open in it, without a document request.
import type { Page } from '@playwright/test';
import { HYDRATED_MARK } from '@farmplate/contracts';
import { DEMO_ACCOUNTS, expect, test, waitForHydration } from './support';

/** Slows the page's CPU like a mid-range phone (DevTools' throttling). */
async function slowCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** The federated app's files: its entry (main.<hash>.js), the remotes' list, a manifest, a remote's entry. */
const FEDERATED_APP = /\/main\.[0-9a-f]{8}\.js$|\/remotes\.json$|\/mf-manifest\.json$|\/remoteEntry\.js$/;

/** A page's own first entry and its chunks: the marketing build's islands, the shell's sign-in screens. */
const FIRST_ENTRY = /^\/remotes\/marketing\/islands[.-]|^\/sign-in[.-]/;

/** Every address the page fetched (its resource timings) before it said it was interactive. */
async function fetchedBeforeInteractive(page: Page): Promise<string[]> {
  return page.evaluate((mark) => {
    const interactive = performance.getEntriesByName(mark)[0]?.startTime;
    if (interactive === undefined) throw new Error(`no ${mark} mark`);
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.startTime <= interactive)
      .map((entry) => new URL(entry.name).pathname);
  }, HYDRATED_MARK);
}

test.describe('at 4x CPU slowdown, a public page started by its islands', () => {
  test.use({ waitForHydrationOnGoto: false, viewport: { width: 360, height: 740 } });
  test.beforeEach(async ({ page }) => {
    test.setTimeout(60_000);
    await slowCpu(page, 4);
  });

  for (const address of ['/us', '/ng', '/login']) {
    test(`${address} fetches nothing of the federated app before it is interactive, only its own first entry`, async ({
      page,
    }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto(address);
      await waitForHydration(page);
      const fetched = await fetchedBeforeInteractive(page);
      expect(fetched.filter((file) => FEDERATED_APP.test(file))).toEqual([]);
      expect(fetched.filter((file) => file.endsWith('.js')).every((file) => FIRST_ENTRY.test(file))).toBe(true);
      // and not afterwards either: nothing on this page needs the app
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForTimeout(1_000);
      expect(requested.filter((file) => FEDERATED_APP.test(file))).toEqual([]);
    });
  }

  test('/login: the form signs in as soon as it is shown, and the dashboard is the app', async ({ page }) => {
    const { email, password } = DEMO_ACCOUNTS.kitchen;
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 20_000 });
  });

  test('/us: the header menu, a carousel and the region switch work as soon as they are shown', async ({ page }) => {
    await page.goto('/us', { waitUntil: 'commit' });
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await menuButton.click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');

    const testimonials = page.getByRole('region', { name: 'Customer testimonials' });
    await testimonials.getByRole('button', { name: 'Show slide 3 of 4' }).click();
    await expect(testimonials.getByRole('group', { name: '3 of 4' })).toBeVisible();
    await expect(testimonials.getByRole('group', { name: '1 of 4' })).toBeHidden();

    await page.getByRole('link', { name: /Switch to Nigeria$/ }).click();
    await expect(page).toHaveURL(/\/ng$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Order meals and groceries from the people who grow and cook them',
    );
    // the choice is remembered: / is now the Nigeria home
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Order meals and groceries from the people who grow and cook them',
    );
  });
});

test('a visitor who signed in goes from the dashboard to the public pages inside the app: no page is loaded again', async ({
  page,
}) => {
  const { email, password } = DEMO_ACCOUNTS.customer;
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('link', { name: /Switch to Nigeria$/ }).click();
  await expect(page).toHaveURL(/\/ng$/);
  await page.getByRole('link', { name: /Switch to United States$/ }).click();
  await expect(page).toHaveURL(/\/us$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'African, Caribbean and soul food, fresh from local farms',
  );
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/us\/about$/);
  expect(documents).toEqual([]);
});
