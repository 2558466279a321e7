import type { ValidateFunction } from 'ajv';
import * as compiled from './compiled';
import { PRECOMPILED_SCHEMAS, type PrecompiledSchemaName } from './forms';

/** Schema → its validator compiled ahead of time (see forms.ts). */
export const PRECOMPILED_VALIDATORS = new Map<object, ValidateFunction>(
  (Object.keys(PRECOMPILED_SCHEMAS) as PrecompiledSchemaName[])
    .filter((name) => typeof (compiled as Record<string, unknown>)[name] === 'function')
    .map((name) => [PRECOMPILED_SCHEMAS[name], (compiled as unknown as Record<string, ValidateFunction>)[name]]),
);
