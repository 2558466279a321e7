import {
  ADMIN_ORDER_MESSAGES,
  ADMIN_STATUS_OF,
  AdminOrderFilters,
  AdminOrderKitchensResponse,
  AdminOrdersQuery,
  AdminOrdersResponse,
  AdminOrderUpdateBody,
  AdminOrderUpdateResponse,
  ErrorResponse,
  IdParams,
  ORDER_MESSAGES,
  OrderBurstsQuery,
  OrderBurstsResponse,
  VOID_MESSAGES,
  VoidOrdersBody,
  VoidOrdersResponse,
  type OrderStatus,
} from '@farmplate/contracts';
import { currentUser } from '../http/authorization';
import { conflict, notFound, unprocessable } from '../http/errors';
import { paged, pageRequest, type PageRequest } from '../http/pagination';
import { responses, type Api } from '../http/types';
import type { AppContext } from '../platform/context';
import {
  adminOrderById,
  adminOrderList,
  adminOrderWhere,
  cancelOrderByAdmin,
  findOrderBursts,
  orderAddressees,
  orderCsvRows,
  voidOrders,
  type OrderPageWalk,
} from './admin-orders-repository';
import { ordersCsv } from './csv-export';
import { sendOrderMail } from './order-mail';
import { decodeCursor, encodeCursor, type OrderPosition } from './order-cursor';

/**
 * How the page asked for is read: from `after` or `before` (Next and Previous: keyset, from the
 * order the cursor names) or, for a numbered page, by skipping the pages before it (OFFSET). A
 * cursor comes with the number of the page it leads to (`page`), and must lead there. Previous
 * to page 1 reads the first page itself: the newest orders, those placed meanwhile included.
 */
function orderPageWalk(query: AdminOrdersQuery, page: PageRequest): OrderPageWalk {
  const { after, before } = query;
  if (after === undefined && before === undefined) return { limit: page.perPage, offset: page.offset };
  const field = after !== undefined ? 'after' : 'before';
  const cursor = decodeCursor(field, (after ?? before)!, query, page.perPage);
  const leadsTo = field === 'after' ? cursor.page + 1 : cursor.page - 1;
  if ((after !== undefined && before !== undefined) || leadsTo !== page.page)
    throw unprocessable({ [field]: [ADMIN_ORDER_MESSAGES.badCursor] }, ADMIN_ORDER_MESSAGES.badCursor);
  if (field === 'after') return { limit: page.perPage, after: cursor };
  return page.page === 1 ? { limit: page.perPage, offset: 0 } : { limit: page.perPage, before: cursor };
}

/**
 * Admin Order Management: the filtered list with its counters, the cancel, the kitchen filter's
 * choices, the CSV export, and the suspected floods with their one-step void.
 */
export async function adminOrdersPlugin(app: Api, { db, mailer, background }: AppContext): Promise<void> {
  const config = { permission: 'admin' as const };
  const tags = ['admin'];

  app.get(
    '/admin-orders',
    { config, schema: { tags, querystring: AdminOrdersQuery, response: responses({ 200: AdminOrdersResponse }) } },
    async (request) => {
      const { query } = request;
      const page = pageRequest(query);
      const walk = orderPageWalk(query, page);
      const { data, counters, first, last } = await adminOrderList(db, query, walk);
      const cursor = (position: OrderPosition | null) =>
        position && encodeCursor(position, page.page, query, page.perPage);
      return {
        ...paged(data, counters.total, page),
        counters,
        next_cursor: data.length === page.perPage && page.offset + data.length < counters.total ? cursor(last) : null,
        previous_cursor: page.page > 1 ? cursor(first) : null,
      };
    },
  );

  app.put(
    '/admin-orders/:id',
    {
      config,
      schema: {
        tags,
        params: IdParams,
        body: AdminOrderUpdateBody,
        response: responses({ 200: AdminOrderUpdateResponse }),
      },
    },
    async (request) => {
      const { id } = request.params;
      const previous = await cancelOrderByAdmin(db, id, currentUser(request), new Date());
      if (!previous) throw notFound(ORDER_MESSAGES.notFound);
      if (!previous.moved)
        throw conflict(`This order is ${ADMIN_STATUS_OF[previous.status as OrderStatus]} and cannot be cancelled.`);
      sendOrderMail({ db, mailer, background }, 'order_status_updates', id);
      return { message: ORDER_MESSAGES.cancelled, data: await adminOrderById(db, id) };
    },
  );

  app.get(
    '/admin-orders/kitchens',
    { config, schema: { tags, response: responses({ 200: AdminOrderKitchensResponse }) } },
    async () => ({ data: await orderAddressees(db) }),
  );

  app.get(
    '/admin-orders/export',
    {
      config,
      schema: {
        tags,
        querystring: AdminOrderFilters,
        produces: ['text/csv'],
        response: { 200: { type: 'string', description: 'CSV of every matching order' }, '4xx': ErrorResponse },
      },
    },
    async (request, reply) => {
      const where = await adminOrderWhere(db, request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(ordersCsv(orderCsvRows(db, where)));
    },
  );

  app.get(
    '/admin-orders/bursts',
    {
      config,
      schema: { tags, querystring: OrderBurstsQuery, response: responses({ 200: OrderBurstsResponse }) },
    },
    async (request) => ({ data: await findOrderBursts(db, request.query) }),
  );

  app.post(
    '/admin-orders/void',
    {
      config,
      schema: { tags, body: VoidOrdersBody, response: responses({ 200: VoidOrdersResponse }) },
    },
    async (request) => {
      const voided = await voidOrders(db, request.body.order_ids, currentUser(request));
      if (voided === null) throw conflict(VOID_MESSAGES.changed);
      return { message: VOID_MESSAGES.voided(voided), voided };
    },
  );
}
