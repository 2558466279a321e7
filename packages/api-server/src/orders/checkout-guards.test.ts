import { desc, eq, sql } from 'drizzle-orm';
import { CUSTOMER_ORDER_MESSAGES, deliverySlots, type PublicMenuResponse } from '@farmplate/contracts';
import { auditLog, orderItems, orders } from '../db/schema';
import { onlyRow } from '../testing/rows';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * What keeps checkout from being turned on the kitchens, the revenue figures and strangers'
 * inboxes: the limits per client address and per contact, the mail caps per recipient, the
 * mail's words, idempotency keys bound to their request, and the size of one order.
 */
let server: TestServer;
let admin: string;
let menu: PublicMenuResponse;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@farmplate.test');
  menu = (await server.request({ method: 'GET', url: '/api/public-menu?region=us' })).json();
});
afterAll(() => server.close());

const dish = (name: string) =>
  onlyRow(
    menu.items.filter((item) => item.name === name),
    name,
  ).id;
let contact = 0;
/** A fresh customer each call unless the body says otherwise, so only the limit under test counts. */
const body = (overrides: Record<string, unknown> = {}) => {
  contact += 1;
  return {
    region: 'us',
    items: [{ menu_item_id: dish('Jollof Rice & Grilled Chicken'), quantity: 2 }],
    customer_name: 'Ada Guest',
    customer_email: `guest-${contact}@example.test`,
    customer_phone: `+1 (469) 555-${String(1000 + contact).slice(-4)}`,
    delivery_address: '12 Elm St, Dallas, TX',
    delivery_time: deliverySlots(new Date(), 'America/New_York')[0]!.toISOString(),
    payment_method: 'cod',
    ...overrides,
  };
};
const checkout = (
  payload: Record<string, unknown>,
  { address = '198.51.100.1', headers = {} }: { address?: string; headers?: Record<string, string> } = {},
) => server.app.inject({ method: 'POST', url: '/api/orders', payload, remoteAddress: address, headers });
const ordersAt = async (deliveryAddress: string) =>
  (
    await server.db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.deliveryAddress, deliveryAddress))
  )[0]!.count;
const saveSettings = (payload: Record<string, unknown>) =>
  server.request({ method: 'PUT', url: '/api/settings', token: admin, payload });

describe('checkout limits', () => {
  it('answers 429 with Retry-After past the limit per client address, stores nothing beyond it, and takes a new limit from the admin', async () => {
    expect((await saveSettings({ checkout_orders_per_address_per_hour: 5 })).statusCode).toBe(200);
    const [audit] = await server.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({
      action: 'settings.updated',
      after: { checkout_orders_per_address_per_hour: 5 },
      before: { checkout_orders_per_address_per_hour: 30 },
    });
    const address = '1 Flood Lane, Dallas, TX';
    const responses = [];
    for (let attempt = 0; attempt < 8; attempt += 1)
      responses.push(await checkout(body({ delivery_address: address }), { address: '203.0.113.7' }));
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    expect(await ordersAt(address)).toBe(5);
    const refused = responses[7]!;
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.json().message).toBe(CUSTOMER_ORDER_MESSAGES.tooManyOrders(60));
    // another address is not held back by this one
    expect((await checkout(body(), { address: '203.0.113.8' })).statusCode).toBe(201);

    // the admin raises the limit: the same address may order again at once
    expect((await saveSettings({ checkout_orders_per_address_per_hour: 20 })).statusCode).toBe(200);
    expect((await checkout(body({ delivery_address: address }), { address: '203.0.113.7' })).statusCode).toBe(201);
    expect(await ordersAt(address)).toBe(6);
    await saveSettings({ checkout_orders_per_address_per_hour: 30 });
  });

  it('counts the IPv6 addresses of one /64 as one client', async () => {
    await saveSettings({ checkout_orders_per_address_per_hour: 2 });
    try {
      const statuses = [];
      for (const address of ['2001:db8:5:6::1', '2001:db8:5:6:ffff::2', '2001:db8:5:6::3'])
        statuses.push((await checkout(body(), { address })).statusCode);
      expect(statuses).toEqual([201, 201, 429]);
      expect((await checkout(body(), { address: '2001:db8:5:7::1' })).statusCode).toBe(201);
    } finally {
      await saveSettings({ checkout_orders_per_address_per_hour: 30 });
    }
  });

  it('holds the limit per customer email and per phone across client addresses, whatever their spelling', async () => {
    await saveSettings({ checkout_orders_per_contact_per_hour: 3 });
    try {
      const address = '2 Same Mail Rd, Dallas, TX';
      const emails = ['Victim@Example.test', 'victim@example.test', 'victim+2@example.test', 'VICTIM+x@example.test'];
      const responses = [];
      for (const [index, email] of emails.entries())
        responses.push(
          await checkout(body({ customer_email: email, delivery_address: address }), {
            address: `192.0.2.${10 + index}`,
          }),
        );
      expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 429]);
      expect(Number(responses[3]!.headers['retry-after'])).toBeGreaterThan(3500);
      expect(responses[3]!.json().message).toMatch(/^Too many orders in a short time/);
      expect(await ordersAt(address)).toBe(3);

      const phoneAddress = '3 Same Phone Rd, Dallas, TX';
      const phones = ['+1 (214) 555-0100', '214-555-0100', '(214) 555 0100', '12145550100'];
      const phoneStatuses = [];
      for (const [index, phone] of phones.entries())
        phoneStatuses.push(
          (
            await checkout(body({ customer_phone: phone, delivery_address: phoneAddress }), {
              address: `192.0.2.${20 + index}`,
            })
          ).statusCode,
        );
      expect(phoneStatuses).toEqual([201, 201, 201, 429]);
      expect(await ordersAt(phoneAddress)).toBe(3);
    } finally {
      await saveSettings({ checkout_orders_per_contact_per_hour: 10 });
    }
  });

  it('refuses limits that are not whole numbers from 1, and a daily mail cap below the hourly one', async () => {
    for (const payload of [
      { checkout_orders_per_address_per_hour: 0 },
      { checkout_orders_per_contact_per_hour: 2.5 },
      { mails_per_recipient_per_hour: 'many' },
    ]) {
      const response = await saveSettings(payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('Enter a whole number from 1 to 10,000');
    }
    const below = await saveSettings({ mails_per_recipient_per_hour: 30, mails_per_recipient_per_day: 10 });
    expect(below.statusCode).toBe(422);
    expect(below.json().message).toBe('The daily mail cap cannot be lower than the hourly one');
    const current = (await server.request({ method: 'GET', url: '/api/settings', token: admin })).json().data;
    expect(current).toMatchObject({ mails_per_recipient_per_hour: 20, mails_per_recipient_per_day: 50 });
  });
});

describe('mail to one recipient', () => {
  it('stops at the cap per hour: the orders go on, their mails do not', async () => {
    await saveSettings({ mails_per_recipient_per_hour: 3, checkout_orders_per_contact_per_hour: 100 });
    try {
      for (let index = 0; index < 5; index += 1)
        expect(
          (
            await checkout(body({ customer_email: index % 2 ? 'Bombed@Example.test' : 'bombed+spam@example.test' }), {
              address: `192.0.2.${40 + index}`,
            })
          ).statusCode,
        ).toBe(201);
      await server.settled();
      const mails = server.mail.filter((message) => /^bombed(\+spam)?@example\.test$/i.test(message.to));
      expect(mails).toHaveLength(3);
    } finally {
      await saveSettings({ mails_per_recipient_per_hour: 20, checkout_orders_per_contact_per_hour: 10 });
    }
  });

  it("opens with the platform's words and shows a hostile name escaped, without links, and shortened", async () => {
    const hostile =
      'Your account is locked: visit http://phish.example/x or secure-pay.example <b>Ada</b> & "Bo" \u202Egnp.exe\u0007 now call us today';
    const response = await checkout(body({ customer_name: hostile, customer_email: 'named@example.test' }));
    expect(response.statusCode).toBe(201);
    await server.settled();
    const mail = onlyRow(
      server.mail.filter((message) => message.to === 'named@example.test'),
      'the confirmation',
    );
    expect(mail.text.startsWith('Hello,\n\nThank you for your order')).toBe(true);
    expect(mail.html?.startsWith('<p>Hello,</p>\n<p>Thank you for your order')).toBe(true);
    for (const part of [mail.subject, mail.text, mail.html ?? '']) {
      expect(part).not.toMatch(/phish\.example|secure-pay\.example|http:\/\/phish|<b>|\u202E/);
      expect(part).not.toContain('\u0007');
      expect(part).not.toContain('Your account is locked');
    }
    const nameLine = onlyRow(
      mail.text.split('\n').filter((line) => line.startsWith('Name on the order: ')),
      'the name line',
    );
    expect([...nameLine.slice('Name on the order: '.length)].length).toBeLessThanOrEqual(40);
    expect(nameLine).toMatch(/…$/);
    expect(mail.html).toContain('&amp; &quot;Bo&quot;');
  });
});

describe('idempotency keys', () => {
  it('refuses the same key with another body, and shows that request nothing of the order', async () => {
    const key = `bound-to-request-${Date.now()}`;
    const first = body({ customer_name: 'Key Owner' });
    const placed = await checkout(first, { headers: { 'idempotency-key': key } });
    expect(placed.statusCode).toBe(201);
    const order = placed.json().data;

    const other = await checkout(body({ customer_name: 'Key Thief', delivery_address: '9 Thief St, Dallas, TX' }), {
      headers: { 'idempotency-key': key },
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(CUSTOMER_ORDER_MESSAGES.idempotencyKeyReused);
    for (const secret of [order.tracking_token, order.order_number, 'Key Owner', first.delivery_address])
      expect(other.body).not.toContain(secret);
    expect(await server.db.select().from(orders).where(eq(orders.idempotencyKey, key))).toHaveLength(1);
    expect(await ordersAt('9 Thief St, Dallas, TX')).toBe(0);

    // the same request again, by header or body key, is the same order
    const again = await checkout(first, { headers: { 'idempotency-key': key } });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.tracking_token).toBe(order.tracking_token);
    expect((await checkout({ ...first, idempotency_key: key })).json().data.tracking_token).toBe(order.tracking_token);
  });

  it('answers a key of an order placed before keys were bound to their request with 422', async () => {
    const key = `older-order-key-${Date.now()}`;
    const placed = await checkout(body(), { headers: { 'idempotency-key': key } });
    expect(placed.statusCode).toBe(201);
    await server.db.update(orders).set({ idempotencyRequestHash: null }).where(eq(orders.idempotencyKey, key));
    const replay = await checkout(body(), { headers: { 'idempotency-key': key } });
    expect(replay.statusCode).toBe(422);
    expect(replay.body).not.toContain(placed.json().data.tracking_token);
  });
});

describe('order size', () => {
  const jollof = () => dish('Jollof Rice & Grilled Chicken');

  it('adds up the lines of one dish before the 1 to 50 rule: fifty lines of 50 are refused, and nothing is stored', async () => {
    const address = '4 Many Lines Ave, Dallas, TX';
    const flood = await checkout(
      body({
        delivery_address: address,
        items: Array.from({ length: 50 }, () => ({ menu_item_id: jollof(), quantity: 50 })),
      }),
    );
    expect(flood.statusCode).toBe(422);
    expect(flood.json().message).toBe(CUSTOMER_ORDER_MESSAGES.dishQuantity('Jollof Rice & Grilled Chicken', 2500));
    expect(flood.json().message).toMatch(/^Quantity must be between 1 and 50/);
    const twoLines = await checkout(
      body({
        delivery_address: address,
        items: [
          { menu_item_id: jollof(), quantity: 30 },
          { menu_item_id: jollof(), quantity: 21 },
        ],
      }),
    );
    expect(twoLines.statusCode).toBe(422);
    expect(await ordersAt(address)).toBe(0);
  });

  it('stores the lines of one dish as one line with their notes', async () => {
    const response = await checkout(
      body({
        items: [
          { menu_item_id: jollof(), quantity: 20, notes: 'Extra plantain' },
          { menu_item_id: jollof(), quantity: 20, notes: 'No pepper' },
          { menu_item_id: jollof(), quantity: 10, notes: 'Extra plantain' },
        ],
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data.items).toEqual([
      expect.objectContaining({
        name: 'Jollof Rice & Grilled Chicken',
        quantity: 50,
        notes: 'Extra plantain; No pepper',
      }),
    ]);
    const [stored] = await server.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.trackingToken, response.json().data.tracking_token));
    expect(await server.db.select().from(orderItems).where(eq(orderItems.orderId, stored!.id))).toHaveLength(1);
  });

  it("refuses notes of one dish's lines that together run past a line's 200 characters", async () => {
    const response = await checkout(
      body({
        items: [
          { menu_item_id: jollof(), quantity: 1, notes: 'a'.repeat(150) },
          { menu_item_id: jollof(), quantity: 1, notes: 'b'.repeat(150) },
        ],
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(CUSTOMER_ORDER_MESSAGES.mergedNotesTooLong('Jollof Rice & Grilled Chicken'));
  });

  it('caps the different dishes and the items of one order with a clear 422', async () => {
    const address = '5 Big Order Blvd, Dallas, TX';
    const manyDishes = await checkout(
      body({
        delivery_address: address,
        items: Array.from({ length: 31 }, (_, index) => ({ menu_item_id: 100_000 + index, quantity: 1 })),
      }),
    );
    expect(manyDishes.statusCode).toBe(422);
    expect(manyDishes.json().message).toBe(CUSTOMER_ORDER_MESSAGES.tooManyLines);
    const fiveDishes = menu.items.filter((item) => item.kitchen_name === "Mama's Soul Kitchen").slice(0, 5);
    expect(fiveDishes).toHaveLength(5);
    const manyUnits = await checkout(
      body({ delivery_address: address, items: fiveDishes.map((item) => ({ menu_item_id: item.id, quantity: 45 })) }),
    );
    expect(manyUnits.statusCode).toBe(422);
    expect(manyUnits.json().message).toBe(CUSTOMER_ORDER_MESSAGES.tooManyUnits);
    expect(await ordersAt(address)).toBe(0);
  });
});
