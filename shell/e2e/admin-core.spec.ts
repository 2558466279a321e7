// The admin portal, part 1 (issue 13), signed in as the seeded admin against the real API:
// dashboard, users, partners with approval, settings, profile and the audit trail.
// Each test makes the records it changes, and puts back what it changes of the shared data.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, loginAs } from './support';

/** A name no other test (or earlier run against the same server) has used. */
const unique = (name: string) => `${name} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '.');

/** axe-core's WCAG 2 A/AA violations on the page as it is now. */
async function accessibilityViolations(page: Page): Promise<string[]> {
  const axeSource = await readFile(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const { violations } = await (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  });
}

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

async function apiLogin(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/login', { data: { email, password } });
  return {
    status: response.status(),
    token: response.ok() ? ((await response.json()) as { token: string }).token : '',
  };
}

async function adminApi<T>(request: APIRequestContext, method: 'GET' | 'PUT' | 'POST', path: string, data?: unknown) {
  const { token } = await apiLogin(request, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  const response = await request.fetch(`/api${path}`, { method, data, headers: { Authorization: `Bearer ${token}` } });
  return (await response.json()) as T;
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible();
}

/** The latest entries of the audit trail, as the API pages them. */
const auditActions = async (request: APIRequestContext) =>
  (await adminApi<{ data: { action: string; entity_id: string | null } }[] | { data: { action: string }[] }>(
    request,
    'GET',
    '/audit-log?per_page=20',
  )) as { data: { action: string; entity_id: string | null }[] };

test.describe('admin dashboard', () => {
  test('shows live totals, partner panels with their links, and working quick actions', async ({ page }) => {
    await loginAs(page, 'admin');
    await open(page, '/dashboard');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    const figures = await adminApi<{ data: { totals: { customers: number; orders: number; active_orders: number } } }>(
      page.request,
      'GET',
      '/admin-dashboard',
    );
    await expect(main.getByText('Total Customers').locator('..')).toContainText(String(figures.data.totals.customers));
    await expect(main.getByText('Total Orders').locator('..')).toContainText(String(figures.data.totals.orders));
    await expect(main.getByText('Active Orders').locator('..')).toContainText(
      String(figures.data.totals.active_orders),
    );
    for (const panel of ['Farmers', 'Kitchens', 'Delivery Partners'])
      await expect(main.getByRole('region', { name: panel, exact: true })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Recent activity' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    await main.getByRole('link', { name: 'Manage Kitchens' }).click();
    await expect(page).toHaveURL(/\/dashboard\/partners\?tab=kitchens/);
    await expect(page.getByRole('tab', { name: 'Kitchens' })).toHaveAttribute('aria-selected', 'true');

    await open(page, '/dashboard');
    await page.getByRole('main').getByRole('link', { name: 'Add New User' }).click();
    await expect(page.getByRole('dialog', { name: 'Add New User' })).toBeVisible();

    await open(page, '/dashboard');
    await page.getByRole('main').getByRole('link', { name: 'System Settings' }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
    await open(page, '/dashboard');
    await page.getByRole('main').getByRole('link', { name: 'Manage Menu' }).click();
    await expect(page).toHaveURL(/\/dashboard\/menu-items$/);
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Menu Items' })).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Inventory' })).toBeVisible();
  });
});

test.describe('user management', () => {
  test('create a user who signs in; deactivate (their session is refused), reactivate, delete', async ({ page }) => {
    const name = unique('Zara Bello');
    const email = `${slug(name)}@example.test`;
    await loginAs(page, 'admin');
    await open(page, '/dashboard/users');
    const main = page.getByRole('main');

    // every rule of the form, with its message
    await main.getByRole('button', { name: 'Add New User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New User' });
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByText('Email is required')).toBeVisible();
    await expect(dialog.getByText('Role is required')).toBeVisible();
    await expect(dialog.getByText('Password is required')).toBeVisible();
    await expect(dialog.getByText('Password confirmation is required')).toBeVisible();
    await dialog.getByLabel(/^Full Name/).fill(' A ');
    await dialog.getByLabel(/^Email/).fill('not-an-email');
    await dialog.getByLabel(/^Password/).fill('123');
    await dialog.getByLabel(/^Confirm Password/).fill('124');
    await expect(dialog.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    await expect(dialog.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(dialog.getByText('Passwords do not match')).toBeVisible();

    await dialog.getByLabel(/^Full Name/).fill(`  ${name}  `);
    await dialog.getByLabel(/^Email/).fill(email);
    await dialog.getByLabel(/^Role/).selectOption('customer');
    await dialog.getByLabel(/^Password/).fill('secret1');
    await dialog.getByLabel(/^Confirm Password/).fill('secret1');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(main.getByRole('status').filter({ hasText: 'User created successfully!' }).first()).toBeVisible();
    // the success message goes after 3 s
    await expect(main.getByText('User created successfully!')).toHaveCount(0, { timeout: 5000 });

    // they sign in
    const session = await apiLogin(page.request, email, 'secret1');
    expect(session.status).toBe(200);

    // search over the API: case-insensitive, across all users
    await main.getByLabel('Search users').fill(name.toUpperCase());
    const row = main.getByRole('row').filter({ hasText: email });
    await expect(row).toBeVisible();
    await expect(row).toContainText(name);
    await expect(main.getByText(/Showing 1 of 1 results/)).toBeVisible();

    // deactivate: their open session is refused at once
    await row.getByRole('button', { name: `Deactivate ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Deactivate User' });
    await expect(confirm).toContainText(`Are you sure you want to deactivate ${name}?`);
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(main.getByRole('status').filter({ hasText: 'User deactivated successfully!' }).first()).toBeVisible();
    await expect(row.getByText('Inactive')).toBeVisible();
    const refused = await page.request.get('/api/user-detail', {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    expect(refused.status()).toBe(401);
    expect((await apiLogin(page.request, email, 'secret1')).status).not.toBe(200);

    // reactivate
    await row.getByRole('button', { name: `Activate ${name}` }).click();
    await page.getByRole('alertdialog', { name: 'Activate User' }).getByRole('button', { name: 'Activate' }).click();
    await expect(main.getByRole('status').filter({ hasText: 'User activated successfully!' }).first()).toBeVisible();
    expect((await apiLogin(page.request, email, 'secret1')).status).toBe(200);

    // edit keeps the password when left blank
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await edit.getByLabel(/^Full Name/).fill(`${name} Jr`);
    await edit.getByRole('button', { name: 'Update User' }).click();
    await expect(main.getByRole('status').filter({ hasText: 'User updated successfully!' }).first()).toBeVisible();
    expect((await apiLogin(page.request, email, 'secret1')).status).toBe(200);

    // delete
    await main.getByRole('button', { name: `Delete ${name} Jr` }).click();
    const remove = page.getByRole('alertdialog', { name: 'Delete User' });
    await expect(remove).toContainText(
      `Are you sure you want to permanently delete ${name} Jr? This action cannot be undone and will remove all associated data.`,
    );
    await remove.getByRole('button', { name: 'Delete' }).click();
    await expect(main.getByRole('status').filter({ hasText: 'User deleted successfully!' }).first()).toBeVisible();
    await expect(main.getByText('No users match your search criteria')).toBeVisible();

    // every change is in the audit trail
    const actions = (await auditActions(page.request)).data.map((entry) => entry.action);
    for (const action of ['user.created', 'user.deactivated', 'user.activated', 'user.updated', 'user.deleted'])
      expect(actions).toContain(action);
  });

  test('an admin cannot deactivate or delete their own account; errors stay until dismissed', async ({ page }) => {
    await loginAs(page, 'admin');
    await open(page, '/dashboard/users');
    const main = page.getByRole('main');
    await main.getByLabel('Search users').fill(DEMO_ACCOUNTS.admin.email);
    const row = main.getByRole('row').filter({ hasText: DEMO_ACCOUNTS.admin.email });
    await row.getByRole('button', { name: `Deactivate ${DEMO_ACCOUNTS.admin.name}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Deactivate User' })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    const error = main.getByText('You cannot deactivate, delete or change the role of your own account.');
    await expect(error).toBeVisible();
    await page.waitForTimeout(3500);
    await expect(error).toBeVisible();
    await main.getByRole('button', { name: /Dismiss/ }).click();
    await expect(error).toHaveCount(0);
    await expect(row.getByText('Active')).toBeVisible();
  });

  test('filters by role and status; axe-clean and no sideways scrolling at 360 px', async ({ page }) => {
    await loginAs(page, 'admin');
    await open(page, '/dashboard/users?role=kitchen');
    const main = page.getByRole('main');
    await expect(main.getByText(DEMO_ACCOUNTS.kitchen.email)).toBeVisible();
    await expect(main.getByText(DEMO_ACCOUNTS.farmer.email)).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 360, height: 800 });
    await open(page, '/dashboard/users?role=admin');
    await expect(page.getByRole('main').getByText(DEMO_ACCOUNTS.admin.email)).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
