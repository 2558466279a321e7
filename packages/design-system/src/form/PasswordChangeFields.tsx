import { useFormState } from 'react-final-form';
import { FieldError, Grid } from '@farmplate/design-system/core';
import { TextField } from './fields';

export interface PasswordChangeFieldsProps {
  /** Three columns from the md breakpoint (profile pages) or one (narrow cards). */
  columns?: 1 | 3;
}

/**
 * The three fields of every Change Password form (spec §5: current, new, confirmation) and the
 * form's own error below them, shown until the fields change. Each portal wraps them in its own
 * final-form `Form` and buttons.
 */
export function PasswordChangeFields({ columns = 3 }: PasswordChangeFieldsProps) {
  const state = useFormState({ subscription: { submitError: true, dirtySinceLastSubmit: true } });
  const submitError: unknown = state.submitError;
  const message = !state.dirtySinceLastSubmit && typeof submitError === 'string' ? submitError : undefined;
  return (
    <>
      <Grid columns={{ base: 1, md: columns }}>
        <TextField
          name="current_password"
          label="Current Password"
          type="password"
          autoComplete="current-password"
          required
        />
        <TextField name="new_password" label="New Password" type="password" autoComplete="new-password" required />
        <TextField
          name="new_password_confirmation"
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          required
        />
      </Grid>
      <div role="alert">
        <FieldError>{message}</FieldError>
      </div>
    </>
  );
}
