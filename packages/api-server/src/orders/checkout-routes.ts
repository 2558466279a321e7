import {
  CheckoutBody,
  CheckoutResponse,
  CUSTOMER_ORDER_MESSAGES,
  CustomerOrdersResponse,
  TrackedOrderResponse,
  TrackingParams,
} from '@farmplate/contracts';
import { authenticateToken } from '../accounts/sessions';
import { bearerToken, currentUser } from '../http/authorization';
import { conflict } from '../http/errors';
import { responses, type Api } from '../http/types';
import type { AppContext } from '../platform/context';
import { checkout, orderByToken, trackedOrders } from './checkout';
import { cancelByTrackingToken, ordersOfCustomer } from './checkout-repository';
import { sendOrderMail } from './order-mail';

const CUSTOMER_ORDERS_LIMIT = 50;

/** Customers order from the public site: checkout, tracking by link, their orders. */
export async function customerOrdersPlugin(
  app: Api,
  { db, config, mailer, background, throttle }: AppContext,
): Promise<void> {
  const tags = ['customer orders'];
  const trackingLink = (region: string, token: string) => `${config.publicUrl}/${region}/track/${token}`;
  const policy = { idleMinutes: config.auth.tokenIdleMinutes, maxAgeHours: config.auth.tokenMaxAgeHours };

  app.post(
    '/orders',
    {
      config: { permission: 'public' },
      schema: { tags, body: CheckoutBody, response: responses({ 200: CheckoutResponse, 201: CheckoutResponse }) },
    },
    async (request, reply) => {
      const header = request.headers['idempotency-key'];
      // the signed-in customer behind an optional bearer token
      const customer = async () => {
        const token = bearerToken(request.headers.authorization);
        const session = token ? await authenticateToken(db, token, policy) : null;
        return session?.user.role === 'customer' ? session.user : null;
      };
      const { status, data } = await checkout(
        { db, mailer, background, throttle, trackingLink },
        { body: request.body, headerKey: typeof header === 'string' ? header : undefined, customer, ip: request.ip },
      );
      return reply.status(status).send({ message: CUSTOMER_ORDER_MESSAGES.placed, data });
    },
  );

  app.get(
    '/orders/track/:token',
    {
      config: { permission: 'public' },
      schema: { tags, params: TrackingParams, response: responses({ 200: TrackedOrderResponse }) },
    },
    async (request) => ({ data: await orderByToken(db, request.params.token) }),
  );

  app.post(
    '/orders/track/:token/cancel',
    {
      config: { permission: 'public' },
      schema: { tags, params: TrackingParams, response: responses({ 200: CheckoutResponse }) },
    },
    async (request) => {
      const { token } = request.params;
      const cancelled = await cancelByTrackingToken(db, token);
      if (!cancelled) {
        const order = await orderByToken(db, token);
        if (order.status === 'cancelled') throw conflict(CUSTOMER_ORDER_MESSAGES.alreadyCancelled);
        throw conflict(
          order.status === 'new' ? CUSTOMER_ORDER_MESSAGES.cancelTooLate : CUSTOMER_ORDER_MESSAGES.cancelStarted,
        );
      }
      sendOrderMail(
        { db, mailer, background },
        'order_status_updates',
        cancelled.id,
        trackingLink(cancelled.region ?? 'us', token),
      );
      return { message: CUSTOMER_ORDER_MESSAGES.cancelled, data: await orderByToken(db, token) };
    },
  );

  app.get(
    '/customer-orders',
    {
      config: { permission: 'customerOrders' },
      schema: { tags, response: responses({ 200: CustomerOrdersResponse }) },
    },
    async (request) => {
      const rows = await ordersOfCustomer(db, currentUser(request).id, CUSTOMER_ORDERS_LIMIT);
      // seeded orders have no tracking link; they are listed all the same
      return { data: await trackedOrders(db, rows) };
    },
  );
}
