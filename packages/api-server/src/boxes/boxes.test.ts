import type { InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../testing/test-server';
import { addDays, cutoffAt } from './cycles';
import { rowsOf } from './sql-rows';
import { boxBody, createBox as createBoxOf, moreCustomers, stock, subscriptionBody } from '../testing/box-fixtures';

/** Farm boxes: the farmer's boxes, the shop by ZIP, waitlists, subscriptions and their places. */

let server: TestServer;
let farmer: string;
let otherFarmer: string;
let customer: string;
let admin: string;
let farmerId: number;

beforeAll(async () => {
  server = await startTestServer();
  [farmer, otherFarmer, customer, admin] = await Promise.all([
    server.login('farmer@farmplate.test'),
    server.login('farmer2@farmplate.test'),
    server.login('customer@farmplate.test'),
    server.login('admin@farmplate.test'),
  ]);
  [{ id: farmerId }] = (await rowsOf<{ id: number }>(
    server.db,
    sql`select id from users where email = 'farmer@farmplate.test'`,
  )) as [{ id: number }];
});
afterAll(async () => server?.close());

const createBox = (token: string, body: object) => createBoxOf(server, token, body);

describe('boxes of the farmer', () => {
  test('a farmer defines a box from their own inventory; its places follow stock and weekly limit', async () => {
    const tomatoes = await stock(server.db, 'farmer@farmplate.test', 'Box tomatoes', 40);
    const kale = await stock(server.db, 'farmer@farmplate.test', 'Box kale', 9);
    const box = await createBox(
      farmer,
      boxBody([
        { inventory_item_id: tomatoes, quantity: 2 },
        { inventory_item_id: kale, quantity: 1 },
      ]),
    );
    expect(box.contents).toEqual([
      { inventory_item_id: kale, produce_name: 'Box kale', unit: 'kg', quantity: 1 },
      { inventory_item_id: tomatoes, produce_name: 'Box tomatoes', unit: 'kg', quantity: 2 },
    ]);
    // 40 / 2 = 20 boxes of tomatoes, 9 of kale: 9 places under the weekly limit of 50
    expect(box.places_left).toBe(9);
    const listed = await server.request({ method: 'GET', url: '/api/farmer/boxes', token: farmer });
    expect(listed.json().data.map((row: { id: number }) => row.id)).toContain(box.id);
    const changed = await server.request({
      method: 'PUT',
      url: `/api/farmer/boxes/${box.id}`,
      token: farmer,
      payload: { weekly_limit: 5, price: 32.5 },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ weekly_limit: 5, price: 32.5, places_left: 5 });
  });

  test("another farmer's inventory cannot go into a box, and another farmer's box is not found", async () => {
    const theirs = await stock(server.db, 'farmer2@farmplate.test', 'Their beans', 10);
    const refused = await server.request({
      method: 'POST',
      url: '/api/farmer/boxes',
      token: farmer,
      payload: boxBody([{ inventory_item_id: theirs, quantity: 1 }]),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.contents).toEqual(['Contents must come from your own inventory']);
    const mine = await createBox(
      farmer,
      boxBody([{ inventory_item_id: await stock(server.db, 'farmer@farmplate.test', 'Okra', 5), quantity: 1 }]),
    );
    for (const [method, url] of [
      ['GET', `/api/farmer/boxes/${mine.id}`],
      ['PUT', `/api/farmer/boxes/${mine.id}`],
      ['DELETE', `/api/farmer/boxes/${mine.id}`],
    ] as const) {
      const response = await server.request({
        method,
        url,
        token: otherFarmer,
        payload: method === 'PUT' ? { price: 1 } : undefined,
      });
      expect(response.statusCode).toBe(404);
    }
    expect((await server.request({ method: 'GET', url: '/api/farmer/boxes', token: customer })).statusCode).toBe(403);
  });

  test('bad boxes are refused with their field: dates, empty contents, the same item twice', async () => {
    const item = await stock(server.db, 'farmer@farmplate.test', 'Yams', 5);
    const cases: [Record<string, unknown>, string][] = [
      [boxBody([]), 'contents'],
      [boxBody([{ inventory_item_id: item, quantity: 1 }], { offered_from: '2026-02-30' }), 'offered_from'],
      [boxBody([{ inventory_item_id: item, quantity: 1 }], { offered_until: '2025-01-01' }), 'offered_until'],
      [
        boxBody([
          { inventory_item_id: item, quantity: 1 },
          { inventory_item_id: item, quantity: 2 },
        ]),
        'contents',
      ],
      [boxBody([{ inventory_item_id: item, quantity: 1 }], { kind: 'crate' }), 'kind'],
    ];
    for (const [payload, field] of cases) {
      const response = await server.request({ method: 'POST', url: '/api/farmer/boxes', token: farmer, payload });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toContain(field);
    }
  });
});

describe('the shop by ZIP and the waitlists', () => {
  test('a Dallas ZIP sees the boxes on offer; Houston is not served yet and offers its waitlist', async () => {
    const dallas = await server.request({ method: 'GET', url: '/api/boxes?region=us&zip=75201' });
    expect(dallas.json()).toMatchObject({ served: true, city: 'dallas', waitlist: false });
    expect(dallas.json().data.length).toBeGreaterThan(0);
    const houston = await server.request({ method: 'GET', url: '/api/boxes?region=us&zip=77002' });
    expect(houston.json()).toMatchObject({
      served: false,
      city: 'houston',
      city_name: 'Houston',
      waitlist: true,
      data: [],
    });
    expect(houston.json().message).toMatch(/don't deliver to Houston yet/);
    const elsewhere = await server.request({ method: 'GET', url: '/api/boxes?region=us&zip=10001' });
    expect(elsewhere.json()).toMatchObject({ served: false, city: null, waitlist: false });
    expect((await server.request({ method: 'GET', url: '/api/boxes?zip=7520' })).statusCode).toBe(422);
    expect((await server.request({ method: 'GET', url: '/api/boxes?region=ng' })).statusCode).toBe(422);
  });

  test('joining a waitlist: once per city and email, not for a served ZIP, mailed once when the city opens', async () => {
    const join = (email: string, zip: string) =>
      server.request({ method: 'POST', url: '/api/box-waitlist', payload: { email, zip } });
    expect((await join('ada@example.com', '78701')).statusCode).toBe(201);
    expect((await join('ADA@example.com', '78702')).statusCode).toBe(201);
    expect((await join('ben@example.com', '78745')).statusCode).toBe(201);
    const served = await join('ada@example.com', '75201');
    expect(served.statusCode).toBe(422);
    expect(served.json().errors.zip).toEqual(['We already deliver to this ZIP code: subscribe to a box instead']);
    const [{ count }] = (await rowsOf<{ count: number }>(
      server.db,
      sql`select count(*)::int as count from box_waitlist where city = 'austin'`,
    )) as [{ count: number }];
    expect(count).toBe(2);

    const opened = await server.request({ method: 'POST', url: '/api/admin/box-cities/austin/open', token: admin });
    expect(opened.statusCode).toBe(200);
    expect(
      (await server.request({ method: 'POST', url: '/api/admin/box-cities/austin/open', token: admin })).statusCode,
    ).toBe(409);
    await server.app.jobs.runDue();
    await server.app.jobs.runDue();
    const mails = server.mail.filter((mail) => mail.subject.includes('Austin'));
    expect(mails.map((mail) => mail.to).sort()).toEqual(['ada@example.com', 'ben@example.com']);
    expect((await server.request({ method: 'GET', url: '/api/boxes?zip=78701' })).json().served).toBe(true);
  });

  test('a flood of waitlist sign-ups is stopped by the rate limit', async () => {
    const limited = await server.anotherApp((config) => {
      config.auth.rateLimitPerMinute = 3;
    });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await limited.inject({
        method: 'POST',
        url: '/api/box-waitlist',
        payload: { email: `flood${i}@example.com`, zip: '77002' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 3)).toEqual([201, 201, 201]);
    expect(statuses.slice(3)).toEqual([429, 429, 429]);
  });
});

test('floods of the shop, the skip link and subscribing are stopped by their rate limits', async () => {
  const limited = await server.anotherApp((config) => {
    config.auth.rateLimitPerMinute = 3;
  });
  const statusesOf = async (count: number, options: InjectOptions) => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i += 1) statuses.push((await limited.inject(options)).statusCode);
    return statuses;
  };
  // the shop allows 12 times the forms' limit per minute
  const shop = await statusesOf(40, { method: 'GET', url: '/api/boxes?zip=75201' });
  expect(shop.filter((status) => status === 200)).toHaveLength(36);
  expect(shop.slice(36)).toEqual([429, 429, 429, 429]);
  const skip = await statusesOf(5, { method: 'POST', url: '/api/subscriptions/skip/1.2030-01-01.' + 'x'.repeat(43) });
  expect(skip).toEqual([409, 409, 409, 429, 429]);
  const subscribe = await statusesOf(5, {
    method: 'POST',
    url: '/api/subscriptions',
    headers: { authorization: `Bearer ${customer}` },
    payload: subscriptionBody(999_999),
  });
  expect(subscribe).toEqual([422, 422, 422, 429, 429]);
});

describe('subscriptions', () => {
  let boxId: number;
  beforeAll(async () => {
    const item = await stock(server.db, 'farmer@farmplate.test', 'Sub carrots', 500);
    boxId = (
      await createBox(
        farmer,
        boxBody([{ inventory_item_id: item, quantity: 2 }], { name: 'Carrot Box', size: 'small' }),
      )
    ).id;
  });

  test('a customer subscribes, lists, changes, skips, pauses and cancels their own subscription', async () => {
    const created = await server.request({
      method: 'POST',
      url: '/api/subscriptions',
      token: customer,
      payload: subscriptionBody(boxId),
    });
    expect(created.statusCode).toBe(201);
    const subscription = created.json().data;
    // with the delivery fee each of its orders adds (the platform's, as the shop says)
    expect(subscription).toMatchObject({
      box_id: boxId,
      status: 'active',
      delivery_day: 'thursday',
      size: 'small',
      delivery_fee: 3.99,
    });
    const listedFee = await server.request({ method: 'GET', url: '/api/subscriptions', token: customer });
    expect(listedFee.json().data.find((row: { id: number }) => row.id === subscription.id)).toMatchObject({
      delivery_fee: 3.99,
    });
    expect(new Date(`${subscription.next_delivery_date}T00:00:00Z`).getUTCDay()).toBe(4);
    // the first delivery's cut-off (48 h before) is still ahead
    expect(new Date(subscription.next_cutoff_at).getTime()).toBeGreaterThan(Date.now());
    const first = subscription.next_delivery_date as string;
    // 48 hours before 00:00 of the delivery day in the platform's time zone (Eastern Time)…
    expect(subscription.next_cutoff_at).toBe(
      cutoffAt(first, { cutoffHours: 48, timeZone: 'America/New_York' }).toISOString(),
    );
    // …and Lagos's once the admin sets it (one hour ahead of UTC, six of New York)
    const zoned = async (timeZone: string) => {
      expect(
        (await server.request({ method: 'PUT', url: '/api/settings', token: admin, payload: { time_zone: timeZone } }))
          .statusCode,
      ).toBe(200);
      const listed = await server.request({ method: 'GET', url: '/api/subscriptions', token: customer });
      return listed.json().data.find((row: { id: number }) => row.id === subscription.id).next_cutoff_at;
    };
    try {
      expect(await zoned('Lagos (WAT)')).toBe(
        cutoffAt(first, { cutoffHours: 48, timeZone: 'Africa/Lagos' }).toISOString(),
      );
      // Lagos is UTC+1 all year: 23:00 UTC the day before midnight there
      expect(await zoned('Lagos (WAT)')).toBe(
        new Date(Date.parse(`${addDays(first, -2)}T00:00:00Z`) - 3_600_000).toISOString(),
      );
    } finally {
      await zoned('Eastern Time (US)');
    }

    const mine = await server.request({ method: 'GET', url: '/api/subscriptions', token: customer });
    expect(mine.json().data.map((row: { id: number }) => row.id)).toContain(subscription.id);

    const url = `/api/subscriptions/${subscription.id}`;
    const changed = await server.request({
      method: 'PUT',
      url,
      token: customer,
      payload: { frequency: 'biweekly', delivery_address: '10 Elm St, Dallas, TX', delivery_day: 'friday' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ frequency: 'biweekly', delivery_day: 'friday' });
    const friday = changed.json().data.next_delivery_date as string;
    expect(new Date(`${friday}T00:00:00Z`).getUTCDay()).toBe(5);

    const skipped = await server.request({ method: 'POST', url: `${url}/skip`, token: customer });
    expect(skipped.statusCode).toBe(200);
    const afterSkip = skipped.json().data.next_delivery_date as string;
    expect(Date.parse(afterSkip) - Date.parse(friday)).toBe(14 * 86_400_000);
    const [row] = await rowsOf<{ status: string }>(
      server.db,
      sql`select status from box_deliveries where subscription_id = ${subscription.id} and delivery_date = ${friday}::date`,
    );
    expect(row?.status).toBe('skipped');

    const until = new Date(Date.parse(afterSkip) + 20 * 86_400_000).toISOString().slice(0, 10);
    const paused = await server.request({ method: 'POST', url: `${url}/pause`, token: customer, payload: { until } });
    expect(paused.statusCode).toBe(200);
    expect(paused.json().data).toMatchObject({ status: 'paused', paused_until: until });
    expect(paused.json().data.next_delivery_date >= until).toBe(true);
    expect(
      (await server.request({ method: 'POST', url: `${url}/pause`, token: customer, payload: { until: '2020-01-01' } }))
        .statusCode,
    ).toBe(422);

    const cancelled = await server.request({ method: 'POST', url: `${url}/cancel`, token: customer });
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', next_delivery_date: null });
    expect((await server.request({ method: 'POST', url: `${url}/cancel`, token: customer })).statusCode).toBe(409);
    expect((await server.request({ method: 'POST', url: `${url}/skip`, token: customer })).statusCode).toBe(409);
    expect(first).toBeTruthy();
  });

  test("another customer's subscription is not found; farmers and anonymous callers cannot subscribe", async () => {
    const created = await server.request({
      method: 'POST',
      url: '/api/subscriptions',
      token: customer,
      payload: subscriptionBody(boxId),
    });
    const [other] = await moreCustomers(server, 'nosy', 1);
    for (const action of ['skip', 'cancel']) {
      const response = await server.request({
        method: 'POST',
        url: `/api/subscriptions/${created.json().data.id}/${action}`,
        token: other,
      });
      expect(response.statusCode).toBe(404);
    }
    expect((await server.request({ method: 'GET', url: '/api/subscriptions', token: other })).json().data).toEqual([]);
    expect(
      (
        await server.request({
          method: 'POST',
          url: '/api/subscriptions',
          token: farmer,
          payload: subscriptionBody(boxId),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await server.request({ method: 'POST', url: '/api/subscriptions', payload: subscriptionBody(boxId) }))
        .statusCode,
    ).toBe(401);
  });

  test('a ZIP outside the served cities, a box not on offer or a size it does not come in are refused', async () => {
    const houston = await server.request({
      method: 'POST',
      url: '/api/subscriptions',
      token: customer,
      payload: subscriptionBody(boxId, { zip: '77002' }),
    });
    expect(houston.statusCode).toBe(422);
    expect(houston.json().errors.zip).toEqual(['We do not deliver to this ZIP code yet']);
    await server.request({
      method: 'PUT',
      url: `/api/farmer/boxes/${boxId}`,
      token: farmer,
      payload: { status: 'inactive' },
    });
    const inactive = await server.request({
      method: 'POST',
      url: '/api/subscriptions',
      token: customer,
      payload: subscriptionBody(boxId),
    });
    expect(inactive.statusCode).toBe(422);
    await server.request({
      method: 'PUT',
      url: `/api/farmer/boxes/${boxId}`,
      token: farmer,
      payload: { status: 'active' },
    });
    const large = await server.request({
      method: 'POST',
      url: '/api/subscriptions',
      token: customer,
      payload: subscriptionBody(boxId, { size: 'large' }),
    });
    expect(large.statusCode).toBe(422);
    expect(large.json().errors.size).toEqual(['This box does not come in that size']);
  });

  test('changing size moves to the same box in that size', async () => {
    const item = await stock(server.db, 'farmer@farmplate.test', 'Size carrots', 500);
    const large = await createBox(
      farmer,
      boxBody([{ inventory_item_id: item, quantity: 4 }], { name: 'carrot box', size: 'large', price: 60 }),
    );
    const created = await server.request({
      method: 'POST',
      url: '/api/subscriptions',
      token: customer,
      payload: subscriptionBody(boxId),
    });
    const changed = await server.request({
      method: 'PUT',
      url: `/api/subscriptions/${created.json().data.id}`,
      token: customer,
      payload: { size: 'large' },
    });
    expect(changed.json().data).toMatchObject({ box_id: large.id, size: 'large', price: 60 });
  });

  test('a customer holds at most 10 active subscriptions (the cap of the self-service route)', async () => {
    const [capped] = await moreCustomers(server, 'capped', 1);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const response = await server.request({
        method: 'POST',
        url: '/api/subscriptions',
        token: capped,
        payload: subscriptionBody(boxId),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([409, 409]);
  });

  test('a box with stock left for 10 never sells more: 30 concurrent subscriptions, exactly 10 succeed', async () => {
    const item = await stock(server.db, 'farmer@farmplate.test', 'Last melons', 30);
    const last = await createBox(
      farmer,
      boxBody([{ inventory_item_id: item, quantity: 3 }], { name: 'Melon Box', weekly_limit: 100 }),
    );
    expect(last.places_left).toBe(10);
    const customers = await moreCustomers(server, 'racer', 3);
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        server.request({
          method: 'POST',
          url: '/api/subscriptions',
          token: customers[i % 3],
          payload: subscriptionBody(last.id),
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(20);
    expect(responses.find((response) => response.statusCode === 409)!.json().message).toBe(
      'This box is sold out for now',
    );
    const [{ count }] = (await rowsOf<{ count: number }>(
      server.db,
      sql`select count(*)::int as count from box_subscriptions where box_id = ${last.id} and status = 'active'`,
    )) as [{ count: number }];
    expect(count).toBe(10);
  });

  test('the weekly limit binds the same way', async () => {
    const item = await stock(server.db, 'farmer@farmplate.test', 'Limited leeks', 1000);
    const limited = await createBox(
      farmer,
      boxBody([{ inventory_item_id: item, quantity: 1 }], { name: 'Leek Box', weekly_limit: 2 }),
    );
    const statuses = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push(
        (
          await server.request({
            method: 'POST',
            url: '/api/subscriptions',
            token: customer,
            payload: subscriptionBody(limited.id),
          })
        ).statusCode,
      );
    expect(statuses).toEqual([201, 201, 409]);
    // a box with subscriptions is not deleted (they would lose their box)
    expect(
      (await server.request({ method: 'DELETE', url: `/api/farmer/boxes/${limited.id}`, token: farmer })).statusCode,
    ).toBe(409);
    expect(farmerId).toBeGreaterThan(0);
  });
});
