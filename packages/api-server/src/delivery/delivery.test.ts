import { and, eq, sql } from 'drizzle-orm';
import { CUSTOMER_ORDER_MESSAGES, DELIVERY_MESSAGES, type LiveEvent } from '@farmplate/contracts';
import { hashSecret } from '../accounts/passwords';
import { deliveryProfiles, kitchenProfiles, liveEvents, orders, orderStatusHistory, users } from '../db/schema';
import { openEventStream, type EventStreamReader } from '../testing/event-stream';
import { insertOrder } from '../testing/order-fixtures';
import { onlyRow } from '../testing/rows';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * Delivery partners through HTTP: the application, dispatch and each delivery step,
 * with the rules the server enforces (region, online, active, one claim wins, no delivery before
 * pickup, codes, expired documents) and earnings.
 */

let server: TestServer;
let admin: string;
let kitchen: string;
let kitchen2: string;
let customer: string;
let farmer: string;
let kitchenId: number;
let passwordHash: string;
const PASSWORD = 'courier-pass-1';

beforeAll(async () => {
  server = await startTestServer();
  [admin, kitchen, kitchen2, customer, farmer] = await Promise.all([
    server.login('admin@farmplate.test'),
    server.login('kitchen@farmplate.test'),
    server.login('kitchen2@farmplate.test'),
    server.login('customer@farmplate.test'),
    server.login('farmer@farmplate.test'),
  ]);
  kitchenId = onlyRow(
    await server.db.select({ id: users.id }).from(users).where(eq(users.email, 'kitchen@farmplate.test')),
    'the demo kitchen',
  ).id;
  passwordHash = await hashSecret(PASSWORD);
});
afterAll(() => server.close());

let couriers = 0;
interface TestCourier {
  id: number;
  token: string;
}
/** A courier straight in the database (active and online unless told), signed in through /login. */
async function makeCourier(
  values: Partial<typeof deliveryProfiles.$inferInsert> = {},
  signIn = true,
): Promise<TestCourier> {
  couriers += 1;
  const email = `courier${couriers}@delivery.test`;
  const user = onlyRow(
    await server.db
      .insert(users)
      .values({ name: `Courier${couriers} Test`, email, passwordHash, role: 'delivery', phone: '+1 555 0100' })
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
    ...values,
  });
  return { id: user.id, token: signIn ? await server.login(email, PASSWORD) : '' };
}

/** A ready delivery order of the demo kitchen (Dallas, us), as checkout and the board leave it. */
const readyOrder = (values: Partial<typeof orders.$inferInsert> = {}) =>
  insertOrder(server.db, kitchenId, {
    deliveryFee: 4,
    tip: 2,
    status: 'ready',
    readyAt: new Date(Date.now() - 5 * 60_000),
    fulfilment: 'delivery',
    deliveryStatus: 'unassigned',
    deliveryCode: '4821',
    pickupCode: '1357',
    deliveryZone: 'Plano',
    ...values,
  });

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  server.request({ method, url, token, ...(payload && { payload }) });
const orderRow = async (id: number) =>
  onlyRow(await server.db.select().from(orders).where(eq(orders.id, id)), `order ${id}`);

const validApplication = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ada Rider',
  email: `ada${Math.random().toString(36).slice(2)}@apply.test`,
  phone: '+234 803 555 0101',
  password: 'secret-123',
  password_confirmation: 'secret-123',
  region: 'ng',
  zones: ['Lekki', 'Ikoyi'],
  vehicle: 'motorbike',
  date_of_birth: '1995-04-02',
  has_smartphone: true,
  background_check_consent: true,
  licence_number: 'LAG-12345',
  licence_expiry: '2032-01-31',
  registration_number: 'LSR-778-AB',
  insurance_number: 'AXA-5521',
  insurance_expiry: '2031-06-30',
  ...overrides,
});

describe('POST /courier-applications', () => {
  it('creates a pending delivery partner whose application the admin reviews and approves', async () => {
    const body = validApplication();
    const response = await server.request({ method: 'POST', url: '/api/courier-applications', payload: body });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(DELIVERY_MESSAGES.applied);
    const id = response.json().id as number;
    const profile = onlyRow(
      await server.db.select().from(deliveryProfiles).where(eq(deliveryProfiles.userId, id)),
      'the profile',
    );
    expect(profile).toMatchObject({ status: 'pending', region: 'ng', zones: ['Lekki', 'Ikoyi'], vehicle: 'motorbike' });

    // a pending courier signs in, sees the wait, and claims nothing
    const token = await server.login(body.email, body.password);
    const waiting = await call(token, 'GET', '/api/courier/available-deliveries');
    expect(waiting.statusCode).toBe(403);
    expect(waiting.json().message).toBe(DELIVERY_MESSAGES.notActive);
    expect((await call(token, 'PUT', '/api/courier/availability', { online: true })).statusCode).toBe(403);

    // Partners › Delivery Partners shows the application; Approve activates
    const list = await call(admin, 'GET', '/api/delivery-partners?status=pending&per_page=100');
    const listed = list.json().data.find((partner: { id: number }) => partner.id === id);
    expect(listed.application).toMatchObject({
      region: 'ng',
      zones: ['Lekki', 'Ikoyi'],
      vehicle: 'motorbike',
      date_of_birth: '1995-04-02',
      has_smartphone: true,
      background_check_consent: true,
      licence_number: 'LAG-12345',
      licence_expiry: '2032-01-31',
      insurance_expiry: '2031-06-30',
    });
    const approve = await call(admin, 'PUT', `/api/delivery-partners/update-status/${id}`, { status: 'active' });
    expect(approve.statusCode).toBe(200);
    expect((await call(token, 'PUT', '/api/courier/availability', { online: true })).json()).toEqual({
      message: DELIVERY_MESSAGES.online,
      online: true,
    });
  });

  it.each([
    [
      'under 18',
      { date_of_birth: `${new Date().getFullYear() - 17}-01-01` },
      'date_of_birth',
      DELIVERY_MESSAGES.tooYoung,
    ],
    ['no smartphone', { has_smartphone: false }, 'has_smartphone', DELIVERY_MESSAGES.smartphoneRequired],
    ['no consent', { background_check_consent: false }, 'background_check_consent', DELIVERY_MESSAGES.consentRequired],
    ['a motorbike without licence', { licence_number: undefined }, 'licence_number', DELIVERY_MESSAGES.licenceRequired],
    ['an expired licence', { licence_expiry: '2020-01-01' }, 'licence_expiry', DELIVERY_MESSAGES.documentExpired],
    ['zones of another region', { zones: ['Dallas'] }, 'zones', DELIVERY_MESSAGES.zoneUnknown],
    ['an impossible birth date', { date_of_birth: '1990-02-30' }, 'date_of_birth', 'Please enter your date of birth'],
  ])('refuses %s with its message and creates nothing', async (_case, overrides, field, message) => {
    const body = validApplication(overrides);
    const response = await server.request({ method: 'POST', url: '/api/courier-applications', payload: body });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
    expect(await server.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
  });

  it('takes a bicycle courier without documents, and refuses an email already used', async () => {
    const body = validApplication({
      vehicle: 'bicycle',
      licence_number: undefined,
      licence_expiry: undefined,
      registration_number: undefined,
      insurance_number: undefined,
      insurance_expiry: undefined,
    });
    expect((await server.request({ method: 'POST', url: '/api/courier-applications', payload: body })).statusCode).toBe(
      201,
    );
    const again = await server.request({ method: 'POST', url: '/api/courier-applications', payload: body });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.email).toEqual(['The email has already been taken.']);
  });

  it('is rate-limited per client like /web-register: a flood gets 429 and creates nothing more', async () => {
    const limited = await server.anotherApp((config) => {
      config.auth.rateLimitPerMinute = 3;
    });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await limited.inject({
        method: 'POST',
        url: '/api/courier-applications',
        payload: validApplication({ email: `flood${attempt}@apply.test`, vehicle: 'on_foot' }),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 3)).toEqual([201, 201, 201]);
    expect(statuses.slice(3)).toEqual([429, 429, 429]);
    const created = await server.db
      .select({ email: users.email })
      .from(users)
      .where(sql`${users.email} like 'flood%@apply.test'`);
    expect(created).toHaveLength(3);
  });
});

/** The SQL statements the app sends while `work` runs (both drivers send each through `$client.query`). */
async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const client = (server.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = client.query;
  const seen: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const [first] = args;
    seen.push(typeof first === 'string' ? first : (first as { text: string }).text);
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    client.query = original;
  }
  return seen;
}

describe('the lookups of a courier request', () => {
  it("reads the courier's profile, account and the settings in one statement before its own query", async () => {
    const courier = await makeCourier();
    await readyOrder();
    const statements = await statementsDuring(async () => {
      const response = await call(courier.token, 'GET', '/api/courier/available-deliveries');
      expect(response.statusCode).toBe(200);
      expect(response.json().data.length).toBeGreaterThan(0);
    });
    // past the sign-in's session: one lookup (profile, account, settings), then the list itself
    const own = statements.filter((text) => !/"sessions"/.test(text));
    expect(own).toHaveLength(2);
    expect(own[0]).toMatch(/"delivery_profiles".*"settings"/s);
    expect(own[1]).toMatch(/from "orders"/);
  });

  it('a courier whose documents expired is taken offline by that one lookup and a second statement', async () => {
    const courier = await makeCourier({
      vehicle: 'car',
      licenceNumber: 'TX-9',
      licenceExpiry: '2020-01-01',
      registrationNumber: 'REG-9',
      insuranceNumber: 'INS-9',
      insuranceExpiry: '2035-01-01',
    });
    const statements = await statementsDuring(async () => {
      const response = await call(courier.token, 'GET', '/api/courier/available-deliveries');
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(DELIVERY_MESSAGES.offline);
    });
    expect(statements.filter((text) => /delivery_profiles/.test(text))).toHaveLength(2);
    expect(
      (await server.db.select().from(deliveryProfiles).where(eq(deliveryProfiles.userId, courier.id)))[0]!.online,
    ).toBe(false);
  });
});

describe('claiming', () => {
  it('20 couriers claiming one order at once: exactly one wins, the others get 409 "already taken"', async () => {
    const racers = await Promise.all(Array.from({ length: 20 }, () => makeCourier()));
    const order = await readyOrder();
    const responses = await Promise.all(
      racers.map((courier) => call(courier.token, 'POST', `/api/courier/deliveries/${order.id}/claim`)),
    );
    const won = responses.filter((response) => response.statusCode === 200);
    const lost = responses.filter((response) => response.statusCode === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const response of lost) expect(response.json().message).toBe(DELIVERY_MESSAGES.alreadyTaken);
    const winner = racers[responses.indexOf(won[0]!)]!;
    const stored = await orderRow(order.id);
    expect(stored).toMatchObject({ deliveryStatus: 'assigned', deliveryPartnerId: winner.id });
    // one history line for the claim, one delivery.taken event for the region's couriers
    const history = await server.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history.map((row) => row.toStatus)).toEqual(['delivery.assigned']);
    const taken = await server.db
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.subjectId, order.id), eq(liveEvents.type, 'delivery.taken')));
    expect(taken).toHaveLength(1);
    expect(taken[0]!.region).toBe('us');
  });

  it('one active delivery per courier unless the admin raises the setting', async () => {
    const courier = await makeCourier();
    const [first, second] = [await readyOrder(), await readyOrder()];
    expect((await call(courier.token, 'POST', `/api/courier/deliveries/${first.id}/claim`)).statusCode).toBe(200);
    const refused = await call(courier.token, 'POST', `/api/courier/deliveries/${second.id}/claim`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(DELIVERY_MESSAGES.tooManyActive(1));
    expect((await orderRow(second.id)).deliveryStatus).toBe('unassigned');
    expect((await call(admin, 'PUT', '/api/settings', { max_active_deliveries_per_courier: 2 })).statusCode).toBe(200);
    try {
      expect((await call(courier.token, 'POST', `/api/courier/deliveries/${second.id}/claim`)).statusCode).toBe(200);
    } finally {
      await call(admin, 'PUT', '/api/settings', { max_active_deliveries_per_courier: 1 });
    }
  });
  it('an order cancelled on the way no longer counts against its courier', async () => {
    const courier = await makeCourier();
    const [first, second] = [await readyOrder(), await readyOrder()];
    await call(courier.token, 'POST', `/api/courier/deliveries/${first.id}/claim`);
    await server.db.update(orders).set({ status: 'cancelled', cancelledAt: new Date() }).where(eq(orders.id, first.id));
    expect((await call(courier.token, 'GET', '/api/courier/deliveries/active')).json().data).toEqual([]);
    expect((await call(courier.token, 'POST', `/api/courier/deliveries/${second.id}/claim`)).statusCode).toBe(200);
  });
});

describe('who sees the customer', () => {
  const ADDRESS = '77 Secret Lane';
  const PHONE = '555 0199';
  const leaks = (text: string) => text.includes(ADDRESS) || text.includes(PHONE) || text.includes('Dana Doorstep');

  it('an online courier of the region sees areas only; other regions, offline and pending couriers see nothing', async () => {
    const order = await readyOrder();
    const local = await makeCourier();
    const list = await call(local.token, 'GET', '/api/courier/available-deliveries');
    expect(list.statusCode).toBe(200);
    const entry = list.json().data.find((each: { id: number }) => each.id === order.id);
    expect(entry).toMatchObject({
      kitchen_name: "Mama's Soul Kitchen",
      pickup_area: 'Dallas',
      dropoff_area: 'Plano',
      delivery_fee: 4,
      tip: 2,
      earning: 5.2,
      currency: 'USD',
    });
    expect(entry.age_minutes).toBeGreaterThanOrEqual(4);
    expect(leaks(list.body)).toBe(false);

    const nigerian = await makeCourier({ region: 'ng', zones: ['Lekki'] });
    const ngList = await call(nigerian.token, 'GET', '/api/courier/available-deliveries');
    expect(ngList.json().data.some((each: { id: number }) => each.id === order.id)).toBe(false);
    const ngClaim = await call(nigerian.token, 'POST', `/api/courier/deliveries/${order.id}/claim`);
    expect(ngClaim.statusCode).toBe(404);
    expect(leaks(ngClaim.body)).toBe(false);

    const otherZone = await makeCourier({ zones: ['Garland'] });
    const zoneList = await call(otherZone.token, 'GET', '/api/courier/available-deliveries');
    expect(zoneList.json().data.some((each: { id: number }) => each.id === order.id)).toBe(false);

    const offline = await makeCourier({ online: false });
    const offlineList = await call(offline.token, 'GET', '/api/courier/available-deliveries');
    expect(offlineList.statusCode).toBe(409);
    expect(offlineList.json().message).toBe(DELIVERY_MESSAGES.offline);
    expect((await call(offline.token, 'POST', `/api/courier/deliveries/${order.id}/claim`)).statusCode).toBe(409);

    const pending = await makeCourier({ status: 'pending' });
    expect((await call(pending.token, 'GET', '/api/courier/available-deliveries')).statusCode).toBe(403);
    expect((await call(pending.token, 'POST', `/api/courier/deliveries/${order.id}/claim`)).statusCode).toBe(403);

    // nobody has changed the order
    expect((await orderRow(order.id)).deliveryStatus).toBe('unassigned');
  });

  it('every other role is refused the courier routes', async () => {
    const order = await readyOrder();
    for (const token of [admin, kitchen, customer, farmer]) {
      for (const [method, url] of [
        ['GET', '/api/courier/available-deliveries'],
        ['GET', '/api/courier/deliveries/active'],
        ['POST', `/api/courier/deliveries/${order.id}/claim`],
      ] as const) {
        const response = await call(token, method, url);
        expect(response.statusCode).toBe(403);
        expect(leaks(response.body)).toBe(false);
      }
    }
    expect((await server.request({ method: 'GET', url: '/api/courier/available-deliveries' })).statusCode).toBe(401);
  });

  it('the courier sees phone and full address only while the delivery is theirs and open', async () => {
    const order = await readyOrder();
    const mine = await makeCourier();
    const other = await makeCourier();
    const claimed = await call(mine.token, 'POST', `/api/courier/deliveries/${order.id}/claim`);
    expect(claimed.json().data.customer).toMatchObject({
      name: 'Dana Doorstep',
      phone: '+1 214 555 0199',
      address: '77 Secret Lane, Dallas, TX',
    });
    const otherActive = await call(other.token, 'GET', '/api/courier/deliveries/active');
    expect(leaks(otherActive.body)).toBe(false);
    const otherHistory = await call(other.token, 'GET', '/api/courier/deliveries');
    expect(leaks(otherHistory.body)).toBe(false);
    expect(
      (await call(other.token, 'POST', `/api/courier/deliveries/${order.id}/pickup`, { pickup_code: '1357' }))
        .statusCode,
    ).toBe(404);

    await call(mine.token, 'POST', `/api/courier/deliveries/${order.id}/pickup`, { pickup_code: '1357' });
    await call(mine.token, 'POST', `/api/courier/deliveries/${order.id}/deliver`, { delivery_code: '4821' });
    const history = await call(mine.token, 'GET', '/api/courier/deliveries');
    const done = history.json().data.find((each: { id: number }) => each.id === order.id);
    expect(done.customer).toEqual({ name: 'Dana', phone: null, address: null, area: 'Plano' });
  });
});

describe('the steps of a delivery', () => {
  it('no delivery before pickup; a wrong pickup or delivery code is refused and changes nothing', async () => {
    const order = await readyOrder();
    const courier = await makeCourier();
    await call(courier.token, 'POST', `/api/courier/deliveries/${order.id}/claim`);
    const early = await call(courier.token, 'POST', `/api/courier/deliveries/${order.id}/deliver`, {
      delivery_code: '4821',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(DELIVERY_MESSAGES.notPickedUp);
    expect(await orderRow(order.id)).toMatchObject({ deliveryStatus: 'assigned', status: 'ready', deliveredAt: null });

    const wrongPickup = await call(courier.token, 'POST', `/api/courier/deliveries/${order.id}/pickup`, {
      pickup_code: '0000',
    });
    expect(wrongPickup.statusCode).toBe(422);
    expect(wrongPickup.json().errors.pickup_code).toEqual([DELIVERY_MESSAGES.pickupCodeWrong]);
    expect((await orderRow(order.id)).deliveryStatus).toBe('assigned');

    const pickedUp = await call(courier.token, 'POST', `/api/courier/deliveries/${order.id}/pickup`, {
      pickup_code: '1357',
    });
    expect(pickedUp.statusCode).toBe(200);
    expect(pickedUp.json().data.delivery_status).toBe('picked_up');

    const before = await orderRow(order.id);
    const wrong = await call(courier.token, 'POST', `/api/courier/deliveries/${order.id}/deliver`, {
      delivery_code: '1111',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.delivery_code).toEqual([DELIVERY_MESSAGES.deliveryCodeWrong]);
    expect(await orderRow(order.id)).toEqual(before);
    const noProof = await call(courier.token, 'POST', `/api/courier/deliveries/${order.id}/deliver`, {});
    expect(noProof.statusCode).toBe(422);

    const delivered = await call(courier.token, 'POST', `/api/courier/deliveries/${order.id}/deliver`, {
      delivery_code: '4821',
    });
    expect(delivered.statusCode).toBe(200);
    // delivered ⇒ the order is completed; every step has its history line
    const after = await orderRow(order.id);
    expect(after).toMatchObject({ deliveryStatus: 'delivered', status: 'completed', courierFeeShare: 80 });
    expect(after.completedAt).not.toBeNull();
    const history = await server.db
      .select({ from: orderStatusHistory.fromStatus, to: orderStatusHistory.toStatus })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(orderStatusHistory.id);
    expect(history).toEqual([
      { from: 'delivery.unassigned', to: 'delivery.assigned' },
      { from: 'delivery.assigned', to: 'delivery.picked_up' },
      { from: 'delivery.picked_up', to: 'delivery.delivered' },
      { from: 'ready', to: 'completed' },
    ]);
    // and its live events: each reaches the courier (courier_id) and the order's audience
    const events = await server.db
      .select({ type: liveEvents.type, courierId: liveEvents.courierId, data: liveEvents.data })
      .from(liveEvents)
      .where(and(eq(liveEvents.subjectId, order.id), eq(liveEvents.type, 'order.updated')));
    expect(events.map((event) => event.data.delivery_status)).toEqual(['assigned', 'picked_up', 'delivered']);
    expect(events.every((event) => event.courierId === courier.id)).toBe(true);
    // a second delivery of the same order is refused
    expect(
      (await call(courier.token, 'POST', `/api/courier/deliveries/${order.id}/deliver`, { delivery_code: '4821' }))
        .statusCode,
    ).toBe(409);
  });

  it("the kitchen's handover picks up; the kitchen cannot Complete a dispatched order; another kitchen gets 404", async () => {
    const order = await readyOrder();
    const noCourier = await call(kitchen, 'POST', `/api/kitchen-orders/${order.id}/handover`);
    expect(noCourier.statusCode).toBe(409);
    expect(noCourier.json().message).toBe(DELIVERY_MESSAGES.handoverNoCourier);
    const complete = await call(kitchen, 'PUT', `/api/kitchen-orders/${order.id}`, { status: 'completed' });
    expect(complete.statusCode).toBe(409);
    expect(complete.json().message).toBe(DELIVERY_MESSAGES.handoverPickupComplete);

    const courier = await makeCourier();
    await call(courier.token, 'POST', `/api/courier/deliveries/${order.id}/claim`);
    const board = await call(kitchen, 'GET', '/api/kitchen-orders?status=ready&per_page=100');
    const onBoard = board.json().orders.find((each: { id: number }) => each.id === order.id);
    expect(onBoard).toMatchObject({
      fulfilment: 'delivery',
      delivery_status: 'assigned',
      pickup_code: '1357',
      courier: { first_name: expect.stringMatching(/^Courier\d+$/), vehicle: 'bicycle' },
    });
    expect((await call(kitchen2, 'POST', `/api/kitchen-orders/${order.id}/handover`)).statusCode).toBe(404);
    const handed = await call(kitchen, 'POST', `/api/kitchen-orders/${order.id}/handover`);
    expect(handed.statusCode).toBe(200);
    expect(handed.json().order.delivery_status).toBe('picked_up');
    expect((await call(kitchen, 'POST', `/api/kitchen-orders/${order.id}/handover`)).statusCode).toBe(409);
  });

  it('an expired licence takes a motorbike courier offline and keeps it from claiming', async () => {
    const courier = await makeCourier({
      vehicle: 'motorbike',
      licenceNumber: 'TX-1',
      licenceExpiry: '2035-01-01',
      registrationNumber: 'REG-1',
      insuranceNumber: 'INS-1',
      insuranceExpiry: '2035-01-01',
    });
    const order = await readyOrder();
    expect((await call(courier.token, 'GET', '/api/courier/me')).json().data.online).toBe(true);
    await server.db
      .update(deliveryProfiles)
      .set({ licenceExpiry: '2020-01-01' })
      .where(eq(deliveryProfiles.userId, courier.id));
    const me = (await call(courier.token, 'GET', '/api/courier/me')).json().data;
    expect(me.online).toBe(false);
    expect(me.documents.expired).toBe(true);
    const online = await call(courier.token, 'PUT', '/api/courier/availability', { online: true });
    expect(online.statusCode).toBe(409);
    expect(online.json().message).toBe(DELIVERY_MESSAGES.licenceExpired);
    expect((await call(courier.token, 'POST', `/api/courier/deliveries/${order.id}/claim`)).statusCode).toBe(409);
    // a renewed licence lets it go online again
    const renewed = await call(courier.token, 'PUT', '/api/courier/me', {
      documents: { licence_expiry: '2036-01-01' },
    });
    expect(renewed.statusCode).toBe(200);
    expect((await call(courier.token, 'PUT', '/api/courier/availability', { online: true })).statusCode).toBe(200);
  });

  it('a failed delivery is resolved by the admin; reassign and unassign move it between couriers', async () => {
    const order = await readyOrder();
    const [first, second] = [await makeCourier(), await makeCourier()];
    await call(first.token, 'POST', `/api/courier/deliveries/${order.id}/claim`);
    const reassigned = await call(admin, 'POST', `/api/admin/deliveries/${order.id}/reassign`, {
      courier_id: second.id,
    });
    expect(reassigned.statusCode).toBe(200);
    expect(reassigned.json().data.courier.id).toBe(second.id);
    expect(
      (await call(first.token, 'POST', `/api/courier/deliveries/${order.id}/fail`, { reason: 'address_wrong' }))
        .statusCode,
    ).toBe(404);
    const failed = await call(second.token, 'POST', `/api/courier/deliveries/${order.id}/fail`, {
      reason: 'customer_unreachable',
      note: 'No answer at the door',
    });
    expect(failed.statusCode).toBe(200);
    const board = (await call(admin, 'GET', '/api/admin/deliveries')).json();
    expect(board.failed.find((each: { id: number }) => each.id === order.id)).toMatchObject({
      failure_reason: 'customer_unreachable',
      failure_note: 'No answer at the door',
    });
    const redeliver = await call(admin, 'POST', `/api/admin/deliveries/${order.id}/resolve`, { outcome: 'redeliver' });
    expect(redeliver.json().data.delivery_status).toBe('unassigned');
    expect(
      (await call(admin, 'POST', `/api/admin/deliveries/${order.id}/resolve`, { outcome: 'cancel' })).statusCode,
    ).toBe(409);
    const waiting = (await call(admin, 'GET', '/api/admin/deliveries')).json().waiting as {
      id: number;
      age_minutes: number;
    }[];
    expect(waiting.some((each) => each.id === order.id)).toBe(true);
    // oldest first
    const ages = waiting.map((each) => each.age_minutes);
    expect(ages).toEqual([...ages].sort((a, b) => b - a));
    await call(first.token, 'POST', `/api/courier/deliveries/${order.id}/claim`);
    const unassigned = await call(admin, 'POST', `/api/admin/deliveries/${order.id}/unassign`);
    expect(unassigned.json().data).toMatchObject({ delivery_status: 'unassigned', courier: null });
    expect((await call(admin, 'POST', `/api/admin/deliveries/${order.id}/unassign`)).statusCode).toBe(409);
  });
});

describe('earnings and tips', () => {
  it('earnings = fee share + 100 % of the tip, per delivery, day and week; the CSV agrees with the JSON', async () => {
    const courier = await makeCourier();
    const delivered: number[] = [];
    for (const [fee, tip] of [
      [4, 2],
      [3.99, 0],
      [5.55, 1.25],
    ] as const) {
      const order = await readyOrder({ deliveryFee: fee, tip });
      await call(courier.token, 'POST', `/api/courier/deliveries/${order.id}/claim`);
      await call(courier.token, 'POST', `/api/courier/deliveries/${order.id}/pickup`, { pickup_code: '1357' });
      await call(courier.token, 'POST', `/api/courier/deliveries/${order.id}/deliver`, { delivery_code: '4821' });
      delivered.push(order.id);
    }
    const earnings = (await call(courier.token, 'GET', '/api/courier/earnings')).json().data;
    // 80 % of each fee to the cent, plus the whole tip
    expect(earnings.per_delivery.map((each: { earning: number }) => each.earning)).toEqual([5.2, 3.19, 5.69]);
    expect(earnings.totals).toEqual({ deliveries: 3, fee_share: 10.83, tips: 3.25, earnings: 14.08 });
    expect(earnings.per_day.reduce((sum: number, day: { earnings: number }) => sum + day.earnings, 0)).toBeCloseTo(
      14.08,
      2,
    );
    expect(earnings.per_week.reduce((sum: number, week: { deliveries: number }) => sum + week.deliveries, 0)).toBe(3);

    const csv = await call(courier.token, 'GET', '/api/courier/earnings.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Order,Delivered at,Delivery fee,Fee share,Tip,Earning,Currency');
    const rows = lines.slice(1, -1).map((line) => line.split(','));
    expect(rows.map((row) => Number(row[5]))).toEqual(
      earnings.per_delivery.map((each: { earning: number }) => each.earning),
    );
    expect(lines.at(-1)).toBe('Total,,,10.83,3.25,14.08,USD');

    const me = (await call(courier.token, 'GET', '/api/courier/me')).json().data;
    expect(me.today).toMatchObject({ deliveries: 3, earnings: 14.08, tips: 3.25 });

    // a tip after delivery from the tracking page: once, all of it the courier's
    const secondOrder = await orderRow(delivered[1]!);
    const tip = await server.request({
      method: 'POST',
      url: `/api/orders/track/${secondOrder.trackingToken}/tip`,
      payload: { amount: 3 },
    });
    expect(tip.statusCode).toBe(200);
    expect(tip.json().data).toMatchObject({ tip: 3, can_tip: false, delivery_status: 'delivered' });
    const again = await server.request({
      method: 'POST',
      url: `/api/orders/track/${secondOrder.trackingToken}/tip`,
      payload: { amount: 3 },
    });
    expect(again.statusCode).toBe(409);
    const after = (await call(courier.token, 'GET', '/api/courier/earnings')).json().data;
    expect(after.totals.earnings).toBe(17.08);
  });

  it("the admin's partner report counts each delivery, its waits, the couriers' earnings and tips", async () => {
    const figures = async () => (await call(admin, 'GET', '/api/admin-reports/partners')).json().deliveryFigures;
    const usd = (list: { currency: string; amount: number }[]) =>
      list.find((each) => each.currency === 'USD')?.amount ?? 0;
    const before = await figures();
    const courier = await makeCourier();
    const order = await readyOrder({ deliveryFee: 4, tip: 2 });
    await call(courier.token, 'POST', `/api/courier/deliveries/${order.id}/claim`);
    await call(kitchen, 'POST', `/api/kitchen-orders/${order.id}/handover`);
    await call(courier.token, 'POST', `/api/courier/deliveries/${order.id}/deliver`, { delivery_code: '4821' });
    const after = await figures();
    expect(after.deliveries).toBe(before.deliveries + 1);
    expect(usd(after.courier_earnings)).toBeCloseTo(usd(before.courier_earnings) + 5.2, 2);
    expect(usd(after.tips)).toBeCloseTo(usd(before.tips) + 2, 2);
    expect(after.median_pickup_wait_minutes).not.toBeNull();
    expect(after.median_dropoff_minutes).not.toBeNull();
    expect(after.per_day.reduce((sum: number, day: { deliveries: number }) => sum + day.deliveries, 0)).toBe(
      after.deliveries,
    );
  });

  it("the Partner Performance CSV carries the couriers' figures as the report shows them", async () => {
    const courier = await makeCourier();
    const order = await readyOrder({ deliveryFee: 6, tip: 1.5 });
    await call(courier.token, 'POST', `/api/courier/deliveries/${order.id}/claim`);
    await call(kitchen, 'POST', `/api/kitchen-orders/${order.id}/handover`);
    await call(courier.token, 'POST', `/api/courier/deliveries/${order.id}/deliver`, { delivery_code: '4821' });
    const report = (await call(admin, 'GET', '/api/admin-reports/partners')).json();
    const csv = await call(admin, 'GET', '/api/admin-reports/partners/export');
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    const section = lines.slice(lines.indexOf('Courier Deliveries,Value,Currency'));
    const figures = report.deliveryFigures as {
      deliveries: number;
      failed: number;
      median_pickup_wait_minutes: number | null;
      median_dropoff_minutes: number | null;
      courier_earnings: { currency: string; amount: number }[];
      tips: { currency: string; amount: number }[];
      per_day: { day: string; deliveries: number }[];
    };
    expect(figures.deliveries).toBeGreaterThan(0);
    expect(section).toEqual([
      'Courier Deliveries,Value,Currency',
      `Deliveries,${figures.deliveries},`,
      `Failed deliveries,${figures.failed},`,
      `Median pickup wait (minutes),${figures.median_pickup_wait_minutes ?? ''},`,
      `Median drop-off time (minutes),${figures.median_dropoff_minutes ?? ''},`,
      ...figures.courier_earnings.map((each) => `Courier earnings,${each.amount.toFixed(2)},${each.currency}`),
      ...figures.tips.map((each) => `Tips,${each.amount.toFixed(2)},${each.currency}`),
      '',
      'Day,Deliveries',
      ...figures.per_day.map((row) => `${row.day},${row.deliveries}`),
      '',
    ]);
  });

  it('a tip before delivery is refused', async () => {
    const order = await readyOrder();
    const response = await server.request({
      method: 'POST',
      url: `/api/orders/track/${order.trackingToken}/tip`,
      payload: { amount: 3 },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(DELIVERY_MESSAGES.tipNotDelivered);
  });
});

describe('checkout with fulfilment and tip', () => {
  const cart = async (kitchenName: string) => {
    const menu = (await server.request({ method: 'GET', url: '/api/public-menu?region=us' })).json();
    const item = menu.items.find((each: { kitchen_name: string }) => each.kitchen_name === kitchenName);
    const kitchenRow = menu.kitchens.find((each: { name: string }) => each.name === kitchenName);
    return { item, kitchenRow };
  };
  const slot = () => {
    // tomorrow at noon in the US clock: within delivery hours
    const at = new Date(Date.now() + 24 * 3_600_000);
    at.setUTCHours(17, 0, 0, 0);
    return at.toISOString();
  };
  const body = (menuItemId: number, extra: object) => ({
    region: 'us',
    items: [{ menu_item_id: menuItemId, quantity: 5 }],
    customer_name: 'Pat Pickup',
    customer_email: `pat${Math.random().toString(36).slice(2)}@order.test`,
    customer_phone: '+1 214 555 0142',
    delivery_address: '12 Elm St, Dallas, TX',
    delivery_time: slot(),
    payment_method: 'cod',
    ...extra,
  });

  it('pickup only where the kitchen allows it; a delivery order gets its codes and tip, a pickup order none', async () => {
    const mama = await cart("Mama's Soul Kitchen");
    const island = await cart('Island Spice Cafe');
    expect(mama.kitchenRow.allows_pickup).toBe(true);
    expect(island.kitchenRow.allows_pickup).toBe(false);

    const refused = await server.request({
      method: 'POST',
      url: '/api/orders',
      payload: body(island.item.id, { fulfilment: 'pickup' }),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.fulfilment).toEqual([DELIVERY_MESSAGES.pickupUnavailable]);

    // a delivery order needs its address; a pickup order needs none and keeps none
    const withoutAddress = ({ delivery_address: _left, ...rest }: ReturnType<typeof body>) => rest;
    const addressless = await server.request({
      method: 'POST',
      url: '/api/orders',
      payload: withoutAddress(body(mama.item.id, {})),
    });
    expect(addressless.statusCode).toBe(422);
    expect(addressless.json().errors.delivery_address).toEqual([CUSTOMER_ORDER_MESSAGES.deliveryAddress]);

    const pickup = await server.request({
      method: 'POST',
      url: '/api/orders',
      payload: withoutAddress(body(mama.item.id, { fulfilment: 'pickup' })),
    });
    expect(pickup.statusCode).toBe(201);
    expect(pickup.json().data).toMatchObject({
      fulfilment: 'pickup',
      delivery_status: null,
      delivery_code: null,
      delivery_fee: 0,
      delivery_address: null,
    });

    const delivery = await server.request({
      method: 'POST',
      url: '/api/orders',
      payload: body(mama.item.id, { tip: 2.5 }),
    });
    expect(delivery.statusCode).toBe(201);
    const tracked = delivery.json().data;
    expect(tracked).toMatchObject({ fulfilment: 'delivery', delivery_status: 'unassigned', tip: 2.5 });
    expect(tracked.delivery_code).toMatch(/^\d{4}$/);
    const stored = onlyRow(
      await server.db.select().from(orders).where(eq(orders.trackingToken, tracked.tracking_token)),
      'the placed order',
    );
    expect(stored.pickupCode).toMatch(/^\d{4}$/);
    expect(stored.deliveryZone).toBe('Dallas');
  });
});

describe('the seed', () => {
  it('has an active demo courier in the zones of the active US kitchens, and a kitchen that allows pickup', async () => {
    const [rider] = await server.db
      .select()
      .from(deliveryProfiles)
      .innerJoin(users, eq(users.id, deliveryProfiles.userId))
      .where(eq(users.email, 'delivery@farmplate.test'));
    expect(rider!.delivery_profiles).toMatchObject({ status: 'active', region: 'us', vehicle: 'bicycle' });
    const zones = await server.db
      .select({ zone: kitchenProfiles.zone })
      .from(kitchenProfiles)
      .where(and(eq(kitchenProfiles.status, 'active'), eq(kitchenProfiles.region, 'us')));
    for (const { zone } of zones) expect(rider!.delivery_profiles.zones).toContain(zone);
    const pickup = await server.db.select().from(kitchenProfiles).where(eq(kitchenProfiles.allowsPickup, true));
    expect(pickup.length).toBeGreaterThan(0);
    // the demo courier can go online and sees the seeded ready orders of its zones
    const token = await server.login('delivery@farmplate.test');
    expect((await call(token, 'PUT', '/api/courier/availability', { online: true })).statusCode).toBe(200);
    const list = (await call(token, 'GET', '/api/courier/available-deliveries')).json().data;
    expect(list.length).toBeGreaterThan(0);
  });
});

describe('live: couriers see deliveries appear and leave; the tracking page follows its order', () => {
  let base: string;
  const open: EventStreamReader[] = [];
  beforeAll(async () => {
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => open.splice(0).forEach((reader) => reader.close()));
  const streamOf = async (ticket: string) => {
    const reader = await openEventStream(`${base}/api/events?ticket=${ticket}`);
    open.push(reader);
    expect(reader.status).toBe(200);
    await reader.next((message) => message.event === 'ready');
    return reader;
  };
  const courierStream = async (token: string) =>
    streamOf((await call(token, 'POST', '/api/events/ticket')).json().ticket as string);
  const isEvent = (type: string, id: number) => (message: { data: unknown }) =>
    (message.data as LiveEvent).type === type && (message.data as LiveEvent<'order.updated'>).data.id === id;

  it('a ready order appears for the region only, without the customer, and leaves when claimed', async () => {
    const [local, nigerian, claimer] = [
      await makeCourier(),
      await makeCourier({ region: 'ng', zones: ['Lekki'] }),
      await makeCourier(),
    ];
    const [localStream, ngStream] = [await courierStream(local.token), await courierStream(nigerian.token)];
    const order = await readyOrder({ status: 'preparing', readyAt: null });
    await call(kitchen, 'PUT', `/api/kitchen-orders/${order.id}`, { status: 'ready' });
    const appeared = await localStream.next(isEvent('delivery.available', order.id));
    expect(appeared.data).toMatchObject({ data: { pickup_area: 'Dallas', dropoff_area: 'Plano', currency: 'USD' } });
    expect(JSON.stringify(appeared.data)).not.toContain('Secret Lane');
    await call(claimer.token, 'POST', `/api/courier/deliveries/${order.id}/claim`);
    await localStream.next(isEvent('delivery.taken', order.id));
    // the local courier does not get the claimed order's own updates; the Nigerian courier gets neither
    expect(localStream.events().some((event) => event.type === 'order.updated')).toBe(false);
    expect(ngStream.events().some((event) => (event.data as { id?: number }).id === order.id)).toBe(false);
    const claimerStream = await courierStream(claimer.token);
    await call(kitchen, 'POST', `/api/kitchen-orders/${order.id}/handover`);
    const update = await claimerStream.next(isEvent('order.updated', order.id));
    expect((update.data as LiveEvent<'order.updated'>).data.delivery_status).toBe('picked_up');
  });

  it("a guest's tracking ticket streams that order's events only", async () => {
    const [mine, other] = [await readyOrder(), await readyOrder()];
    const ticket = await server.request({
      method: 'POST',
      url: '/api/events/tracking-ticket',
      payload: { tracking_token: mine.trackingToken },
    });
    expect(ticket.statusCode).toBe(200);
    const unknown = await server.request({
      method: 'POST',
      url: '/api/events/tracking-ticket',
      payload: { tracking_token: 'x'.repeat(43) },
    });
    expect(unknown.statusCode).toBe(404);
    const tracking = await streamOf(ticket.json().ticket as string);
    const courier = await makeCourier({ zones: [] });
    await call(courier.token, 'POST', `/api/courier/deliveries/${other.id}/claim`);
    await call(admin, 'POST', `/api/admin/deliveries/${other.id}/unassign`);
    await call(courier.token, 'POST', `/api/courier/deliveries/${mine.id}/claim`);
    const assigned = await tracking.next(isEvent('order.updated', mine.id));
    expect((assigned.data as LiveEvent<'order.updated'>).data.delivery_status).toBe('assigned');
    expect(tracking.events().every((event) => (event.data as { id?: number }).id === mine.id)).toBe(true);
  });
});
