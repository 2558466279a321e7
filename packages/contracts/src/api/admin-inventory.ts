import { Type, type Static } from '@sinclair/typebox';
import { Id, MessageWithData, PageQuery, Paged } from './common';
import {
  INVENTORY_CATEGORIES,
  INVENTORY_QUALITIES,
  InventoryItem,
  inventoryFields,
  INVENTORY_MESSAGES,
} from './inventory';
import * as compiled from './validators/compiled/admin-inventory';
import { registerPrecompiled } from './validators/registry';

/** Admin inventory (spec §2 "Inventory screen note", §8 "Admin inventory"): every farmer's produce. */

export const ADMIN_INVENTORY_MESSAGES = {
  loadFailed: 'Failed to load inventory items',
  loadErrored: 'Error loading inventory items',
  addFailed: 'Failed to add inventory item',
  addErrored: 'Error adding inventory item',
  deleteFailed: 'Failed to delete inventory item',
  deleteErrored: 'Error deleting inventory item',
  added: INVENTORY_MESSAGES.added,
  updated: INVENTORY_MESSAGES.updated,
  deleted: INVENTORY_MESSAGES.deleted,
  farmerRequired: 'Please choose a farmer',
  farmerNotFound: 'Farmer not found',
} as const;

export const AdminInventoryItem = Type.Composite([
  InventoryItem,
  Type.Object({ farmer: Type.Object({ id: Type.Integer(), name: Type.String() }) }),
]);
export type AdminInventoryItem = Static<typeof AdminInventoryItem>;

const AllOr = <T extends readonly string[]>(values: T) =>
  Type.Union([
    ...values.map((value) => Type.Literal(value)),
    Type.Literal('All'),
    Type.Literal('all'),
    Type.Literal(''),
  ]);

export const AdminInventoryQuery = Type.Composite([
  PageQuery,
  Type.Object({
    search: Type.Optional(Type.String({ maxLength: 255 })),
    quality: Type.Optional(AllOr(INVENTORY_QUALITIES)),
    category: Type.Optional(AllOr(INVENTORY_CATEGORIES)),
    /** the farmer's user id, or 'All' */
    farmer: Type.Optional(Type.Union([Id(), Type.Literal('All'), Type.Literal('all'), Type.Literal('')])),
  }),
]);
export type AdminInventoryQuery = Static<typeof AdminInventoryQuery>;
export const AdminInventoryListResponse = Paged(AdminInventoryItem);

/** POST /admin-inventory-items: the inventory form plus the farmer it is added for. */
export const AdminCreateInventoryItemBody = Type.Object(
  { ...inventoryFields, farmer_id: Id({ errorMessage: ADMIN_INVENTORY_MESSAGES.farmerRequired }) },
  {
    errorMessage: {
      required: {
        produce_name: INVENTORY_MESSAGES.produceRequired,
        quantity: INVENTORY_MESSAGES.quantityRequired,
        unit: INVENTORY_MESSAGES.unitRequired,
        quality: INVENTORY_MESSAGES.qualityRequired,
        total_price: INVENTORY_MESSAGES.totalPriceRequired,
        farmer_id: ADMIN_INVENTORY_MESSAGES.farmerRequired,
      },
    },
  },
);
export type AdminCreateInventoryItemBody = Static<typeof AdminCreateInventoryItemBody>;
/** PUT /admin-inventory-items/{id}: any fields; farmer_id moves the item to another farmer. */
export const AdminUpdateInventoryItemBody = Type.Partial(
  Type.Object({ ...inventoryFields, farmer_id: Id({ errorMessage: ADMIN_INVENTORY_MESSAGES.farmerRequired }) }),
);
export type AdminUpdateInventoryItemBody = Static<typeof AdminUpdateInventoryItemBody>;
export const AdminInventoryItemResponse = MessageWithData(AdminInventoryItem);

/** Every farmer (the farmer filter and the form's farmer choice). */
export const AdminInventoryFarmersResponse = Type.Object({
  data: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
});
export type AdminInventoryFarmersResponse = Static<typeof AdminInventoryFarmersResponse>;

// This module's schemas with their validators compiled ahead of time (validators/generate.ts
// compiles what these lists name): a page that validates one of them loads these, not every schema's.
registerPrecompiled(compiled, { AdminCreateInventoryItemBody, AdminUpdateInventoryItemBody, AdminInventoryQuery });
