import { useRef, useState, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { PROFILE_MESSAGES, type MessageResponse, type PasswordChangeBody } from '@farmplate/contracts';
import { Button, PasswordChangeFields, useToast } from '@farmplate/design-system';
import { passwordChangeProblem, type PasswordRules } from './passwordRules';
import { ProfileSection } from './ProfileSection';

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

type PasswordChange = UseMutationResult<MessageResponse, unknown, PasswordChangeBody>;

export interface PasswordChangeFormProps {
  /** The role's password mutation; its `meta.errorMessage` is the refusal's one toast. */
  change: PasswordChange;
  rules: PasswordRules;
  /** After a change and on Cancel; without it the form stays open and is cleared after a change. */
  onClose?: () => void;
  columns?: 1 | 3;
}

/** Change password (spec §5): the role's three rules in order, then the server's answer. */
export function PasswordChangeForm({ change, rules, onClose, columns }: PasswordChangeFormProps) {
  const toast = useToast();
  const changed = useRef(false);

  const submit = async (values: PasswordChangeBody) => {
    changed.current = false;
    const problem = passwordChangeProblem(values, rules);
    if (problem) return { [FORM_ERROR]: problem };
    try {
      await change.mutateAsync(values);
      changed.current = true;
      toast.success(PROFILE_MESSAGES.passwordChanged);
      onClose?.();
      return undefined;
    } catch {
      // The refusal is said once, by the mutation's toast (spec §8), not again in the form.
      return undefined;
    }
  };

  return (
    <Form<PasswordChangeBody>
      onSubmit={submit}
      render={({ handleSubmit, submitting, form }) => (
        <Layout
          noValidate
          aria-label="Change password"
          onSubmit={(event) => {
            // a form that stays open is emptied after a change, so the password is not left in it
            void handleSubmit(event)?.then(() => {
              if (changed.current && !onClose) form.restart();
            });
          }}
        >
          <PasswordChangeFields columns={columns} />
          <Actions>
            <Button type="submit" loading={submitting}>
              {submitting ? 'Updating...' : 'Update Password'}
            </Button>
            {onClose && (
              <Button variant="secondary" onClick={onClose} disabled={submitting}>
                Cancel
              </Button>
            )}
          </Actions>
        </Layout>
      )}
    />
  );
}

export interface SecuritySectionProps extends Omit<PasswordChangeFormProps, 'onClose'> {
  /** Behind a Change Password button (farmer, admin, account), or always open (kitchen). */
  collapsible?: boolean;
  /** A line about the password (the admin's 'Last password change: …'). */
  note?: ReactNode;
}

/** The Security section of every profile screen (spec §2 "Security (change-password form)"). */
export function SecuritySection({ collapsible = true, note, ...form }: SecuritySectionProps) {
  const [open, setOpen] = useState(!collapsible);
  return (
    <ProfileSection
      id="security"
      title="Security"
      actions={
        collapsible &&
        !open && (
          <Button variant="secondary" onClick={() => setOpen(true)}>
            Change Password
          </Button>
        )
      }
    >
      {note}
      {open && <PasswordChangeForm {...form} onClose={collapsible ? () => setOpen(false) : undefined} />}
    </ProfileSection>
  );
}
