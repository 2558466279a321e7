import { Type, type Static } from '@sinclair/typebox';
import { DataResponse, Flag, Id, MessageWithData, Nullable, PageQuery, Paged, TWO_NON_BLANK } from './common';
import * as compiled from './validators/compiled/menu-items';
import { registerPrecompiled } from './validators/registry';

/** Menu items, categories and the kitchen lookup (spec §2 Admin Menu Items, §3, §5, §7). */

export const MENU_ITEM_MESSAGES = {
  nameRequired: 'Item name is required',
  nameShort: 'Item name must be at least 2 characters',
  descriptionRequired: 'Description is required',
  descriptionShort: 'Description must be at least 10 characters',
  priceRequired: 'Price is required',
  pricePositive: 'Price must be greater than 0',
  priceMax: 'Price cannot exceed $9,999',
  categoryRequired: 'Category is required',
  categoryUnknown: 'The selected category is invalid.',
  kitchenUnknown: 'The selected kitchen is invalid.',
  ingredientsRequired: 'Ingredients are required',
  created: 'Menu item created successfully!',
  updated: 'Menu item updated successfully!',
  statusUpdated: 'Status updated successfully!',
  deleted: 'Menu item deleted successfully!',
} as const;

export const MENU_ITEM_PRICE_MAX = 9999;
/** Default categories (spec §9), also used by the screens when GET /categories fails. */
export const DEFAULT_CATEGORIES = ['Mains', 'Appetizers', 'Desserts', 'Beverages'] as const;
export const MENU_ITEM_STATUSES = ['active', 'inactive'] as const;
export const DIETARY_FILTERS = ['vegetarian', 'vegan', 'gluten-free'] as const;

const StatusSchema = Type.Union(MENU_ITEM_STATUSES.map((status) => Type.Literal(status)));

export const MenuItem = Type.Object({
  id: Type.Integer(),
  item_name: Type.String(),
  description: Type.String(),
  price: Type.Number(),
  /** category name (null when its category was removed) */
  category: Nullable(Type.String()),
  category_id: Nullable(Type.Integer()),
  /** the kitchen's id (its user id) */
  kitchen: Nullable(Type.Integer()),
  kitchen_name: Nullable(Type.String()),
  ingredients: Type.String(),
  allergens: Type.String(),
  vegetarian: Type.Boolean(),
  vegan: Type.Boolean(),
  gluten_free: Type.Boolean(),
  status: StatusSchema,
  /** storage-relative path ('menu-items/<random>.png'); a value starting with http is a URL */
  image_path: Nullable(Type.String()),
  image_url: Nullable(Type.String()),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type MenuItem = Static<typeof MenuItem>;

export const MenuItemsQuery = Type.Composite([
  PageQuery,
  Type.Object({
    search: Type.Optional(Type.String({ maxLength: 255 })),
    /** category name; 'all' or '' = every category */
    category: Type.Optional(Type.String({ maxLength: 255 })),
    status: Type.Optional(Type.Union([StatusSchema, Type.Literal('all'), Type.Literal('')])),
    kitchen: Type.Optional(Type.Union([Id(), Type.Literal('all'), Type.Literal('')])),
    dietary: Type.Optional(
      Type.Union([...DIETARY_FILTERS.map((filter) => Type.Literal(filter)), Type.Literal('all'), Type.Literal('')]),
    ),
  }),
]);
export type MenuItemsQuery = Static<typeof MenuItemsQuery>;
export const MenuItemsResponse = Paged(MenuItem);

/** A list or a comma-separated text (spec §3 ingredients, allergens). */
const TextList = Type.Union([
  Type.String({ maxLength: 2000 }),
  Type.Array(Type.String({ maxLength: 200 }), { maxItems: 100 }),
]);

const menuItemFields = {
  item_name: Type.String({
    maxLength: 255,
    pattern: '\\S',
    allOf: [{ pattern: TWO_NON_BLANK, errorMessage: MENU_ITEM_MESSAGES.nameShort }],
    errorMessage: {
      type: MENU_ITEM_MESSAGES.nameRequired,
      pattern: MENU_ITEM_MESSAGES.nameRequired,
      maxLength: MENU_ITEM_MESSAGES.nameRequired,
    },
  }),
  description: Type.String({
    maxLength: 5000,
    pattern: '\\S',
    allOf: [{ pattern: '^\\s*\\S[\\s\\S]{8,}\\S\\s*$', errorMessage: MENU_ITEM_MESSAGES.descriptionShort }],
    errorMessage: { type: MENU_ITEM_MESSAGES.descriptionRequired, pattern: MENU_ITEM_MESSAGES.descriptionRequired },
  }),
  price: Type.Number({
    exclusiveMinimum: 0,
    maximum: MENU_ITEM_PRICE_MAX,
    multipleOf: 0.01,
    errorMessage: {
      type: MENU_ITEM_MESSAGES.priceRequired,
      exclusiveMinimum: MENU_ITEM_MESSAGES.pricePositive,
      maximum: MENU_ITEM_MESSAGES.priceMax,
      multipleOf: 'Price must have at most 2 decimals',
    },
  }),
  /** category name (or id; the number branch comes first so coercion keeps ids numbers) */
  category: Type.Union([Id(), Type.String({ pattern: '\\S', maxLength: 255 })], {
    errorMessage: MENU_ITEM_MESSAGES.categoryRequired,
  }),
  /** kitchen id; ignored for a kitchen, which always adds to its own menu */
  kitchen: Type.Optional(Nullable(Id())),
  ingredients: Type.Union(
    [
      Type.String({ pattern: '\\S', maxLength: 2000 }),
      Type.Array(Type.String({ maxLength: 200 }), { minItems: 1, maxItems: 100 }),
    ],
    {
      errorMessage: MENU_ITEM_MESSAGES.ingredientsRequired,
    },
  ),
  allergens: Type.Optional(Nullable(TextList)),
  vegetarian: Type.Optional(Flag),
  vegan: Type.Optional(Flag),
  gluten_free: Type.Optional(Flag),
  status: Type.Optional(StatusSchema),
  /** multipart only: the image file (JPEG, PNG, GIF or WebP, at most 10MB) */
  image: Type.Optional(Type.Unknown()),
};

/** POST /menu-items: JSON, or multipart with `image` (flags then arrive as '1'/'0'). */
export const CreateMenuItemBody = Type.Object(menuItemFields, {
  errorMessage: {
    required: {
      item_name: MENU_ITEM_MESSAGES.nameRequired,
      description: MENU_ITEM_MESSAGES.descriptionRequired,
      price: MENU_ITEM_MESSAGES.priceRequired,
      category: MENU_ITEM_MESSAGES.categoryRequired,
      ingredients: MENU_ITEM_MESSAGES.ingredientsRequired,
    },
  },
});
export type CreateMenuItemBody = Static<typeof CreateMenuItemBody>;

/** PUT /menu-items/{id}: any subset (a status toggle sends only `status`). */
export const UpdateMenuItemBody = Type.Partial(Type.Object(menuItemFields));
export type UpdateMenuItemBody = Static<typeof UpdateMenuItemBody>;

export const MenuItemResponse = MessageWithData(MenuItem);

export const Category = Type.Object({ id: Type.Integer(), name: Type.String() });
export type Category = Static<typeof Category>;
export const CategoriesResponse = DataResponse(Type.Array(Category));

/** GET /get-kitchens: the kitchen dropdown of the menu form. */
export const KitchenOption = Type.Object({ id: Type.Integer(), name: Type.String(), status: Type.String() });
export type KitchenOption = Static<typeof KitchenOption>;
export const KitchensLookupQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 255 })),
  status: Type.Optional(
    Type.Union([
      Type.Literal('active'),
      Type.Literal('inactive'),
      Type.Literal('pending'),
      Type.Literal('all'),
      Type.Literal(''),
    ]),
  ),
});
export const KitchensLookupResponse = DataResponse(Type.Array(KitchenOption));

// This module's schemas with their validators compiled ahead of time (validators/generate.ts
// compiles what these lists name): a page that validates one of them loads these, not every schema's.
registerPrecompiled(compiled, { CreateMenuItemBody, UpdateMenuItemBody, MenuItemsQuery, KitchensLookupQuery });
