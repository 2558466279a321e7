import { ADMIN_ORDER_MESSAGES } from '@farmplate/contracts';
import { REPORTED_BY_SCREEN } from '@farmplate/api-client/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminOrder,
  AdminOrderFilters,
  AdminOrderKitchensResponse,
  AdminOrdersQuery,
  AdminOrdersResponse,
  OrderBurstsQuery,
  OrderBurstsResponse,
  VoidOrdersResponse,
} from '@farmplate/contracts';
import { apiRequest } from '@farmplate/api-client/core';
import { useLiveInvalidation } from './live-updates';
import { downloadFile } from './download';
import { kitchenOrderKeys } from './kitchen-orders';
import { adminKeys } from './admin';
import { adminReportKeys } from './admin-reports';

/** Admin Order Management (spec §7 "Admin orders"): list with counters, cancel, CSV export. */

export const adminOrderKeys = {
  all: ['admin-orders'] as const,
  list: (query: AdminOrdersQuery) => [...adminOrderKeys.all, 'list', query] as const,
  kitchens: () => [...adminOrderKeys.all, 'kitchens'] as const,
  bursts: (query: OrderBurstsQuery) => [...adminOrderKeys.all, 'bursts', query] as const,
};

export function listAdminOrders(query: AdminOrdersQuery, signal?: AbortSignal): Promise<AdminOrdersResponse> {
  return apiRequest<AdminOrdersResponse>('/admin-orders', { query: { ...query }, signal });
}

export function useAdminOrders(query: AdminOrdersQuery) {
  const refetchInterval = useLiveInvalidation(['order.created', 'order.updated'], [...adminOrderKeys.all, 'list']);
  return useQuery({
    meta: {
      errorMessage: {
        failed: ADMIN_ORDER_MESSAGES.loadFailed,
        errored: ADMIN_ORDER_MESSAGES.loadErrored,
        reason: 'alone',
      },
    },
    refetchInterval,
    queryKey: adminOrderKeys.list(query),
    queryFn: ({ signal }) => listAdminOrders(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** Every kitchen and farm, for the kitchen filter. */
export function useAdminOrderKitchens() {
  return useQuery({
    meta: REPORTED_BY_SCREEN,
    queryKey: adminOrderKeys.kitchens(),
    queryFn: ({ signal }) => apiRequest<AdminOrderKitchensResponse>('/admin-orders/kitchens', { signal }),
    staleTime: 60_000,
  });
}

/** PUT /admin-orders/{id}: status cancelled and payment refunded, keyed by order_id (spec §7). */
export function cancelAdminOrder(order: Pick<AdminOrder, 'order_id'>) {
  return apiRequest<{ message: string; data: AdminOrder }>(`/admin-orders/${order.order_id}`, {
    method: 'PUT',
    body: { status: 'cancelled', paymentStatus: 'refunded', order_id: order.order_id },
  });
}

export function useCancelAdminOrder() {
  const client = useQueryClient();
  return useMutation({
    meta: {
      errorMessage: {
        failed: ADMIN_ORDER_MESSAGES.cancelFailed,
        errored: ADMIN_ORDER_MESSAGES.cancelErrored,
        reason: 'alone',
      },
    },
    mutationFn: cancelAdminOrder,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminOrderKeys.all }),
        client.invalidateQueries({ queryKey: kitchenOrderKeys.all }),
      ]),
  });
}

/** Downloads every order matching the filters (all pages) as CSV. */
export const exportAdminOrders = (filters: AdminOrderFilters) => downloadFile('/admin-orders/export', { ...filters });

/** The CSV export as a mutation: its failure is toasted once, like every call's (the server's reason alone). */
export function useExportAdminOrders() {
  return useMutation({
    meta: { errorMessage: { failed: 'Failed to export orders', errored: 'Error exporting orders', reason: 'alone' } },
    mutationFn: exportAdminOrders,
  });
}

/** Suspected floods: bursts of open orders with one contact, address or customer (GET /admin-orders/bursts). */
export function useOrderBursts(query: OrderBurstsQuery = {}) {
  const refetchInterval = useLiveInvalidation(['order.created'], [...adminOrderKeys.all, 'bursts'], {
    throttleMs: 5_000,
  });
  return useQuery({
    meta: REPORTED_BY_SCREEN,
    refetchInterval,
    queryKey: adminOrderKeys.bursts(query),
    queryFn: ({ signal }) => apiRequest<OrderBurstsResponse>('/admin-orders/bursts', { query: { ...query }, signal }),
  });
}

/** POST /admin-orders/void: all of these orders cancelled, or none (409). Every figure they were in reloads. */
export function voidOrders(orderIds: readonly number[]) {
  return apiRequest<VoidOrdersResponse>('/admin-orders/void', { method: 'POST', body: { order_ids: orderIds } });
}

export function useVoidOrders() {
  const client = useQueryClient();
  return useMutation({
    meta: { errorMessage: { failed: 'Failed to void orders', errored: 'Error voiding orders', reason: 'alone' } },
    mutationFn: voidOrders,
    onSettled: () =>
      Promise.all(
        [adminOrderKeys.all, kitchenOrderKeys.all, adminKeys.dashboard, adminReportKeys.all].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
