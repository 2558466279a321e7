import {
  firstErrors,
  UpdateAccountProfileBody,
  validate,
  type AccountProfile,
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
