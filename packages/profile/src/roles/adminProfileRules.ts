import type { AdminProfileInput } from '@farmplate/api-client';
import { PROFILE_MESSAGES, type AdminProfile } from '@farmplate/contracts';

/** The admin profile form as final-form holds it (spec §3 Admin profile). */
export interface AdminProfileFormValues {
  name: string;
  email: string;
  contact: string;
  location: string;
  department: string;
  image: File | null;
}

export const adminProfileFormValues = (profile: AdminProfile): AdminProfileFormValues => ({
  name: profile.name,
  email: profile.email,
  contact: profile.contact ?? '',
  location: profile.location ?? '',
  department: profile.department ?? '',
  image: null,
});

export const toAdminProfileInput = (values: AdminProfileFormValues): AdminProfileInput => ({
  name: (values.name ?? '').trim(),
  email: (values.email ?? '').trim(),
  contact: (values.contact ?? '').trim(),
  location: (values.location ?? '').trim(),
  department: (values.department ?? '').trim(),
  image: values.image,
});

/** Spec §5 "Admin profile": 'Name and email are required fields.', or null when it can be sent. */
export function adminProfileProblem(values: Partial<AdminProfileFormValues>): string | null {
  return values.name?.trim() && values.email?.trim() ? null : PROFILE_MESSAGES.adminRequired;
}

/** The four permission chips of spec §2 "Admin Profile". */
export const ADMIN_PERMISSIONS = ['Full Access', 'User Management', 'System Settings', 'Reports'] as const;
