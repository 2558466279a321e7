import type { Redis } from 'ioredis';
import { createThrottle } from './throttle';

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

/** An account by its normalised email. */
const accountId = (email: string) => email.trim().toLowerCase();

export function createAccountThrottle({ limit, windowMs, redis, namespace }: AccountThrottleOptions): AccountThrottle {
  const throttle = createThrottle({ redis, namespace });
  return {
    async attempt(email) {
      return (await throttle.hit('login-account', accountId(email), limit, windowMs)).allowed;
    },
    async clear(email) {
      await throttle.clear('login-account', accountId(email));
    },
  };
}
