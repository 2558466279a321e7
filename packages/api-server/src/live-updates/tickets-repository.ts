import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { deliveryProfiles, liveTickets, orders } from '../db/schema';

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

/** A courier's region, when the courier is active (its stream then carries its region's delivery.* events). */
export async function activeCourierRegion(db: Database, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ region: deliveryProfiles.region })
    .from(deliveryProfiles)
    .where(and(eq(deliveryProfiles.userId, userId), eq(deliveryProfiles.status, 'active')));
  return row?.region ?? null;
}

/** The order a tracking link names (a guest's tracking stream), or null. */
export async function orderIdByTrackingToken(db: Database, token: string): Promise<number | null> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.trackingToken, token));
  return row?.id ?? null;
}
