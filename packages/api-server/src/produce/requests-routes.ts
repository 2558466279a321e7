import { and, count, eq, sql } from 'drizzle-orm';
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
import { inventoryItems, kitchenRequests } from '../db/schema';
import { currentUser } from '../http/authorization';
import { conflict, notFound } from '../http/errors';
import { responses, type Api } from '../http/types';
import type { AppContext } from '../platform/context';
import { selectRequests } from './requests-repository';

const VERBS = { accepted: 'accepted', declined: 'declined', fulfilled: 'fulfilled' } as const;
/** The status a request must have to move to `next` (spec §4, REQUEST_TRANSITIONS). */
const requiredStatus = (next: RequestStatus): RequestStatus =>
  REQUEST_STATUSES.find((status) => REQUEST_TRANSITIONS[status].includes(next))!;
const SUCCESS = {
  accepted: REQUEST_MESSAGES.accepted,
  declined: REQUEST_MESSAGES.declined,
  fulfilled: REQUEST_MESSAGES.fulfilled,
} as const;

/** Rolls a fulfilment back when the farmer's stock is short (message: the produce name). */
class NotEnoughStock extends Error {}

/** A farmer's kitchen requests (spec §2 Farmer Kitchen Requests): summary, lists, one, status changes. */
export async function requestsPlugin(app: Api, { db }: AppContext): Promise<void> {
  const permission = 'farmerRequests' as const;
  const tags = ['requests'];

  app.get(
    '/requests/summary',
    { config: { permission }, schema: { tags, response: responses({ 200: RequestSummary }) } },
    async (request) => {
      const farmer = currentUser(request);
      const rows = await db
        .select({ status: kitchenRequests.status, total: count() })
        .from(kitchenRequests)
        .where(eq(kitchenRequests.farmerId, farmer.id))
        .groupBy(kitchenRequests.status);
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
        return {
          data: await selectRequests(
            db,
            and(eq(kitchenRequests.farmerId, farmer.id), eq(kitchenRequests.status, status)),
          ),
        };
      },
    );
  }

  app.get(
    '/requests/:id',
    { config: { permission }, schema: { tags, params: IdParams, response: responses({ 200: RequestResponse }) } },
    async (request) => {
      const farmer = currentUser(request);
      const [found] = await selectRequests(
        db,
        and(eq(kitchenRequests.id, request.params.id), eq(kitchenRequests.farmerId, farmer.id)),
      );
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
      const ownAndIn = (status: RequestStatus) =>
        and(eq(kitchenRequests.id, id), eq(kitchenRequests.farmerId, farmer.id), eq(kitchenRequests.status, status));
      const now = new Date();

      // One conditional update decides: of two racing changes only one still finds the old status.
      const changed = await db
        .transaction(async (tx) => {
          const [updated] = await tx
            .update(kitchenRequests)
            .set({
              status: next,
              updatedAt: now,
              ...(next === 'accepted' && { acceptedAt: now }),
              ...(next === 'declined' && { declinedAt: now, declineReason: request.body.decline_reason!.trim() }),
              ...(next === 'fulfilled' && { fulfilledAt: now }),
            })
            .where(ownAndIn(requiredStatus(next)))
            .returning();
          if (!updated || next !== 'fulfilled') return updated;
          // Fulfilling delivers the produce: take it out of the farmer's stock, never below zero.
          const [taken] = updated.inventoryItemId
            ? await tx
                .update(inventoryItems)
                .set({ quantity: sql`${inventoryItems.quantity} - ${updated.quantity}`, updatedAt: now })
                .where(
                  and(
                    eq(inventoryItems.id, updated.inventoryItemId),
                    eq(inventoryItems.farmerId, farmer.id),
                    sql`${inventoryItems.quantity} >= ${updated.quantity}`,
                  ),
                )
                .returning({ id: inventoryItems.id })
            : [];
          if (!taken) throw new NotEnoughStock(updated.produceName);
          return updated;
        })
        .catch((error) => {
          if (error instanceof NotEnoughStock) {
            throw conflict(`Not enough ${error.message} in your inventory to fulfil this request.`);
          }
          throw error;
        });

      if (!changed) {
        const [existing] = await db
          .select({ status: kitchenRequests.status })
          .from(kitchenRequests)
          .where(and(eq(kitchenRequests.id, id), eq(kitchenRequests.farmerId, farmer.id)));
        if (!existing) throw notFound();
        throw conflict(`This request is ${existing.status} and cannot be ${VERBS[next]}.`);
      }
      const [data] = await selectRequests(db, eq(kitchenRequests.id, id));
      return { message: SUCCESS[next], data };
    },
  );
}
