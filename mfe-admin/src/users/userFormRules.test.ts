import { USER_MESSAGES as M } from '@farmplate/contracts';
import { NEW_USER_VALUES, toUserInput, validateUserForm } from './userFormRules';

const valid = {
  ...NEW_USER_VALUES,
  name: 'Zara Bello',
  email: 'zara@example.test',
  role: 'customer' as const,
  password: 'secret1',
  password_confirmation: 'secret1',
};

describe('user form rules (spec §5)', () => {
  it('accepts a complete new user', () => {
    expect(validateUserForm(valid, false)).toEqual({});
  });

  it('requires name, email, role, password and confirmation on create', () => {
    expect(validateUserForm(NEW_USER_VALUES, false)).toEqual({
      name: M.nameRequired,
      email: M.emailRequired,
      role: M.roleRequired,
      password: M.passwordRequired,
      password_confirmation: M.confirmationRequired,
    });
  });

  it('checks the name length after trimming', () => {
    expect(validateUserForm({ ...valid, name: '   ' }, false).name).toBe(M.nameRequired);
    expect(validateUserForm({ ...valid, name: ' a ' }, false).name).toBe(M.nameShort);
    expect(validateUserForm({ ...valid, name: ' Al ' }, false).name).toBeUndefined();
  });

  it('checks the email pattern', () => {
    expect(validateUserForm({ ...valid, email: 'zara@' }, false).email).toBe(M.emailInvalid);
    expect(validateUserForm({ ...valid, email: 'zara example.test' }, false).email).toBe(M.emailInvalid);
  });

  it('checks password length and that the confirmation matches', () => {
    expect(validateUserForm({ ...valid, password: '12345', password_confirmation: '12345' }, false).password).toBe(
      M.passwordShort,
    );
    expect(validateUserForm({ ...valid, password_confirmation: 'secret2' }, false).password_confirmation).toBe(
      M.mismatch,
    );
    expect(validateUserForm({ ...valid, password_confirmation: '' }, false).password_confirmation).toBe(
      M.confirmationRequired,
    );
  });

  it('on edit validates the password only when one is entered', () => {
    const editing = { ...valid, password: '', password_confirmation: '' };
    expect(validateUserForm(editing, true)).toEqual({});
    expect(validateUserForm({ ...editing, password: '123' }, true).password).toBe(M.passwordShort);
    expect(validateUserForm({ ...editing, password: 'secret9' }, true).password_confirmation).toBe(
      M.confirmationRequired,
    );
    expect(validateUserForm({ ...editing, password: 'secret9', password_confirmation: 'x' }, true)).toEqual({
      password_confirmation: M.mismatch,
    });
    expect(validateUserForm({ ...editing, name: '' }, true).name).toBe(M.nameRequired);
    expect(validateUserForm({ ...editing, email: ' ' }, true).email).toBe(M.emailRequired);
  });

  it('trims values and sends the password only when entered', () => {
    expect(toUserInput({ ...valid, name: '  Zara  ', email: ' zara@example.test ' })).toEqual({
      name: 'Zara',
      email: 'zara@example.test',
      role: 'customer',
      status: 'active',
      password: 'secret1',
      password_confirmation: 'secret1',
    });
    expect(toUserInput({ ...valid, password: '', password_confirmation: '' })).not.toHaveProperty('password');
    expect(toUserInput({ ...valid, password: '', password_confirmation: '' })).not.toHaveProperty(
      'password_confirmation',
    );
  });
});
