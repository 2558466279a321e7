import { pricePerUnit, type InventoryItem } from '@farmplate/contracts';
import type { inventoryItems } from '../db/schema';
import { imageUrl } from '../platform/storage/image-url';

export const toInventoryItem = (row: typeof inventoryItems.$inferSelect): InventoryItem => ({
  id: row.id,
  produce_name: row.produceName,
  quantity: row.quantity,
  unit: row.unit as InventoryItem['unit'],
  quality: row.quality as InventoryItem['quality'],
  description: row.description,
  total_price: row.totalPrice,
  price_per_unit: pricePerUnit(row.totalPrice, row.quantity),
  stock_alert: row.stockAlert,
  image_url: imageUrl(row.imagePath),
  category: row.category as InventoryItem['category'],
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
