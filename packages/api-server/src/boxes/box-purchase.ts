import {
  availablePaymentMethods,
  BOX_MESSAGES,
  CUSTOMER_ORDER_MESSAGES,
  orderPricing,
  type BoxCheckoutBody,
  type TrackedOrder,
} from '@farmplate/contracts';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import type { Background } from '../http/background';
import { conflict, unprocessable } from '../http/errors';
import type { Throttle } from '../http/throttle';
import { freeDeliveryCost, placeWithFreeDelivery } from '../loyalty/free-delivery';
import { insertBoxOrder } from '../orders/box-orders-repository';
import {
  checkAddressLimit,
  checkContactLimit,
  idempotencyKeyOf,
  replayOrder,
  requestFingerprint,
  trackedOrders,
} from '../orders/checkout';
import { earlierOrder, orderById } from '../orders/checkout-repository';
import { sendOrderMail } from '../orders/order-mail';
import type { Mailer } from '../platform/mail/mailer';
import { PAYMENT_PROVIDERS } from '../platform/settings/payment-providers';
import { currentSettings } from '../platform/settings/settings-repository';
import { boxClock } from './boxes-repository';
import { firstOpenDate } from './cycles';
import { reserveStock } from './cycles-repository';
import { purchasesOfCycle, recordPurchase } from './purchases-repository';
import { assertServedZip, offeredBox } from './subscriptions';
import { deliveryZoneOfZip } from './zip-areas';

/**
 * A box bought once through checkout: the order of the box's next delivery on the chosen day (the
 * first whose cut-off is ahead), made at once through the cut-off's own insert. It takes a place
 * of that week and reserves the stock like a subscription's order does, under the box's lock, and
 * passes checkout's guards: the limits per client address and per contact, and the idempotency key.
 */

export interface BoxPurchaseServices {
  db: Database;
  mailer: Mailer;
  background: Background;
  throttle: Throttle;
  trackingLink: (region: string, token: string) => string;
}

export interface BoxPurchaseRequest {
  body: BoxCheckoutBody;
  headerKey: string | undefined;
  customer: { id: number; email: string };
  ip: string;
  now?: Date;
}

export async function buyBox(
  { db, mailer, background, throttle, trackingLink }: BoxPurchaseServices,
  { body, headerKey, customer, ip, now = new Date() }: BoxPurchaseRequest,
): Promise<{ status: 200 | 201; data: TrackedOrder }> {
  const idempotencyKey = idempotencyKeyOf(headerKey, body);
  const [settings, earlier] = await Promise.all([
    currentSettings(db),
    idempotencyKey ? earlierOrder(db, idempotencyKey) : Promise.resolve(null),
  ]);
  await checkAddressLimit(throttle, ip, settings);
  const fingerprint = requestFingerprint(body, customer.id);
  if (earlier) return replayOrder(db, earlier, fingerprint);
  await assertServedZip(db, body.zip);
  if (!availablePaymentMethods('us', settings.payment_methods, PAYMENT_PROVIDERS).includes(body.payment_method))
    throw unprocessable({ payment_method: [CUSTOMER_ORDER_MESSAGES.paymentUnavailable] });
  // the delivery paid with points as at meal checkout: the platform's fee waived, the points spent with the order
  const fee = orderPricing('us', settings).delivery_fee;
  const pointsForDelivery = body.use_points
    ? await freeDeliveryCost(db, { signedIn: customer, region: 'us', fulfilment: 'delivery', fee })
    : null;
  await checkContactLimit(throttle, { customer_email: customer.email, customer_phone: body.customer_phone }, settings);
  const clock = await boxClock(db);
  const instructions = body.special_instructions?.trim();
  let orderId: number;
  try {
    orderId = await db.transaction(async (tx) => {
      // the box's lock orders racing purchases and subscriptions: each counts the places taken before it
      const box = await offeredBox(tx, body.box_id, undefined);
      const date = firstOpenDate({ day: body.delivery_day, notBefore: box.offered_from, now, clock });
      if (box.offered_until && date > box.offered_until) throw unprocessable({ box_id: [BOX_MESSAGES.boxNotOffered] });
      const taken = await purchasesOfCycle(tx, box.id, date);
      // the week's limit counts this cycle's purchases; the stock left must still make every subscription's box
      if (Math.min(box.weekly_limit - taken, box.stock_boxes) - box.active_subscriptions <= 0)
        throw conflict(BOX_MESSAGES.soldOut);
      if (!(await reserveStock(tx, box.id))) throw conflict(BOX_MESSAGES.soldOut);
      const place = () =>
        insertBoxOrder(tx, {
          customerId: customer.id,
          farmerId: box.farmer_id,
          boxId: box.id,
          boxLine: `${box.name} (${box.size})`,
          price: box.price,
          deliveryAddress: `${body.delivery_address.trim()}, ${body.zip}`,
          paymentMethod: body.payment_method,
          deliveryDate: date,
          note: `One-time box, delivery of ${date}${instructions ? `. ${instructions}` : ''}`,
          deliveryZone: deliveryZoneOfZip(body.zip),
          deliveryFee: pointsForDelivery === null ? fee : 0,
        });
      const { id } =
        pointsForDelivery === null
          ? await place()
          : await placeWithFreeDelivery(
              tx,
              { customerId: customer.id, points: pointsForDelivery },
              place,
              (placed) => placed,
            );
      await recordPurchase(tx, {
        orderId: id,
        boxId: box.id,
        date,
        idempotencyKey,
        requestHash: idempotencyKey && fingerprint,
        phone: body.customer_phone.trim(),
      });
      return id;
    });
  } catch (error) {
    // the same key at the same moment (a double click): the other request made the order
    if (!idempotencyKey || !isUniqueViolation(error)) throw error;
    const first = await earlierOrder(db, idempotencyKey);
    if (!first) throw error;
    return replayOrder(db, first, fingerprint);
  }
  const stored = await orderById(db, orderId);
  const [tracked] = await trackedOrders(db, stored ? [stored] : []);
  sendOrderMail({ db, mailer, background }, 'order_confirmation', orderId, trackingLink('us', tracked!.tracking_token));
  return { status: 201, data: tracked! };
}
