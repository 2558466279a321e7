import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CheckoutBody,
  OrderRegion,
  PublicMenuResponse,
  TrackedOrder,
  TrackedOrderStatus,
} from '@farmplate/contracts';
// eslint-disable-next-line import-x/no-cycle -- the public calls are part of the light entry and use its one request core
import { apiRequest, REPORTED_BY_SCREEN } from '@farmplate/api-client/core';
import { useTrackingStream } from './tracking-stream';

/** Customers order: the live public menu, checkout, the tracking link and a customer's own orders. */

export const customerOrderKeys = {
  menu: (region: OrderRegion) => ['public-menu', region] as const,
  /** one cache entry per tracking link: polling fills it now, a live event may fill the same key */
  tracking: (token: string) => ['tracked-order', token] as const,
  mine: ['customer-orders'] as const,
};

export function getPublicMenu(region: OrderRegion, signal?: AbortSignal): Promise<PublicMenuResponse> {
  return apiRequest<PublicMenuResponse>('/public-menu', { query: { region }, signal });
}

/** POST /orders: the body's idempotency_key makes a repeated submit answer the same order. */
export async function placeOrder(body: CheckoutBody): Promise<{ message: string; data: TrackedOrder }> {
  return apiRequest('/orders', { method: 'POST', body });
}

export async function getTrackedOrder(token: string, signal?: AbortSignal): Promise<TrackedOrder> {
  const { data } = await apiRequest<{ data: TrackedOrder }>(`/orders/track/${encodeURIComponent(token)}`, { signal });
  return data;
}

export function cancelTrackedOrder(token: string): Promise<{ message: string; data: TrackedOrder }> {
  return apiRequest(`/orders/track/${encodeURIComponent(token)}/cancel`, { method: 'POST' });
}

/** A tip after delivery: the courier keeps all of it. */
export function tipTrackedOrder(token: string, amount: number): Promise<{ message: string; data: TrackedOrder }> {
  return apiRequest(`/orders/track/${encodeURIComponent(token)}/tip`, { method: 'POST', body: { amount } });
}

export async function getCustomerOrders(signal?: AbortSignal): Promise<TrackedOrder[]> {
  const { data } = await apiRequest<{ data: TrackedOrder[] }>('/customer-orders', { signal });
  return data;
}

/** The region's live menu; `placeholder` is shown (and flagged isPlaceholderData) until it arrives. */
export function usePublicMenu(region: OrderRegion, placeholder?: PublicMenuResponse) {
  return useQuery({
    queryKey: customerOrderKeys.menu(region),
    queryFn: ({ signal }) => getPublicMenu(region, signal),
    placeholderData: placeholder,
    staleTime: 30_000,
    meta: { errorMessage: 'Failed to load the menu' },
  });
}

/** Statuses after which an order no longer changes: polling stops there. */
export const FINAL_ORDER_STATUSES: readonly TrackedOrderStatus[] = ['completed', 'cancelled'];
export const TRACKING_POLL_MS = 3_000;

const isFinal = (order: TrackedOrder | undefined) => !!order && FINAL_ORDER_STATUSES.includes(order.status);

/**
 * The order behind a tracking link, live: while it is open the page holds the order's own event
 * stream (a tracking ticket, `useTrackingStream`) and reloads the order on each of its events
 * (the kitchen's steps, a courier's claim, pickup, delivery). It polls every 3 s only while that
 * stream is not live (connecting, interrupted, or a browser without EventSource), and stops once
 * the order is completed or cancelled.
 */
export function useTrackedOrder(token: string) {
  const client = useQueryClient();
  const key = customerOrderKeys.tracking(token);
  const cached = client.getQueryData<TrackedOrder>(key);
  const stream = useTrackingStream(token, !!cached && !isFinal(cached), () => {
    void client.invalidateQueries({ queryKey: key });
  });
  return useQuery({
    meta: REPORTED_BY_SCREEN,
    queryKey: key,
    queryFn: ({ signal }) => getTrackedOrder(token, signal),
    refetchInterval: (query) => (isFinal(query.state.data) || stream === 'live' ? false : TRACKING_POLL_MS),
  });
}

export const setTrackedOrder = (client: QueryClient, order: TrackedOrder): void =>
  void client.setQueryData(customerOrderKeys.tracking(order.tracking_token), order);

export function usePlaceOrder() {
  const client = useQueryClient();
  return useMutation({
    meta: REPORTED_BY_SCREEN,
    mutationFn: placeOrder,
    onSuccess: ({ data }) => {
      setTrackedOrder(client, data);
      void client.invalidateQueries({ queryKey: customerOrderKeys.mine });
    },
  });
}

export function useCancelTrackedOrder(token: string) {
  const client = useQueryClient();
  return useMutation({
    meta: REPORTED_BY_SCREEN,
    mutationFn: () => cancelTrackedOrder(token),
    onSuccess: ({ data }) => setTrackedOrder(client, data),
  });
}

export function useCustomerOrders() {
  return useQuery({
    queryKey: customerOrderKeys.mine,
    queryFn: ({ signal }) => getCustomerOrders(signal),
    meta: { errorMessage: 'Failed to load orders' },
  });
}

/** Adds a tip from the tracking page once the order is delivered; the page says a failure in place. */
export function useTipTrackedOrder(token: string) {
  const client = useQueryClient();
  return useMutation({
    meta: REPORTED_BY_SCREEN,
    mutationFn: (amount: number) => tipTrackedOrder(token, amount),
    onSuccess: ({ data }) => setTrackedOrder(client, data),
  });
}
