// A visitor on a slow phone acts on a prerendered page as soon as it is shown, before React has
// taken it over (shell/src/prerender, shell/public/capture-early-events.js): nothing they do is
// lost, and no password ever goes into an address. Each test acts the moment its element is
// visible, at 4x and 6x CPU slowdown, without waiting for hydration (the page's scripts are held
// until then, so that it is so in every run).
import type { Page, Route } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, test, waitForHydration } from './support';

test.use({ waitForHydrationOnGoto: false });

/** Slows the page's CPU like a mid-range phone (DevTools' throttling). */
async function slowCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** Opens `address` and returns as soon as the server's answer starts to be shown. */
const open = (page: Page, address: string) => page.goto(address, { waitUntil: 'commit' });

/**
 * Holds the page's script files until `release` is called: what the test does before then is
 * surely done before the app has started, whatever the machine's speed that run.
 */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\.js(\?|$)/, (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

for (const rate of [4, 6]) {
  test.describe(`at ${rate}x CPU slowdown, before the page has hydrated`, () => {
    test.beforeEach(async ({ page }) => {
      test.setTimeout(90_000);
      await slowCpu(page, rate);
    });

    test('signing in works, and the password is in no address', async ({ page }) => {
      const { email, password } = DEMO_ACCOUNTS.kitchen;
      const addresses: string[] = [];
      page.on('framenavigated', (frame) => addresses.push(frame.url()));
      page.on('request', (request) => addresses.push(request.url()));
      const release = await holdScripts(page);
      await open(page, '/login');
      await page.getByLabel(/^Email/).fill(email);
      await page.getByLabel(/^Password/).fill(password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await release();
      await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
      expect(addresses.filter((address) => address.includes(password))).toEqual([]);
    });

    test("Next on registration's first step shows what is missing", async ({ page }) => {
      const release = await holdScripts(page);
      await open(page, '/register');
      await page.getByRole('button', { name: 'Next' }).click();
      await release();
      await expect(page.getByText('Please enter your name')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText('Please enter your email')).toBeVisible();
      await expect(page).toHaveURL(/\/register$/);
    });

    test('the region switch goes to the Nigeria site', async ({ page }) => {
      const release = await holdScripts(page);
      await open(page, '/us');
      // a link or a button: what counts is where it goes
      await page.getByLabel(/Switch to Nigeria$/).click();
      await release();
      await expect(page).toHaveURL(/\/ng$/, { timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Order meals and groceries from the people who grow and cook them',
      );
    });

    test('the menu search filters the dishes', async ({ page }) => {
      const release = await holdScripts(page);
      await open(page, '/us/menu');
      await page.getByRole('searchbox', { name: 'Search menu' }).fill('jerk');
      await release();
      await expect(page.getByRole('article', { name: 'Jollof Rice & Grilled Chicken' })).toHaveCount(0, {
        timeout: 20_000,
      });
      await expect(page.getByRole('article', { name: 'Jerk Chicken with Rice & Peas' })).toBeVisible();
      await expect(page.getByRole('searchbox', { name: 'Search menu' })).toHaveValue('jerk');
    });
  });
}

test('with Nigeria chosen, / never shows Grocery: not in the page the server sends, not once hydrated', async ({
  page,
}) => {
  await open(page, '/us');
  await waitForHydration(page);
  await page.getByLabel(/Switch to Nigeria$/).click();
  await expect(page).toHaveURL(/\/ng$/);

  // The first paint is the server's page: it must already know the choice.
  const grocerySeen: string[] = [];
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== '/' || response.request().resourceType() !== 'document') return;
    if (/>Grocery</.test(await response.text())) grocerySeen.push('in the HTML the server sent');
  });
  await open(page, '/');
  await waitForHydration(page);
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'About' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Grocery' })).toHaveCount(0);
  expect(grocerySeen).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the login form posts: the server asks to try again, keeps the email, and puts the password in no address', async ({
    page,
  }) => {
    const { email, password } = DEMO_ACCOUNTS.kitchen;
    const addresses: string[] = [];
    page.on('framenavigated', (frame) => addresses.push(frame.url()));
    await page.goto('/login');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Please try again');
    await expect(page.getByLabel(/^Email/)).toHaveValue(email);
    await expect(page.getByLabel(/^Password/)).toHaveValue('');
    expect(addresses.filter((address) => address.includes(password))).toEqual([]);
  });
});
