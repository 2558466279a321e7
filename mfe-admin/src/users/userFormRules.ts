import {
  CreateUserBody,
  firstErrors,
  UpdateUserBody,
  USER_MESSAGES,
  validate,
  type Role,
  type User,
} from '@farmplate/contracts';

/** The user form as final-form holds it (spec §3 User form). */
export interface UserFormValues {
  name: string;
  email: string;
  role: Role | '';
  status: User['status'];
  password: string;
  password_confirmation: string;
}

export const NEW_USER_VALUES: UserFormValues = {
  name: '',
  email: '',
  role: '',
  status: 'active',
  password: '',
  password_confirmation: '',
};

export const userFormValues = (user: User): UserFormValues => ({
  name: user.name,
  email: user.email,
  role: user.role,
  status: user.status,
  password: '',
  password_confirmation: '',
});

/**
 * What the form sends (spec §5): values trimmed; password and confirmation only when a password
 * was entered (on edit a blank password keeps the current one).
 */
export function toUserInput(
  values: Partial<UserFormValues>,
): UpdateUserBody & Pick<CreateUserBody, 'name' | 'email' | 'role'> {
  const password = values.password ?? '';
  return {
    name: (values.name ?? '').trim(),
    email: (values.email ?? '').trim(),
    role: values.role as Role,
    status: values.status ?? 'active',
    ...(password !== '' && { password, password_confirmation: values.password_confirmation ?? '' }),
  };
}

/**
 * Every rule of spec §5 "User form", with its message: the server's own schema, so screen and API
 * say the same. On create the password is required; on edit it is checked only when filled.
 */
export function validateUserForm(values: Partial<UserFormValues>, editing: boolean): Record<string, string> {
  const input = toUserInput(values);
  // Blank is "not given": a missing name or email gets the required message.
  const payload = {
    ...input,
    name: input.name === '' ? undefined : (values.name ?? ''),
    email: input.email === '' ? undefined : input.email,
    role: input.role || undefined,
    // an empty confirmation is a missing one ('Password confirmation is required')
    ...((!editing || values.password) && {
      password: values.password ? values.password : undefined,
      password_confirmation: values.password_confirmation ? values.password_confirmation : undefined,
    }),
  };
  const errors = firstErrors(validate(editing ? UpdateUserBody : CreateUserBody, payload));
  if (editing) {
    if (payload.name === undefined) errors.name = USER_MESSAGES.nameRequired;
    if (payload.email === undefined) errors.email = USER_MESSAGES.emailRequired;
    if (!payload.role) errors.role = USER_MESSAGES.roleRequired;
  }
  return errors;
}
