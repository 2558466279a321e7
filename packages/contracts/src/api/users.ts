import { Type, type Static } from '@sinclair/typebox';
import { ROLES } from '../roles';
import { EMAIL_PATTERN, MessageWithData, NOT_BLANK, PageQuery, Paged, TWO_NON_BLANK, USER_STATUSES } from './common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth';
import * as compiled from './validators/compiled/users';
import { registerPrecompiled } from './validators/registry';

/** Admin user management (spec §2 Admin User Management, §5 User form, §7 users calls). */

export const USER_MESSAGES = {
  nameRequired: 'Name is required',
  nameShort: 'Name must be at least 2 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  roleRequired: 'Role is required',
  passwordRequired: 'Password is required',
  passwordShort: 'Password must be at least 6 characters',
  confirmationRequired: 'Password confirmation is required',
  mismatch: 'Passwords do not match',
  created: 'User created successfully!',
  updated: 'User updated successfully!',
  activated: 'User activated successfully!',
  deactivated: 'User deactivated successfully!',
  deleted: 'User deleted successfully!',
  ownAccount: 'You cannot deactivate, delete or change the role of your own account.',
} as const;

const RoleSchema = Type.Union(ROLES.map((role) => Type.Literal(role)));
const UserStatusSchema = Type.Union(USER_STATUSES.map((status) => Type.Literal(status)));

/** A row of the users table (the session fields plus contact details). */
export const User = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  role: RoleSchema,
  status: UserStatusSchema,
  created_at: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  location: Type.Union([Type.String(), Type.Null()]),
});
export type User = Static<typeof User>;

export const UsersQuery = Type.Composite([
  PageQuery,
  Type.Object({
    search: Type.Optional(Type.String({ maxLength: 255 })),
    /** 'all' or '' = every role */
    role: Type.Optional(Type.Union([RoleSchema, Type.Literal('all'), Type.Literal('')])),
    status: Type.Optional(Type.Union([UserStatusSchema, Type.Literal('all'), Type.Literal('')])),
  }),
]);
export type UsersQuery = Static<typeof UsersQuery>;
export const UsersResponse = Paged(User);

const nameField = Type.String({
  maxLength: 255,
  pattern: NOT_BLANK,
  // "at least 2 characters after trimming": two non-space characters, anything between
  allOf: [{ pattern: TWO_NON_BLANK, errorMessage: USER_MESSAGES.nameShort }],
  errorMessage: {
    type: USER_MESSAGES.nameRequired,
    pattern: USER_MESSAGES.nameRequired,
    maxLength: USER_MESSAGES.nameRequired,
  },
});
const emailField = Type.String({
  minLength: 1,
  maxLength: 255,
  pattern: EMAIL_PATTERN,
  errorMessage: {
    type: USER_MESSAGES.emailRequired,
    minLength: USER_MESSAGES.emailRequired,
    pattern: USER_MESSAGES.emailInvalid,
    maxLength: USER_MESSAGES.emailInvalid,
  },
});
const roleField = Type.Union(
  ROLES.map((role) => Type.Literal(role)),
  { errorMessage: USER_MESSAGES.roleRequired },
);
const passwordField = Type.String({
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
  errorMessage: {
    type: USER_MESSAGES.passwordRequired,
    minLength: USER_MESSAGES.passwordShort,
    maxLength: USER_MESSAGES.passwordShort,
  },
});
const confirmationField = Type.String({
  minLength: 1,
  const: { $data: '1/password' },
  errorMessage: {
    type: USER_MESSAGES.confirmationRequired,
    minLength: USER_MESSAGES.confirmationRequired,
    const: USER_MESSAGES.mismatch,
  },
});

/** POST /users: the user form on "Add New User". */
export const CreateUserBody = Type.Object(
  {
    name: nameField,
    email: emailField,
    role: roleField,
    status: Type.Optional(UserStatusSchema),
    phone: Type.Optional(Type.Union([Type.String({ maxLength: 50 }), Type.Null()])),
    location: Type.Optional(Type.Union([Type.String({ maxLength: 255 }), Type.Null()])),
    password: passwordField,
    password_confirmation: confirmationField,
  },
  {
    errorMessage: {
      required: {
        name: USER_MESSAGES.nameRequired,
        email: USER_MESSAGES.emailRequired,
        role: USER_MESSAGES.roleRequired,
        password: USER_MESSAGES.passwordRequired,
        password_confirmation: USER_MESSAGES.confirmationRequired,
      },
    },
  },
);
export type CreateUserBody = Static<typeof CreateUserBody>;

/** PUT /users/{id}: the same form; a blank password keeps the current one. */
export const UpdateUserBody = Type.Object(
  {
    name: Type.Optional(nameField),
    email: Type.Optional(emailField),
    role: Type.Optional(roleField),
    status: Type.Optional(UserStatusSchema),
    phone: Type.Optional(Type.Union([Type.String({ maxLength: 50 }), Type.Null()])),
    location: Type.Optional(Type.Union([Type.String({ maxLength: 255 }), Type.Null()])),
    password: Type.Optional(
      Type.String({
        maxLength: PASSWORD_MAX_LENGTH,
        pattern: `^(|[\\s\\S]{${PASSWORD_MIN_LENGTH},})$`,
        errorMessage: { pattern: USER_MESSAGES.passwordShort, maxLength: USER_MESSAGES.passwordShort },
      }),
    ),
    password_confirmation: Type.Optional(
      Type.String({ const: { $data: '1/password' }, errorMessage: { const: USER_MESSAGES.mismatch } }),
    ),
  },
  {
    // a filled password needs its confirmation
    if: { properties: { password: { minLength: 1 } }, required: ['password'] },
    then: {
      required: ['password_confirmation'],
      errorMessage: { required: { password_confirmation: USER_MESSAGES.confirmationRequired } },
    },
  },
);
export type UpdateUserBody = Static<typeof UpdateUserBody>;

export const UserStatusBody = Type.Object({ status: UserStatusSchema });
export type UserStatusBody = Static<typeof UserStatusBody>;

export const UserResponse = MessageWithData(User);

// This module's schemas with their validators compiled ahead of time (validators/generate.ts
// compiles what these lists name): a page that validates one of them loads these, not every schema's.
registerPrecompiled(compiled, { CreateUserBody, UpdateUserBody, UserStatusBody, UsersQuery });
