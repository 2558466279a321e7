import {
  AdminDeliveriesResponse,
  AdminDeliveryActionResponse,
  DELIVERY_MESSAGES,
  DeliveryIdParams,
  ReassignBody,
  ResolveBody,
} from '@farmplate/contracts';
import { currentUser } from '../http/authorization';
import { responses, type Api } from '../http/types';
import type { AppContext } from '../platform/context';
import { adminDeliveries, reassign, resolve, unassign } from './admin-deliveries';

/** The admin's Deliveries screen: waiting, active and failed deliveries, couriers online; reassign, unassign, resolve. */
export async function adminDeliveriesPlugin(app: Api, { db }: AppContext): Promise<void> {
  const config = { permission: 'admin' as const };
  const tags = ['admin'];

  app.get(
    '/admin/deliveries',
    { config, schema: { tags, response: responses({ 200: AdminDeliveriesResponse }) } },
    async () => adminDeliveries(db, new Date()),
  );

  app.post(
    '/admin/deliveries/:id/reassign',
    {
      config,
      schema: {
        tags,
        params: DeliveryIdParams,
        body: ReassignBody,
        response: responses({ 200: AdminDeliveryActionResponse }),
      },
    },
    async (request) => ({
      message: DELIVERY_MESSAGES.reassigned,
      data: await reassign(db, currentUser(request), request.params.id, request.body.courier_id, new Date()),
    }),
  );

  app.post(
    '/admin/deliveries/:id/unassign',
    { config, schema: { tags, params: DeliveryIdParams, response: responses({ 200: AdminDeliveryActionResponse }) } },
    async (request) => ({
      message: DELIVERY_MESSAGES.unassigned,
      data: await unassign(db, currentUser(request), request.params.id, new Date()),
    }),
  );

  app.post(
    '/admin/deliveries/:id/resolve',
    {
      config,
      schema: {
        tags,
        params: DeliveryIdParams,
        body: ResolveBody,
        response: responses({ 200: AdminDeliveryActionResponse }),
      },
    },
    async (request) => ({
      message: DELIVERY_MESSAGES.resolved,
      data: await resolve(db, currentUser(request), request.params.id, request.body.outcome, new Date()),
    }),
  );
}
