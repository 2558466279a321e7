import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_LOYALTY_POINTS_PER_DOLLAR } from '@farmplate/contracts';
import type { Database } from '../db/client';
import { recordAudit } from '../platform/audit/audit-repository';

/**
 * The SQL of loyalty points. The ledger is written by the orders' trigger (drizzle/0012): points
 * earned when an order is delivered, taken back when it is cancelled or refunded; it is only read here.
 */

type Executor = Pick<Database, 'execute'>;

async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

export interface LoyaltyRow {
  id: number;
  order_id: number | null;
  kind: 'earned' | 'reversed' | 'redeemed';
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

/** Saves the rate (orders delivered from now on earn at it), with its audit entry. */
export async function savePointsPerDollar(db: Database, rate: number, admin: { id: number; name: string }) {
  await db.transaction(async (tx) => {
    const before = await pointsPerDollar(tx);
    await tx.execute(
      sql`insert into settings (key, value, updated_at) values ('loyalty_points_per_dollar', ${JSON.stringify(rate)}::jsonb, now())
          on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`,
    );
    if (before !== rate)
      await recordAudit(tx, {
        actor: admin,
        action: 'settings.updated',
        entity: 'settings',
        before: { loyalty_points_per_dollar: before },
        after: { loyalty_points_per_dollar: rate },
      });
  });
}

/** Points issued (earned), taken back and redeemed over all customers (the admin's overview). */
export async function pointsTotals(db: Executor) {
  const [row] = await rowsOf<{ issued: number; reversed: number; redeemed: number }>(
    db,
    sql`select coalesce(sum(points) filter (where kind = 'earned'), 0)::int as issued,
          coalesce(-sum(points) filter (where kind = 'reversed'), 0)::int as reversed,
          coalesce(-sum(points) filter (where kind = 'redeemed'), 0)::int as redeemed
        from loyalty_ledger`,
  );
  return row ?? { issued: 0, reversed: 0, redeemed: 0 };
}
