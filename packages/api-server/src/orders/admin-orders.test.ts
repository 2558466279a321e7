import { and, eq } from 'drizzle-orm';
import { ADMIN_ORDER_CSV_COLUMNS } from '@farmplate/contracts';
import { auditLog, kitchenProfiles, orderItems, orders, users } from '../db/schema';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let admin: string;
let kitchen: string;
let kitchenId: number;
const HOUR = 3_600_000;

/** Orders of customers at @counters.test only: the expected figures are counted by hand below. */
async function addOrder(values: { status: string; name: string; hoursAgo: number; total: number }) {
  const [order] = await server.db
    .insert(orders)
    .values({
      orderNumber: `CT-${values.name.replace(/\W/g, '')}-${values.status}-${values.hoursAgo}`,
      kitchenId,
      customerName: values.name,
      customerEmail: `${values.name.replace(/\W/g, '').toLowerCase() || 'x'}@counters.test`,
      status: values.status,
      paymentStatus: values.status === 'cancelled' ? 'refunded' : 'paid',
      totalAmount: values.total,
      createdAt: new Date(Date.now() - values.hoursAgo * HOUR),
    })
    .returning();
  await server.db
    .insert(orderItems)
    .values({ orderId: order!.id, name: 'Jollof Rice', quantity: 2, price: values.total / 2 });
  return order!;
}

beforeAll(async () => {
  server = await startTestServer();
  [admin, kitchen] = await Promise.all([server.login('admin@farmplate.test'), server.login('kitchen@farmplate.test')]);
  const [kitchenUser] = await server.db.select().from(users).where(eq(users.email, 'kitchen@farmplate.test'));
  kitchenId = kitchenUser!.id;
  // placed just now: 'today' holds it whatever the hour in the platform's time zone
  await addOrder({ status: 'new', name: 'Ada One', hoursAgo: 0, total: 10 });
  await addOrder({ status: 'new', name: 'Ben Two', hoursAgo: 2, total: 12 });
  await addOrder({ status: 'preparing', name: 'Cy Three', hoursAgo: 3, total: 14 });
  await addOrder({ status: 'ready', name: 'Di Four', hoursAgo: 4, total: 16 });
  await addOrder({ status: 'completed', name: 'Ed Five', hoursAgo: 24 * 9, total: 18 });
  await addOrder({ status: 'cancelled', name: 'Flo Six', hoursAgo: 24 * 10, total: 20 });
  // cells a spreadsheet would run as formulas
  await addOrder({ status: 'new', name: '=HYPERLINK("http://evil.test")', hoursAgo: 24 * 30, total: 22 });
  await addOrder({ status: 'new', name: '+1-2', hoursAgo: 24 * 31, total: 24 });
  await addOrder({ status: 'new', name: '-3+4', hoursAgo: 24 * 32, total: 26 });
  await addOrder({ status: 'new', name: '@SUM(A1)', hoursAgo: 24 * 33, total: 28 });
});
afterAll(() => server.close());

const list = async (query: string) => {
  const response = await server.request({ method: 'GET', url: `/api/admin-orders?${query}`, token: admin });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('GET /admin-orders counters and filters', () => {
  it('counts every matching order, not only the page', async () => {
    const page = await list('search=counters.test&per_page=2');
    expect(page.data).toHaveLength(2);
    expect(page.total).toBe(10);
    // new: 2 + 4 formula names; in progress: preparing + ready; completed 1; cancelled 1
    expect(page.counters).toEqual({ total: 10, new: 6, in_progress: 2, completed: 1, cancelled: 1 });
    expect(page).toMatchObject({ from: 1, to: 2, last_page: 5 });
  });

  it('keeps the counters to the filters: status, kitchen and date', async () => {
    expect((await list('search=counters.test&status=in-progress')).counters).toEqual({
      total: 1,
      new: 0,
      in_progress: 1,
      completed: 0,
      cancelled: 0,
    });
    expect((await list('search=counters.test&date=today')).counters.total).toBeGreaterThanOrEqual(1);
    // the orders of the last 4 hours are this week or last; 9 days ago and older never are
    const recent = (await list('search=counters.test&date=this-week')).counters.total;
    expect(recent).toBeGreaterThanOrEqual(1);
    expect(recent).toBeLessThanOrEqual(4);
    const otherKitchen = (await list('kitchen=999999&search=counters.test')).counters.total;
    expect(otherKitchen).toBe(0);
    expect((await list(`kitchen=${kitchenId}&search=counters.test`)).counters.total).toBe(10);
  });

  it('filters a custom range of days and refuses a backwards one with the message', async () => {
    const day = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR).toISOString().slice(0, 10);
    const wide = await list(`search=counters.test&date=custom&from=${day(24 * 40)}&to=${day(-48)}`);
    expect(wide.counters.total).toBe(10);
    const backwards = await server.request({
      method: 'GET',
      url: '/api/admin-orders?date=custom&from=2026-05-02&to=2026-05-01',
      token: admin,
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().message).toBe('Please choose a valid date range');
    const bad = await server.request({
      method: 'GET',
      url: '/api/admin-orders?date=custom&from=2026-13-01',
      token: admin,
    });
    expect(bad.statusCode).toBe(422);
  });

  it('lists every kitchen and farm for the kitchen filter', async () => {
    const response = await server.request({ method: 'GET', url: '/api/admin-orders/kitchens', token: admin });
    const names = response.json().data.map((kitchen: { name: string }) => kitchen.name);
    const [profile] = await server.db.select().from(kitchenProfiles).where(eq(kitchenProfiles.userId, kitchenId));
    expect(names).toContain(profile!.kitchenName);
    expect(names).toContain('Green Valley Farm');
    // a farm's id filters its grocery orders
    const farm = response.json().data.find((kitchen: { name: string }) => kitchen.name === 'Green Valley Farm');
    const groceries = await list(`kitchen=${farm.id}&per_page=100`);
    expect(groceries.total).toBeGreaterThan(0);
    expect(groceries.data.every((order: { kitchen: string }) => order.kitchen === 'Green Valley Farm')).toBe(true);
  });
});

describe('GET /admin-orders/export', () => {
  it('streams every filtered order (all pages) as CSV with formula cells escaped', async () => {
    const response = await server.request({
      method: 'GET',
      url: '/api/admin-orders/export?search=counters.test&per_page=2',
      token: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="orders-/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(ADMIN_ORDER_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(11);
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(response.body).toContain(`,'+1-2,`);
    expect(response.body).toContain(`,'-3+4,`);
    expect(response.body).toContain(`,'@SUM(A1),`);
    expect(response.body).toMatch(/,Ada One,adaone@counters\.test,[^,]+,new,paid,,,2,2 x Jollof Rice,10\.00/);
  });

  it('answers 422 to a bad filter and 403 to a non-admin', async () => {
    expect(
      (await server.request({ method: 'GET', url: '/api/admin-orders/export?status=lost', token: admin })).statusCode,
    ).toBe(422);
    expect((await server.request({ method: 'GET', url: '/api/admin-orders/export', token: kitchen })).statusCode).toBe(
      403,
    );
  });
});

describe('cancel seen by the kitchen', () => {
  it("cancels and refunds; the kitchen's next read of the orders table has it cancelled", async () => {
    const open = (await list('search=Ada One')).data[0];
    const response = await server.request({
      method: 'PUT',
      url: `/api/admin-orders/${open.order_id}`,
      token: admin,
      payload: { status: 'cancelled', paymentStatus: 'refunded', order_id: open.order_id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Order cancelled successfully',
      data: { status: 'cancelled', paymentStatus: 'refunded' },
    });
    const [row] = await server.db.select().from(orders).where(eq(orders.id, open.order_id));
    expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const board = (
      await server.request({ method: 'GET', url: '/api/kitchen-orders?search=Ada One', token: kitchen })
    ).json().orders;
    expect(board.filter((order: { status: string }) => order.status !== 'cancelled')).toEqual([]);
    expect((await list('search=counters.test')).counters).toMatchObject({ new: 5, cancelled: 2 });
    // the audit trail holds the cancel, written in the cancel's transaction
    const trail = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(open.order_id))));
    expect(trail).toEqual([
      expect.objectContaining({
        action: 'order.cancelled',
        actorName: 'Amara Admin',
        before: expect.objectContaining({ status: 'new' }),
        after: expect.objectContaining({ status: 'cancelled', payment_status: 'refunded' }),
      }),
    ]);
  });
});
