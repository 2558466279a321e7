import { ApiError } from '@farmplate/api-client';
import { SESSION_EXPIRED_MESSAGE } from '@farmplate/session';

/** The two texts spec §8 gives for a failed action: refused by the server, or not reached at all. */
export interface FailureTexts {
  /** 'Failed to …': the server answered with an error (its reason is appended). */
  failed: string;
  /** 'Error …': the server could not be reached or answered nonsense. */
  errored: string;
}

/** The toast text for a failed call, e.g. 'Failed to fulfill request: Not enough stock.' */
export function failureMessage(error: unknown, { failed, errored }: FailureTexts): string {
  if (!(error instanceof ApiError) || error.status === 0 || error.message === 'Network error') return errored;
  if (error.message === SESSION_EXPIRED_MESSAGE) return error.message;
  const reason = error.message === `HTTP ${error.status}` ? '' : error.message;
  return reason && reason !== failed ? `${failed}: ${reason}` : failed;
}

/** Field → first message of a 422 answer, for final-form's submit errors (empty otherwise). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.errors) return {};
  return Object.fromEntries(
    Object.entries(error.errors).flatMap(([field, [first]]) => (first === undefined ? [] : [[field, first]])),
  );
}
