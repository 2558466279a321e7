import type { Database } from '../db/client';
import { contactMessages, newsletterSubscriptions } from '../db/schema';

/** What the public site's forms store: contact messages and newsletter subscriptions. */

export async function saveContactMessage(db: Database, message: typeof contactMessages.$inferInsert): Promise<void> {
  await db.insert(contactMessages).values(message);
}

/** Subscribing twice is not an error: the second changes nothing. */
export async function subscribe(db: Database, email: string, source: string): Promise<void> {
  await db.insert(newsletterSubscriptions).values({ email, source }).onConflictDoNothing();
}
