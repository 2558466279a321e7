import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../testing/test-server';
import { boxBody, createBox, moreCustomers, stock, subscriptionBody } from '../testing/box-fixtures';

/**
 * Loyalty points: earned when a customer's order is delivered, at the admin's rate,
 * taken back when it is cancelled or refunded, once each; the ledger is append-only.
 */

let server: TestServer;
let customer: string;
let admin: string;
const orderIds: number[] = [];

async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await server.db.execute(query);
  return (result as { rows: T[] }).rows;
}

interface Loyalty {
  balance: number;
  data: { kind: string; points: number; order_id: number }[];
}
const loyalty = async (token = customer): Promise<Loyalty> =>
  (await server.request({ method: 'GET', url: '/api/loyalty', token })).json();

beforeAll(async () => {
  server = await startTestServer();
  const farmer = await server.login('farmer@farmplate.test');
  admin = await server.login('admin@farmplate.test');
  customer = (await moreCustomers(server, 'loyal', 1))[0]!;
  const item = await stock(server.db, 'farmer@farmplate.test', 'Loyal beets', 100);
  // orders of 42.75: the box at 38.76 and the platform's delivery fee of 3.99
  const box = await createBox(server, farmer, boxBody([{ inventory_item_id: item, quantity: 1 }], { price: 38.76 }));
  for (let i = 0; i < 3; i += 1) {
    const created = await server.request({
      method: 'POST',
      url: '/api/subscriptions',
      token: customer,
      payload: subscriptionBody(box.id),
    });
    const date = created.json().data.next_delivery_date as string;
    await server.request({ method: 'POST', url: `/api/admin/boxes/cycles/${date}/cut-off`, token: admin });
  }
  const rows = await rowsOf<{ id: number }>(
    sql`select o.id from orders o join users u on u.id = o.customer_id where u.email = 'loyal1@customers.test' order by o.id`,
  );
  orderIds.push(...rows.map((row) => row.id));
  expect(orderIds).toHaveLength(3);
});
afterAll(async () => server?.close());

test('a delivered order earns points per dollar, once; a cancelled or refunded one takes them back, once', async () => {
  expect(await loyalty()).toMatchObject({ balance: 0, data: [] });
  await server.db.execute(sql`update orders set status = 'completed' where id = ${orderIds[0]}`);
  // moved again (an admin correction): no second award
  await server.db.execute(sql`update orders set status = 'ready' where id = ${orderIds[0]}`);
  await server.db.execute(sql`update orders set status = 'completed' where id = ${orderIds[0]}`);
  expect((await loyalty()).balance).toBe(42);

  await server.db.execute(sql`update orders set status = 'completed' where id = ${orderIds[1]}`);
  expect((await loyalty()).balance).toBe(84);
  await server.db.execute(sql`update orders set payment_status = 'refunded' where id = ${orderIds[1]}`);
  await server.db.execute(sql`update orders set status = 'cancelled' where id = ${orderIds[1]}`);
  const after = await loyalty();
  expect(after.balance).toBe(42);
  expect(after.data.map((entry) => [entry.kind, entry.points])).toEqual([
    ['reversed', -42],
    ['earned', 42],
    ['earned', 42],
  ]);
  // an order cancelled before delivery never earned: nothing to take back
  await server.db.execute(sql`update orders set status = 'cancelled' where id = ${orderIds[2]}`);
  expect((await loyalty()).balance).toBe(42);
});

test("the admin's rate applies to orders delivered after it is set", async () => {
  const saved = await server.request({
    method: 'PUT',
    url: '/api/admin/loyalty/settings',
    token: admin,
    payload: { points_per_dollar: 2.5 },
  });
  expect(saved.json()).toEqual({ data: { points_per_dollar: 2.5, points_per_free_delivery: 500 } });
  await server.db.execute(sql`update orders set status = 'new' where id = ${orderIds[2]}`);
  await server.db.execute(sql`update orders set status = 'completed' where id = ${orderIds[2]}`);
  // 42.75 × 2.5 = 106.875 → 106
  expect((await loyalty()).balance).toBe(42 + 106);
  expect(
    (
      await server.request({
        method: 'PUT',
        url: '/api/admin/loyalty/settings',
        token: admin,
        payload: { points_per_dollar: -1 },
      })
    ).statusCode,
  ).toBe(422);
  expect(
    (
      await server.request({
        method: 'PUT',
        url: '/api/admin/loyalty/settings',
        token: customer,
        payload: { points_per_dollar: 9 },
      })
    ).statusCode,
  ).toBe(403);
});

test('the ledger is append-only, and only its customer reads it', async () => {
  await expect(server.db.execute(sql`update loyalty_ledger set points = 1000`)).rejects.toThrow();
  await expect(server.db.execute(sql`delete from loyalty_ledger`)).rejects.toThrow();
  expect((await loyalty()).balance).toBe(148);
  const demo = await server.login('customer@farmplate.test');
  expect((await loyalty(demo)).balance).toBe(0);
  const farmer = await server.login('farmer@farmplate.test');
  expect((await server.request({ method: 'GET', url: '/api/loyalty', token: farmer })).statusCode).toBe(403);
});
