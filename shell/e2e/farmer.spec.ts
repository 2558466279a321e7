// The farmer portal against the real API: inventory, requests, orders, dashboard, profile.
// Each test makes the records it changes (through the API) where it can, so other spec files keep
// the seeded data they expect.
import { expect, test } from './support';
import { type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expectToast, loginAs } from './support';

/** A 1×1 PNG: the server checks an upload's bytes, not its name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A name no other test (or earlier run against the same server) has used. */
const unique = (name: string) => `${name} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

interface Session {
  token: string;
  user: { id: number; name: string };
}

async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<Session> {
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

/** Signs `page` in as any account (the session lives in localStorage under `token` and `user`). */
async function signIn(page: Page, email: string, password: string): Promise<void> {
  const { token, user } = await apiLogin(page.request, email, password);
  await page.goto('/remotes.json');
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
    },
    [token, JSON.stringify(user)] as const,
  );
}

const farmerLogin = (request: APIRequestContext) =>
  apiLogin(request, DEMO_ACCOUNTS.farmer.email, DEMO_ACCOUNTS.farmer.password);
const kitchenLogin = (request: APIRequestContext) =>
  apiLogin(request, DEMO_ACCOUNTS.kitchen.email, DEMO_ACCOUNTS.kitchen.password);

async function createItem(request: APIRequestContext, farmer: Session, produceName: string, quantity = 100) {
  const { status, body } = await api<{ data: { id: number } }>(request, farmer, 'POST', '/inventory-items', {
    produce_name: produceName,
    quantity,
    unit: 'kg',
    quality: 'Standard',
    total_price: quantity * 2,
  });
  expect(status).toBe(201);
  return body.data.id;
}

async function submitRequest(
  request: APIRequestContext,
  kitchen: Session,
  farmerId: number,
  itemId: number,
  quantity: number,
  notes: string,
) {
  const { status, body } = await api<{ data: { id: number } }>(request, kitchen, 'POST', '/submit-request', {
    farmer_id: farmerId,
    inventory_item_id: itemId,
    quantity,
    additional_notes: notes,
  });
  expect(status).toBe(201);
  return body.data.id;
}

const inventoryTable = (page: Page) => page.getByRole('region', { name: 'Inventory items' });
const figure = (page: Page, label: string) =>
  page.locator('p', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::p[1]');

test.describe('inventory', () => {
  test('add an item with an image, find it, edit it and remove it', async ({ page }) => {
    const name = unique('Okra');
    await loginAs(page, 'farmer');
    await page.goto('/dashboard/inventory');
    await expect(page.getByRole('heading', { name: 'Inventory Management' })).toBeVisible();

    await page.getByRole('button', { name: 'Add New Item' }).click();
    const form = page.getByRole('region', { name: 'Add New Inventory Item' });
    await expect(form.getByLabel(/^Unit/)).toHaveValue('kg');
    await expect(form.getByLabel(/^Quality/)).toHaveValue('Standard');
    await form.getByRole('button', { name: 'Add Item' }).click();
    await expect(form.getByText('Produce name is required')).toBeVisible();

    await form.getByLabel(/^Produce name/).fill(name);
    await form.getByLabel(/^Quantity/).fill('60');
    await form.getByLabel(/^Unit/).selectOption('lb');
    await form.getByLabel(/^Quality/).selectOption('Premium');
    await form.getByLabel(/^Total price/).fill('90');
    await expect(form.getByLabel('Price per unit ($)')).toHaveValue('1.50');
    await form.getByLabel('Stock alert').fill('10');
    await form.getByLabel('Description').fill('Tender green pods');
    await form.getByLabel('Produce image').setInputFiles({ name: 'okra.png', mimeType: 'image/png', buffer: PNG });
    await expect(form.getByRole('img', { name: 'Preview of the selected image' })).toBeVisible();
    await form.getByRole('button', { name: 'Add Item' }).click();
    await expectToast(page, 'Inventory item added successfully!');
    await expect(page.getByRole('region', { name: 'Add New Inventory Item' })).toHaveCount(0);

    // The search asks the server once typing stops.
    await page.getByRole('searchbox', { name: 'Search inventory' }).fill(name);
    const row = inventoryTable(page).getByRole('row', { name: new RegExp(name) });
    await expect(inventoryTable(page).getByRole('row')).toHaveCount(2);
    await expect(row).toContainText('60 lb');
    await expect(row).toContainText('Premium');
    await expect(row).toContainText('Tender green pods');
    const image = row.locator('img');
    await expect(image).toHaveAttribute('src', /^\/storage\/inventory\/.+\.png$/);
    expect((await page.request.get((await image.getAttribute('src'))!)).ok()).toBe(true);

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const editForm = page.getByRole('region', { name: 'Edit Inventory Item' });
    await expect(editForm.getByLabel(/^Produce name/)).toHaveValue(name);
    await editForm.getByLabel(/^Quantity/).fill('45');
    await expect(editForm.getByLabel('Price per unit ($)')).toHaveValue('2.00');
    await editForm.getByRole('button', { name: 'Update Item' }).click();
    await expectToast(page, 'Inventory item updated successfully!');
    await expect(row).toContainText('45 lb');
    await expect(row).toContainText('Low stock');

    await row.getByRole('button', { name: `Remove ${name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove Item' });
    await expect(dialog).toContainText(`Are you sure you want to remove ${name} from your inventory?`);
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expectToast(page, 'Inventory item deleted successfully!');
    await expect(page.getByText('No inventory items found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search inventory' })).toHaveValue('');
    await expect(inventoryTable(page).getByRole('row', { name: /Yams/ })).toBeVisible();
  });

  test('an image over 5MB or of another kind is refused in the form', async ({ page }) => {
    await loginAs(page, 'farmer');
    await page.goto('/dashboard/inventory');
    await page.getByRole('button', { name: 'Add New Item' }).click();
    const picker = page.getByLabel('Produce image');
    await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(page.getByText('Please select a valid image file')).toBeVisible();
    await picker.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]),
    });
    await expect(page.getByText('Image size must be less than 5MB')).toBeVisible();
  });
});

test.describe('kitchen requests', () => {
  test('accept one, decline one with a reason, fulfil one and see the inventory quantity drop', async ({ page }) => {
    const produce = unique('Plantain');
    const farmer = await farmerLogin(page.request);
    const kitchen = await kitchenLogin(page.request);
    const itemId = await createItem(page.request, farmer, produce, 100);
    const toAccept = await submitRequest(
      page.request,
      kitchen,
      farmer.user.id,
      itemId,
      30,
      'For Friday plantain chips',
    );
    const toDecline = await submitRequest(page.request, kitchen, farmer.user.id, itemId, 5, 'Small trial order');

    await loginAs(page, 'farmer');
    await page.goto('/dashboard/requests');
    await expect(page.getByRole('tab', { name: 'All Requests' })).toHaveAttribute('aria-selected', 'true');
    await expect(figure(page, 'Pending')).toHaveText(/^\d+$/);
    const pendingBefore = Number(await figure(page, 'Pending').textContent());
    await page.getByRole('searchbox', { name: 'Search requests' }).fill(produce);
    const accepted = page.getByRole('article', { name: `Request ${toAccept} from ${DEMO_ACCOUNTS.kitchen.business}` });
    const declined = page.getByRole('article', { name: `Request ${toDecline} from ${DEMO_ACCOUNTS.kitchen.business}` });
    await expect(accepted).toContainText(`${produce} — 30 kg`);
    await expect(accepted).toContainText('For Friday plantain chips');

    await accepted.getByRole('button', { name: 'Contact Kitchen' }).click();
    const contact = page.getByRole('dialog', { name: `Contact ${DEMO_ACCOUNTS.kitchen.business}` });
    await expect(contact.getByRole('link', { name: DEMO_ACCOUNTS.kitchen.email })).toHaveAttribute(
      'href',
      `mailto:${DEMO_ACCOUNTS.kitchen.email}`,
    );
    await contact.getByRole('button', { name: 'Close' }).click();

    await accepted.getByRole('button', { name: 'Accept' }).click();
    await page.getByRole('alertdialog', { name: 'Accept Request' }).getByRole('button', { name: 'Accept' }).click();
    await expectToast(page, 'Request accepted successfully!');
    await expect(accepted.locator('header').getByText('Accepted', { exact: true })).toBeVisible();
    await expect(figure(page, 'Pending')).toHaveText(String(pendingBefore - 1));

    await declined.getByRole('button', { name: 'Decline' }).click();
    const declineDialog = page.getByRole('alertdialog', { name: 'Decline Request' });
    await declineDialog.getByRole('button', { name: 'Decline' }).click();
    await expect(declineDialog.getByText('You need to provide a reason for declining!')).toBeVisible();
    await declineDialog.getByLabel('Reason for declining').fill('Only large orders this week');
    await declineDialog.getByRole('button', { name: 'Decline' }).click();
    await expectToast(page, 'Request declined successfully!');
    await expect(declined).toContainText('Only large orders this week');
    await expect(figure(page, 'Pending')).toHaveText(String(pendingBefore - 2));

    await accepted.getByRole('button', { name: 'Mark as Fulfilled' }).click();
    const fulfil = page.getByRole('alertdialog', { name: 'Mark as Fulfilled' });
    await expect(fulfil).toContainText('have been delivered');
    await fulfil.getByRole('button', { name: 'Yes, all items delivered' }).click();
    await expectToast(page, 'Request marked as fulfilled successfully!');
    await expect(accepted.locator('header').getByText('Fulfilled', { exact: true })).toBeVisible();

    await page.getByRole('tab', { name: 'Declined' }).click();
    await expect(declined).toBeVisible();
    await expect(accepted).toHaveCount(0);

    await page.goto('/dashboard/inventory');
    await page.getByRole('searchbox', { name: 'Search inventory' }).fill(produce);
    await expect(inventoryTable(page).getByRole('row', { name: new RegExp(produce) })).toContainText('70 kg');
  });
});

test.describe('orders', () => {
  test('an order moves from new to completed, each step confirmed, and prints as a ticket', async ({ page }) => {
    await loginAs(page, 'farmer');
    await page.goto('/dashboard/orders');
    await page.getByRole('tab', { name: /^New/ }).click();
    // the newest order the board moves: a farm box's order moves on Box Orders instead
    const farmer = await farmerLogin(page.request);
    const { body: open } = await api<{ orders: { order_number: string; box_order: boolean }[] }>(
      page.request,
      farmer,
      'GET',
      '/kitchen-orders?status=new&per_page=100',
    );
    const orderNumber = open.orders.find((order) => !order.box_order)!.order_number;
    const label = `Order ${orderNumber}`;
    const first = page.getByRole('article', { name: label });
    await expect(first).toBeVisible();
    await page.getByRole('tab', { name: /^All Orders/ }).click();
    const card = page.getByRole('article', { name: label });
    await expect(card).toContainText('Card');
    await expect(card).toContainText(/\$\d+\.\d{2}/);

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

    await page.getByRole('button', { name: 'Refresh Orders' }).click();
    await expect(card.getByText('Completed', { exact: true })).toBeVisible();
  });
});

test.describe('dashboard', () => {
  test('live cards, quick add, and the inventory table and recent requests at work', async ({ page }) => {
    const farmer = await farmerLogin(page.request);
    const kitchen = await kitchenLogin(page.request);
    const produce = unique('Garden Egg');
    const itemId = await createItem(page.request, farmer, produce, 40);
    const requestId = await submitRequest(page.request, kitchen, farmer.user.id, itemId, 4, 'Dashboard request');
    const { body: items } = await api<{ total: number }>(page.request, farmer, 'GET', '/inventory-items?per_page=1');
    const { body: summary } = await api<{ pending: number }>(page.request, farmer, 'GET', '/requests/summary');
    // the dashboard's figure is checked against a recount of the orders completed since the month began
    const now = new Date();
    const monthStart = new Date(now.getFullYear(), now.getMonth(), 1).toISOString();
    const { body: completed } = await api<{ orders: { completed_at: string | null }[] }>(
      page.request,
      farmer,
      'GET',
      '/kitchen-orders?status=completed&per_page=100',
    );
    const fulfilledThisMonth = completed.orders.filter(
      (order) => order.completed_at !== null && new Date(order.completed_at) >= new Date(monthStart),
    ).length;

    await loginAs(page, 'farmer');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /^Good (morning|afternoon|evening), Kwame Mensah!$/,
    );
    await expect(figure(page, 'Active Inventory Items')).toHaveText(String(items.total));
    await expect(figure(page, 'Pending Requests')).toHaveText(String(summary.pending));
    await expect(figure(page, 'Total Fulfilled')).toHaveText(String(fulfilledThisMonth));
    await expect(page.getByText('Orders fulfilled this month')).toBeVisible();

    const quickAdd = page.getByRole('region', { name: 'Quick Add Inventory' });
    await quickAdd.getByLabel(/^Produce type/).selectOption('Millet');
    await quickAdd.getByLabel(/^Quantity \(kg\)/).fill('12');
    await quickAdd.getByLabel(/^Quality/).selectOption('Economy');
    await quickAdd.getByLabel(/^Total price/).fill('30');
    await quickAdd.getByLabel('Notes').fill('Quick-added from the dashboard');
    await quickAdd.getByRole('button', { name: 'Add to Inventory' }).click();
    await expectToast(page, 'Inventory item added successfully!');
    await expect(figure(page, 'Active Inventory Items')).toHaveText(String(items.total + 1));

    const row = page.getByRole('listitem', { name: `Request ${requestId} from ${DEMO_ACCOUNTS.kitchen.business}` });
    await row.getByRole('button', { name: 'Decline' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Decline Request' });
    await dialog.getByLabel('Reason for declining').fill('Reserved for the market');
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await expectToast(page, 'Request declined successfully!');
    await expect(row).toHaveCount(0);
    await expect(figure(page, 'Pending Requests')).toHaveText(String(summary.pending - 1));

    // The newest item is first in the preview: the quick-added Millet.
    await inventoryTable(page).getByRole('button', { name: 'Edit Millet' }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/inventory$/);
    await expect(page.getByRole('region', { name: 'Edit Inventory Item' }).getByLabel(/^Produce name/)).toHaveValue(
      'Millet',
    );
  });

  test("a recent request's Accept works from the dashboard", async ({ page }) => {
    const farmer = await farmerLogin(page.request);
    const kitchen = await kitchenLogin(page.request);
    const itemId = await createItem(page.request, farmer, unique('Ugu'), 20);
    const requestId = await submitRequest(page.request, kitchen, farmer.user.id, itemId, 2, 'Accept me');

    await loginAs(page, 'farmer');
    await page.goto('/dashboard');
    const row = page.getByRole('listitem', { name: `Request ${requestId} from ${DEMO_ACCOUNTS.kitchen.business}` });
    await row.getByRole('button', { name: 'Accept' }).click();
    await page.getByRole('alertdialog', { name: 'Accept Request' }).getByRole('button', { name: 'Accept' }).click();
    await expectToast(page, 'Request accepted successfully!');
    const { body } = await api<{ data: { status: string } }>(page.request, farmer, 'GET', `/requests/${requestId}`);
    expect(body.data.status).toBe('accepted');
  });
});

test.describe('profile', () => {
  test('shows the seeded farmer with live orders fulfilled and rating', async ({ page }) => {
    await loginAs(page, 'farmer');
    await page.goto('/dashboard/profile');
    await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Farm Information' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Security' })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Profile summary' });
    await expect(summary).toContainText(DEMO_ACCOUNTS.farmer.business);
    await expect(
      summary.locator('dt', { hasText: 'Orders Fulfilled' }).locator('xpath=following-sibling::dd[1]'),
    ).toHaveText(/^\d+$/);
    await expect(summary.locator('dt', { hasText: 'Rating' }).locator('xpath=following-sibling::dd[1]')).toHaveText(
      /^\d\.\d$/,
    );
  });

  test('edit the profile with a photo, change the password and log in with the new one', async ({ page }) => {
    // A fresh farmer: changing a demo account's password would sign out the other spec files.
    const email = `${unique('farmer').replace(/\s+/g, '-').toLowerCase()}@farmplate.test`;
    const register = await page.request.post('/api/web-register', {
      data: {
        name: 'Ama Owusu',
        email,
        password: 'oldpass1',
        password_confirmation: 'oldpass1',
        role: 'farmer',
        farm_name: 'Owusu Gardens',
      },
    });
    expect(register.status()).toBe(201);

    await signIn(page, email, 'oldpass1');
    await page.goto('/dashboard/profile');
    await expect(page.getByRole('region', { name: 'Profile summary' })).toContainText('Owusu Gardens');
    await expect(
      page.getByRole('region', { name: 'Profile summary' }).getByRole('img', { name: 'Ama Owusu' }),
    ).toHaveText('A');

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel(/^Full Name/).fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Name and email are required')).toBeVisible();
    await page.getByLabel(/^Full Name/).fill('Ama K. Owusu');
    await page.getByLabel('Farm Size').fill('6 acres');
    await page.getByLabel('Primary Crops').fill('Garden eggs, Okra');
    await page.getByLabel('Years of Experience').fill('4');
    await page.getByLabel('Profile photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Profile updated successfully!');
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(page.locator('dt', { hasText: 'Farm Size' }).locator('xpath=following-sibling::dd[1]')).toHaveText(
      '6 acres',
    );
    await expect(
      page.getByRole('region', { name: 'Profile summary' }).getByRole('img', { name: 'Ama K. Owusu' }).locator('img'),
    ).toHaveAttribute('src', /^\/storage\/.+/);
    await expect(page.getByRole('banner').getByText('Ama K. Owusu')).toBeVisible();

    await page.getByRole('button', { name: 'Change Password' }).click();
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel(/^Current Password/).fill('oldpass1');
    await form.getByRole('button', { name: 'Update Password' }).click();
    await expect(form.getByText('All password fields are required')).toBeVisible();
    await form.getByLabel(/^New Password/).fill('new1');
    await form.getByLabel(/^Confirm New Password/).fill('new2');
    await form.getByRole('button', { name: 'Update Password' }).click();
    await expect(form.getByText('New passwords do not match')).toBeVisible();
    await form.getByLabel(/^Confirm New Password/).fill('new1');
    await form.getByRole('button', { name: 'Update Password' }).click();
    await expect(form.getByText('New password must be at least 6 characters long')).toBeVisible();
    await form.getByLabel(/^Current Password/).fill('wrongpass');
    await form.getByLabel(/^New Password/).fill('harvest26');
    await form.getByLabel(/^Confirm New Password/).fill('harvest26');
    await form.getByRole('button', { name: 'Update Password' }).click();
    // said once: as the toast of spec §8, not again in the form
    await expectToast(page, 'Failed to change password: The current password is incorrect.');
    await expect(form.getByText('Failed to change password: The current password is incorrect.')).toHaveCount(0);
    await form.getByLabel(/^Current Password/).fill('oldpass1');
    await form.getByRole('button', { name: 'Update Password' }).click();
    await expectToast(page, 'Password changed successfully!');
    await expect(form).toHaveCount(0);

    expect((await page.request.post('/api/login', { data: { email, password: 'oldpass1' } })).status()).toBe(401);
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('harvest26');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/, Ama K\. Owusu!$/);
  });
});

test.describe('privacy between farmers', () => {
  test("a second farmer never sees the first one's inventory, requests or orders", async ({ page }) => {
    const farmer = await farmerLogin(page.request);
    const kitchen = await kitchenLogin(page.request);
    const produce = unique('Breadfruit');
    const itemId = await createItem(page.request, farmer, produce, 50);
    const requestId = await submitRequest(page.request, kitchen, farmer.user.id, itemId, 3, 'Only for farmer one');

    await loginAs(page, 'farmer2');
    await page.goto('/dashboard/inventory');
    await expect(inventoryTable(page).getByRole('row', { name: /Millet/ })).toBeVisible();
    await expect(inventoryTable(page).getByRole('row', { name: /Yams|Cassava|Breadfruit/ })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search inventory' }).fill(produce);
    await expect(page.getByText('No inventory items found')).toBeVisible();

    await page.goto('/dashboard/requests');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('article', { name: new RegExp(`^Request ${requestId} `) })).toHaveCount(0);
    await expect(page.getByRole('article').filter({ hasText: /Yams|Cassava|Breadfruit/ })).toHaveCount(0);

    await page.goto('/dashboard/orders');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: /Yams|Cassava|Spinach/ })).toHaveCount(0);

    const farmer2 = await apiLogin(page.request, DEMO_ACCOUNTS.farmer2.email, DEMO_ACCOUNTS.farmer2.password);
    expect((await api(page.request, farmer2, 'GET', `/requests/${requestId}`)).status).toBe(404);
    expect((await api(page.request, farmer2, 'PUT', `/inventory-items/${itemId}`, { quantity: 1 })).status).toBe(404);
    expect(
      (await api(page.request, farmer2, 'PUT', `/requests/${requestId}/status`, { status: 'accepted' })).status,
    ).toBe(404);
  });
});
