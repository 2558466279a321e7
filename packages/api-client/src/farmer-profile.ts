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
    meta: { errorMessage: 'Failed to load profile' },
  });
}

export function useUpdateFarmerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFarmerProfile,
    meta: { errorMessage: 'Failed to update profile' },
    onSuccess: ({ data }) => {
      queryClient.setQueryData(farmerProfileKeys.all, data);
      return queryClient.invalidateQueries({ queryKey: farmerProfileKeys.all });
    },
  });
}

export function useChangeFarmerPassword() {
  return useMutation({ mutationFn: changeFarmerPassword, meta: { errorMessage: 'Failed to change password' } });
}
