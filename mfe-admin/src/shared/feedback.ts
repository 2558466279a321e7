import { ApiError } from '@farmplate/api-client';

/**
 * The text of a failed call as spec §8 words it for the admin screens: the server's message when
 * it gave one, 'Failed to …' when it answered without one, 'Error …' when it was not reached.
 */
export function adminFailure(error: unknown, texts: { failed: string; errored: string }): string {
  if (!(error instanceof ApiError) || error.status === 0 || error.message === 'Network error') return texts.errored;
  return /^HTTP \d+$/.test(error.message) || !error.message ? texts.failed : error.message;
}
