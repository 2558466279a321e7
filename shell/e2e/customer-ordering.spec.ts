// Customers order on the public site: the live menu, a one-kitchen cart, checkout as a guest,
// the tracking page, and the kitchen's board on the other side (another browser context).
import { expect, test } from './support';
import { type Browser, type Page } from '@playwright/test';
import { accessibilityViolations, loginAs } from './support';

const dish = (page: Page, name: string) => page.getByRole('article', { name });
const cartLink = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Cart \(/ });
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** Waits for the live menu: Add to Cart is enabled once real menu items replaced the first screen's. */
async function openMenu(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' }).first()).toBeEnabled();
}

async function kitchenBoard(browser: Browser) {
  const context = await browser.newContext();
  const board = await context.newPage();
  await loginAs(board, 'kitchen');
  await board.goto('/dashboard/orders');
  await expect(board.getByRole('button', { name: 'Refresh Orders' })).toBeVisible();
  return { board, close: () => context.close() };
}

async function checkOut(page: Page, payment: string) {
  await page.getByLabel(/^Full Name/).fill('Tola Guest');
  await page.getByLabel(/^Email Address/).fill('tola.guest@example.test');
  await page.getByLabel(/^Phone Number/).fill('+1 214 555 0199');
  await page.getByLabel(/^Delivery Address/).fill('12 Elm St, Dallas, TX');
  await page.getByLabel(/^Payment method/).selectOption({ label: payment });
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/track\/[A-Za-z0-9_-]{43}$/);
  const heading = page.getByRole('heading', { level: 1, name: /^Order FP-/ });
  await expect(heading).toBeVisible();
  return ((await heading.textContent()) ?? '').replace(/^Order /, '');
}

test('a guest filters the US menu, orders two dishes cash on delivery and follows the kitchen starting it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await openMenu(page, '/us/menu');
  await page.getByRole('group', { name: 'Menu categories' }).getByRole('link', { name: 'Dinner' }).click();
  await page.getByRole('searchbox', { name: 'Search menu' }).fill('nigerian');
  await expect(page.getByRole('article')).toHaveCount(2); // jollof and egusi: dinner AND Nigerian
  await dish(page, 'Jollof Rice & Grilled Chicken').getByRole('button', { name: 'Add to Cart' }).click();
  await dish(page, 'Egusi Soup & Pounded Yam').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartLink(page)).toHaveText('Cart (2)');

  // another kitchen's dish asks before starting a new cart
  await page.getByRole('searchbox', { name: 'Search menu' }).fill('jerk');
  await dish(page, 'Jerk Chicken with Rice & Peas').getByRole('button', { name: 'Add to Cart' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Start a new cart?' });
  await expect(ask).toContainText("Your cart holds dishes from Mama's Soul Kitchen");
  await ask.getByRole('button', { name: 'Keep my cart' }).click();
  await expect(cartLink(page)).toHaveText('Cart (2)');
  expect(await accessibilityViolations(page)).toEqual([]);

  await cartLink(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  const totals = page.getByRole('definition');
  await expect(totals).toHaveText(['$33.98', '$3.99', '$2.80', '$40.77']);
  await page
    .getByRole('article', { name: 'Jollof Rice & Grilled Chicken' })
    .getByLabel('Note for the kitchen')
    .fill('No onions');
  expect(await accessibilityViolations(page)).toEqual([]);
  // the cart survives a reload
  await page.reload();
  await expect(
    page.getByRole('article', { name: 'Jollof Rice & Grilled Chicken' }).getByLabel('Note for the kitchen'),
  ).toHaveValue('No onions');
  await expect(page.getByRole('definition').last()).toHaveText('$40.77');

  const { board, close } = await kitchenBoard(browser);
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByLabel(/^Payment method/).locator('option')).toHaveText(['Cash on delivery']);
  const orderNumber = await checkOut(page, 'Cash on delivery');
  const steps = page.getByRole('list', { name: 'Order progress' });
  await expect(steps.getByRole('listitem').filter({ hasText: 'Received' })).toHaveAttribute('aria-current', 'step');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await expect(cartLink(page)).toHaveText('Cart (0)');

  // the kitchen sees it and starts it; the tracking page follows
  await board.getByRole('button', { name: 'Refresh Orders' }).click();
  const card = board.getByRole('article', { name: `Order ${orderNumber}` });
  await expect(card).toContainText('Tola Guest');
  await expect(card).toContainText('No onions');
  await card.getByRole('button', { name: 'Start Preparing' }).click();
  await board
    .getByRole('alertdialog', { name: 'Start Preparing' })
    .getByRole('button', { name: 'Start Preparing' })
    .click();
  await expect(steps.getByRole('listitem').filter({ hasText: 'Preparing' })).toHaveAttribute('aria-current', 'step');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect(page.getByText('Preparation has begun, so this order can no longer be cancelled.')).toBeVisible();
  await close();
});

test('a customer cancels within 5 minutes and the order leaves the kitchen board', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await openMenu(page, '/us/menu');
  await dish(page, 'Shrimp & Grits').getByRole('button', { name: 'Add to Cart' }).click();
  await dish(page, 'Sweet Potato Pie').getByRole('button', { name: 'Add to Cart' }).click();
  await cartLink(page).click();
  await page.getByRole('link', { name: 'Checkout' }).click();
  const orderNumber = await checkOut(page, 'Cash on delivery');

  const { board, close } = await kitchenBoard(browser);
  const card = board.getByRole('article', { name: `Order ${orderNumber}` });
  await expect(card).toBeVisible();

  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page
    .getByRole('alertdialog', { name: 'Cancel this order?' })
    .getByRole('button', { name: 'Yes, cancel it' })
    .click();
  await expect(page.getByText('This order was cancelled. Nothing will be charged.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  // the board lists new, preparing, ready and completed orders: a cancelled one leaves it
  await board.getByRole('button', { name: 'Refresh Orders' }).click();
  await expect(card).toHaveCount(0);
  await close();
});

test('in Nigeria the menu, cart, checkout and tracking are in naira, with bank transfer, at 360 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await openMenu(page, '/ng/menu');
  await expect(dish(page, 'Jollof Rice & Grilled Chicken')).toContainText('₦7,500.00');
  expect(await sidewaysScroll(page)).toBe(false);
  await dish(page, 'Jollof Rice & Grilled Chicken').getByRole('button', { name: 'Add to Cart' }).click();

  await page.goto('/ng/cart');
  await expect(page.getByRole('definition')).toHaveText(['₦7,500.00', '₦1,500.00', '₦618.75', '₦9,618.75']);
  expect(await sidewaysScroll(page)).toBe(false);
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByLabel(/^Payment method/).locator('option')).toHaveText(['Cash on delivery', 'Bank transfer']);
  expect(await sidewaysScroll(page)).toBe(false);
  await checkOut(page, 'Bank transfer');
  await expect(page.getByText('₦9,618.75')).toBeVisible();
  await expect(page.getByText('Bank transfer')).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(false);
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('a signed-in customer finds the order on their profile and reorders it into the cart', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'customer');
  await openMenu(page, '/us/menu');
  await dish(page, 'Red Red with Fried Plantain').getByRole('button', { name: 'Add to Cart' }).click();
  await dish(page, 'Red Red with Fried Plantain').getByRole('button', { name: 'Add to Cart' }).click();
  await cartLink(page).click();
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByText('Signed in as Chidi Okeke.')).toBeVisible();
  await expect(page.getByLabel(/^Email Address/)).toHaveValue('customer@farmplate.test');
  const orderNumber = await checkOut(page, 'Cash on delivery');

  await page.goto('/dashboard/profile');
  const row = page.getByRole('row', { name: new RegExp(orderNumber) });
  await expect(row).toContainText('2 × Red Red with Fried Plantain');
  await row.getByRole('link', { name: `Reorder ${orderNumber}` }).click();
  await expect(page).toHaveURL(/\/us\/cart$/);
  await expect(page.getByText('Your earlier order is in your cart.')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Red Red with Fried Plantain' }).getByLabel('Quantity')).toHaveValue(
    '2',
  );
});
