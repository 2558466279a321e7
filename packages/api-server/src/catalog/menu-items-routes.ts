import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  CategoriesResponse,
  CreateMenuItemBody,
  IdParams,
  KitchensLookupQuery,
  KitchensLookupResponse,
  MENU_ITEM_MESSAGES,
  MenuItemResponse,
  MenuItemsQuery,
  MenuItemsResponse,
  MessageResponse,
  toFlag,
  UpdateMenuItemBody,
  type MenuItem,
} from '@farmplate/contracts';
import type { Database } from '../db/client';
import { countOf, foundRow, insertedRow } from '../db/rows';
import { categories, kitchenProfiles, menuItems, users } from '../db/schema';
import type { AuthenticatedUser } from '../accounts/sessions';
import { recordAudit, type AuditWriter } from '../platform/audit/audit-repository';
import { currentUser } from '../http/authorization';
import { iso, isAll, likePattern } from '../http/dates';
import { notFound, unprocessable } from '../http/errors';
import { paged, pageRequest, totalOf, totalOver } from '../http/pagination';
import { responses, type Api } from '../http/types';
import type { AppContext } from '../platform/context';
import { replaceImage } from '../platform/storage/replace-image';
import { imageUrl } from '../accounts/user-presenters';

/** A list sent as an array or a text is stored as comma-separated text. */
const asText = (value: string | string[] | null | undefined): string =>
  Array.isArray(value)
    ? value
        .map((part) => part.trim())
        .filter(Boolean)
        .join(', ')
    : (value ?? '').trim();

/** Admins manage every menu item; a kitchen only its own (spec §6). */
const visibleTo = (user: AuthenticatedUser): SQL | undefined =>
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

async function menuItemById(db: Database, id: number): Promise<MenuItem> {
  return toMenuItem(foundRow(await selectMenuItems(db, eq(menuItems.id, id))));
}

export async function menuItemsPlugin(app: Api, { db, storage }: AppContext): Promise<void> {
  const permission = 'menuItems' as const;
  const tags = ['menu items'];

  /** A category given by name (any case) or id; 422 when there is no such category. */
  const resolveCategory = async (value: string | number): Promise<number> => {
    const [row] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(
        typeof value === 'number'
          ? eq(categories.id, value)
          : sql`lower(${categories.name}) = ${value.trim().toLowerCase()}`,
      )
      .limit(1);
    if (!row) throw unprocessable({ category: [MENU_ITEM_MESSAGES.categoryUnknown] });
    return row.id;
  };

  /** The kitchen an item belongs to: a kitchen's own; for an admin the chosen kitchen, if it is one. */
  const resolveKitchen = async (
    user: AuthenticatedUser,
    chosen: number | null | undefined,
  ): Promise<number | null | undefined> => {
    if (user.role === 'kitchen') return user.id;
    if (chosen === undefined || chosen === null) return chosen;
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, chosen), eq(users.role, 'kitchen')))
      .limit(1);
    if (!row) throw unprocessable({ kitchen: [MENU_ITEM_MESSAGES.kitchenUnknown] });
    return row.id;
  };

  app.get(
    '/menu-items',
    {
      config: { permission },
      schema: { tags, querystring: MenuItemsQuery, response: responses({ 200: MenuItemsResponse }) },
    },
    async (request) => {
      const user = currentUser(request);
      const { search, category, status, kitchen, dietary } = request.query;
      const page = pageRequest(request.query);
      const filters: SQL[] = [];
      const own = visibleTo(user);
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
      if (!isAll(category))
        filters.push(
          inArray(
            menuItems.categoryId,
            db
              .select({ id: categories.id })
              .from(categories)
              .where(sql`lower(${categories.name}) = ${category!.toLowerCase()}`),
          ),
        );
      if (!isAll(status)) filters.push(eq(menuItems.status, status!));
      if (!isAll(kitchen)) filters.push(eq(menuItems.kitchenId, Number(kitchen)));
      if (dietary === 'vegetarian') filters.push(eq(menuItems.vegetarian, true));
      if (dietary === 'vegan') filters.push(eq(menuItems.vegan, true));
      if (dietary === 'gluten-free') filters.push(eq(menuItems.glutenFree, true));
      const where = filters.length ? and(...filters) : undefined;
      const rows = await selectMenuItems(db, where).limit(page.perPage).offset(page.offset);
      const total = await totalOf(rows, page, async () =>
        countOf(await db.select({ total: count() }).from(menuItems).where(where)),
      );
      return paged(rows.map(toMenuItem), total, page);
    },
  );

  app.post(
    '/menu-items',
    {
      config: { permission, upload: 'menuItem' },
      schema: { tags, body: CreateMenuItemBody, response: responses({ 201: MenuItemResponse }) },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const body = request.body;
      const categoryId = await resolveCategory(body.category);
      const kitchenId = await resolveKitchen(user, body.kitchen);
      const created = await replaceImage(storage, { upload: body.image, kind: 'menuItem' }, (imagePath) =>
        db.transaction(async (tx) => {
          const rows = await tx
            .insert(menuItems)
            .values({
              kitchenId: kitchenId ?? null,
              categoryId,
              itemName: body.item_name.trim(),
              description: body.description.trim(),
              price: body.price,
              ingredients: asText(body.ingredients),
              allergens: asText(body.allergens),
              vegetarian: toFlag(body.vegetarian),
              vegan: toFlag(body.vegan),
              glutenFree: toFlag(body.gluten_free),
              status: body.status ?? 'active',
              imagePath: imagePath ?? null,
            })
            .returning();
          const row = insertedRow(rows);
          await auditAdminChange(tx, user, 'menu_item.created', row.id, null, row);
          return row;
        }),
      );
      return reply.status(201).send({ message: MENU_ITEM_MESSAGES.created, data: await menuItemById(db, created.id) });
    },
  );

  app.put(
    '/menu-items/:id',
    {
      config: { permission, upload: 'menuItem' },
      schema: { tags, params: IdParams, body: UpdateMenuItemBody, response: responses({ 200: MenuItemResponse }) },
    },
    async (request) => {
      const user = currentUser(request);
      const body = request.body;
      const where = and(eq(menuItems.id, request.params.id), visibleTo(user));
      const [existing] = await db.select().from(menuItems).where(where).limit(1);
      if (!existing) throw notFound();
      const categoryId = body.category !== undefined ? await resolveCategory(body.category) : undefined;
      const kitchenId =
        body.kitchen !== undefined && user.role === 'admin' ? await resolveKitchen(user, body.kitchen) : undefined;
      const upload = { upload: body.image, kind: 'menuItem' as const, replaces: existing.imagePath };
      const updated = await replaceImage(storage, upload, (imagePath) =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .update(menuItems)
            .set({
              ...(body.item_name !== undefined && { itemName: body.item_name.trim() }),
              ...(body.description !== undefined && { description: body.description.trim() }),
              ...(body.price !== undefined && { price: body.price }),
              ...(categoryId !== undefined && { categoryId }),
              ...(kitchenId !== undefined && { kitchenId }),
              ...(body.ingredients !== undefined && { ingredients: asText(body.ingredients) }),
              ...(body.allergens !== undefined && { allergens: asText(body.allergens) }),
              ...(body.vegetarian !== undefined && { vegetarian: toFlag(body.vegetarian) }),
              ...(body.vegan !== undefined && { vegan: toFlag(body.vegan) }),
              ...(body.gluten_free !== undefined && { glutenFree: toFlag(body.gluten_free) }),
              ...(body.status !== undefined && { status: body.status }),
              ...(imagePath !== undefined && { imagePath }),
              updatedAt: new Date(),
            })
            .where(where)
            .returning();
          if (row) await auditAdminChange(tx, user, 'menu_item.updated', row.id, existing, row);
          return row;
        }),
      );
      if (!updated) throw notFound();
      const data = await menuItemById(db, updated.id);
      // A status toggle sends only `status` (spec §4): say what changed.
      const statusOnly = Object.keys(body).every((key) => key === 'status');
      return { message: statusOnly ? MENU_ITEM_MESSAGES.statusUpdated : MENU_ITEM_MESSAGES.updated, data };
    },
  );

  app.delete(
    '/menu-items/:id',
    { config: { permission }, schema: { tags, params: IdParams, response: responses({ 200: MessageResponse }) } },
    async (request) => {
      const user = currentUser(request);
      const deleted = await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(menuItems)
          .where(and(eq(menuItems.id, request.params.id), visibleTo(user)))
          .returning();
        if (row) await auditAdminChange(tx, user, 'menu_item.deleted', row.id, row, null);
        return row;
      });
      if (!deleted) throw notFound();
      await storage.remove(deleted.imagePath);
      return { message: MENU_ITEM_MESSAGES.deleted };
    },
  );

  app.get(
    '/categories',
    { config: { permission: 'categories' }, schema: { tags, response: responses({ 200: CategoriesResponse }) } },
    async () => ({
      data: await db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.id)),
    }),
  );

  app.get(
    '/get-kitchens',
    {
      config: { permission },
      schema: { tags, querystring: KitchensLookupQuery, response: responses({ 200: KitchensLookupResponse }) },
    },
    async (request) => {
      const { search, status } = request.query;
      const filters: SQL[] = [eq(users.role, 'kitchen')];
      if (search?.trim())
        filters.push(
          or(ilike(kitchenProfiles.kitchenName, likePattern(search)), ilike(users.name, likePattern(search)))!,
        );
      if (!isAll(status)) filters.push(eq(kitchenProfiles.status, status!));
      const rows = await db
        .select({
          id: users.id,
          name: sql<string>`coalesce(${kitchenProfiles.kitchenName}, ${users.name})`,
          status: sql<string>`coalesce(${kitchenProfiles.status}, ${users.status})`,
        })
        .from(users)
        .leftJoin(kitchenProfiles, eq(kitchenProfiles.userId, users.id))
        .where(and(...filters))
        .orderBy(asc(sql`2`));
      return { data: rows };
    },
  );
}

type StoredMenuItem = typeof menuItems.$inferSelect;

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
