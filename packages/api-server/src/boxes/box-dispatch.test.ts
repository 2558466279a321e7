import { sql } from 'drizzle-orm';
import { BOX_MESSAGES, DELIVERY_MESSAGES, ORDER_MESSAGES } from '@farmplate/contracts';
import { hashSecret } from '../accounts/passwords';
import { startTestServer, type TestServer } from '../testing/test-server';
import { boxBody, createBox, moreCustomers, stock, subscriptionBody } from '../testing/box-fixtures';
import { addDays, cutoffAt } from './cycles';
import { rowsOf } from './sql-rows';

/**
 * A cycle's box orders go out through the same delivery path as meals: packed, a box order is an
 * unassigned delivery of its region and drop-off area, collected at the farm; the courier claims
 * it, the farmer hands it over (or the courier gives the pickup code), the customer's code
 * delivers it, the order is completed and its points are earned.
 */

let server: TestServer;
let farmer: string;
let otherFarmer: string;
let admin: string;
let customer: string;
let cycle: string;
let orderId: number;
const PASSWORD = 'courier-pass-1';
let couriers = 0;

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  server.request({ method, url, token, ...(payload && { payload }) });

/** An active courier straight in the database, online unless told, signed in. */
async function makeCourier(region = 'us', zones = ['Dallas'], online = true) {
  couriers += 1;
  const email = `box-courier${couriers}@delivery.test`;
  const passwordHash = await hashSecret(PASSWORD);
  const [user] = await rowsOf<{ id: number }>(
    server.db,
    sql`insert into users (name, email, password_hash, role, phone)
        values (${`Box Courier ${couriers}`}, ${email}, ${passwordHash}, 'delivery', '+1 555 0100') returning id`,
  );
  await server.db.execute(
    sql`insert into delivery_profiles (user_id, delivery_name, status, online, region, zones, vehicle)
        values (${user!.id}, ${`Box Courier ${couriers}`}, 'active', ${online}, ${region},
          ${`{${zones.map((zone) => `"${zone}"`).join(',')}}`}::text[], 'bicycle')`,
  );
  return { id: user!.id, token: await server.login(email, PASSWORD) };
}

const available = async (token: string) => {
  const response = await call(token, 'GET', '/api/courier/available-deliveries');
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: number; kitchen_name: string; pickup_kind: string; dropoff_area: string }[];
};

const orderOf = async (id: number) =>
  (
    await rowsOf<{
      status: string;
      delivery_status: string | null;
      fulfilment: string;
      delivery_code: string;
      pickup_code: string;
      delivery_zone: string | null;
      delivery_fee: number;
      total_amount: number;
      customer_id: number;
    }>(
      server.db,
      sql`select status, delivery_status, fulfilment, delivery_code, pickup_code, delivery_zone,
            delivery_fee::float8 as delivery_fee, total_amount::float8 as total_amount, customer_id
          from orders where id = ${id}`,
    )
  )[0]!;

beforeAll(async () => {
  server = await startTestServer();
  [farmer, otherFarmer, admin] = await Promise.all([
    server.login('farmer@farmplate.test'),
    server.login('farmer2@farmplate.test'),
    server.login('admin@farmplate.test'),
  ]);
  customer = (await moreCustomers(server, 'dispatch', 1))[0]!;
  // the farm's address and phone, which its courier reads once the delivery is theirs
  await server.db.execute(
    sql`update users set location = '9 Orchard Road, Ennis, TX', phone = '+1 555 0199'
        where email = 'farmer@farmplate.test'`,
  );
  const carrots = await stock(server.db, 'farmer@farmplate.test', 'Dispatch carrots', 100);
  const box = await createBox(
    server,
    farmer,
    boxBody([{ inventory_item_id: carrots, quantity: 2 }], { name: 'Dispatch Box', price: 30 }),
  );
  const subscribed = await call(customer, 'POST', '/api/subscriptions', subscriptionBody(box.id, { zip: '75201' }));
  expect(subscribed.statusCode).toBe(201);
  cycle = subscribed.json().data.next_delivery_date;
  const cutOff = await call(admin, 'POST', `/api/admin/boxes/cycles/${cycle}/cut-off`);
  expect(cutOff.json()).toMatchObject({ ordered: 1 });
  const orders = await call(farmer, 'GET', `/api/farmer/box-orders?cycle=${cycle}`);
  orderId = orders.json().data[0].order_id;
});
afterAll(async () => server?.close());

test('the cut-off makes a delivery order: codes, drop-off area of the ZIP, the platform delivery fee on top', async () => {
  const order = await orderOf(orderId);
  expect(order).toMatchObject({
    status: 'new',
    fulfilment: 'delivery',
    delivery_status: 'unassigned',
    delivery_zone: 'Dallas',
    delivery_fee: 3.99,
    total_amount: 33.99,
  });
  expect(order.delivery_code).toMatch(/^\d{4}$/);
  // the shop tells the visitor the fee before they subscribe
  expect((await server.request({ method: 'GET', url: '/api/boxes?zip=75201' })).json()).toMatchObject({
    served: true,
    delivery_fee: 3.99,
  });
  expect(order.pickup_code).toMatch(/^\d{4}$/);
});

test("the farmer's general Orders board cannot move a box order: a 409 naming Box Orders, nothing changed", async () => {
  const historyOf = async () =>
    (
      await rowsOf<{ n: number }>(
        server.db,
        sql`select count(*)::int as n from order_status_history where order_id = ${orderId}`,
      )
    )[0]!.n;
  // the board says which orders are a farm box's, so the screen offers them no step
  const board = (await call(farmer, 'GET', '/api/kitchen-orders')).json().orders as {
    id: number;
    box_order: boolean;
  }[];
  expect(board.find((each) => each.id === orderId)).toMatchObject({ box_order: true });
  expect(board.filter((each) => each.id !== orderId).every((each) => !each.box_order)).toBe(true);
  const before = await historyOf();
  for (const status of ['preparing', 'ready', 'completed']) {
    const moved = await call(farmer, 'PUT', `/api/kitchen-orders/${orderId}`, { status });
    expect([status, moved.statusCode, moved.json().message]).toEqual([status, 409, BOX_MESSAGES.boxOrderOnBoard]);
  }
  expect((await orderOf(orderId)).status).toBe('new');
  expect(await historyOf()).toBe(before);
  // another farm's board still answers 404: the order is not theirs
  expect((await call(otherFarmer, 'PUT', `/api/kitchen-orders/${orderId}`, { status: 'preparing' })).statusCode).toBe(
    404,
  );
});

test("the farmer's coming delivery dates: subscriptions due, orders made, the cut-off; only their own", async () => {
  const response = await call(farmer, 'GET', '/api/farmer/box-cycles');
  expect(response.statusCode).toBe(200);
  const cycles = response.json().data as {
    date: string;
    subscriptions: number;
    orders: number;
    cutoff_at: string;
    cut_off: boolean;
  }[];
  expect(cycles.map((each) => each.date)).toEqual([...cycles.map((each) => each.date)].sort());
  const made = cycles.find((each) => each.date === cycle)!;
  // the cut-off ran (the admin's button), so the order is made and the subscription moved on a week
  expect(made).toMatchObject({ orders: 1, subscriptions: 0 });
  expect(made.cut_off).toBe(new Date(made.cutoff_at) <= new Date());
  // 48 hours before 00:00 of the day in the platform's time zone (Eastern Time)
  expect(made.cutoff_at).toBe(cutoffAt(cycle, { cutoffHours: 48, timeZone: 'America/New_York' }).toISOString());
  expect(cycles.find((each) => each.date === addDays(cycle, 7))).toMatchObject({ subscriptions: 1, orders: 0 });
  const theirs = (await call(otherFarmer, 'GET', '/api/farmer/box-cycles')).json().data as { date: string }[];
  expect(theirs.map((each) => each.date)).not.toContain(cycle);
  expect((await call(customer, 'GET', '/api/farmer/box-cycles')).statusCode).toBe(403);
});

/** The data of the last `delivery.available` event of an order, as the couriers' streams carry it. */
const availableEvent = async (id: number) =>
  (
    await rowsOf<{ data: unknown }>(
      server.db,
      sql`select data from live_events where type = 'delivery.available' and (data ->> 'id')::int = ${id}
          order by id desc limit 1`,
    )
  )[0]?.data;

test("a kitchen's ready delivery: its live event carries the row of the couriers' list", async () => {
  const courier = await makeCourier();
  // a fee whose courier share rounds differently in decimal and in binary arithmetic: 1.15 × 50 %
  const share = (percent: number) => call(admin, 'PUT', '/api/settings', { courier_fee_share: percent });
  expect((await share(50)).statusCode).toBe(200);
  const [meal] = await rowsOf<{ id: number }>(
    server.db,
    sql`insert into orders (order_number, kitchen_id, customer_name, total_amount, status, ready_at, region,
          fulfilment, delivery_status, delivery_fee, tip, delivery_zone)
        select 'FP-EVENT-ROW', id, 'Row Customer', 20, 'ready', now(), 'us', 'delivery', 'unassigned', 1.15, 2.5, 'Plano'
        from users where email = 'kitchen@farmplate.test' returning id`,
  );
  try {
    const row = (await available(courier.token)).find((each) => each.id === meal!.id);
    expect(row).toMatchObject({ pickup_kind: 'kitchen', pickup_area: 'Dallas', dropoff_area: 'Plano', earning: 3.07 });
    expect(await availableEvent(meal!.id)).toEqual(row);
  } finally {
    await share(80);
  }
});

test('packed, it reaches the online couriers of its region and area (and not before), collected at the farm', async () => {
  const local = await makeCourier();
  const otherZone = await makeCourier('us', ['Plano']);
  const nigerian = await makeCourier('ng', ['Lekki']);
  // not packed yet: nobody sees it, nobody claims it
  expect((await available(local.token)).map((row) => row.id)).not.toContain(orderId);
  expect((await call(local.token, 'POST', `/api/courier/deliveries/${orderId}/claim`)).statusCode).toBe(409);
  // the farmer of another farm cannot hand over what is not theirs
  expect((await call(otherFarmer, 'POST', `/api/farmer/box-orders/${orderId}/handover`)).json()).toMatchObject({
    message: ORDER_MESSAGES.notFound,
  });
  expect((await call(farmer, 'POST', `/api/farmer/box-orders/${orderId}/handover`)).json()).toMatchObject({
    message: BOX_MESSAGES.notPacked,
  });

  expect((await call(farmer, 'POST', `/api/farmer/boxes/cycles/${cycle}/packed`)).json()).toMatchObject({ orders: 1 });
  const row = (await available(local.token)).find((each) => each.id === orderId);
  expect(row).toMatchObject({ kitchen_name: 'Green Valley Farm', pickup_kind: 'farm', dropoff_area: 'Dallas' });
  // the live event that brings it to the couriers' screens carries the very row of their list
  expect(await availableEvent(orderId)).toEqual(row);
  expect((await available(otherZone.token)).map((each) => each.id)).not.toContain(orderId);
  expect((await available(nigerian.token)).map((each) => each.id)).not.toContain(orderId);
  expect((await call(nigerian.token, 'POST', `/api/courier/deliveries/${orderId}/claim`)).statusCode).toBe(404);
  // and the admin's Deliveries lists it with the meals, the farm as pickup
  const lists = (await call(admin, 'GET', '/api/admin/deliveries')).json();
  expect(lists.waiting.find((each: { id: number }) => each.id === orderId)).toMatchObject({
    kitchen_name: 'Green Valley Farm',
  });
});

test("claim, the farmer's Hand over, the customer's code: completed, points earned, the farm's address and phone", async () => {
  const courier = await makeCourier();
  // the farmer cannot hand over before a courier claims it
  expect((await call(farmer, 'POST', `/api/farmer/box-orders/${orderId}/handover`)).json()).toMatchObject({
    message: DELIVERY_MESSAGES.handoverNoCourier,
  });
  const claimed = await call(courier.token, 'POST', `/api/courier/deliveries/${orderId}/claim`);
  expect(claimed.statusCode).toBe(200);
  expect(claimed.json().data).toMatchObject({
    pickup_kind: 'farm',
    kitchen: { name: 'Green Valley Farm', address: '9 Orchard Road, Ennis, TX', phone: '+1 555 0199' },
  });
  // the farmer's screen shows who claimed it
  const listed = (await call(farmer, 'GET', `/api/farmer/box-orders?cycle=${cycle}`)).json().data[0];
  // by first name, as the order's live event names them
  expect(listed).toMatchObject({ delivery_status: 'assigned', courier_name: 'Box' });

  const stranger = await call(otherFarmer, 'POST', `/api/farmer/box-orders/${orderId}/handover`);
  expect(stranger.statusCode).toBe(404);
  expect((await orderOf(orderId)).delivery_status).toBe('assigned');
  const handed = await call(farmer, 'POST', `/api/farmer/box-orders/${orderId}/handover`);
  expect(handed.statusCode).toBe(200);
  expect(handed.json().message).toBe(DELIVERY_MESSAGES.handedOver);
  expect((await call(farmer, 'POST', `/api/farmer/box-orders/${orderId}/handover`)).statusCode).toBe(409);

  const { delivery_code: code, customer_id: customerId } = await orderOf(orderId);
  // the customer reads the door code among their orders, as for a meal
  const [numbered] = await rowsOf<{ order_number: string }>(
    server.db,
    sql`select order_number from orders where id = ${orderId}`,
  );
  const mine = (await call(customer, 'GET', '/api/customer-orders')).json().data as {
    order_number: string;
    delivery_code: string | null;
    kitchen_name: string;
  }[];
  expect(mine.find((each) => each.order_number === numbered!.order_number)).toMatchObject({
    delivery_code: code,
    kitchen_name: 'Green Valley Farm',
  });
  const wrong = code === '0000' ? '1111' : '0000';
  expect(
    (await call(courier.token, 'POST', `/api/courier/deliveries/${orderId}/deliver`, { delivery_code: wrong }))
      .statusCode,
  ).toBe(422);
  const delivered = await call(courier.token, 'POST', `/api/courier/deliveries/${orderId}/deliver`, {
    delivery_code: code,
  });
  expect(delivered.statusCode).toBe(200);
  expect(await orderOf(orderId)).toMatchObject({ status: 'completed', delivery_status: 'delivered' });
  const points = await rowsOf<{ kind: string; points: number }>(
    server.db,
    sql`select kind, points from loyalty_ledger where order_id = ${orderId} and customer_id = ${customerId}`,
  );
  // floor(33.99 × 1 point per dollar)
  expect(points).toEqual([{ kind: 'earned', points: 33 }]);
});

test("a courier collects a farm box with the order's pickup code", async () => {
  const courier = await makeCourier();
  const carrots = await stock(server.db, 'farmer@farmplate.test', 'Code carrots', 10);
  const box = await createBox(
    server,
    farmer,
    boxBody([{ inventory_item_id: carrots, quantity: 1 }], { name: 'Code Box', price: 20 }),
  );
  const [buyer] = await moreCustomers(server, 'pickupcode', 1);
  const subscribed = await call(buyer!, 'POST', '/api/subscriptions', subscriptionBody(box.id, { zip: '75201' }));
  const date = subscribed.json().data.next_delivery_date;
  await call(admin, 'POST', `/api/admin/boxes/cycles/${date}/cut-off`);
  await call(farmer, 'POST', `/api/farmer/boxes/cycles/${date}/packed`);
  const [order] = await rowsOf<{ id: number; pickup_code: string }>(
    server.db,
    sql`select o.id, o.pickup_code from orders o join box_deliveries d on d.order_id = o.id
        join box_subscriptions s on s.id = d.subscription_id where s.box_id = ${box.id}`,
  );
  expect((await call(courier.token, 'POST', `/api/courier/deliveries/${order!.id}/claim`)).statusCode).toBe(200);
  const picked = await call(courier.token, 'POST', `/api/courier/deliveries/${order!.id}/pickup`, {
    pickup_code: order!.pickup_code,
  });
  expect(picked.statusCode).toBe(200);
  expect(picked.json().data).toMatchObject({ delivery_status: 'picked_up', pickup_kind: 'farm' });
});
