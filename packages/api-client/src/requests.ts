import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  REQUEST_STATUSES,
  type KitchenRequest,
  type RequestStatus,
  type RequestStatusBody,
  type RequestSummary,
} from '@farmplate/contracts';
import { inventoryKeys } from './inventory';
import { apiRequest } from '@farmplate/api-client/core';
import { useLiveInvalidation } from './live-updates';
import type { FailureTexts } from './query-client';

/** Kitchen requests as the farmer sees them (spec §3 "Kitchen request", §4, §7 "Requests"). */

/** The changes a farmer can make: pending → accepted | declined, accepted → fulfilled. */
export type RequestDecision = RequestStatusBody['status'];

export function getRequestSummary(signal?: AbortSignal): Promise<RequestSummary> {
  return apiRequest<RequestSummary>('/requests/summary', { signal });
}

export async function listRequestsByStatus(status: RequestStatus, signal?: AbortSignal): Promise<KitchenRequest[]> {
  const { data } = await apiRequest<{ data: KitchenRequest[] }>(`/requests/${status}`, { signal });
  return data;
}

const newestFirst = (a: KitchenRequest, b: KitchenRequest) =>
  Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id;

/** "All" is built by fetching the four statuses in turn (spec §4), newest first. */
export async function listAllRequests(signal?: AbortSignal): Promise<KitchenRequest[]> {
  const merged: KitchenRequest[] = [];
  for (const status of REQUEST_STATUSES) merged.push(...(await listRequestsByStatus(status, signal)));
  return merged.sort(newestFirst);
}

export function updateRequestStatus(
  id: number,
  change: RequestStatusBody,
): Promise<{ message: string; data: KitchenRequest }> {
  return apiRequest(`/requests/${id}/status`, { method: 'PUT', body: change });
}

/** 'all' or one status: which list a screen shows. */
export type RequestListFilter = RequestStatus | 'all';

export const requestKeys = {
  all: ['requests'] as const,
  summary: () => [...requestKeys.all, 'summary'] as const,
  list: (filter: RequestListFilter) => [...requestKeys.all, 'list', filter] as const,
};

/** Spec §8: a list that did not load. */
const REQUESTS_LOAD_FAILURE: FailureTexts = { failed: 'Failed to load requests', errored: 'Error loading requests' };

/** Spec §8: a decision that was refused ('Failed to …', with the server's reason) or not sent. */
const DECISION_FAILURES: Record<RequestDecision, FailureTexts> = {
  accepted: { failed: 'Failed to accept request', errored: 'Error accepting request' },
  declined: { failed: 'Failed to decline request', errored: 'Error declining request' },
  fulfilled: { failed: 'Failed to fulfill request', errored: 'Error fulfilling request' },
};

/** A kitchen's new request or a status change reaches the farmer's lists live (live-updates.ts). */
const REQUEST_EVENTS = ['request.created', 'request.updated'] as const;

export function useRequestSummary() {
  const refetchInterval = useLiveInvalidation(REQUEST_EVENTS, requestKeys.all);
  return useQuery({
    meta: { errorMessage: REQUESTS_LOAD_FAILURE },
    queryKey: requestKeys.summary(),
    queryFn: ({ signal }) => getRequestSummary(signal),
    refetchInterval,
  });
}

export function useRequests(filter: RequestListFilter) {
  const refetchInterval = useLiveInvalidation(REQUEST_EVENTS, requestKeys.all);
  return useQuery({
    meta: { errorMessage: REQUESTS_LOAD_FAILURE },
    refetchInterval,
    queryKey: requestKeys.list(filter),
    queryFn: ({ signal }) => (filter === 'all' ? listAllRequests(signal) : listRequestsByStatus(filter, signal)),
  });
}

/**
 * Accept, decline or fulfil; afterwards (also after a 409: someone else may have moved it) every
 * list and the summary reload, and a fulfilment changes stock.
 */
export function useUpdateRequestStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorMessage: ({ change }: { change: RequestStatusBody }) => DECISION_FAILURES[change.status] },
    mutationFn: ({ id, change }: { id: number; change: RequestStatusBody }) => updateRequestStatus(id, change),
    onSettled: (_result, _error, { change }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: requestKeys.all }),
        change.status === 'fulfilled' ? queryClient.invalidateQueries({ queryKey: inventoryKeys.all }) : undefined,
      ]),
  });
}
