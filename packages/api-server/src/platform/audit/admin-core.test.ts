import { and, count, eq, ne, sql, sum } from 'drizzle-orm';
import {
  DEFAULT_SETTINGS,
  PARTNER_MESSAGES,
  SETTINGS_MESSAGES,
  USER_GUARD_MESSAGES,
  USER_MESSAGES,
  formatDateTime,
  type AdminDashboard,
  type AuditEntry,
} from '@farmplate/contracts';
import { auditLog, kitchenProfiles, orders, users } from '../../db/schema';
import { onlyRow } from '../../testing/rows';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { assertNotLastActiveAdmin } from '../../accounts/accounts-repository';
import { recordAudit } from './audit-repository';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@farmplate.test');
});
afterAll(() => server.close());

const get = async <T>(url: string, token = admin) => (await server.request({ method: 'GET', url, token })).json<T>();
const latestAudit = async (entity?: string) =>
  (await get<{ data: AuditEntry[] }>(`/api/audit-log?per_page=1${entity ? `&entity=${entity}` : ''}`)).data[0]!;

describe('admin dashboard figures', () => {
  it('match the seeded database', async () => {
    const { data } = await get<{ data: AdminDashboard }>('/api/admin-dashboard');
    const db = server.db;
    const [customers] = await db.select({ total: count() }).from(users).where(eq(users.role, 'customer'));
    const [all] = await db.select({ total: count() }).from(orders);
    const [active] = await db
      .select({ total: count() })
      .from(orders)
      .where(sql`${orders.status} not in ('completed', 'cancelled')`);
    const [revenue] = await db
      .select({ total: sum(orders.totalAmount) })
      .from(orders)
      .where(ne(orders.status, 'cancelled'));
    expect(data.totals).toEqual({
      customers: customers!.total,
      orders: all!.total,
      // the seed's orders are all in dollars (the Nigerian kitchen has none)
      revenue: [{ currency: 'USD', amount: Number(revenue!.total) }],
      active_orders: active!.total,
    });
    expect(data.totals.orders).toBeGreaterThan(0);
    const [pendingKitchens] = await db
      .select({ total: count() })
      .from(kitchenProfiles)
      .where(eq(kitchenProfiles.status, 'pending'));
    expect(data.partners.kitchens.pending).toBe(pendingKitchens!.total);
    expect(data.partners.kitchens.total).toBe(
      data.partners.kitchens.active + data.partners.kitchens.inactive + data.partners.kitchens.pending,
    );
    expect(data.recent_orders).toHaveLength(5);
    expect(data.recent_users).toHaveLength(5);
    expect(data.top_items.length).toBeGreaterThan(0);
    // top items come ordered by how many orders hold them
    const counts = data.top_items.map((item) => item.orders);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  });

  it('is refused to non-admins', async () => {
    const kitchen = await server.login('kitchen@farmplate.test');
    for (const url of ['/api/admin-dashboard', '/api/audit-log']) {
      expect((await server.request({ method: 'GET', url, token: kitchen })).statusCode).toBe(403);
      expect((await server.request({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('audit trail', () => {
  it('records every user change with who, what, before and after, and no password', async () => {
    const created = (
      await server.request({
        method: 'POST',
        url: '/api/users',
        token: admin,
        payload: {
          name: 'Audit Person',
          email: 'audit.person@example.test',
          role: 'customer',
          status: 'active',
          password: 'secret1',
          password_confirmation: 'secret1',
        },
      })
    ).json<{ data: { id: number } }>().data;
    let entry = await latestAudit('user');
    expect(entry).toMatchObject({
      actor_name: 'Amara Admin',
      action: 'user.created',
      entity: 'user',
      entity_id: String(created.id),
      before: null,
      after: { name: 'Audit Person', email: 'audit.person@example.test', role: 'customer' },
    });
    expect(JSON.stringify(entry)).not.toMatch(/secret1|password_hash|passwordHash/);

    await server.request({
      method: 'PUT',
      url: `/api/users/${created.id}`,
      token: admin,
      payload: { name: 'Audit Renamed', password: 'secret22', password_confirmation: 'secret22' },
    });
    entry = await latestAudit('user');
    expect(entry).toMatchObject({
      action: 'user.updated',
      before: { name: 'Audit Person' },
      after: { name: 'Audit Renamed', password_changed: true },
    });
    expect(JSON.stringify(entry)).not.toContain('secret22');

    await server.request({
      method: 'PUT',
      url: `/api/users/update-status/${created.id}`,
      token: admin,
      payload: { status: 'inactive' },
    });
    entry = await latestAudit('user');
    expect(entry).toMatchObject({
      action: 'user.deactivated',
      before: { status: 'active' },
      after: { status: 'inactive' },
    });

    await server.request({ method: 'DELETE', url: `/api/users/${created.id}`, token: admin });
    entry = await latestAudit('user');
    expect(entry).toMatchObject({ action: 'user.deleted', before: { name: 'Audit Renamed' }, after: null });
  });

  it('records a partner approval, and the approved farmer reaches the kitchens', async () => {
    const pending = (await get<{ data: { id: number; name: string }[] }>('/api/farmers-listing?status=pending'))
      .data[0]!;
    const kitchen = await server.login('kitchen@farmplate.test');
    const farmerNames = async () =>
      (await get<{ data: { name: string }[] }>('/api/farmers', kitchen)).data.map((farmer) => farmer.name);
    expect(await farmerNames()).not.toContain(pending.name);

    const approved = await server.request({
      method: 'PUT',
      url: `/api/farmers-listing/update-status/${pending.id}`,
      token: admin,
      payload: { status: 'active' },
    });
    expect(approved.json()).toMatchObject({ message: PARTNER_MESSAGES.activated, data: { status: 'active' } });
    expect(await latestAudit('partner')).toMatchObject({
      action: 'partner.approved',
      entity_id: String(pending.id),
      before: { status: 'pending' },
      after: { status: 'active' },
    });
    expect(await farmerNames()).toContain(pending.name);
  });

  it('records only the settings a save changed, and the admin profile and password changes', async () => {
    const saved = await server.request({
      method: 'PUT',
      url: '/api/settings',
      token: admin,
      payload: { ...DEFAULT_SETTINGS, platform_name: 'FarmPlate Audit' },
    });
    expect(saved.json().message).toBe(SETTINGS_MESSAGES.updated);
    expect(await latestAudit('settings')).toMatchObject({
      action: 'settings.updated',
      before: { platform_name: 'FarmPlate' },
      after: { platform_name: 'FarmPlate Audit' },
    });
    await server.request({ method: 'PUT', url: '/api/settings', token: admin, payload: DEFAULT_SETTINGS });

    await server.request({
      method: 'PUT',
      url: '/api/profile',
      token: admin,
      payload: { name: 'Amara Admin', email: 'admin@farmplate.test', location: 'Dallas, TX' },
    });
    expect(await latestAudit('profile')).toMatchObject({
      action: 'profile.updated',
      after: { location: 'Dallas, TX' },
    });

    const changed = await server.request({
      method: 'POST',
      url: '/api/profile/password',
      token: admin,
      payload: { current_password: 'admin123', new_password: 'admin456', new_password_confirmation: 'admin456' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await latestAudit('profile')).toMatchObject({
      action: 'profile.password_changed',
      before: null,
      after: null,
    });
    const profile = (await get<{ data: { password_changed_at: string | null } }>('/api/profile')).data;
    expect(profile.password_changed_at).toEqual(expect.any(String));
    await server.request({
      method: 'POST',
      url: '/api/profile/password',
      token: admin,
      payload: { current_password: 'admin456', new_password: 'admin123', new_password_confirmation: 'admin123' },
    });
  });

  it("records an admin's menu item changes, not a kitchen's own", async () => {
    const dish = {
      item_name: 'Audit Pepper Soup',
      description: 'Light, fiery broth with goat meat.',
      price: 12.5,
      category: 'Mains',
      ingredients: 'Goat, peppers',
      status: 'active',
    };
    const created = await server.request({ method: 'POST', url: '/api/menu-items', token: admin, payload: dish });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ data: { id: number } }>().data.id;
    expect(await latestAudit('menu_item')).toMatchObject({
      action: 'menu_item.created',
      entity_id: String(id),
      after: { item_name: 'Audit Pepper Soup', status: 'active' },
    });
    await server.request({
      method: 'PUT',
      url: `/api/menu-items/${id}`,
      token: admin,
      payload: { status: 'inactive' },
    });
    expect(await latestAudit('menu_item')).toMatchObject({
      action: 'menu_item.updated',
      before: { status: 'active' },
      after: { status: 'inactive' },
    });
    await server.request({ method: 'DELETE', url: `/api/menu-items/${id}`, token: admin });
    expect(await latestAudit('menu_item')).toMatchObject({ action: 'menu_item.deleted', after: null });

    const kitchen = await server.login('kitchen@farmplate.test');
    const own = await server.request({
      method: 'POST',
      url: '/api/menu-items',
      token: kitchen,
      payload: { ...dish, item_name: "A kitchen's own soup" },
    });
    expect(own.statusCode).toBe(201);
    expect(await latestAudit('menu_item')).toMatchObject({ action: 'menu_item.deleted' });
  });

  it('rolls back with the change: an entry exists exactly when the change does', async () => {
    const before = onlyRow(await server.db.select({ total: count() }).from(auditLog), 'the audit count').total;
    await expect(
      server.db.transaction(async (tx) => {
        await recordAudit(tx, { actor: { id: 1, name: 'x' }, action: 'user.updated', entity: 'user', entityId: 1 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const after = onlyRow(await server.db.select({ total: count() }).from(auditLog), 'the audit count').total;
    expect(after).toBe(before);
  });

  it('pages the trail newest first and is filtered by entity', async () => {
    const page = await get<{ data: AuditEntry[]; total: number; per_page: number }>('/api/audit-log?per_page=3');
    expect(page.per_page).toBe(3);
    expect(page.total).toBeGreaterThanOrEqual(8);
    const times = page.data.map((entry) => entry.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const partners = await get<{ data: AuditEntry[] }>('/api/audit-log?entity=partner');
    expect(partners.data.every((entry) => entry.entity === 'partner')).toBe(true);
    expect((await server.request({ method: 'GET', url: '/api/audit-log?entity=nope', token: admin })).statusCode).toBe(
      422,
    );
  });
});

describe('account guards', () => {
  it('refuses an admin deactivating or deleting their own account, and changes nothing', async () => {
    const me = (await get<{ data: { id: number } }>('/api/profile')).data;
    for (const request of [
      { method: 'PUT' as const, url: `/api/users/update-status/${me.id}`, payload: { status: 'inactive' } },
      { method: 'DELETE' as const, url: `/api/users/${me.id}` },
    ]) {
      const response = await server.request({ ...request, token: admin });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(USER_MESSAGES.ownAccount);
    }
    const row = onlyRow(await server.db.select().from(users).where(eq(users.id, me.id)), 'the admin');
    expect(row.status).toBe('active');
  });

  it('never leaves the platform without an active admin', async () => {
    const [onlyAdmin] = await server.db
      .select()
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.status, 'active')));
    await expect(server.db.transaction((tx) => assertNotLastActiveAdmin(tx, onlyAdmin!))).rejects.toMatchObject({
      message: USER_GUARD_MESSAGES.lastAdmin,
    });
    // with a second active admin, the first may go
    const second = (
      await server.request({
        method: 'POST',
        url: '/api/users',
        token: admin,
        payload: {
          name: 'Second Admin',
          email: 'second.admin@example.test',
          role: 'admin',
          password: 'secret1',
          password_confirmation: 'secret1',
        },
      })
    ).json<{ data: { id: number } }>().data;
    await expect(server.db.transaction((tx) => assertNotLastActiveAdmin(tx, onlyAdmin!))).resolves.toBeUndefined();
    const removed = await server.request({ method: 'DELETE', url: `/api/users/${second.id}`, token: admin });
    expect(removed.statusCode).toBe(200);
  });

  it('ends the sessions of a deactivated user at once', async () => {
    const customer = await server.login('customer@farmplate.test');
    const me = (await get<{ user: { id: number } }>('/api/user-detail', customer)).user;
    await server.request({
      method: 'PUT',
      url: `/api/users/update-status/${me.id}`,
      token: admin,
      payload: { status: 'inactive' },
    });
    expect((await server.request({ method: 'GET', url: '/api/user-detail', token: customer })).statusCode).toBe(401);
    await server.request({
      method: 'PUT',
      url: `/api/users/update-status/${me.id}`,
      token: admin,
      payload: { status: 'active' },
    });
  });
});

describe('settings take effect', () => {
  it('serves the platform name and time zone to every screen', async () => {
    await server.request({
      method: 'PUT',
      url: '/api/settings',
      token: admin,
      payload: { platform_name: 'Harvest Hub', time_zone: 'Lagos (WAT)' },
    });
    const open = await server.request({ method: 'GET', url: '/api/platform-settings' });
    expect(open.json().data).toEqual({
      platform_name: 'Harvest Hub',
      time_zone: 'Lagos (WAT)',
      default_currency: 'USD',
    });
    await server.request({ method: 'PUT', url: '/api/settings', token: admin, payload: DEFAULT_SETTINGS });
  });

  it('refuses settings without a payment method or with a bad commission, and changes nothing', async () => {
    for (const [payload, field, message] of [
      [{ payment_methods: [] }, 'payment_methods', SETTINGS_MESSAGES.paymentMethodRequired],
      [{ platform_commission_rate: 12.34 }, 'platform_commission_rate', SETTINGS_MESSAGES.commissionInvalid],
      [{ platform_commission_rate: 100.1 }, 'platform_commission_rate', SETTINGS_MESSAGES.commissionInvalid],
      [{ delivery_fee: -1 }, 'delivery_fee', SETTINGS_MESSAGES.amountInvalid],
      [{ support_email: 'help@' }, 'support_email', SETTINGS_MESSAGES.emailInvalid],
    ] as const) {
      const response = await server.request({ method: 'PUT', url: '/api/settings', token: admin, payload });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[field]).toEqual([message]);
    }
    expect((await get<{ data: unknown }>('/api/settings')).data).toEqual(DEFAULT_SETTINGS);
  });

  it('formats dates in the chosen time zone', () => {
    const moment = '2026-01-15T23:30:00Z';
    expect(formatDateTime(moment, 'Eastern Time (US)')).toBe('Jan 15, 2026, 6:30 PM');
    expect(formatDateTime(moment, 'Lagos (WAT)')).toBe('Jan 16, 2026, 12:30 AM');
    expect(formatDateTime(moment, 'London (GMT)', { dateOnly: true })).toBe('Jan 15, 2026');
    expect(formatDateTime('not a date', 'Accra (GMT)')).toBe('');
  });

  it('sends order status mails only while that email type is on', async () => {
    const kitchen = await server.login('kitchen@farmplate.test');
    const kitchenUser = (await get<{ user: { id: number } }>('/api/user-detail', kitchen)).user;
    const fresh = async () => {
      const [order] = await server.db
        .insert(orders)
        .values({
          orderNumber: `ORD-MAIL-${Math.random().toString(36).slice(2, 8)}`,
          kitchenId: kitchenUser.id,
          customerName: 'Mail Customer',
          customerEmail: 'mail.customer@example.test',
          totalAmount: 12,
        })
        .returning();
      return order!.id;
    };
    const start = async (id: number) =>
      server.request({
        method: 'PUT',
        url: `/api/kitchen-orders/${id}`,
        token: kitchen,
        payload: { status: 'preparing' },
      });
    const mailsTo = () => server.mail.filter((mail) => mail.to === 'mail.customer@example.test');

    expect((await start(await fresh())).statusCode).toBe(200);
    await server.settled();
    expect(mailsTo()).toHaveLength(1);
    expect(mailsTo()[0]!.subject).toMatch(/is preparing$/);

    await server.request({
      method: 'PUT',
      url: '/api/settings',
      token: admin,
      payload: { email_types: ['order_confirmation'] },
    });
    await start(await fresh());
    await server.settled();
    expect(mailsTo()).toHaveLength(1);

    await server.request({
      method: 'PUT',
      url: '/api/settings',
      token: admin,
      payload: { email_types: ['order_status_updates'], enable_email_notifications: false },
    });
    await start(await fresh());
    await server.settled();
    expect(mailsTo()).toHaveLength(1);
    await server.request({ method: 'PUT', url: '/api/settings', token: admin, payload: DEFAULT_SETTINGS });
  });
});
