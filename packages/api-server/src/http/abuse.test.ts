import { PassThrough } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { AUTH_MESSAGES, IMAGE_LIMITS, IMAGE_MESSAGES } from '@farmplate/contracts';
import { passwordResetCodes, users } from '../db/schema';
import { form, PNG_BYTES, startTestServer, type TestServer } from '../testing/test-server';

/** Abuse the first release let through: oversized uploads, bare 401/403s, secrets in the log, guessing one account from many addresses. */
let server: TestServer;
let log = '';
let farmer: string;
let admin: string;

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server = await startTestServer({
    logStream: stream,
    configure: (config) => {
      config.logger = true;
      config.auth.accountAttemptsPer15Minutes = 5;
    },
  });
  farmer = await server.login('farmer@farmplate.test');
  admin = await server.login('admin@farmplate.test');
});
afterAll(() => server.close());

describe('multipart bodies', () => {
  it('are refused with 415 on every route that takes no file, anonymous or not', async () => {
    const body = form({ email: 'a@b.co', password: 'x' });
    const login = await server.request({ method: 'POST', url: '/api/login', payload: body });
    expect(login.statusCode).toBe(415);
    const users = await server.request({ method: 'POST', url: '/api/users', token: admin, payload: body });
    expect(users.statusCode).toBe(415);
    expect(users.json().message).toBe('This request does not take a file: send JSON.');
  });

  it('are refused with 413 before the body is read when the declared length is over the image limit of §9', async () => {
    const cases = [
      { url: '/api/inventory-items', token: () => farmer, kind: 'inventory' as const },
      { url: '/api/profile', token: () => admin, kind: 'profile' as const },
    ];
    for (const { url, token, kind } of cases) {
      // the length is declared, the bytes never come: only a check before reading can answer
      const response = await server.request({
        method: url === '/api/profile' ? 'PUT' : 'POST',
        url,
        token: token(),
        headers: {
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(IMAGE_LIMITS[kind] + 1024 * 1024),
        },
        payload: '--x--\r\n',
      });
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({
        url,
        status: 413,
        body: { message: IMAGE_MESSAGES.tooLarge[kind] },
      });
    }
  });

  it('stops reading a file at the limit of its route when the length is not declared (5 MB inventory)', async () => {
    const sixMegabytes = Buffer.concat([PNG_BYTES, Buffer.alloc(6 * 1024 * 1024)]);
    const response = await server.request({
      method: 'POST',
      url: '/api/inventory-items',
      token: farmer,
      payload: form(
        { produce_name: 'Big Yams', quantity: 5, unit: 'kg', quality: 'Premium', total_price: 10 },
        { field: 'image_file', name: 'big.png', bytes: sixMegabytes, type: 'image/png' },
      ),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: IMAGE_MESSAGES.tooLarge.inventory });
  });

  it('without a boundary is a 400, on a route that takes a file', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/inventory-items',
      token: farmer,
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'produce_name=x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The multipart body has no boundary.' });
  });
});

describe('answers of the authorization hook', () => {
  it.each([
    ['401 without a token', undefined, 401],
    ['403 outside the permission', 'farmer', 403],
  ])('carry the security headers: %s', async (_name, who, status) => {
    const response = await server.request({ method: 'GET', url: '/api/users', token: who ? farmer : undefined });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('the log', () => {
  it('holds no password hash, password or query parameters when an insert fails', async () => {
    // make the next insert of this name fail inside the database
    await server.db.execute(
      sql.raw(`alter table users add constraint test_refuses_name check (name <> 'Refused By The Database')`),
    );
    const password = 'plain-secret-4711';
    const response = await server.request({
      method: 'POST',
      url: '/api/users',
      token: admin,
      payload: {
        name: 'Refused By The Database',
        email: 'refused@farmplate.test',
        role: 'customer',
        password,
        password_confirmation: password,
      },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Server error.' });
    expect(log).toContain('request failed');
    expect(log).toContain('test_refuses_name');
    expect(log).not.toMatch(/\$argon2/);
    expect(log).not.toContain(password);
    expect(log).not.toContain('refused@farmplate.test');
  });
});

describe('sign-in attempts per account', () => {
  const attempt = (email: string, password: string, address: string) =>
    server.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: address });

  it('stop after the limit from any number of addresses, even with the right password; other accounts go on', async () => {
    const email = 'kitchen2@farmplate.test';
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1)
      statuses.push((await attempt(email, 'wrong', `10.0.0.${index}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const blocked = await attempt(email, 'kitchen123', '10.0.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
    expect((await attempt('delivery@farmplate.test', 'delivery123', '10.0.1.1')).statusCode).toBe(200);
  });

  it('count parallel guesses: no more than the limit get through to the password check', async () => {
    const email = 'customer@farmplate.test';
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => attempt(email, 'wrong', `10.1.0.${index}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });
});

describe('forgot-password', () => {
  it('takes one path for every email: the answer schedules the same work and the account is looked up after it', async () => {
    const email = 'farmer2@farmplate.test';
    const [user] = await server.db.select().from(users).where(eq(users.email, email));
    const codes = () => server.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, user!.id));
    const before = (await codes()).length;
    const mailsBefore = server.mail.length;
    const scheduled = jest.spyOn(server.app.background, 'run');
    const known = await server.request({ method: 'POST', url: '/api/forgot-password', payload: { email } });
    const unknown = await server.request({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: 'nobody-at-all@farmplate.test' },
    });
    expect(scheduled.mock.calls.map(([name]) => name)).toEqual(['password reset', 'password reset']);
    scheduled.mockRestore();
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
    await server.settled();
    expect((await codes()).length).toBe(before + 1);
    expect(server.mail.slice(mailsBefore).map((mail) => mail.to)).toEqual([email]);
  });
});
