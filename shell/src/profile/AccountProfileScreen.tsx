import { useState } from 'react';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { PROFILE_MESSAGES, ROLE_LABELS, type PasswordChangeBody } from '@farmplate/contracts';
import { ApiError, useAccountProfile, useChangeAccountPassword, useUpdateAccountProfile } from '@farmplate/api-client';
import {
  Button,
  Card,
  EmptyState,
  FactList,
  FieldError,
  PageHeader,
  Spinner,
  Stack,
  useToast,
} from '@farmplate/design-system';
import { PasswordChangeFields, TextField } from '@farmplate/design-system/forms';
import { updateSessionUser, useSession } from '@farmplate/session';
import styled from 'styled-components';
import {
  accountFormValues,
  passwordChangeProblem,
  toAccountInput,
  validateAccount,
  type AccountFormValues,
} from './accountProfileRules';
import { CustomerOrders } from './CustomerOrders';

const Section = styled(Card)`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const FormLayout = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 32rem;
`;

/** The reason of a refused call as the visitor should read it; null when the server was not reached. */
function reasonOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.kind === 'network' || error.message === `HTTP ${error.status}`) return null;
  return error.message;
}

/** 422 field messages → final-form submit errors (first message each). */
function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.errors) return {};
  return Object.fromEntries(
    Object.entries(error.errors).flatMap(([field, messages]) => (messages[0] ? [[field, messages[0]]] : [])),
  );
}

function AccountForm({ values, onDone }: { values: AccountFormValues; onDone: () => void }) {
  const toast = useToast();
  const update = useUpdateAccountProfile();
  const { user } = useSession();

  const submit = async (form: AccountFormValues) => {
    try {
      const { data } = await update.mutateAsync(toAccountInput(form));
      if (user) updateSessionUser({ ...user, name: data.name, email: data.email });
      toast.success(PROFILE_MESSAGES.updated);
      onDone();
      return undefined;
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length) return fields;
      return { [FORM_ERROR]: reasonOf(error) ?? 'Error updating profile' };
    }
  };

  return (
    <Form<AccountFormValues>
      onSubmit={submit}
      validate={validateAccount}
      initialValues={values}
      render={({ handleSubmit, submitting, submitError }) => (
        <FormLayout onSubmit={handleSubmit} noValidate aria-label="Edit profile">
          <TextField name="name" label="Full Name" autoComplete="name" required />
          <TextField name="email" label="Email" type="email" autoComplete="email" required />
          <TextField name="phone" label="Phone" type="tel" autoComplete="tel" />
          <div role="alert">
            <FieldError>{submitError}</FieldError>
          </div>
          <Stack direction="row" gap={2} wrap>
            <Button type="submit" loading={submitting}>
              {submitting ? 'Saving...' : 'Save'}
            </Button>
            <Button variant="secondary" onClick={onDone} disabled={submitting}>
              Cancel
            </Button>
          </Stack>
        </FormLayout>
      )}
    />
  );
}

/** Change password with the farmer and kitchen rules of spec §5; a refusal shows once, under the form. */
function PasswordForm({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const change = useChangeAccountPassword();

  const submit = async (values: PasswordChangeBody) => {
    const problem = passwordChangeProblem(values);
    if (problem) return { [FORM_ERROR]: problem };
    try {
      await change.mutateAsync(values);
      toast.success(PROFILE_MESSAGES.passwordChanged);
      onClose();
      return undefined;
    } catch (error) {
      return { [FORM_ERROR]: reasonOf(error) ?? 'Error changing password' };
    }
  };

  return (
    <Form<PasswordChangeBody>
      onSubmit={submit}
      render={({ handleSubmit, submitting }) => (
        <FormLayout onSubmit={handleSubmit} noValidate aria-label="Change password">
          <PasswordChangeFields columns={1} />
          <Stack direction="row" gap={2} wrap>
            <Button type="submit" loading={submitting}>
              {submitting ? 'Updating...' : 'Update Password'}
            </Button>
            <Button variant="secondary" onClick={onClose} disabled={submitting}>
              Cancel
            </Button>
          </Stack>
        </FormLayout>
      )}
    />
  );
}

/**
 * /dashboard/profile of a customer or delivery partner (roles without a portal): the account's
 * name, email and phone, view and edit mode, and the password change (spec §2, §4, §5).
 */
export default function AccountProfileScreen() {
  const profile = useAccountProfile();
  const [editing, setEditing] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);

  if (profile.isPending) return <Spinner label="Loading profile" showLabel />;
  if (!profile.data) {
    return (
      <EmptyState
        title={reasonOf(profile.error) ?? 'Failed to load profile'}
        action={
          <Button variant="secondary" onClick={() => profile.refetch()}>
            Try Again
          </Button>
        }
      />
    );
  }

  const data = profile.data;
  return (
    <Stack gap={6}>
      <PageHeader title="My Profile" subtitle="Your account details and password." />

      <Section as="section" aria-labelledby="account-details">
        <SectionHeader>
          <h2 id="account-details">Account Details</h2>
          {!editing && (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Edit Profile
            </Button>
          )}
        </SectionHeader>
        {editing ? (
          <AccountForm values={accountFormValues(data)} onDone={() => setEditing(false)} />
        ) : (
          <FactList $spacious>
            <dt>Name</dt>
            <dd>{data.name}</dd>
            <dt>Email</dt>
            <dd>{data.email}</dd>
            <dt>Phone</dt>
            <dd>{data.phone ?? 'Not provided'}</dd>
            <dt>Role</dt>
            <dd>{ROLE_LABELS[data.role as keyof typeof ROLE_LABELS] ?? data.role}</dd>
          </FactList>
        )}
      </Section>

      <Section as="section" aria-labelledby="security">
        <SectionHeader>
          <h2 id="security">Security</h2>
          {!changingPassword && (
            <Button variant="secondary" onClick={() => setChangingPassword(true)}>
              Change Password
            </Button>
          )}
        </SectionHeader>
        {changingPassword ? (
          <PasswordForm onClose={() => setChangingPassword(false)} />
        ) : (
          <p>Keep your account safe with a password of at least 6 characters.</p>
        )}
      </Section>
      {data.role === 'customer' && <CustomerOrders />}
    </Stack>
  );
}
