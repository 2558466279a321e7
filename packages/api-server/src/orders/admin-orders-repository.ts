import {
  and,
  asc,
  desc,
  eq,
  inArray,
  lt,
  gte,
  not,
  notInArray,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import {
  ADMIN_STATUS_OF,
  ORDER_BURST_DEFAULTS,
  UNCANCELLABLE_ORDER_STATUSES,
  storedStatusesOf,
  type AdminOrderFilters,
  type AdminOrderStatus,
  type Currency,
  type OrderBurst,
  type OrderBurstKind,
  type OrderBurstsQuery,
  type OrderStatus,
} from '@farmplate/contracts';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { rowCount } from '../db/rows';
import {
  deliveryProfiles,
  farmerProfiles,
  kitchenProfiles,
  orderItems,
  orders,
  orderStatusHistory,
} from '../db/schema';
import { isAll } from '../http/dates';
import { recordAudit } from '../platform/audit/audit-repository';
import { amountsByCurrency, currencyOf, currencyOfRegion } from './currency';
import { orderDateRange, platformTimeZone, type InstantRange } from './order-filters';
import { toAdminOrder } from './order-presenters';
import { linesOf, qualified } from './orders-repository';
import { isFarm, keptAdminOrderCounters } from './order-counts';
import {
  keptSearchConditions,
  keptSearchValues,
  orderSearchConditions,
  rareSearchParts,
  searchTrigramShares,
  type TrigramShares,
} from './order-search';
import type { OrderPosition } from './order-cursor';
import { statementsByShape } from './statements-by-shape';

/**
 * Admin Order Management's SQL: the filtered list and its counters, the cancel, the kitchen
 * filter's choices, the CSV export's rows, and the suspected floods with their void.
 */

/** A searched text that may be an order's id. */
const ORDER_ID = /^\d{1,9}$/;

/** Status, search, kitchen and date conditions; shared by the list, its counters and the export. */
export function adminOrderConditions(
  filters: AdminOrderFilters,
  range: InstantRange | null,
  /** whether the `kitchen` filter names a kitchen (meal orders) or a farm (grocery orders) */
  addressee: 'kitchen' | 'farm' = 'kitchen',
  /** how common the searched columns' trigrams are (the search asks the index for rare ones only) */
  trigramShares: TrigramShares | null = null,
): SQL[] {
  const conditions: SQL[] = [];
  if (!isAll(filters.status))
    conditions.push(inArray(orders.status, storedStatusesOf(filters.status as AdminOrderStatus)));
  const search = filters.search?.trim();
  if (search) {
    const byId = ORDER_ID.test(search) ? [eq(orders.id, Number(search))] : [];
    conditions.push(or(...byId, ...orderSearchConditions(search, trigramShares))!);
  }
  if (!isAll(filters.kitchen)) {
    // one column, so the (kitchen_id, created_at) or (farmer_id, created_at) index serves it
    const id = Number(filters.kitchen);
    conditions.push(addressee === 'farm' ? eq(orders.farmerId, id) : eq(orders.kitchenId, id));
  }
  if (range?.start) conditions.push(gte(orders.createdAt, range.start));
  if (range?.end) conditions.push(lt(orders.createdAt, range.end));
  return conditions;
}

export const whereOf = (conditions: SQL[]): SQL | undefined => (conditions.length ? and(...conditions) : undefined);

/** The account the kitchen filter names (a kitchen or a farm), or null for every order. */
const filteredAddressee = (filters: AdminOrderFilters): number | null => {
  const id = Number(filters.kitchen);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** The instants of the date filter, in the platform's time zone (the settings kept in memory). */
async function dateRangeOf(db: Database, filters: AdminOrderFilters, now: Date) {
  const dated = filters.date && filters.date !== 'all';
  return dated ? orderDateRange(filters, now, await platformTimeZone(db)) : null;
}

/**
 * The filters' conditions: one, or with the kitchen filter two exclusive ones, as a kitchen's
 * orders (meals) and as a farm's (groceries), of which `isFarm` keeps one inside the statement.
 */
function adminOrderBranches(
  filters: AdminOrderFilters,
  range: InstantRange | null,
  shares: TrigramShares | null,
): SQL | undefined | SQL[] {
  const id = filteredAddressee(filters);
  if (id === null) return whereOf(adminOrderConditions(filters, range, 'kitchen', shares));
  return [
    and(...adminOrderConditions(filters, range, 'kitchen', shares), not(isFarm(id)))!,
    and(...adminOrderConditions(filters, range, 'farm', shares), isFarm(id))!,
  ];
}

/** The date range and, for a search, the trigram shares: read at once (both are usually in memory). */
const rangeAndShares = (db: Database, filters: AdminOrderFilters, now: Date) =>
  Promise.all([dateRangeOf(db, filters, now), filters.search?.trim() ? searchTrigramShares(db) : null]);

const eitherOf = (where: SQL | undefined | SQL[]) => (Array.isArray(where) ? or(...where) : where);

/** The where-clause of the admin's order filters, with "today" and "this week" in the platform's zone. */
export async function adminOrderWhere(db: Database, filters: AdminOrderFilters, now = new Date()) {
  const [range, shares] = await rangeAndShares(db, filters, now);
  return eitherOf(adminOrderBranches(filters, range, shares));
}

/**
 * Which orders of the list a page holds: `offset` skips the orders of the pages before it (a
 * numbered page), `after` / `before` take the `limit` orders next to an order of the list
 * (Next and Previous: an index range from that order, whatever the page's number).
 */
export type OrderPageWalk =
  | { limit: number; offset: number }
  | { limit: number; after: OrderPosition }
  | { limit: number; before: OrderPosition };

/**
 * A page of the admin's orders and the five counters over every match; the counters' total is the
 * list's total. Without a search: two statements sent at once (one round trip on PostgreSQL), the
 * page an index walk down (created_at, id) on its statement built once per filter shape
 * (`preparedAdminOrderPage`), the counters read from the kept counts (order_status_counts; with
 * dates order_hourly_status_counts). With a search: one statement over the matches
 * (`adminOrderSearchQuery`), built once per shape and its plan kept when every column has a rare
 * part of the text (`keptAdminOrderSearch`), else built and planned for the call. Whether the kitchen filter names a kitchen or a farm is looked up inside
 * the statements (`isFarm`): no statement before them.
 */
export async function adminOrderList(db: Database, filters: AdminOrderFilters, walk: OrderPageWalk) {
  const [range, shares] = await rangeAndShares(db, filters, new Date());
  const statuses = isAll(filters.status) ? null : storedStatusesOf(filters.status as AdminOrderStatus);
  const id = filteredAddressee(filters);
  const search = filters.search?.trim();
  if (search) {
    const parts = rareSearchParts(search, shares);
    return parts
      ? keptAdminOrderSearch(db, { statuses, addressee: id, range }, { search, parts }, walk)
      : adminOrderSearch(db, eitherOf(adminOrderBranches(filters, range, shares)), walk);
  }
  const [page, counters] = await Promise.all([
    adminOrderPageOfShape(db, { statuses, addressee: id, range }, walk),
    keptAdminOrderCounters(db, id === null ? null : { kitchenOrFarmId: id }, statuses, range),
  ]);
  return { ...page, counters };
}

/**
 * A search's page and counters from one statement: the matches are found once (one trigram index
 * scan, materialised as `matches`: the statement reads it twice), counted, and the page cut from
 * them. Planning the trigram scans was most of a search's cost on PGlite: as two statements (the
 * page and the counters) each planned the same scan. `matches` holds what counting and cutting
 * read (id, status, created_at); the page's other columns are read for its orders only (a tenth
 * less CPU on PGlite for a search of a thousand matches). The counters come on every row, and on
 * one row with no order when the page is empty.
 */
function adminOrderSearchQuery(
  db: Database,
  where: SQL | undefined,
  keyset: { side: 'after' | 'before'; position: PagePosition } | null,
  rows: { limit: number; offset: number },
) {
  const matches = db
    .$with('matches')
    .as(db.select({ id: orders.id, status: orders.status, createdAt: orders.createdAt }).from(orders).where(where));
  const of = (statuses: readonly string[]) =>
    sql<number>`(count(*) filter (where ${inArray(matches.status, [...statuses])}))::int`.as(
      `counted_${statuses[0]!.replace(/\W/g, '_')}`,
    );
  const counted = db.$with('counted').as(
    db
      .select({
        total: sql<number>`count(*)::int`.as('counted_total'),
        new: of(storedStatusesOf('new')),
        in_progress: of([...storedStatusesOf('preparing'), ...storedStatusesOf('in-progress')]),
        completed: of(storedStatusesOf('completed')),
        cancelled: of(storedStatusesOf('cancelled')),
      })
      .from(matches),
  );
  const beside = keyset ? besides(keyset.side, keyset.position, matches) : undefined;
  const order =
    keyset?.side === 'before' ? [asc(matches.createdAt), asc(matches.id)] : [desc(matches.createdAt), desc(matches.id)];
  const cut = db
    .select({ id: matches.id })
    .from(matches)
    .where(beside)
    .orderBy(...order)
    .limit(rowCount(rows.limit))
    .offset(rowCount(rows.offset))
    .as('cut');
  const page = db.select(PAGE_COLUMNS).from(cut).innerJoin(orders, eq(orders.id, cut.id)).as('page');
  return db
    .with(matches, counted)
    .select({
      // the page's columns are the orders' columns, read from the subquery
      ...pageRowOf(page as unknown as typeof PAGE_COLUMNS),
      counters: {
        total: counted.total,
        new: counted.new,
        in_progress: counted.in_progress,
        completed: counted.completed,
        cancelled: counted.cancelled,
      },
    })
    .from(counted)
    .leftJoin(page, sql`true`)
    .leftJoin(kitchenProfiles, eq(kitchenProfiles.userId, page.kitchenId))
    .leftJoin(farmerProfiles, eq(farmerProfiles.userId, page.farmerId))
    .leftJoin(deliveryProfiles, eq(deliveryProfiles.userId, page.deliveryPartnerId))
    .orderBy(desc(page.createdAt), desc(page.id))
    .$dynamic();
}

type AdminOrderSearchRow = Awaited<ReturnType<ReturnType<typeof adminOrderSearchQuery>['execute']>>[number];

/** The page and the counters of a search's rows. */
function presentedSearch(found: AdminOrderSearchRow[]) {
  const counters = found[0]!.counters;
  return { ...presentedPage(found.filter((row) => row.order?.id != null)), counters };
}

/**
 * A search whose text has no rare part in some column, or read without statistics: its statement
 * is built and planned for this call, with the patterns in sight of the planner.
 */
async function adminOrderSearch(db: Database, where: SQL | undefined, walk: OrderPageWalk) {
  const { side, position, rows } = walkOf(walk);
  return presentedSearch(await adminOrderSearchQuery(db, where, side && position && { side, position }, rows));
}

const newestFirst = [desc(orders.createdAt), desc(orders.id)] as const;
const oldestFirst = [asc(orders.createdAt), asc(orders.id)] as const;

/** An order of the list, as a value or as the placeholder of a statement built once. */
interface PagePosition {
  createdAt: string | Placeholder;
  id: number | Placeholder;
}

/** The orders after (older than) or before (newer than) `position` in the list's order. */
function besides(
  side: 'after' | 'before',
  position: PagePosition,
  from: { createdAt: SQL.Aliased | PgColumn; id: SQL.Aliased | PgColumn } = orders,
): SQL {
  const at = sql`${position.createdAt}::timestamptz`;
  // the first condition is the one an index on (…, created_at) can range over
  return side === 'after'
    ? sql`${from.createdAt} <= ${at} and (${from.createdAt}, ${from.id}) < (${at}, ${position.id}::int)`
    : sql`${from.createdAt} >= ${at} and (${from.createdAt}, ${from.id}) > (${at}, ${position.id}::int)`;
}

/**
 * The columns of `orders` the page reads: what `toAdminOrder` presents and what the names are
 * joined on. The other thirty-odd columns were read, decoded and dropped on every call.
 */
const PAGE_COLUMNS = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  customerName: orders.customerName,
  customerEmail: orders.customerEmail,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  createdAt: orders.createdAt,
  deliveryDate: orders.deliveryDate,
  totalAmount: orders.totalAmount,
  region: orders.region,
  kitchenId: orders.kitchenId,
  farmerId: orders.farmerId,
  deliveryPartnerId: orders.deliveryPartnerId,
};

/** What a numbered page walks over the orders it skips: the list's order and the order's id. */
const CUT_COLUMNS = { id: orders.id, createdAt: orders.createdAt };

/** What a page row holds: the order, its position, its lines and the names joined to it. */
function pageRowOf(page: typeof PAGE_COLUMNS) {
  return {
    order: {
      id: page.id,
      orderNumber: page.orderNumber,
      customerName: page.customerName,
      customerEmail: page.customerEmail,
      status: page.status,
      paymentStatus: page.paymentStatus,
      createdAt: page.createdAt,
      deliveryDate: page.deliveryDate,
      totalAmount: page.totalAmount,
      region: page.region,
    },
    // created_at to the microsecond (a Date keeps milliseconds): where Next and Previous go on from
    position: sql<string>`to_char(${page.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    lines: linesOf(page.id),
    kitchenName: kitchenProfiles.kitchenName,
    farmName: farmerProfiles.farmName,
    riderName: deliveryProfiles.deliveryName,
  };
}

/**
 * The statement of a page of orders for the admin, with kitchen and rider names and lines, and
 * the position of each order (the cursors of Previous and Next). The page is cut first and only
 * its rows are joined and given their lines: counting and aggregating every order before the LIMIT
 * tripled the cost on PGlite. `where` may be several exclusive conditions: each is walked in the
 * list's order and cut, then the cuts are merged. A numbered page past the first cuts the ids of
 * its orders first and reads their columns after: the orders it skips are walked on
 * (created_at, id) alone (an index-only scan once vacuumed) instead of each read from the table.
 */
function adminOrderPageQuery(
  db: Database,
  where: SQL | undefined | SQL[],
  keyset: { side: 'after' | 'before'; position: PagePosition } | null,
  rows: { limit: number; offset: number },
) {
  const order = keyset?.side === 'before' ? oldestFirst : newestFirst;
  const beside = keyset && besides(keyset.side, keyset.position);
  const walked = (columns: typeof PAGE_COLUMNS | typeof CUT_COLUMNS) => {
    const branch = (condition: SQL | undefined) =>
      db
        .select(columns)
        .from(orders)
        .where(beside ? and(condition, beside) : condition)
        .$dynamic();
    return (
      Array.isArray(where)
        ? where
            .map((condition) =>
              branch(condition)
                .orderBy(...order)
                .limit(rowCount(rows.limit + rows.offset)),
            )
            .reduce((union, next) => union.unionAll(next))
        : branch(where)
    )
      .orderBy(...order)
      .limit(rowCount(rows.limit))
      .offset(rowCount(rows.offset));
  };
  const cut = rows.offset > 0 ? walked(CUT_COLUMNS).as('cut') : null;
  const page = cut
    ? db
        .select(PAGE_COLUMNS)
        .from(cut)
        .innerJoin(orders, eq(orders.id, (cut as unknown as typeof CUT_COLUMNS).id))
        .as('page')
    : walked(PAGE_COLUMNS).as('page');
  // the page's columns are the orders' columns, read from the subquery
  const row = page as unknown as typeof PAGE_COLUMNS;
  return db
    .select(pageRowOf(row))
    .from(page)
    .leftJoin(kitchenProfiles, eq(kitchenProfiles.userId, row.kitchenId))
    .leftJoin(farmerProfiles, eq(farmerProfiles.userId, row.farmerId))
    .leftJoin(deliveryProfiles, eq(deliveryProfiles.userId, row.deliveryPartnerId))
    .orderBy(desc(row.createdAt), desc(row.id))
    .$dynamic();
}

type AdminOrderPageRow = Awaited<ReturnType<ReturnType<typeof adminOrderPageQuery>['execute']>>[number];

/** Rows read per page, how many skipped, and from which order on: what a walk fixes in the text. */
const walkOf = (walk: OrderPageWalk) => ({
  side: 'after' in walk ? ('after' as const) : 'before' in walk ? ('before' as const) : null,
  position: 'after' in walk ? walk.after : 'before' in walk ? walk.before : null,
  rows: { limit: walk.limit, offset: 'offset' in walk ? walk.offset : 0 },
});

/** The page's orders as the admin list shows them, and its first and last order's positions. */
function presentedPage(rows: AdminOrderPageRow[]) {
  const positionOf = (row: AdminOrderPageRow | undefined): OrderPosition | null =>
    row ? { createdAt: row.position, id: row.order.id } : null;
  return {
    rows,
    data: rows.map((row) =>
      toAdminOrder(row.order, row.lines, {
        kitchen: row.kitchenName ?? row.farmName ?? null,
        deliveryPartner: row.riderName ?? null,
      }),
    ),
    first: positionOf(rows[0]),
    last: positionOf(rows.at(-1)),
  };
}

/** A page of orders matching `where`, its statement built for this call (a search, one order). */
export async function adminOrders(db: Database, where: SQL | undefined | SQL[], walk: OrderPageWalk) {
  const { side, position, rows } = walkOf(walk);
  return presentedPage(await adminOrderPageQuery(db, where, side && position && { side, position }, rows));
}

/** The filters of a list without a search: statuses, the kitchen filter's account, the dates. */
interface PageFilters {
  statuses: readonly string[] | null;
  addressee: number | null;
  range: InstantRange | null;
}

/**
 * What a page's statement text depends on: which filters are set (how many statuses), from which
 * side of an order it walks, and its LIMIT and OFFSET (written in the text: `rowCount`).
 */
interface PageShape {
  statuses: number;
  addressee: boolean;
  start: boolean;
  end: boolean;
  side: 'after' | 'before' | null;
  limit: number;
  offset: number;
}

/**
 * `created_at < end`, written as the row comparison `(created_at, id) < (end, 0)`: the same orders
 * (ids are positive). A kept statement's plan is priced without the values, and PostgreSQL prices
 * `created_at >= $1 and created_at < $2` at a fixed 0.5 % of the rows: the page's LIMIT then looks
 * like a walk of a tenth of them, costs more than a call's own plan and is never kept (a status in
 * custom dates was planned on every call, on PGlite a third of its CPU). The row comparison is
 * priced as one open bound and the kept plan is chosen: it walks (status, created_at) in the range.
 */
const beforeEnd = (end: Placeholder): SQL => sql`(${orders.createdAt}, ${orders.id}) < (${end}::timestamptz, 0)`;

/**
 * A page's statement with placeholders for the filters' values, built by Drizzle once per shape
 * instead of on every call (the union of two branches cost 1.3 ms of CPU to build with all of
 * `orders`' columns). Same conditions, in the same order, as `adminOrderConditions`.
 */
function preparedAdminOrderPage(db: Database, shape: PageShape) {
  return adminOrderPageQuery(db, whereOfShape(shape), keysetOfShape(shape), shape).prepare('admin_order_page');
}

/**
 * The filters of a shape with placeholders for their values (`valuesOfShape`): one condition, or
 * with the kitchen filter the two exclusive ones of `adminOrderBranches`. `search` is the free-text
 * search's condition, when there is one.
 */
function whereOfShape(shape: PageShape, search?: SQL): SQL | undefined | SQL[] {
  const addressee = sql.placeholder('addressee');
  const conditions = (column: 'kitchen' | 'farm') =>
    [
      shape.statuses
        ? inArray(
            orders.status,
            Array.from({ length: shape.statuses }, (_, index) => sql.placeholder(`status${index}`)),
          )
        : undefined,
      search,
      shape.addressee ? eq(column === 'farm' ? orders.farmerId : orders.kitchenId, addressee) : undefined,
      shape.start ? gte(orders.createdAt, sql.placeholder('start')) : undefined,
      shape.end ? beforeEnd(sql.placeholder('end')) : undefined,
    ].filter((condition): condition is SQL => condition !== undefined);
  return shape.addressee
    ? [and(...conditions('kitchen'), not(isFarm(addressee)))!, and(...conditions('farm'), isFarm(addressee))!]
    : whereOf(conditions('kitchen'));
}

const keysetOfShape = (shape: PageShape) =>
  shape.side && {
    side: shape.side,
    position: { createdAt: sql.placeholder('positionAt'), id: sql.placeholder('positionId') },
  };

/** The shape of a page of `filters` walked by `walk`. */
function shapeOf(filters: PageFilters, walk: OrderPageWalk): PageShape {
  const { side, position, rows } = walkOf(walk);
  return {
    statuses: filters.statuses?.length ?? 0,
    addressee: filters.addressee !== null,
    start: Boolean(filters.range?.start),
    end: Boolean(filters.range?.end),
    side: position ? side : null,
    ...rows,
  };
}

/** The values of a shape's placeholders (`whereOfShape`, `keysetOfShape`). */
function valuesOfShape(filters: PageFilters, walk: OrderPageWalk): Record<string, unknown> {
  const { position } = walkOf(walk);
  return {
    ...Object.fromEntries((filters.statuses ?? []).map((status, index) => [`status${index}`, status])),
    addressee: filters.addressee,
    start: filters.range?.start,
    // written as text: a raw placeholder (beforeEnd) gets no column's mapping of a Date
    end: filters.range?.end?.toISOString(),
    positionAt: position?.createdAt,
    positionId: position?.id,
  };
}

/** Page statements by shape, per database (statements-by-shape.ts). */
const pageStatementOfShape = statementsByShape(200, preparedAdminOrderPage);

/** A page of the admin's orders without a search, on its shape's statement built once. */
export async function adminOrderPageOfShape(db: Database, filters: PageFilters, walk: OrderPageWalk) {
  const statement = pageStatementOfShape(db, shapeOf(filters, walk));
  return presentedPage(await statement.execute(valuesOfShape(filters, walk)));
}

/**
 * What a kept search's statement text depends on besides its page's shape: whether the text may
 * be an order's id, and per searched column whether its rare part is shorter than the text (the
 * column is then checked for the whole text).
 */
interface SearchShape extends PageShape {
  byId: boolean;
  checked: boolean[];
}

/** A search's statement with placeholders for the filters' values, the text and its rare parts. */
function preparedAdminOrderSearch(db: Database, shape: SearchShape) {
  const search = or(
    ...(shape.byId ? [eq(orders.id, sql.placeholder('id'))] : []),
    ...keptSearchConditions(shape.checked),
  )!;
  return adminOrderSearchQuery(db, eitherOf(whereOfShape(shape, search)), keysetOfShape(shape), shape).prepare(
    'admin_order_search',
  );
}

/** Search statements by shape, per database (statements-by-shape.ts). */
const searchStatementOfShape = statementsByShape(200, preparedAdminOrderSearch);

/**
 * A search whose text has a rare part in every column (`rareSearchParts`): every pattern it asks
 * the index for is selective, so its statement is built once per shape and its plan kept.
 */
async function keptAdminOrderSearch(
  db: Database,
  filters: PageFilters,
  { search, parts }: { search: string; parts: string[] },
  walk: OrderPageWalk,
) {
  const byId = ORDER_ID.test(search);
  const shape: SearchShape = {
    ...shapeOf(filters, walk),
    byId,
    checked: parts.map((part) => part.length < search.length),
  };
  const statement = searchStatementOfShape(db, shape);
  return presentedSearch(
    await statement.execute({
      ...valuesOfShape(filters, walk),
      ...keptSearchValues(search, parts),
      ...(byId && { id: Number(search) }),
    }),
  );
}

/** One order as the admin list shows it (the answer of a cancel). */
export async function adminOrderById(db: Database, id: number) {
  const {
    data: [data],
  } = await adminOrders(db, eq(orders.id, id), { limit: 1, offset: 0 });
  return data;
}

/**
 * An admin cancels an order unless it is completed or already cancelled (spec §4), in one
 * conditional update; its status history line and the audit entry are written in the same
 * transaction, so a cancel is never saved without either. Null when there is no such order;
 * `moved: false` with the status that stopped it.
 */
export async function cancelOrderByAdmin(
  db: Database,
  id: number,
  admin: { id: number; name: string },
  now: Date,
): Promise<{ moved: boolean; status: string } | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: orders.status, orderNumber: orders.orderNumber })
      .from(orders)
      .where(eq(orders.id, id))
      .for('update');
    if (!before) return null;
    const [updated] = await tx
      .update(orders)
      .set({ status: 'cancelled', paymentStatus: 'refunded', cancelledAt: now, updatedAt: now })
      .where(and(eq(orders.id, id), notInArray(orders.status, [...UNCANCELLABLE_ORDER_STATUSES])))
      .returning({ id: orders.id });
    if (!updated) return { moved: false, status: before.status };
    await tx.insert(orderStatusHistory).values({
      orderId: id,
      fromStatus: before.status,
      toStatus: 'cancelled',
      changedBy: admin.id,
      changedAt: now,
    });
    await recordAudit(tx, {
      actor: admin,
      action: 'order.cancelled',
      entity: 'order',
      entityId: id,
      before: { order_number: before.orderNumber, status: before.status },
      after: { order_number: before.orderNumber, status: 'cancelled', payment_status: 'refunded' },
    });
    return { moved: true, status: before.status };
  });
}

/** Every kitchen and farm an order can be addressed to (the kitchen filter's choices), by name. */
export async function orderAddressees(db: Database) {
  const [kitchens, farms] = await Promise.all([
    db.select({ id: kitchenProfiles.userId, name: kitchenProfiles.kitchenName }).from(kitchenProfiles),
    db.select({ id: farmerProfiles.userId, name: farmerProfiles.farmName }).from(farmerProfiles),
  ]);
  return [...kitchens, ...farms].sort((a, b) => a.name.localeCompare(b.name));
}

/** Rows read per query by the CSV export: memory stays flat however many orders match. */
const BATCH_SIZE = 1000;

const line = (column: { name: string }) => qualified(orderItems, column);
const ofThisOrder = sql`${line(orderItems.orderId)} = ${qualified(orders, orders.id)}`;
const lineSummary = sql<string>`(
  select coalesce(string_agg(${line(orderItems.quantity)} || ' x ' || ${line(orderItems.name)}, '; ' order by ${line(orderItems.id)}), '')
  from ${orderItems} where ${ofThisOrder}
)`;
const lineCount = sql<number>`(select coalesce(sum(${line(orderItems.quantity)}), 0)::int from ${orderItems} where ${ofThisOrder})`;

/** Every order matching `where`, newest first, read in batches after the last row sent. */
export async function* orderCsvRows(db: Database, where: SQL | undefined): AsyncGenerator<(string | number)[]> {
  let after: { createdAt: Date; id: number } | null = null;
  for (;;) {
    const cursor: SQL | undefined = after
      ? or(lt(orders.createdAt, after.createdAt), and(eq(orders.createdAt, after.createdAt), lt(orders.id, after.id)))
      : undefined;
    const batch = await db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        createdAt: orders.createdAt,
        customerName: orders.customerName,
        customerEmail: orders.customerEmail,
        kitchen: sql<string | null>`coalesce(${kitchenProfiles.kitchenName}, ${farmerProfiles.farmName})`,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        rider: deliveryProfiles.deliveryName,
        deliveryDate: orders.deliveryDate,
        itemCount: lineCount,
        items: lineSummary,
        total: orders.totalAmount,
        region: orders.region,
      })
      .from(orders)
      .leftJoin(kitchenProfiles, eq(kitchenProfiles.userId, orders.kitchenId))
      .leftJoin(farmerProfiles, eq(farmerProfiles.userId, orders.farmerId))
      .leftJoin(deliveryProfiles, eq(deliveryProfiles.userId, orders.deliveryPartnerId))
      .where(and(...[where, cursor].filter((condition): condition is SQL => condition !== undefined)))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(BATCH_SIZE);
    for (const row of batch)
      yield [
        row.id,
        row.orderNumber,
        row.createdAt.toISOString(),
        row.customerName,
        row.customerEmail ?? '',
        row.kitchen ?? '',
        ADMIN_STATUS_OF[row.status as OrderStatus] ?? row.status,
        row.paymentStatus,
        row.rider ?? '',
        row.deliveryDate?.toISOString() ?? '',
        row.itemCount,
        row.items,
        Number(row.total).toFixed(2),
        currencyOfRegion(row.region),
      ];
    const last = batch.at(-1);
    if (!last || batch.length < BATCH_SIZE) return;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

/**
 * Orders a flood can still harm: not yet completed (a completed order was cooked and handed over,
 * so it is real revenue whoever placed it) and not cancelled.
 */
export const VOIDABLE_STATUSES = ['new', 'preparing', 'in-progress', 'ready'] as const;
const BURSTS_SHOWN = 50;
/** History lines written per statement (well under PostgreSQL's 65,535 parameters). */
const HISTORY_BATCH = 1000;

/**
 * What two orders of one flood share, written so that trivial variations still match: the
 * e-mail in lower case, the phone's digits, the address in lower case with single spaces, the
 * customer account.
 */
const KEYS: Record<OrderBurstKind, ReturnType<typeof sql>> = {
  email: sql`nullif(lower(trim(o.customer_email)), '')`,
  phone: sql`nullif(regexp_replace(coalesce(o.customer_phone, ''), '[^0-9]', '', 'g'), '')`,
  address: sql`nullif(regexp_replace(lower(trim(coalesce(o.delivery_address, ''))), '\\s+', ' ', 'g'), '')`,
  customer: sql`o.customer_id::text`,
};
/** How the list names a burst: the value as its first order wrote it (the customer's name for an account). */
const SHOWN: Record<OrderBurstKind, ReturnType<typeof sql>> = {
  email: sql`o.customer_email`,
  phone: sql`o.customer_phone`,
  address: sql`o.delivery_address`,
  customer: sql`o.customer_name`,
};

interface BurstRow {
  kind: OrderBurstKind;
  key: string;
  orders: number;
  first_at: string | Date;
  last_at: string | Date;
  order_ids: number[];
  kitchens: string[] | null;
  totals: { currency: Currency; amount: number }[];
}

/**
 * The suspected floods: runs of orders that share a key and each follow the previous one within
 * `window_minutes` (a gap longer than that starts a new run), with at least `min_orders` orders,
 * among the voidable orders of the last `hours`. Largest first. One SQL statement: the window
 * functions mark where a run starts and number the runs.
 */
export async function findOrderBursts(db: Database, query: OrderBurstsQuery, now = new Date()): Promise<OrderBurst[]> {
  const windowMinutes = query.window_minutes ?? ORDER_BURST_DEFAULTS.window_minutes;
  const minOrders = query.min_orders ?? ORDER_BURST_DEFAULTS.min_orders;
  const since = new Date(now.getTime() - (query.hours ?? ORDER_BURST_DEFAULTS.hours) * 3_600_000);
  const keyed = (Object.keys(KEYS) as OrderBurstKind[]).map(
    (kind) => sql`select ${kind}::text as kind, ${KEYS[kind]} as key, ${SHOWN[kind]} as shown, o.id, o.created_at,
      o.total_amount, ${currencyOf(sql`o.region`)} as currency, coalesce(k.kitchen_name, f.farm_name) as kitchen
    from orders o
    left join kitchen_profiles k on k.user_id = o.kitchen_id
    left join farmer_profiles f on f.user_id = o.farmer_id
    where o.created_at >= ${since.toISOString()}::timestamptz
      and o.status in (${sql.join(
        VOIDABLE_STATUSES.map((status) => sql`${status}`),
        sql`, `,
      )})`,
  );
  const result: unknown = await db.execute(sql`
    with keyed as (${sql.join(keyed, sql` union all `)}),
    marked as (
      select *, case when created_at - lag(created_at) over (partition by kind, key order by created_at, id)
        <= make_interval(mins => ${windowMinutes}) then 0 else 1 end as starts
      from keyed where key is not null
    ),
    runs as (
      select *, sum(starts) over (partition by kind, key order by created_at, id) as run from marked
    ),
    bursts as (
      select kind, key, run, count(*)::int as orders, min(created_at) as first_at, max(created_at) as last_at,
        (array_agg(shown order by created_at, id))[1] as shown,
        array_agg(id order by created_at, id) as order_ids,
        array_agg(distinct kitchen) filter (where kitchen is not null) as kitchens
      from runs group by kind, key, run having count(*) >= ${minOrders}
    ),
    totals as (
      select r.kind, r.key, r.run, json_agg(json_build_object('currency', r.currency, 'amount', r.amount)) as totals
      from (
        select kind, key, run, currency, sum(total_amount)::float8 as amount from runs group by kind, key, run, currency
      ) r group by r.kind, r.key, r.run
    )
    select b.kind, coalesce(b.shown, b.key) as key, b.orders, b.first_at, b.last_at, b.order_ids, b.kitchens, t.totals
    from bursts b join totals t on t.kind = b.kind and t.key = b.key and t.run = b.run
    order by b.orders desc, b.last_at desc limit ${BURSTS_SHOWN}`);
  const rows = (result as { rows: BurstRow[] }).rows;
  return rows.map((row) => ({
    kind: row.kind,
    key: row.key,
    orders: row.orders,
    first_at: new Date(row.first_at).toISOString(),
    last_at: new Date(row.last_at).toISOString(),
    totals: amountsByCurrency(row.totals),
    kitchens: [...(row.kitchens ?? [])].sort(),
    order_ids: row.order_ids.map(Number),
  }));
}

/**
 * Voids the orders of a flood in one transaction: every order named must still be voidable, else
 * nothing changes (a kitchen completed one, or another admin voided it, since the list was loaded)
 * and the answer is null: the route answers 409. Voided orders are cancelled (off the boards, out of revenue), their paid
 * payments marked refunded, each gets its status history line, and the admin trail one entry.
 * No mail is sent: the flood's contact is the address an attacker chose.
 */
export async function voidOrders(
  db: Database,
  ids: readonly number[],
  admin: { id: number; name: string },
  now = new Date(),
): Promise<number | null> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    // locked first, so the statuses written to the history are the ones the update replaces
    const before = await tx
      .select({ id: orders.id, status: orders.status, orderNumber: orders.orderNumber })
      .from(orders)
      .where(inArray(orders.id, unique))
      .orderBy(orders.id)
      .for('update');
    const voidable = new Set<string>(VOIDABLE_STATUSES);
    if (before.length !== unique.length || before.some((order) => !voidable.has(order.status))) return null;
    await tx
      .update(orders)
      .set({
        status: 'cancelled',
        paymentStatus: sql`case when ${orders.paymentStatus} = 'paid' then 'refunded' else ${orders.paymentStatus} end`,
        cancelledAt: now,
        voidedAt: now,
        voidedBy: admin.id,
        updatedAt: now,
      })
      .where(and(inArray(orders.id, unique), inArray(orders.status, [...VOIDABLE_STATUSES])));
    for (let start = 0; start < before.length; start += HISTORY_BATCH)
      await tx.insert(orderStatusHistory).values(
        before.slice(start, start + HISTORY_BATCH).map((order) => ({
          orderId: order.id,
          fromStatus: order.status,
          toStatus: 'cancelled',
          changedBy: admin.id,
          changedAt: now,
        })),
      );
    await recordAudit(tx, {
      actor: admin,
      action: 'order.voided',
      entity: 'order',
      entityId: null,
      before: {
        orders: before.map((order) => ({ id: order.id, order_number: order.orderNumber, status: order.status })),
      },
      after: { count: before.length, status: 'cancelled', voided_at: now },
    });
    return before.length;
  });
}
