import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { inventoryItems, users } from '../db/schema';

/** Birth dates of some sample customers (the age bands of Customer Analytics; the rest stay unknown). */
const BIRTH_DATES: Record<string, string> = {
  'customer@farmplate.test': '1990-04-12',
  'aisha@example.test': '2001-09-30',
  'marcus@example.test': '1978-01-22',
  'keisha@example.test': '1965-06-05',
};

/** The produce category of each sample produce name (the admin inventory's category filter). */
const CATEGORIES: Record<string, string> = {
  yams: 'tubers',
  cassava: 'tubers',
  millet: 'grains',
  tomatoes: 'vegetables',
  peppers: 'vegetables',
  onions: 'vegetables',
  spinach: 'vegetables',
};

/** Seed data of the admin reports and inventory, over the main seed. */
export async function seedAdminReportData(db: Database): Promise<void> {
  for (const [email, birthDate] of Object.entries(BIRTH_DATES))
    await db
      .update(users)
      .set({ birthDate })
      .where(eq(sql`lower(${users.email})`, email));
  for (const [produce, category] of Object.entries(CATEGORIES))
    await db
      .update(inventoryItems)
      .set({ category })
      .where(eq(sql`lower(${inventoryItems.produceName})`, produce));
}
