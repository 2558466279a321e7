import { and, eq, inArray, sql } from 'drizzle-orm';
import { kitchenProfiles, orderItems, orders, users } from '../db/schema';
import { onlyRow } from '../testing/rows';
import { startTestServer, type TestServer } from '../testing/test-server';
import { periodStarts } from './performance';

let server: TestServer;
let kitchen: string;
let kitchen2: string;
let farmer: string;
let kitchenId: number;
let farmerId: number;
beforeAll(async () => {
  server = await startTestServer();
  [kitchen, kitchen2, farmer] = await Promise.all([
    server.login('kitchen@farmplate.test'),
    server.login('kitchen2@farmplate.test'),
    server.login('farmer@farmplate.test'),
  ]);
  const idOf = async (email: string) =>
    onlyRow(await server.db.select({ id: users.id }).from(users).where(eq(users.email, email)), email).id;
  kitchenId = await idOf('kitchen@farmplate.test');
  farmerId = await idOf('farmer@farmplate.test');
});
afterAll(() => server.close());

const get = async (token: string, url: string) => {
  const response = await server.request({ method: 'GET', url, token });
  expect(response.statusCode).toBe(200);
  return response.json();
};

let sequence = 0;
async function placeOrder(
  values: Partial<typeof orders.$inferInsert> = {},
  lines = [{ name: 'Test Stew', quantity: 1, price: 10 }],
) {
  sequence += 1;
  const order = onlyRow(
    await server.db
      .insert(orders)
      .values({ orderNumber: `FP-KP-${sequence}`, kitchenId, customerName: 'Kit Tester', totalAmount: 10, ...values })
      .returning(),
    'the inserted order',
  );
  for (const line of lines) await server.db.insert(orderItems).values({ orderId: order.id, ...line });
  return order;
}

describe('GET /kitchen-dashboard', () => {
  it("counts today's orders, revenue, average and the status panel from the database", async () => {
    const before = (await get(kitchen, '/api/kitchen-dashboard')).data;
    await placeOrder({ totalAmount: 30 }, [{ name: 'Dashboard Dumplings', quantity: 50, price: 0.6 }]);
    const after = (await get(kitchen, '/api/kitchen-dashboard')).data;
    expect(after.today.orders).toBe(before.today.orders + 1);
    expect(after.today.revenue).toBeCloseTo(before.today.revenue + 30, 2);
    expect(after.today.average_order).toBeCloseTo(after.today.revenue / after.today.orders, 2);
    expect(after.status_panel.new).toBe(before.status_panel.new + 1);
    expect(after.today.active_orders).toBe(after.status_panel.new + after.status_panel.preparing);
    // 50 portions make it the most ordered item of the month
    expect(after.popular_items[0]).toEqual({ name: 'Dashboard Dumplings', orders: 1, quantity: 50, revenue: 30 });
  });

  it('rates preparation from the recorded times', async () => {
    // today's figures: an order placed today, even when the test runs just after midnight
    const now = Date.now();
    const placed = Math.max(periodStarts(new Date(now)).today.getTime(), now - 60 * 60_000);
    const step = (now - placed) / 3;
    await placeOrder({
      status: 'ready',
      createdAt: new Date(placed),
      startedAt: new Date(placed + step),
      readyAt: new Date(placed + 2 * step),
    });
    const { performance } = (await get(kitchen, '/api/kitchen-dashboard')).data;
    expect(performance.average_prep_time).toEqual(expect.any(Number));
    expect(performance.on_time_rate).toBeGreaterThan(0);
    expect(performance.on_time_rate).toBeLessThanOrEqual(100);
  });

  it("never shows one kitchen another's figures", async () => {
    const before = (await get(kitchen2, '/api/kitchen-dashboard')).data;
    await placeOrder({ totalAmount: 99 });
    expect((await get(kitchen2, '/api/kitchen-dashboard')).data).toEqual(before);
  });
});

describe('GET /kitchen-orders?scope', () => {
  it('opens on open orders and those completed today; older completed ones on request', async () => {
    const old = new Date(Date.now() - 3 * 86_400_000);
    const older = await placeOrder({ status: 'completed', createdAt: old, completedAt: old });
    const doneToday = await placeOrder({ status: 'completed', completedAt: new Date() });
    const open = await placeOrder({ status: 'new', createdAt: old });
    const current = (await get(kitchen, '/api/kitchen-orders?scope=current')).orders.map((o: { id: number }) => o.id);
    expect(current).toEqual(expect.arrayContaining([doneToday.id, open.id]));
    expect(current).not.toContain(older.id);
    const past = (await get(kitchen, '/api/kitchen-orders?scope=older')).orders;
    expect(past.map((o: { id: number }) => o.id)).toContain(older.id);
    expect(past.every((o: { status: string }) => o.status === 'completed')).toBe(true);
  });
});

describe('GET /kitchen-orders pages', () => {
  it('keeps a real order reachable under a flood larger than a page, with counts equal to the database', async () => {
    const real = await placeOrder({ customerName: 'Real Regular', createdAt: new Date(Date.now() - 60_000) });
    // the flood: more than the old fixed cut of 200, all newer than the real order
    await server.db.insert(orders).values(
      Array.from({ length: 260 }, (_, index) => ({
        orderNumber: `FP-FLOOD-${index}`,
        kitchenId,
        customerName: 'Flooder',
        customerEmail: 'flood@attacker.test',
        totalAmount: 1,
      })),
    );
    const first = await get(kitchen, '/api/kitchen-orders?scope=current&status=new&per_page=100');
    expect(first.orders).toHaveLength(100);
    const seen: number[] = [];
    for (let page = 1; page <= first.last_page; page += 1) {
      const { orders: rows } = await get(
        kitchen,
        `/api/kitchen-orders?scope=current&status=new&per_page=100&page=${page}`,
      );
      seen.push(...rows.map((row: { id: number }) => row.id));
    }
    expect(seen).toContain(real.id);
    expect(new Set(seen).size).toBe(first.total);

    const inDatabase = await server.db
      .select({ status: orders.status, count: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.kitchenId, kitchenId), inArray(orders.status, ['new', 'preparing', 'ready'])))
      .groupBy(orders.status);
    const countOf = (status: string) => inDatabase.find((row) => row.status === status)?.count ?? 0;
    expect(first.counts).toMatchObject({
      new: countOf('new'),
      preparing: countOf('preparing'),
      ready: countOf('ready'),
    });
    expect(first.total).toBe(countOf('new'));
    // the whole flood is counted, far past one page
    expect(first.counts.new).toBeGreaterThan(260);
    // the default page is a page, not a cut: the last one holds the oldest open order
    const byDefault = await get(kitchen, '/api/kitchen-orders?scope=current');
    expect(byDefault.orders).toHaveLength(50);
    expect(byDefault.total).toBe(Object.values(byDefault.counts as Record<string, number>).reduce((a, b) => a + b, 0));
    const searched = await get(kitchen, '/api/kitchen-orders?scope=current&search=Real Regular');
    expect(searched.orders.map((row: { id: number }) => row.id)).toContain(real.id);
  });

  it('refuses a page size past the cap', async () => {
    const response = await server.request({ method: 'GET', url: '/api/kitchen-orders?per_page=5000', token: kitchen });
    expect(response.statusCode).toBe(422);
  });
});

describe('kitchen settings take effect on new orders', () => {
  afterEach(() =>
    server.db
      .update(kitchenProfiles)
      .set({ autoAcceptOrders: false, specialRequests: true })
      .where(eq(kitchenProfiles.userId, kitchenId)),
  );

  it('auto-accept moves a new order straight to preparing', async () => {
    await server.db
      .update(kitchenProfiles)
      .set({ autoAcceptOrders: true })
      .where(eq(kitchenProfiles.userId, kitchenId));
    const order = await placeOrder();
    expect(order.status).toBe('preparing');
    expect(order.startedAt).toBeInstanceOf(Date);
  });

  it('without auto-accept a new order waits as new', async () => {
    expect((await placeOrder()).status).toBe('new');
  });

  it('a kitchen that takes no special requests receives no instructions', async () => {
    await server.db
      .update(kitchenProfiles)
      .set({ specialRequests: false })
      .where(eq(kitchenProfiles.userId, kitchenId));
    expect((await placeOrder({ specialInstructions: 'No onions' })).specialInstructions).toBeNull();
    await server.db.update(kitchenProfiles).set({ specialRequests: true }).where(eq(kitchenProfiles.userId, kitchenId));
    expect((await placeOrder({ specialInstructions: 'No onions' })).specialInstructions).toBe('No onions');
  });
});

describe('GET /kitchen-requests', () => {
  it('lists the requests the kitchen sent, with its quality preference; never another kitchen', async () => {
    const produce = (await get(kitchen, `/api/available-produce?farmer=${farmerId}`)).data[0];
    const sent = await server.request({
      method: 'POST',
      url: '/api/submit-request',
      token: kitchen,
      payload: {
        farmer_id: farmerId,
        inventory_item_id: produce.id,
        quantity: 1,
        quality_preference: 'Premium',
        additional_notes: 'For the weekend menu',
      },
    });
    expect(sent.statusCode).toBe(201);
    const id = sent.json().data.id;
    const mine = (await get(kitchen, '/api/kitchen-requests')).data;
    expect(mine.find((request: { id: number }) => request.id === id)).toMatchObject({
      status: 'pending',
      quality_preference: 'Premium',
    });
    expect(mine.every((request: { kitchen_id: number }) => request.kitchen_id === kitchenId)).toBe(true);
    const theirs = (await get(kitchen2, '/api/kitchen-requests')).data;
    expect(theirs.find((request: { id: number }) => request.id === id)).toBeUndefined();
    // the farmer sees the preference too
    const pending = (await get(farmer, '/api/requests/pending')).data;
    expect(pending.find((request: { id: number }) => request.id === id)).toMatchObject({
      quality_preference: 'Premium',
    });
    // and the kitchen follows it to declined with the reason
    await server.request({
      method: 'PUT',
      url: `/api/requests/${id}/status`,
      token: farmer,
      payload: { status: 'declined', decline_reason: 'Out of season' },
    });
    expect((await get(kitchen, '/api/kitchen-requests?status=declined')).data).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, decline_reason: 'Out of season' })]),
    );
  });

  it('refuses a needed-by date in the past with a clear 422', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/submit-request',
      token: kitchen,
      payload: { farmer_id: farmerId, inventory_item_id: 1, quantity: 1, needed_by_date: '2020-01-01' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.needed_by_date).toEqual(['The needed-by date cannot be in the past']);
  });

  it('refuses an unknown quality preference with a clear 422', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/submit-request',
      token: kitchen,
      payload: { farmer_id: farmerId, inventory_item_id: 1, quantity: 1, quality_preference: 'Gold' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.quality_preference).toEqual(['Please choose Premium, Standard, Economy or Any']);
  });
});
