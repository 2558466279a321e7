import {
  deliveryProfiles,
  farmerProfiles,
  inventoryItems,
  kitchenProfiles,
  kitchenRequests,
  orderItems,
  orders,
  users,
} from '../db/schema';
import { startTestServer, type TestServer } from '../testing/test-server';
import { reportPeriod } from './report-period';

/**
 * Reports over March 2020 (Eastern Time, the default platform zone), a month the seed never
 * touches: every order, request and customer in it is made here, so each expected figure below
 * is counted by hand. The previous period is the 31 days before (31 January to 29 February).
 */
let server: TestServer;
let admin: string;
const ids = { kitchen: 0, rider: 0, farmer: 0 };
const QUERY = 'period=custom&from=2020-03-01&to=2020-03-31';

async function user(values: { name: string; email: string; role: string; createdAt: Date; birthDate?: string }) {
  const [row] = await server.db
    .insert(users)
    .values({ ...values, passwordHash: 'x', status: 'active' })
    .returning();
  return row!;
}

async function order(values: {
  number: string;
  customer: { id: number; name: string; email: string };
  at: string;
  status: string;
  lines: { name: string; quantity: number; price: number }[];
  startedAt?: string;
  readyAt?: string;
  completedAt?: string;
  deliveryDate?: string;
  rider?: number;
}) {
  const total = values.lines.reduce((sum, line) => sum + line.quantity * line.price, 0);
  const [row] = await server.db
    .insert(orders)
    .values({
      orderNumber: values.number,
      customerId: values.customer.id,
      customerName: values.customer.name,
      customerEmail: values.customer.email,
      kitchenId: ids.kitchen,
      deliveryPartnerId: values.rider ?? null,
      status: values.status,
      totalAmount: total,
      createdAt: new Date(values.at),
      startedAt: values.startedAt ? new Date(values.startedAt) : null,
      readyAt: values.readyAt ? new Date(values.readyAt) : null,
      completedAt: values.completedAt ? new Date(values.completedAt) : null,
      deliveryDate: values.deliveryDate ? new Date(values.deliveryDate) : null,
    })
    .returning();
  await server.db.insert(orderItems).values(values.lines.map((line) => ({ ...line, orderId: row!.id })));
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@farmplate.test');
  const march = new Date('2020-03-01T12:00:00Z');
  const ada = await user({
    name: 'Ada Report',
    email: 'ada@report.test',
    role: 'customer',
    createdAt: march,
    birthDate: '1990-05-01',
  });
  const ben = await user({
    name: 'Ben Report',
    email: 'ben@report.test',
    role: 'customer',
    createdAt: new Date('2019-06-01T12:00:00Z'),
  });
  const kitchen = await user({ name: 'K', email: 'k@report.test', role: 'kitchen', createdAt: march });
  const rider = await user({ name: 'R', email: 'r@report.test', role: 'delivery', createdAt: march });
  const farmer = await user({ name: 'F', email: 'f@report.test', role: 'farmer', createdAt: march });
  Object.assign(ids, { kitchen: kitchen.id, rider: rider.id, farmer: farmer.id });
  await server.db
    .insert(kitchenProfiles)
    .values({ userId: kitchen.id, kitchenName: 'Report Kitchen', status: 'active' });
  await server.db.insert(deliveryProfiles).values({ userId: rider.id, deliveryName: 'Report Rider', status: 'active' });
  await server.db.insert(farmerProfiles).values({ userId: farmer.id, farmName: 'Report Farm', status: 'active' });
  const [okra] = await server.db
    .insert(inventoryItems)
    .values({ farmerId: farmer.id, produceName: 'Okra', quantity: 100, totalPrice: 50 })
    .returning();

  // 5 March, 10:00 EST: Ada, $30 (2 rice at $10, 1 soup at $10), prepared in 15 minutes, delivered on time
  await order({
    number: 'R-1',
    customer: ada,
    at: '2020-03-05T15:00:00Z',
    status: 'completed',
    lines: [
      { name: 'Rice', quantity: 2, price: 10 },
      { name: 'Soup', quantity: 1, price: 10 },
    ],
    startedAt: '2020-03-05T15:05:00Z',
    readyAt: '2020-03-05T15:20:00Z',
    completedAt: '2020-03-05T15:40:00Z',
    deliveryDate: '2020-03-05T16:00:00Z',
    rider: rider.id,
  });
  // 10 March, 18:30 EDT (daylight saving began on the 8th): Ben, $20, preparing for 30 minutes so far
  await order({
    number: 'R-2',
    customer: ben,
    at: '2020-03-10T22:30:00Z',
    status: 'preparing',
    lines: [
      { name: 'Rice', quantity: 1, price: 10 },
      { name: 'Tea', quantity: 2, price: 5 },
    ],
    startedAt: '2020-03-10T22:35:00Z',
  });
  // cancelled: counts nowhere
  await order({
    number: 'R-3',
    customer: ben,
    at: '2020-03-12T15:00:00Z',
    status: 'cancelled',
    lines: [{ name: 'Feast', quantity: 1, price: 100 }],
  });
  // previous period: Ada, $25
  await order({
    number: 'R-0',
    customer: ada,
    at: '2020-02-15T15:00:00Z',
    status: 'completed',
    lines: [{ name: 'Rice', quantity: 1, price: 25 }],
  });

  // the farm: 2 requests in March, one fulfilled (10 of the okra at $0.50) answered in 2 h, one declined in 4 h
  await server.db.insert(kitchenRequests).values([
    {
      kitchenId: kitchen.id,
      farmerId: farmer.id,
      inventoryItemId: okra!.id,
      produceName: 'Okra',
      unit: 'kg',
      quantity: 10,
      status: 'fulfilled',
      createdAt: new Date('2020-03-03T12:00:00Z'),
      acceptedAt: new Date('2020-03-03T14:00:00Z'),
      fulfilledAt: new Date('2020-03-04T12:00:00Z'),
    },
    {
      kitchenId: kitchen.id,
      farmerId: farmer.id,
      inventoryItemId: okra!.id,
      produceName: 'Okra',
      unit: 'kg',
      quantity: 5,
      status: 'declined',
      createdAt: new Date('2020-03-06T12:00:00Z'),
      declinedAt: new Date('2020-03-06T16:00:00Z'),
    },
  ]);
});
afterAll(() => server.close());

const report = async (tab: string, query = QUERY) => {
  const response = await server.request({ method: 'GET', url: `/api/admin-reports/${tab}?${query}`, token: admin });
  expect(response.statusCode).toBe(200);
  return response.json();
};

test('the period: last N months end today; a custom range is whole local days; a bad range is 422', async () => {
  const period = reportPeriod({ period: 'last3months' }, new Date('2026-11-24T15:00:00Z'), 'America/New_York');
  expect(period.firstDay).toEqual({ year: 2026, month: 8, day: 25 });
  expect(period.lastDay).toEqual({ year: 2026, month: 11, day: 24 });
  expect(period.buckets.map((bucket) => bucket.label)).toEqual(['Aug 2026', 'Sep 2026', 'Oct 2026', 'Nov 2026']);
  const backwards = await server.request({
    method: 'GET',
    url: '/api/admin-reports/sales?period=custom&from=2020-03-31&to=2020-03-01',
    token: admin,
  });
  expect(backwards.statusCode).toBe(422);
  expect(backwards.json().message).toBe('Please choose a valid date range');
});

test('Sales & Revenue', async () => {
  const sales = await report('sales');
  expect(sales.range).toMatchObject({ firstDay: '2020-03-01', lastDay: '2020-03-31', timeZone: 'America/New_York' });
  expect(sales.cards).toEqual({
    revenue: [{ currency: 'USD', value: 50, previous: 25, change: 100 }],
    orders: { value: 2, previous: 1, change: 100 },
    averageOrderValue: [{ currency: 'USD', value: 25, previous: 25, change: 0 }],
  });
  expect(sales.chart).toHaveLength(31);
  expect(sales.chart[4]).toEqual({ label: 'Mar 5', revenue: [{ currency: 'USD', amount: 30 }], orders: 1 });
  expect(sales.chart[9]).toEqual({ label: 'Mar 10', revenue: [{ currency: 'USD', amount: 20 }], orders: 1 });
  expect(sales.chart.reduce((sum: number, point: { orders: number }) => sum + point.orders, 0)).toBe(2);
  expect(sales.topItems).toEqual([
    { name: 'Rice', quantity: 3, revenue: 30, currency: 'USD' },
    { name: 'Tea', quantity: 2, revenue: 10, currency: 'USD' },
    { name: 'Soup', quantity: 1, revenue: 10, currency: 'USD' },
  ]);
  expect(sales.topCustomers).toEqual([
    { name: 'Ada Report', email: 'ada@report.test', orders: 1, spent: 30, currency: 'USD' },
    { name: 'Ben Report', email: 'ben@report.test', orders: 1, spent: 20, currency: 'USD' },
  ]);
});

test('Partner Performance', async () => {
  const partners = await report('partners');
  expect(partners.farmers.find((row: { id: number }) => row.id === ids.farmer)).toEqual({
    id: ids.farmer,
    name: 'Report Farm',
    requestsReceived: 2,
    fulfilled: 1,
    fulfilmentRate: 50,
    quantitySupplied: 10,
    valueSupplied: 5,
    averageResponseHours: 3,
  });
  expect(partners.kitchens.find((row: { id: number }) => row.id === ids.kitchen)).toEqual({
    id: ids.kitchen,
    name: 'Report Kitchen',
    orders: 2,
    revenue: 50,
    currency: 'USD',
    averagePrepMinutes: 15,
    onTimeRate: 100,
  });
  expect(partners.delivery.find((row: { id: number }) => row.id === ids.rider)).toEqual({
    id: ids.rider,
    name: 'Report Rider',
    deliveries: 1,
    completedOnTime: 1,
    onTimeRate: 100,
  });
});

test('Customer Analytics', async () => {
  const customers = await report('customers');
  expect(customers).toMatchObject({
    newCustomers: 1, // Ada joined in March; Ben in 2019
    activeCustomers: 2,
    previousCustomers: 1,
    retainedCustomers: 1,
    retentionRate: 100,
    unknownAge: { customers: 1, share: 50 },
  });
  // Ada is 29 on 31 March 2020
  expect(customers.ageBands).toEqual([
    { band: '18-24', customers: 0, share: 0 },
    { band: '25-34', customers: 1, share: 50 },
    { band: '35-44', customers: 0, share: 0 },
    { band: '45-54', customers: 0, share: 0 },
    { band: '55+', customers: 0, share: 0 },
  ]);
  const busy = customers.orderTimes.filter((slot: { orders: number }) => slot.orders > 0);
  expect(busy).toEqual([
    { hour: 10, orders: 1 },
    { hour: 18, orders: 1 },
  ]);
});

test('Export Report: the tab for the period as CSV', async () => {
  const response = await server.request({
    method: 'GET',
    url: `/api/admin-reports/sales/export?${QUERY}`,
    token: admin,
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-disposition']).toBe('attachment; filename="report-sales-2020-03-01_2020-03-31.csv"');
  expect(response.body).toContain('Total Revenue,USD,50.00,25.00,100\r\n');
  expect(response.body).toContain('Rice,3,30.00,USD\r\n');
  const partners = await server.request({
    method: 'GET',
    url: `/api/admin-reports/partners/export?${QUERY}`,
    token: admin,
  });
  expect(partners.body).toContain('Report Farm,2,1,50,10,5.00,3\r\n');
  const unknownTab = await server.request({
    method: 'GET',
    url: `/api/admin-reports/money/export?${QUERY}`,
    token: admin,
  });
  expect(unknownTab.statusCode).toBe(404);
});
