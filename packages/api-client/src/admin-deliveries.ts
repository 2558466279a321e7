import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminDeliveriesResponse, AdminDelivery, ReassignBody, ResolveBody } from '@farmplate/contracts';
import { apiRequest } from '@farmplate/api-client/core';
import { useLiveInvalidation } from './live-updates';
import { adminOrderKeys } from './admin-orders';

/** Admin dispatch: orders waiting for a courier, active and failed deliveries, couriers online. */

export const adminDeliveryKeys = {
  all: ['admin-deliveries'] as const,
  board: () => [...adminDeliveryKeys.all, 'board'] as const,
};

export function getAdminDeliveries(signal?: AbortSignal): Promise<AdminDeliveriesResponse> {
  return apiRequest<AdminDeliveriesResponse>('/admin/deliveries', { signal });
}

/** Spec §8's pair for the board (the admin screens show the server's reason alone). */
export const ADMIN_DELIVERIES_LOAD_FAILURE = {
  failed: 'Failed to load deliveries',
  errored: 'Error loading deliveries',
  reason: 'alone',
} as const;

/**
 * The dispatch board, live: every order event (ready, claimed, picked up, delivered, failed) and a
 * courier going on or off line refetch it (throttled), polling only while the stream is down.
 */
export function useAdminDeliveries() {
  const refetchInterval = useLiveInvalidation(
    ['order.created', 'order.updated', 'delivery.available', 'delivery.taken', 'partner.updated'],
    adminDeliveryKeys.all,
  );
  return useQuery({
    meta: {
      errorMessage: { failed: 'Failed to load deliveries', errored: 'Error loading deliveries', reason: 'alone' },
    },
    queryKey: adminDeliveryKeys.board(),
    queryFn: ({ signal }) => getAdminDeliveries(signal),
    refetchInterval,
  });
}

type DeliveryChange =
  | { action: 'reassign'; id: number; body: ReassignBody }
  | { action: 'unassign'; id: number }
  | { action: 'resolve'; id: number; body: ResolveBody };

const CHANGE_FAILURES: Record<DeliveryChange['action'], string> = {
  reassign: 'Failed to reassign the delivery',
  unassign: 'Failed to unassign the delivery',
  resolve: 'Failed to resolve the delivery',
};

export function changeAdminDelivery(change: DeliveryChange): Promise<{ message: string; data: AdminDelivery }> {
  return apiRequest(`/admin/deliveries/${change.id}/${change.action}`, {
    method: 'POST',
    ...('body' in change ? { body: change.body } : {}),
  });
}

/** Reassign, unassign or resolve a failed delivery; the board and the orders list reload after it. */
export function useChangeAdminDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: {
      errorMessage: ({ action }: DeliveryChange) => ({
        failed: CHANGE_FAILURES[action],
        errored: CHANGE_FAILURES[action].replace('Failed to', 'Error trying to'),
        reason: 'alone' as const,
      }),
    },
    mutationFn: changeAdminDelivery,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminDeliveryKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminOrderKeys.all }),
      ]),
  });
}
