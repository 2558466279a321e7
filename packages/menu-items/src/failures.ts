import { ApiError } from '@farmplate/api-client';

/** The server's own reason when it gave one, else the screen's fallback (spec §8 "Menu"). */
export function failureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status === 0) return fallback;
  const reason = error.message.trim();
  return !reason || reason === 'Network error' || /^HTTP \d+$/.test(reason) ? fallback : reason;
}

/** Field → first message of a 422 answer, for final-form's submit errors (empty otherwise). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.errors) return {};
  return Object.fromEntries(
    Object.entries(error.errors).flatMap(([field, [first]]) => (first === undefined ? [] : [[field, first]])),
  );
}
