import {
  IdParams,
  REQUEST_MESSAGES,
  REQUEST_STATUSES,
  REQUEST_TRANSITIONS,
  RequestListResponse,
  RequestResponse,
  RequestStatusBody,
  RequestStatusResponse,
  RequestSummary,
  type RequestStatus,
} from '@farmplate/contracts';
import { currentUser } from '../http/authorization';
import { conflict, notFound } from '../http/errors';
import { responses, type Api } from '../http/types';
import type { AppContext } from '../platform/context';
import {
  farmerRequest,
  farmerRequestsOf,
  farmerRequestStatus,
  moveRequest,
  NotEnoughStock,
  requestById,
  requestCountsOf,
} from './requests-repository';

const VERBS = { accepted: 'accepted', declined: 'declined', fulfilled: 'fulfilled' } as const;
/** The status a request must have to move to `next` (spec §4, REQUEST_TRANSITIONS). */
const requiredStatus = (next: RequestStatus): RequestStatus =>
  REQUEST_STATUSES.find((status) => REQUEST_TRANSITIONS[status].includes(next))!;
const SUCCESS = {
  accepted: REQUEST_MESSAGES.accepted,
  declined: REQUEST_MESSAGES.declined,
  fulfilled: REQUEST_MESSAGES.fulfilled,
} as const;

/** A farmer's kitchen requests (spec §2 Farmer Kitchen Requests): summary, lists, one, status changes. */
export async function requestsPlugin(app: Api, { db }: AppContext): Promise<void> {
  const permission = 'farmerRequests' as const;
  const tags = ['requests'];

  app.get(
    '/requests/summary',
    { config: { permission }, schema: { tags, response: responses({ 200: RequestSummary }) } },
    async (request) => {
      const farmer = currentUser(request);
      const rows = await requestCountsOf(db, farmer.id);
      const counts = Object.fromEntries(REQUEST_STATUSES.map((status) => [status, 0])) as Record<RequestStatus, number>;
      for (const row of rows) counts[row.status as RequestStatus] = row.total;
      return { total_requests: rows.reduce((sum, row) => sum + row.total, 0), ...counts, active: counts.accepted };
    },
  );

  for (const status of REQUEST_STATUSES) {
    app.get(
      `/requests/${status}`,
      { config: { permission }, schema: { tags, response: responses({ 200: RequestListResponse }) } },
      async (request) => {
        const farmer = currentUser(request);
        return { data: await farmerRequestsOf(db, farmer.id, status) };
      },
    );
  }

  app.get(
    '/requests/:id',
    { config: { permission }, schema: { tags, params: IdParams, response: responses({ 200: RequestResponse }) } },
    async (request) => {
      const farmer = currentUser(request);
      const found = await farmerRequest(db, farmer.id, request.params.id);
      if (!found) throw notFound();
      return { data: found };
    },
  );

  app.put(
    '/requests/:id/status',
    {
      config: { permission },
      schema: { tags, params: IdParams, body: RequestStatusBody, response: responses({ 200: RequestStatusResponse }) },
    },
    async (request) => {
      const farmer = currentUser(request);
      const { id } = request.params;
      const next = request.body.status;
      // One conditional update decides: of two racing changes only one still finds the old status.
      const changed = await moveRequest(
        db,
        farmer.id,
        id,
        requiredStatus(next),
        next,
        request.body.decline_reason,
        new Date(),
      ).catch((error) => {
        if (error instanceof NotEnoughStock) {
          throw conflict(`Not enough ${error.message} in your inventory to fulfil this request.`);
        }
        throw error;
      });

      if (!changed) {
        const status = await farmerRequestStatus(db, farmer.id, id);
        if (status === null) throw notFound();
        throw conflict(`This request is ${status} and cannot be ${VERBS[next]}.`);
      }
      const data = await requestById(db, id);
      return { message: SUCCESS[next], data };
    },
  );
}
