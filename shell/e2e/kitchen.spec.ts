// The kitchen portal against the real API: order board, menu items, farmer produce and
// requests, order status, profile; a second kitchen never sees the first one's records.
// Each test makes the records it changes through the API, so other spec files keep their seed.
import { expect, test } from './support';
import { type APIRequestContext, type Page } from '@playwright/test';
import { accessibilityViolations, DEMO_ACCOUNTS, loginAs, waitForQuietNetwork } from './support';

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

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test.describe('orders', () => {
  test('an order moves from new to completed, each step confirmed, with its waited time', async ({ page }) => {
    await loginAs(page, 'kitchen');
    await page.goto('/dashboard/orders');
    await page.getByRole('tab', { name: /^New/ }).click();
    // the newest order the board itself completes: a dispatched delivery is handed over to a courier instead
    const kitchen = await apiLogin(page.request, 'kitchen');
    const { body: open } = await api<{ orders: { order_number: string; delivery_status: string | null }[] }>(
      page.request,
      kitchen,
      'GET',
      '/kitchen-orders?status=new&per_page=100',
    );
    const orderNumber = open.orders.find((order) => order.delivery_status === null)!.order_number;
    const label = `Order ${orderNumber}`;
    const first = page.getByRole('article', { name: label });
    await expect(first).toBeVisible();
    await expect(first).toContainText(/Ordered .+ ago/);
    await expect(page).toHaveTitle(/^\(\d+\) New orders/);
    await page.getByRole('tab', { name: /^All Orders/ }).click();
    const card = page.getByRole('article', { name: label });

    // the kitchen's order is the admin's order: same customer and total
    const admin = await apiLogin(page.request, 'admin');
    const { body: adminOrders } = await api<{
      data: { order_number: string; customer: { name: string }; total: number }[];
    }>(page.request, admin, 'GET', `/admin-orders?search=${encodeURIComponent(orderNumber)}`);
    const adminOrder = adminOrders.data.find((each) => each.order_number === orderNumber)!;
    await expect(card).toContainText(adminOrder.customer.name);
    await expect(card).toContainText(`$${adminOrder.total.toFixed(2)}`);

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
    await page.evaluate(() => {
      window.print = () => {
        document.body.dataset.printed = document.querySelector('[data-print-ticket]')?.textContent ?? '';
      };
    });
    await card.getByRole('button', { name: 'Print Ticket' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', new RegExp(`Order ${orderNumber}.*Total: \\$`));
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

  test('the board is paged, never cut: the counts are the server’s totals and every open order is reachable', async ({
    page,
  }) => {
    const kitchen = await apiLogin(page.request, 'kitchen');
    const { body } = await api<{ total: number; counts: Record<string, number> }>(
      page.request,
      kitchen,
      'GET',
      '/kitchen-orders?scope=current',
    );
    await loginAs(page, 'kitchen');
    await page.goto('/dashboard/orders');
    await expect(page.getByRole('tab', { name: /^All Orders/ })).toContainText(String(body.total));
    await expect(page.getByRole('tab', { name: /^New/ })).toContainText(String(body.counts.new));
    const shown = Math.min(body.total, 50);
    await expect(page.getByText(`Showing ${shown} of ${body.total} orders`)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(shown);
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

/** A StatCard's value, found by its label. */
const statValue = (page: Page, label: string) =>
  page.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');

interface Produce {
  id: number;
  produce_name: string;
  farmerId: number;
  quantity: number;
}

/** A fresh inventory item of the seeded farmer, so requests never run the seed dry. */
async function freshProduce(request: APIRequestContext, name: string): Promise<Produce> {
  const farmer = await apiLogin(request, 'farmer');
  const { status, body } = await api<{ data: { id: number } }>(request, farmer, 'POST', '/inventory-items', {
    produce_name: name,
    quantity: 500,
    unit: 'kg',
    quality: 'Premium',
    total_price: 1000,
  });
  expect(status).toBe(201);
  return { id: body.data.id, produce_name: name, farmerId: farmer.user.id, quantity: 500 };
}

interface SentRequest {
  id: number;
  status: string;
  quantity: number;
  inventory_item: { produce_name: string };
  quality_preference?: string | null;
  decline_reason: string | null;
}

async function farmerPending(request: APIRequestContext, produceName: string): Promise<SentRequest[]> {
  const farmer = await apiLogin(request, 'farmer');
  const { body } = await api<{ data: SentRequest[] }>(request, farmer, 'GET', '/requests/pending');
  return body.data.filter((item) => item.inventory_item.produce_name === produceName);
}

test.describe('dashboard', () => {
  test('live figures equal the API, and Request Ingredients reaches the farmer', async ({ page }) => {
    const produce = await freshProduce(page.request, unique('Scotch Bonnet'));
    const kitchen = await apiLogin(page.request, 'kitchen');
    const { body } = await api<{
      data: { today: { orders: number; active_orders: number; revenue: number }; status_panel: { ready: number } };
    }>(page.request, kitchen, 'GET', '/kitchen-dashboard');

    await loginAs(page, 'kitchen');
    await page.goto('/dashboard');
    await expect(statValue(page, "Today's Orders")).toHaveText(String(body.data.today.orders));
    await expect(statValue(page, 'Active Orders')).toHaveText(String(body.data.today.active_orders));
    await expect(statValue(page, 'Revenue Today')).toHaveText(`$${body.data.today.revenue.toFixed(2)}`);
    await expect(page.getByRole('region', { name: 'Order Status' })).toContainText('Ready');
    await expect(page.getByRole('region', { name: 'Kitchen Performance' })).toContainText('Average Prep Time');
    await expect(page.getByRole('link', { name: /^View \d+ more items$/ })).toBeVisible();

    const form = page.getByRole('region', { name: 'Request Ingredients' });
    await form.getByRole('button', { name: 'Send Request' }).click();
    await expectToast(page, 'Please fill in all required fields');
    await form.getByLabel(/^Farmer/).selectOption(String(produce.farmerId));
    await form.getByLabel(/^Ingredient/).selectOption(String(produce.id));
    await form.getByLabel(/^Quantity/).fill('7');
    await form.getByLabel('Delivery date').fill('2020-01-01');
    await form.getByRole('button', { name: 'Send Request' }).click();
    await expect(form.getByText('The needed-by date cannot be in the past')).toBeVisible();
    await form.getByLabel('Delivery date').fill('');
    await form.getByRole('button', { name: 'Send Request' }).click();
    await expectToast(page, 'Request submitted successfully!');
    expect((await farmerPending(page.request, produce.produce_name)).map((item) => item.quantity)).toEqual([7]);
  });
});

test.describe('farmer inventory', () => {
  test('request from a row and from the quick form; the farmer receives both, with the quality preference', async ({
    page,
  }) => {
    const produce = await freshProduce(page.request, unique('Yam Tubers'));
    await loginAs(page, 'kitchen');
    await page.goto('/dashboard/farmer-inventory');
    await expect(page.getByRole('heading', { name: 'Partner Farmers' })).toBeVisible();
    const farm = page.getByRole('article', { name: DEMO_ACCOUNTS.farmer.business });
    await expect(farm).toContainText('Available Items:');
    await expect(farm).toContainText(/Inventory Value: \$[\d,]+\.\d{2}/);
    await farm.getByRole('button', { name: 'View Profile' }).click();
    const profile = page.getByRole('dialog', { name: DEMO_ACCOUNTS.farmer.business });
    await expect(profile).toContainText(produce.produce_name);
    await expect(profile).toContainText('Joined');
    await profile.getByRole('button', { name: 'Close' }).first().click();

    await page.getByRole('searchbox', { name: 'Search produce' }).fill(produce.produce_name);
    const row = page.getByRole('row', { name: new RegExp(produce.produce_name) });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: `Request ${produce.produce_name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Request ${produce.produce_name}` });
    await dialog.getByLabel(/^Quantity/).fill('0');
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await expect(dialog.getByText('Please enter a valid quantity')).toBeVisible();
    await dialog.getByLabel(/^Quantity/).fill('12');
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await expectToast(page, `Your request for 12kg of ${produce.produce_name} has been sent to the farmer.`);

    const quick = page.getByRole('region', { name: 'Quick Request Form' });
    await quick.getByLabel(/^Farmer/).selectOption(String(produce.farmerId));
    await quick.getByLabel(/^Produce/).selectOption(String(produce.id));
    await quick.getByLabel(/^Quantity/).fill('3');
    await quick.getByLabel('Quality preference').selectOption('Premium');
    await quick.getByRole('button', { name: 'Submit Request' }).click();
    await expectToast(page, 'Request submitted successfully!');

    const received = await farmerPending(page.request, produce.produce_name);
    expect(received.map((item) => [item.quantity, item.quality_preference ?? null]).sort()).toEqual([
      [12, null],
      [3, 'Premium'],
    ]);
    // the farmer's own screen shows the preference
    await loginAs(page, 'farmer');
    await page.goto('/dashboard/requests');
    await page.getByRole('searchbox').first().fill(produce.produce_name);
    await expect(page.getByText('Premium', { exact: true }).first()).toBeVisible();
  });

  test('the kitchen follows a request to declined with the farmer’s reason; the second kitchen never sees it', async ({
    page,
  }) => {
    const produce = await freshProduce(page.request, unique('Okra'));
    const kitchen = await apiLogin(page.request, 'kitchen');
    const sent = await api<{ data: { id: number } }>(page.request, kitchen, 'POST', '/submit-request', {
      farmer_id: produce.farmerId,
      inventory_item_id: produce.id,
      quantity: 4,
    });
    expect(sent.status).toBe(201);
    await loginAs(page, 'kitchen');
    await page.goto('/dashboard/farmer-inventory');
    const mine = page
      .getByRole('table', { name: 'My Requests' })
      .getByRole('row', { name: new RegExp(produce.produce_name) });
    await expect(mine).toContainText('Waiting for the farmer');

    const farmer = await apiLogin(page.request, 'farmer');
    await api(page.request, farmer, 'PUT', `/requests/${sent.body.data.id}/status`, {
      status: 'declined',
      decline_reason: 'Okra is out of season',
    });
    await page.reload();
    await expect(mine).toContainText('Declined: Okra is out of season');

    await loginAs(page, 'kitchen2');
    await page.goto('/dashboard/farmer-inventory');
    const theirs = page.getByRole('region', { name: 'My Requests' });
    await expect(theirs.getByRole('heading', { name: 'My Requests' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Request ${produce.produce_name}` })).toBeVisible();
    await expect(theirs.getByText(produce.produce_name)).toHaveCount(0);
  });
});

test.describe('order status', () => {
  test('the period figures equal the status history, with the timeline and hourly table', async ({ page }) => {
    const kitchen = await apiLogin(page.request, 'kitchen');
    const { body } = await api<{
      performanceStats: Record<'today' | 'week' | 'month', { totalOrders: number; completionRate: number }>;
    }>(page.request, kitchen, 'GET', '/kitchen-order-status-history?period=month');
    await loginAs(page, 'kitchen');
    await page.goto('/dashboard/order-status');
    await page.getByRole('tab', { name: 'This Month' }).click();
    await expect(page).toHaveURL(/\/dashboard\/order-status\?period=month$/);
    // the period is in the address: a reload (or the link shared) opens on the same month
    await page.reload();
    await expect(page.getByRole('tab', { name: 'This Month' })).toHaveAttribute('aria-selected', 'true');
    await expect(statValue(page, 'Total Orders')).toHaveText(String(body.performanceStats.month.totalOrders));
    await expect(statValue(page, 'Completion Rate')).toHaveText(`${body.performanceStats.month.completionRate}%`);
    await expect(page.getByRole('table', { name: 'Order Timeline' })).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: 'Hourly Performance' })
        .getByText(/Excellent|Good|Needs Improvement/)
        .first(),
    ).toBeVisible();
  });
});

test.describe('profile', () => {
  test('edit the profile, refuse a blank name, switch a setting and change the password', async ({ page }) => {
    await loginAs(page, 'kitchen2');
    await page.goto('/dashboard/profile');
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const form = page.getByRole('form', { name: 'Edit profile' });
    await form.getByLabel(/^Kitchen Name/).fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Kitchen name and email are required');
    await form.getByLabel(/^Kitchen Name/).fill(DEMO_ACCOUNTS.kitchen2.business);
    await form.getByLabel('Kitchen Type').selectOption('Cafe');
    await form.getByLabel('Daily Capacity').fill('80');
    await form.getByLabel(/^Specialties/).fill('Jerk chicken, Roti');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Profile updated successfully!');
    await expect(page.getByRole('region', { name: 'Kitchen Information' })).toContainText('Cafe');
    await expect(page.getByText('Roti', { exact: true })).toBeVisible();

    const autoAccept = page.getByRole('switch', { name: 'Auto-Accept Orders' });
    const before = await autoAccept.getAttribute('aria-checked');
    await autoAccept.click();
    await expect(autoAccept).toHaveAttribute('aria-checked', before === 'true' ? 'false' : 'true');
    await autoAccept.click();
    await expect(autoAccept).toHaveAttribute('aria-checked', before ?? 'false');

    const password = page.getByRole('form', { name: 'Change password' });
    await password.getByLabel(/^Current Password/).fill(DEMO_ACCOUNTS.kitchen2.password);
    await password.getByLabel(/^New Password/).fill('abc');
    await password.getByLabel(/^Confirm New Password/).fill('abc');
    await password.getByRole('button', { name: 'Update Password' }).click();
    await expect(password.getByText('New password must be at least 6 characters long')).toBeVisible();
    await password.getByLabel(/^New Password/).fill('kitchen456');
    await password.getByLabel(/^Confirm New Password/).fill('kitchen456');
    await password.getByRole('button', { name: 'Update Password' }).click();
    await expectToast(page, 'Password changed successfully!');
    // put the seeded password back for the other tests
    const login = await page.request.post('/api/login', {
      data: { email: DEMO_ACCOUNTS.kitchen2.email, password: 'kitchen456' },
    });
    const { token } = (await login.json()) as Session;
    const back = await page.request.post('/api/kitchen/profile/password', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        current_password: 'kitchen456',
        new_password: DEMO_ACCOUNTS.kitchen2.password,
        new_password_confirmation: DEMO_ACCOUNTS.kitchen2.password,
      },
    });
    expect(back.ok()).toBe(true);
  });
});

for (const width of [1280, 360]) {
  test(`kitchen screens pass axe and never scroll sideways at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await loginAs(page, 'kitchen');
    for (const path of [
      '/dashboard',
      '/dashboard/orders',
      '/dashboard/menu-items',
      '/dashboard/farmer-inventory',
      '/dashboard/order-status',
      '/dashboard/profile',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await waitForQuietNetwork(page);
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      expect(await accessibilityViolations(page), path).toEqual([]);
      expect(await noSidewaysScroll(page), path).toBe(true);
    }
  });
}
