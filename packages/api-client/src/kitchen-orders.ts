import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KitchenOrder, KitchenOrderStatus, KitchenOrdersQuery } from '@farmplate/contracts';
import { apiRequest } from './request';

/** Customer orders on the kitchen and farmer order boards (spec §3 "Order", §4, §7 "Kitchen orders"). */

export async function listKitchenOrders(query: KitchenOrdersQuery = {}, signal?: AbortSignal): Promise<KitchenOrder[]> {
  const { orders } = await apiRequest<{ orders: KitchenOrder[] }>('/kitchen-orders', { query: { ...query }, signal });
  return orders;
}

/** Moves an order to its next status (keyed by the order's internal id). */
export function updateKitchenOrderStatus(
  id: number,
  status: KitchenOrderStatus,
): Promise<{ message: string; order: KitchenOrder }> {
  return apiRequest(`/kitchen-orders/${id}`, { method: 'PUT', body: { status } });
}

export const kitchenOrderKeys = {
  all: ['kitchen-orders'] as const,
  list: (query: KitchenOrdersQuery) => [...kitchenOrderKeys.all, 'list', query] as const,
};

/** `refetchInterval` polls (the kitchen display); `enabled: false` waits until asked (older orders). */
export function useKitchenOrders(
  query: KitchenOrdersQuery = {},
  { refetchInterval = false, enabled = true }: { refetchInterval?: number | false; enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: kitchenOrderKeys.list(query),
    queryFn: ({ signal }) => listKitchenOrders(query, signal),
    refetchInterval,
    enabled,
  });
}

/**
 * Updates the order in every cached list at once (the card moves without a flash); after any
 * answer, a refusal included (another device may have moved the order), the lists reload.
 */
export function useUpdateKitchenOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: KitchenOrderStatus }) => updateKitchenOrderStatus(id, status),
    onSuccess: ({ order }) =>
      queryClient.setQueriesData<KitchenOrder[]>({ queryKey: kitchenOrderKeys.all }, (orders) =>
        orders?.map((cached) => (cached.id === order.id ? order : cached)),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: kitchenOrderKeys.all }),
  });
}
