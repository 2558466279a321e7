import type { ReactNode } from 'react';
import { FORM_ERROR, type ValidationErrors } from 'final-form';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { PROFILE_MESSAGES } from '@farmplate/contracts';
import { ApiError } from '@farmplate/api-client';
import { Button, FieldError, useToast } from '@farmplate/design-system';
import { updateSessionUser, useSession } from '@farmplate/session';

const Layout = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface ProfileFormProps<V extends object> {
  initialValues: V;
  /** Field rules run as the visitor types (final-form `validate`). */
  validate?: (values: V) => ValidationErrors;
  /** A rule of the whole form checked on Save: its message is shown under the form and nothing is sent. */
  problem?: (values: V) => string | null;
  /** The farmer and kitchen screens also say a broken rule as a toast (spec §8 "toasts"). */
  toastProblem?: boolean;
  /**
   * Sends the form; answers the account's new name and email when the form changes them (the
   * header shows them from the session). A refusal's toast is the mutation's own (`meta.errorMessage`).
   */
  save: (values: V) => Promise<{ name: string; email: string } | void>;
  onDone: () => void;
  saveLabel?: 'Save' | 'Save Changes';
  /** Said under the form when the server refuses fields (admin: 'Please fix the form errors before submitting.'). */
  fieldErrorsMessage?: string;
  /** The role's sections of fields. */
  children: ReactNode;
}

/**
 * The edit mode of every profile screen: the role's fields, Save ('Saving...') and Cancel. A
 * success says 'Profile updated successfully!', renames the session's user and leaves edit mode;
 * a refusal puts the server's field messages under their fields (ApiError.fieldErrors).
 */
export function ProfileForm<V extends object>({
  initialValues,
  validate,
  problem,
  toastProblem = false,
  save,
  onDone,
  saveLabel = 'Save',
  fieldErrorsMessage,
  children,
}: ProfileFormProps<V>) {
  const toast = useToast();
  const { user } = useSession();

  const submit = async (values: V) => {
    const broken = problem?.(values);
    if (broken) {
      if (toastProblem) toast.error(broken);
      return { [FORM_ERROR]: broken };
    }
    try {
      const account = await save(values);
      if (user && account) updateSessionUser({ ...user, name: account.name, email: account.email });
      toast.success(PROFILE_MESSAGES.updated);
      onDone();
      return undefined;
    } catch (error) {
      if (!(error instanceof ApiError)) return undefined;
      const fields = error.fieldErrors;
      const refusedFields = Object.keys(fields).length > 0;
      return refusedFields && fieldErrorsMessage ? { ...fields, [FORM_ERROR]: fieldErrorsMessage } : fields;
    }
  };

  return (
    <Form<V>
      onSubmit={submit}
      validate={validate}
      initialValues={initialValues}
      render={({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => (
        <Layout onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Edit profile">
          {children}
          <div role="alert">
            <FieldError>{dirtySinceLastSubmit || typeof submitError !== 'string' ? undefined : submitError}</FieldError>
          </div>
          <Actions>
            <Button type="submit" loading={submitting}>
              {submitting ? 'Saving...' : saveLabel}
            </Button>
            <Button variant="secondary" onClick={onDone} disabled={submitting}>
              Cancel
            </Button>
          </Actions>
        </Layout>
      )}
    />
  );
}
