import { desc, eq, inArray } from 'drizzle-orm';
import type { CurrencyAmount, OrderBurst } from '@farmplate/contracts';
import { auditLog, orderItems, orders, orderStatusHistory, users } from '../db/schema';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let admin: string;
let kitchen: string;
let kitchenId: number;
let nigerianKitchenId: number;

beforeAll(async () => {
  server = await startTestServer();
  [admin, kitchen] = await Promise.all([server.login('admin@farmplate.test'), server.login('kitchen@farmplate.test')]);
  const idOf = async (email: string) =>
    (await server.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  kitchenId = await idOf('kitchen@farmplate.test');
  nigerianKitchenId = await idOf('ngozi@naijapot.test');
});
afterAll(() => server.close());

const call = async (method: 'GET' | 'POST', url: string, token = admin, payload?: object) =>
  server.request({ method, url: `/api${url}`, token, payload });
const ok = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const response = await call(method, url, admin, payload);
  expect(response.statusCode).toBe(200);
  return response.json();
};
const amountIn = (amounts: CurrencyAmount[], currency: string) =>
  amounts.find((each) => each.currency === currency)?.amount ?? 0;

let sequence = 0;
async function placeOrder(values: Partial<typeof orders.$inferInsert> & { total: number }, item = 'Flood Stew') {
  sequence += 1;
  const [order] = await server.db
    .insert(orders)
    .values({
      orderNumber: `FL-${sequence}`,
      kitchenId,
      customerName: 'A Customer',
      totalAmount: values.total,
      ...values,
    })
    .returning();
  // 20 portions: more than any seeded dish sells, so it is a top item
  await server.db.insert(orderItems).values({ orderId: order!.id, name: item, quantity: 20, price: values.total / 20 });
  return order!;
}

describe('order floods: find the bursts, void them in one audited action', () => {
  it('finds a burst by contact, voids it out of revenue and off the board, audited; a non-admin gets 403', async () => {
    const before = (await ok('GET', '/admin-dashboard')).data.totals.revenue;
    const boardBefore = (await (await call('GET', '/kitchen-orders?scope=current', kitchen)).json()).counts;
    const real = [
      await placeOrder({ total: 25, customerEmail: 'ada@customer.test', deliveryAddress: '1 Real Road' }),
      await placeOrder({ total: 40, customerEmail: 'ben@customer.test', deliveryAddress: '2 Real Road' }),
    ];
    const start = Date.now() - 30 * 60_000;
    const flood = [];
    for (let index = 0; index < 30; index += 1)
      flood.push(
        await placeOrder({
          total: 1000,
          // the same mailbox written three ways is one contact
          customerEmail: ['Victim@Inbox.test', 'victim@inbox.test ', 'VICTIM@inbox.test'][index % 3],
          customerPhone: `+1 555 01${String(index).padStart(2, '0')}`,
          deliveryAddress: `${index} Nowhere Lane`,
          createdAt: new Date(start + index * 20_000),
        }),
      );
    // a completed order of the same contact was cooked and paid: never part of a burst to void
    const completed = await placeOrder({
      total: 7,
      status: 'completed',
      customerEmail: 'victim@inbox.test',
      createdAt: new Date(start + 5_000),
    });

    const bursts: OrderBurst[] = (await ok('GET', '/admin-orders/bursts')).data;
    const burst = bursts.find((each) => each.kind === 'email' && each.key.toLowerCase().trim() === 'victim@inbox.test');
    expect(burst).toMatchObject({ orders: 30, totals: [{ currency: 'USD', amount: 30_000 }] });
    expect([...burst!.order_ids].sort()).toEqual(flood.map((order) => order.id).sort());
    expect(burst!.order_ids).not.toContain(completed.id);
    expect(Date.parse(burst!.last_at) - Date.parse(burst!.first_at)).toBe(29 * 20_000);
    // real orders of different customers are no burst
    expect(bursts.some((each) => each.order_ids.includes(real[0]!.id))).toBe(false);
    // a narrower window splits nothing here (20 s apart), a stricter minimum drops it
    expect((await ok('GET', '/admin-orders/bursts?min_orders=31')).data).not.toContainEqual(
      expect.objectContaining({ kind: 'email', orders: 30 }),
    );

    // not for a kitchen
    expect((await call('GET', '/admin-orders/bursts', kitchen)).statusCode).toBe(403);
    expect((await call('POST', '/admin-orders/void', kitchen, { order_ids: burst!.order_ids })).statusCode).toBe(403);

    const flooded = (await ok('GET', '/admin-dashboard')).data.totals.revenue;
    expect(amountIn(flooded, 'USD')).toBeCloseTo(amountIn(before, 'USD') + 65 + 30_000 + 7, 2);

    const voided = await ok('POST', '/admin-orders/void', { order_ids: burst!.order_ids });
    expect(voided).toEqual({ message: '30 orders voided.', voided: 30 });

    // revenue: the real orders only
    const after = (await ok('GET', '/admin-dashboard')).data.totals.revenue;
    expect(amountIn(after, 'USD')).toBeCloseTo(amountIn(before, 'USD') + 65 + 7, 2);
    const stored = await server.db
      .select({ status: orders.status, voidedAt: orders.voidedAt, paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(inArray(orders.id, burst!.order_ids));
    expect(
      stored.every((order) => order.status === 'cancelled' && order.voidedAt && order.paymentStatus === 'refunded'),
    ).toBe(true);
    expect((await server.db.select().from(orders).where(eq(orders.id, completed.id)))[0]!.status).toBe('completed');
    const history = await server.db
      .select()
      .from(orderStatusHistory)
      .where(inArray(orderStatusHistory.orderId, burst!.order_ids));
    expect(history.filter((line) => line.toStatus === 'cancelled')).toHaveLength(30);

    // one audit entry for the one action
    const [entry] = await server.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'order.voided'))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({
      actorName: expect.any(String),
      entity: 'order',
      after: expect.objectContaining({ count: 30 }),
    });
    expect((entry!.before as { orders: { id: number }[] }).orders.map((order) => order.id).sort()).toEqual(
      [...burst!.order_ids].sort(),
    );

    // off the kitchen's board: the counts are the real orders again
    const boardAfter = (await (await call('GET', '/kitchen-orders?scope=current', kitchen)).json()).counts;
    expect(boardAfter.new).toBe(boardBefore.new + 2);
    // the burst is gone from the list
    const left: OrderBurst[] = (await ok('GET', '/admin-orders/bursts')).data;
    expect(left.some((each) => each.order_ids.some((id) => burst!.order_ids.includes(id)))).toBe(false);
  });

  it('voids all or nothing: an order completed since the list was loaded makes it 409 and changes nothing', async () => {
    const open = await placeOrder({ total: 3, customerEmail: 'race@inbox.test' });
    const done = await placeOrder({ total: 3, customerEmail: 'race@inbox.test', status: 'completed' });
    const entries = (await server.db.select().from(auditLog)).length;
    const response = await call('POST', '/admin-orders/void', admin, { order_ids: [open.id, done.id] });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/completed or cancelled since the list was loaded/);
    expect((await server.db.select().from(orders).where(eq(orders.id, open.id)))[0]!.status).toBe('new');
    expect((await server.db.select().from(auditLog)).length).toBe(entries);
    // the same void twice: the second finds them cancelled
    expect((await call('POST', '/admin-orders/void', admin, { order_ids: [open.id] })).statusCode).toBe(200);
    expect((await call('POST', '/admin-orders/void', admin, { order_ids: [open.id] })).statusCode).toBe(409);
    // an id that names no order changes nothing either
    expect((await call('POST', '/admin-orders/void', admin, { order_ids: [2_000_000_000] })).statusCode).toBe(409);
  });

  it('refuses a malformed void or search with a clear 422', async () => {
    for (const payload of [{ order_ids: [] }, { order_ids: [1, 1] }, { order_ids: ['x'] }, {}]) {
      const response = await call('POST', '/admin-orders/void', admin, payload);
      expect(response.statusCode).toBe(422);
    }
    const tooMany = await call('POST', '/admin-orders/void', admin, {
      order_ids: Array.from({ length: 5001 }, (_, index) => index + 1),
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toBe('Please choose between 1 and 5000 orders');
    expect((await call('GET', '/admin-orders/bursts?window_minutes=0')).statusCode).toBe(422);
  });
});

describe('money in two currencies is never added together', () => {
  it('shows dollars and naira apart on the dashboard, in the reports, top items and the CSV exports', async () => {
    const before = (await ok('GET', '/admin-dashboard')).data.totals.revenue;
    const salesBefore = await ok('GET', '/admin-reports/sales?period=lastmonth');
    // $100 and ₦50,000: added together they would read 50,100
    const us = await placeOrder({ total: 100 }, 'Currency Burger');
    const ng = await placeOrder({ total: 50_000, kitchenId: nigerianKitchenId }, 'Currency Jollof');
    expect((await server.db.select().from(orders).where(eq(orders.id, ng.id)))[0]!.region).toBe('ng');
    expect((await server.db.select().from(orders).where(eq(orders.id, us.id)))[0]!.region).toBe('us');

    const dashboard = (await ok('GET', '/admin-dashboard')).data;
    expect(amountIn(dashboard.totals.revenue, 'USD')).toBeCloseTo(amountIn(before, 'USD') + 100, 2);
    expect(amountIn(dashboard.totals.revenue, 'NGN')).toBeCloseTo(amountIn(before, 'NGN') + 50_000, 2);
    expect(dashboard.recent_orders).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: ng.id, total: 50_000, currency: 'NGN' }),
        expect.objectContaining({ id: us.id, total: 100, currency: 'USD' }),
      ]),
    );

    const sales = await ok('GET', '/admin-reports/sales?period=lastmonth');
    const revenueOf = (report: typeof sales, currency: string) =>
      report.cards.revenue.find((trend: { currency: string }) => trend.currency === currency)?.value ?? 0;
    expect(revenueOf(sales, 'USD')).toBeCloseTo(revenueOf(salesBefore, 'USD') + 100, 2);
    expect(revenueOf(sales, 'NGN')).toBeCloseTo(revenueOf(salesBefore, 'NGN') + 50_000, 2);
    expect(sales.topItems).toContainEqual({ name: 'Currency Jollof', quantity: 20, revenue: 50_000, currency: 'NGN' });
    const chartNaira = sales.chart.reduce(
      (sum: number, point: { revenue: CurrencyAmount[] }) => sum + amountIn(point.revenue, 'NGN'),
      0,
    );
    expect(chartNaira).toBeCloseTo(revenueOf(sales, 'NGN'), 2);
    const partners = await ok('GET', '/admin-reports/partners?period=lastmonth');
    expect(partners.kitchens.find((row: { id: number }) => row.id === nigerianKitchenId)).toMatchObject({
      currency: 'NGN',
    });

    const csv = (await call('GET', '/admin-reports/sales/export?period=lastmonth')).body;
    expect(csv).toContain('Total Revenue,NGN,');
    expect(csv).toContain('Currency Jollof,20,50000.00,NGN');
    expect(csv).toContain('Currency Burger,20,100.00,USD');
    const orderCsv = (await call('GET', '/admin-orders/export?search=FL-')).body;
    const header = orderCsv.split('\r\n')[0]!;
    expect(header).toContain('Total,Currency');
    expect(orderCsv).toContain('50000.00,NGN');

    const list = (await ok('GET', `/admin-orders?search=${ng.orderNumber}`)).data;
    expect(list[0]).toMatchObject({ total: 50_000, currency: 'NGN' });
  });
});
