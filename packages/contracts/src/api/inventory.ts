import { Type, type Static } from '@sinclair/typebox';
import { MessageWithData, Nullable, PageQuery, Paged } from './common';
import * as compiled from './validators/compiled/inventory';
import { registerPrecompiled } from './validators/registry';

/** Farmer inventory (spec §2 Farmer Inventory Management, §3 Inventory item, §5, §9). */

export const INVENTORY_UNITS = ['kg', 'g', 'lb', 'units', 'bunches'] as const;
export const INVENTORY_QUALITIES = ['Premium', 'Standard', 'Economy'] as const;
export type InventoryUnit = (typeof INVENTORY_UNITS)[number];
export type InventoryQuality = (typeof INVENTORY_QUALITIES)[number];
/** Produce categories (the admin inventory filter); an item without one is 'other'. */
export const INVENTORY_CATEGORIES = ['vegetables', 'fruits', 'grains', 'tubers', 'herbs', 'other'] as const;
export type InventoryCategory = (typeof INVENTORY_CATEGORIES)[number];
/** An item with less than this quantity is "low stock" (spec §9). */
export const LOW_STOCK_THRESHOLD = 50;

export const INVENTORY_MESSAGES = {
  produceRequired: 'Produce name is required',
  quantityRequired: 'Quantity is required',
  quantityMin: 'Quantity must be at least 1',
  unitRequired: 'Unit is required',
  qualityRequired: 'Quality is required',
  totalPriceRequired: 'Total price is required',
  totalPriceMin: 'Total price cannot be negative',
  stockAlertMin: 'Stock alert cannot be negative',
  added: 'Inventory item added successfully!',
  updated: 'Inventory item updated successfully!',
  deleted: 'Inventory item deleted successfully!',
} as const;

/** total_price / quantity with 2 decimals, when quantity > 0 and total >= 0 (spec §3). */
export function pricePerUnit(totalPrice: number, quantity: number): number | null {
  if (!(quantity > 0) || !(totalPrice >= 0)) return null;
  return Math.round((totalPrice / quantity) * 100) / 100;
}

const QualitySchema = Type.Union(INVENTORY_QUALITIES.map((quality) => Type.Literal(quality)));
const UnitSchema = Type.Union(INVENTORY_UNITS.map((unit) => Type.Literal(unit)));

export const InventoryItem = Type.Object({
  id: Type.Integer(),
  produce_name: Type.String(),
  quantity: Type.Number(),
  unit: UnitSchema,
  quality: QualitySchema,
  description: Nullable(Type.String()),
  total_price: Type.Number(),
  price_per_unit: Nullable(Type.Number()),
  stock_alert: Nullable(Type.Number()),
  image_url: Nullable(Type.String()),
  /** the produce category (always sent by the server; optional for older clients' fixtures) */
  category: Type.Optional(Type.Union(INVENTORY_CATEGORIES.map((category) => Type.Literal(category)))),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type InventoryItem = Static<typeof InventoryItem>;

export const InventoryQuery = Type.Composite([
  PageQuery,
  Type.Object({
    search: Type.Optional(Type.String({ maxLength: 255 })),
    /** 'All', 'all' or '' = every quality */
    quality: Type.Optional(Type.Union([QualitySchema, Type.Literal('All'), Type.Literal('all'), Type.Literal('')])),
  }),
]);
export type InventoryQuery = Static<typeof InventoryQuery>;
export const InventoryListResponse = Paged(InventoryItem);

export const inventoryFields = {
  produce_name: Type.String({ pattern: '\\S', maxLength: 255, errorMessage: INVENTORY_MESSAGES.produceRequired }),
  quantity: Type.Number({
    minimum: 1,
    maximum: 1_000_000_000,
    multipleOf: 0.01,
    errorMessage: {
      type: INVENTORY_MESSAGES.quantityRequired,
      minimum: INVENTORY_MESSAGES.quantityMin,
      multipleOf: 'Quantity must have at most 2 decimals',
    },
  }),
  unit: Type.Union(
    INVENTORY_UNITS.map((unit) => Type.Literal(unit)),
    { errorMessage: INVENTORY_MESSAGES.unitRequired },
  ),
  quality: Type.Union(
    INVENTORY_QUALITIES.map((quality) => Type.Literal(quality)),
    { errorMessage: INVENTORY_MESSAGES.qualityRequired },
  ),
  description: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
  total_price: Type.Number({
    minimum: 0,
    maximum: 1_000_000_000,
    multipleOf: 0.01,
    errorMessage: {
      type: INVENTORY_MESSAGES.totalPriceRequired,
      minimum: INVENTORY_MESSAGES.totalPriceMin,
      multipleOf: 'Total price must have at most 2 decimals',
    },
  }),
  stock_alert: Type.Optional(
    Nullable(
      Type.Number({
        minimum: 0,
        maximum: 1_000_000_000,
        multipleOf: 0.01,
        errorMessage: {
          minimum: INVENTORY_MESSAGES.stockAlertMin,
          multipleOf: 'Stock alert must have at most 2 decimals',
        },
      }),
    ),
  ),
  category: Type.Optional(
    Type.Union(
      INVENTORY_CATEGORIES.map((category) => Type.Literal(category)),
      { errorMessage: 'Please choose a valid category' },
    ),
  ),
  /** multipart only: the image (JPEG, PNG, GIF or WebP, at most 5MB) */
  image_file: Type.Optional(Type.Unknown()),
};

/** POST /inventory-items (JSON, or multipart with `image_file`); price_per_unit is computed, never read. */
export const CreateInventoryItemBody = Type.Object(inventoryFields, {
  errorMessage: {
    required: {
      produce_name: INVENTORY_MESSAGES.produceRequired,
      quantity: INVENTORY_MESSAGES.quantityRequired,
      unit: INVENTORY_MESSAGES.unitRequired,
      quality: INVENTORY_MESSAGES.qualityRequired,
      total_price: INVENTORY_MESSAGES.totalPriceRequired,
    },
  },
});
export type CreateInventoryItemBody = Static<typeof CreateInventoryItemBody>;

export const UpdateInventoryItemBody = Type.Partial(Type.Object(inventoryFields));
export type UpdateInventoryItemBody = Static<typeof UpdateInventoryItemBody>;

export const InventoryItemResponse = MessageWithData(InventoryItem);

// This module's schemas with their validators compiled ahead of time (validators/generate.ts
// compiles what these lists name): a page that validates one of them loads these, not every schema's.
registerPrecompiled(compiled, { CreateInventoryItemBody, UpdateInventoryItemBody, InventoryQuery });
