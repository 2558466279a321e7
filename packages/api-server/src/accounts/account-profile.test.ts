import { PASSWORD_CHANGE_MESSAGES, PROFILE_MESSAGES as M } from '@farmplate/contracts';
import { startTestServer, type TestServer } from '../testing/test-server';

// Starting PGlite, migrating and seeding can take longer than the harness's 30 s on a loaded machine.
jest.setTimeout(120_000);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PROFILE = '/api/account/profile';
const PASSWORD = '/api/account/profile/password';

describe('customer and delivery partner profile', () => {
  it.each([
    ['customer@farmplate.test', 'Chidi Okeke', 'customer'],
    ['delivery@farmplate.test', 'Dayo Rider', 'delivery'],
  ])('%s reads its own account', async (email, name, role) => {
    const token = await server.login(email);
    const response = await server.request({ method: 'GET', url: PROFILE, token });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name, email, role });
  });

  it('updates name, email and phone; requires name and email; refuses a taken email', async () => {
    const token = await server.login('customer@farmplate.test');
    const empty = await server.request({ method: 'PUT', url: PROFILE, token, payload: { name: ' ' } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ name: [M.farmerRequired], email: [M.farmerRequired] });
    const badEmail = await server.request({ method: 'PUT', url: PROFILE, token, payload: { name: 'C', email: 'x' } });
    expect(badEmail.json().errors).toEqual({ email: [M.emailInvalid] });
    const taken = await server.request({
      method: 'PUT',
      url: PROFILE,
      token,
      payload: { name: 'Chidi', email: 'farmer@farmplate.test' },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: [M.emailTaken] });

    const ok = await server.request({
      method: 'PUT',
      url: PROFILE,
      token,
      payload: { name: 'Chidi N. Okeke', email: 'customer@farmplate.test', phone: '+234 800 000 0001', role: 'admin' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      message: M.updated,
      data: { name: 'Chidi N. Okeke', phone: '+234 800 000 0001', role: 'customer' },
    });
    const detail = await server.request({ method: 'GET', url: '/api/user-detail', token });
    expect(JSON.stringify(detail.json())).toContain('Chidi N. Okeke');
  });

  it('changes the password with the farmer and kitchen rules, ending the other sessions', async () => {
    const token = await server.login('delivery@farmplate.test');
    const other = await server.login('delivery@farmplate.test');
    const missing = await server.request({ method: 'POST', url: PASSWORD, token, payload: {} });
    expect(missing.statusCode).toBe(422);
    expect(Object.values(missing.json().errors).flat()).toContain(PASSWORD_CHANGE_MESSAGES.partner.required);
    const invalid = await server.request({
      method: 'POST',
      url: PASSWORD,
      token,
      payload: { current_password: 'delivery123', new_password: 'abc', new_password_confirmation: 'abd' },
    });
    expect(invalid.json().errors).toEqual({
      new_password: [PASSWORD_CHANGE_MESSAGES.partner.short],
      new_password_confirmation: [PASSWORD_CHANGE_MESSAGES.partner.mismatch],
    });
    const wrong = await server.request({
      method: 'POST',
      url: PASSWORD,
      token,
      payload: { current_password: 'nope', new_password: 'fresh1', new_password_confirmation: 'fresh1' },
    });
    expect(wrong.json()).toEqual({
      message: M.currentPasswordWrong,
      errors: { current_password: [M.currentPasswordWrong] },
    });
    const ok = await server.request({
      method: 'POST',
      url: PASSWORD,
      token,
      payload: { current_password: 'delivery123', new_password: 'fresh1', new_password_confirmation: 'fresh1' },
    });
    expect(ok.json()).toEqual({ message: M.passwordChanged });
    expect((await server.request({ method: 'GET', url: '/api/user-detail', token: other })).statusCode).toBe(401);
    await server.login('delivery@farmplate.test', 'fresh1');
  });

  it.each(['farmer@farmplate.test', 'kitchen@farmplate.test', 'admin@farmplate.test'])(
    'is refused to %s (403), who has its own profile',
    async (email) => {
      const token = await server.login(email);
      expect((await server.request({ method: 'GET', url: PROFILE, token })).statusCode).toBe(403);
      const put = await server.request({ method: 'PUT', url: PROFILE, token, payload: { name: 'X', email } });
      expect(put.statusCode).toBe(403);
    },
  );
});
