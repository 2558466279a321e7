import { useState, type ReactNode } from 'react';
import { ROLE_LABELS } from '@farmplate/contracts';
import { useAccountProfile, useChangeAccountPassword, useUpdateAccountProfile } from '@farmplate/api-client';
import { Button, FactList, TextField } from '@farmplate/design-system';
import { ProfileForm } from '../ProfileForm';
import { ProfilePage } from '../ProfilePage';
import { ProfileSection } from '../ProfileSection';
import { SecuritySection } from '../SecuritySection';
import { accountFormValues, toAccountInput, validateAccount } from './accountProfileRules';

export interface AccountProfileScreenProps {
  /** What the role adds below (a customer's orders). */
  children?: ReactNode;
}

/**
 * /dashboard/profile of a customer or delivery partner (roles without a portal): the account's
 * name, email and phone, view and edit mode, and the password change (spec §2, §4, §5).
 */
export function AccountProfileScreen({ children }: AccountProfileScreenProps) {
  const profile = useAccountProfile();
  const update = useUpdateAccountProfile();
  const change = useChangeAccountPassword();
  const [editing, setEditing] = useState(false);

  return (
    <ProfilePage title="My Profile" subtitle="Your account details and password." profile={profile}>
      {(data) => (
        <>
          <ProfileSection
            id="account-details"
            title="Account Details"
            actions={
              !editing && (
                <Button variant="secondary" onClick={() => setEditing(true)}>
                  Edit Profile
                </Button>
              )
            }
          >
            {editing ? (
              <ProfileForm
                initialValues={accountFormValues(data)}
                validate={validateAccount}
                save={async (values) => (await update.mutateAsync(toAccountInput(values))).data}
                onDone={() => setEditing(false)}
              >
                <TextField name="name" label="Full Name" autoComplete="name" required />
                <TextField name="email" label="Email" type="email" autoComplete="email" required />
                <TextField name="phone" label="Phone" type="tel" autoComplete="tel" />
              </ProfileForm>
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
          </ProfileSection>
          <SecuritySection
            change={change}
            rules="partner"
            columns={1}
            note={<p>Keep your account safe with a password of at least 6 characters.</p>}
          />
          {children}
        </>
      )}
    </ProfilePage>
  );
}
