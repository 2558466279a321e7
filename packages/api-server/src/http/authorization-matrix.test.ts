import { eq } from 'drizzle-orm';
import { API_ACCESS, ROLES, type Role } from '@farmplate/contracts';
import { issueToken } from '../accounts/sessions';
import { users } from '../db/schema';
import { onlyRow } from '../testing/rows';
import { startTestServer, type TestServer } from '../testing/test-server';
import type { RoutePermission } from './authorization';

/**
 * Every /api route with the permission it must have. A route registered without an entry here
 * (or with another permission) fails the test: adding an endpoint means deciding who may call it.
 */
const EXPECTED: Record<string, RoutePermission> = {
  'GET /api/health': 'public',
  'POST /api/login': 'public',
  'POST /api/web-register': 'public',
  'GET /api/logout': 'authenticated',
  'GET /api/user-detail': 'authenticated',
  'POST /api/forgot-password': 'public',
  'POST /api/verify-otp': 'public',
  'POST /api/reset-password': 'public',
  'POST /api/contact-messages': 'public',
  'POST /api/newsletter-subscriptions': 'public',
  // customers order: the public menu, checkout and the tracking link are open; a customer's own orders are theirs
  'GET /api/public-menu': 'public',
  'POST /api/orders': 'public',
  'GET /api/orders/track/:token': 'public',
  'POST /api/orders/track/:token/cancel': 'public',
  'GET /api/customer-orders': 'customerOrders',
  'GET /api/users': 'admin',
  'POST /api/users': 'admin',
  'PUT /api/users/:id': 'admin',
  'PUT /api/users/update-status/:id': 'admin',
  'DELETE /api/users/:id': 'admin',
  'GET /api/menu-items': 'menuItems',
  'POST /api/menu-items': 'menuItems',
  'PUT /api/menu-items/:id': 'menuItems',
  'DELETE /api/menu-items/:id': 'menuItems',
  'GET /api/categories': 'categories',
  'GET /api/get-kitchens': 'menuItems',
  'GET /api/farmers-listing': 'admin',
  'POST /api/farmers-listing': 'admin',
  'PUT /api/farmers-listing/:id': 'admin',
  'PUT /api/farmers-listing/update-status/:id': 'admin',
  'GET /api/kitchens-listing': 'admin',
  'POST /api/kitchens-listing': 'admin',
  'PUT /api/kitchens-listing/:id': 'admin',
  'PUT /api/kitchens-listing/update-status/:id': 'admin',
  'DELETE /api/kitchens-listing/:id': 'admin',
  'GET /api/delivery-partners': 'admin',
  'POST /api/delivery-partners': 'admin',
  'PUT /api/delivery-partners/:id': 'admin',
  'PUT /api/delivery-partners/update-status/:id': 'admin',
  'GET /api/settings': 'admin',
  'PUT /api/settings': 'admin',
  'GET /api/profile': 'admin',
  'PUT /api/profile': 'admin',
  'POST /api/profile/password': 'admin',
  'GET /api/admin-orders': 'admin',
  'PUT /api/admin-orders/:id': 'admin',
  // admin orders' export, floods and void, reports and the admin inventory
  'GET /api/admin-orders/kitchens': 'admin',
  'GET /api/admin-orders/export': 'admin',
  'GET /api/admin-orders/bursts': 'admin',
  'POST /api/admin-orders/void': 'admin',
  'GET /api/admin-reports/sales': 'admin',
  'GET /api/admin-reports/partners': 'admin',
  'GET /api/admin-reports/customers': 'admin',
  'GET /api/admin-reports/:tab/export': 'admin',
  'GET /api/admin-inventory-items/farmers': 'admin',
  'GET /api/admin-inventory-items': 'admin',
  'POST /api/admin-inventory-items': 'admin',
  'PUT /api/admin-inventory-items/:id': 'admin',
  'DELETE /api/admin-inventory-items/:id': 'admin',
  'GET /api/inventory-items': 'farmerInventory',
  'POST /api/inventory-items': 'farmerInventory',
  'PUT /api/inventory-items/:id': 'farmerInventory',
  'DELETE /api/inventory-items/:id': 'farmerInventory',
  'GET /api/requests/summary': 'farmerRequests',
  'GET /api/requests/pending': 'farmerRequests',
  'GET /api/requests/accepted': 'farmerRequests',
  'GET /api/requests/declined': 'farmerRequests',
  'GET /api/requests/fulfilled': 'farmerRequests',
  'GET /api/requests/:id': 'farmerRequests',
  'PUT /api/requests/:id/status': 'farmerRequests',
  'GET /api/farmer/profile': 'farmerProfile',
  'PUT /api/farmer/profile': 'farmerProfile',
  'POST /api/farmer/profile/password': 'farmerProfile',
  'GET /api/farmers': 'kitchenBrowsing',
  'GET /api/all-produce': 'kitchenBrowsing',
  'GET /api/available-produce': 'kitchenBrowsing',
  'POST /api/submit-request': 'kitchenBrowsing',
  'GET /api/kitchen-orders': 'kitchenOrders',
  'PUT /api/kitchen-orders/:id': 'kitchenOrders',
  'GET /api/kitchen-order-status-history': 'kitchenStatusHistory',
  'GET /api/kitchen/profile': 'kitchenProfile',
  'PUT /api/kitchen/profile': 'kitchenProfile',
  'POST /api/kitchen/profile/password': 'kitchenProfile',
  // admin dashboard figures, platform settings, audit trail
  'GET /api/admin-dashboard': 'admin',
  'GET /api/platform-settings': 'public',
  'GET /api/audit-log': 'admin',
  'GET /api/admin/jobs': 'admin',
  'GET /api/farmer/boxes': 'farmerBoxes',
  'GET /api/farmer/boxes/:id': 'farmerBoxes',
  'POST /api/farmer/boxes': 'farmerBoxes',
  'PUT /api/farmer/boxes/:id': 'farmerBoxes',
  'PUT /api/farmer/boxes/:id/image': 'farmerBoxes',
  'DELETE /api/farmer/boxes/:id': 'farmerBoxes',
  'GET /api/boxes': 'public',
  'POST /api/box-waitlist': 'public',
  'GET /api/subscriptions': 'customerSubscriptions',
  'POST /api/subscriptions': 'customerSubscriptions',
  'POST /api/box-orders': 'customerSubscriptions',
  'PUT /api/subscriptions/:id': 'customerSubscriptions',
  'POST /api/subscriptions/:id/skip': 'customerSubscriptions',
  'POST /api/subscriptions/:id/pause': 'customerSubscriptions',
  'POST /api/subscriptions/:id/cancel': 'customerSubscriptions',
  'POST /api/subscriptions/skip/:token': 'public',
  'GET /api/farmer/box-orders': 'farmerBoxes',
  'GET /api/farmer/box-cycles': 'farmerBoxes',
  'GET /api/farmer/boxes/pick-list': 'farmerBoxes',
  'POST /api/farmer/boxes/cycles/:date/packed': 'farmerBoxes',
  'POST /api/farmer/box-orders/:id/handover': 'farmerBoxes',
  'GET /api/admin/boxes/overview': 'admin',
  'GET /api/admin/boxes/settings': 'admin',
  'PUT /api/admin/boxes/settings': 'admin',
  'POST /api/admin/boxes/cycles/:date/cut-off': 'admin',
  'POST /api/admin/box-cities/:city/open': 'admin',
  'GET /api/loyalty': 'customerLoyalty',
  'GET /api/admin/loyalty/settings': 'admin',
  'PUT /api/admin/loyalty/settings': 'admin',
  'GET /api/account/profile': 'accountProfile',
  'PUT /api/account/profile': 'accountProfile',
  'POST /api/account/profile/password': 'accountProfile',
  // the kitchen portal's dashboard and requests
  'GET /api/kitchen-dashboard': 'kitchenDashboard',
  'GET /api/kitchen-requests': 'kitchenDashboard',
  // remote releases
  'GET /api/releases': 'releases',
  'POST /api/releases': 'releases',
  'POST /api/releases/:id/activate': 'releases',
  'POST /api/releases/:id/canary': 'releases',
  'POST /api/releases/:id/promote': 'releases',
  'POST /api/releases/rollback': 'releases',
  // live updates: the ticket needs a session; the stream's credential is the ticket itself
  'POST /api/events/ticket': 'authenticated',
  'GET /api/events': 'public',
  'POST /api/events/tracking-ticket': 'public',
  // delivery partners: the public application, the courier portal, the kitchen's handover, the tip, admin dispatch
  'POST /api/courier-applications': 'public',
  'GET /api/courier/me': 'courier',
  'PUT /api/courier/me': 'courier',
  'PUT /api/courier/availability': 'courier',
  'GET /api/courier/available-deliveries': 'courier',
  'POST /api/courier/deliveries/:id/claim': 'courier',
  'GET /api/courier/deliveries/active': 'courier',
  'POST /api/courier/deliveries/:id/pickup': 'courier',
  'POST /api/courier/deliveries/:id/deliver': 'courier',
  'POST /api/courier/deliveries/:id/fail': 'courier',
  'GET /api/courier/deliveries': 'courier',
  'GET /api/courier/earnings': 'courier',
  'GET /api/courier/earnings.csv': 'courier',
  'POST /api/kitchen-orders/:id/handover': 'kitchenHandover',
  'POST /api/orders/track/:token/tip': 'public',
  'GET /api/admin/deliveries': 'admin',
  'POST /api/admin/deliveries/:id/reassign': 'admin',
  'POST /api/admin/deliveries/:id/unassign': 'admin',
  'POST /api/admin/deliveries/:id/resolve': 'admin',
};

const DEMO_EMAIL: Record<Role, string> = {
  customer: 'customer@farmplate.test',
  farmer: 'farmer@farmplate.test',
  kitchen: 'kitchen@farmplate.test',
  delivery: 'delivery@farmplate.test',
  admin: 'admin@farmplate.test',
};

let server: TestServer;
let apiRoutes: { method: string; url: string; permission: RoutePermission | undefined }[];
const userIds = {} as Record<Role, number>;

beforeAll(async () => {
  server = await startTestServer();
  apiRoutes = server.routes
    .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'))
    .flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => method !== 'HEAD')
        .map((method) => ({
          method,
          url: route.url,
          permission: route.config?.permission,
        })),
    );
  for (const role of ROLES) {
    const rows = await server.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAIL[role]));
    userIds[role] = onlyRow(rows, `the ${role} demo user`).id;
  }
});
afterAll(() => server.close());

const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

it('has an expected permission for every registered route, and a route for every entry', () => {
  const registered = Object.fromEntries(apiRoutes.map((route) => [key(route), route.permission]));
  expect(registered).toEqual(EXPECTED);
});

it('serves the OpenAPI document of every route publicly', async () => {
  const response = await server.request({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  const paths = Object.keys(response.json().paths);
  expect(paths).toEqual(expect.arrayContaining(['/api/login', '/api/menu-items', '/api/kitchen-orders/{id}']));
});

/** A record id nobody owns: allowed callers get 404 or 422, never someone's data changed. */
const MISSING_ID = '987654';

const CALLERS: (Role | 'anonymous')[] = ['anonymous', ...ROLES];

/** What a caller must get from a route: 401 without a token, 403 outside the permission, else through. */
function expectedOutcome(permission: RoutePermission, caller: Role | 'anonymous'): '401' | '403' | 'through' {
  if (permission === 'public') return 'through';
  if (caller === 'anonymous') return '401';
  return (API_ACCESS[permission] as readonly string[]).includes(caller) ? 'through' : '403';
}

const outcomeOf = (status: number): string =>
  status === 401 ? '401' : status === 403 ? '403' : status >= 500 ? `${status}` : 'through';

/** One test per cell (caller × route), so a single leaking cell fails on its own. */
const CELLS = CALLERS.flatMap((caller) =>
  Object.entries(EXPECTED).map(([route, permission]) => ({
    caller,
    route,
    permission,
    expected: expectedOutcome(permission, caller),
  })),
);

describe('authorization matrix', () => {
  it.each(CELLS)('$caller → $route: $expected', async ({ caller, route, expected }) => {
    const [method, url] = route.split(' ') as [string, string];
    // a fresh session per call: GET /logout ends the one it is called with
    const token =
      caller === 'anonymous'
        ? undefined
        : await issueToken(server.db, userIds[caller], { idleMinutes: 60, maxAgeHours: 1 });
    const response = await server.request({
      method: method as 'GET',
      url: url.replace(':id', MISSING_ID),
      token,
      payload: method === 'GET' || method === 'DELETE' ? undefined : {},
    });
    expect({ route, caller, outcome: outcomeOf(response.statusCode) }).toEqual({ route, caller, outcome: expected });
  });
});

describe('ownership', () => {
  let farmer: string;
  let farmer2: string;
  let kitchen: string;
  let kitchen2: string;
  beforeAll(async () => {
    [farmer, farmer2, kitchen, kitchen2] = await Promise.all([
      server.login('farmer@farmplate.test'),
      server.login('farmer2@farmplate.test'),
      server.login('kitchen@farmplate.test'),
      server.login('kitchen2@farmplate.test'),
    ]);
  });

  it("hides one farmer's inventory from the other (404, nothing changed)", async () => {
    const own = (
      await server.request({ method: 'GET', url: '/api/inventory-items?per_page=100', token: farmer })
    ).json().data;
    const theirs = (
      await server.request({ method: 'GET', url: '/api/inventory-items?per_page=100', token: farmer2 })
    ).json().data;
    const ownIds = own.map((item: { id: number }) => item.id);
    expect(theirs.filter((item: { id: number }) => ownIds.includes(item.id))).toEqual([]);
    const target = own[0];
    expect(
      (
        await server.request({
          method: 'PUT',
          url: `/api/inventory-items/${target.id}`,
          token: farmer2,
          payload: { quantity: 1 },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await server.request({ method: 'DELETE', url: `/api/inventory-items/${target.id}`, token: farmer2 })).statusCode,
    ).toBe(404);
    const after = (
      await server.request({ method: 'GET', url: '/api/inventory-items?per_page=100', token: farmer })
    ).json().data;
    expect(after.find((item: { id: number }) => item.id === target.id)).toEqual(target);
  });

  it("hides one farmer's requests from the other", async () => {
    const pending = (await server.request({ method: 'GET', url: '/api/requests/pending', token: farmer })).json().data;
    const target = pending[0];
    expect(
      (await server.request({ method: 'GET', url: `/api/requests/${target.id}`, token: farmer2 })).statusCode,
    ).toBe(404);
    const change = await server.request({
      method: 'PUT',
      url: `/api/requests/${target.id}/status`,
      token: farmer2,
      payload: { status: 'accepted' },
    });
    expect(change.statusCode).toBe(404);
    expect(
      (await server.request({ method: 'GET', url: `/api/requests/${target.id}`, token: farmer })).json().data.status,
    ).toBe('pending');
  });

  it("hides one kitchen's menu items and orders from the other", async () => {
    const ownItems = (
      await server.request({ method: 'GET', url: '/api/menu-items?per_page=100', token: kitchen })
    ).json().data;
    const theirItems = (
      await server.request({ method: 'GET', url: '/api/menu-items?per_page=100', token: kitchen2 })
    ).json().data;
    expect(ownItems.length).toBeGreaterThan(0);
    expect(theirItems.length).toBeGreaterThan(0);
    expect(theirItems.filter((item: { kitchen: number }) => item.kitchen === userIds.kitchen)).toEqual([]);
    const item = ownItems[0];
    expect(
      (
        await server.request({
          method: 'PUT',
          url: `/api/menu-items/${item.id}`,
          token: kitchen2,
          payload: { status: 'inactive' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await server.request({ method: 'DELETE', url: `/api/menu-items/${item.id}`, token: kitchen2 })).statusCode,
    ).toBe(404);

    const ownOrders = (
      await server.request({ method: 'GET', url: '/api/kitchen-orders?status=new', token: kitchen })
    ).json().orders;
    const theirOrders = (await server.request({ method: 'GET', url: '/api/kitchen-orders', token: kitchen2 })).json()
      .orders;
    const ownNumbers = ownOrders.map((order: { order_number: string }) => order.order_number);
    expect(theirOrders.filter((order: { order_number: string }) => ownNumbers.includes(order.order_number))).toEqual(
      [],
    );
    const move = await server.request({
      method: 'PUT',
      url: `/api/kitchen-orders/${ownOrders[0].id}`,
      token: kitchen2,
      payload: { status: 'preparing' },
    });
    expect(move.statusCode).toBe(404);
    // a farmer reaches only grocery orders of their produce, not a kitchen's meals
    expect(
      (
        await server.request({
          method: 'PUT',
          url: `/api/kitchen-orders/${ownOrders[0].id}`,
          token: farmer,
          payload: { status: 'preparing' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lets an admin manage every menu item and a kitchen only add to its own menu', async () => {
    const admin = await server.login('admin@farmplate.test');
    const all = (await server.request({ method: 'GET', url: '/api/menu-items?per_page=100', token: admin })).json();
    expect(all.total).toBe(16);
    const created = await server.request({
      method: 'POST',
      url: '/api/menu-items',
      token: kitchen2,
      payload: {
        item_name: 'Curry Goat',
        description: 'Slow-cooked goat in island curry.',
        price: 15.5,
        category: 'Mains',
        ingredients: 'Goat, curry',
        kitchen: userIds.kitchen,
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.kitchen).not.toBe(userIds.kitchen);
    expect(created.json().data.kitchen_name).toBe('Island Spice Cafe');
  });
});
