import {
  and,
  desc,
  eq,
  exists,
  getTableColumns,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  ADMIN_STATUS_OF,
  AdminOrdersQuery,
  AdminOrdersResponse,
  AdminOrderUpdateBody,
  AdminOrderUpdateResponse,
  IdParams,
  KITCHEN_BOARD_PER_PAGE,
  KITCHEN_ORDER_STATUSES,
  KitchenOrdersQuery,
  KitchenOrdersResponse,
  KitchenOrderStatusBody,
  KitchenOrderUpdateResponse,
  NEXT_KITCHEN_STATUS,
  ORDER_MESSAGES,
  StatusHistoryQuery,
  StatusHistoryResponse,
  STATUS_HISTORY_PERIODS,
  UNCANCELLABLE_ORDER_STATUSES,
  storedStatusesOf,
  type AdminOrderCounters,
  type AdminOrderStatus,
  type KitchenOrderCounts,
  type KitchenOrderStatus,
  type OrderStatus,
  type StatusHistoryPeriod,
} from '@farmplate/contracts';
import type { Database } from '../db/client';
import {
  deliveryProfiles,
  farmerProfiles,
  kitchenProfiles,
  orderItems,
  orders,
  orderStatusHistory,
} from '../db/schema';
import { currentUser } from '../http/authorization';
import { isAll, likePattern } from '../http/dates';
import { conflict, notFound, unprocessable } from '../http/errors';
import { paged, pageRequest } from '../http/pagination';
import { responses, type Api, type AppContext } from '../http/types';
import type { AuthenticatedUser } from '../auth/sessions';
import { performanceOf, periodStarts, timelineEntry } from './performance';
import { adminOrderScope } from '../admin-orders/routes';
import { keptAdminOrderCounters, keptBoardCounts } from './order-counts';
import { recordOrderCancellation } from '../admin-orders/cancel-audit';
import { linesOf, orderLines, qualified, toAdminOrder, toKitchenOrder, type OrderRow } from './queries';
import { sendOrderMail } from '../notifications/order-mail';

/** The status an order must have to move to `next`: the one whose next status it is (spec §4). */
const previousOf = (next: KitchenOrderStatus): KitchenOrderStatus =>
  KITCHEN_ORDER_STATUSES.find((status) => NEXT_KITCHEN_STATUS[status] === next)!;
const TIMESTAMP = { preparing: 'startedAt', ready: 'readyAt', completed: 'completedAt' } as const;

const TIMELINE_LIMIT = 50;

/** Orders addressed to the signed-in kitchen (meals) or farmer (groceries of their produce). */
const addressedTo = (user: AuthenticatedUser): SQL =>
  user.role === 'kitchen' ? eq(orders.kitchenId, user.id) : eq(orders.farmerId, user.id);

const countOf = (status: KitchenOrderStatus) =>
  sql<number>`(count(*) filter (where ${orders.status} = ${status}))::int`;

/** Order number, customer name, or the name of one of its lines ("jollof"). */
const orderSearch = (search: string): SQL =>
  or(
    ilike(orders.orderNumber, likePattern(search)),
    ilike(orders.customerName, likePattern(search)),
    exists(
      sql`(select 1 from ${orderItems} where ${qualified(orderItems, orderItems.orderId)} = ${qualified(orders, orders.id)} and ${qualified(orderItems, orderItems.name)} ilike ${likePattern(search)})`,
    ),
  )!;

/**
 * The board's slices (issue 12): a kitchen with thousands of past orders opens on its open
 * orders and those completed today; older completed ones come on request. Each branch of the
 * OR names the owner, so PostgreSQL reads both from orders_kitchen_status_idx (kitchen, status,
 * completed_at) instead of scanning every order of the kitchen.
 */
const inScope = (scope: 'current' | 'older', mine: SQL, today: Date): SQL =>
  scope === 'current'
    ? or(
        and(mine, inArray(orders.status, ['new', 'preparing', 'ready'])),
        and(mine, eq(orders.status, 'completed'), gte(orders.completedAt, today)),
      )!
    : and(mine, eq(orders.status, 'completed'), or(isNull(orders.completedAt), lt(orders.completedAt, today)))!;

async function kitchenOrderById(db: Database, id: number) {
  const [row] = await db.select({ order: orders, lines: orderLines }).from(orders).where(eq(orders.id, id));
  if (!row) throw notFound(ORDER_MESSAGES.notFound);
  return toKitchenOrder(row.order, row.lines);
}

/**
 * A page of orders for the admin, with kitchen and rider names, lines and the matching total.
 * The page is cut first and only its rows are joined and given their lines: counting and
 * aggregating every order before the LIMIT tripled the cost on PGlite.
 */
async function adminOrders(db: Database, where: SQL | undefined, limit: number, offset: number) {
  const page = db
    .select(getTableColumns(orders))
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset(offset)
    .as('page');
  const orderColumns = Object.fromEntries(
    Object.keys(getTableColumns(orders)).map((key) => [key, page[key as keyof OrderRow]]),
  ) as {
    [K in keyof OrderRow]: (typeof page)[K];
  };
  const rows = await db
    .select({
      order: orderColumns,
      lines: linesOf(page.id),
      kitchenName: kitchenProfiles.kitchenName,
      farmName: farmerProfiles.farmName,
      riderName: deliveryProfiles.deliveryName,
    })
    .from(page)
    .leftJoin(kitchenProfiles, eq(kitchenProfiles.userId, page.kitchenId))
    .leftJoin(farmerProfiles, eq(farmerProfiles.userId, page.farmerId))
    .leftJoin(deliveryProfiles, eq(deliveryProfiles.userId, page.deliveryPartnerId))
    .orderBy(desc(page.createdAt), desc(page.id));
  return {
    rows,
    data: rows.map((row) =>
      toAdminOrder(row.order, row.lines, {
        kitchen: row.kitchenName ?? row.farmName ?? null,
        deliveryPartner: row.riderName ?? null,
      }),
    ),
  };
}

/** The five counters of Admin Order Management over every order matching `where`. */
async function adminOrderCounters(db: Database, where: SQL | undefined): Promise<AdminOrderCounters> {
  const of = (statuses: readonly string[]) =>
    sql<number>`(count(*) filter (where ${inArray(orders.status, [...statuses])}))::int`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      new: of(storedStatusesOf('new')),
      in_progress: of([...storedStatusesOf('preparing'), ...storedStatusesOf('in-progress')]),
      completed: of(storedStatusesOf('completed')),
      cancelled: of(storedStatusesOf('cancelled')),
    })
    .from(orders)
    .where(where);
  return row ?? { total: 0, new: 0, in_progress: 0, completed: 0, cancelled: 0 };
}

export async function ordersPlugin(app: Api, { db, mailer, background }: AppContext): Promise<void> {
  // ---- kitchen and farmer order boards ----
  app.get(
    '/kitchen-orders',
    {
      config: { permission: 'kitchenOrders' },
      schema: {
        tags: ['orders'],
        querystring: KitchenOrdersQuery,
        response: responses({ 200: KitchenOrdersResponse }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { scope, status, search } = request.query;
      const page = { page: request.query.page ?? 1, perPage: request.query.per_page ?? KITCHEN_BOARD_PER_PAGE };
      const today = periodStarts(new Date()).today;
      const filters: SQL[] = scope
        ? [inScope(scope, addressedTo(user), today)]
        : [addressedTo(user), inArray(orders.status, [...KITCHEN_ORDER_STATUSES])];
      if (search?.trim()) filters.push(orderSearch(search));
      if (request.query.completed_since) {
        // a date-time the schema accepts can still name no instant (a leap second): refuse it, never 500
        const since = new Date(request.query.completed_since);
        if (Number.isNaN(since.getTime())) throw unprocessable({ completed_since: ['Must be a date and time'] });
        filters.push(gte(orders.completedAt, since));
      }
      const inStatus = isAll(status) ? undefined : eq(orders.status, status!);
      // The counts cover every order of the scope and search, whatever the page and tab: a flood
      // of orders can push a real one off the first page, never off the board or out of the counts.
      // the counts are kept per kitchen and status; a search or a completion date counts the matches
      const kept = !search?.trim() && !request.query.completed_since;
      const mineOnly = user.role === 'kitchen' ? { kitchenId: user.id } : { farmerId: user.id };
      const [rows, counts] = await Promise.all([
        db
          .select({ order: orders, lines: orderLines })
          .from(orders)
          .where(and(...filters, inStatus))
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(page.perPage)
          .offset((page.page - 1) * page.perPage),
        kept
          ? keptBoardCounts(db, mineOnly, scope || null, today)
          : db
              .select({
                new: countOf('new'),
                preparing: countOf('preparing'),
                ready: countOf('ready'),
                completed: countOf('completed'),
              })
              .from(orders)
              .where(and(...filters))
              .then(([row]) => row),
      ]);
      const perStatus: KitchenOrderCounts = counts ?? { new: 0, preparing: 0, ready: 0, completed: 0 };
      const total = isAll(status)
        ? Object.values(perStatus).reduce((sum, each) => sum + each, 0)
        : perStatus[status as KitchenOrderStatus];
      return {
        orders: rows.map((row) => toKitchenOrder(row.order, row.lines)),
        counts: perStatus,
        total,
        current_page: page.page,
        last_page: Math.max(1, Math.ceil(total / page.perPage)),
        per_page: page.perPage,
      };
    },
  );

  app.put(
    '/kitchen-orders/:id',
    {
      config: { permission: 'kitchenOrders' },
      schema: {
        tags: ['orders'],
        params: IdParams,
        body: KitchenOrderStatusBody,
        response: responses({ 200: KitchenOrderUpdateResponse }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      const next = request.body.status;
      const now = new Date();
      const moved = await db.transaction(async (tx) => {
        // Conditional update: only the next status, and only one of two racing changes.
        const [updated] = await tx
          .update(orders)
          .set({ status: next, [TIMESTAMP[next]]: now, updatedAt: now })
          .where(and(eq(orders.id, id), addressedTo(user), eq(orders.status, previousOf(next))))
          .returning({ id: orders.id });
        if (updated)
          await tx
            .insert(orderStatusHistory)
            .values({ orderId: id, fromStatus: previousOf(next), toStatus: next, changedBy: user.id, changedAt: now });
        return !!updated;
      });
      if (!moved) {
        const [existing] = await db
          .select({ status: orders.status })
          .from(orders)
          .where(and(eq(orders.id, id), addressedTo(user)));
        if (!existing) throw notFound(ORDER_MESSAGES.notFound);
        throw conflict(`This order is ${existing.status} and cannot be moved to ${next}.`);
      }
      // the customer's status mail, if the settings' email types allow it
      sendOrderMail({ db, mailer, background }, 'order_status_updates', id);
      const order = await kitchenOrderById(db, id);
      return { message: ORDER_MESSAGES.updated(order.order_number, next), order };
    },
  );

  app.get(
    '/kitchen-order-status-history',
    {
      config: { permission: 'kitchenStatusHistory' },
      schema: {
        tags: ['orders'],
        querystring: StatusHistoryQuery,
        response: responses({ 200: StatusHistoryResponse }),
      },
    },
    async (request) => {
      const kitchen = currentUser(request);
      const starts = periodStarts(new Date());
      const earliest = new Date(Math.min(...STATUS_HISTORY_PERIODS.map((period) => starts[period].getTime())));
      const rows = await db
        .select({ order: orders, lines: orderLines })
        .from(orders)
        .where(and(eq(orders.kitchenId, kitchen.id), gte(orders.createdAt, earliest)))
        .orderBy(desc(orders.createdAt), desc(orders.id));
      const inPeriod = (period: StatusHistoryPeriod) => rows.filter((row) => row.order.createdAt >= starts[period]);
      const performance = (period: StatusHistoryPeriod) => performanceOf(inPeriod(period).map((row) => row.order));
      return {
        performanceStats: { today: performance('today'), week: performance('week'), month: performance('month') },
        orderTimeline: inPeriod(request.query.period ?? 'today')
          .slice(0, TIMELINE_LIMIT)
          .map((row) => timelineEntry(row.order, row.lines)),
      };
    },
  );

  // ---- admin order management ----
  app.get(
    '/admin-orders',
    {
      config: { permission: 'admin' },
      schema: { tags: ['admin'], querystring: AdminOrdersQuery, response: responses({ 200: AdminOrdersResponse }) },
    },
    async (request) => {
      const page = pageRequest(request.query);
      const { where, addressee } = await adminOrderScope(db, request.query);
      const { status, search, date } = request.query;
      // the page is an index walk down (created_at, id); the counters' total is the list's total.
      // Without a search or dates they are read from the kept counts, else counted (an index range)
      const kept = !search?.trim() && (!date || date === 'all');
      const [{ data }, counters] = await Promise.all([
        adminOrders(db, where, page.perPage, page.offset),
        kept
          ? keptAdminOrderCounters(db, addressee, isAll(status) ? null : storedStatusesOf(status as AdminOrderStatus))
          : adminOrderCounters(db, where),
      ]);
      return { ...paged(data, counters.total, page), counters };
    },
  );

  app.put(
    '/admin-orders/:id',
    {
      config: { permission: 'admin' },
      schema: {
        tags: ['admin'],
        params: IdParams,
        body: AdminOrderUpdateBody,
        response: responses({ 200: AdminOrderUpdateResponse }),
      },
    },
    async (request) => {
      const admin = currentUser(request);
      const { id } = request.params;
      const now = new Date();
      const previous = await db.transaction(async (tx) => {
        // Cancel unless completed or already cancelled (spec §4), in one conditional update.
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
        await recordOrderCancellation(tx, {
          orderId: id,
          admin,
          orderNumber: before.orderNumber,
          fromStatus: before.status,
          at: now,
        });
        return { moved: true, status: before.status };
      });
      if (!previous) throw notFound(ORDER_MESSAGES.notFound);
      if (!previous.moved)
        throw conflict(`This order is ${ADMIN_STATUS_OF[previous.status as OrderStatus]} and cannot be cancelled.`);
      sendOrderMail({ db, mailer, background }, 'order_status_updates', id);
      const {
        data: [data],
      } = await adminOrders(db, eq(orders.id, id), 1, 0);
      return { message: ORDER_MESSAGES.cancelled, data };
    },
  );
}
