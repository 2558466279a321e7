import {
  ContactMessageBody,
  MARKETING_MESSAGES,
  MessageResponse,
  NewsletterSubscriptionBody,
} from '@farmplate/contracts';
import { authRateLimit } from '../http/rate-limit';
import { responses, type Api } from '../http/types';
import type { AppContext } from '../platform/context';
import { saveContactMessage, subscribe } from './marketing-repository';

/** The public site's contact form and newsletter boxes: open to everyone, rate limited. */
export async function marketingPlugin(app: Api, { db, config }: AppContext): Promise<void> {
  const rateLimit = authRateLimit(config.auth.rateLimitPerMinute);
  const tags = ['marketing'];

  app.post(
    '/contact-messages',
    {
      config: { permission: 'public', rateLimit },
      schema: { tags, body: ContactMessageBody, response: responses({ 201: MessageResponse }) },
    },
    async (request, reply) => {
      const body = request.body;
      await saveContactMessage(db, {
        name: body.name.trim(),
        email: body.email.trim(),
        phone: body.phone?.trim() || null,
        subject: body.subject.trim(),
        message: body.message.trim(),
        userType: body.userType,
      });
      return reply.status(201).send({ message: MARKETING_MESSAGES.contactSent });
    },
  );

  app.post(
    '/newsletter-subscriptions',
    {
      config: { permission: 'public', rateLimit },
      schema: { tags, body: NewsletterSubscriptionBody, response: responses({ 201: MessageResponse }) },
    },
    async (request, reply) => {
      // Subscribing twice is not an error, and the answer never tells whether an address was known.
      await subscribe(db, request.body.email.trim(), request.body.source);
      return reply.status(201).send({ message: MARKETING_MESSAGES.subscribed });
    },
  );
}
