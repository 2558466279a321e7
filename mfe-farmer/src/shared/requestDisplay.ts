import { formatQuantity, type KitchenRequest } from '@farmplate/contracts';

/** The requested amount of the request's produce: '25 kg'. */
export const requestedAmount = (request: KitchenRequest): string =>
  formatQuantity(request.inventory_item.quantity, request.inventory_item.unit);

/** The lines of a request: its items, or its one inventory item when the list is empty. */
export function requestLines(request: KitchenRequest): { name: string; amount: string }[] {
  const items = request.items.length
    ? request.items
    : [
        {
          name: request.inventory_item.produce_name,
          quantity: request.inventory_item.quantity,
          unit: request.inventory_item.unit,
        },
      ];
  return items.map((item) => ({ name: item.name, amount: formatQuantity(item.quantity, item.unit) }));
}
