import { and, eq, type SQL } from 'drizzle-orm';
import { forgetUser } from '../auth/sessions';
import type { Database } from '../db/client';
import { inventoryItems, menuItems, users } from '../db/schema';
import type { ImageStorage } from '../storage/image-storage';

/**
 * Deletes an account with everything it owns (profile, sessions, inventory, menu, requests by
 * cascade) and the images of those records. Orders keep their rows, without the link.
 * Returns false when there is no such account (matching `extra`, e.g. a role).
 */
export async function deleteAccount(db: Database, storage: ImageStorage, id: number, extra?: SQL): Promise<boolean> {
  const images = await db
    .select({ path: users.imagePath })
    .from(users)
    .where(eq(users.id, id))
    .unionAll(db.select({ path: inventoryItems.imagePath }).from(inventoryItems).where(eq(inventoryItems.farmerId, id)))
    .unionAll(db.select({ path: menuItems.imagePath }).from(menuItems).where(eq(menuItems.kitchenId, id)));
  const [deleted] = await db
    .delete(users)
    .where(and(eq(users.id, id), extra))
    .returning({ id: users.id });
  if (!deleted) return false;
  forgetUser(db, id);
  await Promise.all(images.map((image) => storage.remove(image.path)));
  return true;
}
