import { ApiError } from '@farmplate/api-client';

/** Field → first message of a 422 answer, for final-form's submit errors (empty otherwise). */
export const serverFieldErrors = (error: unknown): Record<string, string> =>
  error instanceof ApiError && error.status === 422 ? error.fieldErrors : {};
