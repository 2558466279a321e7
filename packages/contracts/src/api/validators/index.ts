import type { ValidateFunction } from 'ajv';
import * as compiled from './compiled';
import { PRECOMPILED_SCHEMAS, type PrecompiledSchemaName } from './forms';

/** Schema → its validator compiled ahead of time (see forms.ts). */
export const PRECOMPILED_VALIDATORS = new Map<object, ValidateFunction>(
  (Object.keys(PRECOMPILED_SCHEMAS) as PrecompiledSchemaName[]).flatMap((name) => {
    const validator = (compiled as Record<string, unknown>)[name];
    return typeof validator === 'function' ? [[PRECOMPILED_SCHEMAS[name], validator as ValidateFunction] as const] : [];
  }),
);
