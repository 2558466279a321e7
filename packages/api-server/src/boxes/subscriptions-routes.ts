import {
  BOX_MESSAGES,
  CreateSubscriptionBody,
  IdParams,
  PauseSubscriptionBody,
  SkipTokenParams,
  SubscriptionResponse,
  SubscriptionsResponse,
  UpdateSubscriptionBody,
} from '@farmplate/contracts';
import { currentUser } from '../http/authorization';
import { isCalendarDate } from '../http/dates';
import { conflict, unprocessable } from '../http/errors';
import { authRateLimit } from '../http/rate-limit';
import { responses, type Api } from '../http/types';
import type { AppContext } from '../platform/context';
import { boxClock } from './boxes-repository';
import { todayIn } from './cycles';
import { readSkipToken } from './skip-links';
import {
  cancelOwnSubscription,
  changeSubscription,
  pauseSubscription,
  skipNextDelivery,
  subscribe,
  boxDeliveryFee,
  toSubscription,
} from './subscriptions';
import { skipLinkSecret, subscriptionsOf } from './subscriptions-repository';

/** A signed-in customer's own subscriptions, and the reminder mail's skip link. */
export async function subscriptionsPlugin(app: Api, { db, config }: AppContext): Promise<void> {
  const permission = 'customerSubscriptions' as const;
  const tags = ['subscriptions'];
  // self-service changes: bounded per client like the other forms
  const rateLimit = authRateLimit(config.auth.rateLimitPerMinute);

  app.get(
    '/subscriptions',
    { config: { permission }, schema: { tags, response: responses({ 200: SubscriptionsResponse }) } },
    async (request) => {
      const [rows, clock, fee] = await Promise.all([
        subscriptionsOf(db, currentUser(request).id),
        boxClock(db),
        boxDeliveryFee(db),
      ]);
      const today = todayIn(clock.timeZone, new Date());
      return { data: rows.map((row) => toSubscription(row, clock, today, fee)) };
    },
  );

  app.post(
    '/subscriptions',
    {
      config: { permission, rateLimit },
      schema: { tags, body: CreateSubscriptionBody, response: responses({ 201: SubscriptionResponse }) },
    },
    async (request, reply) => {
      const data = await subscribe(db, currentUser(request).id, request.body);
      return reply.status(201).send({ message: BOX_MESSAGES.subscribed, data });
    },
  );

  app.put(
    '/subscriptions/:id',
    {
      config: { permission, rateLimit },
      schema: {
        tags,
        params: IdParams,
        body: UpdateSubscriptionBody,
        response: responses({ 200: SubscriptionResponse }),
      },
    },
    async (request) => {
      const data = await changeSubscription(db, request.params.id, currentUser(request).id, request.body);
      return { message: BOX_MESSAGES.subscriptionUpdated, data };
    },
  );

  app.post(
    '/subscriptions/:id/skip',
    {
      config: { permission, rateLimit },
      schema: { tags, params: IdParams, response: responses({ 200: SubscriptionResponse }) },
    },
    async (request) => {
      const data = await skipNextDelivery(db, { id: request.params.id, customerId: currentUser(request).id });
      return { message: BOX_MESSAGES.skipped, data };
    },
  );

  app.post(
    '/subscriptions/:id/pause',
    {
      config: { permission, rateLimit },
      schema: {
        tags,
        params: IdParams,
        body: PauseSubscriptionBody,
        response: responses({ 200: SubscriptionResponse }),
      },
    },
    async (request) => {
      if (!isCalendarDate(request.body.until)) throw unprocessable({ until: [BOX_MESSAGES.dateInvalid] });
      const data = await pauseSubscription(db, request.params.id, currentUser(request).id, request.body.until);
      return { message: BOX_MESSAGES.paused, data };
    },
  );

  app.post(
    '/subscriptions/:id/cancel',
    {
      config: { permission, rateLimit },
      schema: { tags, params: IdParams, response: responses({ 200: SubscriptionResponse }) },
    },
    async (request) => {
      const data = await cancelOwnSubscription(db, request.params.id, currentUser(request).id);
      return { message: BOX_MESSAGES.cancelled, data };
    },
  );

  // the reminder mail's one-click skip: the signed token names the subscription and the delivery
  app.post(
    '/subscriptions/skip/:token',
    {
      config: { permission: 'public', rateLimit },
      schema: { tags, params: SkipTokenParams, response: responses({ 200: SubscriptionResponse }) },
    },
    async (request) => {
      const link = readSkipToken(await skipLinkSecret(db), request.params.token);
      if (!link || !isCalendarDate(link.date)) throw conflict(BOX_MESSAGES.skipLinkInvalid);
      const data = await skipNextDelivery(db, { id: link.subscriptionId, customerId: null, date: link.date });
      return { message: BOX_MESSAGES.skipped, data };
    },
  );
}
