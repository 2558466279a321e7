import { REPORTED_BY_SCREEN } from '@farmplate/api-client/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateInventoryItemBody,
  InventoryItem,
  InventoryQuery,
  MessageResponse,
  PagedResponse,
} from '@farmplate/contracts';
import { apiRequest, toFormData } from '@farmplate/api-client/core';

/** Farmer inventory (spec §3 "Inventory item", §7 "Inventory"): the signed-in farmer's own produce. */

/**
 * What the add and edit forms send: the item's fields, the computed price per unit (spec §7 lists
 * it; the server recomputes it) and, for a multipart call, `image_file`.
 */
export type InventoryItemInput = Omit<CreateInventoryItemBody, 'image_file'> & {
  price_per_unit?: number | null;
  image_file?: Blob | null;
};

/** The answer of a create or an update. */
export interface InventoryItemSaveResult {
  message: string;
  data: InventoryItem;
}

/** The server's largest page; used to read every item for totals. */
const FULL_PAGE = 100;

export function listInventoryItems(
  query: InventoryQuery = {},
  signal?: AbortSignal,
): Promise<PagedResponse<InventoryItem>> {
  return apiRequest<PagedResponse<InventoryItem>>('/inventory-items', { query: { ...query }, signal });
}

/** Every item of the farmer (page after page), for summaries that must count all of them. */
export async function listAllInventoryItems(signal?: AbortSignal): Promise<InventoryItem[]> {
  const items: InventoryItem[] = [];
  for (let page = 1; ; page += 1) {
    const result = await listInventoryItems({ page, per_page: FULL_PAGE }, signal);
    items.push(...result.data);
    if (page >= result.last_page) return items;
  }
}

function inventoryRequestBody({ image_file, ...fields }: InventoryItemInput) {
  return image_file ? { formData: toFormData({ ...fields, image_file }) } : { body: fields };
}

export function createInventoryItem(input: InventoryItemInput): Promise<InventoryItemSaveResult> {
  return apiRequest<InventoryItemSaveResult>('/inventory-items', { method: 'POST', ...inventoryRequestBody(input) });
}

export function updateInventoryItem(id: number, input: InventoryItemInput): Promise<InventoryItemSaveResult> {
  return apiRequest<InventoryItemSaveResult>(`/inventory-items/${id}`, {
    method: 'PUT',
    ...inventoryRequestBody(input),
  });
}

export function deleteInventoryItem(id: number): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/inventory-items/${id}`, { method: 'DELETE' });
}

export const inventoryKeys = {
  all: ['inventory-items'] as const,
  list: (query: InventoryQuery) => [...inventoryKeys.all, 'list', query] as const,
  everything: () => [...inventoryKeys.all, 'everything'] as const,
};

/** One page of items, filtered by the server; the previous page stays on screen while the next loads. */
export function useInventoryItems(query: InventoryQuery = {}) {
  return useQuery({
    meta: { errorMessage: { failed: 'Failed to load inventory items', errored: 'Error loading inventory items' } },
    queryKey: inventoryKeys.list(query),
    queryFn: ({ signal }) => listInventoryItems(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** Every item of the farmer (summary cards and counts). */
export function useAllInventoryItems() {
  return useQuery({
    meta: REPORTED_BY_SCREEN,
    queryKey: inventoryKeys.everything(),
    queryFn: ({ signal }) => listAllInventoryItems(signal),
  });
}

/** After a change (or a refusal: the item may have changed elsewhere) every inventory list reloads. */
export function useCreateInventoryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorMessage: { failed: 'Failed to add inventory item', errored: 'Error adding inventory item' } },
    mutationFn: createInventoryItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}

export function useUpdateInventoryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorMessage: { failed: 'Failed to update inventory item', errored: 'Error updating inventory item' } },
    mutationFn: ({ id, input }: { id: number; input: InventoryItemInput }) => updateInventoryItem(id, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}

export function useDeleteInventoryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorMessage: { failed: 'Failed to delete inventory item', errored: 'Error deleting inventory item' } },
    mutationFn: deleteInventoryItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
