import { startTwoInstances, type TwoInstances } from '../testing/two-instances';

/**
 * Every instance keeps sessions and settings in memory (cached-reads.ts); a change made through
 * one instance takes effect on the other as soon as the hub delivers it (PostgreSQL NOTIFY, sent
 * at the change's commit: milliseconds, more on a loaded machine, where the change's answer can
 * reach the client first). Each check below asks the other instance right after the change's
 * answer, after that instance has kept what it changes, and again until it answers the change
 * (for at most `DELIVERED_WITHIN_MS`: a cache kept until it expires fails).
 */
jest.setTimeout(120_000);

/** How long the other instance may take to hear of a change (the hub's delivery, on a loaded machine). */
const DELIVERED_WITHIN_MS = 2_000;

/** `read` until it gives `expected`, for at most DELIVERED_WITHIN_MS; what it gave last. */
async function eventually<T>(read: () => Promise<T>, expected: T): Promise<T> {
  const until = Date.now() + DELIVERED_WITHIN_MS;
  let value = await read();
  while (value !== expected && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}

describe('sessions and settings kept on two instances', () => {
  let instances: TwoInstances;
  beforeAll(async () => {
    instances = await startTwoInstances();
  });
  afterAll(() => instances?.close());
  const call: TwoInstances['call'] = (...args) => instances.call(...args);
  const login = async (email: string, password: string, instance = 0) =>
    (await call(instance, 'POST', '/api/login', { body: { email, password } })).body.token as string;
  /** a request on B that keeps the session there (twice: the second is served from memory) */
  const keptOnB = async (token: string) => {
    for (let i = 0; i < 2; i += 1) expect((await call(1, 'GET', '/api/user-detail', { token })).status).toBe(200);
  };

  it('a logout on A ends the session on B', async () => {
    const token = await login('kitchen@farmplate.test', 'kitchen123');
    await keptOnB(token);
    expect((await call(0, 'GET', '/api/logout', { token })).status).toBe(200);
    expect(await eventually(async () => (await call(1, 'GET', '/api/user-detail', { token })).status, 401)).toBe(401);
  });

  it('an account suspended on A is refused on B', async () => {
    const admin = await login('admin@farmplate.test', 'admin123');
    const token = await login('customer@farmplate.test', 'customer123');
    await keptOnB(token);
    const { body: me } = await call(1, 'GET', '/api/user-detail', { token });
    const suspended = await call(0, 'PUT', `/api/users/update-status/${me.user.id}`, {
      token: admin,
      body: { status: 'inactive' },
    });
    expect(suspended.status).toBe(200);
    expect(await eventually(async () => (await call(1, 'GET', '/api/user-detail', { token })).status, 401)).toBe(401);
    await call(0, 'PUT', `/api/users/update-status/${me.user.id}`, { token: admin, body: { status: 'active' } });
  });

  it("a new role given on A is the account's role on B (its sessions end)", async () => {
    const admin = await login('admin@farmplate.test', 'admin123');
    const token = await login('delivery@farmplate.test', 'delivery123');
    await keptOnB(token);
    const { body: me } = await call(1, 'GET', '/api/user-detail', { token });
    expect(
      (await call(0, 'PUT', `/api/users/${me.user.id}`, { token: admin, body: { role: 'customer' } })).status,
    ).toBe(200);
    expect(await eventually(async () => (await call(1, 'GET', '/api/user-detail', { token })).status, 401)).toBe(401);
  });

  it("a password changed on A ends the account's other sessions on B", async () => {
    const here = await login('kitchen2@farmplate.test', 'kitchen123');
    const there = await login('kitchen2@farmplate.test', 'kitchen123', 1);
    await keptOnB(there);
    const changed = await call(0, 'POST', '/api/kitchen/profile/password', {
      token: here,
      body: {
        current_password: 'kitchen123',
        new_password: 'Kitchen-456-new',
        new_password_confirmation: 'Kitchen-456-new',
      },
    });
    expect(changed.status).toBe(200);
    expect(await eventually(async () => (await call(1, 'GET', '/api/user-detail', { token: there })).status, 401)).toBe(
      401,
    );
    expect((await call(1, 'GET', '/api/user-detail', { token: here })).status).toBe(200);
  });

  it('settings saved on A are what B answers', async () => {
    const admin = await login('admin@farmplate.test', 'admin123');
    const name = async (instance: number) =>
      (await call(instance, 'GET', '/api/platform-settings')).body.data.platform_name as string;
    // B keeps the settings
    await name(1);
    await name(1);
    const saved = await call(0, 'PUT', '/api/settings', { token: admin, body: { platform_name: 'Plate Two' } });
    expect(saved.status).toBe(200);
    expect(await eventually(() => name(1), 'Plate Two')).toBe('Plate Two');
  });
});
