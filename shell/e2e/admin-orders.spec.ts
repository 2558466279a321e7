// The admin portal's orders, reports and inventory, signed in as the seeded admin: orders management with its
// filters, detail, cancel and CSV export; reports for a period, with their CSV; the admin
// inventory, whose changes the farmer sees. Records changed here are made here or belong to the
// second kitchen (Island Spice Cafe), which other spec files leave alone.
import { readFile } from 'node:fs/promises';
import { expect, test } from './support';
import { type APIRequestContext, type Page } from '@playwright/test';
import { accessibilityViolations, DEMO_ACCOUNTS, loginAs } from './support';

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement!;
    return root.scrollWidth - root.clientWidth;
  });

const toast = (page: Page, message: string) => page.getByRole('status').filter({ hasText: message }).first();

async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/login', { data: { email, password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}

/** Picks `option` in the labelled SelectMenu (a combobox opening a listbox). */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const counter = (page: Page, label: string) =>
  page.getByRole('group', { name: 'Order counts' }).getByText(label, { exact: true }).locator('..');

test.describe('orders management', () => {
  test('filters, opens an order like the kitchen sees it, cancels it and the kitchen board has it cancelled', async ({
    page,
  }) => {
    const kitchenToken = await apiToken(page.request, DEMO_ACCOUNTS.kitchen2.email, DEMO_ACCOUNTS.kitchen2.password);
    await loginAs(page, 'admin');
    await page.goto('/dashboard/orders-management');
    await expect(page.getByRole('heading', { name: 'Order Management', level: 1 })).toBeVisible();
    await expect(page.getByText(/^Showing 1 to 10 of \d+ results$/)).toBeVisible();

    await choose(page, 'Kitchen', 'Island Spice Cafe');
    await choose(page, 'Status', 'Preparing');
    await expect(page).toHaveURL(/kitchen=\d+/);
    await expect(page).toHaveURL(/status=preparing/);
    await expect(page.getByText('Showing 1 to 1 of 1 results')).toBeVisible();
    await expect(counter(page, 'Total Orders')).toContainText('1');
    await expect(counter(page, 'In Progress')).toContainText('1');

    const row = page.getByRole('row').filter({ hasText: 'Island Spice Cafe' });
    const orderNumber = (await row.getByText(/^FP-\d+$/).textContent())!;
    await page.getByRole('button', { name: `View ${orderNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: `Order ${orderNumber}` });
    await expect(dialog).toBeVisible();

    // the kitchen's view of the same order: same customer, lines and total
    const board = await apiGet<{
      orders: {
        order_number: string;
        total_amount: number;
        user: { name: string };
        items: { quantity: number; menu_item: { item_name: string } | null }[];
      }[];
    }>(page.request, kitchenToken, `/kitchen-orders?search=${orderNumber}`);
    const kitchenOrder = board.orders.find((order) => order.order_number === orderNumber)!;
    await expect(dialog.getByText(kitchenOrder.user.name)).toBeVisible();
    for (const item of kitchenOrder.items) await expect(dialog.getByText(item.menu_item!.item_name)).toBeVisible();
    await expect(dialog.getByText(`$${kitchenOrder.total_amount.toFixed(2)}`).last()).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Cancel Order' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel Order' });
    await expect(confirm.getByText('Are you sure you want to cancel this order?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes, cancel it!' }).click();
    await expect(toast(page, 'Order cancelled successfully')).toBeVisible();
    // the open detail shows the new state, and offers no second cancel
    await expect(dialog.getByText('Refunded')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(page.getByText('No orders match your search criteria')).toBeVisible();

    // the kitchen board reads the same orders table: the order is no longer being prepared there
    const after = await apiGet<{ orders: { order_number: string; status: string }[] }>(
      page.request,
      kitchenToken,
      `/kitchen-orders?search=${orderNumber}`,
    );
    expect(after.orders.filter((order) => order.order_number === orderNumber && order.status !== 'cancelled')).toEqual(
      [],
    );
    await choose(page, 'Status', 'Cancelled');
    await expect(page.getByRole('row').filter({ hasText: orderNumber })).toContainText('Cancelled');
    await expect(page.getByRole('button', { name: `Cancel ${orderNumber}` })).toHaveCount(0);
  });

  test('searches, keeps the date filter in the URL and exports every filtered order as CSV', async ({ page }) => {
    const adminToken = await apiToken(page.request, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const all = await apiGet<{ total: number; counters: { total: number } }>(page.request, adminToken, '/admin-orders');
    await loginAs(page, 'admin');
    await page.goto('/dashboard/orders-management?date=this-week');
    await expect(page.getByRole('combobox', { name: 'Date' })).toContainText('This Week');
    await choose(page, 'Date', 'All Dates');
    await expect(counter(page, 'Total Orders')).toContainText(String(all.total));

    await page.getByRole('searchbox', { name: 'Search orders' }).fill('aisha@example.test');
    await expect(page).toHaveURL(/search=aisha/);
    const filtered = await apiGet<{ total: number }>(
      page.request,
      adminToken,
      '/admin-orders?search=aisha@example.test',
    );
    await expect(page.getByText(new RegExp(`of ${filtered.total} results$`))).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile(await file.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(csv[0]).toContain('Order ID,Order Number,Order Date,Customer Name,Customer Email');
    // every matching order, not only the page on screen
    expect(csv).toHaveLength(filtered.total + 1);
    expect(csv.slice(1).every((line) => line.includes('aisha@example.test'))).toBe(true);

    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.getByRole('heading', { name: 'Order Management', level: 1 })).toBeVisible();
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test.describe('reports', () => {
  test('the period changes the figures, each tab renders, and Export Report downloads the tab', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/dashboard/reports');
    await expect(page.getByRole('heading', { name: 'Reports & Analytics', level: 1 })).toBeVisible();
    const revenue = page.getByText('Total Revenue', { exact: true }).locator('..');
    await expect(revenue).toContainText('$');
    const before = await revenue.textContent();
    const chart = page.getByRole('img', { name: /^Revenue \(USD\) and orders:/ });
    await expect(chart).toBeVisible();

    // a custom range with no orders: every figure is zero
    await choose(page, 'Period', 'Custom Range');
    await page.getByLabel('From', { exact: true }).fill('2020-01-01');
    await page.getByLabel('To', { exact: true }).fill('2020-01-31');
    await expect(revenue).toContainText('$0.00');
    expect(await revenue.textContent()).not.toBe(before);
    await expect(page.getByText('Period: 2020-01-01 to 2020-01-31')).toBeVisible();

    await choose(page, 'Period', 'Last Month');
    await expect(revenue).not.toContainText('$0.00');

    await page.getByRole('tab', { name: 'Partner Performance' }).click();
    await expect(page.getByRole('region', { name: 'Kitchen Performance' })).toContainText("Mama's Soul Kitchen");
    await page.getByRole('tab', { name: 'Customer Analytics' }).click();
    await expect(page.getByText(/^Retention rate: of the customers who ordered/)).toBeVisible();
    await expect(page.getByRole('img', { name: /^Orders by hour:/ })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Report' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^report-customers-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await file.path(), 'utf8');
    expect(csv).toContain('Customer Analytics');
    expect(csv).toContain('Active Customers');

    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('tab', { name: 'Sales & Revenue' }).click();
    await expect(chart).toBeVisible();
    expect(await sidewaysScroll(page)).toBe(0);
  });
});

test.describe('admin inventory', () => {
  test("each farmer's row on the partners screen opens that farmer's inventory", async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/dashboard/partners?tab=farmers');
    const link = page.getByRole('link', { name: /^Inventory of / }).first();
    await link.click();
    await expect(page).toHaveURL(/\/dashboard\/inventory\?farmer=\d+$/);
    await expect(page.getByRole('heading', { name: 'Inventory Management', level: 1 })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Farmer' })).toBeVisible();
  });

  test('adds, edits and deletes an item for a farmer, who sees it', async ({ page, browser }) => {
    const produce = `Okra ${Date.now().toString(36)}`;
    const farmerToken = await apiToken(page.request, DEMO_ACCOUNTS.farmer2.email, DEMO_ACCOUNTS.farmer2.password);
    await loginAs(page, 'admin');
    await page.goto('/dashboard/inventory');
    await expect(page.getByRole('heading', { name: 'Inventory Management', level: 1 })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Farmer' })).toBeVisible();

    await page.getByRole('button', { name: 'Add New Item' }).click();
    const form = page.getByRole('dialog', { name: 'Add Inventory Item' });
    await form.getByRole('button', { name: 'Add Item' }).click();
    await expect(form.getByText('Please choose a farmer')).toBeVisible();
    await expect(form.getByText('Produce name is required')).toBeVisible();
    await form.getByLabel(/^Farmer/).selectOption({ label: DEMO_ACCOUNTS.farmer2.business });
    await form.getByLabel(/^Produce name/).fill(produce);
    await form.getByLabel(/^Category/).selectOption('vegetables');
    await form.getByLabel(/^Quantity/).fill('40');
    await form.getByLabel(/^Total price/).fill('80');
    await expect(form.getByLabel('Price per unit ($)')).toHaveValue('2.00');
    await form.getByRole('button', { name: 'Add Item' }).click();
    await expect(toast(page, 'Inventory item added successfully!')).toBeVisible();

    const farmerItems = () =>
      apiGet<{ data: { produce_name: string; quantity: number; category: string }[] }>(
        page.request,
        farmerToken,
        `/inventory-items?search=${encodeURIComponent(produce)}`,
      );
    expect((await farmerItems()).data).toEqual([
      expect.objectContaining({ produce_name: produce, category: 'vegetables' }),
    ]);

    await choose(page, 'Category', 'Vegetables');
    await choose(page, 'Farmer', DEMO_ACCOUNTS.farmer2.business);
    const row = page.getByRole('row').filter({ hasText: produce });
    await expect(row).toContainText(DEMO_ACCOUNTS.farmer2.business);
    await row.getByRole('button', { name: /^Edit/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Inventory Item' });
    await edit.getByLabel(/^Quantity/).fill('55');
    await edit.getByRole('button', { name: 'Update Item' }).click();
    await expect(toast(page, 'Inventory item updated successfully!')).toBeVisible();
    await expect(row).toContainText('55 kg');

    // the farmer's own screen shows the item the admin added and edited
    const farmerContext = await browser.newContext();
    const farmerPage = await farmerContext.newPage();
    await loginAs(farmerPage, 'farmer2');
    await farmerPage.goto('/dashboard/inventory');
    await expect(farmerPage.getByRole('row').filter({ hasText: produce })).toContainText('55');
    await farmerContext.close();

    await row.getByRole('button', { name: /^Delete/ }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete Inventory Item' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(toast(page, 'Inventory item deleted successfully!')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: produce })).toHaveCount(0);
    expect((await farmerItems()).data).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
