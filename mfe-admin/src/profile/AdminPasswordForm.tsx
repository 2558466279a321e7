import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { PROFILE_MESSAGES, type PasswordChangeBody } from '@farmplate/contracts';
import { useChangeAdminPassword } from '@farmplate/api-client';
import { Button, FieldError, Grid, TextField, useToast } from '@farmplate/design-system';
import { serverFieldErrors } from '../users/serverFieldErrors';
import { adminPasswordProblem, profileFailure } from './adminProfileRules';

const Layout = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The admin's Change Password form (spec §5 Admin profile password change, §8 messages). */
export function AdminPasswordForm({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const change = useChangeAdminPassword();

  const submit = async (values: PasswordChangeBody) => {
    const problem = adminPasswordProblem(values);
    if (problem) return { [FORM_ERROR]: problem };
    try {
      await change.mutateAsync(values);
      toast.success(PROFILE_MESSAGES.passwordChanged);
      onClose();
      return undefined;
    } catch (error) {
      const message = profileFailure(error, 'Failed to change password.');
      toast.error(message);
      return { ...serverFieldErrors(error), [FORM_ERROR]: message };
    }
  };

  return (
    <Form<PasswordChangeBody>
      onSubmit={submit}
      render={({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => (
        <Layout onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Change password">
          <Grid columns={{ base: 1, md: 3 }}>
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
            <FieldError>{dirtySinceLastSubmit ? undefined : submitError}</FieldError>
          </div>
          <Actions>
            <Button type="submit" loading={submitting}>
              {submitting ? 'Updating...' : 'Update Password'}
            </Button>
            <Button variant="secondary" onClick={onClose} disabled={submitting}>
              Cancel
            </Button>
          </Actions>
        </Layout>
      )}
    />
  );
}
