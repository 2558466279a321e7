import {
  firstErrors,
  PartnerPasswordChangeBody,
  PASSWORD_CHANGE_MESSAGES,
  UpdateAccountProfileBody,
  validate,
  type AccountProfile,
  type PasswordChangeBody,
  type UpdateAccountProfileBody as AccountInput,
} from '@farmplate/contracts';

/** The account form as final-form holds it. */
export interface AccountFormValues {
  name: string;
  email: string;
  phone: string;
}

export const accountFormValues = (profile: AccountProfile): AccountFormValues => ({
  name: profile.name,
  email: profile.email,
  phone: profile.phone ?? '',
});

export const toAccountInput = (values: AccountFormValues): AccountInput => ({
  name: values.name.trim(),
  email: values.email.trim(),
  phone: values.phone.trim(),
});

/** 'Name and email are required' and the email format, with the server's own schema (spec §5). */
export function validateAccount(values: Partial<AccountFormValues>): Record<string, string> {
  const given = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);
  return firstErrors(validate(UpdateAccountProfileBody, { name: given(values.name), email: given(values.email) }));
}

const PASSWORD_RULES_IN_ORDER = [
  PASSWORD_CHANGE_MESSAGES.partner.required,
  PASSWORD_CHANGE_MESSAGES.partner.mismatch,
  PASSWORD_CHANGE_MESSAGES.partner.short,
];

/**
 * The first password rule of spec §5 the change breaks (all three fields, then matching, then at
 * least 6 characters), or null when it can be sent.
 */
export function passwordChangeProblem(values: Partial<PasswordChangeBody>): string | null {
  const broken = new Set(Object.values(validate(PartnerPasswordChangeBody, values)).flat());
  return PASSWORD_RULES_IN_ORDER.find((message) => broken.has(message)) ?? null;
}
