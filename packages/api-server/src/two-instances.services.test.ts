import { deliverySlots } from '@farmplate/contracts';
import { startTwoInstances, type TwoInstances } from './testing/two-instances';

/**
 * Two instances on loopback behind no balancer but the test itself, sharing one PostgreSQL and
 * one Redis: what one instance does, the other sees. A `.services.test.ts` file: only the
 * PostgreSQL project runs it (jest.postgres.config.cjs, when TEST_DATABASE_URL is set, as `.ci/run`
 * does); Redis is TEST_REDIS_URL or the local one.
 */
describe('two instances on one PostgreSQL and one Redis', () => {
  let instances: TwoInstances;
  beforeAll(async () => {
    instances = await startTwoInstances({ AUTH_RATE_LIMIT_PER_MINUTE: '6' });
  });
  afterAll(() => instances?.close());
  const call: TwoInstances['call'] = (...args) => instances.call(...args);

  it('accepts a token issued by one instance on the other, and a logout on one ends it on both', async () => {
    const { body } = await call(0, 'POST', '/api/login', {
      body: { email: 'kitchen@farmplate.test', password: 'kitchen123' },
    });
    expect((await call(1, 'GET', '/api/user-detail', { token: body.token })).body.user.email).toBe(
      'kitchen@farmplate.test',
    );
    expect((await call(1, 'GET', '/api/logout', { token: body.token })).status).toBe(200);
    expect((await call(0, 'GET', '/api/user-detail', { token: body.token })).status).toBe(401);
  });

  it('lets exactly one of 20 racing changes spread over both instances win', async () => {
    const { body } = await call(0, 'POST', '/api/login', {
      body: { email: 'kitchen2@farmplate.test', password: 'kitchen123' },
    });
    const [order] = (await call(1, 'GET', '/api/kitchen-orders?status=new', { token: body.token })).body.orders;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call(index % 2, 'PUT', `/api/kitchen-orders/${order.id}`, { token: body.token, body: { status: 'preparing' } }),
      ),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect(results.filter((result) => result.status === 409)).toHaveLength(19);
  });

  it("shows a board change made through one instance at once through the other's kept board", async () => {
    const { body } = await call(0, 'POST', '/api/login', {
      body: { email: 'kitchen@farmplate.test', password: 'kitchen123' },
    });
    const board = async (instance: number) =>
      (await call(instance, 'GET', '/api/kitchen-orders?scope=current', { token: body.token })).body as {
        orders: { id: number; status: string }[];
      };
    const order = (await board(1)).orders.find((card) => card.status === 'new')!;
    await board(0);
    await board(1); // kept by both now
    expect(
      (await call(0, 'PUT', `/api/kitchen-orders/${order.id}`, { token: body.token, body: { status: 'preparing' } }))
        .status,
    ).toBe(200);
    expect((await board(1)).orders.find((card) => card.id === order.id)?.status).toBe('preparing');
  });

  it('shares the rate-limit counters through Redis', async () => {
    const statuses: number[] = [];
    // 6 a minute per client and route, counted across both instances
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push(
        (await call(attempt % 2, 'POST', '/api/forgot-password', { body: { email: 'nobody@farmplate.test' } })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await call(0, 'POST', '/api/forgot-password', { body: { email: 'nobody@farmplate.test' } })).status).toBe(
      429,
    );
    expect((await call(1, 'POST', '/api/forgot-password', { body: { email: 'nobody@farmplate.test' } })).status).toBe(
      429,
    );
  });

  it('shares the checkout limit per client address through Redis, and stores nothing beyond it', async () => {
    const { body: login } = await call(0, 'POST', '/api/login', {
      body: { email: 'admin@farmplate.test', password: 'admin123' },
    });
    const limited = await call(1, 'PUT', '/api/settings', {
      token: login.token,
      body: { checkout_orders_per_address_per_hour: 4 },
    });
    expect(limited.status).toBe(200);
    const menu = (await call(0, 'GET', '/api/public-menu?region=us')).body;
    const jollof = menu.items.find((item: { name: string }) => item.name === 'Jollof Rice & Grilled Chicken').id;
    const order = (index: number) => ({
      region: 'us',
      items: [{ menu_item_id: jollof, quantity: 2 }],
      customer_name: 'Two Door Guest',
      customer_email: `two-door-${index}@example.test`,
      customer_phone: `+1 (469) 555-01${String(index).padStart(2, '0')}`,
      delivery_address: '7 Two Door Way, Dallas, TX',
      delivery_time: deliverySlots(new Date(), 'America/New_York')[0]!.toISOString(),
      payment_method: 'cod',
    });
    const results = [];
    for (let index = 0; index < 7; index += 1)
      results.push(await call(index % 2, 'POST', '/api/orders', { body: order(index) }));
    expect(results.map((result) => result.status)).toEqual([201, 201, 201, 201, 429, 429, 429]);
    expect(Number(results[6]!.headers.get('retry-after'))).toBeGreaterThan(0);
    const { body: orders } = await call(0, 'GET', '/api/admin-orders?search=Two%20Door%20Guest', {
      token: login.token,
    });
    expect(orders.data).toHaveLength(4);
  });
});
