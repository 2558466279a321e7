import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_BOX_CUTOFF_HOURS, type BoxKind, type BoxSize } from '@farmplate/contracts';
import type { Database } from '../db/client';
import type { PageRequest } from '../http/pagination';
import { ianaZoneOf } from '../orders/calendar';
import { recordAudit } from '../platform/audit/audit-repository';
import { settingsOf } from '../platform/settings/settings-repository';
import type { BoxClock } from './cycles';
import { isoOf, rowsOf, type Executor } from './sql-rows';

/**
 * The SQL of farmers' boxes (drizzle/0012_farm_boxes.sql): a box with its contents, the
 * subscriptions it holds and how many more the stock and its weekly limit allow.
 */

export interface BoxRow {
  id: number;
  farmer_id: number;
  farm_name: string | null;
  name: string;
  kind: BoxKind;
  size: BoxSize;
  price: number;
  description: string | null;
  image_path: string | null;
  offered_from: string;
  offered_until: string | null;
  weekly_limit: number;
  status: 'active' | 'inactive';
  contents: { inventory_item_id: number; produce_name: string; unit: string; quantity: number }[];
  active_subscriptions: number;
  /** one-time purchases of the busiest cycle still ahead (their stock is already taken) */
  peak_purchases: number;
  /** whole boxes the farmer's stock of every content makes */
  stock_boxes: number;
  created_at: string;
  updated_at: string;
}

/**
 * Subscriptions a box can still take: within its weekly limit (less the one-time purchases of the
 * busiest cycle ahead, which take places of their week) and its stock.
 */
export const placesLeft = (
  box: Pick<BoxRow, 'weekly_limit' | 'stock_boxes' | 'active_subscriptions' | 'peak_purchases'>,
) => Math.max(0, Math.min(box.weekly_limit - box.peak_purchases, box.stock_boxes) - box.active_subscriptions);

/** The one-time purchases (not cancelled) of the busiest cycle from today on, of box `boxId`. */
export const peakPurchasesOf = (boxId: SQL) => sql`coalesce((select max(n)::int from (
      select count(*) as n from box_purchases p join orders o on o.id = p.order_id
      where p.box_id = ${boxId} and p.delivery_date >= current_date and o.status <> 'cancelled'
      group by p.delivery_date) per_cycle), 0)`;

const BOX_SELECT = sql`
  select b.id, b.farmer_id, fp.farm_name, b.name, b.kind, b.size, b.price::float8 as price, b.description,
    b.image_path, b.offered_from::text as offered_from, b.offered_until::text as offered_until, b.weekly_limit,
    b.status,
    coalesce((select json_agg(json_build_object('inventory_item_id', c.inventory_item_id,
        'produce_name', i.produce_name, 'unit', i.unit, 'quantity', c.quantity::float8) order by i.produce_name, i.id)
      from box_contents c join inventory_items i on i.id = c.inventory_item_id where c.box_id = b.id), '[]'::json)
      as contents,
    (select count(*)::int from box_subscriptions s where s.box_id = b.id and s.status = 'active') as active_subscriptions,
    ${peakPurchasesOf(sql`b.id`)} as peak_purchases,
    coalesce((select min(floor(i.quantity / c.quantity))::int
      from box_contents c join inventory_items i on i.id = c.inventory_item_id where c.box_id = b.id), 0) as stock_boxes,
    ${isoOf(sql`b.created_at`)} as created_at, ${isoOf(sql`b.updated_at`)} as updated_at
  from boxes b left join farmer_profiles fp on fp.user_id = b.farmer_id`;

export async function findOwnBox(db: Executor, id: number, farmerId: number): Promise<BoxRow | null> {
  const [row] = await rowsOf<BoxRow>(db, sql`${BOX_SELECT} where b.id = ${id} and b.farmer_id = ${farmerId}`);
  return row ?? null;
}

export async function findBox(db: Executor, id: number): Promise<BoxRow | null> {
  const [row] = await rowsOf<BoxRow>(db, sql`${BOX_SELECT} where b.id = ${id}`);
  return row ?? null;
}

export async function ownBoxesPage(
  db: Executor,
  farmerId: number,
  status: string | null,
  page: PageRequest,
): Promise<{ rows: BoxRow[]; total: number }> {
  const rows = await rowsOf<BoxRow & { total: number }>(
    db,
    sql`select boxes_page.*, count(*) over ()::int as total from (${BOX_SELECT}
          where b.farmer_id = ${farmerId} and (${status}::text is null or b.status = ${status})) boxes_page
        order by boxes_page.created_at desc, boxes_page.id desc limit ${page.perPage} offset ${page.offset}`,
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page.offset > 0) {
    const [counted] = await rowsOf<{ total: number }>(
      db,
      sql`select count(*)::int as total from boxes where farmer_id = ${farmerId}
          and (${status}::text is null or status = ${status})`,
    );
    total = counted?.total ?? 0;
  }
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

/** The boxes on offer on `today`: active, of an active farmer, still offered. At most 200. */
export async function boxesOnOffer(db: Executor, today: string): Promise<BoxRow[]> {
  return rowsOf<BoxRow>(
    db,
    sql`${BOX_SELECT}
        join users u on u.id = b.farmer_id and u.status = 'active'
        where b.status = 'active' and (b.offered_until is null or b.offered_until >= ${today}::date)
        order by b.created_at desc, b.id desc limit 200`,
  );
}

export interface BoxFields {
  name: string;
  kind: BoxKind;
  size: BoxSize;
  price: number;
  description: string | null;
  offeredFrom: string;
  offeredUntil: string | null;
  weeklyLimit: number;
  status: 'active' | 'inactive';
}

/** The ids among `itemIds` that are not in the farmer's inventory. */
export async function foreignInventoryIds(db: Executor, farmerId: number, itemIds: number[]): Promise<number[]> {
  if (itemIds.length === 0) return [];
  const own = await rowsOf<{ id: number }>(
    db,
    sql`select id from inventory_items where farmer_id = ${farmerId}
        and id in (${sql.join(
          itemIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  const owned = new Set(own.map((row) => row.id));
  return itemIds.filter((id) => !owned.has(id));
}

async function replaceContents(
  tx: Executor,
  boxId: number,
  contents: { inventory_item_id: number; quantity: number }[],
) {
  await tx.execute(sql`delete from box_contents where box_id = ${boxId}`);
  await tx.execute(
    sql`insert into box_contents (box_id, inventory_item_id, quantity)
        select ${boxId}, content.inventory_item_id, content.quantity
        from jsonb_to_recordset(${JSON.stringify(contents)}::jsonb) as content(inventory_item_id int, quantity numeric)`,
  );
}

export async function insertBox(
  db: Database,
  farmerId: number,
  fields: BoxFields,
  contents: { inventory_item_id: number; quantity: number }[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await rowsOf<{ id: number }>(
      tx,
      sql`insert into boxes (farmer_id, name, kind, size, price, description, offered_from, offered_until, weekly_limit,
            status)
          values (${farmerId}, ${fields.name}, ${fields.kind}, ${fields.size}, ${fields.price}, ${fields.description},
            ${fields.offeredFrom}::date, ${fields.offeredUntil}::date, ${fields.weeklyLimit}, ${fields.status})
          returning id`,
    );
    await replaceContents(tx, row!.id, contents);
    return row!.id;
  });
}

/** Changes the farmer's box; false when it is not theirs (or gone). */
export async function updateBox(
  db: Database,
  id: number,
  farmerId: number,
  fields: Partial<BoxFields>,
  contents: { inventory_item_id: number; quantity: number }[] | undefined,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const set = [
      fields.name !== undefined && sql`name = ${fields.name}`,
      fields.kind !== undefined && sql`kind = ${fields.kind}`,
      fields.size !== undefined && sql`size = ${fields.size}`,
      fields.price !== undefined && sql`price = ${fields.price}`,
      fields.description !== undefined && sql`description = ${fields.description}`,
      fields.offeredFrom !== undefined && sql`offered_from = ${fields.offeredFrom}::date`,
      fields.offeredUntil !== undefined && sql`offered_until = ${fields.offeredUntil}::date`,
      fields.weeklyLimit !== undefined && sql`weekly_limit = ${fields.weeklyLimit}`,
      fields.status !== undefined && sql`status = ${fields.status}`,
    ].filter((part) => part !== false);
    const rows = await rowsOf<{ id: number }>(
      tx,
      sql`update boxes set ${sql.join([...set, sql`updated_at = now()`], sql`, `)}
          where id = ${id} and farmer_id = ${farmerId} returning id`,
    );
    if (rows.length === 0) return false;
    if (contents) await replaceContents(tx, id, contents);
    return true;
  });
}

export async function setBoxImage(db: Executor, id: number, farmerId: number, imagePath: string) {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`update boxes set image_path = ${imagePath}, updated_at = now() where id = ${id} and farmer_id = ${farmerId}
        returning id`,
  );
  return rows.length > 0 ? true : undefined;
}

/** Deletes a box without subscriptions or purchases: 'deleted', 'subscribed' (it has some) or 'missing'. */
export async function deleteBox(db: Database, id: number, farmerId: number) {
  return db.transaction(async (tx) => {
    const [box] = await rowsOf<{ id: number }>(
      tx,
      sql`select id from boxes where id = ${id} and farmer_id = ${farmerId} for update`,
    );
    if (!box) return 'missing' as const;
    const [used] = await rowsOf<{ id: number }>(
      tx,
      sql`select id from box_subscriptions where box_id = ${id} union all select id from box_purchases where box_id = ${id} limit 1`,
    );
    if (used) return 'subscribed' as const;
    await tx.execute(sql`delete from boxes where id = ${id}`);
    return 'deleted' as const;
  });
}

/** The admin's hours from a cycle's cut-off to its delivery date (settings key box_cutoff_hours). */
export async function boxCutoffHours(db: Executor): Promise<number> {
  return (await boxClock(db)).cutoffHours;
}

/**
 * What cut-offs count from: the admin's hours (box_cutoff_hours) and the platform's time zone
 * (time_zone, the setting the reports use), read in one statement.
 */
export async function boxClock(db: Executor): Promise<BoxClock> {
  const rows = await rowsOf<{ key: string; value: string }>(
    db,
    sql`select key, value::text as value from settings where key in ('box_cutoff_hours', 'time_zone')`,
  );
  const stored = Object.fromEntries(rows.map((row) => [row.key, JSON.parse(row.value) as unknown]));
  const hours = Number(stored.box_cutoff_hours);
  const zone = settingsOf(stored.time_zone === undefined ? {} : { time_zone: stored.time_zone }).time_zone;
  return {
    cutoffHours: Number.isInteger(hours) && hours > 0 ? hours : DEFAULT_BOX_CUTOFF_HOURS,
    timeZone: ianaZoneOf(zone),
  };
}

/**
 * Saves the cut-off hours and moves every cycle's cut-off job not yet run to its new time, in one
 * transaction: a cycle's orders are made when its settings say.
 */
export async function saveBoxCutoffHours(
  db: Database,
  hours: number,
  admin: { id: number; name: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await boxCutoffHours(tx);
    await tx.execute(
      sql`insert into settings (key, value, updated_at) values ('box_cutoff_hours', ${JSON.stringify(hours)}::jsonb, now())
          on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`,
    );
    const { timeZone } = await boxClock(tx);
    await tx.execute(
      sql`update jobs set run_at = (key::date)::timestamp at time zone ${timeZone} - make_interval(hours => ${hours}),
            updated_at = now()
          where kind = 'boxes.cut-off' and status = 'queued'`,
    );
    if (before !== hours)
      await recordAudit(tx, {
        actor: admin,
        action: 'settings.updated',
        entity: 'settings',
        before: { box_cutoff_hours: before },
        after: { box_cutoff_hours: hours },
      });
  });
}
