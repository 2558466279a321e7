// The farmer's Box Orders in the composed build: the coming delivery dates (a customer's new
// subscription among them) to choose from, the choice kept in the address; axe-clean and no
// sideways scrolling at 360 px.
import { type APIRequestContext, type Page } from '@playwright/test';
import { accessibilityViolations, DEMO_ACCOUNTS, expect, loginAs, test, type DemoAccountKey } from './support';

async function tokenOf(request: APIRequestContext, account: DemoAccountKey): Promise<string> {
  const { email, password } = DEMO_ACCOUNTS[account];
  const response = await request.post('/api/login', { data: { email, password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('the farmer picks a coming delivery date; the screen passes axe at 360 px', async ({ page }) => {
  test.setTimeout(90_000);
  // a box of the seeded farmer's own stock, and the seeded customer's subscription to it
  const farmer = await tokenOf(page.request, 'farmer');
  const headers = { Authorization: `Bearer ${farmer}` };
  const items = (await (await page.request.get('/api/inventory-items', { headers })).json()) as {
    data: { id: number }[];
  };
  const box = await page.request.post('/api/farmer/boxes', {
    headers,
    data: {
      name: `Upcoming Box ${Date.now().toString(36)}`,
      kind: 'produce_box',
      size: 'medium',
      price: 30,
      contents: [{ inventory_item_id: items.data[0]!.id, quantity: 1 }],
      offered_from: '2026-01-05',
      weekly_limit: 50,
    },
  });
  expect(box.status()).toBe(201);
  const customer = await tokenOf(page.request, 'customer');
  const subscribed = await page.request.post('/api/subscriptions', {
    headers: { Authorization: `Bearer ${customer}` },
    data: {
      box_id: ((await box.json()) as { data: { id: number } }).data.id,
      frequency: 'weekly',
      delivery_day: 'thursday',
      delivery_address: '1200 Main St, Dallas, TX',
      zip: '75201',
      payment_method: 'cash_on_delivery',
    },
  });
  expect(subscribed.status()).toBe(201);
  const date = ((await subscribed.json()) as { data: { next_delivery_date: string } }).data.next_delivery_date;

  await page.setViewportSize({ width: 360, height: 800 });
  await loginAs(page, 'farmer');
  await page.goto('/dashboard/box-orders');
  const dates = page.getByRole('region', { name: 'Upcoming deliveries' });
  const choice = dates
    .getByRole('button')
    .filter({ hasText: /subscriptions? due/ })
    .first();
  await expect(choice).toBeVisible();
  await expect(choice).toContainText(/Cut-off /);
  await choice.click();
  await expect(page).toHaveURL(new RegExp(`\\?cycle=${date}$`));
  await expect(choice).toHaveAttribute('aria-current', 'date');
  await expect(page.getByText(/\d+ box(es)? to pack for/)).toBeVisible();
  expect(await accessibilityViolations(page, { bestPractice: true })).toEqual([]);
  expect(await scrollsSideways(page)).toBe(false);
});
