import {
  REGISTER_STEP_FIELDS,
  RegisterForm,
  validate,
  type FieldErrors,
  type SelfRegisterRole,
  type WebRegisterBody,
} from '@farmplate/contracts';

/** The four steps of spec §2 "Registration", in order. */
export const REGISTER_STEP_TITLES = ['Personal Details', 'Security', 'Account Type', 'Contact & Confirmation'] as const;
export const REGISTER_STEP_COUNT = REGISTER_STEP_TITLES.length;

/** What the wizard's form holds while the visitor fills it in (react-final-form drops empty fields). */
export type RegistrationValues = Partial<RegisterForm>;

export const ROLE_CHOICES: ReadonlyArray<{
  role: SelfRegisterRole;
  label: string;
  description: string;
  businessLabel: string;
}> = [
  {
    role: 'farmer',
    label: 'Farmer/Grocery',
    description: 'I grow and supply fresh produce',
    businessLabel: 'Farm Name',
  },
  {
    role: 'kitchen',
    label: 'Kitchen/Restaurant',
    description: 'I prepare and serve meals to customers',
    businessLabel: 'Kitchen/Restaurant Name',
  },
];

export const roleChoice = (role: unknown) => ROLE_CHOICES.find((choice) => choice.role === role);

/** The business-name field of a role: farmers name their farm, kitchens their kitchen. */
export const businessField = (role: unknown): 'farm_name' | 'kitchen_name' | null =>
  role === 'farmer' ? 'farm_name' : role === 'kitchen' ? 'kitchen_name' : null;

/**
 * The messages of the fields on `step` (1 to 4), checked with the schema the server validates
 * POST /web-register with, so the browser and the server apply the same spec §5 rules.
 */
export function stepErrors(step: number, values: RegistrationValues): FieldErrors {
  const fields: readonly string[] = REGISTER_STEP_FIELDS[step - 1] ?? [];
  const errors = validate(RegisterForm, values);
  return Object.fromEntries(Object.entries(errors).filter(([field]) => fields.includes(field)));
}

/**
 * Create Account checks the whole form once more (spec §5: step 2's match is re-checked on
 * submit): the first message found, or '' when everything holds.
 */
export function submitProblem(values: RegistrationValues): string {
  const errors = validate(RegisterForm, values);
  for (const fields of REGISTER_STEP_FIELDS) {
    for (const field of fields) {
      const message = errors[field]?.[0];
      if (message) return message;
    }
  }
  return '';
}

/** Spec §3 registration payload: trimmed text, the phone only when given, one business name. */
export function toRegistrationPayload(values: RegisterForm): WebRegisterBody {
  const phone = values.contact_phone?.trim();
  const business = businessField(values.role);
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    ...(phone ? { contact_phone: phone } : {}),
    password: values.password,
    password_confirmation: values.password_confirmation,
    role: values.role,
    ...(business ? { [business]: values[business]?.trim() } : {}),
  };
}
