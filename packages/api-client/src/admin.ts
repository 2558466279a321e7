import { SETTINGS_MESSAGES } from '@farmplate/contracts';
import { REPORTED_BY_SCREEN } from '@farmplate/api-client/core';
import { useCallback, useMemo } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_DASHBOARD_PATH,
  AUDIT_LOG_PATH,
  DEFAULT_SETTINGS,
  PLATFORM_SETTINGS_PATH,
  formatDate,
  formatDateTime,
  formatTime,
  type AdminDashboard,
  type AdminProfile,
  type AuditEntry,
  type AuditLogQuery,
  type CreateUserBody,
  type DeliveryPartner,
  type FarmerPartner,
  type KitchenPartner,
  type MessageResponse,
  type PagedResponse,
  type PartnerBody,
  type PartnerStatus,
  type PasswordChangeBody,
  type PlatformSettings,
  type Settings,
  type UpdateAdminProfileBody,
  type UpdateSettingsBody,
  type UpdateUserBody,
  type User,
  type UsersQuery,
} from '@farmplate/contracts';
import { apiRequest, toFormData } from '@farmplate/api-client/core';
import { useLiveInvalidation } from './live-updates';

/** The admin portal's dashboard, users, partners, settings, admin profile and audit trail (spec §7). */

export const adminKeys = {
  dashboard: ['admin', 'dashboard'] as const,
  audit: (query: AuditLogQuery) => ['admin', 'audit', query] as const,
  auditAll: ['admin', 'audit'] as const,
  users: ['admin', 'users'] as const,
  usersPage: (query: UsersQuery) => ['admin', 'users', query] as const,
  partners: ['admin', 'partners'] as const,
  partnersPage: (kind: PartnerKind, query: PartnersPageQuery) => ['admin', 'partners', kind, query] as const,
  settings: ['admin', 'settings'] as const,
  platform: ['platform-settings'] as const,
  profile: ['admin', 'profile'] as const,
};

// ---- dashboard and audit trail --------------------------------------------------------------------

export function useAdminDashboard() {
  // figures of a busy platform: one refetch every few seconds at most
  const refetchInterval = useLiveInvalidation(
    [
      'order.created',
      'order.updated',
      'user.created',
      'user.updated',
      'user.deleted',
      'partner.created',
      'partner.updated',
    ],
    adminKeys.dashboard,
    { throttleMs: 3_000 },
  );
  return useQuery({
    meta: REPORTED_BY_SCREEN,
    refetchInterval,
    queryKey: adminKeys.dashboard,
    queryFn: ({ signal }) => apiRequest<{ data: AdminDashboard }>(ADMIN_DASHBOARD_PATH, { signal }).then((r) => r.data),
  });
}

export function useAuditLog(query: AuditLogQuery) {
  return useQuery({
    meta: REPORTED_BY_SCREEN,
    queryKey: adminKeys.audit(query),
    queryFn: ({ signal }) => apiRequest<PagedResponse<AuditEntry>>(AUDIT_LOG_PATH, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** After any admin change: the dashboard figures and the audit trail are stale. */
function useAdminChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditAll }),
      ]),
    [queryClient],
  );
}

// ---- platform settings (name, time zone) ----------------------------------------------------------

const PLATFORM_DEFAULTS: PlatformSettings = {
  platform_name: DEFAULT_SETTINGS.platform_name,
  time_zone: DEFAULT_SETTINGS.time_zone,
  default_currency: DEFAULT_SETTINGS.default_currency,
};

/** The platform's name, time zone and currency; the defaults of spec §9 until (or if never) loaded. */
export function usePlatformSettings(): PlatformSettings {
  const { data } = useQuery({
    meta: REPORTED_BY_SCREEN,
    queryKey: adminKeys.platform,
    queryFn: ({ signal }) =>
      apiRequest<{ data: PlatformSettings }>(PLATFORM_SETTINGS_PATH, { signal }).then((r) => r.data),
    staleTime: 60_000,
  });
  return data ?? PLATFORM_DEFAULTS;
}

type Moment = string | number | Date | null | undefined;

/**
 * Dates and times in the platform's time zone, for every signed-in screen (the settings are
 * public): `time.date(created_at)` 'Nov 24, 2026', `time.dateTime(x)` 'Nov 24, 2026, 3:05 PM',
 * `time.time(x)` '3:05 PM'; no date: ''. `timeZone` is for the rules that take one.
 */
export function usePlatformTime() {
  const { time_zone: timeZone } = usePlatformSettings();
  return useMemo(
    () => ({
      timeZone,
      date: (value: Moment) => formatDate(value, timeZone),
      dateTime: (value: Moment) => formatDateTime(value, timeZone),
      time: (value: Moment) => formatTime(value, timeZone),
    }),
    [timeZone],
  );
}

// ---- users ----------------------------------------------------------------------------------------

export interface UserSaveResult {
  message: string;
  data: User;
}

export function useAdminUsers(query: UsersQuery) {
  // new accounts, status changes, and sign-ins and sign-outs (last login)
  const refetchInterval = useLiveInvalidation(
    ['user.created', 'user.updated', 'user.deleted', 'session.started', 'session.ended'],
    adminKeys.users,
    { throttleMs: 2_000 },
  );
  return useQuery({
    meta: REPORTED_BY_SCREEN,
    refetchInterval,
    queryKey: adminKeys.usersPage(query),
    queryFn: ({ signal }) => apiRequest<PagedResponse<User>>('/users', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every change of a user refreshes the lists it shows up in. */
function useUserMutation<Input, Result>(call: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  const changed = useAdminChanged();
  return useMutation({
    meta: REPORTED_BY_SCREEN,
    mutationFn: call,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.users }), changed()]).then(() => undefined),
  });
}

export const useCreateUser = () =>
  useUserMutation((input: CreateUserBody) => apiRequest<UserSaveResult>('/users', { method: 'POST', body: input }));
export const useUpdateUser = () =>
  useUserMutation(({ id, input }: { id: number; input: UpdateUserBody }) =>
    apiRequest<UserSaveResult>(`/users/${id}`, { method: 'PUT', body: input }),
  );
export const useUserStatus = () =>
  useUserMutation(({ id, status }: { id: number; status: User['status'] }) =>
    apiRequest<UserSaveResult>(`/users/update-status/${id}`, { method: 'PUT', body: { status } }),
  );
export const useDeleteUser = () =>
  useUserMutation((id: number) => apiRequest<MessageResponse>(`/users/${id}`, { method: 'DELETE' }));

// ---- partners -------------------------------------------------------------------------------------

export type PartnerKind = 'farmers' | 'kitchens' | 'delivery';
export type Partner = FarmerPartner | KitchenPartner | DeliveryPartner;
export interface PartnersPageQuery {
  page?: number;
  search?: string;
  status?: PartnerStatus | 'all';
}

/** The base path of each partner list (spec §7). */
export const PARTNER_PATHS: Record<PartnerKind, string> = {
  farmers: '/farmers-listing',
  kitchens: '/kitchens-listing',
  delivery: '/delivery-partners',
};

export function usePartners(kind: PartnerKind, query: PartnersPageQuery) {
  // a new registration appears as pending
  const refetchInterval = useLiveInvalidation(
    ['partner.created', 'partner.updated', 'user.updated', 'user.deleted'],
    adminKeys.partners,
  );
  return useQuery({
    meta: REPORTED_BY_SCREEN,
    refetchInterval,
    queryKey: adminKeys.partnersPage(kind, query),
    queryFn: ({ signal }) => apiRequest<PagedResponse<Partner>>(PARTNER_PATHS[kind], { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

function usePartnerMutation<Input>(call: (input: Input) => Promise<{ message: string; data: Partner }>) {
  const queryClient = useQueryClient();
  const changed = useAdminChanged();
  return useMutation({
    meta: REPORTED_BY_SCREEN,
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.partners }),
        queryClient.invalidateQueries({ queryKey: adminKeys.users }),
        changed(),
      ]).then(() => undefined),
  });
}

export const useSavePartner = () =>
  usePartnerMutation(({ kind, id, input }: { kind: PartnerKind; id?: number; input: PartnerBody }) =>
    apiRequest<{ message: string; data: Partner }>(id ? `${PARTNER_PATHS[kind]}/${id}` : PARTNER_PATHS[kind], {
      method: id ? 'PUT' : 'POST',
      body: input,
    }),
  );
export const usePartnerStatus = () =>
  usePartnerMutation(({ kind, id, status }: { kind: PartnerKind; id: number; status: PartnerStatus }) =>
    apiRequest<{ message: string; data: Partner }>(`${PARTNER_PATHS[kind]}/update-status/${id}`, {
      method: 'PUT',
      body: { status },
    }),
  );

// ---- settings -------------------------------------------------------------------------------------

export function useSettings() {
  return useQuery({
    meta: {
      errorMessage: { failed: SETTINGS_MESSAGES.loadFailed, errored: SETTINGS_MESSAGES.loadFailed, reason: 'none' },
    },
    queryKey: adminKeys.settings,
    queryFn: ({ signal }) => apiRequest<{ data: Settings }>('/settings', { signal }).then((r) => r.data),
  });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  const changed = useAdminChanged();
  return useMutation({
    meta: REPORTED_BY_SCREEN,
    mutationFn: (input: UpdateSettingsBody) =>
      apiRequest<{ message: string; data: Settings }>('/settings', { method: 'PUT', body: input }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(adminKeys.settings, data);
      // the name and time zone every screen shows change at once
      queryClient.setQueryData<PlatformSettings>(adminKeys.platform, {
        platform_name: data.platform_name,
        time_zone: data.time_zone,
        default_currency: data.default_currency,
      });
      return changed().then(() => undefined);
    },
  });
}

// ---- admin profile --------------------------------------------------------------------------------

export type AdminProfileInput = Omit<UpdateAdminProfileBody, 'image'> & { image?: Blob | null };

export function useAdminProfile() {
  return useQuery({
    meta: REPORTED_BY_SCREEN,
    queryKey: adminKeys.profile,
    queryFn: ({ signal }) => apiRequest<{ data: AdminProfile }>('/profile', { signal }).then((r) => r.data),
  });
}

export function useUpdateAdminProfile() {
  const queryClient = useQueryClient();
  const changed = useAdminChanged();
  return useMutation({
    // spec §8 'Admin profile' fallbacks
    meta: { errorMessage: 'Failed to update profile.' },
    mutationFn: ({ image, ...fields }: AdminProfileInput) =>
      apiRequest<{ message: string; data: AdminProfile }>('/profile', {
        method: 'PUT',
        ...(image ? { formData: toFormData({ ...fields, image }) } : { body: fields }),
      }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(adminKeys.profile, data);
      return changed().then(() => undefined);
    },
  });
}

export function useChangeAdminPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorMessage: 'Failed to change password.' },
    mutationFn: (change: PasswordChangeBody) =>
      apiRequest<MessageResponse>('/profile/password', { method: 'POST', body: change }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.profile }),
  });
}
