// Loading the API's modules enters every precompiled schema: each module's registerPrecompiled list
// is the one place a schema is named as precompiled.
import '..';
import { PRECOMPILED_SCHEMAS_BY_NAME } from './registry';

/**
 * Every schema whose validator is compiled ahead of time (compiled/<module>.ts), by name: the body,
 * form, query and path schemas of the API. Ahead of time because ajv compiles with `new Function`,
 * which the production Content-Security-Policy (no 'unsafe-eval') forbids in the browser, and so
 * the server starts without compiling a schema. For the generator and the tests, not for pages.
 */
export const PRECOMPILED_SCHEMAS: Readonly<Record<string, object>> = Object.fromEntries(PRECOMPILED_SCHEMAS_BY_NAME);
