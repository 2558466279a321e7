import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { startTestServer, type TestServer } from '../testing/test-server';
import { boxBody, createBox, moreCustomers, stock, subscriptionBody } from '../testing/box-fixtures';
import { runCutOff } from './cut-off';
import { addDays, cutoffAt } from './cycles';
import { rowsOf } from './sql-rows';

/**
 * A cycle's cut-off: its orders are made exactly once, by two instances at the same
 * moment and after a crash in the middle; skipped and cancelled subscriptions make none; stock is
 * reserved and never below zero; the farmer's box orders, pick list and Packed; the reminder's
 * one-click skip.
 */

let server: TestServer;
let farmer: string;
let otherFarmer: string;
let admin: string;
let customers: string[];
let boxId: number;
let tomatoes: number;
let kale: number;
let cycle: string;
const subscriptions: number[] = [];

const count = async (query: ReturnType<typeof sql>) =>
  (await rowsOf<{ count: number }>(server.db, query))[0]?.count ?? 0;

/** Orders per subscription of `date`: every one must be exactly 1. */
const ordersPerSubscription = (date: string) =>
  rowsOf<{ subscription_id: number; orders: number }>(
    server.db,
    sql`select s.id as subscription_id, count(o.id)::int as orders
        from box_subscriptions s
          left join box_deliveries d on d.subscription_id = s.id and d.delivery_date = ${date}::date
          left join orders o on o.id = d.order_id
        where s.box_id = ${boxId} group by s.id order by s.id`,
  );

const stockOf = async (id: number) =>
  Number(
    (
      await rowsOf<{ quantity: string }>(server.db, sql`select quantity::text from inventory_items where id = ${id}`)
    )[0]!.quantity,
  );

beforeAll(async () => {
  server = await startTestServer();
  [farmer, otherFarmer, admin] = await Promise.all([
    server.login('farmer@farmplate.test'),
    server.login('farmer2@farmplate.test'),
    server.login('admin@farmplate.test'),
  ]);
  customers = await moreCustomers(server, 'cycle', 6);
  tomatoes = await stock(server.db, 'farmer@farmplate.test', 'Cycle tomatoes', 1000);
  kale = await stock(server.db, 'farmer@farmplate.test', 'Cycle kale', 1000);
  boxId = (
    await createBox(
      server,
      farmer,
      boxBody(
        [
          { inventory_item_id: tomatoes, quantity: 2 },
          { inventory_item_id: kale, quantity: 1 },
        ],
        { name: 'Cycle Box', price: 30 },
      ),
    )
  ).id;
  for (const token of customers) {
    const response = await server.request({
      method: 'POST',
      url: '/api/subscriptions',
      token,
      payload: subscriptionBody(boxId),
    });
    expect(response.statusCode).toBe(201);
    subscriptions.push(response.json().data.id);
    cycle = response.json().data.next_delivery_date;
  }
});
afterAll(async () => server?.close());

test("the cut-off makes one order per due subscription, to the farmer, from the box's contents, stock reserved", async () => {
  // the fifth customer skips this delivery, the sixth cancels
  expect(
    (await server.request({ method: 'POST', url: `/api/subscriptions/${subscriptions[4]}/skip`, token: customers[4] }))
      .statusCode,
  ).toBe(200);
  expect(
    (
      await server.request({
        method: 'POST',
        url: `/api/subscriptions/${subscriptions[5]}/cancel`,
        token: customers[5],
      })
    ).statusCode,
  ).toBe(200);
  // the job of the cycle is queued for its cut-off
  expect(
    await count(
      sql`select count(*)::int as count from jobs where kind = 'boxes.cut-off' and key = ${cycle} and status = 'queued'`,
    ),
  ).toBe(1);

  const response = await server.request({
    method: 'POST',
    url: `/api/admin/boxes/cycles/${cycle}/cut-off`,
    token: admin,
  });
  expect(response.json()).toEqual({ cycle, ordered: 4, out_of_stock: 0 });
  expect((await ordersPerSubscription(cycle)).map((row) => row.orders)).toEqual([1, 1, 1, 1, 0, 0]);
  const [order] = await rowsOf<{
    farmer_id: number;
    kitchen_id: number | null;
    status: string;
    total_amount: string;
    payment_method: string;
  }>(
    server.db,
    sql`select o.farmer_id, o.kitchen_id, o.status, o.total_amount::text, o.payment_method from box_deliveries d
        join orders o on o.id = d.order_id where d.subscription_id = ${subscriptions[0]} and d.delivery_date = ${cycle}::date`,
  );
  // the box's price and the platform's delivery fee (3.99)
  expect(order).toMatchObject({ kitchen_id: null, status: 'new', total_amount: '33.99', payment_method: 'cod' });
  const lines = await rowsOf<{ name: string; quantity: number; inventory_item_id: number | null }>(
    server.db,
    sql`select oi.name, oi.quantity, oi.inventory_item_id from order_items oi join box_deliveries d on d.order_id = oi.order_id
        where d.subscription_id = ${subscriptions[0]} order by oi.id`,
  );
  expect(lines).toHaveLength(3);
  expect(lines).toEqual(
    expect.arrayContaining([
      { name: 'Cycle Box (medium)', quantity: 1, inventory_item_id: null },
      { name: 'Cycle tomatoes', quantity: 2, inventory_item_id: tomatoes },
      { name: 'Cycle kale', quantity: 1, inventory_item_id: kale },
    ]),
  );
  expect(await stockOf(tomatoes)).toBe(1000 - 4 * 2);
  expect(await stockOf(kale)).toBe(1000 - 4);

  // the subscriptions moved on a week; running the cut-off again makes nothing
  const mine = await server.request({ method: 'GET', url: '/api/subscriptions', token: customers[0] });
  expect(mine.json().data[0].next_delivery_date).toBe(addDays(cycle, 7));
  expect(await runCutOff(server.db, cycle)).toEqual({ ordered: 0, out_of_stock: 0 });
  expect(
    await count(
      sql`select count(*)::int as count from jobs where kind = 'boxes.cut-off' and key = ${addDays(cycle, 7)}`,
    ),
  ).toBe(1);
});

test("the farmer's box orders and pick list of the cycle, and Packed makes them ready", async () => {
  const orders = await server.request({ method: 'GET', url: `/api/farmer/box-orders?cycle=${cycle}`, token: farmer });
  expect(orders.statusCode).toBe(200);
  expect(orders.json().total).toBe(4);
  expect(orders.json().data[0]).toMatchObject({
    box_id: boxId,
    box_name: 'Cycle Box',
    status: 'new',
    total_amount: 33.99,
    delivery_status: 'unassigned',
  });
  const pick = await server.request({
    method: 'GET',
    url: `/api/farmer/boxes/pick-list?cycle=${cycle}`,
    token: farmer,
  });
  expect(pick.json()).toEqual({
    cycle,
    boxes: 4,
    data: [
      { inventory_item_id: kale, produce_name: 'Cycle kale', unit: 'kg', quantity: 4, boxes: 4 },
      { inventory_item_id: tomatoes, produce_name: 'Cycle tomatoes', unit: 'kg', quantity: 8, boxes: 4 },
    ],
  });
  // the next cycle's pick list, before its cut-off: the five subscriptions due then
  const next = await server.request({
    method: 'GET',
    url: `/api/farmer/boxes/pick-list?cycle=${addDays(cycle, 7)}`,
    token: farmer,
  });
  expect(next.json().boxes).toBe(5);
  // another farmer sees none of it
  expect(
    (await server.request({ method: 'GET', url: `/api/farmer/box-orders?cycle=${cycle}`, token: otherFarmer })).json()
      .total,
  ).toBe(0);
  expect(
    (
      await server.request({ method: 'POST', url: `/api/farmer/boxes/cycles/${cycle}/packed`, token: otherFarmer })
    ).json().orders,
  ).toBe(0);

  const packed = await server.request({
    method: 'POST',
    url: `/api/farmer/boxes/cycles/${cycle}/packed`,
    token: farmer,
  });
  expect(packed.json()).toEqual({ message: 'Boxes marked ready for delivery', orders: 4 });
  const statuses = await rowsOf<{ status: string; history: number }>(
    server.db,
    sql`select o.status, (select count(*)::int from order_status_history h where h.order_id = o.id and h.to_status = 'ready') as history
        from box_deliveries d join orders o on o.id = d.order_id where d.delivery_date = ${cycle}::date`,
  );
  expect(statuses).toEqual(Array(4).fill({ status: 'ready', history: 1 }));
  // a second Packed moves nothing
  expect(
    (await server.request({ method: 'POST', url: `/api/farmer/boxes/cycles/${cycle}/packed`, token: farmer })).json()
      .orders,
  ).toBe(0);
  expect(
    (await server.request({ method: 'GET', url: '/api/farmer/box-orders?cycle=2026-02-30', token: farmer })).statusCode,
  ).toBe(422);
});

test('two instances running the same cut-off at the same moment make each order once', async () => {
  const next = addDays(cycle, 7);
  // a second instance: its own connection pool on PostgreSQL (PGlite belongs to one process)
  let second: DatabaseHandle | null = null;
  const url = server.config.databaseUrl;
  if (url) second = await openDatabase({ url, dataDir: null, poolSize: 3 });
  try {
    const results = await Promise.all([runCutOff(server.db, next), runCutOff(second?.db ?? server.db, next)]);
    expect(results[0].ordered + results[1].ordered).toBe(5);
  } finally {
    await second?.close();
  }
  expect((await ordersPerSubscription(next)).map((row) => row.orders)).toEqual([1, 1, 1, 1, 1, 0]);
  expect(await stockOf(tomatoes)).toBe(1000 - 9 * 2);
});

test('the job runners of two instances take a cycle once', async () => {
  const next = addDays(cycle, 14);
  const other = await server.anotherApp(() => undefined);
  await server.db.execute(sql`update jobs set run_at = now() where kind = 'boxes.cut-off' and key = ${next}`);
  await Promise.all([server.app.jobs.runDue(), other.jobs.runDue()]);
  expect((await ordersPerSubscription(next)).map((row) => row.orders)).toEqual([1, 1, 1, 1, 1, 0]);
  const [job] = await rowsOf<{ status: string; attempts: number }>(
    server.db,
    sql`select status, attempts from jobs where kind = 'boxes.cut-off' and key = ${next}`,
  );
  expect(job).toEqual({ status: 'done', attempts: 1 });
});

test('a crash in the middle of a cycle, then a restart, completes it without duplicates', async () => {
  const next = addDays(cycle, 21);
  let made = 0;
  await expect(
    runCutOff(server.db, next, {
      onOrderMade: () => {
        made += 1;
        // the process dies while writing the third order: its transaction never commits
        if (made === 3) throw new Error('instance stopped');
      },
    }),
  ).rejects.toThrow('instance stopped');
  expect((await ordersPerSubscription(next)).map((row) => row.orders)).toEqual([1, 1, 0, 0, 0, 0]);
  expect(await runCutOff(server.db, next)).toEqual({ ordered: 3, out_of_stock: 0 });
  expect((await ordersPerSubscription(next)).map((row) => row.orders)).toEqual([1, 1, 1, 1, 1, 0]);
  expect(await stockOf(tomatoes)).toBe(1000 - 19 * 2);
});

test('a box whose stock ran short makes no order and leaves the stock at zero, not below', async () => {
  const next = addDays(cycle, 28);
  await server.db.execute(sql`update inventory_items set quantity = 5 where id = ${tomatoes}`);
  // 5 kg of tomatoes: two boxes of 2 kg, then short
  expect(await runCutOff(server.db, next)).toEqual({ ordered: 2, out_of_stock: 3 });
  expect(await stockOf(tomatoes)).toBe(1);
  expect(
    await count(
      sql`select count(*)::int as count from box_deliveries where delivery_date = ${next}::date and status = 'out_of_stock'`,
    ),
  ).toBe(3);
  await server.db.execute(sql`update inventory_items set quantity = 1000 where id = ${tomatoes}`);
});

test("the reminder mail's one-click skip skips that delivery once; the cut-off then makes no order for it", async () => {
  const next = addDays(cycle, 35);
  await server.db.execute(
    sql`update jobs set run_at = now() where kind = 'boxes.reminder' and key like ${'%:' + next}`,
  );
  server.mail.length = 0;
  await server.app.jobs.runDue();
  const reminder = server.mail.find((mail) => mail.to === 'cycle1@customers.test');
  expect(reminder?.text).toContain(`for ${next}`);
  expect(server.mail.filter((mail) => mail.subject.includes('arrives'))).toHaveLength(5);
  const token = /\/us\/subscriptions\/skip\/(\S+)/.exec(reminder!.text)![1]!;

  const tampered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
  const refusedTampered = await server.request({ method: 'POST', url: `/api/subscriptions/skip/${tampered}` });
  expect(refusedTampered.statusCode).toBe(409);
  expect(refusedTampered.json().message).toBe('This skip link is not valid.');
  const skipped = await server.request({ method: 'POST', url: `/api/subscriptions/skip/${token}` });
  expect(skipped.statusCode).toBe(200);
  expect(skipped.json().data.next_delivery_date).toBe(addDays(next, 7));
  // the link works once: the delivery it names is no longer the next one
  // used twice: a different answer from a tampered link's
  const again = await server.request({ method: 'POST', url: `/api/subscriptions/skip/${token}` });
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toBe('This delivery was already skipped.');

  // a reminder is one job per subscription and date: running the jobs again sends nothing
  server.mail.length = 0;
  await server.db.execute(
    sql`update jobs set run_at = now() where kind = 'boxes.reminder' and key like ${'%:' + next}`,
  );
  await server.app.jobs.runDue();
  expect(server.mail.filter((mail) => mail.subject.includes('arrives'))).toHaveLength(0);

  expect(await runCutOff(server.db, next)).toEqual({ ordered: 4, out_of_stock: 0 });
  expect((await ordersPerSubscription(next)).map((row) => row.orders)).toEqual([0, 1, 1, 1, 1, 0]);
});

test("the admin's cut-off setting moves the queued cut-offs; only the admin reads and sets it", async () => {
  const next = addDays(cycle, 42);
  expect((await server.request({ method: 'GET', url: '/api/admin/boxes/settings', token: admin })).json()).toEqual({
    data: { cutoff_hours: 48 },
  });
  const saved = await server.request({
    method: 'PUT',
    url: '/api/admin/boxes/settings',
    token: admin,
    payload: { cutoff_hours: 72 },
  });
  expect(saved.json()).toEqual({ data: { cutoff_hours: 72 } });
  const [job] = await rowsOf<{ run_at: string }>(
    server.db,
    sql`select to_char(run_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as run_at from jobs where kind = 'boxes.cut-off' and key = ${next}`,
  );
  // 72 hours before 00:00 of the day in the platform's time zone (Eastern Time), not UTC's
  expect(job!.run_at).toBe(
    cutoffAt(next, { cutoffHours: 72, timeZone: 'America/New_York' }).toISOString().slice(0, 16),
  );
  expect(job!.run_at).not.toBe(`${addDays(next, -3)}T00:00`);
  expect(
    (
      await server.request({
        method: 'PUT',
        url: '/api/admin/boxes/settings',
        token: admin,
        payload: { cutoff_hours: 0 },
      })
    ).statusCode,
  ).toBe(422);
  expect(
    (
      await server.request({
        method: 'PUT',
        url: '/api/admin/boxes/settings',
        token: farmer,
        payload: { cutoff_hours: 24 },
      })
    ).statusCode,
  ).toBe(403);
  expect(
    await count(
      sql`select count(*)::int as count from audit_log where action = 'settings.updated' and after::text like '%box_cutoff_hours%'`,
    ),
  ).toBe(1);
});

test("the admin's overview: subscriptions per box, the next cycle, this week's skips and cancellations, points", async () => {
  const response = await server.request({ method: 'GET', url: '/api/admin/boxes/overview', token: admin });
  expect(response.statusCode).toBe(200);
  const overview = response.json().data;
  expect(overview.boxes.find((box: { box_id: number }) => box.box_id === boxId)).toMatchObject({
    box_name: 'Cycle Box',
    active_subscriptions: 5,
  });
  // the next delivery date ahead is the cycle cut off above: its four orders (the link skipped one), at 30 each
  expect(overview.next_cycle).toEqual({ date: cycle, boxes: 4, amount: 120 });
  expect(overview.weeks).toHaveLength(8);
  expect(overview.weeks[0]).toMatchObject({ skips: 2, cancellations: 1, subscriptions: 6 });
  expect(overview.points).toEqual({ issued: 0, reversed: 0, redeemed: 0 });
  expect((await server.request({ method: 'GET', url: '/api/admin/boxes/overview', token: farmer })).statusCode).toBe(
    403,
  );
});
