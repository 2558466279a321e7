import type { FieldErrors } from '@farmplate/contracts';

/**
 * One message per field for final-form, preferring the schema's own texts: for a nullable field
 * (`anyOf [number, null]`) the contracts' validator also lists ajv's generic branch errors
 * ('The stock_alert field must be null.'), which a user should not see.
 */
export function formErrors(errors: FieldErrors): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [
      field,
      messages.find((message) => !message.startsWith(`The ${field} field `)) ?? messages[0],
    ]),
  );
}
