import {
  DELIVERY_MESSAGES,
  IdParams,
  KitchenOrderUpdateResponse,
  MessageResponse,
  TipBody,
  CheckoutResponse,
  TrackingParams,
} from '@farmplate/contracts';
import { currentUser } from '../http/authorization';
import { authRateLimit } from '../http/rate-limit';
import { responses, type Api } from '../http/types';
import type { AppContext } from '../platform/context';
import { handOver, handOverBox, tipAfterDelivery } from './order-delivery';

/**
 * The delivery steps of the other portals: the kitchen hands a meal to its courier, the farmer a
 * packed farm box; the customer tips.
 */
export async function orderDeliveryPlugin(app: Api, { db, config }: AppContext): Promise<void> {
  app.post(
    '/kitchen-orders/:id/handover',
    {
      config: { permission: 'kitchenHandover' },
      schema: { tags: ['orders'], params: IdParams, response: responses({ 200: KitchenOrderUpdateResponse }) },
    },
    async (request) => ({
      message: DELIVERY_MESSAGES.handedOver,
      order: await handOver(db, currentUser(request).id, request.params.id, new Date()),
    }),
  );

  app.post(
    '/farmer/box-orders/:id/handover',
    {
      config: { permission: 'farmerBoxes' },
      schema: { tags: ['boxes'], params: IdParams, response: responses({ 200: MessageResponse }) },
    },
    async (request) => {
      await handOverBox(db, currentUser(request).id, request.params.id, new Date());
      return { message: DELIVERY_MESSAGES.handedOver };
    },
  );

  app.post(
    '/orders/track/:token/tip',
    {
      // public: a tracking link is the credential; limited like the other public forms
      config: { permission: 'public', rateLimit: authRateLimit(config.auth.rateLimitPerMinute) },
      schema: {
        tags: ['customer orders'],
        params: TrackingParams,
        body: TipBody,
        response: responses({ 200: CheckoutResponse }),
      },
    },
    async (request) => ({
      message: DELIVERY_MESSAGES.tipAdded,
      data: await tipAfterDelivery(db, request.params.token, request.body.amount),
    }),
  );
}
