import { eq, sql } from 'drizzle-orm';
import {
  deliverySlots,
  KITCHEN_BOARD_PER_PAGE,
  type KitchenOrdersPage,
  type PublicMenuResponse,
} from '@farmplate/contracts';
import { hashSecret } from '../accounts/passwords';
import { boardChanges, deliveryProfiles, orders, settings, users } from '../db/schema';
import { boxBody, createBox, stock } from '../testing/box-fixtures';
import { insertOrder } from '../testing/order-fixtures';
import { onlyRow } from '../testing/rows';
import { statementsOf } from '../testing/statements';
import { startTestServer, type TestServer } from '../testing/test-server';
import { boardAnswer, KeptAnswers, keptBoardAnswers } from './board-answers';
import type { BoardOwner, BoardQuery } from './orders-repository';
import { periodStarts } from './performance';

/**
 * The kitchen and farmer boards answer from the page kept per board version: after every kind of
 * change a board shows, its answer is the one read fresh from the database, and shows the change;
 * while nothing changes, a request reads the version and nothing more.
 */

let server: TestServer;
let kitchen: string;
let farmer: string;
let kitchenId: number;
let farmerId: number;
const PASSWORD = 'courier-pass-1';

const idOf = async (email: string) =>
  onlyRow(await server.db.select({ id: users.id }).from(users).where(eq(users.email, email)), email).id;

beforeAll(async () => {
  server = await startTestServer();
  [kitchen, farmer] = await Promise.all([
    server.login('kitchen@farmplate.test'),
    server.login('farmer@farmplate.test'),
  ]);
  [kitchenId, farmerId] = await Promise.all([idOf('kitchen@farmplate.test'), idOf('farmer@farmplate.test')]);
  for (const key of ['checkout_orders_per_address_per_hour', 'checkout_orders_per_contact_per_hour'])
    await server.db.update(settings).set({ value: 10_000 }).where(eq(settings.key, key));
});
afterAll(() => server.close());

/** The board calls every screen makes: the first screen (current orders) and every order. */
const BOARDS = [
  { url: '/api/kitchen-orders?scope=current', scope: 'current' as const },
  { url: '/api/kitchen-orders', scope: undefined },
];
const queryOf = (scope: 'current' | undefined): BoardQuery => ({
  scope,
  status: null,
  search: undefined,
  completedSince: null,
  today: periodStarts(new Date()).today,
  page: 1,
  perPage: KITCHEN_BOARD_PER_PAGE,
});

/** Both board pages through HTTP, each checked against the page read fresh from the database. */
async function boards(token: string, owner: BoardOwner, app = server.app): Promise<KitchenOrdersPage[]> {
  const pages: KitchenOrdersPage[] = [];
  for (const { url, scope } of BOARDS) {
    const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const fresh = JSON.parse(JSON.stringify(await boardAnswer(server.db, owner, queryOf(scope))));
    expect(response.json()).toEqual(fresh);
    pages.push(response.json());
  }
  return pages;
}
const kitchenBoards = () => boards(kitchen, { id: kitchenId, role: 'kitchen' });
const farmerBoards = () => boards(farmer, { id: farmerId, role: 'farmer' });
const cardOf = (page: KitchenOrdersPage, id: number) => page.orders.find((order) => order.id === id);

/** A new order of the demo kitchen straight in the database. */
const kitchenOrder = (values: Partial<typeof orders.$inferInsert> = {}) => insertOrder(server.db, kitchenId, values);

let couriers = 0;
/** An active, online courier of Dallas, signed in. */
async function courier() {
  couriers += 1;
  const email = `board-courier${couriers}@delivery.test`;
  const user = onlyRow(
    await server.db
      .insert(users)
      .values({
        name: `Kofi${couriers} Rider`,
        email,
        passwordHash: await hashSecret(PASSWORD),
        role: 'delivery',
        phone: '+1 555 0100',
      })
      .returning({ id: users.id }),
    'the courier',
  );
  await server.db.insert(deliveryProfiles).values({
    userId: user.id,
    deliveryName: `Courier ${couriers}`,
    status: 'active',
    online: true,
    region: 'us',
    zones: ['Dallas'],
    vehicle: 'bicycle',
  });
  return { id: user.id, token: await server.login(email, PASSWORD) };
}
/** A ready delivery order of the demo kitchen, claimable by a courier of Dallas. */
const readyForCourier = () =>
  kitchenOrder({
    status: 'ready',
    readyAt: new Date(Date.now() - 5 * 60_000),
    fulfilment: 'delivery',
    deliveryStatus: 'unassigned',
    deliveryCode: '4821',
    pickupCode: '1357',
    deliveryZone: 'Plano',
    deliveryFee: 4,
  });
const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  server.request({ method, url, token, ...(payload && { payload }) });

describe('the board after each kind of change equals a fresh read and shows it', () => {
  it('checkout of a new order, then its cancellation by the customer', async () => {
    await kitchenBoards();
    const menu: PublicMenuResponse = (
      await server.request({ method: 'GET', url: '/api/public-menu?region=us' })
    ).json();
    const dish = onlyRow(
      menu.items.filter((item) => item.name === 'Jollof Rice & Grilled Chicken'),
      'the dish',
    );
    const placed = await server.request({
      method: 'POST',
      url: '/api/orders',
      payload: {
        region: 'us',
        items: [{ menu_item_id: dish.id, quantity: 2 }],
        customer_name: 'Tola Board',
        customer_email: 'tola@example.test',
        customer_phone: '+1 (214) 555-0199',
        delivery_address: '12 Elm St, Dallas, TX',
        delivery_time: deliverySlots(new Date(), 'America/New_York')[0]!.toISOString(),
        payment_method: 'cod',
      },
    });
    expect(placed.statusCode).toBe(201);
    const order = placed.json().data as { order_number: string; tracking_token: string };
    const [current, all] = await kitchenBoards();
    expect(current!.orders.map((card) => card.order_number)).toContain(order.order_number);
    expect(all!.orders[0]!.order_number).toBe(order.order_number);

    const cancelled = await server.request({ method: 'POST', url: `/api/orders/track/${order.tracking_token}/cancel` });
    expect(cancelled.statusCode).toBe(200);
    const [afterCancel] = await kitchenBoards();
    expect(afterCancel!.orders.map((card) => card.order_number)).not.toContain(order.order_number);
    expect(afterCancel!.counts.new).toBe(current!.counts.new - 1);
  });

  it('each status move on the board', async () => {
    const order = await kitchenOrder();
    let [current] = await kitchenBoards();
    expect(cardOf(current!, order.id)?.status).toBe('new');
    for (const status of ['preparing', 'ready', 'completed'] as const) {
      const moved = await call(kitchen, 'PUT', `/api/kitchen-orders/${order.id}`, { status });
      expect(moved.statusCode).toBe(200);
      [current] = await kitchenBoards();
      expect(cardOf(current!, order.id)?.status).toBe(status);
    }
    expect(current!.counts.completed).toBeGreaterThanOrEqual(1);
  });

  it('a courier claiming and picking up, renaming themself and changing vehicle', async () => {
    const rider = await courier();
    const order = await readyForCourier();
    let [current] = await kitchenBoards();
    expect(cardOf(current!, order.id)?.courier).toBeNull();

    expect((await call(rider.token, 'POST', `/api/courier/deliveries/${order.id}/claim`)).statusCode).toBe(200);
    [current] = await kitchenBoards();
    expect(cardOf(current!, order.id)).toMatchObject({
      delivery_status: 'assigned',
      courier: { first_name: `Kofi${couriers}`, vehicle: 'bicycle' },
    });

    const pickup = await call(rider.token, 'POST', `/api/courier/deliveries/${order.id}/pickup`, {
      pickup_code: '1357',
    });
    expect(pickup.statusCode).toBe(200);
    [current] = await kitchenBoards();
    expect(cardOf(current!, order.id)?.delivery_status).toBe('picked_up');

    await server.db.update(users).set({ name: 'Kwame Rider' }).where(eq(users.id, rider.id));
    [current] = await kitchenBoards();
    expect(cardOf(current!, order.id)?.courier?.first_name).toBe('Kwame');

    expect((await call(rider.token, 'PUT', '/api/courier/me', { vehicle: 'on_foot' })).statusCode).toBe(200);
    [current] = await kitchenBoards();
    expect(cardOf(current!, order.id)?.courier?.vehicle).toBe('on_foot');
  });

  it('a box order on the farm board', async () => {
    const item = await stock(server.db, 'farmer@farmplate.test', 'Board Kale', 100);
    const box = await createBox(server, farmer, boxBody([{ inventory_item_id: item, quantity: 1 }]));
    const order = await kitchenOrder({ kitchenId: null, farmerId, status: 'new' });
    let [current] = await farmerBoards();
    expect(cardOf(current!, order.id)?.box_order).toBe(false);
    await server.db.execute(
      sql`insert into box_purchases (order_id, box_id, delivery_date) values (${order.id}, ${box.id}, current_date)`,
    );
    [current] = await farmerBoards();
    expect(cardOf(current!, order.id)?.box_order).toBe(true);
  });

  it("a raw SQL UPDATE and DELETE of an order, and of an order's line", async () => {
    const order = await kitchenOrder();
    await server.db.execute(
      sql`insert into order_items (order_id, name, quantity, price) values (${order.id}, 'Egusi Soup', 1, 12)`,
    );
    let [current] = await kitchenBoards();
    expect(cardOf(current!, order.id)?.items.map((line) => line.menu_item?.item_name)).toEqual(['Egusi Soup']);

    await server.db.execute(sql`update order_items set name = 'Okra Soup' where order_id = ${order.id}`);
    [current] = await kitchenBoards();
    expect(cardOf(current!, order.id)?.items.map((line) => line.menu_item?.item_name)).toEqual(['Okra Soup']);

    await server.db.execute(sql`update orders set customer_name = 'Renamed By Hand' where id = ${order.id}`);
    [current] = await kitchenBoards();
    expect(cardOf(current!, order.id)?.user.name).toBe('Renamed By Hand');

    await server.db.execute(sql`delete from orders where id = ${order.id}`);
    [current] = await kitchenBoards();
    expect(cardOf(current!, order.id)).toBeUndefined();
  });
});

describe('a TRUNCATE (pnpm seed --reset)', () => {
  it("changes every board: the board equals a fresh read without the orders' lines", async () => {
    const order = await kitchenOrder();
    await server.db.execute(
      sql`insert into order_items (order_id, name, quantity, price) values (${order.id}, 'Moi Moi', 1, 6)`,
    );
    let [current] = await kitchenBoards();
    expect(cardOf(current!, order.id)?.items).toHaveLength(1);
    await server.db.execute(sql`truncate table order_items`);
    [current] = await kitchenBoards();
    expect(cardOf(current!, order.id)?.items).toEqual([]);
  });
});

describe('the rows of changes folded', () => {
  it('keep the version: a board read after its rows piled up and were folded is kept, and a change after it is seen', async () => {
    const order = await kitchenOrder();
    // one row of changes per statement: enough to make the next reader fold them
    for (let index = 0; index < 40; index += 1)
      await server.db.execute(sql`update orders set customer_name = ${`Renamed ${index}`} where id = ${order.id}`);
    const rowsOf = async () => {
      const [row] = await server.db
        .select({ rows: sql<number>`count(*)::int` })
        .from(boardChanges)
        .where(eq(boardChanges.addresseeId, kitchenId));
      return row!.rows;
    };
    expect(await rowsOf()).toBeGreaterThan(32);
    let [current] = await kitchenBoards();
    expect(cardOf(current!, order.id)?.user.name).toBe('Renamed 39');
    expect(await rowsOf()).toBe(1);
    // folded, the sum is the same: the page kept before the fold is still the answer
    const again = await statementsOf(server.db, () =>
      server.app.inject({ method: 'GET', url: BOARDS[0]!.url, headers: { authorization: `Bearer ${kitchen}` } }),
    );
    expect(again.sent).toHaveLength(1);
    expect(again.sent[0]).toMatch(/board_changes/);

    await server.db.execute(sql`update orders set customer_name = 'After The Fold' where id = ${order.id}`);
    [current] = await kitchenBoards();
    expect(cardOf(current!, order.id)?.user.name).toBe('After The Fold');
  });
});

describe('while nothing changes', () => {
  const get = (url: string) => async () => {
    const response = await call(kitchen, 'GET', url);
    expect(response.statusCode).toBe(200);
  };

  it('a second identical request reads the version only; another page or query reads the page', async () => {
    await get('/api/kitchen-orders?scope=current&per_page=5')();
    const again = await statementsOf(server.db, get('/api/kitchen-orders?scope=current&per_page=5'));
    expect(again.sent).toHaveLength(1);
    expect(again.sent[0]).toMatch(/board_changes/);
    for (const other of [
      '/api/kitchen-orders?scope=current&per_page=5&page=2',
      '/api/kitchen-orders?scope=current&per_page=5&status=new',
      '/api/kitchen-orders?scope=current&per_page=5&search=bola',
    ]) {
      const { sent } = await statementsOf(server.db, get(other));
      expect(sent.length).toBeGreaterThanOrEqual(2);
      expect(sent.some((text) => /from "orders"/.test(text))).toBe(true);
    }
  });

  it('after a change, screens refetching at once share one read of the page', async () => {
    const url = '/api/kitchen-orders?scope=current&per_page=7';
    await get(url)();
    await kitchenOrder();
    const { sent } = await statementsOf(server.db, () => Promise.all(Array.from({ length: 5 }, () => get(url)())));
    expect(sent.filter((text) => /board_changes/.test(text))).toHaveLength(5);
    expect(sent.filter((text) => /from "orders"/.test(text))).toHaveLength(1);
  });

  it('another day (today) is another answer', async () => {
    const kept = keptBoardAnswers();
    const owner: BoardOwner = { id: kitchenId, role: 'kitchen' };
    const serialized: string[] = [];
    const serialize = (page: KitchenOrdersPage) => {
      serialized.push(JSON.stringify(page));
      return serialized.at(-1)!;
    };
    const today = queryOf('current');
    await kept.answer(server.db, owner, today, serialize);
    await kept.answer(server.db, owner, today, serialize);
    expect(serialized).toHaveLength(1);
    const tomorrow = { ...today, today: new Date(today.today.getTime() + 86_400_000) };
    await kept.answer(server.db, owner, tomorrow, serialize);
    expect(serialized).toHaveLength(2);
  });

  it('a change through one app instance is seen at once through another on the same database', async () => {
    const other = await server.anotherApp(() => undefined);
    await boards(kitchen, { id: kitchenId, role: 'kitchen' }, other);
    const order = await kitchenOrder();
    expect((await call(kitchen, 'PUT', `/api/kitchen-orders/${order.id}`, { status: 'preparing' })).statusCode).toBe(
      200,
    );
    const [current] = await boards(kitchen, { id: kitchenId, role: 'kitchen' }, other);
    expect(cardOf(current!, order.id)?.status).toBe('preparing');
  });
});

describe('KeptAnswers', () => {
  it('stays within its bytes and entries, dropping the least recently used', () => {
    const kept = new KeptAnswers({ entries: 3, bytes: 100 });
    kept.set('a', 'x'.repeat(30));
    kept.set('b', 'y'.repeat(30));
    kept.set('c', 'z'.repeat(30));
    expect(kept.bytes).toBe(93); // keys and answers, in UTF-8
    kept.get('a');
    kept.set('d', 'é'.repeat(10)); // 21 bytes: over 100, b (the least recently used) goes
    expect(kept.get('b')).toBeUndefined();
    expect(kept.bytes).toBe(83);
    kept.set('big', 'w'.repeat(200)); // larger than the bound: not kept, nothing dropped
    expect(kept.get('big')).toBeUndefined();
    expect(kept.bytes).toBe(83);
    kept.set('e', '1'); // a fourth entry: c goes
    expect(kept.size).toBe(3);
    expect(kept.get('c')).toBeUndefined();
    expect([kept.get('a'), kept.get('d'), kept.get('e')]).toEqual(['x'.repeat(30), 'é'.repeat(10), '1']);
    kept.set('a', 'short'); // replaced: its old bytes are given back
    expect(kept.bytes).toBe(21 + 2 + 6);
  });
});
