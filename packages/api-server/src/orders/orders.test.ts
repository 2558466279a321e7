import { eq } from 'drizzle-orm';
import { ORDER_MESSAGES } from '@farmplate/contracts';
import { orderItems, orders, users } from '../db/schema';
import { onlyRow } from '../testing/rows';
import { startTestServer, type TestServer } from '../testing/test-server';
import { performanceOf } from './performance';
import type { OrderRow } from './orders-repository';

let server: TestServer;
let kitchen: string;
let farmer: string;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  [kitchen, farmer, admin] = await Promise.all([
    server.login('kitchen@farmplate.test'),
    server.login('farmer@farmplate.test'),
    server.login('admin@farmplate.test'),
  ]);
});
afterAll(() => server.close());

const board = async (token: string, query = '') =>
  (await server.request({ method: 'GET', url: `/api/kitchen-orders${query}`, token })).json().orders;
const move = (token: string, id: number, status: string) =>
  server.request({ method: 'PUT', url: `/api/kitchen-orders/${id}`, token, payload: { status } });

describe('GET /kitchen-orders', () => {
  it("lists the kitchen's meal orders in the four board statuses, newest first", async () => {
    const orders = await board(kitchen);
    expect(new Set(orders.map((order: { status: string }) => order.status))).toEqual(
      new Set(['new', 'preparing', 'ready', 'completed']),
    );
    const times = orders.map((order: { created_at: string }) => order.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(orders[0]).toMatchObject({
      user: { name: expect.any(String) },
      items: [expect.objectContaining({ menu_item: { item_name: expect.any(String) }, inventory: null })],
    });
  });

  it('gives a farmer the grocery orders of their produce', async () => {
    const orders = await board(farmer);
    expect(orders.length).toBe(5);
    for (const order of orders)
      for (const item of order.items)
        expect(item).toMatchObject({ menu_item: null, inventory: { produce_name: expect.any(String) } });
  });

  it('filters by status and searches order number, customer and items', async () => {
    expect((await board(kitchen, '?status=ready')).every((order: { status: string }) => order.status === 'ready')).toBe(
      true,
    );
    const jollof = await board(kitchen, '?search=jollof');
    expect(jollof.length).toBeGreaterThan(0);
    for (const order of jollof)
      expect(
        order.items.some((item: { menu_item: { item_name: string } }) => /jollof/i.test(item.menu_item.item_name)),
      ).toBe(true);
    const [first] = await board(kitchen);
    expect((await board(kitchen, `?search=${first.order_number}`)).map((order: { id: number }) => order.id)).toEqual([
      first.id,
    ]);
  });
});

describe('PUT /kitchen-orders/{id}', () => {
  it('moves an order new → preparing → ready → completed, recording each time', async () => {
    const [order] = await board(kitchen, '?status=new');
    const started = await move(kitchen, order.id, 'preparing');
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({
      message: ORDER_MESSAGES.updated(order.order_number, 'preparing'),
      order: { status: 'preparing', started_at: expect.any(String) },
    });
    expect((await move(kitchen, order.id, 'ready')).json().order).toMatchObject({
      status: 'ready',
      ready_at: expect.any(String),
    });
    const done = (await move(kitchen, order.id, 'completed')).json().order;
    expect(done).toMatchObject({ status: 'completed', completed_at: expect.any(String) });
    expect(Date.parse(done.started_at)).toBeLessThanOrEqual(Date.parse(done.ready_at));
  });

  it('refuses anything but the next status with 409', async () => {
    const [order] = await board(kitchen, '?status=new');
    const skip = await move(kitchen, order.id, 'ready');
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe('This order is new and cannot be moved to ready.');
    expect((await move(kitchen, order.id, 'new')).statusCode).toBe(422);
  });

  it('lets a farmer move their grocery orders', async () => {
    const [order] = await board(farmer, '?status=new');
    expect((await move(farmer, order.id, 'preparing')).statusCode).toBe(200);
  });

  it('lets exactly one of 20 parallel identical moves win', async () => {
    const [order] = await board(kitchen, '?status=preparing');
    const statuses = (await Promise.all(Array.from({ length: 20 }, () => move(kitchen, order.id, 'ready')))).map(
      (response) => response.statusCode,
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
  });
});

describe('GET /kitchen-order-status-history', () => {
  it('computes the period figures and the timeline from the recorded times', async () => {
    const response = await server.request({
      method: 'GET',
      url: '/api/kitchen-order-status-history?period=week',
      token: kitchen,
    });
    expect(response.statusCode).toBe(200);
    const { performanceStats, orderTimeline } = response.json();
    for (const period of ['today', 'week', 'month']) {
      const stats = performanceStats[period];
      expect(stats.completionRate).toBeGreaterThanOrEqual(0);
      expect(stats.completionRate).toBeLessThanOrEqual(100);
    }
    expect(performanceStats.week.totalOrders).toBeGreaterThanOrEqual(performanceStats.today.totalOrders);
    expect(performanceStats.month.totalOrders).toBeGreaterThanOrEqual(performanceStats.week.totalOrders);
    expect(orderTimeline.length).toBe(Math.min(performanceStats.week.totalOrders, 50));
  });

  it('puts an order in the timeline with its recorded times and total minutes', async () => {
    const kitchenUser = onlyRow(
      await server.db.select().from(users).where(eq(users.email, 'kitchen@farmplate.test')),
      'the kitchen demo user',
    );
    const ordered = new Date();
    const minutesLater = (minutes: number) => new Date(ordered.getTime() + minutes * 60_000);
    const order = onlyRow(
      await server.db
        .insert(orders)
        .values({
          orderNumber: 'FP-TIMELINE',
          kitchenId: kitchenUser.id,
          customerName: 'Tess Timeline',
          status: 'completed',
          totalAmount: 20,
          createdAt: ordered,
          startedAt: minutesLater(4),
          readyAt: minutesLater(16),
          completedAt: minutesLater(31),
        })
        .returning(),
      'the inserted order',
    );
    await server.db
      .insert(orderItems)
      .values({ orderId: order.id, name: 'Jollof Rice with Grilled Chicken', quantity: 2, price: 10 });
    const { orderTimeline } = (
      await server.request({ method: 'GET', url: '/api/kitchen-order-status-history', token: kitchen })
    ).json();
    expect(orderTimeline.find((entry: { id: number }) => entry.id === order.id)).toEqual({
      id: order.id,
      order_number: 'FP-TIMELINE',
      status: 'completed',
      customer: 'Tess Timeline',
      items: ['2x Jollof Rice with Grilled Chicken'],
      orderTime: ordered.toISOString(),
      startTime: minutesLater(4).toISOString(),
      readyTime: minutesLater(16).toISOString(),
      completedTime: minutesLater(31).toISOString(),
      totalTime: 31,
    });
  });

  it('derives the figures from preparation times', () => {
    const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 12, minute));
    const order = (status: string, started: number | null, ready: number | null) =>
      ({
        status,
        createdAt: at(0),
        startedAt: started === null ? null : at(started),
        readyAt: ready === null ? null : at(ready),
      }) as OrderRow;
    expect(
      performanceOf([
        order('completed', 2, 12),
        order('ready', 5, 35),
        order('new', null, null),
        order('completed', 1, 21),
      ]),
    ).toEqual({
      totalOrders: 4,
      averagePrepTime: 20,
      onTimeDelivery: 66.7,
      completionRate: 50,
    });
    expect(performanceOf([])).toEqual({ totalOrders: 0, averagePrepTime: 0, onTimeDelivery: 0, completionRate: 0 });
  });
});

describe('admin orders', () => {
  it('pages every order with the admin fields', async () => {
    const response = await server.request({ method: 'GET', url: '/api/admin-orders?page=2&per_page=10', token: admin });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      current_page: 2,
      per_page: 10,
      from: 11,
      to: 20,
      last_page: Math.ceil(body.total / 10),
    });
    expect(body.total).toBeGreaterThanOrEqual(31); // the seeded orders
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      order_id: body.data[0].id,
      order_number: expect.stringMatching(/^FP-\d+$/),
      customer: { name: expect.any(String), email: expect.any(String) },
      kitchen: expect.any(String),
      status: expect.any(String),
      paymentStatus: expect.any(String),
      orderDate: expect.any(String),
      deliveryDate: expect.any(String),
      deliveryPartner: body.data[0].deliveryPartner,
      items: expect.arrayContaining([
        { name: expect.any(String), quantity: expect.any(Number), price: expect.any(Number) },
      ]),
      total: expect.any(Number),
      currency: 'USD',
    });
  });

  it('filters by status and searches the customer', async () => {
    const cancelled = (
      await server.request({ method: 'GET', url: '/api/admin-orders?status=cancelled', token: admin })
    ).json();
    expect(cancelled.total).toBe(3);
    expect(cancelled.data.every((order: { paymentStatus: string }) => order.paymentStatus === 'refunded')).toBe(true);
    const aisha = (
      await server.request({ method: 'GET', url: '/api/admin-orders?search=aisha@', token: admin })
    ).json();
    expect(
      aisha.data.every((order: { customer: { email: string } }) => order.customer.email === 'aisha@example.test'),
    ).toBe(true);
  });

  it('cancels and refunds an open order once; a completed one gets 409', async () => {
    const open = (
      await server.request({ method: 'GET', url: '/api/admin-orders?status=preparing', token: admin })
    ).json().data[0];
    const cancel = () =>
      server.request({
        method: 'PUT',
        url: `/api/admin-orders/${open.order_id}`,
        token: admin,
        payload: { status: 'cancelled', paymentStatus: 'refunded' },
      });
    const statuses = (await Promise.all(Array.from({ length: 20 }, cancel))).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const after = (
      await server.request({ method: 'GET', url: `/api/admin-orders?search=${open.order_number}`, token: admin })
    ).json().data[0];
    expect(after).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });

    const completed = (
      await server.request({ method: 'GET', url: '/api/admin-orders?status=completed', token: admin })
    ).json().data[0];
    const refused = await server.request({
      method: 'PUT',
      url: `/api/admin-orders/${completed.id}`,
      token: admin,
      payload: { status: 'cancelled' },
    });
    expect(refused.statusCode).toBe(409);
    expect(
      (
        await server.request({
          method: 'PUT',
          url: '/api/admin-orders/99999',
          token: admin,
          payload: { status: 'cancelled' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('removes a cancelled order from the kitchen board', async () => {
    const ids = (await board(kitchen)).map((order: { id: number }) => order.id);
    const cancelled = (
      await server.request({ method: 'GET', url: '/api/admin-orders?status=cancelled&per_page=100', token: admin })
    ).json().data;
    expect(cancelled.some((order: { id: number }) => ids.includes(order.id))).toBe(false);
  });
});

describe('GET /kitchen-orders?completed_since', () => {
  const page = async (token: string, query: string) =>
    server.request({ method: 'GET', url: `/api/kitchen-orders${query}`, token });

  it("counts every order completed since the moment, over all pages: the farmer dashboard's month", async () => {
    const [kitchenUser] = await server.db.select().from(users).where(eq(users.email, 'kitchen@farmplate.test'));
    const mine = await server.db.select().from(orders).where(eq(orders.kitchenId, kitchenUser!.id));
    const monthStart = new Date(2031, 4, 1);
    // two completed this month, one the month before: a page of one order still counts both
    const stamps = [new Date(2031, 4, 3), new Date(2031, 4, 20), new Date(2031, 3, 30, 23)];
    for (const [index, completedAt] of stamps.entries())
      await server.db.update(orders).set({ status: 'completed', completedAt }).where(eq(orders.id, mine[index]!.id));
    const answer = await page(kitchen, `?status=completed&per_page=1&completed_since=${monthStart.toISOString()}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ total: 2, per_page: 1, last_page: 2 });
    expect(answer.json().orders).toHaveLength(1);
  });

  it.each(['yesterday', '2031-13-01T00:00:00Z', '2031-06-30T23:59:60Z', 'x'.repeat(41)])(
    'refuses %s as a moment with 422, never 500',
    async (value) => {
      const answer = await page(kitchen, `?completed_since=${encodeURIComponent(value)}`);
      expect(answer.statusCode).toBe(422);
    },
  );
});
