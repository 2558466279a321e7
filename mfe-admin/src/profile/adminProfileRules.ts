import { ApiError, type AdminProfileInput } from '@farmplate/api-client';
import {
  AdminPasswordChangeBody,
  PASSWORD_CHANGE_MESSAGES,
  PROFILE_MESSAGES,
  validate,
  type AdminProfile,
  type PasswordChangeBody,
} from '@farmplate/contracts';

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

const ADMIN_PASSWORD = PASSWORD_CHANGE_MESSAGES.admin;
const PASSWORD_RULES_IN_ORDER = [ADMIN_PASSWORD.required, ADMIN_PASSWORD.mismatch, ADMIN_PASSWORD.short];

/**
 * The first rule of spec §5 the admin's password change breaks — all fields, 'New passwords do
 * not match.', 'New password must be at least 6 characters long.' — or null when it can be sent.
 */
export function adminPasswordProblem(values: Partial<PasswordChangeBody>): string | null {
  const broken = new Set(Object.values(validate(AdminPasswordChangeBody, values)).flat());
  return PASSWORD_RULES_IN_ORDER.find((message) => broken.has(message)) ?? null;
}

/**
 * The message of a failed save (spec §8): an answer with field errors is 'Please fix the form
 * errors before submitting.'; else the server's message, else the fallback.
 */
export function profileFailure(
  error: unknown,
  fallback: 'Failed to update profile.' | 'Failed to change password.',
): string {
  if (error instanceof ApiError) {
    if (error.errors && Object.keys(error.errors).length > 0) return 'Please fix the form errors before submitting.';
    if (error.message && !/^HTTP \d+$/.test(error.message) && error.message !== 'Network error') return error.message;
  }
  return fallback;
}

/** The four permission chips of spec §2 "Admin Profile". */
export const ADMIN_PERMISSIONS = ['Full Access', 'User Management', 'System Settings', 'Reports'] as const;
