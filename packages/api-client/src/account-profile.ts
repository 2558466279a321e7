import { REPORTED_BY_SCREEN } from '@farmplate/api-client/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ACCOUNT_PASSWORD_PATH,
  ACCOUNT_PROFILE_PATH,
  type AccountProfile,
  type MessageResponse,
  type PasswordChangeBody,
  type UpdateAccountProfileBody,
} from '@farmplate/contracts';
import { apiRequest } from '@farmplate/api-client/core';

/** The profile of a customer or delivery partner: name, email, phone and the password change. */

export async function getAccountProfile(signal?: AbortSignal): Promise<AccountProfile> {
  const { data } = await apiRequest<{ data: AccountProfile }>(ACCOUNT_PROFILE_PATH, { signal });
  return data;
}

export function updateAccountProfile(
  input: UpdateAccountProfileBody,
): Promise<{ message: string; data: AccountProfile }> {
  return apiRequest(ACCOUNT_PROFILE_PATH, { method: 'PUT', body: input });
}

export function changeAccountPassword(change: PasswordChangeBody): Promise<MessageResponse> {
  return apiRequest(ACCOUNT_PASSWORD_PATH, { method: 'POST', body: change });
}

export const accountProfileKeys = { all: ['account-profile'] as const };

export function useAccountProfile() {
  return useQuery({
    meta: REPORTED_BY_SCREEN,
    queryKey: accountProfileKeys.all,
    queryFn: ({ signal }) => getAccountProfile(signal),
  });
}

export function useUpdateAccountProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccountProfile,
    meta: { errorMessage: { failed: 'Failed to update profile', errored: 'Error updating profile' } },
    onSuccess: ({ data }) => queryClient.setQueryData(accountProfileKeys.all, data),
  });
}

export function useChangeAccountPassword() {
  return useMutation({
    mutationFn: changeAccountPassword,
    meta: { errorMessage: { failed: 'Failed to change password', errored: 'Error changing password' } },
  });
}
