import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { liveTickets } from '../db/schema';

/**
 * The one-use tickets a browser opens its event stream with (EventSource cannot send an
 * Authorization header): stored as hashes with the scope of the session that asked for one.
 */

/** Stores a new ticket, dropping the expired ones first. */
export async function issueTicket(db: Database, ticket: typeof liveTickets.$inferInsert): Promise<void> {
  await db.delete(liveTickets).where(lt(liveTickets.expiresAt, new Date()));
  await db.insert(liveTickets).values(ticket);
}

/** Spends a live ticket: its scope, or undefined when it is unknown, spent or expired. */
export async function spendTicket(db: Database, ticketHash: string) {
  const [spent] = await db
    .delete(liveTickets)
    .where(and(eq(liveTickets.ticketHash, ticketHash), gt(liveTickets.expiresAt, new Date())))
    .returning({ scope: liveTickets.scope });
  return spent;
}
