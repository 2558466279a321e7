import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BoxesOverview, BoxSettings, LoyaltySettings } from '@farmplate/contracts';
import { apiRequest, REPORTED_BY_SCREEN } from '@farmplate/api-client/core';

/** The admin's farm boxes: the overview, the cut-off and the loyalty points' rate. */

export const adminBoxKeys = {
  overview: ['admin', 'boxes', 'overview'] as const,
  settings: ['admin', 'boxes', 'settings'] as const,
  loyaltySettings: ['admin', 'loyalty', 'settings'] as const,
};

export function useBoxesOverview() {
  return useQuery({
    meta: {
      errorMessage: { failed: 'Failed to load the boxes overview', errored: 'Error loading the boxes overview' },
    },
    queryKey: adminBoxKeys.overview,
    queryFn: ({ signal }) =>
      apiRequest<{ data: BoxesOverview }>('/admin/boxes/overview', { signal }).then((answer) => answer.data),
  });
}

export function useBoxSettings() {
  return useQuery({
    meta: { errorMessage: { failed: 'Failed to load the box settings', errored: 'Error loading the box settings' } },
    queryKey: adminBoxKeys.settings,
    queryFn: ({ signal }) =>
      apiRequest<{ data: BoxSettings }>('/admin/boxes/settings', { signal }).then((answer) => answer.data),
  });
}

export function useLoyaltySettings() {
  return useQuery({
    meta: {
      errorMessage: { failed: 'Failed to load the points settings', errored: 'Error loading the points settings' },
    },
    queryKey: adminBoxKeys.loyaltySettings,
    queryFn: ({ signal }) =>
      apiRequest<{ data: LoyaltySettings }>('/admin/loyalty/settings', { signal }).then((answer) => answer.data),
  });
}

/** Saves both settings; the form shows field messages and any refusal in place. */
export function useSaveBoxSettings() {
  const client = useQueryClient();
  return useMutation({
    meta: REPORTED_BY_SCREEN,
    mutationFn: async ({ boxes, loyalty }: { boxes: BoxSettings; loyalty: LoyaltySettings }) => {
      const saved = await apiRequest<{ data: BoxSettings }>('/admin/boxes/settings', { method: 'PUT', body: boxes });
      const savedLoyalty = await apiRequest<{ data: LoyaltySettings }>('/admin/loyalty/settings', {
        method: 'PUT',
        body: loyalty,
      });
      return { boxes: saved.data, loyalty: savedLoyalty.data };
    },
    onSuccess: ({ boxes, loyalty }) => {
      client.setQueryData(adminBoxKeys.settings, boxes);
      client.setQueryData(adminBoxKeys.loyaltySettings, loyalty);
    },
  });
}
