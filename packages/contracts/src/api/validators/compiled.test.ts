import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileWithAjv, createAjv } from '../../ajv';
import { compileSchema, innerValidator, setRuntimeSchemaCompiler, toFieldErrors, validate } from '../../validation';
import { COMPILED_DIR, generateValidatorsSources, precompiledModules } from './generate';
import { PRECOMPILED_SCHEMAS } from './precompiled';
import { PRECOMPILED_VALIDATORS } from './registry';
import * as api from '..';

/** The precompiled schema of that name (a sample names one that must exist). */
function schemaNamed(name: string): object {
  const schema = PRECOMPILED_SCHEMAS[name];
  if (!schema) throw new Error(`No precompiled schema is named ${name}`);
  return schema;
}

// Schemas no form has are compiled at run time by ajv, as on the server.
beforeAll(() => setRuntimeSchemaCompiler(compileWithAjv));

describe('precompiled form validators', () => {
  it('are up to date with the schemas (run generate.ts after changing a form schema)', () => {
    const sources = generateValidatorsSources();
    expect(readdirSync(COMPILED_DIR).sort()).toEqual(Object.keys(sources).sort());
    for (const [file, source] of Object.entries(sources)) {
      expect({ file, upToDate: readFileSync(path.join(COMPILED_DIR, file), 'utf8') === source }).toEqual({
        file,
        upToDate: true,
      });
    }
  });

  it('cover every body, form, query and path schema of the API (the browser may not compile one: CSP)', () => {
    const precompiled = new Set<unknown>(Object.values(PRECOMPILED_SCHEMAS));
    const missing = Object.entries(api)
      .filter(([name]) => /(Body|Form|Query|Params)$/.test(name))
      .filter(([, schema]) => !precompiled.has(schema))
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it("exist for every listed schema, entered by the schema's own module, and are what validate() uses", () => {
    const modules = Object.entries(precompiledModules());
    // every listed schema is defined in one of the API's modules, which enters its validators
    expect(modules.flatMap(([, names]) => names).sort()).toEqual(Object.keys(PRECOMPILED_SCHEMAS).sort());
    for (const [module, names] of modules) {
      const compiled = require(`./compiled/${module}`) as Record<string, unknown>;
      for (const name of names) {
        const schema = schemaNamed(name);
        const own = compiled[name];
        expect({ name, registered: PRECOMPILED_VALIDATORS.get(schema) === own }).toEqual({ name, registered: true });
        expect(own).toEqual(expect.any(Function));
        expect(innerValidator(compileSchema(schema))).toBe(own);
      }
    }
  });

  it('answer exactly as validators compiled at run time', () => {
    const runtime = createAjv(true);
    const samples: [string, unknown][] = [
      ['MenuItemsQuery', { page: '2', per_page: '500', kitchen: 'x' }],
      ['IdParams', { id: 'abc' }],
      ['RegisterForm', {}],
      ['RegisterForm', { name: ' ', email: 'x@y', password: '123', password_confirmation: '12', role: 'kitchen' }],
      ['CreateUserBody', { name: 'A', email: 'bad', role: 'chef' }],
      ['CreateMenuItemBody', { item_name: 'Soup', description: 'short', price: '0', category: '', ingredients: [] }],
      [
        'CreateInventoryItemBody',
        { produce_name: 'Yams', quantity: '0.5', unit: 'kg', quality: 'Premium', total_price: '' },
      ],
      ['CreateFarmerPartnerBody', { name: 'Kofi', contact_email: 'k@x.co', contact_phone: '1', password: 'secret1' }],
      ['RequestStatusBody', { status: 'declined', decline_reason: ' ' }],
      [
        'PartnerPasswordChangeBody',
        { current_password: 'a', new_password: 'bbbbbb', new_password_confirmation: 'bbbbbc' },
      ],
    ];
    for (const [name, data] of samples) {
      const fresh = runtime.compile(schemaNamed(name));
      fresh(structuredClone(data));
      expect(validate(schemaNamed(name), data)).toEqual(toFieldErrors(fresh.errors));
    }
  });
});
