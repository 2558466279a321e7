import { REPORTED_BY_SCREEN } from '@farmplate/api-client/core';
import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  KITCHEN_ORDER_STATUSES,
  type KitchenOrder,
  type KitchenOrdersPage,
  type KitchenOrderStatus,
  type KitchenOrdersQuery,
  type OrderEventData,
} from '@farmplate/contracts';
import { useLiveEvent, useLiveInvalidation } from './live-updates';
import { apiRequest } from '@farmplate/api-client/core';

/** Customer orders on the kitchen and farmer order boards (spec §3 "Order", §4, §7 "Kitchen orders"). */

/** One page of a board with the true counts per status (the board is paged, never cut). */
export function listKitchenOrderPage(query: KitchenOrdersQuery = {}, signal?: AbortSignal): Promise<KitchenOrdersPage> {
  return apiRequest<KitchenOrdersPage>('/kitchen-orders', { query: { ...query }, signal });
}

/** The orders of the first page only (a summary such as the farmer dashboard's). */
export async function listKitchenOrders(query: KitchenOrdersQuery = {}, signal?: AbortSignal): Promise<KitchenOrder[]> {
  return (await listKitchenOrderPage(query, signal)).orders;
}

/** Moves an order to its next status (keyed by the order's internal id). */
export function updateKitchenOrderStatus(
  id: number,
  status: KitchenOrderStatus,
): Promise<{ message: string; order: KitchenOrder }> {
  return apiRequest(`/kitchen-orders/${id}`, { method: 'PUT', body: { status } });
}

/** Spec §8: the board answered with an error, or was not reached. */
const ORDERS_LOAD_FAILURE = {
  failed: 'Failed to load orders',
  errored: 'Error loading orders',
  reason: 'none',
} as const;

export const kitchenOrderKeys = {
  all: ['kitchen-orders'] as const,
  list: (query: KitchenOrdersQuery) => [...kitchenOrderKeys.all, 'list', query] as const,
  board: (query: KitchenOrdersQuery, pages: number) => [...kitchenOrderKeys.all, 'board', query, pages] as const,
  total: (query: KitchenOrdersQuery) => [...kitchenOrderKeys.all, 'total', query] as const,
};

/** The pages of a board loaded so far, first to last. */
export interface KitchenOrderBoardPages {
  pages: KitchenOrdersPage[];
}

type CachedOrders = KitchenOrder[] | KitchenOrderBoardPages;

/** Rewrites every cached order of every list and board (a plain list or the pages of a board). */
function updateCachedOrders(queryClient: QueryClient, update: (order: KitchenOrder) => KitchenOrder) {
  queryClient.setQueriesData<CachedOrders>({ queryKey: kitchenOrderKeys.all }, (cached) => {
    if (!cached) return cached;
    if (Array.isArray(cached)) return cached.map(update);
    return { ...cached, pages: cached.pages.map((page) => ({ ...page, orders: page.orders.map(update) })) };
  });
}

/** The board's statuses: an order event with another (cancelled) is left to the board (OrderBoard). */
const isBoardStatus = (status: string): status is KitchenOrderStatus =>
  (KITCHEN_ORDER_STATUSES as readonly string[]).includes(status);

/** The order of a board with the new state a live event carries. */
function withEventState(order: KitchenOrder, event: OrderEventData): KitchenOrder {
  if (!isBoardStatus(event.status)) return order;
  return {
    ...order,
    status: event.status,
    payment_status: event.payment_status,
    started_at: event.started_at ?? order.started_at,
    ready_at: event.ready_at ?? order.ready_at,
    completed_at: event.completed_at ?? order.completed_at,
  };
}

/**
 * Live (live-updates.ts): a new order reloads the board's lists (its lines are not in the event);
 * a status change is written into every cached list at once. `refetchInterval` polls: by default
 * only while live updates are interrupted; `enabled: false` waits until asked (older orders).
 */
export function useKitchenOrders(
  query: KitchenOrdersQuery = {},
  { refetchInterval, enabled = true }: { refetchInterval?: number | false; enabled?: boolean } = {},
) {
  const queryClient = useQueryClient();
  const fallbackInterval = useLiveInvalidation(['order.created'], kitchenOrderKeys.all);
  useLiveEvent(['order.updated'], (event) =>
    updateCachedOrders(queryClient, (order) =>
      order.id === event.data.id ? withEventState(order, event.data) : order,
    ),
  );
  return useQuery({
    meta: { errorMessage: ORDERS_LOAD_FAILURE },
    queryKey: kitchenOrderKeys.list(query),
    queryFn: ({ signal }) => listKitchenOrders(query, signal),
    refetchInterval: refetchInterval ?? fallbackInterval,
    enabled,
  });
}

/**
 * How many orders match `query` (the page's total; no order is sent): a dashboard figure such as
 * the farmer's orders completed this month, counted by the server over every order, not one page.
 */
export function useKitchenOrderTotal(query: Omit<KitchenOrdersQuery, 'page' | 'per_page'>) {
  const fallbackInterval = useLiveInvalidation(['order.created', 'order.updated'], kitchenOrderKeys.all);
  return useQuery({
    meta: REPORTED_BY_SCREEN,
    queryKey: kitchenOrderKeys.total(query),
    queryFn: ({ signal }) => listKitchenOrderPage({ ...query, per_page: 1 }, signal),
    select: (page) => page.total,
    refetchInterval: fallbackInterval,
  });
}

/**
 * A board's orders page by page ("Load more orders"), each page with the true counts per status;
 * live like `useKitchenOrders`. The pages shown are one query (a refetch reloads all of them, so
 * counts and cards stay in step); loading more keeps the shown pages on screen meanwhile. Written
 * with useQuery alone: the apps share only part of React Query (packages/federation/src/shared-query.ts).
 */
export function useKitchenOrderBoard(
  query: Omit<KitchenOrdersQuery, 'page'>,
  { refetchInterval }: { refetchInterval?: number | false } = {},
) {
  const queryClient = useQueryClient();
  const fallbackInterval = useLiveInvalidation(['order.created'], kitchenOrderKeys.all);
  useLiveEvent(['order.updated'], (event) =>
    updateCachedOrders(queryClient, (order) =>
      order.id === event.data.id ? withEventState(order, event.data) : order,
    ),
  );
  // another tab or search starts again at one page
  const key = JSON.stringify(query);
  const [paging, setPaging] = useState({ key, pages: 1 });
  const pages = paging.key === key ? paging.pages : 1;
  const board = useQuery({
    meta: { errorMessage: ORDERS_LOAD_FAILURE },
    queryKey: kitchenOrderKeys.board(query, pages),
    queryFn: async ({ signal }): Promise<KitchenOrderBoardPages> => ({
      pages: await Promise.all(
        Array.from({ length: pages }, (_, index) => listKitchenOrderPage({ ...query, page: index + 1 }, signal)),
      ),
    }),
    refetchInterval: refetchInterval ?? fallbackInterval,
    placeholderData: keepPreviousData,
  });
  const last = board.data?.pages.at(-1);
  return {
    ...board,
    hasNextPage: !!last && last.current_page < last.last_page,
    fetchNextPage: () => setPaging({ key, pages: pages + 1 }),
    isFetchingNextPage: board.isPlaceholderData && board.isFetching,
  };
}

/**
 * Updates the order in every cached list at once (the card moves without a flash); after any
 * answer, a refusal included (another device may have moved the order), the lists reload.
 */
export function useUpdateKitchenOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: REPORTED_BY_SCREEN,
    mutationFn: ({ id, status }: { id: number; status: KitchenOrderStatus }) => updateKitchenOrderStatus(id, status),
    onSuccess: ({ order }) => updateCachedOrders(queryClient, (cached) => (cached.id === order.id ? order : cached)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: kitchenOrderKeys.all }),
  });
}
