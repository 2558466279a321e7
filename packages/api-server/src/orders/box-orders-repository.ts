import { randomBytes, randomInt } from 'node:crypto';
import { orderPricing } from '@farmplate/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { PageRequest } from '../http/pagination';
import { currentSettings } from '../platform/settings/settings-repository';

/**
 * The orders farm boxes make: a grocery order addressed to the box's farmer, made by
 * a cycle's cut-off or a one-time purchase (view box_cycle_orders); the farmer's box orders of a
 * cycle and their Packed. Only named columns are
 * written, so columns added to orders by other work keep their defaults.
 */

type Executor = Pick<Database, 'execute'>;

async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

export interface NewBoxOrder {
  customerId: number;
  farmerId: number;
  boxId: number;
  boxLine: string;
  price: number;
  deliveryAddress: string;
  /** 'cod' or 'bank_transfer', as checkout stores them */
  paymentMethod: string;
  deliveryDate: string;
  note: string;
  /** the drop-off area: one of the region's delivery zones (couriers of that zone see the order) */
  deliveryZone: string | null;
  /** the delivery fee; the platform's delivery fee (Settings) when not given */
  deliveryFee?: number;
}

/** A counter or door code: four digits, as checkout makes them. */
const newCode = () => String(randomInt(0, 10_000)).padStart(4, '0');

/**
 * The order of one box delivery in one statement: the order (payment pending, as at checkout),
 * a line for the box at its price and a line per content (price 0) naming the inventory item, and
 * the first entry of its status history. Run inside the cut-off's transaction.
 *
 * A box goes out through the same delivery path as a meal: a delivery order (unassigned until a
 * courier claims it once the farmer has packed it), with the counter's pickup code and the
 * customer's door code, its drop-off area, and the platform's delivery fee on top of the box
 * price (the courier's share of it as for a meal). Every way of making a box order comes here,
 * so each one gets them.
 */
export async function insertBoxOrder(
  tx: Executor & Pick<Database, 'select'>,
  order: NewBoxOrder,
): Promise<{ id: number; orderNumber: string }> {
  const fee = order.deliveryFee ?? orderPricing('us', await currentSettings(tx)).delivery_fee;
  const total = Math.round((order.price + fee) * 100) / 100;
  const orderNumber = `FP-${randomBytes(5).toString('hex').toUpperCase()}`;
  const [row] = await rowsOf<{ id: number }>(
    tx,
    sql`with placed as (
          insert into orders (order_number, customer_id, farmer_id, customer_name, customer_email, customer_phone,
            delivery_address, status, payment_method, payment_status, total_amount, subtotal, delivery_fee, tax_amount,
            special_instructions, delivery_date, region, tracking_token, created_at, updated_at,
            fulfilment, delivery_status, tip, delivery_code, pickup_code, delivery_zone)
          select ${orderNumber}, u.id, ${order.farmerId}, u.name, u.email,
            u.phone, ${order.deliveryAddress}, 'new', ${order.paymentMethod}, 'pending', ${total}, ${order.price},
            ${fee}, 0, ${order.note}, ${`${order.deliveryDate}T00:00:00.000Z`}::timestamptz, 'us',
            ${randomBytes(32).toString('base64url')}, now(), now(),
            'delivery', 'unassigned', 0, ${newCode()}, ${newCode()}, ${order.deliveryZone}
          from users u where u.id = ${order.customerId}
          returning id, status
        ), box_line as (
          insert into order_items (order_id, name, quantity, price)
          select placed.id, ${order.boxLine}, 1, ${order.price} from placed
        ), content_lines as (
          insert into order_items (order_id, inventory_item_id, name, quantity, price, notes)
          select placed.id, c.inventory_item_id, i.produce_name, c.quantity::int, 0, i.unit
          from placed, box_contents c join inventory_items i on i.id = c.inventory_item_id
          where c.box_id = ${order.boxId}
        ), history as (
          insert into order_status_history (order_id, from_status, to_status, changed_by, changed_at)
          select placed.id, null, placed.status, null, now() from placed
        )
        select id from placed`,
  );
  return { id: row!.id, orderNumber };
}

export interface BoxOrderRow {
  order_id: number;
  order_number: string;
  status: string;
  delivery_date: string;
  box_id: number;
  box_name: string;
  size: string;
  customer_name: string;
  delivery_address: string | null;
  payment_method: string;
  total_amount: number;
  one_time: boolean;
  delivery_status: string | null;
  courier_name: string | null;
}

/**
 * The farmer's box orders of one cycle, by customer name; the claiming courier by first name, as
 * the order's live events name it (the screen writes a claim into its row from them).
 */
export async function boxOrdersOfCycle(
  db: Executor,
  farmerId: number,
  cycle: string,
  page: PageRequest,
): Promise<{ rows: BoxOrderRow[]; total: number }> {
  const rows = await rowsOf<BoxOrderRow & { total: number }>(
    db,
    sql`select o.id as order_id, o.order_number, o.status, d.delivery_date::text as delivery_date, b.id as box_id,
          b.name as box_name, b.size, o.customer_name, o.delivery_address, o.payment_method,
          o.total_amount::float8 as total_amount, d.one_time, o.delivery_status,
          (select split_part(c.name, ' ', 1) from users c where c.id = o.delivery_partner_id) as courier_name, count(*) over ()::int as total
        from box_cycle_orders d join orders o on o.id = d.order_id join boxes b on b.id = d.box_id
        where o.farmer_id = ${farmerId} and d.delivery_date = ${cycle}::date
        order by o.customer_name, o.id limit ${page.perPage} offset ${page.offset}`,
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page.offset > 0) {
    const [counted] = await rowsOf<{ total: number }>(
      db,
      sql`select count(*)::int as total from box_cycle_orders d join orders o on o.id = d.order_id
          where o.farmer_id = ${farmerId} and d.delivery_date = ${cycle}::date`,
    );
    total = counted?.total ?? 0;
  }
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

/**
 * Packed: the cycle's box orders of the farmer still being prepared become ready, each with its
 * history line, in one statement (an order moved meanwhile is left as it is). The number moved.
 */
export async function markCyclePacked(db: Executor, farmerId: number, cycle: string): Promise<number> {
  const [row] = await rowsOf<{ moved: number }>(
    db,
    sql`with target as (
          select o.id, o.status from orders o join box_cycle_orders d on d.order_id = o.id
          where o.farmer_id = ${farmerId} and d.delivery_date = ${cycle}::date
            and o.status in ('new', 'preparing', 'in-progress')
          for update of o
        ), moved as (
          update orders o set status = 'ready', ready_at = now(), updated_at = now()
          from target where o.id = target.id and o.status = target.status
          returning o.id, target.status as from_status
        ), history as (
          insert into order_status_history (order_id, from_status, to_status, changed_by, changed_at)
          select id, from_status, 'ready', ${farmerId}, now() from moved
        )
        select count(*)::int as moved from moved`,
  );
  return row?.moved ?? 0;
}
