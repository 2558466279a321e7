import type { Database } from '../db/client';
import { orders } from '../db/schema';
import { onlyRow } from './rows';

let numbered = 0;

/**
 * A new order of `kitchenId` straight in the database, as checkout leaves one: a US pickup order
 * of $30 for Dana Doorstep in Dallas, unless `values` say otherwise; each with its own order
 * number and tracking token.
 */
export async function insertOrder(
  db: Database,
  kitchenId: number,
  values: Partial<typeof orders.$inferInsert> = {},
): Promise<typeof orders.$inferSelect> {
  numbered += 1;
  return onlyRow(
    await db
      .insert(orders)
      .values({
        orderNumber: `FP-TEST-${numbered}`,
        kitchenId,
        customerName: 'Dana Doorstep',
        customerPhone: '+1 214 555 0199',
        deliveryAddress: '77 Secret Lane, Dallas, TX',
        totalAmount: 30,
        region: 'us',
        fulfilment: 'pickup',
        // 43 characters, as the tracking routes take a token
        trackingToken: `tok${String(numbered).padStart(40, '0')}`,
        ...values,
      })
      .returning(),
    'the order',
  );
}
