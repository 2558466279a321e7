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
} from '@farmplate/contracts';
import { currentUser } from '../http/authorization';
import { isAll } from '../http/dates';
import { notFound, unprocessable } from '../http/errors';
import { paged, pageRequest } from '../http/pagination';
import { responses, type Api } from '../http/types';
import type { AppContext } from '../platform/context';
import { replaceImage } from '../platform/storage/replace-image';
import {
  allCategories,
  createMenuItem,
  deleteMenuItem,
  findCategoryId,
  findKitchenId,
  findVisibleMenuItem,
  kitchensLookup,
  menuItemById,
  menuItemsPage,
  updateMenuItem,
  type Viewer,
} from './menu-items-repository';

/** A list sent as an array or a text is stored as comma-separated text. */
const asText = (value: string | string[] | null | undefined): string =>
  Array.isArray(value)
    ? value
        .map((part) => part.trim())
        .filter(Boolean)
        .join(', ')
    : (value ?? '').trim();

/** The kitchens' menu items (spec §2, §6): admins manage every item, a kitchen only its own. */
export async function menuItemsPlugin(app: Api, { db, storage }: AppContext): Promise<void> {
  const permission = 'menuItems' as const;
  const tags = ['menu items'];

  /** A category given by name (any case) or id; 422 when there is no such category. */
  const resolveCategory = async (value: string | number): Promise<number> => {
    const id = await findCategoryId(db, value);
    if (id === null) throw unprocessable({ category: [MENU_ITEM_MESSAGES.categoryUnknown] });
    return id;
  };

  /** The kitchen an item belongs to: a kitchen's own; for an admin the chosen kitchen, if it is one. */
  const resolveKitchen = async (
    user: Viewer,
    chosen: number | null | undefined,
  ): Promise<number | null | undefined> => {
    if (user.role === 'kitchen') return user.id;
    if (chosen === undefined || chosen === null) return chosen;
    const id = await findKitchenId(db, chosen);
    if (id === null) throw unprocessable({ kitchen: [MENU_ITEM_MESSAGES.kitchenUnknown] });
    return id;
  };

  app.get(
    '/menu-items',
    {
      config: { permission },
      schema: { tags, querystring: MenuItemsQuery, response: responses({ 200: MenuItemsResponse }) },
    },
    async (request) => {
      const { search, category, status, kitchen, dietary } = request.query;
      const page = pageRequest(request.query);
      const { data, total } = await menuItemsPage(
        db,
        currentUser(request),
        {
          search,
          category: isAll(category) ? null : category!,
          status: isAll(status) ? null : status!,
          kitchen: isAll(kitchen) ? null : Number(kitchen),
          dietary,
        },
        page,
      );
      return paged(data, total, page);
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
        createMenuItem(db, user, {
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
      const existing = await findVisibleMenuItem(db, user, request.params.id);
      if (!existing) throw notFound();
      const categoryId = body.category !== undefined ? await resolveCategory(body.category) : undefined;
      const kitchenId =
        body.kitchen !== undefined && user.role === 'admin' ? await resolveKitchen(user, body.kitchen) : undefined;
      const upload = { upload: body.image, kind: 'menuItem' as const, replaces: existing.imagePath };
      const updated = await replaceImage(storage, upload, (imagePath) =>
        updateMenuItem(db, user, existing, {
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
      const deleted = await deleteMenuItem(db, currentUser(request), request.params.id);
      if (!deleted) throw notFound();
      await storage.remove(deleted.imagePath);
      return { message: MENU_ITEM_MESSAGES.deleted };
    },
  );

  app.get(
    '/categories',
    { config: { permission: 'categories' }, schema: { tags, response: responses({ 200: CategoriesResponse }) } },
    async () => ({ data: await allCategories(db) }),
  );

  app.get(
    '/get-kitchens',
    {
      config: { permission },
      schema: { tags, querystring: KitchensLookupQuery, response: responses({ 200: KitchensLookupResponse }) },
    },
    async (request) => {
      const { search, status } = request.query;
      return { data: await kitchensLookup(db, { search, status: isAll(status) ? null : status! }) };
    },
  );
}
