import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BoxCheckoutBody,
  CreateSubscriptionBody,
  LoyaltyResponse,
  MessageResponse,
  PauseSubscriptionBody,
  PublicBoxesResponse,
  Subscription,
  TrackedOrder,
  UpdateSubscriptionBody,
  WaitlistBody,
} from '@farmplate/contracts';
// eslint-disable-next-line import-x/no-cycle -- the public calls are part of the light entry and use its one request core
import { apiRequest, REPORTED_BY_SCREEN } from '@farmplate/api-client/core';

/**
 * Farm boxes for households: the shop by ZIP and its city waitlists, a customer's
 * subscriptions (subscribe, skip, pause, change, cancel), the reminder mail's skip link and the
 * customer's loyalty points. Part of the light entry: the public boxes page needs them.
 */

export const boxKeys = {
  shop: (zip: string) => ['boxes', 'us', zip] as const,
  subscriptions: ['subscriptions'] as const,
  loyalty: ['loyalty'] as const,
};

interface SubscriptionAnswer {
  message: string;
  data: Subscription;
}

export function getPublicBoxes(zip: string, signal?: AbortSignal): Promise<PublicBoxesResponse> {
  return apiRequest<PublicBoxesResponse>('/boxes', { query: { region: 'us', zip }, signal });
}

export function joinBoxWaitlist(body: WaitlistBody): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/box-waitlist', { method: 'POST', body });
}

export function createSubscription(body: CreateSubscriptionBody): Promise<SubscriptionAnswer> {
  return apiRequest<SubscriptionAnswer>('/subscriptions', { method: 'POST', body });
}

/** One box bought once (signed-in customers); the key makes a double click one order. */
export function buyBox(body: BoxCheckoutBody): Promise<{ message: string; data: TrackedOrder }> {
  return apiRequest<{ message: string; data: TrackedOrder }>('/box-orders', { method: 'POST', body });
}

export async function getSubscriptions(signal?: AbortSignal): Promise<Subscription[]> {
  const { data } = await apiRequest<{ data: Subscription[] }>('/subscriptions', { signal });
  return data;
}

export function updateSubscription(id: number, body: UpdateSubscriptionBody): Promise<SubscriptionAnswer> {
  return apiRequest<SubscriptionAnswer>(`/subscriptions/${id}`, { method: 'PUT', body });
}

export function skipSubscriptionDelivery(id: number): Promise<SubscriptionAnswer> {
  return apiRequest<SubscriptionAnswer>(`/subscriptions/${id}/skip`, { method: 'POST' });
}

export function pauseSubscription(id: number, body: PauseSubscriptionBody): Promise<SubscriptionAnswer> {
  return apiRequest<SubscriptionAnswer>(`/subscriptions/${id}/pause`, { method: 'POST', body });
}

export function cancelSubscription(id: number): Promise<SubscriptionAnswer> {
  return apiRequest<SubscriptionAnswer>(`/subscriptions/${id}/cancel`, { method: 'POST' });
}

/** The reminder mail's one-click skip: the signed token names the subscription and the delivery. */
export function skipByLink(token: string): Promise<SubscriptionAnswer> {
  return apiRequest<SubscriptionAnswer>(`/subscriptions/skip/${encodeURIComponent(token)}`, { method: 'POST' });
}

export function getLoyalty(signal?: AbortSignal): Promise<LoyaltyResponse> {
  return apiRequest<LoyaltyResponse>('/loyalty', { signal });
}

/** The boxes on offer at a ZIP (or its city's waitlist); nothing is asked before a ZIP is entered. */
export function usePublicBoxes(zip: string | null) {
  return useQuery({
    queryKey: boxKeys.shop(zip ?? ''),
    queryFn: ({ signal }) => getPublicBoxes(zip ?? '', signal),
    enabled: zip !== null,
    // the page says it could not load the boxes in place, under the ZIP form
    meta: REPORTED_BY_SCREEN,
  });
}

export const useJoinBoxWaitlist = () => useMutation({ meta: REPORTED_BY_SCREEN, mutationFn: joinBoxWaitlist });

/** Subscribe: the form shows the server's refusal (sold out, size not offered) and field messages itself. */
export function useCreateSubscription() {
  const client = useQueryClient();
  return useMutation({
    meta: REPORTED_BY_SCREEN,
    mutationFn: createSubscription,
    onSuccess: () => client.invalidateQueries({ queryKey: boxKeys.subscriptions }),
  });
}

/** Checkout of a box: the form shows the server's refusal (sold out, ZIP not served) and field messages itself. */
export function useBuyBox() {
  const client = useQueryClient();
  return useMutation({
    meta: REPORTED_BY_SCREEN,
    mutationFn: buyBox,
    // My Orders lists it
    onSuccess: () => client.invalidateQueries({ queryKey: ['customer-orders'] }),
  });
}

export function useSubscriptions() {
  return useQuery({
    queryKey: boxKeys.subscriptions,
    queryFn: ({ signal }) => getSubscriptions(signal),
    meta: {
      errorMessage: { failed: 'Failed to load your subscriptions', errored: 'Error loading your subscriptions' },
    },
  });
}

/** Each change answers the subscription as it is now: the list takes it without a reload. */
function useSubscriptionChange<Vars>(
  call: (vars: Vars) => Promise<SubscriptionAnswer>,
  errorMessage: { failed: string; errored: string },
) {
  const client = useQueryClient();
  return useMutation({
    meta: { errorMessage },
    mutationFn: call,
    onSuccess: ({ data }) =>
      client.setQueryData<Subscription[]>(boxKeys.subscriptions, (list) =>
        list?.map((each) => (each.id === data.id ? data : each)),
      ),
  });
}

export const useSkipSubscriptionDelivery = () =>
  useSubscriptionChange((id: number) => skipSubscriptionDelivery(id), {
    failed: 'Failed to skip the delivery',
    errored: 'Error skipping the delivery',
  });

export const usePauseSubscription = () =>
  useSubscriptionChange(({ id, until }: { id: number; until: string }) => pauseSubscription(id, { until }), {
    failed: 'Failed to pause the subscription',
    errored: 'Error pausing the subscription',
  });

/** Change: the form shows field messages in place; the toast names any other refusal. */
export const useUpdateSubscription = () =>
  useSubscriptionChange(
    ({ id, change }: { id: number; change: UpdateSubscriptionBody }) => updateSubscription(id, change),
    {
      failed: 'Failed to update the subscription',
      errored: 'Error updating the subscription',
    },
  );

export const useCancelSubscription = () =>
  useSubscriptionChange((id: number) => cancelSubscription(id), {
    failed: 'Failed to cancel the subscription',
    errored: 'Error cancelling the subscription',
  });

/** The skip link page says what happened in place (done, used or invalid). */
export const useSkipByLink = () => useMutation({ meta: REPORTED_BY_SCREEN, mutationFn: skipByLink });

/** enabled: false for a visitor not signed in (checkout asks only a customer's points) */
export function useLoyalty({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: boxKeys.loyalty,
    queryFn: ({ signal }) => getLoyalty(signal),
    meta: { errorMessage: { failed: 'Failed to load your points', errored: 'Error loading your points' } },
  });
}

// written by the one formatting module (contracts src/format); kept here for the pages importing it from the client
export { formatDeliveryDate } from '@farmplate/contracts';
