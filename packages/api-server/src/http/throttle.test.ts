import type { Redis } from 'ioredis';
import { clientNetwork, createThrottle, normalisedEmail, normalisedPhone } from './throttle';

describe('the counters of the checkout and mail limits', () => {
  it('count within a window, say how long is left of it, and start again after it', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-26T08:00:00Z') });
    try {
      const throttle = createThrottle({});
      const hits = [];
      for (let index = 0; index < 3; index += 1)
        hits.push(await throttle.hit('checkout-address', '203.0.113.7', 2, 60_000));
      expect(hits.map((hit) => hit.allowed)).toEqual([true, true, false]);
      expect(hits[2]!.retryAfterSeconds).toBe(60);
      jest.setSystemTime(Date.now() + 45_000);
      expect(await throttle.hit('checkout-address', '203.0.113.7', 2, 60_000)).toMatchObject({
        allowed: false,
        retryAfterSeconds: 15,
      });
      // another bucket or id counts on its own
      expect((await throttle.hit('checkout-email', '203.0.113.7', 2, 60_000)).allowed).toBe(true);
      jest.setSystemTime(Date.now() + 16_000);
      expect((await throttle.hit('checkout-address', '203.0.113.7', 2, 60_000)).allowed).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('let a hit through and report the failure when Redis does not answer', async () => {
    const failing = {
      multi: () => ({
        incr() {
          return this;
        },
        pexpire() {
          return this;
        },
        pttl() {
          return this;
        },
        exec: () => Promise.reject(new Error('Connection is closed.')),
      }),
    } as unknown as Redis;
    const errors: unknown[] = [];
    const throttle = createThrottle({ redis: failing, onError: (error) => void errors.push(error) });
    expect((await throttle.hit('checkout-address', '203.0.113.7', 1, 60_000)).allowed).toBe(true);
    expect(errors).toHaveLength(1);
  });
});

it('reads one mailbox and one phone number however they are written', () => {
  expect(normalisedEmail(' Ada.Obi+orders@Example.TEST ')).toBe('ada.obi@example.test');
  expect(new Set(['+1 (214) 555-0142', '214-555-0142', '12145550142'].map(normalisedPhone))).toEqual(
    new Set(['2145550142']),
  );
  expect(normalisedPhone('+234 803 123 4567')).toBe(normalisedPhone('0803 123 4567'));
});

it('counts an IPv6 client by its /64 and an IPv4 one by its address', () => {
  expect(clientNetwork('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
  expect(clientNetwork('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
  expect(clientNetwork('2001:db8::7')).toBe('2001:db8:0:0::/64');
  expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
  expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
});
