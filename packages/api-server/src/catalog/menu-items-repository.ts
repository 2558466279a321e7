import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { MenuItem } from '@farmplate/contracts';
import type { Database } from '../db/client';
import { countOf, foundRow, insertedRow } from '../db/rows';
import { categories, kitchenProfiles, menuItems, users } from '../db/schema';
import { iso, likePattern } from '../http/dates';
import { totalOf, totalOver, type PageRequest } from '../http/pagination';
import { recordAudit, type AuditWriter } from '../platform/audit/audit-repository';
import { imageUrl } from '../platform/storage/image-url';

/**
 * The kitchens' menu items: the admin's and a kitchen's lists, one item, its category and
 * kitchen, and the changes with the audit entry of an admin's change.
 */

/** Who is looking: an admin sees every item, a kitchen its own. */
export interface Viewer {
  id: number;
  name: string;
  role: string;
}
export type StoredMenuItem = typeof menuItems.$inferSelect;
export type NewMenuItem = typeof menuItems.$inferInsert;

/** Admins manage every menu item; a kitchen only its own (spec §6). */
const visibleTo = (user: Viewer): SQL | undefined =>
  user.role === 'admin' ? undefined : eq(menuItems.kitchenId, user.id);

type MenuItemRow = {
  item: typeof menuItems.$inferSelect;
  category: string | null;
  kitchenName: string | null;
  kitchenUserName: string | null;
};

const toMenuItem = ({ item, category, kitchenName, kitchenUserName }: MenuItemRow): MenuItem => ({
  id: item.id,
  item_name: item.itemName,
  description: item.description,
  price: item.price,
  category,
  category_id: item.categoryId,
  kitchen: item.kitchenId,
  kitchen_name: kitchenName ?? kitchenUserName ?? null,
  ingredients: item.ingredients,
  allergens: item.allergens,
  vegetarian: item.vegetarian,
  vegan: item.vegan,
  gluten_free: item.glutenFree,
  status: item.status as MenuItem['status'],
  image_path: item.imagePath,
  image_url: imageUrl(item.imagePath),
  created_at: item.createdAt.toISOString(),
  updated_at: iso(item.updatedAt)!,
});

/** Menu items with their category and kitchen names, newest first, and the matching total. */
function selectMenuItems(db: Database, where: SQL | undefined) {
  return db
    .select({
      item: menuItems,
      category: categories.name,
      kitchenName: kitchenProfiles.kitchenName,
      kitchenUserName: users.name,
      total: totalOver,
    })
    .from(menuItems)
    .leftJoin(categories, eq(categories.id, menuItems.categoryId))
    .leftJoin(kitchenProfiles, eq(kitchenProfiles.userId, menuItems.kitchenId))
    .leftJoin(users, eq(users.id, menuItems.kitchenId))
    .where(where)
    .orderBy(desc(menuItems.createdAt), desc(menuItems.id))
    .$dynamic();
}

export async function menuItemById(db: Database, id: number): Promise<MenuItem> {
  return toMenuItem(foundRow(await selectMenuItems(db, eq(menuItems.id, id))));
}

/** A category by name (any case) or id: its id, or null when there is none. */
export async function findCategoryId(db: Database, value: string | number): Promise<number | null> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      typeof value === 'number'
        ? eq(categories.id, value)
        : sql`lower(${categories.name}) = ${value.trim().toLowerCase()}`,
    )
    .limit(1);
  return row?.id ?? null;
}

/** A kitchen account's id, or null when `id` is not a kitchen's. */
export async function findKitchenId(db: Database, id: number): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'kitchen')))
    .limit(1);
  return row?.id ?? null;
}

export interface MenuItemFilters {
  search?: string;
  /** a category name, or every category (null) */
  category: string | null;
  status: string | null;
  kitchen: number | null;
  dietary?: string;
}

/** A page of the menu items the viewer may see, newest first, with the total of the filters. */
export async function menuItemsPage(db: Database, viewer: Viewer, query: MenuItemFilters, page: PageRequest) {
  const { search, category, status, kitchen, dietary } = query;
  const filters: SQL[] = [];
  const own = visibleTo(viewer);
  if (own) filters.push(own);
  if (search?.trim()) {
    const pattern = likePattern(search);
    filters.push(
      or(
        ilike(menuItems.itemName, pattern),
        ilike(menuItems.description, pattern),
        ilike(menuItems.ingredients, pattern),
      )!,
    );
  }
  if (category !== null)
    filters.push(
      inArray(
        menuItems.categoryId,
        db
          .select({ id: categories.id })
          .from(categories)
          .where(sql`lower(${categories.name}) = ${category.toLowerCase()}`),
      ),
    );
  if (status !== null) filters.push(eq(menuItems.status, status));
  if (kitchen !== null) filters.push(eq(menuItems.kitchenId, kitchen));
  if (dietary === 'vegetarian') filters.push(eq(menuItems.vegetarian, true));
  if (dietary === 'vegan') filters.push(eq(menuItems.vegan, true));
  if (dietary === 'gluten-free') filters.push(eq(menuItems.glutenFree, true));
  const where = filters.length ? and(...filters) : undefined;
  const rows = await selectMenuItems(db, where).limit(page.perPage).offset(page.offset);
  const total = await totalOf(rows, page, async () =>
    countOf(await db.select({ total: count() }).from(menuItems).where(where)),
  );
  return { data: rows.map(toMenuItem), total };
}

/** A new menu item with the audit entry of an admin's, in one transaction. */
export async function createMenuItem(db: Database, viewer: Viewer, values: NewMenuItem): Promise<StoredMenuItem> {
  return db.transaction(async (tx) => {
    const rows = await tx.insert(menuItems).values(values).returning();
    const row = insertedRow(rows);
    await auditAdminChange(tx, viewer, 'menu_item.created', row.id, null, row);
    return row;
  });
}

/** One menu item the viewer may change, or null. */
export async function findVisibleMenuItem(db: Database, viewer: Viewer, id: number) {
  const [existing] = await db
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.id, id), visibleTo(viewer)))
    .limit(1);
  return existing ?? null;
}

/** Changes a menu item the viewer may change, with the audit entry of an admin's; undefined when it is gone. */
export async function updateMenuItem(
  db: Database,
  viewer: Viewer,
  existing: StoredMenuItem,
  changes: Partial<NewMenuItem>,
): Promise<StoredMenuItem | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(menuItems)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(menuItems.id, existing.id), visibleTo(viewer)))
      .returning();
    if (row) await auditAdminChange(tx, viewer, 'menu_item.updated', row.id, existing, row);
    return row;
  });
}

/** Deletes a menu item the viewer may change, with the audit entry of an admin's; undefined when there is none. */
export async function deleteMenuItem(db: Database, viewer: Viewer, id: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(menuItems)
      .where(and(eq(menuItems.id, id), visibleTo(viewer)))
      .returning();
    if (row) await auditAdminChange(tx, viewer, 'menu_item.deleted', row.id, row, null);
    return row;
  });
}

export async function allCategories(db: Database) {
  return db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.id));
}

/** The kitchens an admin can give a menu item to, by name. */
export async function kitchensLookup(db: Database, { search, status }: { search?: string; status: string | null }) {
  const filters: SQL[] = [eq(users.role, 'kitchen')];
  if (search?.trim())
    filters.push(or(ilike(kitchenProfiles.kitchenName, likePattern(search)), ilike(users.name, likePattern(search)))!);
  if (status !== null) filters.push(eq(kitchenProfiles.status, status));
  return db
    .select({
      id: users.id,
      name: sql<string>`coalesce(${kitchenProfiles.kitchenName}, ${users.name})`,
      status: sql<string>`coalesce(${kitchenProfiles.status}, ${users.status})`,
    })
    .from(users)
    .leftJoin(kitchenProfiles, eq(kitchenProfiles.userId, users.id))
    .where(and(...filters))
    .orderBy(asc(sql`2`));
}

/** An admin's change of a menu item goes into the audit trail, in the change's transaction; a kitchen's own edits do not. */
async function auditAdminChange(
  tx: AuditWriter,
  user: { id: number; name: string; role: string },
  action: 'menu_item.created' | 'menu_item.updated' | 'menu_item.deleted',
  id: number,
  before: StoredMenuItem | null,
  after: StoredMenuItem | null,
): Promise<void> {
  if (user.role !== 'admin') return;
  const summary = (row: StoredMenuItem | null) =>
    row && { item_name: row.itemName, price: row.price, status: row.status, kitchen_id: row.kitchenId };
  await recordAudit(tx, {
    actor: user,
    action,
    entity: 'menu_item',
    entityId: id,
    before: summary(before),
    after: summary(after),
  });
}
