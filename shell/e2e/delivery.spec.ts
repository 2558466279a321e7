// The courier portal (mfe-delivery) against the suite's server: a guest's order goes
// from the kitchen's counter to the door, each role in its own browser context, and every screen
// follows without a reload; then the courier's screens at 360 px with axe, and a courier signing in.
import { expect, test } from './support';
import { type Browser, type Locator, type Page } from '@playwright/test';
import { accessibilityViolations, loginAs, loginViaUi, waitForQuietNetwork } from './support';

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** The value of a dashboard figure (a StatCard), found by its visible label. */
async function statValue(scope: Locator, label: string): Promise<string> {
  const value = scope.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
  return ((await value.textContent()) ?? '').trim();
}

async function newPage(browser: Browser, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return { page: await context.newPage(), close: () => context.close() };
}

/** A guest orders a dish of Mama's Soul Kitchen for delivery in Dallas, with a $2 tip; answers the tracking page's order number. */
async function guestOrders(page: Page): Promise<string> {
  await page.goto('/us/menu');
  await expect(page.getByRole('button', { name: 'Add to Cart' }).first()).toBeEnabled();
  await page.getByRole('searchbox', { name: 'Search menu' }).fill('jollof');
  await page
    .getByRole('article', { name: 'Jollof Rice & Grilled Chicken' })
    .getByRole('button', { name: 'Add to Cart' })
    .click();
  await page.goto('/us/checkout');
  await page.getByLabel(/^Full Name/).fill('Tola Guest');
  await page.getByLabel(/^Email Address/).fill('tola.courier@example.test');
  await page.getByLabel(/^Phone Number/).fill('+1 214 555 0199');
  await page.getByLabel(/^Delivery area/).selectOption('Dallas');
  await page.getByLabel(/^Delivery Address/).fill('88 Main St, Dallas, TX');
  await page.getByLabel(/^Tip for your courier/).fill('2');
  await page.getByLabel(/^Payment method/).selectOption({ label: 'Cash on delivery' });
  await page.getByRole('button', { name: 'Place Order' }).click();
  const heading = page.getByRole('heading', { level: 1, name: /^Order FP-/ });
  await expect(heading).toBeVisible();
  return ((await heading.textContent()) ?? '').replace(/^Order /, '');
}

/** The kitchen confirms one step of the order on its board. */
async function kitchenStep(board: Page, orderNumber: string, action: string) {
  const card = board.getByRole('article', { name: `Order ${orderNumber}` });
  await card.getByRole('button', { name: action }).click();
  await board.getByRole('alertdialog', { name: action }).getByRole('button', { name: action }).click();
}

test('a guest’s order reaches the door: ready → a courier sees it live and claims it → handover → the tracking page’s code → Delivered, with the earnings the tracking page implies, counted alike in the admin’s Partner Performance', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // the courier goes online and waits on Available Deliveries
  const courier = await newPage(browser, 360);
  await loginAs(courier.page, 'delivery');
  await courier.page.goto('/dashboard/available-deliveries');
  const online = courier.page.getByRole('switch', { name: 'Online' });
  await expect(online).toBeVisible();
  if ((await online.getAttribute('aria-checked')) !== 'true') await online.click();
  await expect(online).toHaveAttribute('aria-checked', 'true');

  const guest = await newPage(browser);
  const orderNumber = await guestOrders(guest.page);

  // the kitchen prepares it and marks it ready
  const kitchen = await newPage(browser);
  await loginAs(kitchen.page, 'kitchen');
  await kitchen.page.goto('/dashboard/orders');
  await expect(kitchen.page.getByRole('article', { name: `Order ${orderNumber}` })).toBeVisible();
  await kitchenStep(kitchen.page, orderNumber, 'Start Preparing');
  await kitchenStep(kitchen.page, orderNumber, 'Mark as Ready');

  // it appears on the courier's screen without a reload: pickup kitchen, drop-off area, no customer details
  const offer = courier.page.getByRole('listitem').filter({ hasText: `#${orderNumber}` });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText("Mama's Soul Kitchen");
  await expect(offer).toContainText('Dallas');
  await expect(offer).not.toContainText('88 Main St');
  await expect(offer).not.toContainText('Tola');
  expect(await accessibilityViolations(courier.page)).toEqual([]);
  await offer.getByRole('button', { name: 'Claim' }).click();
  await expect(courier.page).toHaveURL(/\/dashboard\/active-delivery$/);
  await expect(courier.page.getByRole('region', { name: 'Kitchen' })).toContainText("Mama's Soul Kitchen");
  await expect(courier.page.getByText('88 Main St')).toHaveCount(0);

  // the kitchen hands it over on its board (or, without that button, the courier enters its pickup code)
  const card = kitchen.page.getByRole('article', { name: `Order ${orderNumber}` });
  const handOver = card.getByRole('button', { name: 'Hand over' });
  await expect(card).toContainText('Dayo');
  if (await handOver.count()) {
    await kitchenStep(kitchen.page, orderNumber, 'Hand over');
  } else {
    const pickupCode =
      (await card
        .getByText(/^\d{4}$/)
        .first()
        .textContent()) ?? '';
    await courier.page.getByLabel(/^Pickup code/).fill(pickupCode);
    await courier.page.getByRole('button', { name: 'Confirm pickup' }).click();
  }
  // the courier's screen moves on by itself: now the customer's address and phone
  await expect(courier.page.getByRole('region', { name: 'Customer' })).toContainText('88 Main St, Dallas, TX');
  await expect(courier.page.getByRole('region', { name: 'Customer' })).toContainText('+1 214 555 0199');

  // the customer reads the code on the tracking page and gives it at the door
  const codeLine = guest.page.getByText(/Your delivery code:/);
  await expect(codeLine).toBeVisible();
  const deliveryCode = /(\d{4})/.exec((await codeLine.textContent()) ?? '')?.[1] ?? '';
  await courier.page.getByLabel(/^Delivery code/).fill(deliveryCode);
  await courier.page.getByRole('button', { name: 'Confirm delivery' }).click();
  await expect(courier.page.getByText('No active delivery', { exact: true })).toBeVisible();

  // the tracking page says Delivered without a reload
  await expect(
    guest.page.getByRole('list', { name: 'Delivery progress' }).getByRole('listitem').filter({ hasText: 'Delivered' }),
  ).toHaveAttribute('aria-current', 'step');

  // the courier's earnings agree with what the order carried: fee × the fee share + the whole $2 tip
  const feeText = await guest.page
    .locator('dt', { hasText: 'Delivery fee' })
    .locator('xpath=following-sibling::dd[1]')
    .textContent();
  const fee = Number(/\$(\d+\.\d{2})/.exec(feeText ?? '')?.[1]);
  expect(fee).toBeGreaterThan(0);
  await courier.page.getByRole('link', { name: 'Earnings' }).click();
  const shareHint = courier.page.getByText(/% of each delivery fee$/);
  await expect(shareHint).toBeVisible();
  const share = Number(/^(\d+(?:\.\d+)?)%/.exec((await shareHint.textContent()) ?? '')?.[1]);
  expect(share).toBeGreaterThan(0);
  const expected = Math.round(fee * share + 200) / 100;
  const row = courier.page.getByRole('table', { name: 'Earnings per delivery' }).getByRole('row').filter({
    hasText: orderNumber,
  });
  await expect(row).toContainText('$2.00');
  await expect(row).toContainText(`$${expected.toFixed(2)}`);

  // the admin's Reports › Partner Performance counts it: over today alone, the Courier Deliveries
  // figures equal the courier's own Earnings screen (the seed's deliveries are all this courier's)
  const today = await courier.page.getByLabel('To', { exact: true }).inputValue();
  await courier.page.goto(`/dashboard/earnings?from=${today}&to=${today}`);
  await expect(row).toBeVisible();
  const earningsFigures = courier.page.getByRole('group', { name: 'Earnings figures' });
  const courierFigures = {
    deliveries: await statValue(earningsFigures, 'Deliveries'),
    earnings: await statValue(earningsFigures, 'Earnings'),
    tips: await statValue(earningsFigures, 'Tips'),
  };
  expect(Number(courierFigures.deliveries)).toBeGreaterThanOrEqual(1);
  const admin = await newPage(browser);
  await loginAs(admin.page, 'admin');
  await admin.page.goto(`/dashboard/reports?period=custom&from=${today}&to=${today}`);
  await admin.page.getByRole('tab', { name: 'Partner Performance' }).click();
  const figures = admin.page.getByRole('group', { name: 'Courier delivery figures' });
  await expect(figures).toBeVisible();
  expect({
    deliveries: await statValue(figures, 'Deliveries'),
    earnings: await statValue(figures, 'Courier earnings'),
    tips: await statValue(figures, 'Tips'),
  }).toEqual(courierFigures);

  await Promise.all([courier.close(), guest.close(), kitchen.close(), admin.close()]);
});

test('the courier’s screens pass axe and never scroll sideways at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await loginAs(page, 'delivery');
  for (const path of [
    '/dashboard',
    '/dashboard/available-deliveries',
    '/dashboard/active-delivery',
    '/dashboard/history',
    '/dashboard/earnings',
    '/dashboard/profile',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await waitForQuietNetwork(page);
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    expect(await accessibilityViolations(page), path).toEqual([]);
    expect(await noSidewaysScroll(page), path).toBe(true);
  }
});

test('a delivery partner signs in and reaches the courier portal, not the generic menu', async ({ page }) => {
  await loginViaUi(page, 'delivery');
  await expect(page.getByRole('heading', { level: 1, name: 'Courier Dashboard' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Delivery Partner Portal');
  const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(sidebar.getByRole('link')).toHaveText([
    'Dashboard',
    'Available Deliveries',
    'Active Delivery',
    'History',
    'Earnings',
    'Profile',
  ]);
  // keyboard: the sidebar reaches Available Deliveries
  await sidebar.getByRole('link', { name: 'Available Deliveries' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Available Deliveries' })).toBeVisible();
});
