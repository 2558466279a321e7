import type { ValidateFunction } from 'ajv';
import * as compiled from './compiled';
import { FORM_SCHEMAS, type FormSchemaName } from './forms';

/** Form schema → its validator compiled ahead of time (see forms.ts). */
export const PRECOMPILED_VALIDATORS = new Map<object, ValidateFunction>(
  (Object.keys(FORM_SCHEMAS) as FormSchemaName[])
    .filter((name) => typeof (compiled as Record<string, unknown>)[name] === 'function')
    .map((name) => [FORM_SCHEMAS[name], (compiled as unknown as Record<string, ValidateFunction>)[name]]),
);
