import {
  BOX_MESSAGES,
  orderPricing,
  type CreateSubscriptionBody,
  type Subscription,
  type UpdateSubscriptionBody,
} from '@farmplate/contracts';
import type { Database } from '../db/client';
import { conflict, notFound, unprocessable } from '../http/errors';
import { currentSettings } from '../platform/settings/settings-repository';
import { boxClock, placesLeft } from './boxes-repository';
import { cutoffAt, firstOnOrAfter, firstOpenDate, isOpen, nextDelivery, todayIn, type BoxClock } from './cycles';
import {
  activeSubscriptionCount,
  boxInSize,
  cancelSubscription,
  deliveryOutcome,
  findSubscription,
  insertSubscription,
  lockBox,
  lockOwnSubscription,
  ownerOf,
  recordSkip,
  scheduleDelivery,
  updateSubscription,
  type LockedBox,
  type SubscriptionRow,
} from './subscriptions-repository';
import { cityOf } from './waitlist-repository';
import { cityOfZip } from './zip-areas';
import type { Executor } from './sql-rows';

/**
 * The rules of a customer's subscription. A change applies from the next delivery
 * whose cut-off has not passed: the cut-off makes its order from the subscription as it is then,
 * and once a cycle's cut-off has passed the changes wait until its order is made.
 */

/** Active subscriptions one customer may hold at once (a cap on the self-service route). */
export const MAX_ACTIVE_SUBSCRIPTIONS = 10;

/** The delivery fee a subscription's order adds to the box (insertBoxOrder: the platform's). */
export async function boxDeliveryFee(db: Pick<Database, 'select'>): Promise<number> {
  return orderPricing('us', await currentSettings(db)).delivery_fee;
}

export function toSubscription(
  row: SubscriptionRow,
  clock: BoxClock,
  today: string,
  deliveryFee: number,
): Subscription {
  const cancelled = row.status === 'cancelled';
  return {
    id: row.id,
    box_id: row.box_id,
    box_name: row.box_name,
    farmer_id: row.farmer_id,
    farm_name: row.farm_name,
    size: row.size,
    price: row.price,
    delivery_fee: deliveryFee,
    frequency: row.frequency,
    delivery_day: row.delivery_day,
    delivery_address: row.delivery_address,
    zip: row.zip,
    payment_method: row.payment_method,
    status: cancelled ? 'cancelled' : row.paused_until && row.paused_until > today ? 'paused' : 'active',
    next_delivery_date: cancelled ? null : row.next_delivery_date,
    next_cutoff_at: cancelled ? null : cutoffAt(row.next_delivery_date, clock).toISOString(),
    paused_until: row.paused_until && row.paused_until > today ? row.paused_until : null,
    created_at: row.created_at,
  };
}

/** The ZIP is in a city boxes are delivered in; else a 422 on zip. */
export async function assertServedZip(db: Executor, zip: string): Promise<void> {
  const city = cityOfZip(zip);
  const served = city ? await cityOf(db, city) : null;
  if (!served?.opened) throw unprocessable({ zip: [BOX_MESSAGES.zipNotServed] });
}

const placesOf = (box: LockedBox) => placesLeft(box);

/** The box the customer asks for, in the size asked, locked; 422 when it is not on offer. */
export async function offeredBox(tx: Executor, boxId: number, size: string | undefined): Promise<LockedBox> {
  let box = await lockBox(tx, boxId);
  if (!box || box.status !== 'active' || !box.farmer_active)
    throw unprocessable({ box_id: [BOX_MESSAGES.boxNotOffered] });
  if (size && size !== box.size) {
    const other = await boxInSize(tx, box, size as LockedBox['size']);
    box = other === null ? null : await lockBox(tx, other);
    if (!box || !box.farmer_active) throw unprocessable({ size: [BOX_MESSAGES.sizeNotOffered] });
  }
  return box;
}

async function view(db: Database, id: number, now: Date): Promise<Subscription> {
  const [row, clock, fee] = await Promise.all([findSubscription(db, id), boxClock(db), boxDeliveryFee(db)]);
  return toSubscription(row!, clock, todayIn(clock.timeZone, now), fee);
}

export async function subscribe(
  db: Database,
  customerId: number,
  body: CreateSubscriptionBody,
  now = new Date(),
): Promise<Subscription> {
  await assertServedZip(db, body.zip);
  const clock = await boxClock(db);
  const id = await db.transaction(async (tx) => {
    const box = await offeredBox(tx, body.box_id, body.size);
    // the box's lock orders racing subscriptions: each counts the places the ones before it took
    if (placesOf(box) <= 0) throw conflict(BOX_MESSAGES.soldOut);
    // a cap per customer: a flood of subscriptions cannot take every box of a farmer
    if ((await activeSubscriptionCount(tx, customerId)) >= MAX_ACTIVE_SUBSCRIPTIONS)
      throw conflict(`At most ${MAX_ACTIVE_SUBSCRIPTIONS} active subscriptions per customer`);
    const nextDeliveryDate = firstOpenDate({ day: body.delivery_day, notBefore: box.offered_from, now, clock });
    if (box.offered_until && nextDeliveryDate > box.offered_until)
      throw unprocessable({ box_id: [BOX_MESSAGES.boxNotOffered] });
    const subscriptionId = await insertSubscription(tx, {
      customerId,
      boxId: box.id,
      frequency: body.frequency,
      deliveryDay: body.delivery_day,
      deliveryAddress: body.delivery_address.trim(),
      zip: body.zip,
      paymentMethod: body.payment_method,
      nextDeliveryDate,
    });
    await scheduleDelivery(tx, { subscriptionId, date: nextDeliveryDate, clock, now });
    return subscriptionId;
  });
  return view(db, id, now);
}

/** The customer's subscription locked and still active, with the cycle it is in open for changes. */
async function openOwnSubscription(tx: Executor, id: number, customerId: number, clock: BoxClock, now: Date) {
  const row = await lockOwnSubscription(tx, id, customerId);
  if (!row) throw notFound();
  if (row.status !== 'active') throw conflict(BOX_MESSAGES.notActive);
  // past the cut-off, the cycle's order is about to be made from the subscription as it is
  if (!isOpen(row.next_delivery_date, clock, now)) throw conflict(BOX_MESSAGES.pastCutoff);
  return row;
}

export async function changeSubscription(
  db: Database,
  id: number,
  customerId: number,
  body: UpdateSubscriptionBody,
  now = new Date(),
): Promise<Subscription> {
  if (body.zip !== undefined) await assertServedZip(db, body.zip);
  const clock = await boxClock(db);
  const today = todayIn(clock.timeZone, now);
  await db.transaction(async (tx) => {
    const row = await openOwnSubscription(tx, id, customerId, clock, now);
    let boxId = row.box_id;
    let offeredFrom: string | null = null;
    if (body.box_id !== undefined || body.size !== undefined) {
      const box = await offeredBox(tx, body.box_id ?? row.box_id, body.size);
      if (box.id !== row.box_id && placesOf(box) <= 0) throw conflict(BOX_MESSAGES.soldOut);
      boxId = box.id;
      offeredFrom = box.offered_from;
    }
    const deliveryDay = body.delivery_day ?? row.delivery_day;
    let nextDeliveryDate = row.next_delivery_date;
    if (deliveryDay !== row.delivery_day || (offeredFrom && offeredFrom > nextDeliveryDate)) {
      nextDeliveryDate = firstOpenDate({
        day: deliveryDay,
        notBefore: offeredFrom && offeredFrom > today ? offeredFrom : today,
        now,
        clock,
      });
    }
    await updateSubscription(tx, id, {
      boxId,
      ...(body.frequency !== undefined && { frequency: body.frequency }),
      deliveryDay,
      ...(body.delivery_address !== undefined && { deliveryAddress: body.delivery_address.trim() }),
      ...(body.zip !== undefined && { zip: body.zip }),
      nextDeliveryDate,
    });
    if (nextDeliveryDate !== row.next_delivery_date)
      await scheduleDelivery(tx, { subscriptionId: id, date: nextDeliveryDate, clock, now });
  });
  return view(db, id, now);
}

/** Pauses deliveries until `until`: the next one is the first of the schedule on or after it. */
export async function pauseSubscription(db: Database, id: number, customerId: number, until: string, now = new Date()) {
  const clock = await boxClock(db);
  if (until <= todayIn(clock.timeZone, now)) throw unprocessable({ until: [BOX_MESSAGES.pauseUntilFuture] });
  await db.transaction(async (tx) => {
    const row = await openOwnSubscription(tx, id, customerId, clock, now);
    const nextDeliveryDate = firstOnOrAfter(row.next_delivery_date, row.frequency, until);
    await updateSubscription(tx, id, { nextDeliveryDate, pausedUntil: until });
    await scheduleDelivery(tx, { subscriptionId: id, date: nextDeliveryDate, clock, now });
  });
  return view(db, id, now);
}

/**
 * Skips the next delivery: its (subscription, date) row says skipped, so the cut-off makes no
 * order for it, and the subscription moves to the delivery after. `date` (a skip link's) must
 * still be the next delivery; `customerId` null means the signed link speaks for the customer.
 */
export async function skipNextDelivery(
  db: Database,
  { id, customerId, date, now = new Date() }: { id: number; customerId: number | null; date?: string; now?: Date },
): Promise<Subscription> {
  const clock = await boxClock(db);
  await db.transaction(async (tx) => {
    const row = await lockOwnSubscription(tx, id, customerId ?? (await ownerOf(tx, id)));
    if (!row) throw notFound();
    if (row.status !== 'active') throw conflict(BOX_MESSAGES.notActive);
    // a link names one delivery: already skipped (the link used before), already made (its
    // cut-off passed) or never this subscription's
    if (date !== undefined && date !== row.next_delivery_date) {
      const made = await deliveryOutcome(tx, id, date);
      if (made === 'skipped') throw conflict(BOX_MESSAGES.skipLinkUsed);
      if (made !== null) throw conflict(BOX_MESSAGES.pastCutoff);
      throw conflict(BOX_MESSAGES.skipLinkInvalid);
    }
    if (!isOpen(row.next_delivery_date, clock, now)) throw conflict(BOX_MESSAGES.pastCutoff);
    if (!(await recordSkip(tx, id, row.next_delivery_date))) throw conflict(BOX_MESSAGES.pastCutoff);
    const nextDeliveryDate = nextDelivery(row.next_delivery_date, row.frequency);
    await updateSubscription(tx, id, { nextDeliveryDate });
    await scheduleDelivery(tx, { subscriptionId: id, date: nextDeliveryDate, clock, now });
  });
  return view(db, id, now);
}

export async function cancelOwnSubscription(db: Database, id: number, customerId: number, now = new Date()) {
  await db.transaction(async (tx) => {
    const row = await lockOwnSubscription(tx, id, customerId);
    if (!row) throw notFound();
    if (!(await cancelSubscription(tx, id))) throw conflict(BOX_MESSAGES.notActive);
  });
  return view(db, id, now);
}
