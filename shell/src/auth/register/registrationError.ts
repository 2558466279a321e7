import { ApiError } from '@farmplate/api-client/core';

/** Spec §8 "Registration failure". */
export const REGISTRATION_FALLBACK_MESSAGE = 'Failed to create account. Please try again.';
export const REGISTRATION_FAILED_BANNER = 'Registration failed. Please check your information.';

/**
 * Spec §8: every message of the answer's `errors`, flattened and joined with '. '; else the
 * answer's `message`; else the fallback. A message's own closing full stop is dropped before
 * joining so the sentences do not end in '..'.
 */
export function registrationErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return REGISTRATION_FALLBACK_MESSAGE;
  // spec §8 joins every message of a field, not only the first one fieldErrors keeps
  // eslint-disable-next-line no-restricted-syntax -- the spec's registration text needs them all
  const messages = Object.values(error.errors ?? {})
    .flat()
    .filter((message) => typeof message === 'string' && message.trim() !== '');
  if (messages.length > 0) {
    return messages
      .map((message, index) => (index < messages.length - 1 ? message.replace(/\.+\s*$/, '') : message))
      .join('. ');
  }
  if (error.reason) return error.reason;
  return REGISTRATION_FALLBACK_MESSAGE;
}
