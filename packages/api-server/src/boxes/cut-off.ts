import type { Database } from '../db/client';
import { insertBoxOrder } from '../orders/box-orders-repository';
import { boxClock } from './boxes-repository';
import { nextDelivery } from './cycles';
import {
  claimDelivery,
  dueSubscriptionIds,
  lockDueSubscription,
  moveToNextDelivery,
  reserveStock,
  settleDelivery,
} from './cycles-repository';
import { scheduleDelivery } from './subscriptions-repository';
import { deliveryZoneOfZip } from './zip-areas';

export interface CutOffResult {
  ordered: number;
  out_of_stock: number;
}

export interface CutOffOptions {
  now?: Date;
  /** called inside each order's transaction once it is made (tests stop a run there) */
  onOrderMade?: (subscriptionId: number) => void | Promise<void>;
}

/**
 * A cycle's cut-off: an order for every active subscription due on `date`, each in its own
 * transaction that locks the subscription, writes the (subscription, date) row, reserves the
 * stock, makes the order and moves the subscription to its next delivery. Exactly once: a second
 * instance at the same moment finds each subscription moved on (or the row written) and makes
 * nothing, and a run stopped midway leaves each subscription either done or untouched, so running
 * it again completes the cycle. A box whose stock is short gets an out_of_stock row and no order.
 */
export async function runCutOff(db: Database, date: string, options: CutOffOptions = {}): Promise<CutOffResult> {
  const now = options.now ?? new Date();
  const clock = await boxClock(db);
  const result: CutOffResult = { ordered: 0, out_of_stock: 0 };
  for (const id of await dueSubscriptionIds(db, date)) {
    const outcome = await db.transaction(async (tx) => {
      const subscription = await lockDueSubscription(tx, id, date);
      if (!subscription) return null;
      const deliveryId = await claimDelivery(tx, id, date);
      if (deliveryId === null) return null;
      let made: 'ordered' | 'out_of_stock' = 'out_of_stock';
      if (await reserveStock(tx, subscription.box_id)) {
        const { id: orderId } = await insertBoxOrder(tx, {
          customerId: subscription.customer_id,
          farmerId: subscription.farmer_id,
          boxId: subscription.box_id,
          boxLine: `${subscription.box_name} (${subscription.size})`,
          price: subscription.price,
          deliveryAddress: `${subscription.delivery_address}, ${subscription.zip}`,
          paymentMethod: subscription.payment_method === 'cash_on_delivery' ? 'cod' : 'bank_transfer',
          deliveryDate: date,
          note: `Subscription box, delivery of ${date}`,
          deliveryZone: deliveryZoneOfZip(subscription.zip),
        });
        await settleDelivery(tx, deliveryId, { orderId });
        made = 'ordered';
        await options.onOrderMade?.(id);
      } else {
        await settleDelivery(tx, deliveryId, { outOfStock: true });
      }
      const next = nextDelivery(date, subscription.frequency);
      await moveToNextDelivery(tx, id, next);
      await scheduleDelivery(tx, { subscriptionId: id, date: next, clock, now });
      return made;
    });
    if (outcome === 'ordered') result.ordered += 1;
    if (outcome === 'out_of_stock') result.out_of_stock += 1;
  }
  return result;
}
