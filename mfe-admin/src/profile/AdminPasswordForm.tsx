import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { PROFILE_MESSAGES, type PasswordChangeBody } from '@farmplate/contracts';
import { useChangeAdminPassword } from '@farmplate/api-client';
import { Button, PasswordChangeFields, useToast } from '@farmplate/design-system';
import { serverFieldErrors } from '../shared/serverFieldErrors';
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
      // The server's refusal is a toast (spec §8), shown once: not repeated above the button.
      toast.error(profileFailure(error, 'Failed to change password.'));
      return serverFieldErrors(error);
    }
  };

  return (
    <Form<PasswordChangeBody>
      onSubmit={submit}
      render={({ handleSubmit, submitting }) => (
        <Layout onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Change password">
          <PasswordChangeFields />
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
