import type { ValidateFunction } from 'ajv';

/**
 * Schema → its validator compiled ahead of time (compiled/<module>.ts, from the schemas listed in
 * forms.ts). Each schema's own module enters its schemas' validators as it loads, so a page
 * that validates a login loads the sign-in schemas' validators, not the whole API's.
 */
export const PRECOMPILED_VALIDATORS = new Map<object, ValidateFunction>();

/** Enters `[schema, its compiled validator]` pairs (called by the schemas' modules). */
export function registerPrecompiled(pairs: readonly (readonly [object, unknown])[]): void {
  for (const [schema, validator] of pairs) PRECOMPILED_VALIDATORS.set(schema, validator as ValidateFunction);
}
