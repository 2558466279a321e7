import type { KitchenOrder } from '@farmplate/contracts';
import { countFulfilledThisMonth } from './fulfilledThisMonth';

const order = (status: KitchenOrder['status'], completed_at: Date | null) =>
  ({ id: 1, status, completed_at: completed_at?.toISOString() ?? null }) as KitchenOrder;

test('counts completed orders of the current calendar month only', () => {
  const now = new Date(2026, 2, 15, 10);
  const orders = [
    order('completed', new Date(2026, 2, 1, 0, 5)),
    order('completed', new Date(2026, 2, 14, 18)),
    order('completed', new Date(2026, 1, 28, 23, 55)),
    order('completed', new Date(2025, 2, 10)),
    order('ready', null),
    order('completed', null),
  ];
  expect(countFulfilledThisMonth(orders, now)).toBe(2);
});
