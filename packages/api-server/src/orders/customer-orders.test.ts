import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_SETTINGS,
  deliverySlots,
  SAMPLE_DISHES,
  type PublicMenuResponse,
  type TrackedOrder,
} from '@farmplate/contracts';
import { kitchenProfiles, menuItems, orders, settings } from '../db/schema';
import { forgetSettings } from '../platform/settings/settings-repository';
import { onlyRow } from '../testing/rows';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let kitchenToken: string;
beforeAll(async () => {
  server = await startTestServer();
  kitchenToken = await server.login('kitchen@farmplate.test');
  // this file places many orders from one address and contact; checkout-guards.test.ts tests the limits
  for (const key of ['checkout_orders_per_address_per_hour', 'checkout_orders_per_contact_per_hour'])
    await server.db.update(settings).set({ value: 10_000 }).where(eq(settings.key, key));
});
afterAll(() => server.close());

const menu = async (region: 'us' | 'ng'): Promise<PublicMenuResponse> =>
  (await server.request({ method: 'GET', url: `/api/public-menu?region=${region}` })).json();
const dishId = async (name: string, region: 'us' | 'ng' = 'us') =>
  onlyRow(
    (await menu(region)).items.filter((item) => item.name === name),
    `the menu item ${name}`,
  ).id;
const slot = (region: 'us' | 'ng' = 'us') =>
  deliverySlots(new Date(), region === 'us' ? 'America/New_York' : 'Africa/Lagos')[0]!.toISOString();

const checkout = async (overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
  const payload = {
    region: 'us',
    items: overrides.items ?? [
      { menu_item_id: await dishId('Jollof Rice & Grilled Chicken'), quantity: 2, notes: 'Extra plantain' },
      { menu_item_id: await dishId('Sweet Potato Pie'), quantity: 1 },
    ],
    customer_name: 'Tola Guest',
    customer_email: 'tola@example.test',
    customer_phone: '+1 (214) 555-0199',
    delivery_address: '12 Elm St, Dallas, TX',
    delivery_time: slot(),
    payment_method: 'cod',
    ...overrides,
  };
  return server.request({ method: 'POST', url: '/api/orders', payload, headers });
};
const placed = async (overrides: Record<string, unknown> = {}): Promise<TrackedOrder> => {
  const response = await checkout(overrides);
  expect(response.statusCode).toBe(201);
  return response.json().data;
};
/**
 * Runs `check` with one setting changed, then puts the default back. The write goes straight to
 * the table, so the server forgets its kept settings as the instance saving them does (the live
 * event that tells the other instances arrives a moment later on PostgreSQL).
 */
async function withSetting(key: keyof typeof DEFAULT_SETTINGS, value: unknown, check: () => Promise<void>) {
  await server.db.update(settings).set({ value }).where(eq(settings.key, key));
  forgetSettings(server.db);
  try {
    await check();
  } finally {
    await server.db.update(settings).set({ value: DEFAULT_SETTINGS[key] }).where(eq(settings.key, key));
    forgetSettings(server.db);
  }
}
const track = (token: string) => server.request({ method: 'GET', url: `/api/orders/track/${token}` });
const cancel = (token: string) => server.request({ method: 'POST', url: `/api/orders/track/${token}/cancel` });

describe('GET /public-menu', () => {
  it("lists the active sample dishes of the region's active kitchens, in dollars or naira", async () => {
    const us = await menu('us');
    expect(us.items.map((item) => item.name).sort()).toEqual(SAMPLE_DISHES.map((dish) => dish.name).sort());
    expect(us.items.find((item) => item.slug === 'akara-pap-breakfast-plate')).toMatchObject({
      price: 8.99,
      categories: expect.arrayContaining(['breakfast', 'vegetarian']),
      tags: ['Nigerian', 'Vegetarian', 'Gluten-Free'],
      kitchen_name: "Mama's Soul Kitchen",
    });
    expect(us.pricing).toEqual({ delivery_fee: 3.99, tax_rate: 8.25, minimum_order_amount: 15 });
    const ng = await menu('ng');
    expect(new Set(ng.items.map((item) => item.kitchen_name))).toEqual(new Set(['Naija Pot Kitchen']));
    expect(ng.items.find((item) => item.slug === 'akara-pap-breakfast-plate')?.price).toBe(3500);
  });

  it('leaves out inactive items and kitchens that are not active', async () => {
    const [item] = await server.db
      .update(menuItems)
      .set({ status: 'inactive' })
      .where(eq(menuItems.slug, 'shrimp-grits'))
      .returning();
    try {
      expect((await menu('us')).items.map((row) => row.slug)).not.toContain('shrimp-grits');
    } finally {
      await server.db.update(menuItems).set({ status: 'active' }).where(eq(menuItems.kitchenId, item!.kitchenId!));
    }
  });

  it('offers cash on delivery, bank transfer only in Nigeria, and never a card without a provider', async () => {
    expect((await menu('us')).payment_methods).toEqual(['cod']);
    expect((await menu('ng')).payment_methods).toEqual(['cod', 'bank_transfer']);
  });

  it('refuses an unknown region', async () => {
    expect((await server.request({ method: 'GET', url: '/api/public-menu?region=fr' })).statusCode).toBe(422);
  });
});

describe('POST /orders', () => {
  it('prices every line from the database, whatever prices the browser sends', async () => {
    const jollof = await dishId('Jollof Rice & Grilled Chicken');
    const order = await placed({
      items: [{ menu_item_id: jollof, quantity: 2, price: 0.01 }],
      total: 0.01,
      subtotal: 0.01,
    });
    expect(order).toMatchObject({ subtotal: 31.98, delivery_fee: 3.99, tax: 2.64, total: 38.61, status: 'new' });
    expect(order.items).toEqual([expect.objectContaining({ name: 'Jollof Rice & Grilled Chicken', price: 15.99 })]);
    const stored = onlyRow(
      await server.db.select().from(orders).where(eq(orders.trackingToken, order.tracking_token)),
      'the order',
    );
    expect(stored.totalAmount).toBe(38.61);
  });

  it('refuses an inactive item with its name, and changes nothing', async () => {
    const pie = await dishId('Sweet Potato Pie');
    const before = await server.db.select({ count: sql<number>`count(*)::int` }).from(orders);
    await server.db.update(menuItems).set({ status: 'inactive' }).where(eq(menuItems.id, pie));
    try {
      const response = await checkout({
        items: [
          { menu_item_id: await dishId('Jollof Rice & Grilled Chicken'), quantity: 1 },
          { menu_item_id: pie, quantity: 1 },
        ],
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(
        'Sweet Potato Pie is no longer available. Remove it from your cart to continue.',
      );
    } finally {
      await server.db.update(menuItems).set({ status: 'active' }).where(eq(menuItems.id, pie));
    }
    expect(await server.db.select({ count: sql<number>`count(*)::int` }).from(orders)).toEqual(before);
  });

  it('refuses a kitchen that is not active', async () => {
    const jollof = await dishId('Jollof Rice & Grilled Chicken');
    const [kitchen] = await server.db
      .update(kitchenProfiles)
      .set({ status: 'inactive' })
      .where(eq(kitchenProfiles.kitchenName, "Mama's Soul Kitchen"))
      .returning();
    try {
      const response = await checkout({ items: [{ menu_item_id: jollof, quantity: 2 }] });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe("Mama's Soul Kitchen is not taking orders right now.");
    } finally {
      await server.db
        .update(kitchenProfiles)
        .set({ status: 'active' })
        .where(eq(kitchenProfiles.userId, kitchen!.userId));
    }
  });

  it("refuses a cart with two kitchens' dishes, another region's dishes and unknown items", async () => {
    const twoKitchens = await checkout({
      items: [
        { menu_item_id: await dishId('Jollof Rice & Grilled Chicken'), quantity: 1 },
        { menu_item_id: await dishId('Jerk Chicken with Rice & Peas'), quantity: 1 },
      ],
    });
    expect(twoKitchens.statusCode).toBe(422);
    expect(twoKitchens.json().message).toBe(
      'A cart holds dishes from one kitchen only. Please order from each kitchen separately.',
    );
    const nigerian = await checkout({
      items: [{ menu_item_id: await dishId('Egusi Soup & Pounded Yam', 'ng'), quantity: 2 }],
    });
    expect(nigerian.json().message).toBe('These dishes are not sold in this region.');
    const unknown = await checkout({ items: [{ menu_item_id: 999_999, quantity: 1 }] });
    expect(unknown.statusCode).toBe(422);
  });

  it('enforces the minimum order amount of the settings, in the region currency', async () => {
    const response = await checkout({
      items: [{ menu_item_id: await dishId('Akara & Pap Breakfast Plate'), quantity: 1 }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('The minimum order is $15.00. Add $6.01 more to check out.');
    const naira = await checkout({
      region: 'ng',
      delivery_time: slot('ng'),
      items: [{ menu_item_id: await dishId('Akara & Pap Breakfast Plate', 'ng'), quantity: 1 }],
    });
    expect(naira.json().message).toBe('The minimum order is ₦5,000.00. Add ₦1,500.00 more to check out.');
  });

  it('takes only the payment methods that need no outside provider', async () => {
    for (const method of ['stripe', 'paypal', 'bank_transfer']) {
      const response = await checkout({ payment_method: method });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.payment_method).toEqual([
        'This payment method is not available. Please choose another one.',
      ]);
    }
    const order = await placed({
      region: 'ng',
      delivery_time: slot('ng'),
      payment_method: 'bank_transfer',
      items: [{ menu_item_id: await dishId('Jollof Rice & Grilled Chicken', 'ng'), quantity: 1 }],
    });
    expect(order).toMatchObject({ region: 'ng', total: 7500 + 1500 + 618.75, payment_method: 'bank_transfer' });
    // with cash on delivery switched off in the settings, the US has no way left to pay
    await withSetting('payment_methods', ['stripe'], async () => {
      expect((await menu('us')).payment_methods).toEqual([]);
      expect((await checkout()).statusCode).toBe(422);
    });
  });

  it('takes a delivery time only within the delivery hours, from now to 7 days ahead', async () => {
    const night = new Date();
    night.setUTCDate(night.getUTCDate() + 1);
    night.setUTCHours(7, 0, 0, 0); // 2 or 3 AM in New York
    const response = await checkout({ delivery_time: night.toISOString() });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.delivery_time).toEqual(['Choose a delivery time between 8:00 AM and 10:00 PM.']);
    const past = await checkout({ delivery_time: '2020-01-01T15:00:00Z' });
    expect(past.json().errors.delivery_time).toEqual(['Choose a delivery time from now to 7 days ahead.']);
  });

  it("takes special instructions only when the kitchen's switch accepts them", async () => {
    expect((await placed({ special_instructions: 'Ring twice' })).special_instructions).toBe('Ring twice');
    await server.db
      .update(kitchenProfiles)
      .set({ specialRequests: false })
      .where(eq(kitchenProfiles.kitchenName, "Mama's Soul Kitchen"));
    try {
      const response = await checkout({ special_instructions: 'Ring twice' });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(
        "Mama's Soul Kitchen does not accept special instructions. Please leave them out.",
      );
      expect(
        (await menu('us')).kitchens.find((kitchen) => kitchen.name === "Mama's Soul Kitchen")?.special_requests,
      ).toBe(false);
    } finally {
      await server.db
        .update(kitchenProfiles)
        .set({ specialRequests: true })
        .where(eq(kitchenProfiles.kitchenName, "Mama's Soul Kitchen"));
    }
  });

  it('makes one order of a double submit with the same idempotency key (header or body)', async () => {
    const key = `double-click-${Date.now()}`;
    const responses = await Promise.all([
      checkout({}, { 'idempotency-key': key }),
      checkout({}, { 'idempotency-key': key }),
      checkout({ idempotency_key: key }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 201]);
    const tokens = new Set(responses.map((response) => response.json().data.tracking_token));
    expect(tokens.size).toBe(1);
    expect(await server.db.select().from(orders).where(eq(orders.idempotencyKey, key))).toHaveLength(1);
    // a retry of the same request later answers the same order, even once a dish is no longer sold
    const pie = await dishId('Sweet Potato Pie');
    const sameItems = [
      { menu_item_id: await dishId('Jollof Rice & Grilled Chicken'), quantity: 2, notes: 'Extra plantain' },
      { menu_item_id: pie, quantity: 1 },
    ];
    await server.db.update(menuItems).set({ status: 'inactive' }).where(eq(menuItems.id, pie));
    try {
      const retry = await checkout({ items: sameItems, idempotency_key: key });
      expect(retry.statusCode).toBe(200);
      expect(retry.json().data.tracking_token).toBe([...tokens][0]);
    } finally {
      await server.db.update(menuItems).set({ status: 'active' }).where(eq(menuItems.id, pie));
    }
  });

  it('applies the kitchen auto-accept setting: the order starts as preparing', async () => {
    await server.db
      .update(kitchenProfiles)
      .set({ autoAcceptOrders: true })
      .where(eq(kitchenProfiles.kitchenName, "Mama's Soul Kitchen"));
    try {
      const order = await placed();
      expect(order).toMatchObject({ status: 'preparing', can_cancel: false });
    } finally {
      await server.db
        .update(kitchenProfiles)
        .set({ autoAcceptOrders: false })
        .where(eq(kitchenProfiles.kitchenName, "Mama's Soul Kitchen"));
    }
  });

  it('mails a confirmation with the tracking link when confirmation mails are on', async () => {
    const order = await placed({ customer_email: 'confirm-me@example.test' });
    await server.settled();
    const mail = onlyRow(
      server.mail.filter((message) => message.to === 'confirm-me@example.test'),
      'the confirmation mail',
    );
    expect(mail.subject).toBe(`FarmPlate: order ${order.order_number} confirmed`);
    expect(mail.text).toContain(`/us/track/${order.tracking_token}`);
    await withSetting('email_types', ['order_status_updates'], async () => {
      await placed({ customer_email: 'no-mail@example.test' });
      await server.settled();
      expect(server.mail.filter((message) => message.to === 'no-mail@example.test')).toHaveLength(0);
    });
  });

  it("puts the order on the kitchen's board and in the admin's orders and reports", async () => {
    const admin = await server.login('admin@farmplate.test');
    const sales = async () =>
      (await server.request({ method: 'GET', url: '/api/admin-reports/sales?period=last3months', token: admin })).json()
        .cards;
    const before = await sales();
    const order = await placed({ customer_name: 'Board Watcher' });
    const after = await sales();
    expect(after.orders.value).toBe(before.orders.value + 1);
    const usd = (cards: { revenue: { currency: string; value: number }[] }) =>
      cards.revenue.find((trend) => trend.currency === 'USD')?.value ?? 0;
    expect(usd(after)).toBeCloseTo(usd(before) + order.total, 2);
    const board = (await server.request({ method: 'GET', url: '/api/kitchen-orders', token: kitchenToken })).json()
      .orders;
    expect(board.find((row: { order_number: string }) => row.order_number === order.order_number)).toMatchObject({
      status: 'new',
      user: { name: 'Board Watcher' },
      payment_method: 'cod',
    });
    const list = (
      await server.request({ method: 'GET', url: '/api/admin-orders?search=Board%20Watcher', token: admin })
    ).json();
    expect(list.data).toEqual([expect.objectContaining({ order_id: expect.anything(), status: 'new' })]);
  });
});

describe('tracking and cancelling by link', () => {
  it("shows this order's public view by its token only", async () => {
    const order = await placed();
    expect(order.tracking_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const view = (await track(order.tracking_token)).json().data;
    expect(view).toMatchObject({ order_number: order.order_number, status: 'new', can_cancel: true });
    expect(view).not.toHaveProperty('customer_email');
    const other = await placed();
    expect(other.tracking_token).not.toBe(order.tracking_token);
    // a token one character off, a guessed one and a malformed one find nothing
    const flipped = `${order.tracking_token.slice(0, -1)}${order.tracking_token.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [flipped, 'A'.repeat(43), '1', order.order_number]) {
      const response = await track(token);
      expect(response.statusCode).toBe(404);
    }
  });

  it('cancels within 5 minutes while new, and the board no longer lists it', async () => {
    const order = await placed({ customer_name: 'Quick Canceller' });
    const response = await cancel(order.tracking_token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Your order has been cancelled.', data: { status: 'cancelled' } });
    const board = (await server.request({ method: 'GET', url: '/api/kitchen-orders', token: kitchenToken })).json()
      .orders;
    expect(board.map((row: { order_number: string }) => row.order_number)).not.toContain(order.order_number);
    expect((await cancel(order.tracking_token)).json().message).toBe('This order is already cancelled.');
  });

  it('refuses to cancel after 5 minutes', async () => {
    const order = await placed();
    await server.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '5 minutes 1 second'` })
      .where(eq(orders.trackingToken, order.tracking_token));
    expect((await track(order.tracking_token)).json().data.can_cancel).toBe(false);
    const response = await cancel(order.tracking_token);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Orders can be cancelled within 5 minutes of ordering. Preparation has begun, so this order can no longer be cancelled.',
    );
    expect((await track(order.tracking_token)).json().data.status).toBe('new');
  });

  it('refuses to cancel once the kitchen has started preparing', async () => {
    const order = await placed();
    const [row] = await server.db.select().from(orders).where(eq(orders.trackingToken, order.tracking_token));
    const moved = await server.request({
      method: 'PUT',
      url: `/api/kitchen-orders/${row!.id}`,
      token: kitchenToken,
      payload: { status: 'preparing' },
    });
    expect(moved.statusCode).toBe(200);
    expect((await track(order.tracking_token)).json().data).toMatchObject({ status: 'preparing', can_cancel: false });
    const response = await cancel(order.tracking_token);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'The kitchen has started preparing this order, so it can no longer be cancelled.',
    );
  });
});

describe("a signed-in customer's orders", () => {
  it('links the order to the signed-in customer and lists it on their profile, and no one else sees it', async () => {
    const customer = await server.login('customer@farmplate.test');
    const guest = await placed({ customer_email: 'customer@farmplate.test' });
    const signedIn = (
      await server.request({
        method: 'POST',
        url: '/api/orders',
        token: customer,
        payload: {
          region: 'us',
          items: [{ menu_item_id: await dishId('Egusi Soup & Pounded Yam'), quantity: 1 }],
          customer_name: 'Chidi Okeke',
          customer_email: 'customer@farmplate.test',
          customer_phone: '+1 (469) 555-0155',
          delivery_address: '1420 Elm St, Dallas, TX',
          delivery_time: slot(),
          payment_method: 'cod',
        },
      })
    ).json().data;
    const mine = (await server.request({ method: 'GET', url: '/api/customer-orders', token: customer })).json().data;
    expect(mine[0]).toMatchObject({
      order_number: signedIn.order_number,
      items: [expect.objectContaining({ quantity: 1 })],
    });
    expect(mine.map((order: TrackedOrder) => order.order_number)).not.toContain(guest.order_number);
    expect((await server.request({ method: 'GET', url: '/api/customer-orders', token: kitchenToken })).statusCode).toBe(
      403,
    );
    expect((await server.request({ method: 'GET', url: '/api/customer-orders' })).statusCode).toBe(401);
  });
});
