import type { ValidateFunction } from 'ajv';

/**
 * Schema → its validator compiled ahead of time (compiled/<module>.ts, written by generate.ts).
 * Each schema's own module enters its schemas' validators as it loads, so a page that validates
 * a login loads the sign-in schemas' validators, not the whole API's.
 */
export const PRECOMPILED_VALIDATORS = new Map<object, ValidateFunction>();

/** Name → schema of every schema entered so far: what generate.ts compiles (precompiled.ts). */
export const PRECOMPILED_SCHEMAS_BY_NAME = new Map<string, object>();

/**
 * Enters a module's schemas with their validators: `compiled` is the module's compiled/<module>.ts,
 * whose validators are named as the schemas are (compiled.test.ts checks every one is found). The
 * lists of these calls are the only lists of precompiled schemas.
 */
export function registerPrecompiled(compiled: Record<string, unknown>, schemas: Record<string, object>): void {
  for (const [name, schema] of Object.entries(schemas)) {
    PRECOMPILED_SCHEMAS_BY_NAME.set(name, schema);
    // none yet for a schema new to the list, until generate.ts has written it
    if (typeof compiled[name] === 'function') PRECOMPILED_VALIDATORS.set(schema, compiled[name] as ValidateFunction);
  }
}
