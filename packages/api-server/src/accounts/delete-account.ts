import { and, eq, type SQL } from 'drizzle-orm';
import { forgetUser } from './sessions';
import type { Database } from '../db/client';
import { inventoryItems, menuItems, users } from '../db/schema';
import type { ImageStorage } from '../platform/storage/image-storage';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type UserRow = typeof users.$inferSelect;

/**
 * Deletes an account with everything it owns (profile, sessions, inventory, menu, requests by
 * cascade) and the images of those records. Orders keep their rows, without the link.
 * Returns false when there is no such account (matching `extra`, e.g. a role).
 * `beforeCommit` runs in the deletion's transaction with the deleted row (the audit entry, a
 * last check that may still refuse by throwing).
 */
export async function deleteAccount(
  db: Database,
  storage: ImageStorage,
  id: number,
  extra?: SQL,
  beforeCommit?: (tx: Tx, deleted: UserRow) => Promise<void>,
): Promise<boolean> {
  const images = await db
    .select({ path: users.imagePath })
    .from(users)
    .where(eq(users.id, id))
    .unionAll(db.select({ path: inventoryItems.imagePath }).from(inventoryItems).where(eq(inventoryItems.farmerId, id)))
    .unionAll(db.select({ path: menuItems.imagePath }).from(menuItems).where(eq(menuItems.kitchenId, id)));
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(users)
      .where(and(eq(users.id, id), extra))
      .returning();
    if (row && beforeCommit) await beforeCommit(tx, row);
    return row;
  });
  if (!deleted) return false;
  forgetUser(db, id);
  await Promise.all(images.map((image) => storage.remove(image.path)));
  return true;
}
