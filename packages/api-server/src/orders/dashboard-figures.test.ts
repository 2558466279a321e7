import { sql } from 'drizzle-orm';
import type { AdminDashboard } from '@farmplate/contracts';
import { statementsOf } from '../testing/statements';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * The admin dashboard's account figures (customers, partners by status, the newest accounts) are
 * kept in memory and forgotten through the live-event hub (live-updates/cached-reads.ts): a
 * dashboard sends only its orders' statements, and any change of an account or a partner shows
 * on the dashboards after it.
 */
describe('admin dashboard figures kept in memory', () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin@farmplate.test');
  });
  afterAll(() => server?.close());

  const dashboard = async (): Promise<AdminDashboard> => {
    const response = await server.request({ method: 'GET', url: '/api/admin-dashboard', token: admin });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: AdminDashboard }>().data;
  };
  /** The dashboard once `check` holds, or the last one after a second (events arrive as they commit). */
  const dashboardOnce = async (check: (data: AdminDashboard) => boolean): Promise<AdminDashboard> => {
    for (let attempt = 0; attempt < 50; attempt++) {
      const data = await dashboard();
      if (check(data)) return data;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return dashboard();
  };

  it('sends only the orders statements once the account figures are kept', async () => {
    await dashboard();
    const { sent } = await statementsOf(server.db, dashboard);
    expect(sent.filter((statement) => /"?(users|\w+_profiles)"? /.test(statement))).toEqual([]);
    expect(sent).toHaveLength(2);
  });

  it('shows a new customer, a partner approved, a renamed account and a deleted one on the next dashboards', async () => {
    const before = await dashboard();
    await db().execute(sql`insert into users (name, email, password_hash, role, status)
      values ('Kept Figures', 'kept.figures@example.test', 'not-a-password-hash', 'customer', 'active')`);
    const created = await dashboardOnce((data) => data.totals.customers === before.totals.customers + 1);
    expect(created.totals.customers).toBe(before.totals.customers + 1);
    expect(created.recent_users[0]).toMatchObject({ name: 'Kept Figures', email: 'kept.figures@example.test' });

    await db().execute(sql`update users set name = 'Kept Figures (renamed)' where email = 'kept.figures@example.test'`);
    const renamed = await dashboardOnce((data) => data.recent_users[0]?.name === 'Kept Figures (renamed)');
    expect(renamed.recent_users[0]!.name).toBe('Kept Figures (renamed)');

    const [pending] = await rows<{ id: number }>(
      sql`select user_id as id from kitchen_profiles where status <> 'active' order by user_id limit 1`,
    );
    expect(pending).toBeDefined();
    await db().execute(sql`update kitchen_profiles set status = 'active' where user_id = ${pending!.id}`);
    const approved = await dashboardOnce(
      (data) => data.partners.kitchens.active === before.partners.kitchens.active + 1,
    );
    expect(approved.partners.kitchens.active).toBe(before.partners.kitchens.active + 1);

    await db().execute(sql`delete from users where email = 'kept.figures@example.test'`);
    const deleted = await dashboardOnce((data) => data.totals.customers === before.totals.customers);
    expect(deleted.totals.customers).toBe(before.totals.customers);
    expect(deleted.recent_users.map((user) => user.email)).not.toContain('kept.figures@example.test');
  });

  const db = () => server.db;
  async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    const result: unknown = await db().execute(query);
    return (result as { rows: T[] }).rows;
  }
});
