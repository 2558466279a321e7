import { firstErrors, ForgotPasswordBody, ResetPasswordBody, validate, VerifyOtpBody } from '@farmplate/contracts';

/**
 * Form checks of the three reset steps, from the schemas the server validates the same calls
 * with (POST /forgot-password, /verify-otp, /reset-password). Each step only reports its own
 * fields; the email and code of earlier steps are carried along.
 */

export interface EmailValues {
  email?: string;
}
export interface CodeValues {
  otp?: string;
}
export interface NewPasswordValues {
  password?: string;
  password_confirmation?: string;
}

const only = (errors: Record<string, string[]>, fields: readonly string[]) =>
  firstErrors(Object.fromEntries(Object.entries(errors).filter(([field]) => fields.includes(field))));

export const validateEmailStep = (values: EmailValues) => only(validate(ForgotPasswordBody, values), ['email']);

export const validateCodeStep = (email: string) => (values: CodeValues) =>
  only(validate(VerifyOtpBody, { email, otp: values.otp?.trim() }), ['otp']);

export const validatePasswordStep = (email: string, otp: string) => (values: NewPasswordValues) =>
  only(validate(ResetPasswordBody, { email, otp, ...values }), ['password', 'password_confirmation']);
