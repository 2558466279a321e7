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

/**
 * Runs `act` in the page in the very task it says it is interactive (the root loses
 * `data-prerendered`: the observer's callback comes before any other task), before the parts
 * left to hydrate right after have; what it returns is read back by `actedWhenInteractive`.
 */
async function actWhenInteractive(page: Page, act: () => unknown): Promise<void> {
  await page.addInitScript({
    content: `new MutationObserver((_records, observer) => {
      const root = document.getElementById('root');
      if (!root || root.hasAttribute('data-prerendered')) return;
      observer.disconnect();
      window.actedWhenInteractive = (${act.toString()})();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-prerendered'] });`,
  });
}

const actedWhenInteractive = (page: Page) =>
  page.evaluate(() => (window as unknown as { actedWhenInteractive: unknown }).actedWhenInteractive);

test.describe('at 4x CPU slowdown, a public page started by its islands', () => {
  test.use({ waitForHydrationOnGoto: false, viewport: { width: 360, height: 740 } });
  test.beforeEach(async ({ page }) => {
    test.setTimeout(60_000);
    await slowCpu(page, 4);
  });

  for (const address of ['/us', '/ng', '/us/menu', '/login']) {
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

  test('/login: text typed into the form in the moment the screen becomes interactive, before the form has hydrated, signs in', async ({
    page,
  }) => {
    // in the very task that says the screen is interactive the form is still the server's HTML:
    // focus into it hydrates it, and the keys that follow are the form's
    await actWhenInteractive(page, () => {
      const form = document.querySelector('[data-sign-in-form]')!;
      const formWaited = form.hasAttribute('data-not-hydrated');
      form.querySelector('input')!.focus();
      return { formWaited, focusHydrated: !form.hasAttribute('data-not-hydrated') };
    });
    const { email, password } = DEMO_ACCOUNTS.kitchen;
    await page.goto('/login');
    await waitForHydration(page);
    expect(await actedWhenInteractive(page)).toEqual({ formWaited: true, focusHydrated: true });
    await expect(page.getByLabel(/^Email/)).toBeFocused();
    await page.keyboard.type(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
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

test.describe('at 4x CPU slowdown, the islands below the first screen of /us', () => {
  // an island the islands' entry leaves for later is marked until it hydrates (src/islands/start.tsx)
  const notHydrated = (page: Page, name: string) => page.locator(`[data-island="${name}"][data-not-hydrated]`);
  test.use({ waitForHydrationOnGoto: false, viewport: { width: 360, height: 740 } });
  test.beforeEach(async ({ page }) => {
    test.setTimeout(60_000);
    await slowCpu(page, 4);
  });

  test('the page is interactive once its first screen can take a press; the header hydrates next on its own, the footer and lower carousels when scrolled to', async ({
    page,
  }) => {
    await page.goto('/us');
    await waitForHydration(page);
    await expect(page.locator('[data-island][data-not-hydrated]').first()).toBeAttached();
    // the first screen's islands without the visitor: right after the page is interactive
    await expect(notHydrated(page, 'header')).not.toBeAttached();
    expect(await page.evaluate(() => performance.getEntriesByName('farmplate:first-screen-hydrated').length)).toBe(1);
    // nothing hydrates the others while the visitor stays on the first screen
    await page.waitForTimeout(1_500);
    await expect(notHydrated(page, 'footer')).toBeAttached();
    await expect(notHydrated(page, 'carousel')).toHaveCount(3);

    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(notHydrated(page, 'footer')).not.toBeAttached();
  });

  test('a press on the header in the moment it becomes interactive, before the header has hydrated, opens its menu', async ({
    page,
  }) => {
    // in the very task that says the page is interactive (the root loses data-prerendered), the
    // header is still the server's HTML: a press there hydrates it and is handled
    await actWhenInteractive(page, () => {
      const header = document.querySelector('[data-island="header"]')!;
      const headerWaited = header.hasAttribute('data-not-hydrated');
      [...header.querySelectorAll('button')].find((button) => button.textContent === 'Menu')?.click();
      return headerWaited;
    });
    await page.goto('/us');
    await waitForHydration(page);
    expect(await actedWhenInteractive(page)).toBe(true);
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' })).toBeVisible();
  });

  test('a carousel below the first screen works at once, before the page is interactive and as soon as it is scrolled to', async ({
    page,
  }) => {
    await page.goto('/us', { waitUntil: 'commit' });
    // before the page is interactive: held by the page's early script, then replayed
    const vendors = page.getByRole('region', { name: 'FarmPlate vendors' });
    await vendors.getByRole('button', { name: /^Show slide 2 of/ }).click();
    await expect(vendors.getByRole('group', { name: /^2 of/ })).toBeVisible();

    // once interactive, at once on one not hydrated yet
    await waitForHydration(page);
    await expect(notHydrated(page, 'carousel')).not.toHaveCount(0);
    const comingSoon = page.getByRole('region', { name: 'Coming soon to FarmPlate' });
    await comingSoon.getByRole('button', { name: 'Show slide 2 of 2' }).click();
    await expect(comingSoon.getByRole('group', { name: '2 of 2' })).toBeVisible();
    await expect(comingSoon.getByRole('group', { name: '1 of 2' })).toBeHidden();
  });

  test('the keyboard reaches into the footer before it has hydrated, and its links work', async ({ page }) => {
    // before the page is interactive: the footer is hydrated by nothing but the visitor's keys
    // (scrolling hydrates it only once the page is interactive); the whole document is parsed, so
    // the main's last link is the one before the footer
    await page.goto('/us', { waitUntil: 'domcontentloaded' });
    await page.getByRole('main').getByRole('link').last().focus();
    await page.keyboard.press('Tab');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link').first()).toBeFocused();
    const privacy = footer.getByRole('link', { name: 'Privacy Policy' });
    for (let step = 0; step < 30 && !(await privacy.evaluate((link) => link === document.activeElement)); step += 1)
      await page.keyboard.press('Tab');
    await expect(privacy).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/privacy-policy\?region=us$/);
  });
});

test.describe('at 4x CPU slowdown, the dishes below the first screen of /us/menu', () => {
  // a dish card the menu leaves for later is marked until it hydrates (src/menu/DishLater.tsx)
  const notHydrated = (page: Page, dish: string) =>
    page.locator('[data-dish-not-hydrated]', { has: page.getByRole('article', { name: dish }) });
  test.use({ waitForHydrationOnGoto: false, viewport: { width: 360, height: 740 } });
  test.beforeEach(async ({ page }) => {
    test.setTimeout(60_000);
    await slowCpu(page, 4);
  });

  test('the menu is interactive with its first dishes hydrated; a dish below adds to the cart before it hydrates', async ({
    page,
  }) => {
    await page.goto('/us/menu');
    await waitForHydration(page);
    const first = page.getByRole('article', { name: 'Akara & Pap Breakfast Plate' });
    await expect(first).toBeVisible();
    await expect(notHydrated(page, 'Akara & Pap Breakfast Plate')).toHaveCount(0);
    await expect(notHydrated(page, 'Sweet Potato Pie')).toHaveCount(1);
    // nothing hydrates it while the visitor stays on the first screen, not even the live menu's arrival
    const pie = page.getByRole('article', { name: 'Sweet Potato Pie' });
    await expect(pie.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    await page.waitForTimeout(1_000);
    await expect(notHydrated(page, 'Sweet Potato Pie')).toHaveCount(1);

    // pressed where it is, not scrolled to: the press hydrates the card and adds the dish
    await pie.getByRole('button', { name: 'Add to Cart' }).dispatchEvent('click');
    await expect(page.getByText('Sweet Potato Pie was added to your cart.')).toBeAttached();
    await expect(notHydrated(page, 'Sweet Potato Pie')).toHaveCount(0);

    // the search still filters every dish, those left for later too
    await page.getByRole('searchbox', { name: 'Search menu' }).fill('oxtail');
    await expect(page.getByRole('status')).toHaveText('1 dish');
    await expect(page.getByRole('article', { name: 'Braised Oxtail with Butter Beans' })).toBeVisible();
    await expect(first).toHaveCount(0);

    // scrolled to, a card hydrates
    await page.getByRole('searchbox', { name: 'Search menu' }).fill('');
    await expect(page.getByRole('status')).toHaveText('8 dishes');
    await page.getByRole('article', { name: 'Red Red with Fried Plantain' }).scrollIntoViewIfNeeded();
    await expect(notHydrated(page, 'Red Red with Fried Plantain')).toHaveCount(0);
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
  // the menu's filter too, and Back
  await page.getByRole('contentinfo').getByRole('link', { name: 'Menu', exact: true }).click();
  await expect(page).toHaveURL(/\/menu$/);
  await page.getByRole('group', { name: 'Menu categories' }).getByRole('link', { name: 'Dessert' }).click();
  await expect(page).toHaveURL(/\/menu\?category=dessert$/);
  await expect(page.getByRole('article', { name: 'Sweet Potato Pie' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Jollof Rice & Grilled Chicken' })).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.getByRole('article', { name: 'Jollof Rice & Grilled Chicken' })).toBeVisible();
  expect(documents).toEqual([]);
});
