import {
  DELIVERY_MESSAGES,
  BOX_MESSAGES,
  IdParams,
  KITCHEN_BOARD_PER_PAGE,
  KitchenOrdersQuery,
  type KitchenOrdersPage,
  KitchenOrdersResponse,
  KitchenOrderStatusBody,
  KitchenOrderUpdateResponse,
  ORDER_MESSAGES,
  StatusHistoryQuery,
  StatusHistoryResponse,
  STATUS_HISTORY_PERIODS,
  type KitchenOrderStatus,
  type StatusHistoryPeriod,
} from '@farmplate/contracts';
import { currentUser } from '../http/authorization';
import { isAll } from '../http/dates';
import { conflict, notFound, unprocessable } from '../http/errors';
import { responses, type Api } from '../http/types';
import type { AppContext } from '../platform/context';
import { sendOrderMail } from './order-mail';
import { toKitchenOrder } from './order-presenters';
import { keptBoardAnswers } from './board-answers';
import {
  boardOrderStatus,
  kitchenOrdersSince,
  moveBoardOrder,
  orderWithLines,
  type BoardQuery,
} from './orders-repository';
import { performanceOf, periodStarts, timelineEntry } from './performance';

const TIMELINE_LIMIT = 50;

/** The kitchen and farmer order boards: the orders addressed to them, moved along by status, and their history. */
export async function kitchenOrdersPlugin(app: Api, { db, mailer, background }: AppContext): Promise<void> {
  const boardAnswers = keptBoardAnswers();
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
    async (request, reply) => {
      const user = currentUser(request);
      const { scope, status, search } = request.query;
      let completedSince: Date | null = null;
      if (request.query.completed_since) {
        // a date-time the schema accepts can still name no instant (a leap second): refuse it, never 500
        completedSince = new Date(request.query.completed_since);
        if (Number.isNaN(completedSince.getTime()))
          throw unprocessable({ completed_since: ['Must be a date and time'] });
      }
      const query: BoardQuery = {
        scope,
        status: isAll(status) ? null : (status as KitchenOrderStatus),
        search,
        completedSince,
        today: periodStarts(new Date()).today,
        page: request.query.page ?? 1,
        perPage: request.query.per_page ?? KITCHEN_BOARD_PER_PAGE,
      };
      // the page's JSON, kept per board version and serialized by this route's response schema;
      // Fastify sends a string under a JSON content type as it is
      const answer = await boardAnswers.answer(db, user, query, (page) => reply.serialize(page) as string);
      return reply.type('application/json; charset=utf-8').send(answer as unknown as KitchenOrdersPage);
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
      if (!(await moveBoardOrder(db, user, id, next, new Date()))) {
        const found = await boardOrderStatus(db, user, id);
        if (found === null) throw notFound(ORDER_MESSAGES.notFound);
        if (found.boxOrder) throw conflict(BOX_MESSAGES.boxOrderOnBoard);
        const { status } = found;
        if (status === 'ready' && next === 'completed') throw conflict(DELIVERY_MESSAGES.handoverPickupComplete);
        throw conflict(`This order is ${status} and cannot be moved to ${next}.`);
      }
      // the customer's status mail, if the settings' email types allow it
      sendOrderMail({ db, mailer, background }, 'order_status_updates', id);
      const row = await orderWithLines(db, id);
      if (!row) throw notFound(ORDER_MESSAGES.notFound);
      const order = toKitchenOrder(row.order, row.lines, row.courier, row.boxOrder);
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
      const rows = await kitchenOrdersSince(db, kitchen.id, earliest);
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
}
