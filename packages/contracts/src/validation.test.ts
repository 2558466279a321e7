import { Type } from '@sinclair/typebox';
import { compileWithAjv } from './ajv';
import { firstErrors, setRuntimeSchemaCompiler, toFieldErrors, validate } from './validation';
import { UpdateFarmerProfileBody } from './api/profiles';
import { LoginBody, RegisterForm, REGISTER_MESSAGES as M, ResetPasswordBody, WebRegisterBody } from './api/auth';

// Schemas no form has are compiled at run time by ajv, as on the server.
beforeAll(() => setRuntimeSchemaCompiler(compileWithAjv));

const farmer = {
  name: 'Kwame Mensah',
  email: 'kwame@example.com',
  password: 'secret1',
  password_confirmation: 'secret1',
  role: 'farmer',
  farm_name: 'Green Valley Farm',
};

describe('validate', () => {
  it('returns no errors for a valid registration', () => {
    expect(validate(RegisterForm, farmer)).toEqual({});
  });

  it('gives the spec messages for every empty registration field', () => {
    expect(validate(RegisterForm, {})).toEqual({
      name: [M.name],
      email: [M.email],
      password: [M.password],
      password_confirmation: [M.confirmation],
      role: [M.role],
    });
  });

  it('checks the email pattern, password length, confirmation and role', () => {
    const errors = validate(RegisterForm, {
      ...farmer,
      email: 'kwame@example',
      password: 'abc',
      password_confirmation: 'abd',
      role: 'admin',
    });
    expect(errors).toEqual({
      email: [M.emailInvalid],
      password: [M.passwordShort],
      password_confirmation: [M.mismatch],
      role: [M.role],
    });
  });

  it('treats a name of spaces as missing', () => {
    expect(validate(RegisterForm, { ...farmer, name: '   ' })).toEqual({ name: [M.name] });
  });

  it('asks for the business name of the chosen role', () => {
    expect(validate(RegisterForm, { ...farmer, farm_name: undefined })).toEqual({ farm_name: [M.farmName] });
    expect(validate(RegisterForm, { ...farmer, role: 'kitchen', farm_name: undefined, kitchen_name: ' ' })).toEqual({
      kitchen_name: [M.kitchenName],
    });
  });

  it('lets the API payload omit the confirmation but not mismatch it', () => {
    const { password_confirmation: _omitted, ...payload } = farmer;
    expect(validate(WebRegisterBody, payload)).toEqual({});
    expect(validate(WebRegisterBody, { ...payload, password_confirmation: 'other1' })).toEqual({
      password_confirmation: [M.mismatch],
    });
  });

  it('puts the required-field message first for an empty email', () => {
    expect(firstErrors(validate(LoginBody, { email: '', password: 'x' }))).toEqual({ email: M.email });
  });

  it('checks the reset code and the new password pair', () => {
    expect(
      validate(ResetPasswordBody, {
        email: 'a@b.co',
        otp: '12a456',
        password: 'secret1',
        password_confirmation: 'secret2',
      }),
    ).toEqual({
      otp: ['Please enter the 6-digit code'],
      password_confirmation: [M.mismatch],
    });
  });

  it('coerces form text to numbers without changing the caller values', () => {
    const schema = Type.Object({ quantity: Type.Number({ minimum: 1 }) });
    const values = { quantity: '12.5' };
    expect(validate(schema, values)).toEqual({});
    expect(values.quantity).toBe('12.5');
    expect(validate(schema, values, { coerce: false })).toEqual({ quantity: ['The quantity field must be number.'] });
  });

  it('explains a nullable field by its own rule, not by the null alternative', () => {
    const schema = Type.Object({
      stock_alert: Type.Union([
        Type.Null(),
        Type.Number({ minimum: 0, errorMessage: { minimum: 'Stock alert cannot be negative' } }),
      ]),
    });
    expect(validate(schema, { stock_alert: -1 })).toEqual({ stock_alert: ['Stock alert cannot be negative'] });
    expect(validate(schema, { stock_alert: null })).toEqual({});
  });

  it("answers a blank profile email with the screen's required message first", () => {
    expect(firstErrors(validate(UpdateFarmerProfileBody, { name: 'Kwame', email: '' }))).toEqual({
      email: 'Name and email are required',
    });
    expect(firstErrors(validate(UpdateFarmerProfileBody, { name: 'Kwame', email: 'kwame@' }))).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('names nested fields with dots and gives default messages', () => {
    const schema = Type.Object({ items: Type.Array(Type.Object({ name: Type.String() })) });
    expect(validate(schema, { items: [{}] })).toEqual({ 'items.0.name': ['The items.0.name field is required.'] });
    expect(toFieldErrors(null)).toEqual({});
  });
});
