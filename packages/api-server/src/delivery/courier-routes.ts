import { stringify } from 'csv-stringify/sync';
import {
  ActiveDeliveriesResponse,
  AvailableDeliveriesResponse,
  COURIER_EARNINGS_CSV_COLUMNS,
  CourierAvailabilityBody,
  CourierAvailabilityResponse,
  CourierDeliveryResponse,
  CourierEarningsQuery,
  CourierEarningsResponse,
  CourierHistoryQuery,
  CourierHistoryResponse,
  CourierProfileResponse,
  CourierProfileUpdateResponse,
  DeliverBody,
  DELIVERY_MESSAGES,
  DeliveryIdParams,
  ErrorResponse,
  FailBody,
  PickupBody,
  toFlag,
  UpdateCourierBody,
} from '@farmplate/contracts';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../http/authorization';
import { responses, type Api } from '../http/types';
import type { AppContext } from '../platform/context';
import { isUploadedFile } from '../platform/storage/image-storage';
import { courierEarningsOf, courierHistory, goOnline, openDeliveries, updateCourier } from './courier-service';
import { availableFor, claim, courierProfileOf, deliver, fail, loadCourier, pickUp } from './dispatch';

/** Codes are 4 digits: a courier may try a few a minute, never the 10,000 (per account, every instance). */
const codeAttempts = {
  max: 10,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => `courier-code:${request.user?.id ?? request.ip}`,
};
/** The portal polls nothing (live events), but a reconnecting tab refetches: generous, never unbounded. */
const courierReads = {
  max: 120,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => `courier:${request.user?.id ?? request.ip}`,
};

/** The courier portal: profile and online switch, deliveries to claim, each step, history and earnings. */
export async function courierPlugin(app: Api, { db, storage }: AppContext): Promise<void> {
  const tags = ['delivery'];
  const config = { permission: 'courier' as const, rateLimit: courierReads };
  const courierOf = (request: FastifyRequest) => loadCourier(db, currentUser(request).id, new Date());

  app.get(
    '/courier/me',
    { config, schema: { tags, response: responses({ 200: CourierProfileResponse }) } },
    async (request) => ({ data: await courierProfileOf(db, await courierOf(request), new Date()) }),
  );

  app.put(
    '/courier/me',
    { config, schema: { tags, body: UpdateCourierBody, response: responses({ 200: CourierProfileUpdateResponse }) } },
    async (request) => ({
      message: DELIVERY_MESSAGES.profileUpdated,
      data: await updateCourier(db, await courierOf(request), request.body, new Date()),
    }),
  );

  app.put(
    '/courier/availability',
    {
      config,
      schema: { tags, body: CourierAvailabilityBody, response: responses({ 200: CourierAvailabilityResponse }) },
    },
    async (request) => goOnline(db, await courierOf(request), request.body.online),
  );

  app.get(
    '/courier/available-deliveries',
    { config, schema: { tags, response: responses({ 200: AvailableDeliveriesResponse }) } },
    async (request) => ({ data: await availableFor(db, await courierOf(request), new Date()) }),
  );

  app.post(
    '/courier/deliveries/:id/claim',
    { config, schema: { tags, params: DeliveryIdParams, response: responses({ 200: CourierDeliveryResponse }) } },
    async (request) => ({
      message: DELIVERY_MESSAGES.claimed,
      data: await claim(db, await courierOf(request), request.params.id, new Date()),
    }),
  );

  app.get(
    '/courier/deliveries/active',
    { config, schema: { tags, response: responses({ 200: ActiveDeliveriesResponse }) } },
    async (request) => ({ data: await openDeliveries(db, await courierOf(request)) }),
  );

  app.post(
    '/courier/deliveries/:id/pickup',
    {
      config: { ...config, rateLimit: codeAttempts },
      schema: {
        tags,
        params: DeliveryIdParams,
        body: PickupBody,
        response: responses({ 200: CourierDeliveryResponse }),
      },
    },
    async (request) => ({
      message: DELIVERY_MESSAGES.pickedUp,
      data: await pickUp(db, await courierOf(request), request.params.id, request.body.pickup_code, new Date()),
    }),
  );

  app.post(
    '/courier/deliveries/:id/deliver',
    {
      // JSON with the code, or multipart with left_at_door and the door photo (the profiles' image limits)
      config: { ...config, rateLimit: codeAttempts, upload: 'profile' },
      schema: {
        tags,
        params: DeliveryIdParams,
        body: DeliverBody,
        response: responses({ 200: CourierDeliveryResponse }),
      },
    },
    async (request) => {
      const body = request.body;
      const proof = {
        deliveryCode: body.delivery_code ?? null,
        leftAtDoor: toFlag(body.left_at_door),
        photo: isUploadedFile(body.photo) ? body.photo : null,
      };
      return {
        message: DELIVERY_MESSAGES.delivered,
        data: await deliver({ db, storage }, await courierOf(request), request.params.id, proof, new Date()),
      };
    },
  );

  app.post(
    '/courier/deliveries/:id/fail',
    {
      config,
      schema: { tags, params: DeliveryIdParams, body: FailBody, response: responses({ 200: CourierDeliveryResponse }) },
    },
    async (request) => ({
      message: DELIVERY_MESSAGES.failed,
      data: await fail(
        db,
        await courierOf(request),
        request.params.id,
        { reason: request.body.reason, note: request.body.note?.trim() || null },
        new Date(),
      ),
    }),
  );

  app.get(
    '/courier/deliveries',
    {
      config,
      schema: { tags, querystring: CourierHistoryQuery, response: responses({ 200: CourierHistoryResponse }) },
    },
    async (request) => courierHistory(db, await courierOf(request), request.query.page ?? 1),
  );

  app.get(
    '/courier/earnings',
    {
      config,
      schema: { tags, querystring: CourierEarningsQuery, response: responses({ 200: CourierEarningsResponse }) },
    },
    async (request) => ({ data: await courierEarningsOf(db, await courierOf(request), request.query, new Date()) }),
  );

  app.get(
    '/courier/earnings.csv',
    {
      config,
      schema: {
        tags,
        querystring: CourierEarningsQuery,
        produces: ['text/csv'],
        response: { 200: { type: 'string', description: 'CSV statement of the period' }, '4xx': ErrorResponse },
      },
    },
    async (request, reply) => {
      const earnings = await courierEarningsOf(db, await courierOf(request), request.query, new Date());
      const rows = [
        [...COURIER_EARNINGS_CSV_COLUMNS],
        ...earnings.per_delivery.map((each) => [
          each.order_number,
          each.delivered_at,
          each.delivery_fee.toFixed(2),
          each.fee_share.toFixed(2),
          each.tip.toFixed(2),
          each.earning.toFixed(2),
          earnings.currency,
        ]),
        [
          'Total',
          '',
          '',
          earnings.totals.fee_share.toFixed(2),
          earnings.totals.tips.toFixed(2),
          earnings.totals.earnings.toFixed(2),
          earnings.currency,
        ],
      ];
      const csv = stringify(rows, { escape_formulas: true, bom: true, record_delimiter: 'windows' });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="earnings-${earnings.from}_${earnings.to}.csv"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(csv, 'utf8'));
    },
  );
}
