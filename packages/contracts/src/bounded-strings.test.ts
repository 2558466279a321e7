import { EMAIL_PATTERN, TWO_NON_BLANK } from './api/common';
import { LoginBody } from './api/auth';
import { PRECOMPILED_SCHEMAS } from './api/validators/precompiled';
import { CreateUserBody } from './api/users';
import { compileWithAjv } from './ajv';
import { longestString, setRuntimeSchemaCompiler, validate } from './validation';

// Schemas no form has are compiled at run time by ajv, as on the server.
beforeAll(() => setRuntimeSchemaCompiler(compileWithAjv));

describe('every string is bounded before any pattern', () => {
  it.each(Object.entries(PRECOMPILED_SCHEMAS))('%s gives every string a maxLength', (_name, schema) => {
    expect(longestString(schema)).toBeLessThan(Infinity);
  });

  it('never lets a pattern read more than the longest accepted text plus one', () => {
    const seen: number[] = [];
    const test = RegExp.prototype.test;
    const spy = jest.spyOn(RegExp.prototype, 'test').mockImplementation(function (this: RegExp, input: string) {
      seen.push(String(input).length);
      return test.call(this, input);
    });
    try {
      const huge = `${'a@'.repeat(64 * 1024)}!`;
      expect(validate(LoginBody, { email: huge, password: huge })).toEqual({
        email: ['Please enter a valid email'],
        password: ['Please enter your password'],
      });
      expect(validate(CreateUserBody, { name: huge, email: huge, role: 'admin', password: huge })).toMatchObject({
        email: ['Please enter a valid email address'],
      });
    } finally {
      spy.mockRestore();
    }
    expect(seen.length).toBeGreaterThan(0);
    expect(Math.max(...seen)).toBeLessThanOrEqual(256);
  });

  it('leaves valid data as it is', () => {
    const body = { email: 'ada@example.com', password: 'secret1' };
    expect(validate(LoginBody, body)).toEqual({});
    expect(body).toEqual({ email: 'ada@example.com', password: 'secret1' });
  });
});

describe('linear-time patterns', () => {
  const email = new RegExp(EMAIL_PATTERN, 'u');

  it('keeps the simple email rule of spec §5', () => {
    for (const good of ['a@b.co', 'kwame.mensah+farm@green-valley.example.com', 'x@y.z'])
      expect(email.test(good)).toBe(true);
    for (const bad of ['', 'a@b', 'a b@c.d', '@b.c', 'a@.c', 'a@b.', 'a@b..c', 'a@b@c.d', 'a@b.c '])
      expect(email.test(bad)).toBe(false);
  });

  // Inputs that made `^\S+@\S+\.\S+$` backtrack quadratically or worse: with a linear pattern
  // they are answered within the test's normal time even at 1 MB (the old pattern needed minutes).
  it.each([
    ['@', `a${'@'.repeat(1 << 20)}`],
    ['dots', `a@${'.'.repeat(1 << 20)} `],
    ['labels', `a@${'a.'.repeat(1 << 19)} `],
  ])('fails fast on 1 MB of %s', (_name, input) => {
    expect(email.test(input)).toBe(false);
    expect(new RegExp(TWO_NON_BLANK, 'u').test(`a${' '.repeat(1 << 20)}`)).toBe(false);
  });
});

describe('longestString', () => {
  it('counts literals, enums and maxLengths', () => {
    expect(
      longestString({
        anyOf: [
          { const: 'active', type: 'string' },
          { const: 'inactive', type: 'string' },
        ],
      }),
    ).toBe(8);
    expect(longestString({ type: 'string', enum: ['a', 'abc'] })).toBe(3);
    expect(longestString({ type: 'object', properties: { a: { type: 'string', maxLength: 12 } } })).toBe(12);
    expect(longestString({ type: 'string' })).toBe(Infinity);
  });

  it('keeps a literal valid', () => {
    expect(
      validate(
        {
          anyOf: [
            { const: 'active', type: 'string' },
            { const: 'inactive', type: 'string' },
          ],
        },
        'inactive',
      ),
    ).toEqual({});
  });
});
