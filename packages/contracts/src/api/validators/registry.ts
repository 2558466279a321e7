import type { ValidateFunction } from 'ajv';

/**
 * Schema → its validator compiled ahead of time (compiled/<module>.ts, from the schemas listed in
 * forms.ts). Each schema's own module enters its schemas' validators as it loads, so a page
 * that validates a login loads the sign-in schemas' validators, not the whole API's.
 */
export const PRECOMPILED_VALIDATORS = new Map<object, ValidateFunction>();

/**
 * Enters a module's schemas with their validators: `compiled` is the module's compiled/<module>.ts,
 * whose validators are named as the schemas are (compiled.test.ts checks every one is found).
 */
export function registerPrecompiled(compiled: Record<string, unknown>, schemas: Record<string, object>): void {
  for (const [name, schema] of Object.entries(schemas)) {
    PRECOMPILED_VALIDATORS.set(schema, compiled[name] as ValidateFunction);
  }
}
