import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import ajvErrors from 'ajv-errors';

/**
 * The one ajv configuration. `code` is for the generator of the precompiled validators
 * (api/validators/generate.ts), which must compile exactly as the run-time compiler does.
 * Only the server, the generator and the tests import this module: the browser runs the
 * precompiled validators (validation.ts).
 */
export function createAjv(coerce: boolean, code?: { source: true; esm: true }): Ajv {
  const instance = new Ajv({
    allErrors: true, // every field's message at once, and required by ajv-errors
    $data: true, // cross-field rules such as "confirmation equals password"
    coerceTypes: coerce,
    useDefaults: true,
    multipleOfPrecision: 6, // 12.34 is a multiple of 0.01 despite binary floating point
    strict: false, // TypeBox adds its own annotation keywords (e.g. Kind symbols, `errorMessage`)
    ...(code && { code }),
  });
  addFormats(instance);
  ajvErrors(instance);
  return instance;
}

// created on first need: building an ajv instance costs tens of milliseconds
const instances: { coerce?: Ajv; exact?: Ajv } = {};

/** The run-time compiler of validation.ts's `compileSchema` (setRuntimeSchemaCompiler): ajv. */
export const compileWithAjv = (schema: object, coerce: boolean): ValidateFunction =>
  (instances[coerce ? 'coerce' : 'exact'] ??= createAjv(coerce)).compile(schema);
