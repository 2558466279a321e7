import { Type, type Static } from '@sinclair/typebox';
import { ROLES, SELF_REGISTER_ROLES } from '../roles';
import { EMAIL_PATTERN, NOT_BLANK, USER_STATUSES } from './common';
import * as compiled from './validators/compiled/auth';
import { registerPrecompiled } from './validators/registry';

/** Auth calls of spec §7 (login, register, logout, current user, forgot/verify/reset password). */

export const PASSWORD_MIN_LENGTH = 6;
/** Long enough for any passphrase, short enough that hashing stays cheap. */
export const PASSWORD_MAX_LENGTH = 128;

/** Spec §5 registration messages, word for word. */
export const REGISTER_MESSAGES = {
  name: 'Please enter your name',
  email: 'Please enter your email',
  emailInvalid: 'Please enter a valid email',
  password: 'Please enter a password',
  passwordShort: 'Password must be at least 6 characters long',
  confirmation: 'Please confirm your password',
  mismatch: 'Passwords do not match',
  role: 'Please select your role',
  farmName: 'Please enter your farm name',
  kitchenName: 'Please enter your kitchen name',
} as const;

export const AUTH_MESSAGES = {
  loginFailed: 'Invalid email or password',
  loginPassword: 'Please enter your password',
  emailTaken: 'The email has already been taken.',
  registered: 'Account created successfully.',
  loggedOut: 'Logged out successfully.',
  forgotSent: 'If an account exists for that email, a 6-digit code has been sent.',
  otpFormat: 'Please enter the 6-digit code',
  otpVerified: 'Code verified.',
  otpInvalid: 'Invalid or expired code.',
  passwordReset: 'Password has been reset.',
  unauthenticated: 'Unauthenticated.',
  forbidden: 'This action is unauthorized.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
} as const;

/** The user every screen keeps in its session (brief: SessionUser). */
export const SessionUser = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  role: Type.Union(ROLES.map((role) => Type.Literal(role))),
  status: Type.Union(USER_STATUSES.map((status) => Type.Literal(status))),
  created_at: Type.String(),
});
export type SessionUser = Static<typeof SessionUser>;

export const emailField = (required: string) =>
  Type.String({
    minLength: 1,
    maxLength: 255,
    pattern: EMAIL_PATTERN,
    errorMessage: {
      type: required,
      minLength: required,
      maxLength: REGISTER_MESSAGES.emailInvalid,
      pattern: REGISTER_MESSAGES.emailInvalid,
    },
  });

export const newPasswordField = Type.String({
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
  errorMessage: {
    type: REGISTER_MESSAGES.password,
    minLength: REGISTER_MESSAGES.passwordShort,
    maxLength: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  },
});

/** Must equal the sibling `password` field (ajv `$data` reference). */
export const confirmationField = Type.String({
  minLength: 1,
  maxLength: PASSWORD_MAX_LENGTH,
  const: { $data: '1/password' },
  errorMessage: {
    type: REGISTER_MESSAGES.confirmation,
    minLength: REGISTER_MESSAGES.confirmation,
    maxLength: REGISTER_MESSAGES.mismatch,
    const: REGISTER_MESSAGES.mismatch,
  },
});

// ---- login -------------------------------------------------------------------------------------

export const LoginBody = Type.Object(
  {
    email: emailField(REGISTER_MESSAGES.email),
    password: Type.String({
      minLength: 1,
      maxLength: PASSWORD_MAX_LENGTH,
      errorMessage: AUTH_MESSAGES.loginPassword,
    }),
  },
  { errorMessage: { required: { email: REGISTER_MESSAGES.email, password: AUTH_MESSAGES.loginPassword } } },
);
export type LoginBody = Static<typeof LoginBody>;

export const LoginResponse = Type.Object({ token: Type.String(), user: SessionUser });
export type LoginResponse = Static<typeof LoginResponse>;

export const UserDetailResponse = Type.Object({ user: SessionUser });
export type UserDetailResponse = Static<typeof UserDetailResponse>;

// ---- registration ------------------------------------------------------------------------------

const businessNameRule = (role: string, field: string, message: string) => ({
  if: { properties: { role: { const: role } }, required: ['role'] },
  then: {
    required: [field],
    properties: { [field]: { type: 'string', pattern: NOT_BLANK, maxLength: 255, errorMessage: message } },
    errorMessage: { required: { [field]: message } },
  },
});

const registerSchema = (confirmationRequired: boolean) =>
  Type.Object(
    {
      name: Type.String({ pattern: NOT_BLANK, maxLength: 255, errorMessage: REGISTER_MESSAGES.name }),
      email: emailField(REGISTER_MESSAGES.email),
      contact_phone: Type.Optional(Type.String({ maxLength: 50 })),
      password: Type.String({
        minLength: PASSWORD_MIN_LENGTH,
        maxLength: PASSWORD_MAX_LENGTH,
        errorMessage: {
          type: REGISTER_MESSAGES.password,
          minLength: REGISTER_MESSAGES.passwordShort,
          maxLength: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
        },
      }),
      password_confirmation: confirmationRequired ? confirmationField : Type.Optional(confirmationField),
      role: Type.Union(
        SELF_REGISTER_ROLES.map((role) => Type.Literal(role)),
        { errorMessage: REGISTER_MESSAGES.role },
      ),
      farm_name: Type.Optional(Type.String({ maxLength: 255 })),
      kitchen_name: Type.Optional(Type.String({ maxLength: 255 })),
    },
    {
      allOf: [
        businessNameRule('farmer', 'farm_name', REGISTER_MESSAGES.farmName),
        businessNameRule('kitchen', 'kitchen_name', REGISTER_MESSAGES.kitchenName),
      ],
      errorMessage: {
        required: {
          name: REGISTER_MESSAGES.name,
          email: REGISTER_MESSAGES.email,
          password: REGISTER_MESSAGES.password,
          password_confirmation: REGISTER_MESSAGES.confirmation,
          role: REGISTER_MESSAGES.role,
        },
      },
    },
  );

/**
 * POST /web-register. `password_confirmation` is optional on the wire (spec §3's payload has no
 * confirmation) but must match when sent; the sign-up form uses `RegisterForm`, where it is required.
 */
export const WebRegisterBody = registerSchema(false);
export type WebRegisterBody = Static<typeof WebRegisterBody>;

/** What the four-step sign-up wizard validates (confirmation required). */
export const RegisterForm = registerSchema(true);
export type RegisterForm = Static<typeof RegisterForm>;

/** Fields checked on each wizard step (spec §2 Registration): filter `validate()`'s result by these. */
export const REGISTER_STEP_FIELDS = [
  ['name', 'email'],
  ['password', 'password_confirmation'],
  ['role', 'farm_name', 'kitchen_name'],
  ['contact_phone'],
] as const;

export const RegisterResponse = Type.Object({ message: Type.String(), user: SessionUser });
export type RegisterResponse = Static<typeof RegisterResponse>;

// ---- forgotten password ------------------------------------------------------------------------

export const OTP_LENGTH = 6;
export const OTP_LIFETIME_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;

const otpField = Type.String({ maxLength: OTP_LENGTH, pattern: '^[0-9]{6}$', errorMessage: AUTH_MESSAGES.otpFormat });

export const ForgotPasswordBody = Type.Object(
  { email: emailField(REGISTER_MESSAGES.email) },
  { errorMessage: { required: { email: REGISTER_MESSAGES.email } } },
);
export type ForgotPasswordBody = Static<typeof ForgotPasswordBody>;

export const VerifyOtpBody = Type.Object(
  { email: emailField(REGISTER_MESSAGES.email), otp: otpField },
  { errorMessage: { required: { email: REGISTER_MESSAGES.email, otp: AUTH_MESSAGES.otpFormat } } },
);
export type VerifyOtpBody = Static<typeof VerifyOtpBody>;

export const ResetPasswordBody = Type.Object(
  {
    email: emailField(REGISTER_MESSAGES.email),
    otp: otpField,
    password: newPasswordField,
    password_confirmation: confirmationField,
  },
  {
    errorMessage: {
      required: {
        email: REGISTER_MESSAGES.email,
        otp: AUTH_MESSAGES.otpFormat,
        password: REGISTER_MESSAGES.password,
        password_confirmation: REGISTER_MESSAGES.confirmation,
      },
    },
  },
);
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

// This module's schemas with their validators compiled ahead of time (validators/generate.ts
// compiles what these lists name): a page that validates one of them loads these, not every schema's.
registerPrecompiled(compiled, {
  LoginBody,
  RegisterForm,
  WebRegisterBody,
  ForgotPasswordBody,
  VerifyOtpBody,
  ResetPasswordBody,
});
