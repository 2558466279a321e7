import { ADMIN_INVENTORY_MESSAGES } from '@farmplate/contracts';
import { REPORTED_BY_SCREEN } from '@farmplate/api-client/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminInventoryFarmersResponse,
  AdminInventoryItem,
  AdminInventoryQuery,
  MessageResponse,
  PagedResponse,
} from '@farmplate/contracts';
import { apiRequest, toFormData } from '@farmplate/api-client/core';
import { inventoryKeys, type InventoryItemInput } from './inventory';

/** The admin inventory: every farmer's produce, added and edited on a chosen farmer's behalf. */

export type AdminInventoryItemInput = InventoryItemInput & { farmer_id: number };

export const adminInventoryKeys = {
  all: ['admin-inventory-items'] as const,
  list: (query: AdminInventoryQuery) => [...adminInventoryKeys.all, 'list', query] as const,
  farmers: () => [...adminInventoryKeys.all, 'farmers'] as const,
};

export function useAdminInventoryItems(query: AdminInventoryQuery) {
  return useQuery({
    meta: {
      errorMessage: {
        failed: ADMIN_INVENTORY_MESSAGES.loadFailed,
        errored: ADMIN_INVENTORY_MESSAGES.loadErrored,
        reason: 'alone',
      },
    },
    queryKey: adminInventoryKeys.list(query),
    queryFn: ({ signal }) =>
      apiRequest<PagedResponse<AdminInventoryItem>>('/admin-inventory-items', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminInventoryFarmers() {
  return useQuery({
    meta: REPORTED_BY_SCREEN,
    queryKey: adminInventoryKeys.farmers(),
    queryFn: ({ signal }) => apiRequest<AdminInventoryFarmersResponse>('/admin-inventory-items/farmers', { signal }),
    staleTime: 60_000,
  });
}

const requestBody = ({ image_file, ...fields }: AdminInventoryItemInput) =>
  image_file ? { formData: toFormData({ ...fields, image_file }) } : { body: fields };

type SaveResult = { message: string; data: AdminInventoryItem };

export function useSaveAdminInventoryItem() {
  const client = useQueryClient();
  return useMutation({
    meta: {
      errorMessage: ({ id }: { id?: number }) =>
        id
          ? { failed: 'Failed to update inventory item', errored: 'Error updating inventory item', reason: 'alone' }
          : {
              failed: ADMIN_INVENTORY_MESSAGES.addFailed,
              errored: ADMIN_INVENTORY_MESSAGES.addErrored,
              reason: 'alone',
            },
    },
    mutationFn: ({ id, input }: { id?: number; input: AdminInventoryItemInput }) =>
      id
        ? apiRequest<SaveResult>(`/admin-inventory-items/${id}`, { method: 'PUT', ...requestBody(input) })
        : apiRequest<SaveResult>('/admin-inventory-items', { method: 'POST', ...requestBody(input) }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminInventoryKeys.all }),
        client.invalidateQueries({ queryKey: inventoryKeys.all }),
      ]),
  });
}

export function useDeleteAdminInventoryItem() {
  const client = useQueryClient();
  return useMutation({
    meta: {
      errorMessage: {
        failed: ADMIN_INVENTORY_MESSAGES.deleteFailed,
        errored: ADMIN_INVENTORY_MESSAGES.deleteErrored,
        reason: 'alone',
      },
    },
    mutationFn: (id: number) => apiRequest<MessageResponse>(`/admin-inventory-items/${id}`, { method: 'DELETE' }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminInventoryKeys.all }),
        client.invalidateQueries({ queryKey: inventoryKeys.all }),
      ]),
  });
}
