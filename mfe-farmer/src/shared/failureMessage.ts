import { ApiError } from '@farmplate/api-client';

/**
 * The profile and password screens' failure texts, until they move into the one profile module:
 * every other screen names its texts in its hook's `meta.errorMessage` (docs/engineering.md).
 */
export { failureText as failureMessage, type FailureTexts } from '@farmplate/api-client';

/** Field → first message of a validation answer, for final-form's submit errors (empty otherwise). */
export const serverFieldErrors = (error: unknown): Record<string, string> =>
  error instanceof ApiError ? error.fieldErrors : {};
