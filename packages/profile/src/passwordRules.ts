import {
  AdminPasswordChangeBody,
  PartnerPasswordChangeBody,
  PASSWORD_CHANGE_MESSAGES,
  validate,
  type PasswordChangeBody,
} from '@farmplate/contracts';

/** Whose rules a password change follows (spec §5): the admin's messages end with a full stop. */
export type PasswordRules = 'partner' | 'admin';

const SCHEMAS = { partner: PartnerPasswordChangeBody, admin: AdminPasswordChangeBody };

/**
 * The first rule of spec §5 the password change breaks — all three fields, then matching, then at
 * least 6 characters — or null when it can be sent.
 */
export function passwordChangeProblem(values: Partial<PasswordChangeBody>, rules: PasswordRules): string | null {
  const messages = PASSWORD_CHANGE_MESSAGES[rules];
  const broken = new Set(Object.values(validate(SCHEMAS[rules], values)).flat());
  return [messages.required, messages.mismatch, messages.short].find((message) => broken.has(message)) ?? null;
}
