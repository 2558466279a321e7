import { ApiError } from '@farmplate/api-client';

/** Field → first message of a 422 answer, for final-form's submit errors (empty otherwise). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 422 || !error.errors) return {};
  return Object.fromEntries(
    Object.entries(error.errors).flatMap(([field, [first]]) => (first === undefined ? [] : [[field, first]])),
  );
}
