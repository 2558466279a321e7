import { CourierApplicationBody, CourierApplicationResponse, DELIVERY_MESSAGES } from '@farmplate/contracts';
import { authRateLimit } from '../http/rate-limit';
import { responses, type Api } from '../http/types';
import type { AppContext } from '../platform/context';
import { applyAsCourier } from './courier-service';

/** The public courier application (/delivery, /ng/delivery "Apply"): a pending delivery partner. */
export async function courierApplicationsPlugin(app: Api, { db, config }: AppContext): Promise<void> {
  app.post(
    '/courier-applications',
    {
      // limited like /web-register: it creates an account and hashes a password
      config: { permission: 'public', rateLimit: authRateLimit(config.auth.rateLimitPerMinute) },
      schema: {
        tags: ['delivery'],
        body: CourierApplicationBody,
        response: responses({ 201: CourierApplicationResponse }),
      },
    },
    async (request, reply) => {
      const id = await applyAsCourier(db, request.body, new Date());
      return reply.status(201).send({ message: DELIVERY_MESSAGES.applied, id });
    },
  );
}
