import { desc, sql } from 'drizzle-orm';
import { CUSTOMER_ORDER_MESSAGES, deliverySlots, type PublicMenuResponse } from '@farmplate/contracts';
import { auditLog } from '../db/schema';
import { moreCustomers } from '../testing/box-fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * Loyalty points pay for a free delivery at checkout: the admin's points for it, the fee waived
 * and one redeemed entry in the order's own transaction, a refusal that stores nothing, no points
 * spent twice by racing checkouts, and the points given back once when the order is cancelled.
 */

let server: TestServer;
let admin: string;
let menu: PublicMenuResponse;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@farmplate.test');
  menu = (await server.request({ method: 'GET', url: '/api/public-menu?region=us' })).json();
  const saved = await server.request({
    method: 'PUT',
    url: '/api/admin/loyalty/settings',
    token: admin,
    payload: { points_per_free_delivery: 100 },
  });
  expect(saved.json()).toEqual({ data: { points_per_dollar: 1, points_per_free_delivery: 100 } });
});
afterAll(async () => server?.close());

async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await server.db.execute(query);
  return (result as { rows: T[] }).rows;
}

let contact = 0;
const body = (extra: Record<string, unknown> = {}) => {
  contact += 1;
  const dish = menu.items.find((item) => item.name === 'Jollof Rice & Grilled Chicken')!;
  return {
    region: 'us',
    items: [{ menu_item_id: dish.id, quantity: 2 }],
    customer_name: 'Loyal Customer',
    customer_email: `points-${contact}@example.test`,
    customer_phone: `+1 (469) 555-${String(2000 + contact).slice(-4)}`,
    delivery_address: '12 Elm St, Dallas, TX',
    delivery_time: deliverySlots(new Date(), 'America/New_York')[0]!.toISOString(),
    payment_method: 'cod',
    use_points: true,
    ...extra,
  };
};
const checkout = (token: string | null, payload: Record<string, unknown>, address = '198.51.100.60') =>
  server.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload,
    remoteAddress: address,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
interface Loyalty {
  balance: number;
  points_per_free_delivery: number;
  data: { kind: string; points: number; order_id: number | null }[];
}
const loyalty = async (token: string) =>
  (await server.request({ method: 'GET', url: '/api/loyalty', token })).json<Loyalty>();
/** Points given outright (as an earned entry without an order). */
const grant = (email: string, points: number) =>
  server.db.execute(
    sql`insert into loyalty_ledger (customer_id, kind, points, reason)
        select id, 'earned', ${points}, 'Welcome points' from users where email = ${email}`,
  );
const orderCount = async () => (await rowsOf<{ n: number }>(sql`select count(*)::int as n from orders`))[0]!.n;

test("the admin's points for a free delivery are audited and shown to the customer", async () => {
  const [audit] = await server.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  expect(audit).toMatchObject({
    action: 'settings.updated',
    before: { loyalty_points_per_free_delivery: 500 },
    after: { loyalty_points_per_free_delivery: 100 },
  });
  const refused = await server.request({
    method: 'PUT',
    url: '/api/admin/loyalty/settings',
    token: admin,
    payload: { points_per_free_delivery: 0 },
  });
  expect(refused.statusCode).toBe(422);
  const [customer] = await moreCustomers(server, 'shown', 1);
  expect((await loyalty(customer!)).points_per_free_delivery).toBe(100);
});

test('points pay the delivery fee: one redeemed entry with the order; too few points is a 422 that stores nothing', async () => {
  const [customer] = await moreCustomers(server, 'redeem', 1);
  const before = await orderCount();
  const poor = await checkout(customer!, body());
  expect(poor.statusCode).toBe(422);
  expect(poor.json().errors.use_points).toEqual([CUSTOMER_ORDER_MESSAGES.notEnoughPoints(100, 0)]);
  expect(await orderCount()).toBe(before);
  expect((await loyalty(customer!)).data).toEqual([]);

  await grant('redeem1@customers.test', 150);
  const placed = await checkout(customer!, body());
  expect(placed.statusCode).toBe(201);
  const order = placed.json().data;
  expect(order.delivery_fee).toBe(0);
  const paid = await checkout(customer!, body({ use_points: false }));
  expect(paid.json().data.delivery_fee).toBeGreaterThan(0);
  const after = await loyalty(customer!);
  expect(after.balance).toBe(50);
  expect(after.data.filter((entry) => entry.kind === 'redeemed')).toEqual([
    expect.objectContaining({ points: -100, reason: `Free delivery of order ${order.order_number}` }),
  ]);
  const again = await checkout(customer!, body());
  expect(again.statusCode).toBe(422);
  expect(again.json().errors.use_points).toEqual([CUSTOMER_ORDER_MESSAGES.notEnoughPoints(100, 50)]);

  // cancelled: the points come back, once
  const cancel = () => server.request({ method: 'POST', url: `/api/orders/track/${order.tracking_token}/cancel` });
  expect((await cancel()).statusCode).toBe(200);
  expect((await cancel()).statusCode).toBe(409);
  await server.db.execute(sql`update orders set status = 'new' where order_number = ${order.order_number}`);
  await server.db.execute(sql`update orders set status = 'cancelled' where order_number = ${order.order_number}`);
  const returned = await loyalty(customer!);
  expect(returned.balance).toBe(150);
  expect(returned.data.filter((entry) => entry.kind === 'returned')).toEqual([
    expect.objectContaining({ points: 100, reason: `Free delivery of order ${order.order_number} cancelled` }),
  ]);
});

test('points need an account, a delivery fee to pay and a dollar order', async () => {
  const guest = await checkout(null, body());
  expect(guest.statusCode).toBe(422);
  expect(guest.json().errors.use_points).toEqual([CUSTOMER_ORDER_MESSAGES.pointsNeedAccount]);
  const [customer] = await moreCustomers(server, 'nofee', 1);
  await grant('nofee1@customers.test', 500);
  const kitchenOf = menu.items.find((item) => item.name === 'Jollof Rice & Grilled Chicken')!.kitchen_id;
  await server.db.execute(sql`update kitchen_profiles set allows_pickup = true where user_id = ${kitchenOf}`);
  const pickup = await checkout(customer!, body({ fulfilment: 'pickup', delivery_address: undefined }));
  expect(pickup.statusCode).toBe(422);
  expect(pickup.json().errors.use_points).toEqual([CUSTOMER_ORDER_MESSAGES.pointsNoDeliveryFee]);
  expect((await loyalty(customer!)).balance).toBe(500);
});

test('two checkouts at once cannot spend the same points twice', async () => {
  const [customer] = await moreCustomers(server, 'racing', 1);
  await grant('racing1@customers.test', 100);
  const responses = await Promise.all([
    checkout(customer!, body(), '198.51.100.61'),
    checkout(customer!, body(), '198.51.100.62'),
    checkout(customer!, body(), '198.51.100.63'),
  ]);
  expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 422, 422]);
  const after = await loyalty(customer!);
  expect(after.balance).toBe(0);
  expect(after.data.filter((entry) => entry.kind === 'redeemed')).toHaveLength(1);
});
