import type { KitchenOrder } from '@farmplate/contracts';

/** 'Orders fulfilled this month': the farmer's orders completed in the current calendar month (local time). */
export function countFulfilledThisMonth(orders: readonly KitchenOrder[], now: Date): number {
  return orders.filter((order) => {
    if (order.status !== 'completed' || !order.completed_at) return false;
    const completed = new Date(order.completed_at);
    return completed.getFullYear() === now.getFullYear() && completed.getMonth() === now.getMonth();
  }).length;
}
