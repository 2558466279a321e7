// The kitchen portal against the real API (issue 12): order board, menu items, farmer produce and
// requests, order status, profile; a second kitchen never sees the first one's records.
// Each test makes the records it changes through the API, so other spec files keep their seed.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, loginAs } from './support';

/** A 1×1 PNG: the server checks an upload's bytes, not its name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const unique = (name: string) => `${name} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

interface Session {
  token: string;
  user: { id: number; name: string };
}

async function apiLogin(request: APIRequestContext, account: keyof typeof DEMO_ACCOUNTS): Promise<Session> {
  const { email, password } = DEMO_ACCOUNTS[account];
  const response = await request.post('/api/login', { data: { email, password } });
  expect(response.ok(), `login as ${email}`).toBe(true);
  return (await response.json()) as Session;
}

async function api<T>(
  request: APIRequestContext,
  session: Session,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
) {
  const response = await request.fetch(`/api${path}`, {
    method,
    data,
    headers: { Authorization: `Bearer ${session.token}` },
  });
  return { status: response.status(), body: (await response.json().catch(() => null)) as T };
}

/** A toast's text (Radix also announces it in a hidden live region, so match the status role). */
const expectToast = (page: Page, message: string) =>
  expect(page.getByRole('status').filter({ hasText: message }).first()).toBeVisible();

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

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test.describe('orders', () => {
  test('an order moves from new to completed, each step confirmed, with its waited time', async ({ page }) => {
    await loginAs(page, 'kitchen');
    await page.goto('/dashboard/orders');
    await page.getByRole('tab', { name: /^New/ }).click();
    const first = page.getByRole('article').first();
    await expect(first).toBeVisible();
    const label = (await first.getAttribute('aria-label'))!;
    const orderNumber = label.replace(/^Order /, '');
    await expect(first).toContainText(/Ordered .+ ago/);
    await expect(page).toHaveTitle(/^\(\d+\) New orders/);
    await page.getByRole('tab', { name: /^All Orders/ }).click();
    const card = page.getByRole('article', { name: label });

    for (const [action, status] of [
      ['Start Preparing', 'preparing'],
      ['Mark as Ready', 'ready'],
      ['Complete Order', 'completed'],
    ] as const) {
      await card.getByRole('button', { name: action }).click();
      await page.getByRole('alertdialog', { name: action }).getByRole('button', { name: action }).click();
      await expectToast(page, `Order ${orderNumber} updated to ${status}.`);
    }
    await expect(card.getByText('Completed', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: /Start Preparing|Mark as Ready|Complete Order/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Show older orders' }).click();
    await expect(page.getByRole('button', { name: 'Hide older orders' })).toBeVisible();
  });

  test('a second kitchen never sees the first one’s orders', async ({ page }) => {
    const kitchen = await apiLogin(page.request, 'kitchen');
    const { body } = await api<{ orders: { order_number: string }[] }>(page.request, kitchen, 'GET', '/kitchen-orders');
    await loginAs(page, 'kitchen2');
    await page.goto('/dashboard/orders');
    await expect(page.getByRole('button', { name: 'Refresh Orders' })).toBeVisible();
    await expect(page.getByRole('article', { name: `Order ${body.orders[0]!.order_number}` })).toHaveCount(0);
  });
});

test.describe('menu items', () => {
  test('create with an image, edit, deactivate and delete a menu item', async ({ page }) => {
    const name = unique('Pepper Soup');
    await loginAs(page, 'kitchen');
    await page.goto('/dashboard/menu-items');
    await expect(page.getByRole('combobox', { name: 'Kitchen' })).toBeDisabled();
    await page.getByRole('button', { name: 'Add Menu Item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Menu Item' });
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await expectToast(page, 'Please fix the form errors before submitting');
    await expect(dialog.getByText('Item name is required')).toBeVisible();
    await dialog.getByLabel(/^Item Name/).fill(name);
    await dialog.getByLabel(/^Description/).fill('Goat meat pepper soup with uziza and scent leaves.');
    await dialog.getByLabel(/^Price/).fill('0');
    await dialog.getByLabel(/^Ingredients/).fill('goat meat, uziza, scent leaves');
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await expect(dialog.getByText('Price must be greater than 0')).toBeVisible();
    await dialog.getByLabel(/^Price/).fill('14.5');
    await dialog.getByLabel('Gluten-Free').check();
    await dialog.getByLabel(/^Image/).setInputFiles({ name: 'soup.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await expectToast(page, 'Menu item created successfully!');

    await page.getByRole('searchbox', { name: 'Search menu items' }).fill(name);
    const card = page.getByRole('article', { name });
    await expect(card).toContainText('$14.50');
    await expect(card).toContainText('Gluten-Free');
    await expect(card.getByRole('img', { name })).toBeVisible();

    await card.getByRole('button', { name: 'Edit Details' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Menu Item' });
    await edit.getByLabel(/^Price/).fill('15.75');
    await edit.getByRole('button', { name: 'Update Item' }).click();
    await expectToast(page, 'Menu item updated successfully!');
    await expect(card).toContainText('$15.75');

    await card.getByRole('button', { name: 'Deactivate' }).click();
    await expectToast(page, 'Status updated successfully!');
    await expect(card.getByText('Inactive')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Activate' })).toBeVisible();

    // the second kitchen never sees it
    const kitchen2 = await apiLogin(page.request, 'kitchen2');
    const { body } = await api<{ data: { item_name: string }[] }>(
      page.request,
      kitchen2,
      'GET',
      `/menu-items?search=${encodeURIComponent(name)}`,
    );
    expect(body.data).toEqual([]);

    await card.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Menu Item' });
    await expect(confirm).toContainText('This action cannot be undone.');
    await expect(confirm).toContainText(name);
    await expect(confirm).toContainText('$15.75');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Menu item deleted successfully!');
    await expect(page.getByText('No menu items match your search criteria')).toBeVisible();
  });

  test('an admin sees every kitchen’s items on the same screen', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/dashboard/menu-items');
    await expect(page.getByRole('combobox', { name: 'Kitchen' })).toBeEnabled();
    await expect(page.getByText(/^Showing \d+ of \d+ results$/)).toBeVisible();
  });
});

for (const width of [1280, 360]) {
  test(`kitchen screens pass axe and never scroll sideways at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await loginAs(page, 'kitchen');
    for (const path of ['/dashboard/orders', '/dashboard/menu-items']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
      expect(await accessibilityViolations(page), path).toEqual([]);
      expect(await noSidewaysScroll(page), path).toBe(true);
    }
  });
}
