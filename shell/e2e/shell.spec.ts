// The composed production build: routes, guards, the dashboard layout and remote failures (spec §2).
import { expect, test } from './support';
import { type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, FALLBACK_TITLE, loginAs, loginViaUi } from './support';

const dashboardNav = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });
const sidebarHrefs = (page: Page) =>
  dashboardNav(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

test.describe('public site', () => {
  // the homes and the menu start with the marketing remote's islands' entry, the contact page with the app and its remote
  for (const path of ['/', '/us', '/ng', '/us/menu', '/us/contact']) {
    test(`${path} renders the marketing remote`, async ({ page }) => {
      const exposedModule = page.waitForResponse((response) =>
        /\/remotes\/marketing\/(__federation_expose_App|islands)\.[0-9a-f]+\.js$/.test(response.url()),
      );
      await page.goto(path);
      expect((await exposedModule).ok()).toBe(true);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByText(FALLBACK_TITLE)).toHaveCount(0);
    });
  }
});

test.describe('guards', () => {
  test('/dashboard without a session lands on /login', async ({ page }) => {
    await page.goto('/dashboard/inventory');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('signing in through the login screen opens the dashboard', async ({ page }) => {
    await loginViaUi(page, 'kitchen');
    await expect(page.getByRole('banner').getByText(DEMO_ACCOUNTS.kitchen.name)).toBeVisible();
  });

  test('a role outside a screen’s allowed list lands on /unauthorized', async ({ page }) => {
    await loginAs(page, 'kitchen');
    await page.goto('/dashboard/inventory');
    await expect(page).toHaveURL(/\/unauthorized$/);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText('You are not authorized to view this page.')).toBeVisible();
  });

  test('a farmer may not open admin screens', async ({ page }) => {
    await loginAs(page, 'farmer');
    await page.goto('/dashboard/users');
    await expect(page).toHaveURL(/\/unauthorized$/);
  });
});

test.describe('dashboard layout', () => {
  test('a farmer sees the farmer portal: title, name, role, initial, sidebar of spec §2', async ({ page }) => {
    await loginAs(page, 'farmer');
    await page.goto('/dashboard');
    const header = page.getByRole('banner');
    await expect(header.getByText('Farmer/Grocery Portal')).toBeVisible();
    await expect(header.getByText(DEMO_ACCOUNTS.farmer.name)).toBeVisible();
    await expect(header.getByText('Farmer', { exact: true })).toBeVisible();
    await expect(header.getByRole('img', { name: DEMO_ACCOUNTS.farmer.name })).toHaveText('K');
    await expect
      .poll(() => sidebarHrefs(page))
      .toEqual([
        '/dashboard',
        '/dashboard/orders',
        '/dashboard/inventory',
        '/dashboard/boxes',
        '/dashboard/box-orders',
        '/dashboard/requests',
        '/dashboard/profile',
      ]);
  });

  test('kitchen and admin get their own title and sidebar', async ({ page }) => {
    await loginAs(page, 'kitchen');
    await page.goto('/dashboard');
    await expect(page.getByRole('banner').getByText('Kitchen/Restaurant Management')).toBeVisible();
    await expect
      .poll(() => sidebarHrefs(page))
      .toEqual([
        '/dashboard',
        '/dashboard/orders',
        '/dashboard/menu-items',
        '/dashboard/farmer-inventory',
        '/dashboard/order-status',
        '/dashboard/profile',
      ]);
    await expect(dashboardNav(page).getByRole('link', { name: 'Inventory' })).toHaveAttribute(
      'href',
      '/dashboard/farmer-inventory',
    );

    await loginAs(page, 'admin');
    await page.goto('/dashboard');
    await expect(page.getByRole('banner').getByText('Admin Dashboard')).toBeVisible();
    await expect
      .poll(() => sidebarHrefs(page))
      .toEqual([
        '/dashboard',
        '/dashboard/users',
        '/dashboard/orders-management',
        '/dashboard/deliveries-management',
        '/dashboard/partners',
        '/dashboard/menu-items',
        '/dashboard/inventory',
        '/dashboard/reports',
        '/dashboard/boxes-overview',
        '/dashboard/settings',
        '/dashboard/profile',
      ]);
    await dashboardNav(page).getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/dashboard\/users$/);
    await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  });

  test('a customer sees Dashboard and Profile only, and Access Denied on the index', async ({ page }) => {
    await loginAs(page, 'customer');
    await page.goto('/dashboard');
    await expect(page.getByRole('banner').getByText('Dashboard', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    expect(await sidebarHrefs(page)).toEqual(['/dashboard', '/dashboard/profile']);
  });

  test('Logout ends the session and returns to /', async ({ page }) => {
    await loginAs(page, 'farmer');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('each route change scrolls to the top', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 300 });
    await loginAs(page, 'admin');
    await page.goto('/dashboard');
    const users = dashboardNav(page).getByRole('link', { name: 'Users' });
    await expect(users).toBeVisible();
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
      window.scrollTo(0, 1000);
    });
    await users.click();
    await expect(page).toHaveURL(/\/dashboard\/users$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('a remote that is down', () => {
  test('shows the fallback in its place while the shell keeps navigating', async ({ page }) => {
    await page.route('**/remotes/farmer/**', (route) => route.abort('connectionrefused'));
    await loginAs(page, 'farmer');
    await page.goto('/dashboard');

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: FALLBACK_TITLE })).toBeVisible({ timeout: 20_000 });
    await expect(
      main.getByText("We're sorry, but something unexpected happened. Please try refreshing the page."),
    ).toBeVisible();
    await expect(main.getByRole('button', { name: 'Refresh Page' })).toBeVisible();

    // The rest of the shell still works: header, sidebar, logout, the public site.
    await expect(page.getByRole('banner').getByText('Farmer/Grocery Portal')).toBeVisible();
    await dashboardNav(page).getByRole('link', { name: 'Inventory' }).click();
    await expect(page).toHaveURL(/\/dashboard\/inventory$/);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText(FALLBACK_TITLE)).toHaveCount(0);
  });

  test('a public site that is down leaves login working', async ({ page }) => {
    await page.route('**/remotes/marketing/**', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await expect(page.getByRole('heading', { name: FALLBACK_TITLE })).toBeVisible({ timeout: 20_000 });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  });

  test('a remote that fails once is retried and loads', async ({ page }) => {
    let failures = 0;
    await page.route('**/remotes/kitchen/mf-manifest.json', (route) =>
      failures++ === 0 ? route.abort('connectionrefused') : route.continue(),
    );
    await loginAs(page, 'kitchen');
    await page.goto('/dashboard/orders');
    await expect(page.getByRole('main').getByRole('heading', { name: 'Orders' })).toBeVisible({ timeout: 20_000 });
    expect(failures).toBeGreaterThan(1);
  });
});
