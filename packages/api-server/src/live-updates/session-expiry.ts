import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { revokeSession, sessionTimes, type SessionPolicy } from '../accounts/sessions';

/** When a session stops being valid: idle too long since its last request, or at its maximum age. */
export const sessionEnds = (session: { lastUsedAt: Date; expiresAt: Date }, policy: SessionPolicy): number =>
  Math.min(session.expiresAt.getTime(), session.lastUsedAt.getTime() + policy.idleMinutes * 60_000);

/** setTimeout holds at most about 24.8 days; a later deadline is checked again then. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * Calls `onEnded` when the session runs out, without waiting for a request of it: at its deadline
 * the session is read again (a request since then moves the idle deadline on); one past it is
 * ended as a request would end it (deleted, so its `session.ended` event ends its streams on every
 * instance). A session deleted meanwhile (logout) ends its streams through that event already.
 * Returns the function that stops watching.
 */
export function watchSessionExpiry({
  db,
  sessionId,
  policy,
  deadline,
  onEnded,
  log,
}: {
  db: Database;
  sessionId: number;
  policy: SessionPolicy;
  deadline: number;
  onEnded: () => void;
  log: FastifyBaseLogger;
}): () => void {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const waitUntil = (at: number) => {
    if (stopped) return;
    timer = setTimeout(() => void check(), Math.min(Math.max(at - Date.now(), 0), LONGEST_WAIT_MS));
  };
  const check = async () => {
    try {
      const session = await sessionTimes(db, sessionId);
      const next = session ? sessionEnds(session, policy) : 0;
      if (next > Date.now()) return waitUntil(next);
      if (session) await revokeSession(db, sessionId);
      if (!stopped) onEnded();
    } catch (error) {
      log.error({ err: error }, 'checking the session of a live stream failed');
      waitUntil(Date.now() + 60_000);
    }
  };
  waitUntil(deadline);
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
