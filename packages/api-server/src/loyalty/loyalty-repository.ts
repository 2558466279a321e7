import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_LOYALTY_POINTS_PER_DOLLAR, DEFAULT_POINTS_PER_FREE_DELIVERY } from '@farmplate/contracts';
import type { Database } from '../db/client';
import { recordAudit } from '../platform/audit/audit-repository';

/**
 * The SQL of loyalty points. The orders' trigger (drizzle/0012, 0015) writes points earned when an
 * order is delivered, taken back when it is cancelled or refunded, and points spent on a free
 * delivery given back when that order is cancelled; checkout writes the points it spends.
 */

type Executor = Pick<Database, 'execute'>;

async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

export interface LoyaltyRow {
  id: number;
  order_id: number | null;
  kind: 'earned' | 'reversed' | 'redeemed' | 'returned';
  points: number;
  reason: string;
  created_at: string;
}

/** The customer's balance (all entries) and their latest 100 entries. */
export async function loyaltyOf(db: Executor, customerId: number) {
  const [total] = await rowsOf<{ balance: number }>(
    db,
    sql`select coalesce(sum(points), 0)::int as balance from loyalty_ledger where customer_id = ${customerId}`,
  );
  const entries = await rowsOf<LoyaltyRow>(
    db,
    sql`select id, order_id, kind, points, reason,
          to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
        from loyalty_ledger where customer_id = ${customerId} order by created_at desc, id desc limit 100`,
  );
  return { balance: total?.balance ?? 0, entries };
}

export async function pointsPerDollar(db: Executor): Promise<number> {
  const [row] = await rowsOf<{ value: string }>(
    db,
    sql`select value #>> '{}' as value from settings where key = 'loyalty_points_per_dollar'`,
  );
  const rate = row ? Number(row.value) : NaN;
  return Number.isFinite(rate) && rate >= 0 ? rate : DEFAULT_LOYALTY_POINTS_PER_DOLLAR;
}

/** The points a free delivery takes at checkout. */
export async function pointsPerFreeDelivery(db: Executor): Promise<number> {
  const [row] = await rowsOf<{ value: string }>(
    db,
    sql`select value #>> '{}' as value from settings where key = 'loyalty_points_per_free_delivery'`,
  );
  const points = row ? Number(row.value) : NaN;
  return Number.isInteger(points) && points >= 1 ? points : DEFAULT_POINTS_PER_FREE_DELIVERY;
}

export interface LoyaltySettingsRow {
  points_per_dollar: number;
  points_per_free_delivery: number;
}

export async function loyaltySettings(db: Executor): Promise<LoyaltySettingsRow> {
  const [perDollar, perDelivery] = await Promise.all([pointsPerDollar(db), pointsPerFreeDelivery(db)]);
  return { points_per_dollar: perDollar, points_per_free_delivery: perDelivery };
}

const SETTING_KEYS: Record<keyof LoyaltySettingsRow, string> = {
  points_per_dollar: 'loyalty_points_per_dollar',
  points_per_free_delivery: 'loyalty_points_per_free_delivery',
};

/**
 * Saves the rate (orders delivered from now on earn at it) and the points of a free delivery
 * (checkouts from now on), whichever are given, with one audit entry of what changed.
 */
export async function saveLoyaltySettings(
  db: Database,
  change: Partial<LoyaltySettingsRow>,
  admin: { id: number; name: string },
) {
  await db.transaction(async (tx) => {
    const before = await loyaltySettings(tx);
    const changed = (Object.keys(SETTING_KEYS) as (keyof LoyaltySettingsRow)[]).filter(
      (key) => change[key] !== undefined && change[key] !== before[key],
    );
    for (const key of changed)
      await tx.execute(
        sql`insert into settings (key, value, updated_at) values (${SETTING_KEYS[key]}, ${JSON.stringify(change[key])}::jsonb, now())
            on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`,
      );
    if (changed.length > 0)
      await recordAudit(tx, {
        actor: admin,
        action: 'settings.updated',
        entity: 'settings',
        before: Object.fromEntries(changed.map((key) => [SETTING_KEYS[key], before[key]])),
        after: Object.fromEntries(changed.map((key) => [SETTING_KEYS[key], change[key]])),
      });
  });
}

/**
 * The customer's balance, with their account row locked until the transaction ends: two
 * checkouts spending the same points read the balance one after the other.
 */
export async function lockedBalance(tx: Executor, customerId: number): Promise<number> {
  await tx.execute(sql`select id from users where id = ${customerId} for update`);
  const [row] = await rowsOf<{ balance: number }>(
    tx,
    sql`select coalesce(sum(points), 0)::int as balance from loyalty_ledger where customer_id = ${customerId}`,
  );
  return row?.balance ?? 0;
}

/** The points a free delivery took, against its order (once per order). */
export async function recordRedemption(
  tx: Executor,
  entry: { customerId: number; orderId: number; orderNumber: string; points: number },
): Promise<void> {
  await tx.execute(
    sql`insert into loyalty_ledger (customer_id, order_id, kind, points, reason)
        values (${entry.customerId}, ${entry.orderId}, 'redeemed', ${-entry.points},
          ${`Free delivery of order ${entry.orderNumber}`})`,
  );
}

/** Points issued (earned), taken back and redeemed over all customers (the admin's overview). */
export async function pointsTotals(db: Executor) {
  // points given back on a cancelled order count as not redeemed
  const [row] = await rowsOf<{ issued: number; reversed: number; redeemed: number }>(
    db,
    sql`select coalesce(sum(points) filter (where kind = 'earned'), 0)::int as issued,
          coalesce(-sum(points) filter (where kind = 'reversed'), 0)::int as reversed,
          coalesce(-sum(points) filter (where kind in ('redeemed', 'returned')), 0)::int as redeemed
        from loyalty_ledger`,
  );
  return row ?? { issued: 0, reversed: 0, redeemed: 0 };
}
