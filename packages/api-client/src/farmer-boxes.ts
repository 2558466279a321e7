import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Box,
  BoxCyclesResponse,
  BoxesQuery,
  BoxOrder,
  CreateBoxBody,
  MessageResponse,
  PagedResponse,
  PickListResponse,
  UpdateBoxBody,
} from '@farmplate/contracts';
import { apiRequest, toFormData } from '@farmplate/api-client/core';
import { useLiveEvent, useLiveInvalidation } from './live-updates';

/**
 * Farm boxes, the farmer's side (docs/farm-boxes.md): the farmer's own boxes, drawn
 * from their inventory, and each delivery date's cycle (its box orders, the pick list, Packed).
 */

/** The answer of a create, an update or a picture upload. */
export interface BoxSaveResult {
  message: string;
  data: Box;
}

/** What the box form saves: the box's fields, and its id when it is an edit. */
export interface BoxSaveInput {
  id?: number;
  fields: CreateBoxBody;
}

export interface PackedResult {
  message: string;
  orders: number;
}

export function listFarmerBoxes(query: BoxesQuery = {}, signal?: AbortSignal): Promise<PagedResponse<Box>> {
  return apiRequest<PagedResponse<Box>>('/farmer/boxes', { query: { ...query }, signal });
}

export function createFarmerBox(fields: CreateBoxBody): Promise<BoxSaveResult> {
  return apiRequest<BoxSaveResult>('/farmer/boxes', { method: 'POST', body: fields });
}

export function updateFarmerBox(id: number, fields: UpdateBoxBody): Promise<BoxSaveResult> {
  return apiRequest<BoxSaveResult>(`/farmer/boxes/${id}`, { method: 'PUT', body: fields });
}

export function uploadFarmerBoxImage(id: number, image: Blob): Promise<BoxSaveResult> {
  return apiRequest<BoxSaveResult>(`/farmer/boxes/${id}/image`, {
    method: 'PUT',
    formData: toFormData({ image_file: image }),
  });
}

export function deleteFarmerBox(id: number): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/farmer/boxes/${id}`, { method: 'DELETE' });
}

export function listCycleBoxOrders(
  query: { cycle: string; page?: number; per_page?: number },
  signal?: AbortSignal,
): Promise<PagedResponse<BoxOrder>> {
  return apiRequest<PagedResponse<BoxOrder>>('/farmer/box-orders', { query: { ...query }, signal });
}

export function getCyclePickList(cycle: string, signal?: AbortSignal): Promise<PickListResponse> {
  return apiRequest<PickListResponse>('/farmer/boxes/pick-list', { query: { cycle }, signal });
}

export function markCyclePacked(cycle: string): Promise<PackedResult> {
  return apiRequest<PackedResult>(`/farmer/boxes/cycles/${cycle}/packed`, { method: 'POST' });
}

export function listUpcomingCycles(signal?: AbortSignal): Promise<BoxCyclesResponse> {
  return apiRequest<BoxCyclesResponse>('/farmer/box-cycles', { signal });
}

export function handOverBoxOrder(id: number): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/farmer/box-orders/${id}/handover`, { method: 'POST' });
}

export const farmerBoxKeys = {
  all: ['farmer-boxes'] as const,
  list: (query: BoxesQuery) => [...farmerBoxKeys.all, 'list', query] as const,
  cycles: ['farmer-box-cycles'] as const,
  orders: (query: { cycle: string; page?: number; per_page?: number }) =>
    [...farmerBoxKeys.cycles, 'orders', query] as const,
  pickList: (cycle: string) => [...farmerBoxKeys.cycles, 'pick-list', cycle] as const,
  upcoming: ['farmer-box-cycles', 'upcoming'] as const,
};

/** One page of the farmer's boxes (every status unless one is asked). */
export function useFarmerBoxes(query: BoxesQuery = {}) {
  return useQuery({
    meta: { errorMessage: { failed: 'Failed to load boxes', errored: 'Error loading boxes' } },
    queryKey: farmerBoxKeys.list(query),
    queryFn: ({ signal }) => listFarmerBoxes(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** Create or update a box (its picture is sent after, with useUploadFarmerBoxImage). */
export function useSaveFarmerBox() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: {
      errorMessage: ({ id }: BoxSaveInput) =>
        id
          ? { failed: 'Failed to update box', errored: 'Error updating box' }
          : { failed: 'Failed to create box', errored: 'Error creating box' },
    },
    mutationFn: ({ id, fields }: BoxSaveInput) => (id ? updateFarmerBox(id, fields) : createFarmerBox(fields)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: farmerBoxKeys.all }),
  });
}

/** The box's picture (multipart, the inventory's upload limits). */
export function useUploadFarmerBoxImage() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorMessage: { failed: 'Failed to upload the box picture', errored: 'Error uploading the box picture' } },
    mutationFn: ({ id, image }: { id: number; image: Blob }) => uploadFarmerBoxImage(id, image),
    onSettled: () => queryClient.invalidateQueries({ queryKey: farmerBoxKeys.all }),
  });
}

export function useDeleteFarmerBox() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorMessage: { failed: 'Failed to delete box', errored: 'Error deleting box' } },
    mutationFn: deleteFarmerBox,
    onSettled: () => queryClient.invalidateQueries({ queryKey: farmerBoxKeys.all }),
  });
}

/**
 * A cycle's box orders, one page at a time. Live, as the kitchen board: a courier's claim, pickup
 * or delivery (and any status change) is written into its row from the order's event, with no
 * GET; a change of status also reloads the pick list and the dates, which count by status; a new
 * order (a cut-off, a box bought once) reloads the cycle.
 */
export function useCycleBoxOrders(query: { cycle: string; page?: number; per_page?: number }) {
  const queryClient = useQueryClient();
  const refetchInterval = useLiveInvalidation(['order.created'], farmerBoxKeys.cycles);
  useLiveEvent(['order.updated'], ({ data }) => {
    let statusChanged = false;
    queryClient.setQueriesData<PagedResponse<BoxOrder>>({ queryKey: [...farmerBoxKeys.cycles, 'orders'] }, (page) =>
      page?.data.some((order) => order.order_id === data.id)
        ? {
            ...page,
            data: page.data.map((order) => {
              if (order.order_id !== data.id) return order;
              statusChanged ||= order.status !== data.status;
              return {
                ...order,
                status: data.status,
                delivery_status: data.delivery_status,
                courier_name: data.courier?.first_name ?? null,
              };
            }),
          }
        : page,
    );
    if (statusChanged) {
      void queryClient.invalidateQueries({ queryKey: [...farmerBoxKeys.cycles, 'pick-list'] });
      void queryClient.invalidateQueries({ queryKey: farmerBoxKeys.upcoming });
    }
  });
  return useQuery({
    meta: { errorMessage: { failed: 'Failed to load box orders', errored: 'Error loading box orders' } },
    queryKey: farmerBoxKeys.orders(query),
    queryFn: ({ signal }) => listCycleBoxOrders(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval,
  });
}

/** What to pack for a cycle, per inventory item. */
export function useCyclePickList(cycle: string) {
  return useQuery({
    meta: { errorMessage: { failed: 'Failed to load the pick list', errored: 'Error loading the pick list' } },
    queryKey: farmerBoxKeys.pickList(cycle),
    queryFn: ({ signal }) => getCyclePickList(cycle, signal),
  });
}

/** Marks a cycle's box orders ready for delivery; the orders and pick list reload. */
export function useMarkCyclePacked() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorMessage: { failed: 'Failed to mark the boxes packed', errored: 'Error marking the boxes packed' } },
    mutationFn: markCyclePacked,
    onSettled: () => queryClient.invalidateQueries({ queryKey: farmerBoxKeys.cycles }),
  });
}

/** The farmer's coming delivery dates (subscriptions due, orders made, cut-off), soonest first. */
export function useUpcomingCycles() {
  return useQuery({
    meta: {
      errorMessage: { failed: 'Failed to load the delivery dates', errored: 'Error loading the delivery dates' },
    },
    queryKey: farmerBoxKeys.upcoming,
    queryFn: ({ signal }) => listUpcomingCycles(signal),
  });
}

/** The farmer hands a packed box to the courier who claimed it; the cycle's orders reload. */
export function useHandOverBoxOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorMessage: { failed: 'Failed to hand over the box', errored: 'Error handing over the box' } },
    mutationFn: handOverBoxOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: farmerBoxKeys.cycles }),
  });
}
