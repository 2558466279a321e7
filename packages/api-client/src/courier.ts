import { REPORTED_BY_SCREEN } from '@farmplate/api-client/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AvailableDeliveriesResponse,
  CourierDelivery,
  CourierDeliveryResponse,
  CourierEarnings,
  CourierHistoryResponse,
  CourierProfile,
  FailBody,
  UpdateCourierBody,
} from '@farmplate/contracts';
import { apiRequest, toFormData } from '@farmplate/api-client/core';
import { downloadFile } from './download';
import { useLiveInvalidation } from './live-updates';

/**
 * The courier portal's calls (mfe-delivery): the courier's own account and
 * availability, the ready orders of their region and zones, the one active delivery and its
 * steps, history and earnings. The server decides what a courier may see and do; these only ask.
 */

export const courierKeys = {
  all: ['courier'] as const,
  me: ['courier', 'me'] as const,
  available: ['courier', 'available'] as const,
  active: ['courier', 'active'] as const,
  history: (page: number) => ['courier', 'history', page] as const,
  earnings: (range: EarningsRange) => ['courier', 'earnings', range] as const,
};

export interface EarningsRange {
  /** calendar days 'YYYY-MM-DD' in the platform's time zone, both included */
  from: string;
  to: string;
}

/** Spec §8's pairs for the courier's loads: the server's reason appended when it gave one. */
export const COURIER_FAILURES = {
  me: { failed: 'Failed to load your courier account', errored: 'Error loading your courier account' },
  available: { failed: 'Failed to load available deliveries', errored: 'Error loading available deliveries' },
  active: { failed: 'Failed to load the active delivery', errored: 'Error loading the active delivery' },
  history: { failed: 'Failed to load delivery history', errored: 'Error loading delivery history' },
  earnings: { failed: 'Failed to load earnings', errored: 'Error loading earnings' },
  availability: { failed: 'Failed to change availability', errored: 'Error changing availability' },
  profile: { failed: 'Failed to save courier details', errored: 'Error saving courier details' },
  statement: { failed: 'Failed to download the statement', errored: 'Error downloading the statement' },
} as const;

/** Live events that change what a courier's screens show (docs/live-updates.md). */
const DISPATCH_EVENTS = ['delivery.available', 'delivery.taken'] as const;

// ---- the courier's account ------------------------------------------------------------------------

export function useCourierMe() {
  // a claim elsewhere (another device) or the kitchen's handover changes today's figures and the active delivery
  const refetchInterval = useLiveInvalidation(['delivery.taken', 'order.updated'], courierKeys.me);
  return useQuery({
    meta: { errorMessage: COURIER_FAILURES.me },
    queryKey: courierKeys.me,
    queryFn: async ({ signal }): Promise<CourierProfile> =>
      (await apiRequest<{ data: CourierProfile }>('/courier/me', { signal })).data,
    refetchInterval,
  });
}

export function useSetAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorMessage: { ...COURIER_FAILURES.availability, reason: 'alone' } },
    mutationFn: (online: boolean) =>
      apiRequest<{ message: string; online: boolean }>('/courier/availability', { method: 'PUT', body: { online } }),
    onSuccess: ({ online }) => {
      queryClient.setQueryData<CourierProfile>(courierKeys.me, (me) => me && { ...me, online });
      return queryClient.invalidateQueries({ queryKey: courierKeys.available });
    },
    // a refusal (an expired licence keeps a motor vehicle offline) shows what the server holds
    onError: () => queryClient.invalidateQueries({ queryKey: courierKeys.me }),
  });
}

export function useUpdateCourierProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: REPORTED_BY_SCREEN,
    mutationFn: (body: UpdateCourierBody) =>
      apiRequest<{ message: string; data: CourierProfile }>('/courier/me', { method: 'PUT', body }),
    onSuccess: ({ data }) => queryClient.setQueryData(courierKeys.me, data),
  });
}

// ---- dispatch ---------------------------------------------------------------------------------------

/**
 * The ready, unassigned delivery orders of the courier's region and zones (only while online):
 * a `delivery.available` event brings a new one, `delivery.taken` takes one away, without a reload.
 */
export function useAvailableDeliveries({ enabled }: { enabled: boolean }) {
  const refetchInterval = useLiveInvalidation(DISPATCH_EVENTS, courierKeys.available, { throttleMs: 300 });
  return useQuery({
    meta: { errorMessage: COURIER_FAILURES.available },
    queryKey: courierKeys.available,
    queryFn: async ({ signal }) =>
      (await apiRequest<AvailableDeliveriesResponse>('/courier/available-deliveries', { signal })).data,
    enabled,
    refetchInterval: enabled ? refetchInterval : false,
  });
}

/**
 * Claims a delivery. The answer is written into the lists at once (the order leaves the available
 * ones, joins the active ones); the claim's own live events (`delivery.taken`, `order.updated`)
 * then refresh the rest, so the claiming tab does not also reload everything itself. The screen
 * shows a refusal in place (a lost race is the server's "already taken" on the card), so no
 * toast; every refusal reloads the list, where the order is gone.
 */
export function useClaimDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: REPORTED_BY_SCREEN,
    mutationFn: (id: number) =>
      apiRequest<CourierDeliveryResponse>(`/courier/deliveries/${id}/claim`, { method: 'POST' }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData<CourierDelivery[]>(courierKeys.active, (open = []) => [...open, data]);
      queryClient.setQueryData<AvailableDeliveriesResponse['data']>(courierKeys.available, (shown) =>
        shown?.filter((each) => each.id !== data.id),
      );
    },
    onError: () => queryClient.invalidateQueries({ queryKey: courierKeys.available }),
  });
}

// ---- the active delivery ----------------------------------------------------------------------------

/**
 * The courier's open deliveries (claimed, not yet delivered or failed), oldest first: one unless
 * the admin raised the limit. The kitchen's handover (an order event) moves them live.
 */
export function useActiveDeliveries() {
  const refetchInterval = useLiveInvalidation(['order.updated'], courierKeys.active);
  return useQuery({
    meta: { errorMessage: COURIER_FAILURES.active },
    queryKey: courierKeys.active,
    queryFn: async ({ signal }) =>
      (await apiRequest<{ data: CourierDelivery[] }>('/courier/deliveries/active', { signal })).data,
    refetchInterval,
  });
}

/** How the courier proves the delivery: the customer's code, or a photo of the order left at the door. */
export type DeliveryProof = { delivery_code: string } | { left_at_door: true; photo: File };

const stepRequest = (id: number, step: 'pickup' | 'deliver' | 'fail', body: Record<string, unknown>) =>
  apiRequest<CourierDeliveryResponse>(`/courier/deliveries/${id}/${step}`, {
    method: 'POST',
    // the door photo goes up with the step, as the other image uploads do (multipart)
    ...('photo' in body ? { formData: toFormData(body) } : { body }),
  });

/** A step of an open delivery: the screen shows a refusal under its field, so no toast. */
function useDeliveryStep<Body extends Record<string, unknown>>(step: 'pickup' | 'deliver' | 'fail') {
  const queryClient = useQueryClient();
  return useMutation({
    meta: REPORTED_BY_SCREEN,
    mutationFn: ({ id, body }: { id: number; body: Body }) => stepRequest(id, step, body),
    onSuccess: ({ data }) => {
      const open = data.delivery_status === 'assigned' || data.delivery_status === 'picked_up';
      queryClient.setQueryData<CourierDelivery[]>(courierKeys.active, (list = []) =>
        open ? list.map((each) => (each.id === data.id ? data : each)) : list.filter((each) => each.id !== data.id),
      );
      // the step's own order event refreshes the account's figures; history and earnings have no event
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...courierKeys.all, 'history'] }),
        queryClient.invalidateQueries({ queryKey: [...courierKeys.all, 'earnings'] }),
      ]);
    },
  });
}

export const useConfirmPickup = () => useDeliveryStep<{ pickup_code: string }>('pickup');
export const useConfirmDelivery = () => useDeliveryStep<DeliveryProof>('deliver');
export const useReportFailedDelivery = () => useDeliveryStep<FailBody>('fail');

// ---- history and earnings ---------------------------------------------------------------------------

export function useDeliveryHistory(page: number) {
  return useQuery({
    meta: { errorMessage: COURIER_FAILURES.history },
    queryKey: courierKeys.history(page),
    queryFn: ({ signal }): Promise<CourierHistoryResponse> =>
      apiRequest<CourierHistoryResponse>('/courier/deliveries', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCourierEarnings(range: EarningsRange) {
  return useQuery({
    meta: { errorMessage: COURIER_FAILURES.earnings },
    queryKey: courierKeys.earnings(range),
    queryFn: async ({ signal }): Promise<CourierEarnings> =>
      (await apiRequest<{ data: CourierEarnings }>('/courier/earnings', { query: { ...range }, signal })).data,
    placeholderData: keepPreviousData,
  });
}

/** The CSV statement of the range, saved under the server's file name. */
export function useDownloadEarningsStatement() {
  return useMutation({
    meta: { errorMessage: COURIER_FAILURES.statement },
    mutationFn: (range: EarningsRange) => downloadFile('/courier/earnings.csv', { ...range }),
  });
}
