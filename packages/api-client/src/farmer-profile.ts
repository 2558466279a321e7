import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FarmerProfile, MessageResponse, PasswordChangeBody, UpdateFarmerProfileBody } from '@farmplate/contracts';
import { apiRequest, toFormData } from '@farmplate/api-client/core';

/** The signed-in farmer's profile (spec §3 "Farmer profile", "Password change"; §7 "Farmer profile"). */

/** The update payload; with a new photo (`image`) the call goes as multipart. */
export type FarmerProfileInput = Omit<UpdateFarmerProfileBody, 'image'> & { image?: Blob | null };

export async function getFarmerProfile(signal?: AbortSignal): Promise<FarmerProfile> {
  const { data } = await apiRequest<{ data: FarmerProfile }>('/farmer/profile', { signal });
  return data;
}

export function updateFarmerProfile({
  image,
  ...fields
}: FarmerProfileInput): Promise<{ message: string; data: FarmerProfile }> {
  return apiRequest('/farmer/profile', {
    method: 'PUT',
    ...(image ? { formData: toFormData({ ...fields, image }) } : { body: fields }),
  });
}

export function changeFarmerPassword(change: PasswordChangeBody): Promise<MessageResponse> {
  return apiRequest('/farmer/profile/password', { method: 'POST', body: change });
}

export const farmerProfileKeys = {
  all: ['farmer-profile'] as const,
};

export function useFarmerProfile() {
  return useQuery({
    queryKey: farmerProfileKeys.all,
    queryFn: ({ signal }) => getFarmerProfile(signal),
    meta: { errorMessage: { failed: 'Failed to load profile', errored: 'Error loading profile' } },
  });
}

export function useUpdateFarmerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFarmerProfile,
    meta: { errorMessage: { failed: 'Failed to update profile', errored: 'Error updating profile' } },
    onSuccess: ({ data }) => {
      queryClient.setQueryData(farmerProfileKeys.all, data);
      return queryClient.invalidateQueries({ queryKey: farmerProfileKeys.all });
    },
  });
}

export function useChangeFarmerPassword() {
  return useMutation({
    mutationFn: changeFarmerPassword,
    meta: { errorMessage: { failed: 'Failed to change password', errored: 'Error changing password' } },
  });
}
