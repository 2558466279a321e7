import type { InventoryCategory } from '@farmplate/contracts';

export const categoryLabel = (category: InventoryCategory | string): string =>
  category.charAt(0).toUpperCase() + category.slice(1);
