import type { ErrorObject, ValidateFunction } from 'ajv';
import type { TSchema } from '@sinclair/typebox';
import { PRECOMPILED_VALIDATORS } from './api/validators/registry';

/**
 * One validator for the browser forms and the server: TypeBox schemas compiled by ajv 8, with
 * the spec's §5 messages carried in `errorMessage` (ajv-errors) and cross-field rules expressed
 * with `$data` references, so a react-final-form `validate` and the server's 422 agree.
 */

/** field → messages; empty when the data is valid. Nested fields are dotted ('items.0.name'). */
export type FieldErrors = Record<string, string[]>;

export interface ValidatorOptions {
  /**
   * Convert strings to the schema's numbers and booleans ('12.5' → 12.5), as form inputs,
   * query strings and multipart fields arrive as text. On by default.
   */
  coerce?: boolean;
}

/** Key used for an error that belongs to no single field. */
export const FORM_ERROR_KEY = '_';

const caches = { coerce: new WeakMap<object, ValidateFunction>(), exact: new WeakMap<object, ValidateFunction>() };

/** Compiles a schema at run time; `coerce` as in ValidatorOptions. */
export type RuntimeSchemaCompiler = (schema: object, coerce: boolean) => ValidateFunction;
let runtimeCompiler: RuntimeSchemaCompiler | null = null;

/**
 * Lets `compileSchema` compile the schemas that have no precompiled validator: the server and
 * the tests hand it ajv (`compileWithAjv` of ./ajv). The browser never does: its
 * Content-Security-Policy forbids compiling code, and ajv itself (34 KB brotli) stays out of the
 * pages' bundles.
 */
export function setRuntimeSchemaCompiler(compiler: RuntimeSchemaCompiler): void {
  runtimeCompiler = compiler;
}

/**
 * The validator of `schema`, compiled once per schema object and mode. The form schemas use
 * their validators compiled ahead of time (no `new Function`, so they run under a CSP without
 * 'unsafe-eval'); any other schema is compiled on first use by the run-time compiler, where one
 * is set (setRuntimeSchemaCompiler).
 */
export function compileSchema(schema: TSchema | object, options: ValidatorOptions = {}): ValidateFunction {
  const mode = options.coerce === false ? 'exact' : 'coerce';
  const cached = caches[mode].get(schema);
  if (cached) return cached;
  const compiled =
    (mode === 'coerce' ? PRECOMPILED_VALIDATORS.get(schema) : undefined) ??
    runtimeCompiler?.(schema, mode === 'coerce');
  if (!compiled) {
    throw new Error(
      "This schema has no precompiled validator and nothing may compile one here: add it to its module's registerPrecompiled list and run api/validators/generate.ts.",
    );
  }
  // never below MIN_STRING_BOUND: numbers and flags arrive as text in queries and forms
  const bounded = boundStrings(compiled, Math.max(longestString(schema), MIN_STRING_BOUND));
  caches[mode].set(schema, bounded);
  return bounded;
}

/** Strings are never cut shorter than this (the text of any number or flag is shorter). */
const MIN_STRING_BOUND = 255;

/**
 * The longest text any string of `schema` accepts (the largest `maxLength` in it), or Infinity
 * when one of its strings has no `maxLength`. Every request schema bounds its strings
 * (validation.test.ts checks it).
 */
export function longestString(schema: unknown): number {
  let longest = 0;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    const isString = record.type === 'string' || (Array.isArray(record.type) && record.type.includes('string'));
    if (typeof record.const === 'string') {
      longest = Math.max(longest, record.const.length);
    } else if (Array.isArray(record.enum)) {
      for (const option of record.enum) if (typeof option === 'string') longest = Math.max(longest, option.length);
    } else if (isString && record.const === undefined) {
      // (a `const` by $data, "equals the password", is bounded by what it equals)
      longest = Math.max(longest, typeof record.maxLength === 'number' ? record.maxLength : Infinity);
    }
    for (const [key, value] of Object.entries(record)) if (key !== 'errorMessage' && key !== 'default') visit(value);
  };
  visit(schema);
  return longest;
}

/** Cuts every string of `data` longer than `limit` to `limit + 1` characters, in place. */
function cutLongStrings(data: unknown, limit: number): unknown {
  if (typeof data === 'string') return data.length > limit ? data.slice(0, limit + 1) : data;
  if (Array.isArray(data)) {
    for (let index = 0; index < data.length; index += 1) data[index] = cutLongStrings(data[index], limit);
  } else if (data && typeof data === 'object' && Object.getPrototypeOf(data) === Object.prototype) {
    const record = data as Record<string, unknown>;
    for (const key of Object.keys(record)) record[key] = cutLongStrings(record[key], limit);
  }
  return data;
}

/**
 * Bounds every string before any pattern sees it. ajv reports every error (allErrors), so a
 * pattern ran on a 1 MB email even though its maxLength had already failed. A string longer
 * than the longest the schema accepts is invalid whatever it holds: cut to one character over
 * that length it fails the same maxLength with the same message, and no pattern ever reads more
 * than `limit + 1` characters. Valid data is never changed.
 */
function boundStrings(validator: ValidateFunction, limit: number): ValidateFunction {
  if (!Number.isFinite(limit)) return validator;
  const bounded = ((data: unknown, context?: unknown) => {
    // the root itself may be a string (a query value); in place for objects and arrays
    const cut = cutLongStrings(data, limit);
    const valid = (validator as (data: unknown, context?: unknown) => boolean)(cut, context);
    bounded.errors = validator.errors;
    return valid;
  }) as ValidateFunction;
  Object.assign(bounded, { schema: validator.schema, schemaEnv: validator.schemaEnv, errors: null });
  unbounded.set(bounded, validator);
  return bounded;
}

const unbounded = new WeakMap<ValidateFunction, ValidateFunction>();
/** The ajv validator behind a validator of `compileSchema` (tests: it is the precompiled one). */
export const innerValidator = (validator: ValidateFunction): ValidateFunction => unbounded.get(validator) ?? validator;

const fieldName = (instancePath: string): string =>
  instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');

const join = (parent: string, child: string) => (parent ? `${parent}.${child}` : child);

function defaultMessage(field: string, error: ErrorObject): string {
  const label = field || 'value';
  if (error.keyword === 'required') return `The ${label} field is required.`;
  if (error.keyword === 'additionalProperties') return `The ${label} field is not allowed.`;
  return `The ${label} field ${error.message ?? 'is invalid'}.`;
}

/**
 * An error that only says an alternative did not match: the `null` branch of a nullable field,
 * or anyOf/oneOf's summary. It is noise beside the real complaint about the same field.
 */
const isAlternativeNoise = (error: ErrorObject) =>
  error.keyword === 'anyOf' ||
  error.keyword === 'oneOf' ||
  (error.keyword === 'type' && (error.params as { type?: string }).type === 'null');

/**
 * Turns ajv's errors into field → messages: the schema's own texts first, ajv's defaults after
 * them, and the noise of a failed alternative only when nothing else explains the field.
 */
export function toFieldErrors(errors: readonly ErrorObject[] | null | undefined): FieldErrors {
  const ranked: Record<string, { own: string[]; defaults: string[]; noise: string[] }> = {};
  const add = (field: string, message: string, rank: 'own' | 'defaults' | 'noise') => {
    const entry = (ranked[field || FORM_ERROR_KEY] ??= { own: [], defaults: [], noise: [] });
    entry[rank].push(message);
  };
  for (const error of errors ?? []) {
    const at = fieldName(error.instancePath);
    switch (error.keyword) {
      case 'if':
        break; // the failing `then` branch reports the useful message
      case 'errorMessage': {
        // A `required` message names the missing property in the error it replaced.
        const replaced = (error.params as { errors?: ErrorObject[] }).errors ?? [];
        const missing = replaced
          .filter((original) => original.keyword === 'required')
          .map((original) => (original.params as { missingProperty: string }).missingProperty);
        if (missing.length > 0) missing.forEach((property) => add(join(at, property), error.message ?? '', 'own'));
        else add(at, error.message ?? '', 'own');
        break;
      }
      case 'required': {
        const field = join(at, (error.params as { missingProperty: string }).missingProperty);
        add(field, defaultMessage(field, error), 'defaults');
        break;
      }
      case 'additionalProperties': {
        const field = join(at, (error.params as { additionalProperty: string }).additionalProperty);
        add(field, defaultMessage(field, error), 'defaults');
        break;
      }
      default:
        add(at, defaultMessage(at, error), isAlternativeNoise(error) ? 'noise' : 'defaults');
    }
  }
  const result: FieldErrors = {};
  for (const [field, { own, defaults, noise }] of Object.entries(ranked)) {
    const messages = own.length + defaults.length > 0 ? [...own, ...defaults] : noise;
    result[field] = [...new Set(messages)];
  }
  return result;
}

/** Copies plain objects and arrays so coercion never changes the caller's values (files stay as they are). */
function copyPlain<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyPlain) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copyPlain(item)])) as T;
  }
  return value;
}

/**
 * Validates `data` against `schema`: field → messages, `{}` when valid. Never changes `data`.
 * Usable directly as a react-final-form `validate` after flattening to the first message.
 */
export function validate(schema: TSchema | object, data: unknown, options: ValidatorOptions = {}): FieldErrors {
  const validator = compileSchema(schema, options);
  return validator(copyPlain(data)) ? {} : toFieldErrors(validator.errors);
}

/** First message of every field, the shape react-final-form's `validate` returns. */
export function firstErrors(errors: FieldErrors): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).flatMap(([field, [first]]) => (first === undefined ? [] : [[field, first]])),
  );
}
