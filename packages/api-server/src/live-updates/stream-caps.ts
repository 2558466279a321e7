import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** Open streams allowed at once (docs/live-updates.md, Limits). */
export interface StreamCapLimits {
  perSession: number;
  perAccount: number;
  perAddress: number;
}

/** Whom a stream counts against. */
export interface StreamOwner {
  sessionId: number;
  userId: number;
  /** the client address (X-Forwarded-For behind a trusted proxy) */
  address: string;
}

export type StreamCapName = 'session' | 'account' | 'address';

/** A place held for one open stream, given back when it closes. */
export interface HeldPlace {
  release(): void;
}

export interface StreamCaps {
  /** Holds a place for one more stream of `owner`, or names the cap that is full (nothing is held then). */
  admit(owner: StreamOwner): Promise<HeldPlace | { full: StreamCapName }>;
  close(): Promise<void>;
}

const CAP_NAMES: readonly StreamCapName[] = ['session', 'account', 'address'];
const capKeys = (owner: StreamOwner): string[] => [
  `session:${owner.sessionId}`,
  `account:${owner.userId}`,
  `address:${owner.address}`,
];
const capValues = (limits: StreamCapLimits) => [limits.perSession, limits.perAccount, limits.perAddress];

/** Counts of this instance's open streams, in memory. */
export function memoryStreamCaps(limits: StreamCapLimits): StreamCaps {
  const open = new Map<string, number>();
  return {
    async admit(owner) {
      const keys = capKeys(owner);
      const caps = capValues(limits);
      const full = keys.findIndex((key, index) => (open.get(key) ?? 0) >= caps[index]!);
      if (full >= 0) return { full: CAP_NAMES[full]! };
      for (const key of keys) open.set(key, (open.get(key) ?? 0) + 1);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          for (const key of keys) {
            const count = (open.get(key) ?? 1) - 1;
            if (count > 0) open.set(key, count);
            else open.delete(key);
          }
        },
      };
    },
    async close() {
      open.clear();
    },
  };
}

/**
 * Each cap key is a sorted set of the open streams of every instance, each stream scored with the
 * end of its lease: an instance renews its streams' leases while they are open, so the streams of
 * an instance that died stop counting within one lease. Checking and adding is one script (atomic).
 */
const ADMIT_SCRIPT = `
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', ARGV[1])
  if redis.call('ZCARD', key) >= tonumber(ARGV[3 + i]) then return i end
end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, ARGV[2], ARGV[3])
  redis.call('PEXPIRE', key, ARGV[4 + #KEYS])
end
return 0`;

export const STREAM_LEASE_MS = 60_000;

/**
 * Counts shared by every instance through Redis, like the rate limits. When Redis cannot be
 * reached a stream is counted by this instance alone (and the failure logged) rather than refused.
 */
export function redisStreamCaps({
  redis,
  namespace,
  limits,
  log,
  leaseMs = STREAM_LEASE_MS,
}: {
  redis: Redis;
  namespace: string;
  limits: StreamCapLimits;
  log: FastifyBaseLogger;
  leaseMs?: number;
}): StreamCaps {
  const fallback = memoryStreamCaps(limits);
  const instance = randomBytes(6).toString('hex');
  let serial = 0;
  /** this instance's open streams: member → its keys */
  const held = new Map<string, string[]>();

  const renew = async () => {
    if (held.size === 0) return;
    const until = Date.now() + leaseMs;
    const batch = redis.pipeline();
    for (const [member, keys] of held)
      for (const key of keys) {
        batch.zadd(key, 'XX', until, member);
        batch.pexpire(key, leaseMs);
      }
    await batch.exec();
  };
  const renewer = setInterval(
    () => void renew().catch((error: unknown) => log.warn({ err: error }, 'renewing live stream leases failed')),
    leaseMs / 3,
  );
  renewer.unref();

  return {
    async admit(owner) {
      const keys = capKeys(owner).map((key) => `${namespace}live-streams:${key}`);
      serial += 1;
      const member = `${instance}:${serial}`;
      const now = Date.now();
      let full: number;
      try {
        full = Number(
          await redis.eval(
            ADMIT_SCRIPT,
            keys.length,
            ...keys,
            now,
            now + leaseMs,
            member,
            ...capValues(limits),
            leaseMs,
          ),
        );
      } catch (error) {
        log.warn({ err: error }, 'live stream caps: Redis failed; counting on this instance only');
        return fallback.admit(owner);
      }
      if (full > 0) return { full: CAP_NAMES[full - 1]! };
      held.set(member, keys);
      return {
        release() {
          if (!held.delete(member)) return;
          const batch = redis.multi();
          for (const key of keys) batch.zrem(key, member);
          void batch.exec().catch((error: unknown) => log.warn({ err: error }, 'releasing a live stream place failed'));
        },
      };
    },
    async close() {
      clearInterval(renewer);
      const batch = redis.multi();
      for (const [member, keys] of held) for (const key of keys) batch.zrem(key, member);
      held.clear();
      await batch.exec().catch(() => undefined);
      await fallback.close();
    },
  };
}
