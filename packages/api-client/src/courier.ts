import { REPORTED_BY_SCREEN } from '@farmplate/api-client/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AvailableDelivery,
  CourierDelivery,
  CourierDeliveryPage,
  CourierEarnings,
  CourierFailBody,
  CourierMe,
  CourierProfileBody,
  DeliverBody,
} from './courier-types';
import { apiRequest } from '@farmplate/api-client/core';
import { downloadFile } from './download';
import { useLiveInvalidation } from './live-updates';

/**
 * The courier portal's calls (mfe-delivery, issue #32): the courier's own account and
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
    queryFn: ({ signal }) => apiRequest<{ data: CourierMe }>('/courier/me', { signal }).then((answer) => answer.data),
    refetchInterval,
  });
}

export function useSetAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorMessage: { ...COURIER_FAILURES.availability, reason: 'alone' } },
    mutationFn: (online: boolean) =>
      apiRequest<{ message: string; data: CourierMe }>('/courier/availability', { method: 'PUT', body: { online } }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(courierKeys.me, data);
      return queryClient.invalidateQueries({ queryKey: courierKeys.available });
    },
  });
}

export function useUpdateCourierProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: REPORTED_BY_SCREEN,
    mutationFn: (body: CourierProfileBody) =>
      apiRequest<{ message: string; data: CourierMe }>('/courier/me', { method: 'PUT', body }),
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
    queryFn: ({ signal }) =>
      apiRequest<{ data: AvailableDelivery[] }>('/courier/available-deliveries', { signal }).then(
        (answer) => answer.data,
      ),
    enabled,
    refetchInterval: enabled ? refetchInterval : false,
  });
}

/**
 * Claims a delivery. The screen shows a refusal in place (a lost race is the server's "already
 * taken" on the card), so no toast; every refusal reloads the list, where the order is gone.
 */
export function useClaimDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: REPORTED_BY_SCREEN,
    mutationFn: (id: number) =>
      apiRequest<{ message: string; data: CourierDelivery }>(`/courier/deliveries/${id}/claim`, { method: 'POST' }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(courierKeys.active, data);
      return queryClient.invalidateQueries({ queryKey: courierKeys.all });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: courierKeys.available }),
  });
}

// ---- the active delivery ----------------------------------------------------------------------------

/** The courier's delivery under way (null when none): the kitchen's handover moves it live. */
export function useActiveDelivery() {
  const refetchInterval = useLiveInvalidation(['order.updated'], courierKeys.active);
  return useQuery({
    meta: { errorMessage: COURIER_FAILURES.active },
    queryKey: courierKeys.active,
    queryFn: ({ signal }) =>
      apiRequest<{ data: CourierDelivery | null }>('/courier/deliveries/active', { signal }).then(
        (answer) => answer.data,
      ),
    refetchInterval,
  });
}

/** A step of the active delivery: the screen shows a refused code under its field, so no toast. */
function useDeliveryStep<Body>(step: 'pickup' | 'deliver' | 'fail') {
  const queryClient = useQueryClient();
  return useMutation({
    meta: REPORTED_BY_SCREEN,
    mutationFn: ({ id, body }: { id: number; body: Body }) =>
      apiRequest<{ message: string; data: CourierDelivery }>(`/courier/deliveries/${id}/${step}`, {
        method: 'POST',
        body,
      }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(courierKeys.active, data.delivery_status === 'picked_up' ? data : null);
      return queryClient.invalidateQueries({ queryKey: courierKeys.all });
    },
  });
}

export const useConfirmPickup = () => useDeliveryStep<{ pickup_code: string }>('pickup');
export const useConfirmDelivery = () => useDeliveryStep<DeliverBody>('deliver');
export const useReportFailedDelivery = () => useDeliveryStep<CourierFailBody>('fail');

// ---- history and earnings ---------------------------------------------------------------------------

export function useDeliveryHistory(page: number) {
  return useQuery({
    meta: { errorMessage: COURIER_FAILURES.history },
    queryKey: courierKeys.history(page),
    queryFn: ({ signal }): Promise<CourierDeliveryPage> =>
      apiRequest<CourierDeliveryPage>('/courier/deliveries', { query: { page }, signal }),
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
