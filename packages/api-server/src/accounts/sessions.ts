import { createHash, randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { AuthenticatedUser } from '../http/authorization';
import { sessions, users } from '../db/schema';

/** Bearer tokens: 256 random bits, stored as SHA-256 (a leaked table holds no usable token). */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface SessionPolicy {
  idleMinutes: number;
  maxAgeHours: number;
}

/** Writing last_used_at on every request would turn each read into a write; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60_000;

interface CachedSession {
  user: AuthenticatedUser;
  sessionId: number;
  lastUsedAt: number;
  expiresAt: number;
  cachedAt: number;
}

/**
 * Sessions (with their users) read recently, per database, so that a request reads neither. It
 * is correct on every instance because every change that ends or alters a session passes
 * through the live-event hub (`live-updates/cached-reads.ts`): a deleted session (logout, expiry,
 * password change, deactivation) is `session.ended`, a changed account (role, status, password,
 * profile) `user.updated`, and each is forgotten on every other instance as the hub delivers it
 * (NOTIFY at its commit: milliseconds later, in which a request there is served as before). The
 * instance that makes the change forgets at once (`forgetUser`, `revoke*`). While the hub is not
 * current (its PostgreSQL listening connection is lost, or it is reading missed events) nothing
 * is served from the cache. Idle and absolute expiry are checked on every request from the kept
 * times; `CACHE_MS` only bounds how long an entry lives at most.
 */
interface SessionCache {
  entries: Map<string, CachedSession>;
  isCurrent: () => boolean;
  /** bumped by every forgetting: a read begun before it must not cache what it read */
  generation: number;
}
const sessionCaches = new WeakMap<Database, SessionCache>();
const CACHE_MS = 5 * 60_000;
const CACHE_MAX_ENTRIES = 10_000;

/** Keeps sessions in memory while `isCurrent()` (the live-event hub delivers every change). */
export function cacheSessions(db: Database, isCurrent: () => boolean): void {
  sessionCaches.set(db, { entries: new Map(), isCurrent, generation: 0 });
}

/** Stops caching (the hub that kept the cache true is closing). */
export function stopCachingSessions(db: Database): void {
  sessionCaches.delete(db);
}

function forgetWhere(db: Database, ended: (entry: CachedSession) => boolean): void {
  const cache = sessionCaches.get(db);
  if (!cache) return;
  cache.generation += 1;
  for (const [hash, entry] of cache.entries) if (ended(entry)) cache.entries.delete(hash);
}

/** Drops the cached sessions of a user whose account just changed (or all of them, being deleted). */
export function forgetUser(db: Database, userId: number): void {
  forgetWhere(db, (entry) => entry.user.id === userId);
}

/** Drops a session that has ended. */
export function forgetSession(db: Database, sessionId: number): void {
  forgetWhere(db, (entry) => entry.sessionId === sessionId);
}

/** Drops every cached session (events may have been missed). */
export function forgetAllSessions(db: Database): void {
  forgetWhere(db, () => true);
}

export async function issueToken(db: Database, userId: number, policy: SessionPolicy): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    lastUsedAt: new Date(now),
    expiresAt: new Date(now + policy.maxAgeHours * 3_600_000),
  });
  return token;
}

export type { AuthenticatedUser };

/** The active user a token belongs to, or null when it is unknown, idle too long or expired. */
export async function authenticateToken(
  db: Database,
  token: string,
  policy: SessionPolicy,
): Promise<{ user: AuthenticatedUser; sessionId: number } | null> {
  const hash = hashToken(token);
  const now = Date.now();
  let cache = sessionCaches.get(db) ?? null;
  if (cache && !cache.isCurrent()) {
    if (cache.entries.size > 0) forgetAllSessions(db);
    cache = null;
  }
  const cached = cache?.entries.get(hash);
  if (cached && now > cached.expiresAt) {
    // past its maximum age (which never moves): ended here, as the database read below would end it
    await revokeSession(db, cached.sessionId);
    return null;
  }
  if (cached && now - cached.cachedAt < CACHE_MS) {
    // idle by what this instance saw; another instance may have used it since: read below
    if (now <= cached.lastUsedAt + policy.idleMinutes * 60_000) {
      if (now - cached.lastUsedAt > TOUCH_INTERVAL_MS) {
        cached.lastUsedAt = now;
        await db
          .update(sessions)
          .set({ lastUsedAt: new Date(now) })
          .where(eq(sessions.id, cached.sessionId));
      }
      return { user: cached.user, sessionId: cached.sessionId };
    }
  }
  const generation = cache?.generation;
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hash))
    .limit(1);
  if (!row) return null;
  const idleLimit = row.session.lastUsedAt.getTime() + policy.idleMinutes * 60_000;
  if (now > row.session.expiresAt.getTime() || now > idleLimit || row.user.status !== 'active') {
    await revokeSession(db, row.session.id);
    return null;
  }
  let lastUsedAt = row.session.lastUsedAt.getTime();
  if (now - lastUsedAt > TOUCH_INTERVAL_MS) {
    lastUsedAt = now;
    await db
      .update(sessions)
      .set({ lastUsedAt: new Date(now) })
      .where(eq(sessions.id, row.session.id));
  }
  // nothing was forgotten while reading (else what was read may already be out of date)
  if (cache && cache.generation === generation && cache.isCurrent()) {
    if (cache.entries.size >= CACHE_MAX_ENTRIES) cache.entries.delete(cache.entries.keys().next().value!);
    cache.entries.set(hash, {
      user: row.user,
      sessionId: row.session.id,
      lastUsedAt,
      expiresAt: row.session.expiresAt.getTime(),
      cachedAt: now,
    });
  }
  return { user: row.user, sessionId: row.session.id };
}

export async function revokeSession(db: Database, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
  forgetSession(db, sessionId);
}

/** Ends every session of a user (deactivation, role change, password reset), optionally but one. */
export async function revokeUserSessions(db: Database, userId: number, exceptSessionId?: number): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
        : eq(sessions.userId, userId),
    );
  forgetUser(db, userId);
}

/** When a session was last used and when it expires, or null when it has ended. */
export async function sessionTimes(db: Database, sessionId: number) {
  const [session] = await db
    .select({ lastUsedAt: sessions.lastUsedAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return session ?? null;
}
