import {
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
import { conflict, notFound } from '../http/errors';
import { paged, pageRequest } from '../http/pagination';
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
} from './admin-orders-repository';
import { ordersCsv } from './csv-export';
import { sendOrderMail } from './order-mail';

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
      const page = pageRequest(request.query);
      const { data, counters } = await adminOrderList(db, request.query, page.perPage, page.offset);
      return { ...paged(data, counters.total, page), counters };
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
