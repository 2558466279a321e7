import { CUSTOMER_ORDER_MESSAGES, type OrderRegion } from '@farmplate/contracts';
import type { Database } from '../db/client';
import { unprocessable } from '../http/errors';
import { lockedBalance, pointsPerFreeDelivery, recordRedemption } from './loyalty-repository';

type Executor = Pick<Database, 'execute'>;

/**
 * A delivery paid with loyalty points, the one rule of every checkout that offers it (a meal
 * order, a box bought once): only a signed-in customer's delivery order in dollars with a fee to
 * waive, at the admin's points for a free delivery; the balance read with the account locked, so
 * two checkouts spending the same points count one after the other; one redeemed entry in the
 * order's own transaction. A cancelled order gives the points back once (a trigger on orders).
 */

/** The points a free delivery takes for this order; 422 when points cannot pay its delivery. */
export async function freeDeliveryCost(
  db: Executor,
  {
    signedIn,
    region,
    fulfilment,
    fee,
  }: { signedIn: { id: number } | null; region: OrderRegion; fulfilment: 'delivery' | 'pickup'; fee: number },
): Promise<number> {
  if (!signedIn) throw unprocessable({ use_points: [CUSTOMER_ORDER_MESSAGES.pointsNeedAccount] });
  if (region !== 'us') throw unprocessable({ use_points: [CUSTOMER_ORDER_MESSAGES.pointsOtherRegion] });
  if (fulfilment !== 'delivery' || fee <= 0)
    throw unprocessable({ use_points: [CUSTOMER_ORDER_MESSAGES.pointsNoDeliveryFee] });
  return pointsPerFreeDelivery(db);
}

/**
 * Places the order with its delivery paid by `points`, inside the caller's transaction: 422 with
 * nothing stored when the balance is short, else the order (`place`) and its redeemed entry.
 * `orderOf` names the placed order (null: not placed, e.g. the same idempotency key won the race).
 */
export async function placeWithFreeDelivery<Placed>(
  tx: Executor,
  { customerId, points }: { customerId: number; points: number },
  place: () => Promise<Placed>,
  orderOf: (placed: Placed) => { id: number; orderNumber: string } | null,
): Promise<Placed> {
  const balance = await lockedBalance(tx, customerId);
  if (balance < points) throw unprocessable({ use_points: [CUSTOMER_ORDER_MESSAGES.notEnoughPoints(points, balance)] });
  const placed = await place();
  const order = orderOf(placed);
  if (order) await recordRedemption(tx, { customerId, orderId: order.id, orderNumber: order.orderNumber, points });
  return placed;
}
