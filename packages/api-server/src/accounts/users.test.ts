import { USER_MESSAGES as M } from '@farmplate/contracts';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@farmplate.test');
});
afterAll(() => server.close());

const newUser = {
  name: 'Zara Bello',
  email: 'zara@example.test',
  role: 'customer',
  status: 'active',
  password: 'secret1',
  password_confirmation: 'secret1',
};

describe('GET /users', () => {
  it('pages, filters by role and status, and searches name, email or id', async () => {
    const page = (await server.request({ method: 'GET', url: '/api/users?page=2', token: admin })).json();
    expect(page).toMatchObject({ current_page: 2, last_page: 2, per_page: 10, from: 11, total: 19 });
    const farmers = (
      await server.request({ method: 'GET', url: '/api/users?role=farmer&status=active', token: admin })
    ).json();
    expect(farmers.data.map((user: { name: string }) => user.name).sort()).toEqual([
      'Kwame Mensah',
      'Musa Ibrahim',
      'Ruth Adeyemi',
    ]);
    const found = (await server.request({ method: 'GET', url: '/api/users?search=KITCHEN2@', token: admin })).json()
      .data;
    expect(found.map((user: { name: string }) => user.name)).toEqual(['Grace Lee']);
    const byId = (await server.request({ method: 'GET', url: `/api/users?search=${found[0].id}`, token: admin })).json()
      .data;
    expect(byId.map((user: { id: number }) => user.id)).toContain(found[0].id);
  });
});

describe('POST, PUT and DELETE /users', () => {
  it('creates a user with the spec message', async () => {
    const response = await server.request({ method: 'POST', url: '/api/users', token: admin, payload: newUser });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: M.created,
      data: { name: 'Zara Bello', email: 'zara@example.test', role: 'customer', status: 'active' },
    });
    await expect(server.login('zara@example.test', 'secret1')).resolves.toEqual(expect.any(String));
  });

  it('validates the user form', async () => {
    const empty = await server.request({ method: 'POST', url: '/api/users', token: admin, payload: { name: ' a ' } });
    expect(empty.json().errors).toEqual({
      name: [M.nameShort],
      email: [M.emailRequired],
      role: [M.roleRequired],
      password: [M.passwordRequired],
      password_confirmation: [M.confirmationRequired],
    });
    const bad = await server.request({
      method: 'POST',
      url: '/api/users',
      token: admin,
      payload: { ...newUser, email: 'nope', password: '123', password_confirmation: '124' },
    });
    expect(bad.json().errors).toEqual({
      email: [M.emailInvalid],
      password: [M.passwordShort],
      password_confirmation: [M.mismatch],
    });
    const taken = await server.request({
      method: 'POST',
      url: '/api/users',
      token: admin,
      payload: { ...newUser, email: 'ADMIN@farmplate.test' },
    });
    expect(taken.json().errors).toEqual({ email: ['The email has already been taken.'] });
  });

  it('keeps the password when it is left blank and asks for the confirmation when not', async () => {
    const [user] = (await server.request({ method: 'GET', url: '/api/users?search=zara', token: admin })).json().data;
    const zara = await server.login('zara@example.test', 'secret1');
    expect((await server.request({ method: 'GET', url: '/api/user-detail', token: zara })).json().user.name).toBe(
      'Zara Bello',
    );
    const blank = await server.request({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      token: admin,
      payload: { name: 'Zara B.', password: '' },
    });
    expect(blank.json()).toMatchObject({ message: M.updated, data: { name: 'Zara B.' } });
    expect((await server.request({ method: 'GET', url: '/api/user-detail', token: zara })).json().user.name).toBe(
      'Zara B.',
    );
    await expect(server.login('zara@example.test', 'secret1')).resolves.toEqual(expect.any(String));
    const unconfirmed = await server.request({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      token: admin,
      payload: { password: 'another1' },
    });
    expect(unconfirmed.json().errors).toEqual({ password_confirmation: [M.confirmationRequired] });
  });

  it('ends the sessions of a user whose role changes', async () => {
    const [user] = (await server.request({ method: 'GET', url: '/api/users?search=zara', token: admin })).json().data;
    const token = await server.login('zara@example.test', 'secret1');
    expect((await server.request({ method: 'GET', url: '/api/user-detail', token })).json().user.role).toBe('customer');
    await server.request({ method: 'PUT', url: `/api/users/${user.id}`, token: admin, payload: { role: 'delivery' } });
    expect((await server.request({ method: 'GET', url: '/api/user-detail', token })).statusCode).toBe(401);
  });

  it('toggles the status with the spec messages, revoking sessions; a repeated toggle gets 409', async () => {
    const [user] = (await server.request({ method: 'GET', url: '/api/users?search=zara', token: admin })).json().data;
    const token = await server.login('zara@example.test', 'secret1');
    expect((await server.request({ method: 'GET', url: '/api/user-detail', token })).statusCode).toBe(200);
    const off = await server.request({
      method: 'PUT',
      url: `/api/users/update-status/${user.id}`,
      token: admin,
      payload: { status: 'inactive' },
    });
    expect(off.json()).toMatchObject({ message: M.deactivated, data: { status: 'inactive' } });
    expect((await server.request({ method: 'GET', url: '/api/user-detail', token })).statusCode).toBe(401);
    expect(
      (
        await server.request({
          method: 'POST',
          url: '/api/login',
          payload: { email: 'zara@example.test', password: 'secret1' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await server.request({
          method: 'PUT',
          url: `/api/users/update-status/${user.id}`,
          token: admin,
          payload: { status: 'inactive' },
        })
      ).statusCode,
    ).toBe(409);
    const on = await server.request({
      method: 'PUT',
      url: `/api/users/update-status/${user.id}`,
      token: admin,
      payload: { status: 'active' },
    });
    expect(on.json().message).toBe(M.activated);
  });

  it('deletes a user; the admin cannot deactivate or delete their own account', async () => {
    const [user] = (await server.request({ method: 'GET', url: '/api/users?search=zara', token: admin })).json().data;
    expect((await server.request({ method: 'DELETE', url: `/api/users/${user.id}`, token: admin })).json()).toEqual({
      message: M.deleted,
    });
    expect((await server.request({ method: 'DELETE', url: `/api/users/${user.id}`, token: admin })).statusCode).toBe(
      404,
    );
    const me = (await server.request({ method: 'GET', url: '/api/user-detail', token: admin })).json().user;
    expect((await server.request({ method: 'DELETE', url: `/api/users/${me.id}`, token: admin })).statusCode).toBe(409);
    expect(
      (
        await server.request({
          method: 'PUT',
          url: `/api/users/update-status/${me.id}`,
          token: admin,
          payload: { status: 'inactive' },
        })
      ).statusCode,
    ).toBe(409);
  });
});
