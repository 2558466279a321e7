import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES, REGISTER_MESSAGES } from '@farmplate/contracts';
import { farmerProfiles, kitchenProfiles, passwordResetCodes, sessions, users } from '../db/schema';
import { onlyRow } from '../testing/rows';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const codeFromMail = (to: string) => {
  const message = [...server.mail].reverse().find((mail) => mail.to === to);
  return /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
};

describe('POST /login', () => {
  it('answers a token and the session user', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'Farmer@FarmPlate.test', password: 'farmer123' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^[\w-]{43}$/);
    expect(body.user).toEqual({
      id: expect.any(Number),
      name: 'Kwame Mensah',
      email: 'farmer@farmplate.test',
      role: 'farmer',
      status: 'active',
      created_at: expect.any(String),
    });
  });

  it('answers 401 with the same message for a wrong password and an unknown email', async () => {
    for (const payload of [
      { email: 'farmer@farmplate.test', password: 'wrong-password' },
      { email: 'nobody@farmplate.test', password: 'farmer123' },
    ]) {
      const response = await server.request({ method: 'POST', url: '/api/login', payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: AUTH_MESSAGES.loginFailed });
    }
  });

  it('validates the payload with field messages', async () => {
    const response = await server.request({ method: 'POST', url: '/api/login', payload: { email: 'not-an-email' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: [REGISTER_MESSAGES.emailInvalid],
      password: [AUTH_MESSAGES.loginPassword],
    });
  });

  it('stores only a hash of the token', async () => {
    const token = await server.login('kitchen@farmplate.test');
    const rows = await server.db.query.sessions.findMany();
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
  });
});

describe('GET /user-detail and GET /logout', () => {
  it('reads the user of the token, and logout revokes it', async () => {
    const token = await server.login('admin@farmplate.test');
    const detail = await server.request({ method: 'GET', url: '/api/user-detail', token });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().user).toMatchObject({ email: 'admin@farmplate.test', role: 'admin' });

    const logout = await server.request({ method: 'GET', url: '/api/logout', token });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: AUTH_MESSAGES.loggedOut });
    const after = await server.request({ method: 'GET', url: '/api/user-detail', token });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: AUTH_MESSAGES.unauthenticated });
  });

  it('answers 401 without a token or with a malformed one', async () => {
    expect((await server.request({ method: 'GET', url: '/api/user-detail' })).statusCode).toBe(401);
    expect((await server.request({ method: 'GET', url: '/api/user-detail', token: 'forged' })).statusCode).toBe(401);
    expect(
      (await server.request({ method: 'GET', url: '/api/user-detail', headers: { authorization: 'Basic abc' } }))
        .statusCode,
    ).toBe(401);
  });

  it('rejects a token idle for longer than the idle limit', async () => {
    const token = await server.login('delivery@farmplate.test');
    const user = onlyRow(
      await server.db.select().from(users).where(eq(users.email, 'delivery@farmplate.test')),
      'the delivery user',
    );
    const idleSince = new Date(Date.now() - (server.config.auth.tokenIdleMinutes + 1) * 60_000);
    await server.db.update(sessions).set({ lastUsedAt: idleSince }).where(eq(sessions.userId, user.id));
    expect((await server.request({ method: 'GET', url: '/api/user-detail', token })).statusCode).toBe(401);
  });
});

describe('POST /web-register', () => {
  const farmer = {
    name: 'Ada Obi',
    email: 'ada@newfarm.test',
    contact_phone: '+1 555 0100',
    password: 'secret1',
    password_confirmation: 'secret1',
    role: 'farmer',
    farm_name: 'Obi Family Farm',
  };

  it('creates a farmer with a pending farm profile, who can then sign in', async () => {
    const response = await server.request({ method: 'POST', url: '/api/web-register', payload: farmer });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({
      name: 'Ada Obi',
      email: 'ada@newfarm.test',
      role: 'farmer',
      status: 'active',
    });
    const [profile] = await server.db
      .select()
      .from(farmerProfiles)
      .where(eq(farmerProfiles.userId, response.json().user.id));
    expect(profile).toMatchObject({ farmName: 'Obi Family Farm', status: 'pending' });
    await expect(server.login('ada@newfarm.test', 'secret1')).resolves.toEqual(expect.any(String));
  });

  it('creates a kitchen with its kitchen profile', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/web-register',
      payload: {
        name: 'Chef Ife',
        email: 'ife@kitchen.test',
        password: 'secret1',
        role: 'kitchen',
        kitchen_name: 'Ife Eats',
      },
    });
    expect(response.statusCode).toBe(201);
    const profile = onlyRow(
      await server.db.select().from(kitchenProfiles).where(eq(kitchenProfiles.userId, response.json().user.id)),
      'the new kitchen profile',
    );
    expect(profile.kitchenName).toBe('Ife Eats');
  });

  it('refuses the admin role and ignores a status sent along', async () => {
    const asAdmin = await server.request({
      method: 'POST',
      url: '/api/web-register',
      payload: { ...farmer, email: 'sneaky@x.test', role: 'admin' },
    });
    expect(asAdmin.statusCode).toBe(422);
    expect(asAdmin.json().errors).toEqual({ role: [REGISTER_MESSAGES.role] });
    expect(await server.db.select().from(users).where(eq(users.email, 'sneaky@x.test'))).toHaveLength(0);

    const withStatus = await server.request({
      method: 'POST',
      url: '/api/web-register',
      payload: { ...farmer, email: 'status@x.test', status: 'inactive', id: 1 },
    });
    expect(withStatus.statusCode).toBe(201);
    expect(withStatus.json().user).toMatchObject({ status: 'active', role: 'farmer' });
    expect(withStatus.json().user.id).not.toBe(1);
  });

  it('gives the spec messages for missing fields and a taken email', async () => {
    const empty = await server.request({ method: 'POST', url: '/api/web-register', payload: { role: 'kitchen' } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      name: [REGISTER_MESSAGES.name],
      email: [REGISTER_MESSAGES.email],
      password: [REGISTER_MESSAGES.password],
      kitchen_name: [REGISTER_MESSAGES.kitchenName],
    });
    const taken = await server.request({
      method: 'POST',
      url: '/api/web-register',
      payload: { ...farmer, email: 'KITCHEN@farmplate.test' },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({ message: AUTH_MESSAGES.emailTaken, errors: { email: [AUTH_MESSAGES.emailTaken] } });
  });
});

describe('forgotten password', () => {
  const email = 'customer@farmplate.test';

  it('answers the same for a known and an unknown email, mailing a code only to the account', async () => {
    const before = server.mail.length;
    const unknown = await server.request({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: 'nobody@nowhere.test' },
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ message: AUTH_MESSAGES.forgotSent });
    const known = await server.request({ method: 'POST', url: '/api/forgot-password', payload: { email } });
    expect(known.json()).toEqual(unknown.json());
    await server.settled();
    expect(server.mail.slice(before).map((mail) => mail.to)).toEqual([email]);
    expect(codeFromMail(email)).toMatch(/^\d{6}$/);
  });

  it('verifies the code, resets the password once, and ends the old sessions', async () => {
    const oldToken = await server.login(email);
    await server.request({ method: 'POST', url: '/api/forgot-password', payload: { email } });
    await server.settled();
    const otp = codeFromMail(email)!;

    const verify = await server.request({ method: 'POST', url: '/api/verify-otp', payload: { email, otp } });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({ message: AUTH_MESSAGES.otpVerified });

    const payload = { email, otp, password: 'new-secret', password_confirmation: 'new-secret' };
    const reset = await server.request({ method: 'POST', url: '/api/reset-password', payload });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: AUTH_MESSAGES.passwordReset });
    expect((await server.request({ method: 'GET', url: '/api/user-detail', token: oldToken })).statusCode).toBe(401);
    await expect(server.login(email, 'new-secret')).resolves.toEqual(expect.any(String));

    const again = await server.request({
      method: 'POST',
      url: '/api/reset-password',
      payload: { ...payload, password: 'third-one', password_confirmation: 'third-one' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(AUTH_MESSAGES.otpInvalid);
  });

  it('allows five tries of a code, then refuses even the right one', async () => {
    const target = 'delivery@farmplate.test';
    await server.request({ method: 'POST', url: '/api/forgot-password', payload: { email: target } });
    await server.settled();
    const otp = codeFromMail(target)!;
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await server.request({
        method: 'POST',
        url: '/api/verify-otp',
        payload: { email: target, otp: wrong },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: AUTH_MESSAGES.otpInvalid,
        errors: { otp: [AUTH_MESSAGES.otpInvalid] },
      });
    }
    const right = await server.request({ method: 'POST', url: '/api/verify-otp', payload: { email: target, otp } });
    expect(right.statusCode).toBe(422);
  });

  it('refuses an expired code', async () => {
    const target = 'kitchen2@farmplate.test';
    await server.request({ method: 'POST', url: '/api/forgot-password', payload: { email: target } });
    await server.settled();
    const otp = codeFromMail(target)!;
    const user = onlyRow(await server.db.select().from(users).where(eq(users.email, target)), `the user ${target}`);
    await server.db
      .update(passwordResetCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetCodes.userId, user.id));
    const response = await server.request({ method: 'POST', url: '/api/verify-otp', payload: { email: target, otp } });
    expect(response.statusCode).toBe(422);
  });

  it('checks the reset payload with field messages', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/reset-password',
      payload: { email, otp: '12', password: 'abc', password_confirmation: 'abd' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      otp: ['Please enter the 6-digit code'],
      password: [REGISTER_MESSAGES.passwordShort],
      password_confirmation: [REGISTER_MESSAGES.mismatch],
    });
  });
});

describe('rate limits', () => {
  it('answers 429 after too many login attempts from one client', async () => {
    const limited = await server.anotherApp((config) => {
      config.auth.rateLimitPerMinute = 3;
    });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await limited.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'farmer@farmplate.test', password: 'nope' },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json()).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
