import {
  BOX_MESSAGES,
  CUSTOMER_ORDER_MESSAGES,
  DELIVERY_MESSAGES,
  ORDER_MESSAGES,
  type KitchenOrder,
  type TrackedOrder,
} from '@farmplate/contracts';
import type { Database } from '../db/client';
import { conflict, notFound } from '../http/errors';
import { orderByToken } from '../orders/checkout';
import { toKitchenOrder } from '../orders/order-presenters';
import { orderWithLines } from '../orders/orders-repository';
import { addTipByTrackingToken, deliveryState, markPickedUp, tipStateByTrackingToken } from './dispatch-repository';

/**
 * The kitchen's handover (assigned ⇒ picked up, the courier at the counter) and the customer's
 * tip after delivery: conditional updates, refused with the reason and nothing changed.
 */

export async function handOver(db: Database, kitchenId: number, id: number, now: Date): Promise<KitchenOrder> {
  if (!(await markPickedUp(db, { orderId: id, now, by: { kitchenId } }))) {
    const state = await deliveryState(db, id);
    if (!state || state.kitchenId !== kitchenId) throw notFound(ORDER_MESSAGES.notFound);
    if (state.fulfilment !== 'delivery' || state.deliveryStatus === null)
      throw conflict(DELIVERY_MESSAGES.handoverNotDelivery);
    if (state.deliveryStatus === 'unassigned') throw conflict(DELIVERY_MESSAGES.handoverNoCourier);
    if (state.status !== 'ready') throw conflict(DELIVERY_MESSAGES.notReady);
    throw conflict(`This order is already ${state.deliveryStatus.replace('_', ' ')}.`);
  }
  const row = await orderWithLines(db, id);
  if (!row) throw notFound(ORDER_MESSAGES.notFound);
  return toKitchenOrder(row.order, row.lines, row.courier, row.boxOrder);
}

/**
 * The farmer's handover of a packed farm box to its courier (a box order has the farm as its
 * pickup point). Another farmer's order, or a meal, is a 404: the farmer learns nothing of it.
 */
export async function handOverBox(db: Database, farmerId: number, id: number, now: Date): Promise<void> {
  if (await markPickedUp(db, { orderId: id, now, by: { farmerId } })) return;
  const state = await deliveryState(db, id);
  if (!state || state.farmerId !== farmerId || state.kitchenId !== null) throw notFound(ORDER_MESSAGES.notFound);
  if (state.fulfilment !== 'delivery' || state.deliveryStatus === null)
    throw conflict(DELIVERY_MESSAGES.handoverNotDelivery);
  if (state.status !== 'ready') throw conflict(BOX_MESSAGES.notPacked);
  if (state.deliveryStatus === 'unassigned') throw conflict(DELIVERY_MESSAGES.handoverNoCourier);
  throw conflict(`This order is already ${state.deliveryStatus.replace('_', ' ')}.`);
}

export async function tipAfterDelivery(db: Database, token: string, amount: number): Promise<TrackedOrder> {
  if (!(await addTipByTrackingToken(db, token, amount))) {
    const state = await tipStateByTrackingToken(db, token);
    if (!state) throw notFound(CUSTOMER_ORDER_MESSAGES.trackingNotFound);
    if (state.fulfilment !== 'delivery') throw conflict(DELIVERY_MESSAGES.tipPickup);
    if (state.deliveryStatus !== 'delivered') throw conflict(DELIVERY_MESSAGES.tipNotDelivered);
    throw conflict(DELIVERY_MESSAGES.tipAlreadyAdded);
  }
  return orderByToken(db, token);
}
