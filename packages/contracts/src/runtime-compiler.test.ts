// In the browser nothing compiles a schema at run time (its CSP forbids it, and ajv stays out of
// the pages' bundles): validation runs on the precompiled validators only.
import { Type } from '@sinclair/typebox';
import { LoginBody } from './api/auth';
import { validate } from './validation';

test('a form schema is validated by its precompiled validator, with no compiler set', () => {
  expect(validate(LoginBody, { email: 'ada@example.com', password: 'secret123' })).toEqual({});
  expect(Object.keys(validate(LoginBody, { email: 'not an email', password: '' })).sort()).toEqual([
    'email',
    'password',
  ]);
});

test('a schema without a precompiled validator is refused, naming where to add it', () => {
  expect(() => validate(Type.Object({ note: Type.String({ maxLength: 10 }) }), { note: 'hi' })).toThrow(
    /no precompiled validator .* registerPrecompiled list and run api\/validators\/generate\.ts/,
  );
});
