// The farm-box chain in the composed production build, one server, each role in its own browser
// context: a farmer defines a box, a customer subscribes on /us/boxes and buys one once through the
// cart, the admin runs the cycle's cut-off ("moving the clock"), the farmer's pick list and Box
// Orders show both orders, the farmer marks them packed, an online courier of Dallas claims the one
// bought once, the farmer hands it over, the courier gives the customer's code at the door, and the
// delivered box earns points on Loyalty Points; a skipped delivery and a cancelled subscription make
// no order at their cut-offs; the earned points then pay a meal's delivery fee. Each new screen is
// checked with axe and at 360 px (hardening.spec.ts covers the empty farmer screens and the bare
// /us/boxes; these are the screens with their data).
import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
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

/** A browser context of its own, for a role that stays signed in while the others act. */
async function newPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

test('a box from the farmer to the customer’s door: subscribe, buy once, cut-off, packed, courier, points; skip and cancel make no order; points pay a delivery', async ({
  page,
  browser,
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

  // the farmer defines the box on Boxes (the farmer keeps this page)
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
  const shopper = await newPage(browser);
  await signIn(shopper, customer);
  await shopper.goto('/us/boxes?zip=75201');
  const offer = shopper.getByRole('listitem', { name: boxName });
  await offer.getByRole('button', { name: `Subscribe to ${boxName}` }).click();
  const subscribe = shopper.getByRole('form', { name: `Subscribe to ${boxName}` });
  await subscribe.getByLabel(/^Delivery day/).selectOption({ label: 'Thursday' });
  await subscribe.getByLabel(/^Delivery address/).fill('1200 Main St, Dallas, TX');
  await checkScreen(shopper, '/us/boxes with the subscribe form');
  await subscribe.getByRole('button', { name: 'Subscribe' }).click();
  await expect(shopper.getByRole('status').filter({ hasText: 'First delivery:' })).toBeVisible();

  await offer.getByRole('button', { name: 'Add to Cart' }).click();
  const once = shopper.getByRole('form', { name: `Buy ${boxName} once` });
  await once.getByLabel('Delivery day').selectOption({ label: 'Thursday' });
  await checkScreen(shopper, '/us/boxes with the buy-once form');
  await once.getByRole('button', { name: 'Add to Cart' }).click();
  await shopper.getByRole('link', { name: 'Go to cart' }).click();
  await expect(shopper.getByRole('article', { name: boxName })).toBeVisible();
  await checkScreen(shopper, 'the cart with a box');
  await shopper.getByRole('link', { name: 'Checkout' }).click();
  await shopper.getByLabel(/^Phone Number/).fill('+1 214 555 0142');
  await shopper.getByLabel(/^Delivery Address/).fill('1200 Main St, Dallas, TX');
  await checkScreen(shopper, 'checkout of a box');
  await shopper.getByRole('button', { name: 'Place Order' }).click();
  // the tracking page names the order and the code the customer gives at the door
  const heading = shopper.getByRole('heading', { level: 1, name: /^Order FP-/ });
  await expect(heading).toBeVisible();
  const boxOrder = ((await heading.textContent()) ?? '').replace(/^Order /, '');
  const codeLine = shopper.getByText(/Your delivery code:/);
  await expect(codeLine).toBeVisible();
  const doorCode = /(\d{4})/.exec((await codeLine.textContent()) ?? '')?.[1] ?? '';
  expect(doorCode).toMatch(/^\d{4}$/);

  // the admin runs the cycle's cut-off ("moving the clock")
  const nextDelivery = async () => {
    const mine = await api<{ data: { box_name: string; next_delivery_date: string }[] }>(
      request,
      customer,
      'GET',
      '/subscriptions',
    );
    return mine.body.data.find((each) => each.box_name === boxName)!.next_delivery_date;
  };
  const cutOff = async (date: string) => {
    const cut = await api<{ ordered: number }>(request, admin, 'POST', `/admin/boxes/cycles/${date}/cut-off`);
    expect(cut.status).toBe(200);
    return cut.body.ordered;
  };
  const cycle = await nextDelivery();
  expect(await cutOff(cycle)).toBeGreaterThanOrEqual(1);

  // a courier of Dallas goes online and waits on Available Deliveries
  const courier = await newPage(browser);
  await loginAs(courier, 'delivery');
  await courier.goto('/dashboard/available-deliveries');
  const online = courier.getByRole('switch', { name: 'Online' });
  await expect(online).toBeVisible();
  if ((await online.getAttribute('aria-checked')) !== 'true') await online.click();
  await expect(online).toHaveAttribute('aria-checked', 'true');

  // the farmer's pick list and Box Orders show the subscription's order and the one bought once
  await page.goto(`/dashboard/box-orders?cycle=${cycle}`);
  const pick = page.getByRole('table', { name: 'What to pack' });
  await expect(pick.getByRole('row', { name: new RegExp(produce) })).toContainText('4');
  const orders = page.getByRole('table', { name: 'Box orders of the cycle' });
  await expect(orders.getByRole('row', { name: /Ngozi Chain/ })).toHaveCount(2);
  await expect(orders.getByText(`${boxName} (medium) · one-time`)).toBeVisible();
  await checkScreen(page, 'Box Orders');

  // packed: the box goes to the couriers of its drop-off area, the farm as pickup point
  await page.getByRole('button', { name: 'Mark Packed' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Mark Packed' }).click();
  const row = orders.getByRole('row', { name: new RegExp(`#${boxOrder}`) });
  await expect(row).toContainText('Waiting for a courier');
  const available = courier.getByRole('listitem').filter({ hasText: `#${boxOrder}` });
  await expect(available).toContainText(DEMO_ACCOUNTS.farmer.business);
  await expect(available).not.toContainText('1200 Main St');
  await available.getByRole('button', { name: 'Claim' }).click();
  await expect(courier).toHaveURL(/\/dashboard\/active-delivery$/);

  // without a reload Box Orders shows the courier coming; the farmer hands it over and the
  // courier gives the customer's code at the door
  await expect(row).toContainText('is coming to collect it');
  await row.getByRole('button', { name: `Hand over #${boxOrder}` }).click();
  await expect(row).toContainText('On its way');
  const door = courier.getByRole('region', { name: 'Customer' });
  await expect(door).toContainText('1200 Main St, Dallas, TX');
  await courier.getByLabel(/^Delivery code/).fill(doorCode);
  await courier.getByRole('button', { name: 'Confirm delivery' }).click();
  await expect(courier.getByText('No active delivery', { exact: true })).toBeVisible();
  await expect(
    shopper.getByRole('list', { name: 'Delivery progress' }).getByRole('listitem').filter({ hasText: 'Delivered' }),
  ).toHaveAttribute('aria-current', 'step');

  // delivered is completed: the box's points are on Loyalty Points
  await shopper.goto('/dashboard/profile');
  const points = shopper.getByRole('region', { name: 'Loyalty Points' });
  const earned = points.getByRole('row', { name: new RegExp(`Earned.*${boxOrder}`) });
  await expect(earned).toBeVisible();
  const earnedPoints = Number(/\+(\d+)/.exec((await earned.textContent()) ?? '')?.[1]);
  expect(earnedPoints).toBeGreaterThan(0);

  /** The farmer's Box Orders of `date`, once loaded: does it list the customer? */
  const farmerListsCustomer = async (date: string) => {
    await page.goto(`/dashboard/box-orders?cycle=${date}`);
    await expect(
      orders.getByRole('row', { name: /#FP-/ }).first().or(page.getByText('No box orders for this date')),
    ).toBeVisible();
    return orders.getByRole('row', { name: /Ngozi Chain/ }).count();
  };

  // the customer skips the next delivery: its cut-off makes no order for the subscription
  const skipped = await nextDelivery();
  expect(skipped > cycle).toBe(true);
  const subscriptions = shopper.getByRole('region', { name: 'My Subscriptions' });
  await subscriptions.getByRole('button', { name: `Skip the next delivery of ${boxName}` }).click();
  await expectToast(shopper, 'Your next delivery is skipped.');
  await checkScreen(shopper, 'My Subscriptions');
  await cutOff(skipped);
  expect(await farmerListsCustomer(skipped)).toBe(0);

  // the customer cancels: the next cycle's cut-off makes none either
  const afterSkip = await nextDelivery();
  expect(afterSkip > skipped).toBe(true);
  await subscriptions.getByRole('button', { name: `Cancel ${boxName}` }).click();
  await shopper.getByRole('alertdialog').getByRole('button', { name: 'Cancel subscription' }).click();
  await expectToast(shopper, 'Your subscription is cancelled.');
  await cutOff(afterSkip);
  expect(await farmerListsCustomer(afterSkip)).toBe(0);

  // the admin's Farm Boxes overview: a free delivery takes what the box earned
  await loginAs(page, 'admin');
  await page.goto('/dashboard/boxes-overview');
  await expect(page.getByRole('cell', { name: boxName, exact: true }).first()).toBeVisible();
  await page.getByLabel(/^Points for a free delivery/).fill(String(earnedPoints));
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expectToast(page, 'Box settings saved');
  await checkScreen(page, 'Farm Boxes');

  // the points pay a meal's delivery fee
  await shopper.goto('/us/menu');
  await shopper.getByRole('searchbox', { name: 'Search menu' }).fill('jollof');
  await shopper
    .getByRole('article', { name: 'Jollof Rice & Grilled Chicken' })
    .getByRole('button', { name: 'Add to Cart' })
    .click();
  await shopper.goto('/us/checkout');
  await shopper.getByLabel(/^Phone Number/).fill('+1 214 555 0142');
  await shopper.getByLabel(/^Delivery Address/).fill('1200 Main St, Dallas, TX');
  const totals = shopper.getByLabel('Order total');
  await expect(totals).not.toContainText('Delivery fee$0.00');
  await shopper.getByRole('checkbox', { name: `Use ${earnedPoints} points for free delivery` }).check();
  await expect(totals).toContainText('Delivery fee$0.00');
  await shopper.getByRole('button', { name: 'Place Order' }).click();
  await expect(heading).toBeVisible();
  const mealOrder = ((await heading.textContent()) ?? '').replace(/^Order /, '');
  await shopper.goto('/dashboard/profile');
  await expect(
    points.getByRole('row', { name: new RegExp(`Free delivery.*${mealOrder}.*-${earnedPoints}`) }),
  ).toBeVisible();
  await checkScreen(shopper, 'Loyalty Points');
});
