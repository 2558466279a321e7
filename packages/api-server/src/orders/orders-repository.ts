import {
  and,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  or,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  KITCHEN_ORDER_STATUSES,
  NEXT_KITCHEN_STATUS,
  ON_TIME_PREP_MINUTES,
  type KitchenOrderStatus,
} from '@farmplate/contracts';
import type { Database } from '../db/client';
import { rowCount } from '../db/rows';
import {
  boardChanges,
  deliveryProfiles,
  kitchenProfiles,
  orderItems,
  orders,
  orderStatusHistory,
  users,
} from '../db/schema';
import { likePattern } from '../http/dates';
import { boardCountsOf, boardCountsSql, type BoardCountsRow } from './order-counts';
import { rawRowsOf, statementsByShape } from './statements-by-shape';

/**
 * The orders every portal shares: an order's lines read with the order, the kitchen and farmer
 * boards, a kitchen's status history and dashboard figures, and what an order's mail needs.
 */

export type OrderRow = typeof orders.$inferSelect;

/** The columns of an order the kitchen and farmer boards present: the board selects these and no others. */
export type KitchenOrderColumns = Pick<
  OrderRow,
  | 'id'
  | 'orderNumber'
  | 'kitchenId'
  | 'status'
  | 'createdAt'
  | 'startedAt'
  | 'readyAt'
  | 'completedAt'
  | 'totalAmount'
  | 'paymentMethod'
  | 'paymentStatus'
  | 'specialInstructions'
  | 'fulfilment'
  | 'deliveryStatus'
  | 'pickupCode'
  | 'assignedAt'
  | 'pickedUpAt'
  | 'deliveryPartnerId'
  | 'customerName'
  | 'deliveryAddress'
  | 'customerPhone'
>;

/** One line of an order as the lists read it. */
export interface OrderLine {
  id: number;
  name: string;
  quantity: number;
  price: number;
  notes: string | null;
}

/**
 * A column written with its table's name. Drizzle leaves columns unqualified in a select from one
 * table, so inside a subquery on order_items an unqualified "id" would name the line's id, not
 * the order's: every order then showed the lines of the order whose id equals a line id.
 */
export const qualified = (table: typeof orders | typeof orderItems, column: { name: string }) =>
  sql`${table}.${sql.identifier(column.name)}`;

/**
 * The lines of the order `orderId` (a column of the current row) as a JSON array, selected with
 * the order itself: a page of orders is one query, not one per order. `orderId` must render
 * qualified (a subquery's column, or `qualified(orders, orders.id)`).
 */
export const linesOf = (orderId: SQLWrapper) => {
  const line = (column: { name: string }) => qualified(orderItems, column);
  return sql<OrderLine[]>`(
  select coalesce(json_agg(json_build_object(
    'id', ${line(orderItems.id)}, 'name', ${line(orderItems.name)}, 'quantity', ${line(orderItems.quantity)},
    'price', ${line(orderItems.price)}, 'notes', ${line(orderItems.notes)}
  ) order by ${line(orderItems.id)}), '[]'::json)
  from ${orderItems} where ${line(orderItems.orderId)} = ${orderId}
)`;
};

export const orderLines = linesOf(qualified(orders, orders.id));

/** The courier who claimed an order: first name and vehicle only (the kitchen board). */
export interface OrderCourier {
  first_name: string;
  vehicle: string | null;
}
export const orderCourier = sql<OrderCourier | null>`(
  select json_build_object('first_name', split_part(courier_account.name, ' ', 1), 'vehicle', courier_profile.vehicle)
  from ${users} courier_account left join ${deliveryProfiles} courier_profile on courier_profile.user_id = courier_account.id
  where courier_account.id = ${qualified(orders, orders.deliveryPartnerId)}
)`;

/** A farm box's order (a subscription's or a box bought once): it moves through Box Orders only. */
const isBoxOrder = sql<boolean>`exists (select 1 from box_cycle_orders b where b.order_id = ${qualified(orders, orders.id)})`;

/** Who a board belongs to: a kitchen sees the meal orders addressed to it, a farmer the grocery orders of their produce. */
export interface BoardOwner {
  id: number;
  role: string;
}

/** Orders addressed to the signed-in kitchen (meals) or farmer (groceries of their produce). */
const addressedTo = (owner: BoardOwner): SQL =>
  owner.role === 'kitchen' ? eq(orders.kitchenId, owner.id) : eq(orders.farmerId, owner.id);

/** Order number, customer name, or the name of one of its lines ("jollof"): `pattern` is an ILIKE pattern. */
const orderSearch = (pattern: string | Placeholder): SQL =>
  or(
    ilike(orders.orderNumber, pattern),
    ilike(orders.customerName, pattern),
    exists(
      sql`(select 1 from ${orderItems} where ${qualified(orderItems, orderItems.orderId)} = ${qualified(orders, orders.id)} and ${qualified(orderItems, orderItems.name)} ilike ${pattern})`,
    ),
  )!;

/**
 * The board's slices: a kitchen with thousands of past orders opens on its open orders and those
 * completed today; older completed ones come on request. Each branch of the OR names the owner,
 * so PostgreSQL reads both from orders_kitchen_status_idx (kitchen, status, completed_at)
 * instead of scanning every order of the kitchen.
 */
const inScope = (scope: 'current' | 'older', mine: SQL, today: Date | Placeholder): SQL =>
  scope === 'current'
    ? or(
        and(mine, inArray(orders.status, ['new', 'preparing', 'ready'])),
        and(mine, eq(orders.status, 'completed'), gte(orders.completedAt, today)),
      )!
    : and(mine, eq(orders.status, 'completed'), or(isNull(orders.completedAt), lt(orders.completedAt, today)))!;

export interface BoardQuery {
  scope?: 'current' | 'older' | '';
  /** one status, or every status of the board (null) */
  status: KitchenOrderStatus | null;
  search?: string;
  completedSince: Date | null;
  today: Date;
  page: number;
  perPage: number;
}

/** The columns of an order the board presents (toKitchenOrder), and no others. */
const boardColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  kitchenId: orders.kitchenId,
  status: orders.status,
  createdAt: orders.createdAt,
  startedAt: orders.startedAt,
  readyAt: orders.readyAt,
  completedAt: orders.completedAt,
  totalAmount: orders.totalAmount,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  specialInstructions: orders.specialInstructions,
  fulfilment: orders.fulfilment,
  deliveryStatus: orders.deliveryStatus,
  pickupCode: orders.pickupCode,
  assignedAt: orders.assignedAt,
  pickedUpAt: orders.pickedUpAt,
  deliveryPartnerId: orders.deliveryPartnerId,
  customerName: orders.customerName,
  deliveryAddress: orders.deliveryAddress,
  customerPhone: orders.customerPhone,
} satisfies Record<keyof KitchenOrderColumns, PgColumn>;

/**
 * A row of the board's page as the database gives it (Drizzle's `.all()`: by column name,
 * instants as PostgreSQL writes them), read into what toKitchenOrder presents by `boardRowOf`.
 */
interface BoardPageRow {
  id: number;
  order_number: string;
  kitchen_id: number | null;
  status: string;
  created_at: string;
  started_at: string | null;
  ready_at: string | null;
  completed_at: string | null;
  total_amount: string | number;
  payment_method: string;
  payment_status: string;
  special_instructions: string | null;
  fulfilment: string;
  delivery_status: string | null;
  pickup_code: string | null;
  assigned_at: string | null;
  picked_up_at: string | null;
  delivery_partner_id: number | null;
  customer_name: string;
  delivery_address: string | null;
  customer_phone: string | null;
  lines: OrderLine[];
  courier: OrderCourier | null;
  box_order: boolean;
  counts: BoardCountsRow;
}

const instantOf = (value: string | null): Date | null => (value === null ? null : new Date(value));

/**
 * One row of the board's page, read as Drizzle reads these columns (an instant: `new Date` of
 * PostgreSQL's text; an amount: a number), without its mapping of every column of every row,
 * which cost the board as much CPU as building its statement did.
 */
function boardRowOf(row: BoardPageRow) {
  const order: KitchenOrderColumns = {
    id: row.id,
    orderNumber: row.order_number,
    kitchenId: row.kitchen_id,
    status: row.status,
    createdAt: new Date(row.created_at),
    startedAt: instantOf(row.started_at),
    readyAt: instantOf(row.ready_at),
    completedAt: instantOf(row.completed_at),
    totalAmount: Number(row.total_amount),
    paymentMethod: row.payment_method,
    paymentStatus: row.payment_status,
    specialInstructions: row.special_instructions,
    fulfilment: row.fulfilment,
    deliveryStatus: row.delivery_status,
    pickupCode: row.pickup_code,
    assignedAt: instantOf(row.assigned_at),
    pickedUpAt: instantOf(row.picked_up_at),
    deliveryPartnerId: row.delivery_partner_id,
    customerName: row.customer_name,
    deliveryAddress: row.delivery_address,
    customerPhone: row.customer_phone,
  };
  return { order, lines: row.lines, courier: row.courier, boxOrder: row.box_order };
}

/** What a board page's statement text depends on; the values go in as placeholders. */
interface BoardShape {
  role: 'kitchen' | 'farmer';
  scope: 'current' | 'older' | '';
  status: boolean;
  search: boolean;
  completedSince: boolean;
  limit: number;
  offset: number;
}

/** The filters of a board page and its counts, over values or a statement's placeholders. */
interface BoardValues {
  owner: number | Placeholder;
  today: Date | Placeholder;
  status: string | Placeholder | null;
  /** the search's ILIKE pattern */
  pattern: string | Placeholder | null;
  completedSince: Date | Placeholder | null;
}

/**
 * The board's conditions and its counts (a scalar subquery): kept counts per kitchen and status,
 * unless a search or a completion date asks to count the matching orders.
 */
function boardConditions(shape: BoardShape, values: BoardValues) {
  const mine = shape.role === 'kitchen' ? eq(orders.kitchenId, values.owner) : eq(orders.farmerId, values.owner);
  const filters: SQL[] = shape.scope
    ? [inScope(shape.scope, mine, values.today)]
    : [mine, inArray(orders.status, [...KITCHEN_ORDER_STATUSES])];
  if (values.pattern !== null) filters.push(orderSearch(values.pattern));
  if (values.completedSince !== null) filters.push(gte(orders.completedAt, values.completedSince));
  const kept = values.pattern === null && values.completedSince === null;
  const addressee = shape.role === 'kitchen' ? { kitchenId: values.owner } : { farmerId: values.owner };
  return {
    filters,
    inStatus: values.status === null ? undefined : eq(orders.status, values.status),
    counts: sql<BoardCountsRow>`${boardCountsSql(addressee, values.today, kept ? null : and(...filters)!)}`,
  };
}

/** A board page's statement, built once per shape (statements-by-shape.ts). */
const boardPageOfShape = statementsByShape(200, (db: Database, shape: BoardShape) => {
  const placeholder = (name: string, set: boolean) => (set ? sql.placeholder(name) : null);
  const { filters, inStatus, counts } = boardConditions(shape, {
    owner: sql.placeholder('owner'),
    today: sql.placeholder('today'),
    status: placeholder('status', shape.status),
    pattern: placeholder('pattern', shape.search),
    completedSince: placeholder('completedSince', shape.completedSince),
  });
  return db
    .select({
      ...boardColumns,
      lines: orderLines.as('lines'),
      courier: orderCourier.as('courier'),
      boxOrder: isBoxOrder.as('box_order'),
      counts: counts.as('counts'),
    })
    .from(orders)
    .where(and(...filters, inStatus))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(rowCount(shape.limit))
    .offset(rowCount(shape.offset))
    .prepare('board_page');
});

/**
 * A page of a kitchen's or farmer's board with the counts per status, in one statement: every row
 * of the page carries the counts (a scalar subquery, run once). Only a page without rows (an
 * empty board, a page past the last) reads the counts by themselves. The counts cover every
 * order of the scope and search, whatever the page and tab: a flood of orders can push a real one
 * off the first page, never off the board or out of the counts.
 */
export async function boardPage(db: Database, owner: BoardOwner, query: BoardQuery) {
  const search = query.search?.trim() ? likePattern(query.search) : null;
  const shape: BoardShape = {
    role: owner.role === 'kitchen' ? 'kitchen' : 'farmer',
    scope: query.scope ?? '',
    status: query.status !== null,
    search: search !== null,
    completedSince: query.completedSince !== null,
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  };
  const values: BoardValues = {
    owner: owner.id,
    today: query.today,
    status: query.status,
    pattern: search,
    completedSince: query.completedSince,
  };
  // instants as the columns send them (their ISO text)
  const rows = await rawRowsOf<BoardPageRow>(boardPageOfShape(db, shape), {
    ...values,
    today: query.today.toISOString(),
    completedSince: query.completedSince?.toISOString(),
  });
  let countsRow = rows[0]?.counts;
  if (!countsRow) {
    const { counts } = boardConditions(shape, values);
    const result: unknown = await db.execute(sql`select ${counts} as counts`);
    countsRow = (result as { rows: { counts: BoardCountsRow }[] }).rows[0]!.counts;
  }
  const kept = search === null && query.completedSince === null;
  return { rows: rows.map(boardRowOf), counts: await boardCountsOf(db, countsRow, kept ? query.scope || null : null) };
}

const boardVersionStatement = statementsByShape(1, (db: Database, _shape: 'version') =>
  db
    .select({
      // named: the raw rows are read by column name
      version: sql<string>`coalesce(sum(${boardChanges.changes}), 0)`.as('version'),
      rows: sql<number>`count(*)::int`.as('rows'),
    })
    .from(boardChanges)
    .where(eq(boardChanges.addresseeId, sql.placeholder('owner')))
    .prepare('board_version'),
);

/** A board's rows of changes beyond which its reader folds them into one. */
const PILED_BOARD_CHANGES = 32;

/**
 * The version of a kitchen's or farm's board (drizzle/0021: the sum of its rows of changes, one
 * added in the transaction of every change its pages can show), as text; "0" before its first
 * change. Folds the board's rows when they piled up: the sum stays the same.
 */
export async function boardVersion(db: Database, ownerId: number): Promise<string> {
  const [row] = await rawRowsOf<{ version: string | number; rows: number }>(boardVersionStatement(db, 'version'), {
    owner: ownerId,
  });
  // an aggregate's one row: a version and a count, whatever the board
  if (!row || row.version === undefined) throw new Error('The board version statement gave no version');
  if (row.rows > PILED_BOARD_CHANGES) await db.execute(sql`select fold_board_changes(${ownerId})`);
  return String(row.version);
}

/** The status an order must have to move to `next`: the one whose next status it is (spec §4). */
export const previousOf = (next: KitchenOrderStatus): KitchenOrderStatus =>
  KITCHEN_ORDER_STATUSES.find((status) => NEXT_KITCHEN_STATUS[status] === next)!;
const TIMESTAMP = { preparing: 'startedAt', ready: 'readyAt', completed: 'completedAt' } as const;

/**
 * Moves an order of the board to its next status with its history line, in one transaction.
 * A conditional update: only the next status, and only one of two racing changes. False when the
 * order is not the owner's or not in the status before `next`.
 */
export async function moveBoardOrder(
  db: Database,
  owner: BoardOwner,
  id: number,
  next: keyof typeof TIMESTAMP,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(orders)
      .set({ status: next, [TIMESTAMP[next]]: now, updatedAt: now })
      .where(
        and(
          eq(orders.id, id),
          addressedTo(owner),
          eq(orders.status, previousOf(next)),
          // a dispatched delivery order is completed by its delivery, not by the kitchen (Hand over)
          next === 'completed' ? isNull(orders.deliveryStatus) : undefined,
          // a box order moves through Box Orders (Packed, Hand over) and its delivery, never here
          sql`not ${isBoxOrder}`,
        ),
      )
      .returning({ id: orders.id });
    if (updated)
      await tx
        .insert(orderStatusHistory)
        .values({ orderId: id, fromStatus: previousOf(next), toStatus: next, changedBy: owner.id, changedAt: now });
    return !!updated;
  });
}

/** The status of one of the owner's orders and whether it is a box order, or null when it is not theirs (or does not exist). */
export async function boardOrderStatus(
  db: Database,
  owner: BoardOwner,
  id: number,
): Promise<{ status: string; boxOrder: boolean } | null> {
  const [existing] = await db
    .select({ status: orders.status, boxOrder: isBoxOrder })
    .from(orders)
    .where(and(eq(orders.id, id), addressedTo(owner)));
  return existing ?? null;
}

/** One order with its lines, or null. */
export async function orderWithLines(db: Database, id: number) {
  const [row] = await db
    .select({ order: orders, lines: orderLines, courier: orderCourier, boxOrder: isBoxOrder })
    .from(orders)
    .where(eq(orders.id, id));
  return row ?? null;
}

/** A kitchen's orders created since `earliest`, newest first, with their lines (status history screen). */
export async function kitchenOrdersSince(db: Database, kitchenId: number, earliest: Date) {
  return db
    .select({ order: orders, lines: orderLines })
    .from(orders)
    .where(and(eq(orders.kitchenId, kitchenId), gte(orders.createdAt, earliest)))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

const POPULAR_LIMIT = 5;

/**
 * The kitchen dashboard's sources: today's orders and their preparation, yesterday's count, the
 * open orders per status, the dishes ordered most since `popularSince`, and the kitchen's rating.
 */
export async function kitchenDashboardFigures(
  db: Database,
  kitchenId: number,
  { today, yesterday, popularSince }: { today: Date; yesterday: Date; popularSince: Date },
) {
  const mine = eq(orders.kitchenId, kitchenId);
  const prepMinutes = sql`extract(epoch from (${orders.readyAt} - ${orders.startedAt})) / 60`;
  const [[day], [prior], [panel], popular, [profile]] = await Promise.all([
    db
      .select({
        orders: sql<number>`count(*)::int`,
        revenue: sql<string>`coalesce(sum(${orders.totalAmount}), 0)`,
        done: sql<number>`count(*) filter (where ${orders.status} in ('ready', 'completed'))::int`,
        prepared: sql<number>`count(*) filter (where ${orders.readyAt} is not null and ${orders.startedAt} is not null)::int`,
        averagePrep: sql<string | null>`avg(${prepMinutes})`,
        onTime: sql<number>`count(*) filter (where ${prepMinutes} <= ${ON_TIME_PREP_MINUTES})::int`,
      })
      .from(orders)
      .where(and(mine, gte(orders.createdAt, today), sql`${orders.status} <> 'cancelled'`)),
    db
      .select({ orders: sql<number>`count(*)::int` })
      .from(orders)
      .where(
        and(mine, gte(orders.createdAt, yesterday), lt(orders.createdAt, today), sql`${orders.status} <> 'cancelled'`),
      ),
    db
      .select({
        new: sql<number>`count(*) filter (where ${orders.status} = 'new')::int`,
        preparing: sql<number>`count(*) filter (where ${orders.status} = 'preparing')::int`,
        ready: sql<number>`count(*) filter (where ${orders.status} = 'ready')::int`,
      })
      .from(orders)
      .where(and(mine, inArray(orders.status, ['new', 'preparing', 'ready']))),
    db
      .select({
        name: orderItems.name,
        orders: sql<number>`count(distinct ${orders.id})::int`,
        quantity: sql<number>`sum(${orderItems.quantity})::int`,
        revenue: sql<string>`sum(${orderItems.price} * ${orderItems.quantity})`,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(mine, gte(orders.createdAt, popularSince), sql`${orders.status} <> 'cancelled'`))
      .groupBy(orderItems.name)
      .orderBy(desc(sql`sum(${orderItems.quantity})`), orderItems.name)
      .limit(POPULAR_LIMIT),
    db.select({ rating: kitchenProfiles.rating }).from(kitchenProfiles).where(eq(kitchenProfiles.userId, kitchenId)),
  ]);
  return { day, prior, panel, popular, rating: profile?.rating ?? null };
}

/** What an order's mail is addressed with, or null when the order is gone. */
export async function orderContact(db: Database, orderId: number) {
  const [order] = await db
    .select({
      number: orders.orderNumber,
      status: orders.status,
      email: orders.customerEmail,
      name: orders.customerName,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return order ?? null;
}
