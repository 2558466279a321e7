// The admin portal, signed in as the seeded admin against the real API:
// dashboard, users, partners with approval, settings, profile and the audit trail.
// Each test makes the records it changes, and puts back what it changes of the shared data.
import { expect, test } from './support';
import { type APIRequestContext, type Page } from '@playwright/test';
import { accessibilityViolations, DEMO_ACCOUNTS, loginAs } from './support';

/** A name no other test (or earlier run against the same server) has used. */
const unique = (name: string) => `${name} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '.');

/** axe-core's WCAG 2 A/AA violations on the page as it is now. */

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

test.describe('deliveries', () => {
  test('the Deliveries screen: in the sidebar, its section in the address, axe-clean and no sideways scrolling at 360 px', async ({
    page,
  }) => {
    await loginAs(page, 'admin');
    await open(page, '/dashboard');
    await page.getByRole('link', { name: 'Deliveries' }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/deliveries-management$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Deliveries', level: 1 })).toBeVisible();
    await expect(main.getByRole('table', { name: 'Waiting for a courier, oldest first' })).toBeVisible();
    await expect(main.getByRole('group', { name: 'Dispatch figures' })).toContainText('Couriers online (US)');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 360, height: 800 });
    await main.getByRole('tab', { name: /^Failed/ }).click();
    await expect(page).toHaveURL(/section=failed/);
    await expect(main.getByRole('table', { name: 'Failed deliveries to resolve' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('main').getByRole('table', { name: 'Failed deliveries to resolve' })).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test.describe('partner management', () => {
  test('add a farmer who then signs in; the form rules; edit refreshes the list in place', async ({ page }) => {
    const farm = unique('Okra Fields');
    const email = `${slug(farm)}@example.test`;
    await loginAs(page, 'admin');
    await open(page, '/dashboard/partners');
    const main = page.getByRole('main');
    await expect(page.getByRole('tab', { name: 'Farmers' })).toHaveAttribute('aria-selected', 'true');
    await main.getByRole('button', { name: 'Add Farmer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Farmer' });
    await dialog.getByRole('button', { name: 'Add Farmer' }).click();
    await expect(dialog.getByText('Please fill in all required fields.')).toBeVisible();
    await dialog.getByLabel(/^Farm Name/).fill(farm);
    await dialog.getByLabel(/^Contact Person/).fill('Ngozi Eze');
    await dialog.getByLabel(/^Email/).fill(email);
    await dialog.getByLabel(/^Phone/).fill('+1 214 555 0101');
    await dialog.getByLabel(/^Products/).fill('Okra, Yams, Peppers');
    await dialog.getByRole('button', { name: 'Add Farmer' }).click();
    await expect(dialog.getByText('Password is required for new partners.')).toBeVisible();
    await dialog.getByLabel(/^Password/).fill('secret1');
    await dialog.getByLabel(/^Confirm Password/).fill('secret2');
    await dialog.getByRole('button', { name: 'Add Farmer' }).click();
    await expect(dialog.getByText('Passwords do not match.')).toBeVisible();
    await dialog.getByLabel(/^Confirm Password/).fill('secret1');
    await dialog.getByRole('button', { name: 'Add Farmer' }).click();

    const success = page.getByRole('alertdialog', { name: 'Success' });
    await expect(success).toContainText('Partner added successfully.');
    // success dialogs close by themselves after 2 s
    await expect(success).toBeHidden({ timeout: 4000 });
    expect((await apiLogin(page.request, email, 'secret1')).status).toBe(200);

    await main.getByLabel('Search farmers').fill(farm);
    const row = main.getByRole('row').filter({ hasText: farm });
    await expect(row).toBeVisible();
    for (const chip of ['Okra', 'Yams', 'Peppers']) await expect(row.getByText(chip, { exact: true })).toBeVisible();
    await expect(row).toContainText('Rating: N/A');

    // the list refreshes in place: no full page reload
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await row.getByRole('button', { name: `Edit ${farm}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${farm}` });
    await edit.getByLabel(/^Products/).fill('Okra, Millet');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Success' })).toContainText('Partner updated successfully.');
    await expect(row.getByText('Millet', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    // a blank password on edit kept the current one
    expect((await apiLogin(page.request, email, 'secret1')).status).toBe(200);
  });

  test('approve a pending kitchen; deactivate and activate with confirmation; axe-clean', async ({ page }) => {
    const kitchen = unique('Jollof Corner');
    await adminApi(page.request, 'POST', '/kitchens-listing', {
      name: 'Femi Ade',
      kitchen_name: kitchen,
      contact_email: `${slug(kitchen)}@example.test`,
      contact_phone: '+1 214 555 0102',
      cuisine: 'West African',
      status: 'pending',
      password: 'secret1',
      password_confirmation: 'secret1',
    });
    await loginAs(page, 'admin');
    await open(page, '/dashboard/partners?tab=kitchens&status=pending');
    const main = page.getByRole('main');
    const row = main.getByRole('row').filter({ hasText: kitchen });
    await expect(row).toContainText('Pending');
    // no activate/deactivate while pending
    await expect(row.getByRole('button', { name: `Deactivate ${kitchen}` })).toHaveCount(0);
    await expect(row.getByRole('button', { name: `Activate ${kitchen}` })).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);

    await row.getByRole('button', { name: `Approve ${kitchen}` }).click();
    await page.getByRole('alertdialog', { name: 'Approve Partner' }).getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Success' })).toContainText('The partner has been activated.');
    await expect(page.getByRole('alertdialog', { name: 'Success' })).toBeHidden({ timeout: 4000 });

    await page.getByRole('main').getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Active', exact: true }).click();
    await main.getByLabel('Search kitchens').fill(kitchen);
    const active = main.getByRole('row').filter({ hasText: kitchen });
    await expect(active).toContainText('Active');
    await active.getByRole('button', { name: `Deactivate ${kitchen}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Deactivate Partner' })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await expect(page.getByRole('alertdialog', { name: 'Success' })).toContainText('The partner has been deactivated.');

    const actions = (await auditActions(page.request)).data.map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['partner.created', 'partner.approved', 'partner.deactivated']));
  });
});

test.describe('settings and profile', () => {
  test('save settings: the platform name and time zone take effect; the rules show next to the fields', async ({
    page,
  }) => {
    await loginAs(page, 'admin');
    const before = (await adminApi<{ data: unknown }>(page.request, 'GET', '/settings')).data;
    try {
      await open(page, '/dashboard/settings');
      const main = page.getByRole('main');
      await expect(main.getByLabel(/^Platform Name/)).toHaveValue('FarmPlate');
      await main.getByLabel(/^Support Email/).fill('support@');
      await main.getByRole('tab', { name: 'Payments' }).click();
      await expect(main.getByLabel(/^Platform Commission Rate/)).toHaveValue('15');
      await expect(main.getByLabel('Credit/Debit Card (Stripe)')).toBeChecked();
      await expect(main.getByLabel('PayPal')).not.toBeChecked();
      await expect(main.getByLabel('Cash on Delivery')).toBeChecked();
      await main.getByLabel('Credit/Debit Card (Stripe)').uncheck();
      await main.getByLabel('Cash on Delivery').uncheck();
      await main.getByLabel(/^Platform Commission Rate/).fill('12.34');
      // leave the field first: its error then shows before Save is pressed, not under the pointer
      await main.getByLabel(/^Platform Commission Rate/).press('Tab');
      await main.getByRole('button', { name: 'Save Changes' }).click();
      await expect(main.getByText('Select at least one payment method')).toBeVisible();
      await expect(main.getByText('Commission rate must be between 0 and 100 in steps of 0.1')).toBeVisible();
      await expect(main.getByRole('alert').filter({ hasText: 'General, Payments' })).toBeVisible();
      await main.getByLabel('PayPal').check();
      await main.getByLabel(/^Platform Commission Rate/).fill('12.5');
      await main.getByRole('tab', { name: 'General' }).click();
      await expect(main.getByText('Please enter a valid email address')).toBeVisible();
      await main.getByLabel(/^Support Email/).fill('help@harvesthub.test');
      await main.getByLabel(/^Platform Name/).fill('Harvest Hub');
      await main.getByLabel(/^Time Zone/).selectOption('Lagos (WAT)');
      expect(await accessibilityViolations(page)).toEqual([]);
      await main.getByRole('button', { name: 'Save Changes' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Settings updated successfully!' }).first(),
      ).toBeVisible();

      // the platform name is in the header and the page titles at once
      await expect(page.getByRole('banner').getByText('Harvest Hub')).toBeVisible();
      await expect(page).toHaveTitle('Settings · Harvest Hub');
      await open(page, '/dashboard/users');
      await expect(page).toHaveTitle('User Management · Harvest Hub');

      // the time zone formats dates on the admin screens
      const { data } = await adminApi<{ data: { created_at: string; email: string }[] }>(
        page.request,
        'GET',
        '/users?role=admin',
      );
      const lagosDay = new Intl.DateTimeFormat('en-US', {
        timeZone: 'Africa/Lagos',
        year: 'numeric',
        month: 'short',
        day: 'numeric',
      }).format(new Date(data[0]!.created_at));
      await open(page, '/dashboard/users?role=admin');
      await expect(page.getByRole('row').filter({ hasText: data[0]!.email })).toContainText(lagosDay);

      const saved = await adminApi<{ data: { payment_methods: string[]; platform_commission_rate: number } }>(
        page.request,
        'GET',
        '/settings',
      );
      expect(saved.data).toMatchObject({ payment_methods: ['paypal'], platform_commission_rate: 12.5 });
      const actions = (await auditActions(page.request)).data.map((entry) => entry.action);
      expect(actions).toContain('settings.updated');
    } finally {
      await adminApi(page.request, 'PUT', '/settings', before);
    }
  });

  test('the checkout limits and mail caps: axe-clean, no sideways scrolling at 360 px, saved as typed', async ({
    page,
  }) => {
    await loginAs(page, 'admin');
    const before = (await adminApi<{ data: unknown }>(page.request, 'GET', '/settings')).data;
    try {
      await page.setViewportSize({ width: 360, height: 800 });
      await open(page, '/dashboard/settings');
      const main = page.getByRole('main');
      await main.getByRole('tab', { name: 'Orders' }).click();
      await expect(main.getByLabel(/^Orders per Client Address per Hour/)).toHaveValue('30');
      await main.getByLabel(/^Orders per Customer Email or Phone per Hour/).fill('12');
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(await scrollsSideways(page)).toBe(false);
      await main.getByRole('tab', { name: 'Notifications' }).click();
      await main.getByLabel(/^Mails per Recipient per Day/).fill('10');
      await main.getByLabel(/^Mails per Recipient per Day/).press('Tab');
      await expect(main.getByText('The daily mail cap cannot be lower than the hourly one')).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(await scrollsSideways(page)).toBe(false);
      await main.getByLabel(/^Mails per Recipient per Day/).fill('60');
      await main.getByRole('button', { name: 'Save Changes' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Settings updated successfully!' }).first(),
      ).toBeVisible();
      const saved = await adminApi<{ data: Record<string, number> }>(page.request, 'GET', '/settings');
      expect(saved.data).toMatchObject({ checkout_orders_per_contact_per_hour: 12, mails_per_recipient_per_day: 60 });
    } finally {
      await adminApi(page.request, 'PUT', '/settings', before);
    }
  });

  test("edit the admin's profile and change the password, then sign in with it", async ({ page }) => {
    await loginAs(page, 'admin');
    let changed = false;
    try {
      await open(page, '/dashboard/profile');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: 'Admin Profile' })).toBeVisible();
      for (const permission of ['Full Access', 'User Management', 'System Settings', 'Reports'])
        await expect(main.getByText(permission, { exact: true })).toBeVisible();
      const figures = await adminApi<{ data: { totals: { orders: number } } }>(page.request, 'GET', '/admin-dashboard');
      await expect(main.getByText('Total Orders').locator('..')).toContainText(String(figures.data.totals.orders));
      await expect(main.getByText(/Last password change/)).not.toContainText('Never');
      expect(await accessibilityViolations(page)).toEqual([]);

      await main.getByRole('button', { name: 'Edit Profile' }).click();
      await main.getByLabel(/^Full Name/).fill('');
      await main.getByRole('button', { name: 'Save Changes' }).click();
      await expect(main.getByText('Name and email are required fields.')).toBeVisible();
      await main.getByLabel(/^Full Name/).fill(DEMO_ACCOUNTS.admin.name);
      await main.getByLabel(/^Location/).fill('Dallas, TX');
      await main.getByLabel('Profile photo').setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('not an image'),
      });
      await expect(main.getByText('Invalid image file. Please upload a valid image.')).toBeVisible();
      await main.getByLabel('Profile photo').setInputFiles([]);
      await main.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully!' }).first()).toBeVisible();
      await expect(main.getByText('Dallas, TX')).toBeVisible();

      await main.getByRole('button', { name: 'Change Password' }).click();
      const form = main.getByRole('form', { name: 'Change password' });
      await form.getByLabel(/^Current Password/).fill(DEMO_ACCOUNTS.admin.password);
      await form.getByLabel(/^New Password/).fill('admin789');
      await form.getByLabel(/^Confirm New Password/).fill('admin780');
      await form.getByRole('button', { name: 'Update Password' }).click();
      await expect(form.getByText('New passwords do not match.')).toBeVisible();
      await form.getByLabel(/^New Password/).fill('short');
      await form.getByLabel(/^Confirm New Password/).fill('short');
      await form.getByRole('button', { name: 'Update Password' }).click();
      await expect(form.getByText('New password must be at least 6 characters long.')).toBeVisible();
      await form.getByLabel(/^New Password/).fill('admin789');
      await form.getByLabel(/^Confirm New Password/).fill('admin789');
      await form.getByRole('button', { name: 'Update Password' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Password changed successfully!' }).first(),
      ).toBeVisible();
      changed = true;
      await expect(main.getByText(/Last password change: [A-Z][a-z]{2} \d/)).toBeVisible();

      // sign in with the new password through the login screen
      await page.evaluate(() => localStorage.clear());
      await page.goto('/login');
      await page.getByLabel(/^Email\*?$/).fill(DEMO_ACCOUNTS.admin.email);
      await page.getByLabel(/^Password\*?$/).fill('admin789');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL('**/dashboard');
      await expect(page.getByRole('main').getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
      const activity = page.getByRole('region', { name: 'Recent activity' });
      await expect(activity).toContainText('changed their password');
    } finally {
      if (changed) {
        const { token } = await apiLogin(page.request, DEMO_ACCOUNTS.admin.email, 'admin789');
        await page.request.post('/api/profile/password', {
          headers: { Authorization: `Bearer ${token}` },
          data: {
            current_password: 'admin789',
            new_password: DEMO_ACCOUNTS.admin.password,
            new_password_confirmation: DEMO_ACCOUNTS.admin.password,
          },
        });
      }
    }
  });
});

test('the activity log pages every admin change, newest first, and filters by kind', async ({ page }) => {
  const name = unique('Logged Person');
  await adminApi(page.request, 'POST', '/users', {
    name,
    email: `${slug(name)}@example.test`,
    role: 'customer',
    password: 'secret1',
    password_confirmation: 'secret1',
  });
  await loginAs(page, 'admin');
  await open(page, '/dashboard');
  await page.getByRole('region', { name: 'Recent activity' }).getByRole('link', { name: 'View all activity' }).click();
  await expect(page).toHaveURL(/\/dashboard\/audit-log$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('row').nth(1)).toContainText(`Amara Admin created user ${name}`);
  await main.getByRole('combobox', { name: 'Show' }).click();
  await page.getByRole('option', { name: 'Settings', exact: true }).click();
  await expect(main.getByText(`created user ${name}`)).toHaveCount(0);
  expect(await accessibilityViolations(page)).toEqual([]);
});
