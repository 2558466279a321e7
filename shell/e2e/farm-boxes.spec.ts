// The farm-box chain in the composed production build, one server: a farmer defines a box, a
// customer subscribes on /us/boxes and buys one once through the cart, the admin runs the cycle's
// cut-off, the farmer's pick list and Box Orders show both orders, the customer skips and cancels
// on My Subscriptions, and points appear on Loyalty Points once an order is completed. Each new
// screen is checked with axe and at 360 px (hardening.spec.ts covers the empty farmer screens and
// the bare /us/boxes; these are the screens with their data).
import { type APIRequestContext, type Page } from '@playwright/test';
import { deliverySlots } from '@farmplate/contracts';
import { accessibilityViolations, DEMO_ACCOUNTS, expect, expectToast, loginAs, test } from './support';

interface Session {
  token: string;
  user: unknown;
}

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<Session> {
  const response = await request.post('/api/login', { data: { email, password } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Session;
}

async function api<T>(request: APIRequestContext, session: Session, method: string, path: string, data?: unknown) {
  const response = await request.fetch(`/api${path}`, {
    method,
    data,
    headers: { Authorization: `Bearer ${session.token}` },
  });
  return { status: response.status(), body: (await response.json().catch(() => null)) as T };
}

/** Signs the page in as `session` (the app keeps its token and user in localStorage). */
async function signIn(page: Page, session: Session) {
  await page.goto('/remotes.json');
  await page.evaluate(
    ([token, user]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
    },
    [session.token, JSON.stringify(session.user)] as const,
  );
}

/** axe finds nothing, and at 360 px the page does not scroll sideways. */
async function checkScreen(page: Page, label: string) {
  expect(await accessibilityViolations(page), `${label}: axe`).toEqual([]);
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 740 });
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement!;
    return root.scrollWidth - root.clientWidth;
  });
  expect(overflow, `${label} scrolls sideways at 360 px`).toBe(0);
  await page.setViewportSize(size);
}

test('a box from the farmer to the customer: subscribe, buy once, cut-off, pick list, skip, cancel, points', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { request } = page;
  const farmer = await apiLogin(request, DEMO_ACCOUNTS.farmer.email, DEMO_ACCOUNTS.farmer.password);
  const admin = await apiLogin(request, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  const produce = unique('Chain kale');
  const item = await api<{ data: { id: number } }>(request, farmer, 'POST', '/inventory-items', {
    produce_name: produce,
    quantity: 50,
    unit: 'kg',
    quality: 'Standard',
    total_price: 100,
  });
  expect(item.status).toBe(201);

  // the farmer defines the box on Boxes
  const boxName = unique('Chain Box');
  await loginAs(page, 'farmer');
  await page.goto('/dashboard/boxes');
  await page.getByRole('button', { name: 'New Box' }).click();
  await page.getByLabel(/^Box name/).fill(boxName);
  await page.getByLabel(/^Kind/).selectOption({ label: 'Produce box' });
  await page.getByLabel(/^Size/).selectOption({ label: 'Medium' });
  await page.getByLabel(/^Price/).fill('30');
  await page.getByLabel(/^Weekly limit/).fill('10');
  await page.getByLabel(/^Offered from/).fill('2026-01-05');
  await page.getByLabel(/^Item 1/).selectOption({ label: `${produce} (kg)` });
  await page.getByLabel(/^Quantity 1/).fill('2');
  await checkScreen(page, 'Boxes with the box form');
  await page.getByRole('button', { name: 'Create Box' }).click();
  await expectToast(page, 'Box created successfully!');
  await expect(page.getByRole('button', { name: `Edit ${boxName}` })).toBeVisible();
  await checkScreen(page, 'Boxes');

  // a new customer subscribes on /us/boxes, then buys the same box once through the cart
  const email = `${unique('chain').replace(' ', '-')}@example.test`;
  const created = await api(request, admin, 'POST', '/users', {
    name: 'Ngozi Chain',
    email,
    role: 'customer',
    status: 'active',
    password: 'secret123',
    password_confirmation: 'secret123',
  });
  expect(created.status).toBe(201);
  const customer = await apiLogin(request, email, 'secret123');
  await signIn(page, customer);
  await page.goto('/us/boxes?zip=75201');
  const offer = page.getByRole('listitem', { name: boxName });
  await offer.getByRole('button', { name: `Subscribe to ${boxName}` }).click();
  const subscribe = page.getByRole('form', { name: `Subscribe to ${boxName}` });
  await subscribe.getByLabel(/^Delivery day/).selectOption({ label: 'Thursday' });
  await subscribe.getByLabel(/^Delivery address/).fill('1200 Main St, Dallas, TX');
  await checkScreen(page, '/us/boxes with the subscribe form');
  await subscribe.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'First delivery:' })).toBeVisible();

  await offer.getByRole('button', { name: 'Add to Cart' }).click();
  const once = page.getByRole('form', { name: `Buy ${boxName} once` });
  await once.getByLabel('Delivery day').selectOption({ label: 'Thursday' });
  await checkScreen(page, '/us/boxes with the buy-once form');
  await once.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('link', { name: 'Go to cart' }).click();
  await expect(page.getByRole('article', { name: boxName })).toBeVisible();
  await checkScreen(page, 'the cart with a box');
  await page.getByRole('link', { name: 'Checkout' }).click();
  await page.getByLabel(/^Phone Number/).fill('+1 214 555 0142');
  await page.getByLabel(/^Delivery Address/).fill('1200 Main St, Dallas, TX');
  await checkScreen(page, 'checkout of a box');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/us\/track\//);

  // the admin runs the cycle's cut-off ("moving the clock")
  const mine = await api<{ data: { box_name: string; next_delivery_date: string }[] }>(
    request,
    customer,
    'GET',
    '/subscriptions',
  );
  const cycle = mine.body.data.find((each) => each.box_name === boxName)!.next_delivery_date;
  const cut = await api<{ ordered: number }>(request, admin, 'POST', `/admin/boxes/cycles/${cycle}/cut-off`);
  expect(cut.status).toBe(200);
  expect(cut.body.ordered).toBeGreaterThanOrEqual(1);

  // the farmer's pick list and Box Orders show the subscription's order and the one bought once
  await loginAs(page, 'farmer');
  await page.goto(`/dashboard/box-orders?cycle=${cycle}`);
  const pick = page.getByRole('table', { name: 'What to pack' });
  await expect(pick.getByRole('row', { name: new RegExp(produce) })).toContainText('4');
  const orders = page.getByRole('table', { name: 'Box orders of the cycle' });
  await expect(orders.getByRole('row', { name: /Ngozi Chain/ })).toHaveCount(2);
  await expect(orders.getByText(`${boxName} (medium) · one-time`)).toBeVisible();
  await checkScreen(page, 'Box Orders');

  // the admin's Farm Boxes overview
  await loginAs(page, 'admin');
  await page.goto('/dashboard/boxes-overview');
  await expect(page.getByRole('cell', { name: boxName, exact: true }).first()).toBeVisible();
  await checkScreen(page, 'Farm Boxes');

  // the customer skips the next delivery and cancels on My Subscriptions
  await signIn(page, customer);
  await page.goto('/dashboard/profile');
  const subscriptions = page.getByRole('region', { name: 'My Subscriptions' });
  await subscriptions.getByRole('button', { name: `Skip the next delivery of ${boxName}` }).click();
  await expectToast(page, 'Your next delivery is skipped.');
  await checkScreen(page, 'My Subscriptions');
  await subscriptions.getByRole('button', { name: `Cancel ${boxName}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel subscription' }).click();
  await expectToast(page, 'Your subscription is cancelled.');

  // a completed order (a pickup at the seeded kitchen, moved by the kitchen) earns points
  const menu = (await (await request.get('/api/public-menu?region=us')).json()) as {
    items: { id: number; kitchen_name: string }[];
  };
  const dish = menu.items.find((each) => each.kitchen_name === DEMO_ACCOUNTS.kitchen.business)!;
  const slot = deliverySlots(new Date(), 'America/New_York')[0]!;
  const placed = await request.post('/api/orders', {
    headers: { Authorization: `Bearer ${customer.token}` },
    data: {
      region: 'us',
      items: [{ menu_item_id: dish.id, quantity: 3 }],
      customer_name: 'Ngozi Chain',
      customer_email: email,
      customer_phone: '+1 214 555 0142',
      delivery_time: slot.toISOString(),
      payment_method: 'cod',
      fulfilment: 'pickup',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const kitchen = await apiLogin(request, DEMO_ACCOUNTS.kitchen.email, DEMO_ACCOUNTS.kitchen.password);
  const number = ((await placed.json()) as { data: { order_number: string } }).data.order_number;
  const board = await api<{ orders: { id: number; order_number: string; status: string }[] }>(
    request,
    kitchen,
    'GET',
    `/kitchen-orders?search=${number}`,
  );
  const order = board.body.orders.find((each) => each.order_number === number)!;
  const steps = ['new', 'preparing', 'ready', 'completed'];
  for (const status of steps.slice(steps.indexOf(order.status) + 1))
    expect((await api(request, kitchen, 'PUT', `/kitchen-orders/${order.id}`, { status })).status).toBe(200);
  await page.reload();
  const points = page.getByRole('region', { name: 'Loyalty Points' });
  await expect(points.getByRole('row', { name: new RegExp(`Earned.*${number}`) })).toBeVisible();
  await checkScreen(page, 'Loyalty Points');
});
