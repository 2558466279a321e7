import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Failed sign-ins per account, whatever address they come from: the per-IP limit of the
 * auth routes does not stop many addresses guessing one password. Counters live in Redis when it
 * is configured (every instance shares them), in memory otherwise.
 */
export interface AccountThrottle {
  /** Counts one attempt on `email`; true while the account is under its limit. */
  attempt(email: string): Promise<boolean>;
  /** Clears the count of `email` (after a successful sign-in). */
  clear(email: string): Promise<void>;
}

export interface AccountThrottleOptions {
  /** attempts per window and account */
  limit: number;
  windowMs: number;
  redis?: Redis | null;
  /** Redis key prefix */
  namespace?: string;
}

/** The key of an account: a hash of its normalised email, so Redis holds no address. */
const accountKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

export function createAccountThrottle({
  limit,
  windowMs,
  redis,
  namespace = 'farmplate-rate-limit:',
}: AccountThrottleOptions): AccountThrottle {
  if (redis) {
    const key = (email: string) => `${namespace}login-account:${accountKey(email)}`;
    return {
      async attempt(email) {
        // one round trip: count, and start the window with the first attempt
        const results = await redis.multi().incr(key(email)).pexpire(key(email), windowMs, 'NX').exec();
        const count = Number(results?.[0]?.[1] ?? 0);
        return count <= limit;
      },
      async clear(email) {
        await redis.del(key(email));
      },
    };
  }
  const counters = new Map<string, { count: number; resetAt: number }>();
  return {
    async attempt(email) {
      const now = Date.now();
      const id = accountKey(email);
      let counter = counters.get(id);
      if (!counter || counter.resetAt <= now) {
        counter = { count: 0, resetAt: now + windowMs };
        counters.set(id, counter);
        // expired windows go when the map grows, so it stays bounded by the accounts tried recently
        if (counters.size > 10_000)
          for (const [other, value] of counters) if (value.resetAt <= now) counters.delete(other);
      }
      counter.count += 1;
      return counter.count <= limit;
    },
    async clear(email) {
      counters.delete(accountKey(email));
    },
  };
}
