import {
  AdminCreateInventoryItemBody,
  firstErrors,
  pricePerUnit,
  validate,
  type AdminInventoryItem,
  type InventoryCategory,
  type InventoryQuality,
  type InventoryUnit,
} from '@farmplate/contracts';
import type { AdminInventoryItemInput } from '@farmplate/api-client';

/** The admin inventory form as final-form holds it (number inputs give text). */
export interface AdminInventoryFormValues {
  farmer_id: string;
  produce_name: string;
  category: InventoryCategory;
  quantity: string;
  unit: InventoryUnit;
  quality: InventoryQuality;
  description: string;
  total_price: string;
  stock_alert: string;
}

/** A new item: kg, Standard quality (spec §3), category other, the farmer chosen in the filter. */
export const newItemValues = (farmerId: string): AdminInventoryFormValues => ({
  farmer_id: farmerId,
  produce_name: '',
  category: 'other',
  quantity: '',
  unit: 'kg',
  quality: 'Standard',
  description: '',
  total_price: '',
  stock_alert: '',
});

const asText = (value: number | null) => (value === null ? '' : String(value));

export const itemValues = (item: AdminInventoryItem): AdminInventoryFormValues => ({
  farmer_id: String(item.farmer.id),
  produce_name: item.produce_name,
  category: item.category ?? 'other',
  quantity: asText(item.quantity),
  unit: item.unit,
  quality: item.quality,
  description: item.description ?? '',
  total_price: asText(item.total_price),
  stock_alert: asText(item.stock_alert),
});

const blankToUndefined = (text: string | undefined) => (text === undefined || text.trim() === '' ? undefined : text);
const toNumber = (text: string | undefined) => {
  const value = blankToUndefined(text);
  return value === undefined || !Number.isFinite(Number(value)) ? null : Number(value);
};

/** Spec §5 "Inventory form" with the server's own schema and messages, plus the farmer. */
export function validateAdminInventoryForm(values: Partial<AdminInventoryFormValues>): Record<string, string> {
  return firstErrors(
    validate(AdminCreateInventoryItemBody, {
      farmer_id: blankToUndefined(values.farmer_id),
      produce_name: values.produce_name ?? '',
      category: values.category,
      quantity: blankToUndefined(values.quantity),
      unit: values.unit,
      quality: values.quality,
      description: values.description,
      total_price: blankToUndefined(values.total_price),
      stock_alert: blankToUndefined(values.stock_alert),
    }),
  );
}

/** Read-only price per unit: total / quantity with 2 decimals when quantity > 0 and total >= 0. */
export function pricePerUnitText(values: Partial<AdminInventoryFormValues>): string {
  const quantity = toNumber(values.quantity);
  const total = toNumber(values.total_price);
  const price = quantity === null || total === null ? null : pricePerUnit(total, quantity);
  return price === null ? '' : price.toFixed(2);
}

export function toAdminInventoryInput(values: AdminInventoryFormValues): AdminInventoryItemInput {
  const quantity = Number(values.quantity);
  const totalPrice = Number(values.total_price);
  return {
    farmer_id: Number(values.farmer_id),
    produce_name: values.produce_name.trim(),
    category: values.category,
    quantity,
    unit: values.unit,
    quality: values.quality,
    description: values.description.trim(),
    total_price: totalPrice,
    price_per_unit: pricePerUnit(totalPrice, quantity),
    stock_alert: toNumber(values.stock_alert),
  };
}
