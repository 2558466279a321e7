import { sql } from 'drizzle-orm';
import { BOX_MESSAGES, CUSTOMER_ORDER_MESSAGES, DELIVERY_DAYS, type DeliveryDay } from '@farmplate/contracts';
import { startTestServer, type TestServer } from '../testing/test-server';
import { boxBody, createBox, moreCustomers, stock, subscriptionBody } from '../testing/box-fixtures';
import { boxClock } from './boxes-repository';
import { firstOpenDate, weekdayOf } from './cycles';
import { rowsOf } from './sql-rows';

/**
 * A box bought once through checkout: the order of its next delivery, its places and stock
 * counted under the box's lock like a subscription's, checkout's limits and idempotency keys,
 * and the farmer's Box Orders, the pick list and the customer's My Orders and tracking.
 */

let server: TestServer;
let farmer: string;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  [farmer, admin] = await Promise.all([server.login('farmer@farmplate.test'), server.login('admin@farmplate.test')]);
});
afterAll(async () => server?.close());

let phone = 0;
const purchaseBody = (boxId: number, extra: Record<string, unknown> = {}) => {
  phone += 1;
  return {
    box_id: boxId,
    delivery_day: 'thursday',
    delivery_address: '1200 Main St, Dallas, TX',
    zip: '75201',
    customer_phone: `+1 (214) 555-${String(1000 + phone).slice(-4)}`,
    payment_method: 'cod',
    ...extra,
  };
};
const buy = (
  token: string | null,
  payload: Record<string, unknown>,
  { address = '198.51.100.20', headers = {} }: { address?: string; headers?: Record<string, string> } = {},
) =>
  server.app.inject({
    method: 'POST',
    url: '/api/box-orders',
    payload,
    remoteAddress: address,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
/** A new box of the demo farmer: `perBox` of one new inventory item (`produce`, `stocked` in stock) a box. */
async function newBox(produce: string, stocked: number, box: { name: string } & Record<string, unknown>, perBox = 1) {
  const item = await stock(server.db, 'farmer@farmplate.test', produce, stocked);
  return { item, box: await createBox(server, farmer, boxBody([{ inventory_item_id: item, quantity: perBox }], box)) };
}
const stockOf = async (id: number) =>
  (
    await rowsOf<{ quantity: number }>(
      server.db,
      sql`select quantity::float8 as quantity from inventory_items where id = ${id}`,
    )
  )[0]!.quantity;

test('a customer buys a box once: the order of its next delivery, in Box Orders, the pick list, My Orders and tracking', async () => {
  const [customer] = await moreCustomers(server, 'onetime', 1);
  const { item: carrots, box } = await newBox('Once carrots', 10, { name: 'Once Box', price: 27.5 }, 2);
  const response = await buy(customer!, purchaseBody(box.id, { special_instructions: 'Leave at the gate' }));
  expect(response.statusCode).toBe(201);
  const order = response.json().data;
  const date = firstOpenDate({
    day: 'thursday',
    notBefore: '2026-01-05',
    now: new Date(),
    clock: await boxClock(server.db),
  });
  expect(order).toMatchObject({
    status: 'new',
    total: 31.49,
    delivery_fee: 3.99,
    payment_method: 'cod',
    delivery_time: `${date}T00:00:00.000Z`,
    delivery_address: '1200 Main St, Dallas, TX, 75201',
  });
  expect(order.items).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ name: 'Once Box (medium)', quantity: 1, price: 27.5 }),
      expect.objectContaining({ name: 'Once carrots', quantity: 2, price: 0 }),
    ]),
  );
  // the stock is reserved at once, like the cut-off reserves a subscription's
  expect(await stockOf(carrots)).toBe(8);

  const boxOrders = await server.request({ method: 'GET', url: `/api/farmer/box-orders?cycle=${date}`, token: farmer });
  expect(boxOrders.json().data).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ order_number: order.order_number, box_name: 'Once Box', one_time: true }),
    ]),
  );
  const pick = await server.request({ method: 'GET', url: `/api/farmer/boxes/pick-list?cycle=${date}`, token: farmer });
  expect(pick.json().data).toEqual(
    expect.arrayContaining([expect.objectContaining({ produce_name: 'Once carrots', quantity: 2, boxes: 1 })]),
  );
  const mine = await server.request({ method: 'GET', url: '/api/customer-orders', token: customer! });
  expect(mine.json().data.map((row: { order_number: string }) => row.order_number)).toContain(order.order_number);
  const tracked = await server.request({ method: 'GET', url: `/api/orders/track/${order.tracking_token}` });
  expect(tracked.json().data).toMatchObject({ order_number: order.order_number, status: 'new' });
  // Packed moves it with the cycle's subscription orders
  const packed = await server.request({
    method: 'POST',
    url: `/api/farmer/boxes/cycles/${date}/packed`,
    token: farmer,
  });
  expect(packed.json().orders).toBeGreaterThanOrEqual(1);
  const after = await server.request({ method: 'GET', url: `/api/orders/track/${order.tracking_token}` });
  expect(after.json().data.status).toBe('ready');
  // a box bought once is kept like a subscribed one: inactive instead of deleted
  const deleted = await server.request({ method: 'DELETE', url: `/api/farmer/boxes/${box.id}`, token: farmer });
  expect(deleted.statusCode).toBe(409);
});

test('concurrent purchases for the last places: exactly as many as the week and the stock take, never below zero', async () => {
  const customers = await moreCustomers(server, 'lastplace', 12);
  // stock for 5 boxes, 4 places a week; one subscription holds one of them
  const { item: beans, box } = await newBox('Last beans', 5, { name: 'Last Box', weekly_limit: 4 });
  const subscribed = await server.request({
    method: 'POST',
    url: '/api/subscriptions',
    token: customers[0]!,
    payload: subscriptionBody(box.id),
  });
  expect(subscribed.statusCode).toBe(201);
  const responses = await Promise.all(
    customers.slice(1).map((token, n) => buy(token, purchaseBody(box.id), { address: `198.51.100.${100 + n}` })),
  );
  const statuses = responses.map((response) => response.statusCode).sort();
  expect(statuses.filter((status) => status === 201)).toHaveLength(3);
  expect(statuses.filter((status) => status === 409)).toHaveLength(8);
  expect(responses.find((response) => response.statusCode === 409)!.json().message).toBe(BOX_MESSAGES.soldOut);
  // 5 - 3 bought: the subscription's box is still in stock for its cut-off
  expect(await stockOf(beans)).toBe(2);
  const [purchases] = await rowsOf<{ count: number }>(
    server.db,
    sql`select count(*)::int as count from box_purchases where box_id = ${box.id}`,
  );
  expect(purchases!.count).toBe(3);
  // the week is full: no new subscription either
  const late = await server.request({
    method: 'POST',
    url: '/api/subscriptions',
    token: customers[11]!,
    payload: subscriptionBody(box.id),
  });
  expect(late.statusCode).toBe(409);
});

test('only a signed-in customer buys; bad input is refused with its reason and stores nothing', async () => {
  const [customer] = await moreCustomers(server, 'refused', 1);
  const { item: peas, box } = await newBox('Refused peas', 10, { name: 'Refused Box' });
  expect((await buy(null, purchaseBody(box.id))).statusCode).toBe(401);
  expect((await buy(farmer, purchaseBody(box.id))).statusCode).toBe(403);
  const outside = await buy(customer!, purchaseBody(box.id, { zip: '10001' }));
  expect(outside.statusCode).toBe(422);
  expect(outside.json().errors.zip).toEqual([BOX_MESSAGES.zipNotServed]);
  const card = await buy(customer!, purchaseBody(box.id, { payment_method: 'stripe' }));
  expect(card.statusCode).toBe(422);
  const missing = await buy(customer!, purchaseBody(999_999));
  expect(missing.statusCode).toBe(422);
  expect(missing.json().errors.box_id).toEqual([BOX_MESSAGES.boxNotOffered]);
  await server.request({
    method: 'PUT',
    url: `/api/farmer/boxes/${box.id}`,
    token: farmer,
    payload: { status: 'inactive' },
  });
  expect((await buy(customer!, purchaseBody(box.id))).statusCode).toBe(422);
  expect(await stockOf(peas)).toBe(10);
});

test("checkout's guards: one order per idempotency key, and a flood from one address gets 429", async () => {
  const [customer] = await moreCustomers(server, 'guarded', 1);
  const { item: leeks, box } = await newBox('Guarded leeks', 500, { name: 'Guarded Box' });
  const body = purchaseBody(box.id);
  const headers = { 'idempotency-key': 'box-once-0123456789abcdef' };
  const [first, second] = await Promise.all([
    buy(customer!, body, { address: '198.51.100.40', headers }),
    buy(customer!, body, { address: '198.51.100.41', headers }),
  ]);
  expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
  expect(first.json().data.order_number).toBe(second.json().data.order_number);
  const reused = await buy(customer!, { ...body, delivery_day: 'friday' }, { address: '198.51.100.42', headers });
  expect(reused.statusCode).toBe(422);
  expect(reused.json().errors.idempotency_key).toEqual([CUSTOMER_ORDER_MESSAGES.idempotencyKeyReused]);
  expect(await stockOf(leeks)).toBe(499);

  await server.request({
    method: 'PUT',
    url: '/api/settings',
    token: admin,
    payload: { checkout_orders_per_address_per_hour: 3 },
  });
  try {
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      statuses.push((await buy(customer!, purchaseBody(box.id), { address: '203.0.113.90' })).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  } finally {
    await server.request({
      method: 'PUT',
      url: '/api/settings',
      token: admin,
      payload: { checkout_orders_per_address_per_hour: 30 },
    });
  }
});

/** Points given outright (an earned entry without an order). */
const overviewOf = async () =>
  (await server.request({ method: 'GET', url: '/api/admin/boxes/overview', token: admin })).json().data.next_cycle as {
    date: string;
    boxes: number;
    amount: number;
  } | null;

test("the admin's next cycle counts a box bought once with the subscriptions due that day", async () => {
  const [customer] = await moreCustomers(server, 'overview', 1);
  const { box } = await newBox('Overview beans', 10, { name: 'Overview Box', price: 20 });
  const clock = await boxClock(server.db);
  const firstOpen = (day: DeliveryDay) => firstOpenDate({ day, notBefore: '2026-01-05', now: new Date(), clock });
  const before = await overviewOf();
  // on the next cycle's own day when that day still takes orders (the box joins it), else on the
  // soonest day that does (whatever today is: a Monday may be past its cut-off on a Sunday)
  const day =
    before && firstOpen(weekdayOf(before.date)) === before.date
      ? weekdayOf(before.date)
      : DELIVERY_DAYS.reduce((soonest, next) => (firstOpen(next) < firstOpen(soonest) ? next : soonest));
  const bought = await buy(customer!, purchaseBody(box.id, { delivery_day: day }));
  expect(bought.statusCode).toBe(201);
  const date = (bought.json().data.delivery_time as string).slice(0, 10);
  expect(date).toBe(firstOpen(day));
  const expected =
    before && before.date === date
      ? { date, boxes: before.boxes + 1, amount: before.amount + 20 }
      : before && before.date < date
        ? before // a cycle already past its cut-off comes first
        : { date, boxes: 1, amount: 20 };
  expect(await overviewOf()).toEqual(expected);
});

const grantPoints = (email: string, points: number) =>
  server.db.execute(
    sql`insert into loyalty_ledger (customer_id, kind, points, reason)
        select id, 'earned', ${points}, 'Welcome points' from users where email = ${email}`,
  );
const loyaltyOf = async (token: string) =>
  (await server.request({ method: 'GET', url: '/api/loyalty', token })).json<{
    balance: number;
    points_per_free_delivery: number;
    data: { kind: string; points: number; order_id: number | null; reason: string }[];
  }>();
const countOf = async (table: 'orders' | 'box_purchases') =>
  (await rowsOf<{ n: number }>(server.db, sql`select count(*)::int as n from ${sql.raw(table)}`))[0]!.n;

test("points pay a box's delivery as at meal checkout: the fee waived, one redeemed entry; too few is a 422 that stores nothing; returned once on cancel", async () => {
  const [customer] = await moreCustomers(server, 'boxpoints', 1);
  const { item: carrots, box } = await newBox('Points carrots', 20, { name: 'Points Box', price: 20 });
  const cost = (await loyaltyOf(customer!)).points_per_free_delivery;
  const [orders, purchases, carrotsLeft] = [
    await countOf('orders'),
    await countOf('box_purchases'),
    await stockOf(carrots),
  ];
  const poor = await buy(customer!, purchaseBody(box.id, { use_points: true }));
  expect(poor.statusCode).toBe(422);
  expect(poor.json().errors.use_points).toEqual([CUSTOMER_ORDER_MESSAGES.notEnoughPoints(cost, 0)]);
  expect([await countOf('orders'), await countOf('box_purchases'), await stockOf(carrots)]).toEqual([
    orders,
    purchases,
    carrotsLeft,
  ]);

  await grantPoints('boxpoints1@customers.test', cost + 50);
  const placed = await buy(customer!, purchaseBody(box.id, { use_points: true }));
  expect(placed.statusCode).toBe(201);
  const order = placed.json().data;
  expect(order).toMatchObject({ delivery_fee: 0, total: 20 });
  const paid = await buy(customer!, purchaseBody(box.id));
  expect(paid.json().data).toMatchObject({ delivery_fee: 3.99, total: 23.99 });
  const after = await loyaltyOf(customer!);
  expect(after.balance).toBe(50);
  expect(after.data.filter((entry) => entry.kind === 'redeemed')).toEqual([
    expect.objectContaining({ points: -cost, reason: `Free delivery of order ${order.order_number}` }),
  ]);
  const again = await buy(customer!, purchaseBody(box.id, { use_points: true }));
  expect(again.statusCode).toBe(422);
  expect(again.json().errors.use_points).toEqual([CUSTOMER_ORDER_MESSAGES.notEnoughPoints(cost, 50)]);

  // cancelled: the points come back, once
  await server.db.execute(sql`update orders set status = 'cancelled' where order_number = ${order.order_number}`);
  await server.db.execute(sql`update orders set status = 'new' where order_number = ${order.order_number}`);
  await server.db.execute(sql`update orders set status = 'cancelled' where order_number = ${order.order_number}`);
  const returned = await loyaltyOf(customer!);
  expect(returned.balance).toBe(cost + 50);
  expect(returned.data.filter((entry) => entry.kind === 'returned')).toEqual([
    expect.objectContaining({ points: cost, reason: `Free delivery of order ${order.order_number} cancelled` }),
  ]);
});

test('two box checkouts at once cannot spend the same points twice', async () => {
  const [customer] = await moreCustomers(server, 'boxracing', 1);
  const { box } = await newBox('Racing points carrots', 20, { name: 'Racing Points Box', price: 20 });
  const cost = (await loyaltyOf(customer!)).points_per_free_delivery;
  await grantPoints('boxracing1@customers.test', cost);
  const responses = await Promise.all(
    ['198.51.100.71', '198.51.100.72', '198.51.100.73'].map((address) =>
      buy(customer!, purchaseBody(box.id, { use_points: true }), { address }),
    ),
  );
  expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 422, 422]);
  const after = await loyaltyOf(customer!);
  expect(after.balance).toBe(0);
  expect(after.data.filter((entry) => entry.kind === 'redeemed')).toHaveLength(1);
});
