import { MARKETING_MESSAGES as M } from '@farmplate/contracts';
import { contactMessages, newsletterSubscriptions } from '../db/schema';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('POST /contact-messages', () => {
  it('stores a message from anyone', async () => {
    const payload = {
      name: 'Bisi',
      email: 'bisi@example.test',
      subject: 'Catering',
      message: 'Do you cater weddings?',
      userType: 'kitchen',
    };
    const response = await server.request({ method: 'POST', url: '/api/contact-messages', payload });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: M.contactSent });
    expect(await server.db.select().from(contactMessages)).toEqual([
      expect.objectContaining({ name: 'Bisi', userType: 'kitchen', phone: null }),
    ]);
  });

  it('requires name, email, subject and message, and defaults the user type to customer', async () => {
    const empty = await server.request({ method: 'POST', url: '/api/contact-messages', payload: { email: 'bad' } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      name: [M.name],
      email: [M.emailInvalid],
      subject: [M.subject],
      message: [M.message],
    });
    const minimal = await server.request({
      method: 'POST',
      url: '/api/contact-messages',
      payload: { name: 'A', email: 'a@b.co', subject: 'Hi', message: 'Hello' },
    });
    expect(minimal.statusCode).toBe(201);
    const rows = await server.db.select().from(contactMessages);
    expect(rows.at(-1)?.userType).toBe('customer');
  });
});

describe('POST /newsletter-subscriptions', () => {
  it('subscribes once per address and answers the same for a repeat', async () => {
    for (const email of ['reader@example.test', 'READER@example.test']) {
      const response = await server.request({
        method: 'POST',
        url: '/api/newsletter-subscriptions',
        payload: { email, source: 'blog' },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: M.subscribed });
    }
    expect(await server.db.select().from(newsletterSubscriptions)).toHaveLength(1);
    const invalid = await server.request({
      method: 'POST',
      url: '/api/newsletter-subscriptions',
      payload: { email: 'nope', source: 'blog' },
    });
    expect(invalid.json().errors).toEqual({ email: [M.emailInvalid] });
  });

  it('is rate limited', async () => {
    const limited = await server.anotherApp((config) => {
      config.auth.rateLimitPerMinute = 2;
    });
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push(
        (
          await limited.inject({
            method: 'POST',
            url: '/api/newsletter-subscriptions',
            payload: { email: `r${attempt}@x.test`, source: 'footer' },
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([201, 201, 429]);
  });
});
