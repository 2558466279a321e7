import { createHash, randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';

/** Bearer tokens: 256 random bits, stored as SHA-256 (a leaked table holds no usable token). */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface SessionPolicy {
  idleMinutes: number;
  maxAgeHours: number;
}

/** Writing last_used_at on every request would turn each read into a write; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60_000;

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

export type AuthenticatedUser = typeof users.$inferSelect;

/** The active user a token belongs to, or null when it is unknown, idle too long or expired. */
export async function authenticateToken(
  db: Database,
  token: string,
  policy: SessionPolicy,
): Promise<{ user: AuthenticatedUser; sessionId: number } | null> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return null;
  const now = Date.now();
  const idleLimit = row.session.lastUsedAt.getTime() + policy.idleMinutes * 60_000;
  if (now > row.session.expiresAt.getTime() || now > idleLimit || row.user.status !== 'active') {
    await db.delete(sessions).where(eq(sessions.id, row.session.id));
    return null;
  }
  if (now - row.session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastUsedAt: new Date(now) }).where(eq(sessions.id, row.session.id));
  }
  return { user: row.user, sessionId: row.session.id };
}

export async function revokeSession(db: Database, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user (deactivation, role change, password reset), optionally but one. */
export async function revokeUserSessions(db: Database, userId: number, exceptSessionId?: number): Promise<void> {
  await db
    .delete(sessions)
    .where(exceptSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId)) : eq(sessions.userId, userId));
}
