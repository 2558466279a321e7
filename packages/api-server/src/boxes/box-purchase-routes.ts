import { BoxCheckoutBody, CheckoutResponse, CUSTOMER_ORDER_MESSAGES } from '@farmplate/contracts';
import { currentUser } from '../http/authorization';
import { responses, type Api } from '../http/types';
import type { AppContext } from '../platform/context';
import { buyBox } from './box-purchase';

/** A signed-in customer buys a box once through checkout. */
export async function boxPurchasePlugin(
  app: Api,
  { db, config, mailer, background, throttle }: AppContext,
): Promise<void> {
  const trackingLink = (region: string, token: string) => `${config.publicUrl}/${region}/track/${token}`;
  app.post(
    '/box-orders',
    {
      // checkout's own limits per client address and contact apply (box-purchase.ts)
      config: { permission: 'customerSubscriptions' },
      schema: {
        tags: ['subscriptions'],
        body: BoxCheckoutBody,
        response: responses({ 200: CheckoutResponse, 201: CheckoutResponse }),
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const header = request.headers['idempotency-key'];
      const { status, data } = await buyBox(
        { db, mailer, background, throttle, trackingLink },
        {
          body: request.body,
          headerKey: typeof header === 'string' ? header : undefined,
          customer: { id: user.id, email: user.email },
          ip: request.ip,
        },
      );
      return reply.status(status).send({ message: CUSTOMER_ORDER_MESSAGES.placed, data });
    },
  );
}
