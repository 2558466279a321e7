import { sql } from 'drizzle-orm';
import type { BoxSize, DeliveryDay, SubscriptionFrequency } from '@farmplate/contracts';
import type { Database } from '../db/client';
import { enqueueJob } from '../platform/jobs/jobs-repository';
import { peakPurchasesOf } from './boxes-repository';
import { cutoffAt, type BoxClock } from './cycles';
import { isoOf, rowsOf, type Executor } from './sql-rows';

/**
 * The SQL of customers' subscriptions. Every change runs in a transaction that locks the
 * subscription (and the box whose places it takes), so racing requests and the cut-off see one
 * order of events.
 */

export type SubscriptionPaymentMethod = 'cash_on_delivery' | 'bank_transfer';

export interface SubscriptionRow {
  id: number;
  customer_id: number;
  box_id: number;
  box_name: string;
  farmer_id: number;
  farm_name: string | null;
  size: BoxSize;
  price: number;
  frequency: SubscriptionFrequency;
  delivery_day: DeliveryDay;
  delivery_address: string;
  zip: string;
  payment_method: SubscriptionPaymentMethod;
  status: 'active' | 'cancelled';
  next_delivery_date: string;
  paused_until: string | null;
  created_at: string;
}

const SUBSCRIPTION_SELECT = sql`
  select s.id, s.customer_id, s.box_id, b.name as box_name, b.farmer_id, fp.farm_name, b.size, b.price::float8 as price,
    s.frequency, s.delivery_day, s.delivery_address, s.zip, s.payment_method, s.status,
    s.next_delivery_date::text as next_delivery_date, s.paused_until::text as paused_until,
    ${isoOf(sql`s.created_at`)} as created_at
  from box_subscriptions s join boxes b on b.id = s.box_id left join farmer_profiles fp on fp.user_id = b.farmer_id`;

export async function subscriptionsOf(db: Executor, customerId: number): Promise<SubscriptionRow[]> {
  return rowsOf<SubscriptionRow>(
    db,
    sql`${SUBSCRIPTION_SELECT} where s.customer_id = ${customerId} order by s.created_at desc, s.id desc limit 100`,
  );
}

export async function findSubscription(db: Executor, id: number): Promise<SubscriptionRow | null> {
  const [row] = await rowsOf<SubscriptionRow>(db, sql`${SUBSCRIPTION_SELECT} where s.id = ${id}`);
  return row ?? null;
}

/** The customer's subscription, locked for the change in hand; null when not theirs. */
export async function lockOwnSubscription(tx: Executor, id: number, customerId: number) {
  const [row] = await rowsOf<SubscriptionRow>(
    tx,
    sql`${SUBSCRIPTION_SELECT} where s.id = ${id} and s.customer_id = ${customerId} for update of s`,
  );
  return row ?? null;
}

/** The customer a subscription belongs to (a signed skip link names the subscription only); 0 when none. */
export async function ownerOf(db: Executor, id: number): Promise<number> {
  const [row] = await rowsOf<{ customer_id: number }>(
    db,
    sql`select customer_id from box_subscriptions where id = ${id}`,
  );
  return row?.customer_id ?? 0;
}

export async function activeSubscriptionCount(db: Executor, customerId: number): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(
    db,
    sql`select count(*)::int as count from box_subscriptions where customer_id = ${customerId} and status = 'active'`,
  );
  return row?.count ?? 0;
}

export interface LockedBox {
  id: number;
  farmer_id: number;
  name: string;
  size: BoxSize;
  status: string;
  farmer_active: boolean;
  offered_from: string;
  offered_until: string | null;
  weekly_limit: number;
  price: number;
  stock_boxes: number;
  active_subscriptions: number;
  peak_purchases: number;
}

/**
 * The box locked until the transaction ends, with the figures its places are counted from:
 * subscriptions racing for its last places take them one after the other.
 */
export async function lockBox(tx: Executor, id: number): Promise<LockedBox | null> {
  const [box] = await rowsOf<Omit<LockedBox, 'stock_boxes' | 'active_subscriptions' | 'peak_purchases'>>(
    tx,
    sql`select b.id, b.farmer_id, b.name, b.size, b.status, u.status = 'active' as farmer_active,
          b.offered_from::text as offered_from, b.offered_until::text as offered_until, b.weekly_limit,
          b.price::float8 as price
        from boxes b join users u on u.id = b.farmer_id where b.id = ${id} for update of b`,
  );
  if (!box) return null;
  const [figures] = await rowsOf<{ stock_boxes: number; active_subscriptions: number; peak_purchases: number }>(
    tx,
    sql`select
          coalesce((select min(floor(i.quantity / c.quantity))::int from box_contents c
            join inventory_items i on i.id = c.inventory_item_id where c.box_id = ${id}), 0) as stock_boxes,
          (select count(*)::int from box_subscriptions where box_id = ${id} and status = 'active')
            as active_subscriptions,
          ${peakPurchasesOf(sql`${id}`)} as peak_purchases`,
  );
  return { ...box, ...figures! };
}

/** The farmer's active box of the same name in another size (a customer changing size). */
export async function boxInSize(tx: Executor, box: { farmer_id: number; name: string }, size: BoxSize) {
  const [row] = await rowsOf<{ id: number }>(
    tx,
    sql`select id from boxes where farmer_id = ${box.farmer_id} and lower(name) = lower(${box.name}) and size = ${size}
          and status = 'active' order by id limit 1`,
  );
  return row?.id ?? null;
}

export interface NewSubscription {
  customerId: number;
  boxId: number;
  frequency: SubscriptionFrequency;
  deliveryDay: DeliveryDay;
  deliveryAddress: string;
  zip: string;
  paymentMethod: SubscriptionPaymentMethod;
  nextDeliveryDate: string;
}

export async function insertSubscription(tx: Executor, subscription: NewSubscription): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    tx,
    sql`insert into box_subscriptions (customer_id, box_id, frequency, delivery_day, delivery_address, zip,
          payment_method, next_delivery_date)
        values (${subscription.customerId}, ${subscription.boxId}, ${subscription.frequency}, ${subscription.deliveryDay},
          ${subscription.deliveryAddress}, ${subscription.zip}, ${subscription.paymentMethod},
          ${subscription.nextDeliveryDate}::date)
        returning id`,
  );
  return row!.id;
}

export interface SubscriptionChange {
  boxId?: number;
  frequency?: SubscriptionFrequency;
  deliveryDay?: DeliveryDay;
  deliveryAddress?: string;
  zip?: string;
  nextDeliveryDate?: string;
  pausedUntil?: string | null;
}

export async function updateSubscription(tx: Executor, id: number, change: SubscriptionChange): Promise<void> {
  const set = [
    change.boxId !== undefined && sql`box_id = ${change.boxId}`,
    change.frequency !== undefined && sql`frequency = ${change.frequency}`,
    change.deliveryDay !== undefined && sql`delivery_day = ${change.deliveryDay}`,
    change.deliveryAddress !== undefined && sql`delivery_address = ${change.deliveryAddress}`,
    change.zip !== undefined && sql`zip = ${change.zip}`,
    change.nextDeliveryDate !== undefined && sql`next_delivery_date = ${change.nextDeliveryDate}::date`,
    change.pausedUntil !== undefined && sql`paused_until = ${change.pausedUntil}::date`,
  ].filter((part) => part !== false);
  await tx.execute(
    sql`update box_subscriptions set ${sql.join([...set, sql`updated_at = now()`], sql`, `)} where id = ${id}`,
  );
}

/** Records the skip of one delivery; false when that delivery already has its row (ordered, skipped). */
export async function recordSkip(tx: Executor, subscriptionId: number, date: string): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`insert into box_deliveries (subscription_id, delivery_date, status) values (${subscriptionId}, ${date}::date, 'skipped')
        on conflict (subscription_id, delivery_date) do nothing returning id`,
  );
  return rows.length > 0;
}

/** What became of a subscription's delivery of `date`: skipped, ordered, out_of_stock, or null (nothing yet). */
export async function deliveryOutcome(tx: Executor, subscriptionId: number, date: string): Promise<string | null> {
  const [row] = await rowsOf<{ status: string }>(
    tx,
    sql`select status from box_deliveries where subscription_id = ${subscriptionId} and delivery_date = ${date}::date`,
  );
  return row?.status ?? null;
}

/** Cancels an active subscription; false when it was not active (a second cancel). */
export async function cancelSubscription(tx: Executor, id: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`update box_subscriptions set status = 'cancelled', cancelled_at = now(), updated_at = now()
        where id = ${id} and status = 'active' returning id`,
  );
  return rows.length > 0;
}

export const CUT_OFF_JOB = 'boxes.cut-off';
export const REMINDER_JOB = 'boxes.reminder';
const REMINDER_HOURS_BEFORE_CUTOFF = 24;

/**
 * The jobs of a subscription's coming delivery: the cycle's cut-off (one job per date for every
 * subscription) and this subscription's reminder a day before it (one per subscription and date).
 */
export async function scheduleDelivery(
  tx: Executor,
  { subscriptionId, date, clock, now }: { subscriptionId: number; date: string; clock: BoxClock; now: Date },
): Promise<void> {
  const cutoff = cutoffAt(date, clock);
  await enqueueJob(tx, { kind: CUT_OFF_JOB, key: date, payload: { date }, runAt: cutoff, maxAttempts: 10 });
  const remindAt = new Date(Math.max(now.getTime(), cutoff.getTime() - REMINDER_HOURS_BEFORE_CUTOFF * 3_600_000));
  await enqueueJob(tx, {
    kind: REMINDER_JOB,
    key: `${subscriptionId}:${date}`,
    payload: { subscription_id: subscriptionId, date },
    runAt: remindAt,
  });
}

/** Who to remind: the customer's name and email, if the subscription still delivers on `date`. */
export async function reminderTarget(db: Executor, subscriptionId: number, date: string) {
  const [row] = await rowsOf<{ name: string; email: string; box_name: string }>(
    db,
    sql`select u.name, u.email, b.name as box_name from box_subscriptions s
          join users u on u.id = s.customer_id join boxes b on b.id = s.box_id
        where s.id = ${subscriptionId} and s.status = 'active' and s.next_delivery_date = ${date}::date
          and not exists (select 1 from box_deliveries d where d.subscription_id = s.id and d.delivery_date = ${date}::date)`,
  );
  return row ?? null;
}

/** The secret the skip links are signed with: made once per database, never shown by the settings. */
export async function skipLinkSecret(db: Executor): Promise<string> {
  await db.execute(
    sql`insert into settings (key, value) values ('box_skip_link_secret',
          to_jsonb(md5(random()::text || clock_timestamp()::text) || md5(random()::text || clock_timestamp()::text)))
        on conflict (key) do nothing`,
  );
  const [row] = await rowsOf<{ value: string }>(
    db,
    sql`select value #>> '{}' as value from settings where key = 'box_skip_link_secret'`,
  );
  return row!.value;
}

export type { Database };
