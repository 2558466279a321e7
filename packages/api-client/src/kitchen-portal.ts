import { REPORTED_BY_SCREEN } from '@farmplate/api-client/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AvailableProduce,
  AvailableProduceQuery,
  Category,
  CreateMenuItemBody,
  FarmerSummary,
  KitchenDashboard,
  KitchenOption,
  KitchenOwnRequestsQuery,
  KitchenProfile,
  KitchenRequest,
  MenuItem,
  MenuItemsQuery,
  MessageResponse,
  PagedResponse,
  PasswordChangeBody,
  StatusHistoryPeriod,
  StatusHistoryResponse,
  SubmitRequestBody,
  UpdateKitchenProfileBody,
  UpdateMenuItemBody,
} from '@farmplate/contracts';
import { kitchenOrderKeys } from './kitchen-orders';
import { apiRequest, toFormData } from '@farmplate/api-client/core';
import { useLiveInvalidation } from './live-updates';

/**
 * The kitchen portal's calls (spec §7 "Kitchen browsing", "Kitchen orders", "Kitchen profile",
 * menu items and categories; the dashboard's figures and the kitchen's own requests).
 */

// ---- dashboard ----------------------------------------------------------------------------------

export async function getKitchenDashboard(signal?: AbortSignal): Promise<KitchenDashboard> {
  const { data } = await apiRequest<{ data: KitchenDashboard }>('/kitchen-dashboard', { signal });
  return data;
}

export const kitchenPortalKeys = {
  dashboard: ['kitchen-dashboard'] as const,
  history: (period: StatusHistoryPeriod) => ['kitchen-status-history', period] as const,
  farmers: ['kitchen-farmers'] as const,
  produce: (query: AvailableProduceQuery) => ['kitchen-produce', query] as const,
  produceAll: ['kitchen-produce'] as const,
  ownRequests: ['kitchen-own-requests'] as const,
  profile: ['kitchen-profile'] as const,
};

export function useKitchenDashboard() {
  const refetchInterval = useLiveInvalidation(
    ['order.created', 'order.updated', 'request.created', 'request.updated'],
    kitchenPortalKeys.dashboard,
  );
  return useQuery({
    meta: REPORTED_BY_SCREEN,
    queryKey: kitchenPortalKeys.dashboard,
    queryFn: ({ signal }) => getKitchenDashboard(signal),
    refetchInterval,
  });
}

// ---- order status & performance -------------------------------------------------------------------

export function getStatusHistory(period: StatusHistoryPeriod, signal?: AbortSignal): Promise<StatusHistoryResponse> {
  return apiRequest<StatusHistoryResponse>('/kitchen-order-status-history', { query: { period }, signal });
}

export function useStatusHistory(period: StatusHistoryPeriod) {
  return useQuery({
    meta: REPORTED_BY_SCREEN,
    queryKey: kitchenPortalKeys.history(period),
    queryFn: ({ signal }) => getStatusHistory(period, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

// ---- farmers, produce and requests --------------------------------------------------------------

export async function listFarmers(signal?: AbortSignal): Promise<FarmerSummary[]> {
  const { data } = await apiRequest<{ data: FarmerSummary[] }>('/farmers', { signal });
  return data;
}

export async function listAvailableProduce(
  query: AvailableProduceQuery = {},
  signal?: AbortSignal,
): Promise<AvailableProduce[]> {
  const { data } = await apiRequest<{ data: AvailableProduce[] }>('/available-produce', {
    query: { ...query },
    signal,
  });
  return data;
}

/** The row-level Request dialog's payload (spec §3): the server reads it as the form's names. */
export interface RowRequestPayload {
  farmerId: number;
  itemId: number;
  itemName: string;
  quantity: number;
  notes: string | null;
}

export function submitProduceRequest(
  body: (SubmitRequestBody & { quality_preference?: string | null }) | RowRequestPayload,
): Promise<{ message: string; data: KitchenRequest }> {
  return apiRequest('/submit-request', { method: 'POST', body });
}

export async function listOwnRequests(
  query: KitchenOwnRequestsQuery = {},
  signal?: AbortSignal,
): Promise<KitchenRequest[]> {
  const { data } = await apiRequest<{ data: KitchenRequest[] }>('/kitchen-requests', { query: { ...query }, signal });
  return data;
}

export function useFarmers() {
  return useQuery({
    meta: REPORTED_BY_SCREEN,
    queryKey: kitchenPortalKeys.farmers,
    queryFn: ({ signal }) => listFarmers(signal),
  });
}

export function useAvailableProduce(query: AvailableProduceQuery = {}) {
  return useQuery({
    meta: REPORTED_BY_SCREEN,
    queryKey: kitchenPortalKeys.produce(query),
    queryFn: ({ signal }) => listAvailableProduce(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOwnRequests() {
  // the farmer's answer (accepted, declined, fulfilled) appears live
  const refetchInterval = useLiveInvalidation(['request.created', 'request.updated'], kitchenPortalKeys.ownRequests);
  return useQuery({
    meta: REPORTED_BY_SCREEN,
    queryKey: kitchenPortalKeys.ownRequests,
    queryFn: ({ signal }) => listOwnRequests({}, signal),
    refetchInterval,
  });
}

export function useSubmitProduceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: REPORTED_BY_SCREEN,
    mutationFn: submitProduceRequest,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: kitchenPortalKeys.ownRequests }),
        queryClient.invalidateQueries({ queryKey: kitchenPortalKeys.produceAll }),
        queryClient.invalidateQueries({ queryKey: kitchenPortalKeys.farmers }),
      ]),
  });
}

// ---- kitchen profile ----------------------------------------------------------------------------

export async function getKitchenProfile(signal?: AbortSignal): Promise<KitchenProfile> {
  const { data } = await apiRequest<{ data: KitchenProfile }>('/kitchen/profile', { signal });
  return data;
}

export function updateKitchenProfile(
  body: Omit<UpdateKitchenProfileBody, 'image'>,
): Promise<{ message: string; data: KitchenProfile }> {
  return apiRequest('/kitchen/profile', { method: 'PUT', body });
}

export function changeKitchenPassword(change: PasswordChangeBody): Promise<MessageResponse> {
  return apiRequest('/kitchen/profile/password', { method: 'POST', body: change });
}

export function useKitchenProfile() {
  return useQuery({
    meta: REPORTED_BY_SCREEN,
    queryKey: kitchenPortalKeys.profile,
    queryFn: ({ signal }) => getKitchenProfile(signal),
  });
}

export function useUpdateKitchenProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateKitchenProfile,
    meta: { errorMessage: { failed: 'Failed to update profile', errored: 'Error updating profile' } },
    onSuccess: ({ data }) => queryClient.setQueryData(kitchenPortalKeys.profile, data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: kitchenOrderKeys.all }),
  });
}

export function useChangeKitchenPassword() {
  return useMutation({
    mutationFn: changeKitchenPassword,
    meta: { errorMessage: { failed: 'Failed to change password', errored: 'Error changing password' } },
  });
}

// ---- menu items (kitchens: their own; admins: every kitchen's) ------------------------------------

/** The form's payload; with a new image the call goes as multipart (flags '1'/'0'), else JSON (spec §7). */
export type MenuItemInput = Omit<CreateMenuItemBody, 'image'> & { image?: Blob | null };

const asMultipart = (fields: Record<string, unknown>, image: Blob) => toFormData({ ...fields, image });

export function listMenuItems(query: MenuItemsQuery, signal?: AbortSignal): Promise<PagedResponse<MenuItem>> {
  return apiRequest<PagedResponse<MenuItem>>('/menu-items', { query: { ...query }, signal });
}

export function createMenuItem({ image, ...fields }: MenuItemInput): Promise<{ message: string; data: MenuItem }> {
  return apiRequest('/menu-items', {
    method: 'POST',
    ...(image ? { formData: asMultipart(fields, image) } : { body: { ...fields, allergens: fields.allergens ?? '' } }),
  });
}

export function updateMenuItem(
  id: number,
  { image, ...fields }: Omit<UpdateMenuItemBody, 'image'> & { image?: Blob | null },
): Promise<{ message: string; data: MenuItem }> {
  return apiRequest(`/menu-items/${id}`, {
    method: 'PUT',
    ...(image ? { formData: asMultipart(fields, image) } : { body: fields }),
  });
}

export function deleteMenuItem(id: number): Promise<MessageResponse> {
  return apiRequest(`/menu-items/${id}`, { method: 'DELETE' });
}

export async function listCategories(signal?: AbortSignal): Promise<Category[]> {
  const { data } = await apiRequest<{ data: Category[] }>('/categories', { signal });
  return data;
}

export async function listKitchenOptions(signal?: AbortSignal): Promise<KitchenOption[]> {
  const { data } = await apiRequest<{ data: KitchenOption[] }>('/get-kitchens', { query: { status: 'all' }, signal });
  return data;
}

export const menuItemKeys = {
  all: ['menu-items'] as const,
  list: (query: MenuItemsQuery) => [...menuItemKeys.all, 'list', query] as const,
  categories: ['categories'] as const,
  kitchens: ['kitchen-options'] as const,
};

export function useMenuItems(query: MenuItemsQuery) {
  return useQuery({
    meta: {
      errorMessage: { failed: 'Failed to load menu items', errored: 'Failed to load menu items', reason: 'alone' },
    },
    queryKey: menuItemKeys.list(query),
    queryFn: ({ signal }) => listMenuItems(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCategories() {
  return useQuery({
    meta: REPORTED_BY_SCREEN,
    queryKey: menuItemKeys.categories,
    queryFn: ({ signal }) => listCategories(signal),
    retry: false,
  });
}

export function useKitchenOptions(enabled = true) {
  return useQuery({
    meta: REPORTED_BY_SCREEN,
    queryKey: menuItemKeys.kitchens,
    queryFn: ({ signal }) => listKitchenOptions(signal),
    enabled,
    retry: false,
  });
}

export function useSaveMenuItem() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorMessage: { failed: 'Error saving menu item', errored: 'Error saving menu item', reason: 'alone' } },
    mutationFn: ({ id, input }: { id: number | null; input: MenuItemInput }) =>
      id === null ? createMenuItem(input) : updateMenuItem(id, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: menuItemKeys.all }),
  });
}

export function useMenuItemStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorMessage: { failed: 'Error updating status', errored: 'Error updating status', reason: 'alone' } },
    mutationFn: ({ id, status }: { id: number; status: MenuItem['status'] }) => updateMenuItem(id, { status }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: menuItemKeys.all }),
  });
}

export function useDeleteMenuItem() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: {
      errorMessage: { failed: 'Error deleting menu item', errored: 'Error deleting menu item', reason: 'alone' },
    },
    mutationFn: deleteMenuItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: menuItemKeys.all }),
  });
}
