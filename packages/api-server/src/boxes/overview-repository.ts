import { sql } from 'drizzle-orm';
import type { BoxesOverview } from '@farmplate/contracts';
import { pointsTotals } from '../loyalty/loyalty-repository';
import { rowsOf, type Executor } from './sql-rows';

/** The admin's overview of the boxes, in four small reads. */
export async function boxesOverview(db: Executor, today: string): Promise<BoxesOverview> {
  const boxes = await rowsOf<BoxesOverview['boxes'][number]>(
    db,
    sql`select b.id as box_id, b.name as box_name, b.size, b.farmer_id, fp.farm_name,
          count(s.id) filter (where s.status = 'active')::int as active_subscriptions
        from boxes b left join farmer_profiles fp on fp.user_id = b.farmer_id
          left join box_subscriptions s on s.box_id = b.id
        group by b.id, fp.farm_name order by active_subscriptions desc, b.id limit 200`,
  );
  // the next delivery date ahead: the subscriptions still due on it and the orders already made
  // for it (a cycle past its cut-off, and boxes bought once), so it reads the same before and after
  const [next] = await rowsOf<{ date: string; boxes: number; amount: number }>(
    db,
    sql`with due as (
          select s.next_delivery_date as date, b.price as amount
          from box_subscriptions s join boxes b on b.id = s.box_id
          where s.status = 'active' and s.next_delivery_date >= ${today}::date
          union all
          select c.delivery_date, o.subtotal
          from box_cycle_orders c join orders o on o.id = c.order_id
          where c.delivery_date >= ${today}::date and o.status <> 'cancelled'
        )
        select date::text as date, count(*)::int as boxes, sum(amount)::float8 as amount
        from due where date = (select min(date) from due) group by date`,
  );
  // the last 8 weeks (Monday first), by when the skip or the cancellation was made
  const weeks = await rowsOf<BoxesOverview['weeks'][number]>(
    db,
    sql`with week as (
          select (date_trunc('week', ${today}::date) - make_interval(weeks => n))::date as start from generate_series(0, 7) n
        )
        select week.start::text as week,
          (select count(*)::int from box_deliveries d where d.status = 'skipped'
            and d.created_at >= week.start and d.created_at < week.start + 7) as skips,
          (select count(*)::int from box_subscriptions s where s.cancelled_at >= week.start
            and s.cancelled_at < week.start + 7) as cancellations,
          (select count(*)::int from box_subscriptions s where s.created_at >= week.start
            and s.created_at < week.start + 7) as subscriptions
        from week order by week.start desc`,
  );
  return { boxes, next_cycle: next ?? null, weeks, points: await pointsTotals(db) };
}
