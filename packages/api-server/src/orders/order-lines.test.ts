import { eq } from 'drizzle-orm';
import { ADMIN_ORDER_STATUSES, ORDER_STATUSES, type AdminOrder, type KitchenOrder } from '@farmplate/contracts';
import { orderItems, orders, users } from '../db/schema';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * Every order shows its own lines, whoever owns it, on every list that carries lines: the
 * kitchen and farmer boards and the status-history timeline must agree with the admin view.
 */
let server: TestServer;
let admin: string;
const KITCHENS = ['kitchen@farmplate.test', 'kitchen2@farmplate.test'] as const;

type Line = { name: string; quantity: number; price: number };
const sortLines = (lines: Line[]) => [...lines].sort((a, b) => a.name.localeCompare(b.name) || a.quantity - b.quantity);

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@farmplate.test');
  // A few more orders per kitchen, each with lines no other order has.
  for (const [index, email] of KITCHENS.entries()) {
    const [kitchen] = await server.db.select().from(users).where(eq(users.email, email));
    for (let n = 1; n <= 3; n += 1) {
      const [order] = await server.db
        .insert(orders)
        .values({
          orderNumber: `FP-LINES-${index}-${n}`,
          kitchenId: kitchen!.id,
          customerName: `Line Tester ${index}-${n}`,
          status: 'new',
          totalAmount: 10 * n,
        })
        .returning();
      await server.db.insert(orderItems).values(
        Array.from({ length: n }, (_, line) => ({
          orderId: order!.id,
          name: `Dish ${index}-${n}-${line}`,
          quantity: line + n,
          price: 5 + line,
        })),
      );
    }
  }
});
afterAll(() => server.close());

async function adminOrders(): Promise<Map<number, AdminOrder>> {
  const all = new Map<number, AdminOrder>();
  for (let page = 1; ; page += 1) {
    const body = (
      await server.request({ method: 'GET', url: `/api/admin-orders?per_page=100&page=${page}`, token: admin })
    ).json();
    for (const order of body.data as AdminOrder[]) all.set(order.id, order);
    if (page >= body.last_page) return all;
  }
}

const boardLines = (order: KitchenOrder): Line[] =>
  order.items.map((item) => ({
    name: item.menu_item?.item_name ?? item.inventory?.produce_name ?? '',
    quantity: item.quantity,
    price: item.price,
  }));

describe.each([...KITCHENS, 'farmer@farmplate.test', 'farmer2@farmplate.test'])('%s', (email) => {
  let token: string;
  let byId: Map<number, AdminOrder>;
  beforeAll(async () => {
    token = await server.login(email);
    byId = await adminOrders();
  });

  it('sees every order on GET /kitchen-orders with the lines the admin sees', async () => {
    const board: KitchenOrder[] = (await server.request({ method: 'GET', url: '/api/kitchen-orders', token })).json()
      .orders;
    expect(board.length).toBeGreaterThan(1);
    for (const order of board) {
      const expected = byId.get(order.id);
      expect({ order: order.order_number, lines: sortLines(boardLines(order)) }).toEqual({
        order: expected?.order_number,
        lines: sortLines(expected?.items ?? []),
      });
    }
  });

  if (email.startsWith('kitchen')) {
    it('sees every order of the month in the status history with its own lines', async () => {
      const { orderTimeline } = (
        await server.request({ method: 'GET', url: '/api/kitchen-order-status-history?period=month', token })
      ).json();
      expect(orderTimeline.length).toBeGreaterThan(1);
      for (const entry of orderTimeline as { id: number; order_number: string; items: string[] }[]) {
        const expected = byId.get(entry.id);
        expect({ order: entry.order_number, lines: [...entry.items].sort() }).toEqual({
          order: expected?.order_number,
          lines: (expected?.items ?? []).map((line) => `${line.quantity}x ${line.name}`).sort(),
        });
      }
    });
  }
});

it('gives different orders different lines (the seeded orders are not all 2x Jollof Rice)', async () => {
  const kitchen = await server.login('kitchen2@farmplate.test');
  const board: KitchenOrder[] = (
    await server.request({ method: 'GET', url: '/api/kitchen-orders', token: kitchen })
  ).json().orders;
  const distinct = new Set(board.map((order) => JSON.stringify(sortLines(boardLines(order)))));
  expect(distinct.size).toBeGreaterThan(1);
});

it('searches an order by the name of its own lines', async () => {
  const kitchen = await server.login('kitchen2@farmplate.test');
  const found: KitchenOrder[] = (
    await server.request({ method: 'GET', url: '/api/kitchen-orders?search=Dish 1-3-2', token: kitchen })
  ).json().orders;
  expect(found.map((order) => order.order_number)).toEqual(['FP-LINES-1-3']);
});

describe('GET /admin-orders status', () => {
  it('answers only the admin vocabulary of spec §4, whatever is stored', async () => {
    // one order in every stored status, "ready" and "in-progress" included
    const [kitchen] = await server.db.select().from(users).where(eq(users.email, 'kitchen@farmplate.test'));
    for (const status of ORDER_STATUSES)
      await server.db.insert(orders).values({
        orderNumber: `FP-STATUS-${status}`,
        kitchenId: kitchen!.id,
        customerName: 'S',
        status,
        totalAmount: 1,
      });
    const statuses = new Set([...(await adminOrders()).values()].map((order) => order.status));
    expect([...statuses].sort()).toEqual([...ADMIN_ORDER_STATUSES].sort());
    const ready = (
      await server.request({ method: 'GET', url: '/api/admin-orders?search=FP-STATUS-ready', token: admin })
    ).json().data;
    expect(ready.map((order: AdminOrder) => order.status)).toEqual(['in-progress']);
  });

  it('filters in-progress to the orders the kitchens have started or marked ready, and refuses "ready"', async () => {
    const inProgress = (
      await server.request({ method: 'GET', url: '/api/admin-orders?status=in-progress&per_page=100', token: admin })
    ).json();
    expect(inProgress.total).toBeGreaterThan(0);
    expect(new Set(inProgress.data.map((order: AdminOrder) => order.status))).toEqual(new Set(['in-progress']));
    const [stored] = await server.db.select().from(orders).where(eq(orders.orderNumber, 'FP-STATUS-ready'));
    expect(inProgress.data.map((order: AdminOrder) => order.id)).toContain(stored!.id);
    expect(
      (await server.request({ method: 'GET', url: '/api/admin-orders?status=ready', token: admin })).statusCode,
    ).toBe(422);
  });
});
