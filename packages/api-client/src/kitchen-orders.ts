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

/** Moves an order to its next status (keyed by the order's internal id). */
export function updateKitchenOrderStatus(
  id: number,
  status: KitchenOrderStatus,
): Promise<{ message: string; order: KitchenOrder }> {
  return apiRequest(`/kitchen-orders/${id}`, { method: 'PUT', body: { status } });
}

/** Spec §8: the board answered with an error, or was not reached. */
export const ORDERS_LOAD_FAILURE = {
  failed: 'Failed to load orders',
  errored: 'Error loading orders',
  reason: 'none',
} as const;

export const kitchenOrderKeys = {
  all: ['kitchen-orders'] as const,
  board: (query: KitchenOrdersQuery, pages: number) => [...kitchenOrderKeys.all, 'board', query, pages] as const,
  total: (query: KitchenOrdersQuery) => [...kitchenOrderKeys.all, 'total', query] as const,
};

/** The pages of a board loaded so far, first to last. */
export interface KitchenOrderBoardPages {
  pages: KitchenOrdersPage[];
}

/** The board's statuses: an order event with another (cancelled) is marked by the board. */
const isBoardStatus = (status: string): status is KitchenOrderStatus =>
  (KITCHEN_ORDER_STATUSES as readonly string[]).includes(status);

/**
 * The order's state a status change gives it: the answer of the change, or a live event. Its
 * delivery step too: Mark as Ready starts a delivery order's dispatch, a courier's claim brings
 * the courier's first name and vehicle.
 */
type OrderChange = Pick<
  KitchenOrder,
  | 'id'
  | 'status'
  | 'payment_status'
  | 'started_at'
  | 'ready_at'
  | 'completed_at'
  | 'delivery_status'
  | 'assigned_at'
  | 'picked_up_at'
  | 'courier'
>;

const sameState = (order: KitchenOrder, change: OrderChange) =>
  order.status === change.status &&
  order.payment_status === change.payment_status &&
  order.started_at === change.started_at &&
  order.ready_at === change.ready_at &&
  order.completed_at === change.completed_at &&
  order.delivery_status === change.delivery_status &&
  order.assigned_at === change.assigned_at &&
  order.picked_up_at === change.picked_up_at &&
  order.courier?.first_name === change.courier?.first_name &&
  order.courier?.vehicle === change.courier?.vehicle;

/** One cached board with the change: the card, the counts per status, and a tab of another status without it. */
function boardWithChange(board: KitchenOrderBoardPages, query: KitchenOrdersQuery, change: OrderChange) {
  const before = board.pages.flatMap((page) => page.orders).find((order) => order.id === change.id);
  // not loaded here, or already in this state (the acting tab receiving its own change live): unchanged
  if (!before || sameState(before, change)) return board;
  const leaves = !!query.status && query.status !== change.status;
  return {
    ...board,
    pages: board.pages.map((page) => ({
      ...page,
      total: leaves ? Math.max(0, page.total - 1) : page.total,
      counts: {
        ...page.counts,
        [before.status]: Math.max(0, page.counts[before.status] - 1),
        [change.status]: page.counts[change.status] + 1,
      },
      orders: page.orders.flatMap((order) =>
        order.id !== change.id ? [order] : leaves ? [] : [{ ...order, ...pickState(change) }],
      ),
    })),
  };
}

const pickState = ({
  status,
  payment_status,
  started_at,
  ready_at,
  completed_at,
  delivery_status,
  assigned_at,
  picked_up_at,
  courier,
}: OrderChange) => ({
  status,
  payment_status,
  started_at,
  ready_at,
  completed_at,
  delivery_status,
  assigned_at,
  picked_up_at,
  courier,
});

/**
 * Writes a status change into every cached board once: the mutation's answer in the acting tab,
 * a live event in the others. A board that already shows the state is left as it is, so the
 * acting tab's own live event changes nothing and nothing is reloaded.
 */
export function applyOrderChange(queryClient: QueryClient, change: OrderChange): void {
  if (!isBoardStatus(change.status)) return;
  for (const [key, cached] of queryClient.getQueriesData<KitchenOrderBoardPages>({
    queryKey: [...kitchenOrderKeys.all, 'board'],
  })) {
    if (!cached) continue;
    const next = boardWithChange(cached, key[2] as KitchenOrdersQuery, change);
    if (next !== cached) queryClient.setQueryData(key, next);
  }
}

/** The live event's state of an order, in the board's terms. */
const changeOf = (event: OrderEventData): OrderChange => ({
  id: event.id,
  status: event.status as KitchenOrderStatus,
  payment_status: event.payment_status,
  started_at: event.started_at,
  ready_at: event.ready_at,
  completed_at: event.completed_at,
  delivery_status: event.delivery_status,
  assigned_at: event.assigned_at,
  picked_up_at: event.picked_up_at,
  courier: event.courier,
});

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
 * live: a new order reloads it (its lines are not in the event), a status change is written
 * into it (applyOrderChange). The pages shown are one query (a refetch reloads all of them, so
 * counts and cards stay in step); loading more keeps the shown pages on screen meanwhile. Written
 * with useQuery alone: the apps share only part of React Query (packages/federation/src/shared-query.ts).
 */
export function useKitchenOrderBoard(
  query: Omit<KitchenOrdersQuery, 'page'>,
  { refetchInterval }: { refetchInterval?: number | false } = {},
) {
  const queryClient = useQueryClient();
  const fallbackInterval = useLiveInvalidation(['order.created'], kitchenOrderKeys.all);
  // An admin's cancellation marks the card at once (the next reload drops the order from the board).
  const [cancelled, setCancelled] = useState<ReadonlySet<number>>(() => new Set());
  // a courier's claim, pickup or release is written into the card too: the event names the courier
  useLiveEvent(['order.updated'], ({ data }) => {
    if (data.status === 'cancelled') setCancelled((ids) => new Set(ids).add(data.id));
    else applyOrderChange(queryClient, changeOf(data));
  });
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
    /** the orders an admin cancelled since they were loaded */
    cancelled,
    hasNextPage: !!last && last.current_page < last.last_page,
    fetchNextPage: () => setPaging({ key, pages: pages + 1 }),
    isFetchingNextPage: board.isPlaceholderData && board.isFetching,
  };
}

/**
 * Writes the answered order into every cached board at once (the card moves without a flash, the
 * counts follow); the live event of the same change then finds it done. A refusal reloads the
 * boards: another device may have moved the order.
 */
export function useUpdateKitchenOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: REPORTED_BY_SCREEN,
    mutationFn: ({ id, status }: { id: number; status: KitchenOrderStatus }) => updateKitchenOrderStatus(id, status),
    onSuccess: ({ order }) => applyOrderChange(queryClient, order),
    onError: () => queryClient.invalidateQueries({ queryKey: kitchenOrderKeys.all }),
  });
}

/** POST /kitchen-orders/{id}/handover: the kitchen gives a ready delivery order to its courier (picked up). */
export function handOverKitchenOrder(id: number): Promise<{ message: string; order: KitchenOrder }> {
  return apiRequest(`/kitchen-orders/${id}/handover`, { method: 'POST' });
}

/**
 * Hand over: the answered order is written into the boards at once, like a status change (the
 * live event of the same change then finds it done, so this tab does not reload for its own
 * change). A refusal reloads the boards: another device (or the courier's pickup code) may have
 * got there first. The board's dialog says a failure.
 */
export function useHandOverKitchenOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: REPORTED_BY_SCREEN,
    mutationFn: handOverKitchenOrder,
    onSuccess: ({ order }) => applyOrderChange(queryClient, order),
    onError: () => queryClient.invalidateQueries({ queryKey: kitchenOrderKeys.all }),
  });
}
