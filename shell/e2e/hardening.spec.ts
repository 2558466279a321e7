// The screens at their edges, as a visitor sees them in the composed production build: the dashboard's
// not-found page, the profile of customers and delivery partners, the ways on from /unauthorized,
// the signed-in public header, region switching, 360 px phones, titles, favicon and skip link, and
// the farmer dashboard's quick-add. Every test makes its own accounts and records where it changes any.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support';
import { type APIRequestContext, type Page } from '@playwright/test';
import {
  accessibilityViolations,
  DEMO_ACCOUNTS,
  expectToast,
  FALLBACK_TITLE,
  loginAs,
  waitForQuietNetwork,
} from './support';

/** axe-core's WCAG 2 A/AA violations on the page as it is now (injected over DevTools, so the CSP allows it). */

/** Every public route of /us, /ng and / (the marketing bench's list). */
const PUBLIC_PAGES = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../mfe-marketing/bench/public-pages.json'), 'utf8'),
) as Record<'us' | 'ng' | 'general', string[]>;
const ALL_PUBLIC_PAGES = [...PUBLIC_PAGES.us, ...PUBLIC_PAGES.ng, ...PUBLIC_PAGES.general];
const SHELL_PAGES = ['/login', '/register', '/forgot-password', '/unauthorized'];
/** The seeded farmer's dashboard: every sidebar screen, and an address no screen answers. */
const FARMER_DASHBOARD = [
  '/dashboard',
  '/dashboard/orders',
  '/dashboard/inventory',
  '/dashboard/boxes',
  '/dashboard/box-orders',
  '/dashboard/requests',
  '/dashboard/profile',
  '/dashboard/no-such-screen',
];

const mainHeading = (page: Page) => page.getByRole('heading', { level: 1 }).first();
const dashboardNav = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });
const regionSwitch = (page: Page) => page.getByRole('link', { name: /Switch to (Nigeria|United States)$/ });

/** Opens `target` and waits until its own heading is on screen and the network is quiet. */
async function open(page: Page, target: string): Promise<void> {
  await page.goto(target);
  await expect(mainHeading(page)).toBeVisible();
  await expect(page.getByText(FALLBACK_TITLE)).toHaveCount(0);
  await waitForQuietNetwork(page);
}

/** How far the page scrolls sideways (0 when it does not). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement!;
    return root.scrollWidth - root.clientWidth;
  });

/** A name no other test (or earlier run against the same server) has used. */
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;

/** A new account of `role`, made by the seeded admin through the API: tests may change it freely. */
async function createAccount(request: APIRequestContext, role: 'customer' | 'delivery') {
  const admin = await request.post('/api/login', {
    data: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
  });
  const { token } = (await admin.json()) as { token: string };
  const email = `${unique(role)}@example.test`;
  const name = `${role === 'customer' ? 'Ngozi' : 'Femi'} ${unique('Tester')}`;
  const password = 'secret123';
  const created = await request.post('/api/users', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, email, role, status: 'active', password, password_confirmation: password },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { email, name, password };
}

async function signInWith(page: Page, email: string, password: string) {
  const response = await page.request.post('/api/login', { data: { email, password } });
  expect(response.ok()).toBe(true);
  const { token, user } = (await response.json()) as { token: string; user: unknown };
  await page.goto('/remotes.json');
  await page.evaluate(
    ([storedToken, storedUser]) => {
      localStorage.setItem('token', storedToken);
      localStorage.setItem('user', storedUser);
    },
    [token, JSON.stringify(user)] as const,
  );
}

test.describe('the dashboard', () => {
  test('an unknown /dashboard address shows a not-found page inside the dashboard layout', async ({ page }) => {
    await loginAs(page, 'farmer');
    await page.goto('/dashboard/no-such-screen');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/no-such-screen$/);
    await expect(dashboardNav(page).getByRole('link', { name: 'Inventory' })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Farmer/Grocery Portal')).toBeVisible();
    await expect(page).toHaveTitle('Page not found · FarmPlate');
    expect(await accessibilityViolations(page)).toEqual([]);
    await main.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the skip link is the first stop of the keyboard and moves the focus to the main content', async ({ page }) => {
    await loginAs(page, 'farmer');
    await open(page, '/dashboard');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('every page has its own document title', async ({ page }) => {
    await loginAs(page, 'farmer');
    for (const [target, title] of [
      ['/dashboard', 'Dashboard · FarmPlate'],
      ['/dashboard/inventory', 'Inventory · FarmPlate'],
      ['/dashboard/requests', 'Requests · FarmPlate'],
      ['/dashboard/orders', 'Orders · FarmPlate'],
      ['/dashboard/profile', 'Profile · FarmPlate'],
      ['/us/contact', 'Contact Us · FarmPlate'],
      ['/ng/privacy-policy', 'Privacy Policy · FarmPlate'],
      ['/us/menu', 'Our Menu · FarmPlate'],
    ] as const) {
      await open(page, target);
      await expect(page, target).toHaveTitle(title);
    }
    // moving inside the app renames the tab too
    await open(page, '/dashboard');
    await dashboardNav(page).getByRole('link', { name: 'Inventory' }).click();
    await expect(page).toHaveTitle('Inventory · FarmPlate');
    await page.evaluate(() => localStorage.clear());
    await open(page, '/login');
    await expect(page).toHaveTitle('Login · FarmPlate');
  });

  test('the site has a favicon, linked from the page and served by the build', async ({ page, request }) => {
    const ico = await request.get('/favicon.ico');
    expect(ico.status()).toBe(200);
    expect(ico.headers()['content-type']).toMatch(/^image\//);
    await page.goto('/');
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toBeTruthy();
    const icon = await request.get(href!);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  });
});

test.describe('profile of a customer and of a delivery partner', () => {
  for (const role of ['customer', 'delivery'] as const) {
    test(`a ${role}'s sidebar Profile opens a working profile screen`, async ({ page }) => {
      const account = await createAccount(page.request, role);
      await signInWith(page, account.email, account.password);
      await open(page, '/dashboard');
      await dashboardNav(page).getByRole('link', { name: 'Profile' }).click();
      await expect(page).toHaveURL(/\/dashboard\/profile$/);
      await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
      await expect(page.getByText(account.email)).toBeVisible();
      await expect(page).toHaveTitle('Profile · FarmPlate');
      expect(await accessibilityViolations(page)).toEqual([]);

      // name, email and phone are saved on the server, and the header follows
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      const newName = `${account.name} Jr`;
      await page.getByLabel(/^Full Name/).fill(newName);
      await page.getByLabel(/^Phone/).fill('+234 800 555 0101');
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Profile updated successfully!');
      await expect(page.getByRole('main').getByText('+234 800 555 0101')).toBeVisible();
      await expect(page.getByRole('banner').first().getByText(newName)).toBeVisible();
      await page.reload();
      await expect(page.getByRole('main').getByText(newName)).toBeVisible();

      // the password: the rules of §5, a wrong current password said once, then a real change
      await page.getByRole('button', { name: 'Change Password' }).click();
      await page.getByLabel(/^Current Password/).fill(account.password);
      await page.getByLabel(/^New Password/).fill('short');
      await page.getByLabel(/^Confirm New Password/).fill('short');
      await page.getByRole('button', { name: 'Update Password' }).click();
      await expect(page.getByText('New password must be at least 6 characters long')).toBeVisible();
      await page.getByLabel(/^Current Password/).fill('not-my-password');
      await page.getByLabel(/^New Password/).fill('brand-new-1');
      await page.getByLabel(/^Confirm New Password/).fill('brand-new-1');
      await page.getByRole('button', { name: 'Update Password' }).click();
      await expect(page.getByText('The current password is incorrect.')).toHaveCount(1);
      await page.getByLabel(/^Current Password/).fill(account.password);
      await page.getByRole('button', { name: 'Update Password' }).click();
      await expectToast(page, 'Password changed successfully!');
      const login = await page.request.post('/api/login', {
        data: { email: account.email, password: 'brand-new-1' },
      });
      expect(login.ok()).toBe(true);
    });
  }
});

test.describe('/unauthorized', () => {
  test('offers the signed-in user their dashboard, home and Sign out', async ({ page }) => {
    await loginAs(page, 'kitchen');
    await page.goto('/dashboard/inventory');
    await expect(page).toHaveURL(/\/unauthorized$/);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page).toHaveTitle('Access Denied · FarmPlate');
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('banner').getByText('Kitchen/Restaurant Management')).toBeVisible();

    await page.goto('/unauthorized');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeAttached();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

test.describe('the public site', () => {
  test('signed in, the header shows the user’s name and a link to their dashboard instead of Login and Sign Up', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginAs(page, 'farmer');
    await open(page, '/us/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByText(DEMO_ACCOUNTS.farmer.name)).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await nav.getByRole('link', { name: 'My Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('banner').getByText('Farmer/Grocery Portal')).toBeVisible();
  });

  for (const [from, to, heading] of [
    ['/us/about', '/ng/about', 'Good food, fairly grown, cooked close to home'],
    ['/ng/about', '/us/about', /./],
    ['/us/privacy-policy', '/ng/privacy-policy', 'Privacy Policy'],
    ['/ng/terms-of-service', '/us/terms-of-service', 'Terms of Service'],
    ['/us/grocery', '/ng', 'Order meals and groceries from the people who grow and cook them'],
  ] as const) {
    test(`the region switch on ${from} keeps the page where the other region has it: ${to}`, async ({ page }) => {
      await open(page, from);
      await regionSwitch(page).click();
      await expect(page).toHaveURL(new RegExp(`${to}$`));
      await expect(mainHeading(page)).toHaveText(heading);
      await expect(page.getByText('Page not found')).toHaveCount(0);
    });
  }

  test('a legal page switched to Nigeria shows the Nigeria version', async ({ page }) => {
    await open(page, '/us/privacy-policy');
    await expect(page.getByText('privacy@farmplate.com').first()).toBeVisible();
    await regionSwitch(page).click();
    await expect(page).toHaveURL(/\/ng\/privacy-policy$/);
    await expect(page.getByText('privacy@farmplate.ng').first()).toBeVisible();
  });

  test('the region switch’s accessible name contains its visible text (WCAG 2.5.3)', async ({ page }) => {
    for (const target of ['/us', '/ng', '/']) {
      await open(page, target);
      const visible = (await regionSwitch(page).innerText()).trim();
      expect(visible).toMatch(/^(US|NG)$/);
      expect(await regionSwitch(page).getAttribute('aria-label')).toContain(visible);
    }
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('no public page scrolls sideways, and no control ends under the fixed buttons or the sticky header', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const problems: string[] = [];
    for (const target of [...ALL_PUBLIC_PAGES, ...SHELL_PAGES]) {
      await open(page, target);
      const overflow = await sidewaysScroll(page);
      if (overflow > 0) problems.push(`${target} scrolls sideways by ${overflow}px`);
      if (!target.startsWith('/') || SHELL_PAGES.includes(target)) continue;
      // Each control scrolled into view as the keyboard would bring it: the point at its centre
      // must be the control itself, not the region switch, the chat button or the header.
      const covered = await page.evaluate(() => {
        const fixed = [...document.querySelectorAll('a, button')].filter((button) =>
          /Switch to|Chat with/.test(button.getAttribute('aria-label') ?? button.textContent ?? ''),
        );
        const controls = [
          ...document.querySelectorAll<HTMLElement>(
            'main a, main button, main input, main select, main textarea, footer a',
          ),
        ]
          .filter((control) => !fixed.includes(control as HTMLButtonElement))
          .filter(
            (control) => control.getClientRects().length > 0 && getComputedStyle(control).visibility !== 'hidden',
          );
        const hidden: string[] = [];
        for (const control of controls) {
          control.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
          const box = control.getBoundingClientRect();
          if (box.width < 1 || box.height < 1) continue;
          const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
          const y = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1);
          const top = document.elementFromPoint(x, y);
          if (top && !control.contains(top) && !top.contains(control)) {
            hidden.push(`${control.tagName} "${(control.textContent ?? '').trim().slice(0, 30)}" under ${top.tagName}`);
          }
        }
        return hidden;
      });
      if (covered.length) problems.push(`${target}: ${covered.slice(0, 3).join('; ')}`);
    }
    expect(problems).toEqual([]);
  });

  test('no dashboard page of the seeded farmer scrolls sideways, and every sidebar item is reachable', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await loginAs(page, 'farmer');
    const problems: string[] = [];
    for (const target of FARMER_DASHBOARD) {
      await open(page, target);
      const overflow = await sidewaysScroll(page);
      if (overflow > 0) problems.push(`${target} scrolls sideways by ${overflow}px`);
    }
    expect(problems).toEqual([]);

    await open(page, '/dashboard');
    const links = dashboardNav(page).getByRole('link');
    const labels = await links.allInnerTexts();
    expect(labels).toEqual(['Dashboard', 'Orders', 'Inventory', 'Boxes', 'Box Orders', 'Requests', 'Profile']);
    for (const label of labels) {
      const link = dashboardNav(page).getByRole('link', { name: label, exact: true });
      const box = (await link.boundingBox())!;
      expect(box.x, `${label} starts on screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${label} ends on screen`).toBeLessThanOrEqual(360);
    }
    await dashboardNav(page).getByRole('link', { name: 'Profile', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  });

  test('the phone menu closes on Escape and gives the focus back to its button', async ({ page }) => {
    await open(page, '/us');
    await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'About' })).toBeVisible();
    await nav.getByRole('link', { name: 'About' }).focus();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'About' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test('the farmer dashboard’s quick-add requires a total price and saves the one entered', async ({ page }) => {
  await loginAs(page, 'farmer');
  await open(page, '/dashboard');
  const form = page.getByRole('region', { name: 'Quick Add Inventory' });
  await form.getByLabel(/^Produce type/).selectOption('Cassava');
  const quantity = 40 + Math.floor(Math.random() * 900) / 100;
  await form.getByLabel(/^Quantity \(kg\)/).fill(String(quantity));
  const notes = unique('quick-add');
  await form.getByLabel('Notes').fill(notes);
  await form.getByRole('button', { name: 'Add to Inventory' }).click();
  await expect(form.getByText('Total price is required')).toBeVisible();

  await form.getByLabel(/^Total price/).fill('88.40');
  await form.getByRole('button', { name: 'Add to Inventory' }).click();
  await expectToast(page, 'Inventory item added successfully!');
  const response = await page.request.get('/api/inventory-items?search=Cassava&per_page=100', {
    headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
  });
  const { data } = (await response.json()) as { data: { description: string | null; total_price: number }[] };
  expect(data.find((item) => item.description === notes)?.total_price).toBe(88.4);
});
