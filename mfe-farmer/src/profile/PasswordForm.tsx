import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { PROFILE_MESSAGES, type PasswordChangeBody } from '@farmplate/contracts';
import { useChangeFarmerPassword } from '@farmplate/api-client';
import { Button, PasswordChangeFields, useToast } from '@farmplate/design-system';
import styled from 'styled-components';
import { failureMessage } from '../shared/failureMessage';
import { passwordChangeProblem } from './profileRules';

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

export interface PasswordFormProps {
  /** Called after a successful change and on Cancel. */
  onClose: () => void;
}

/** Change password (spec §5): all three fields, matching, at least 6 characters. */
export function PasswordForm({ onClose }: PasswordFormProps) {
  const toast = useToast();
  const change = useChangeFarmerPassword();

  const submit = async (values: PasswordChangeBody) => {
    const problem = passwordChangeProblem(values);
    if (problem) return { [FORM_ERROR]: problem };
    try {
      await change.mutateAsync(values);
      toast.success(PROFILE_MESSAGES.passwordChanged);
      onClose();
      return undefined;
    } catch (error) {
      // The server's refusal is a toast (spec §8), shown once: not repeated above the button.
      toast.error(failureMessage(error, { failed: 'Failed to change password', errored: 'Error changing password' }));
      return undefined;
    }
  };

  return (
    <Form<PasswordChangeBody>
      onSubmit={submit}
      render={({ handleSubmit, submitting }) => (
        <Layout onSubmit={handleSubmit} noValidate aria-label="Change password">
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
