import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { Redis } from 'ioredis';

/**
 * Counters of the abuse guards (failed sign-ins per account, checkouts per address and contact,
 * mails per recipient): fixed windows that start with the first hit. They live in Redis when it
 * is configured, so every instance behind a load balancer shares them, in memory otherwise.
 */
export interface Throttle {
  /**
   * Counts one hit on `id` in `bucket`; `allowed` while the count is within `limit` for the
   * window, and `retryAfterSeconds` until the window ends.
   */
  hit(bucket: string, id: string, limit: number, windowMs: number): Promise<ThrottleResult>;
  /** Forgets the count of `id` in `bucket`. */
  clear(bucket: string, id: string): Promise<void>;
}

export interface ThrottleResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

/** A hash of the id, so Redis and the memory hold no address, email or phone. */
const hashed = (id: string) => createHash('sha256').update(id).digest('hex');

export function createThrottle({
  redis,
  namespace = 'farmplate-rate-limit:',
  onError,
}: {
  redis?: Redis | null;
  /** Redis key prefix */
  namespace?: string;
  /** Hears a failed Redis call; the hit is then let through, as a guard must not take the product down. */
  onError?: (error: unknown) => void;
}): Throttle {
  const result = (count: number, limit: number, remainingMs: number): ThrottleResult => ({
    allowed: count <= limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)),
  });
  if (redis) {
    const key = (bucket: string, id: string) => `${namespace}${bucket}:${hashed(id)}`;
    return {
      async hit(bucket, id, limit, windowMs) {
        // one round trip: count, start the window with the first hit, read what is left of it
        let results: [Error | null, unknown][] | null;
        try {
          results = await redis
            .multi()
            .incr(key(bucket, id))
            .pexpire(key(bucket, id), windowMs, 'NX')
            .pttl(key(bucket, id))
            .exec();
        } catch (error) {
          if (!onError) throw error;
          onError(error);
          return result(0, limit, windowMs);
        }
        const count = Number(results?.[0]?.[1] ?? 0);
        const remaining = Number(results?.[2]?.[1] ?? windowMs);
        return result(count, limit, remaining > 0 ? remaining : windowMs);
      },
      async clear(bucket, id) {
        await redis.del(key(bucket, id));
      },
    };
  }
  const counters = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(bucket, id, limit, windowMs) {
      const now = Date.now();
      const key = `${bucket}:${hashed(id)}`;
      let counter = counters.get(key);
      if (!counter || counter.resetAt <= now) {
        counter = { count: 0, resetAt: now + windowMs };
        counters.set(key, counter);
        // expired windows go when the map grows, so it stays bounded by the ids seen recently
        if (counters.size > 10_000)
          for (const [other, value] of counters) if (value.resetAt <= now) counters.delete(other);
      }
      counter.count += 1;
      return result(counter.count, limit, counter.resetAt - now);
    },
    async clear(bucket, id) {
      counters.delete(`${bucket}:${hashed(id)}`);
    },
  };
}

/** An email as one mailbox: trimmed, lower case, without a +tag (a+1@x and a+2@x reach the same inbox). */
export const normalisedEmail = (email: string): string => {
  const [local = '', domain = ''] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  return `${local.replace(/\+.*$/, '')}@${domain}`;
};

/**
 * A phone as its last 10 digits: +1 (214) 555-0142 and 214-555-0142 are one number, and so are
 * +234 803 123 4567 and 0803 123 4567.
 */
export const normalisedPhone = (phone: string): string => phone.replace(/\D/g, '').slice(-10);

/**
 * The network a client address stands for: an IPv4 address itself, an IPv6 address its /64 (one
 * household or phone is handed a whole /64, so counting single IPv6 addresses would count nothing).
 */
export function clientNetwork(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
