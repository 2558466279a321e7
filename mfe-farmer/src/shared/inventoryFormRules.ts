import {
  firstErrors,
  CreateInventoryItemBody,
  LOW_STOCK_THRESHOLD,
  pricePerUnit,
  validate,
  type InventoryItem,
  type InventoryQuality,
  type InventoryUnit,
} from '@farmplate/contracts';
import type { InventoryItemInput } from '@farmplate/api-client';

/** Spec §9: an item is low on stock below 50. */
export const isLowStock = (item: Pick<InventoryItem, 'quantity'>): boolean => item.quantity < LOW_STOCK_THRESHOLD;

/** The inventory form as final-form holds it: number inputs give text. */
export interface InventoryFormValues {
  produce_name: string;
  quantity: string;
  unit: InventoryUnit;
  quality: InventoryQuality;
  description: string;
  total_price: string;
  stock_alert: string;
  image_file: File | null;
}

/** A new item starts in kg and Standard quality (spec §3). */
export const NEW_INVENTORY_VALUES: InventoryFormValues = {
  produce_name: '',
  quantity: '',
  unit: 'kg',
  quality: 'Standard',
  description: '',
  total_price: '',
  stock_alert: '',
  image_file: null,
};

const asText = (value: number | null) => (value === null ? '' : String(value));

/** Edit mode loads the item into the form. */
export const inventoryFormValues = (item: InventoryItem): InventoryFormValues => ({
  produce_name: item.produce_name,
  quantity: asText(item.quantity),
  unit: item.unit,
  quality: item.quality,
  description: item.description ?? '',
  total_price: asText(item.total_price),
  stock_alert: asText(item.stock_alert),
  image_file: null,
});

const toNumber = (text: string | number | undefined): number | null => {
  if (text === undefined || String(text).trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
};

/**
 * The read-only price per unit of the form (spec §3): total price / quantity with 2 decimals,
 * shown only when the quantity is above 0 and the total is 0 or more; '' otherwise.
 */
export function pricePerUnitText(
  quantity: string | number | undefined,
  totalPrice: string | number | undefined,
): string {
  const amount = toNumber(quantity);
  const total = toNumber(totalPrice);
  const price = amount === null || total === null ? null : pricePerUnit(total, amount);
  return price === null ? '' : price.toFixed(2);
}

/** An empty number input is a missing value, not 0. */
const blankToUndefined = (text: string | undefined) => (text === undefined || text.trim() === '' ? undefined : text);

/**
 * Spec §5 "Inventory form", with the server's own schema and messages: produce name, quality,
 * quantity (at least 1), unit and total price (at least 0) required; steps of 0.01.
 */
export function validateInventoryForm(values: Partial<InventoryFormValues>): Record<string, string> {
  return firstErrors(
    validate(CreateInventoryItemBody, {
      produce_name: values.produce_name ?? '',
      quantity: blankToUndefined(values.quantity),
      unit: values.unit,
      quality: values.quality,
      description: values.description,
      total_price: blankToUndefined(values.total_price),
      stock_alert: blankToUndefined(values.stock_alert),
    }),
  );
}

/** The call's payload from valid form values. */
export function toInventoryInput(values: InventoryFormValues): InventoryItemInput {
  const quantity = Number(values.quantity);
  const totalPrice = Number(values.total_price);
  return {
    produce_name: values.produce_name.trim(),
    quantity,
    unit: values.unit,
    quality: values.quality,
    description: values.description.trim(),
    total_price: totalPrice,
    price_per_unit: pricePerUnit(totalPrice, quantity),
    stock_alert: toNumber(values.stock_alert),
    image_file: values.image_file,
  };
}
