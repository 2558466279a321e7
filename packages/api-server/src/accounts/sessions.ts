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
 * Sessions read in the last seconds, per database. Only for the embedded database: PGlite is
 * owned by one process, so every revocation passes through `forgetUser`/`revoke*` here and the
 * cache cannot miss one. Each query costs a millisecond in PGlite; this saves one per request.
 * With PostgreSQL (several instances) sessions are always read from the database.
 */
const sessionCaches = new WeakMap<Database, Map<string, CachedSession>>();
const CACHE_MS = 5_000;
const CACHE_MAX_ENTRIES = 10_000;

export function cacheSessions(db: Database): void {
  if (!sessionCaches.has(db)) sessionCaches.set(db, new Map());
}

/** Drops the cached sessions of a user whose account just changed (or all of them, being deleted). */
export function forgetUser(db: Database, userId: number): void {
  const cache = sessionCaches.get(db);
  if (!cache) return;
  for (const [hash, entry] of cache) if (entry.user.id === userId) cache.delete(hash);
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
  const cache = sessionCaches.get(db);
  const now = Date.now();
  const cached = cache?.get(hash);
  if (
    cached &&
    now - cached.cachedAt < CACHE_MS &&
    now <= cached.expiresAt &&
    now <= cached.lastUsedAt + policy.idleMinutes * 60_000
  ) {
    if (now - cached.lastUsedAt > TOUCH_INTERVAL_MS) {
      cached.lastUsedAt = now;
      await db
        .update(sessions)
        .set({ lastUsedAt: new Date(now) })
        .where(eq(sessions.id, cached.sessionId));
    }
    return { user: cached.user, sessionId: cached.sessionId };
  }
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hash))
    .limit(1);
  if (!row) return null;
  const idleLimit = row.session.lastUsedAt.getTime() + policy.idleMinutes * 60_000;
  if (now > row.session.expiresAt.getTime() || now > idleLimit || row.user.status !== 'active') {
    await db.delete(sessions).where(eq(sessions.id, row.session.id));
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
  if (cache) {
    if (cache.size >= CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(hash, {
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
  const cache = sessionCaches.get(db);
  if (cache) for (const [hash, entry] of cache) if (entry.sessionId === sessionId) cache.delete(hash);
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
