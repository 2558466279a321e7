import { KitchenOwnRequestsQuery, KitchenOwnRequestsResponse, type RequestStatus } from '@farmplate/contracts';
import { currentUser } from '../http/authorization';
import { isAll } from '../http/dates';
import { responses, type Api } from '../http/types';
import type { AppContext } from '../platform/context';
import { kitchenRequestsOf } from './requests-repository';

/** The kitchen's own requests to farmers, always the signed-in kitchen's. */
export async function kitchenRequestsPlugin(app: Api, { db }: AppContext): Promise<void> {
  app.get(
    '/kitchen-requests',
    {
      config: { permission: 'kitchenDashboard' },
      schema: {
        tags: ['kitchen portal'],
        querystring: KitchenOwnRequestsQuery,
        response: responses({ 200: KitchenOwnRequestsResponse }),
      },
    },
    async (request) => {
      const { status } = request.query;
      return {
        data: await kitchenRequestsOf(db, currentUser(request).id, isAll(status) ? null : (status as RequestStatus)),
      };
    },
  );
}
