import { sql } from 'drizzle-orm';
import { statementsOf } from '../testing/statements';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * The users list's total (no search) is kept in memory with the dashboard's account figures and
 * forgotten through the live-event hub: a list request sends only its page, and the total an
 * admin sees always equals the accounts the filters match, after the admin's own changes (users
 * and partners screens) at once and after any other change of an account.
 */
describe('users list total kept in memory', () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin@farmplate.test');
  });
  afterAll(() => server?.close());

  const listTotal = async (query = '') => {
    const response = await server.request({ method: 'GET', url: `/api/users${query}`, token: admin });
    expect(response.statusCode).toBe(200);
    return response.json<{ total: number }>().total;
  };
  /** The accounts the list's filters match, counted in the database. */
  const counted = async (where = sql`true`) => {
    const result: unknown = await server.db.execute(sql`select count(*)::int as total from users where ${where}`);
    return (result as { rows: { total: number }[] }).rows[0]!.total;
  };
  /** The list's total once it equals `expected`, or the last one after a second (events arrive as they commit). */
  const totalOnce = async (expected: number, query = '') => {
    for (let attempt = 0; attempt < 50; attempt++) {
      const total = await listTotal(query);
      if (total === expected) return total;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return listTotal(query);
  };

  it('sends only the page once the total is kept; a search still counts its matches', async () => {
    await listTotal();
    const { sent } = await statementsOf(server.db, () => listTotal());
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toMatch(/count\(/);

    const searched = await statementsOf(server.db, () => listTotal('?search=kitchen'));
    expect(searched.sent.filter((statement) => /count\(/.test(statement))).toHaveLength(1);
  });

  it("shows the admin's own new, changed, deactivated and deleted accounts in the totals at once", async () => {
    const customers = sql`role = 'customer'`;
    const activeCustomers = sql`role = 'customer' and status = 'active'`;
    await Promise.all([listTotal(), listTotal('?role=customer'), listTotal('?role=customer&status=active')]);

    const created = await server.request({
      method: 'POST',
      url: '/api/users',
      token: admin,
      payload: {
        name: 'Kept Total',
        email: 'kept.total@example.test',
        role: 'customer',
        status: 'active',
        password: 'secret1',
        password_confirmation: 'secret1',
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ data: { id: number } }>().data.id;
    expect(await listTotal()).toBe(await counted());
    expect(await listTotal('?role=customer&status=active')).toBe(await counted(activeCustomers));

    const deactivated = await server.request({
      method: 'PUT',
      url: `/api/users/update-status/${id}`,
      token: admin,
      payload: { status: 'inactive' },
    });
    expect(deactivated.statusCode).toBe(200);
    expect(await listTotal('?role=customer&status=active')).toBe(await counted(activeCustomers));

    const changed = await server.request({
      method: 'PUT',
      url: `/api/users/${id}`,
      token: admin,
      payload: { role: 'delivery' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await listTotal('?role=customer')).toBe(await counted(customers));

    const deleted = await server.request({ method: 'DELETE', url: `/api/users/${id}`, token: admin });
    expect(deleted.statusCode).toBe(200);
    expect(await listTotal()).toBe(await counted());
  });

  it("shows a partner's account the admin deactivates and activates in the totals at once", async () => {
    const activeRiders = sql`role = 'delivery' and status = 'active'`;
    const result: unknown = await server.db.execute(
      sql`select user_id as id from delivery_profiles where status = 'active' order by user_id limit 1`,
    );
    const [rider] = (result as { rows: { id: number }[] }).rows;
    expect(rider).toBeDefined();
    await listTotal('?role=delivery&status=active');
    for (const status of ['inactive', 'active']) {
      const changed = await server.request({
        method: 'PUT',
        url: `/api/delivery-partners/update-status/${rider!.id}`,
        token: admin,
        payload: { status },
      });
      expect(changed.statusCode).toBe(200);
      expect(await listTotal('?role=delivery&status=active')).toBe(await counted(activeRiders));
    }
  });

  it('shows accounts added, changed and removed outside the admin screens in the next totals', async () => {
    const before = await listTotal('?role=customer&status=active');
    await server.db.execute(sql`insert into users (name, email, password_hash, role, status)
      values ('Kept Total Outside', 'kept.total.outside@example.test', 'not-a-password-hash', 'customer', 'active')`);
    expect(await totalOnce(before + 1, '?role=customer&status=active')).toBe(before + 1);

    await server.db.execute(sql`update users set status = 'inactive' where email = 'kept.total.outside@example.test'`);
    expect(await totalOnce(before, '?role=customer&status=active')).toBe(before);
    expect(await listTotal('?role=customer&status=inactive')).toBe(
      await counted(sql`role = 'customer' and status = 'inactive'`),
    );

    const all = await listTotal();
    await server.db.execute(sql`delete from users where email = 'kept.total.outside@example.test'`);
    expect(await totalOnce(all - 1)).toBe(all - 1);
  });
});
