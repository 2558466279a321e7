import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../testing/test-server';
import { boxBody, createBox, moreCustomers, stock, subscriptionBody } from '../testing/box-fixtures';
import { rowsOf } from './sql-rows';

/**
 * A cancelled box order gives its box's stock back to the farmer's inventory, once, in the
 * cancel's own transaction, whoever cancels it (the customer through the tracking link, the admin
 * one by one or by voiding) and whatever made it (a subscription's cut-off or a purchase). Two
 * cancels at once give it back once; a box that left the farm with its courier gives nothing back.
 */

let server: TestServer;
let farmer: string;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  [farmer, admin] = await Promise.all([server.login('farmer@farmplate.test'), server.login('admin@farmplate.test')]);
});
afterAll(async () => server?.close());

const stockOf = async (id: number) =>
  (
    await rowsOf<{ quantity: number }>(
      server.db,
      sql`select quantity::float8 as quantity from inventory_items where id = ${id}`,
    )
  )[0]!.quantity;

/** A box of 2 carrots and 1 kale from new stock (10 of each) for the farmer. */
async function boxFromNewStock(name: string) {
  const carrots = await stock(server.db, 'farmer@farmplate.test', `${name} carrots`, 10);
  const kale = await stock(server.db, 'farmer@farmplate.test', `${name} kale`, 10);
  const box = await createBox(
    server,
    farmer,
    boxBody(
      [
        { inventory_item_id: carrots, quantity: 2 },
        { inventory_item_id: kale, quantity: 1 },
      ],
      { name },
    ),
  );
  const stockLeft = async () => [await stockOf(carrots), await stockOf(kale)];
  return { box, stockLeft };
}

let phone = 0;
/** A box bought once by a new customer: its order's id and tracking token. */
async function buyOnce(boxId: number, prefix: string) {
  const [customer] = await moreCustomers(server, prefix, 1);
  phone += 1;
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/box-orders',
    remoteAddress: `198.51.100.${150 + phone}`,
    headers: { authorization: `Bearer ${customer}` },
    payload: {
      box_id: boxId,
      delivery_day: 'thursday',
      delivery_address: '1200 Main St, Dallas, TX',
      zip: '75201',
      customer_phone: `+1 (214) 555-${String(3000 + phone)}`,
      payment_method: 'cod',
    },
  });
  expect(response.statusCode).toBe(201);
  const order = response.json().data as { order_number: string; tracking_token: string };
  const [row] = await rowsOf<{ id: number }>(
    server.db,
    sql`select id from orders where order_number = ${order.order_number}`,
  );
  return { id: row!.id, token: order.tracking_token };
}

const cancelByCustomer = (token: string) =>
  server.request({ method: 'POST', url: `/api/orders/track/${token}/cancel` });
const cancelByAdmin = (id: number) =>
  server.request({ method: 'PUT', url: `/api/admin-orders/${id}`, token: admin, payload: { status: 'cancelled' } });

test('a box bought once and cancelled by its customer gives its stock back, once', async () => {
  const { box, stockLeft } = await boxFromNewStock('Returned Once');
  const order = await buyOnce(box.id, 'stockback');
  expect(await stockLeft()).toEqual([8, 9]);
  expect((await cancelByCustomer(order.token)).statusCode).toBe(200);
  expect(await stockLeft()).toEqual([10, 10]);
  // a second cancel gives nothing more back
  expect((await cancelByCustomer(order.token)).statusCode).toBe(409);
  expect((await cancelByAdmin(order.id)).statusCode).toBe(409);
  expect(await stockLeft()).toEqual([10, 10]);
});

test("a subscription's cut-off order cancelled by the admin gives its stock back, once", async () => {
  const { box, stockLeft } = await boxFromNewStock('Returned Cycle');
  const [customer] = await moreCustomers(server, 'cyclestock', 1);
  const subscribed = await server.request({
    method: 'POST',
    url: '/api/subscriptions',
    token: customer!,
    payload: subscriptionBody(box.id),
  });
  const cycle = subscribed.json().data.next_delivery_date as string;
  const cutOff = await server.request({
    method: 'POST',
    url: `/api/admin/boxes/cycles/${cycle}/cut-off`,
    token: admin,
  });
  expect(cutOff.json()).toMatchObject({ ordered: 1 });
  expect(await stockLeft()).toEqual([8, 9]);
  const [made] = await rowsOf<{ order_id: number }>(
    server.db,
    sql`select d.order_id from box_deliveries d join box_subscriptions s on s.id = d.subscription_id
        where s.box_id = ${box.id}`,
  );
  expect((await cancelByAdmin(made!.order_id)).statusCode).toBe(200);
  expect(await stockLeft()).toEqual([10, 10]);
  expect((await cancelByAdmin(made!.order_id)).statusCode).toBe(409);
  expect(await stockLeft()).toEqual([10, 10]);
});

test('voided box orders give their stock back', async () => {
  const { box, stockLeft } = await boxFromNewStock('Returned Void');
  const orders = [await buyOnce(box.id, 'voidstock'), await buyOnce(box.id, 'voidstockb')];
  expect(await stockLeft()).toEqual([6, 8]);
  const voided = await server.request({
    method: 'POST',
    url: '/api/admin-orders/void',
    token: admin,
    payload: { order_ids: orders.map((order) => order.id) },
  });
  expect(voided.statusCode).toBe(200);
  expect(await stockLeft()).toEqual([10, 10]);
});

test('two cancels at once (the customer and the admin) give the stock back once', async () => {
  const { box, stockLeft } = await boxFromNewStock('Returned Racing');
  for (let round = 0; round < 3; round += 1) {
    const order = await buyOnce(box.id, `racestock${round}x`);
    const statuses = (await Promise.all([cancelByCustomer(order.token), cancelByAdmin(order.id)])).map(
      (response) => response.statusCode,
    );
    expect(statuses.sort()).toEqual([200, 409]);
    expect(await stockLeft()).toEqual([10, 10]);
  }
});

test('a box its courier has picked up is not put back on the shelf when it is cancelled', async () => {
  const { box, stockLeft } = await boxFromNewStock('Left The Farm');
  const order = await buyOnce(box.id, 'pickedstock');
  await server.db.execute(
    sql`update orders set status = 'ready', delivery_status = 'picked_up', picked_up_at = now() where id = ${order.id}`,
  );
  expect((await cancelByAdmin(order.id)).statusCode).toBe(200);
  expect(await stockLeft()).toEqual([8, 9]);
});
