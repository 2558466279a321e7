import type { ComponentProps } from 'react';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useFormState } from 'react-final-form';
import { ApiError } from '@farmplate/api-client';
import { FieldError, TextField } from '@farmplate/design-system';
import { errorText } from './notice';

/**
 * What the settings screens share: a number setting's field, and a failed save said once and in
 * place (final-form keeps every value typed).
 */

/**
 * A failed save as the form's submit errors: the server's refusal of a field under that field,
 * anything else once for the whole form (the server's message, else `fallback`).
 */
export function saveFailure(error: unknown, fallback: string): SubmissionErrors {
  const fields = error instanceof ApiError ? error.fieldErrors : {};
  return Object.keys(fields).length > 0 ? fields : { [FORM_ERROR]: errorText(error, fallback) };
}

/** The form's own failure (not a field's), beside its Save button. */
export function SaveFailure() {
  const submitError = useFormState({ subscription: { submitError: true } }).submitError as string | undefined;
  if (!submitError) return null;
  return (
    <div role="alert">
      <FieldError>{submitError}</FieldError>
    </div>
  );
}

/** A number setting: whole-number steps get the numeric keypad, fractions the decimal one. */
export function NumberField({
  step,
  ...props
}: Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode' | 'step'> & { step: number }) {
  return <TextField {...props} type="number" step={step} inputMode={Number.isInteger(step) ? 'numeric' : 'decimal'} />;
}
