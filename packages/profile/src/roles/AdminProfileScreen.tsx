import { useState } from 'react';
import styled from 'styled-components';
import { IMAGE_LIMITS, ROLE_LABELS, type AdminProfile } from '@farmplate/contracts';
import {
  useAdminDashboard,
  useAdminProfile,
  useAdminUsers,
  useChangeAdminPassword,
  usePlatformTime,
  useUpdateAdminProfile,
} from '@farmplate/api-client';
import {
  Avatar,
  Card,
  Chip,
  ChipGroup,
  FactList,
  Grid,
  ImageField,
  StatCard,
  TextField,
} from '@farmplate/design-system';
import { ProfileForm } from '../ProfileForm';
import { ProfilePage } from '../ProfilePage';
import { ProfileSection } from '../ProfileSection';
import { SecuritySection } from '../SecuritySection';
import {
  ADMIN_PERMISSIONS,
  adminProfileFormValues,
  adminProfileProblem,
  toAdminProfileInput,
} from './adminProfileRules';

const Identity = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
`;

const IdentityText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Name = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const orDash = (value: string | null | undefined) => (value?.trim() ? value : '—');

/** Spec §5: a new photo must pass the image check, with this one message. */
const INVALID_IMAGE = 'Invalid image file. Please upload a valid image.';

/** Spec §5: a save the server refuses field by field says so under the form. */
const FIX_FORM_ERRORS = 'Please fix the form errors before submitting.';

function AdminDetails({ profile }: { profile: AdminProfile }) {
  const time = usePlatformTime();
  return (
    <Grid columns={{ base: 1, md: 2 }}>
      <ProfileSection id="personal-information" title="Personal Information">
        <FactList $spacious>
          <dt>Full Name</dt>
          <dd>{profile.name}</dd>
          <dt>Email</dt>
          <dd>{profile.email}</dd>
          <dt>Phone</dt>
          <dd>{orDash(profile.contact)}</dd>
          <dt>Location</dt>
          <dd>{orDash(profile.location)}</dd>
        </FactList>
      </ProfileSection>
      <ProfileSection id="admin-information" title="Admin Information">
        <FactList $spacious>
          <dt>Role</dt>
          <dd>{ROLE_LABELS[profile.role as keyof typeof ROLE_LABELS] ?? profile.role}</dd>
          <dt>Department</dt>
          <dd>{orDash(profile.department)}</dd>
          <dt>Member Since</dt>
          <dd>{time.date(profile.created_at)}</dd>
          <dt>Last Login</dt>
          <dd>{profile.last_login ? time.dateTime(profile.last_login) : 'This is your first sign-in'}</dd>
        </FactList>
      </ProfileSection>
    </Grid>
  );
}

/** /dashboard/profile of an admin (spec §2 "Admin Profile"): view and edit, photo, permissions, live figures, password. */
export function AdminProfileScreen() {
  const profile = useAdminProfile();
  const update = useUpdateAdminProfile();
  const change = useChangeAdminPassword();
  const time = usePlatformTime();
  const dashboard = useAdminDashboard();
  const allUsers = useAdminUsers({ page: 1, per_page: 1 });
  const [editing, setEditing] = useState(false);

  return (
    <ProfilePage
      title="Admin Profile"
      subtitle="Your account, your permissions and your password."
      profile={profile}
      editing={editing}
      onEdit={() => setEditing(true)}
    >
      {(data) => (
        <>
          <Identity as="section" aria-label="Account">
            <Avatar name={data.name} src={data.image_url} size="lg" />
            <IdentityText>
              <Name>{data.name}</Name>
              <Muted>{data.email}</Muted>
              <ChipGroup label="Permissions">
                {ADMIN_PERMISSIONS.map((permission) => (
                  <Chip key={permission}>{permission}</Chip>
                ))}
              </ChipGroup>
            </IdentityText>
          </Identity>

          <Grid columns={{ base: 1, md: 2 }}>
            <StatCard label="Total Users" value={allUsers.data ? allUsers.data.total.toLocaleString('en-US') : '…'} />
            <StatCard
              label="Total Orders"
              value={dashboard.data ? dashboard.data.totals.orders.toLocaleString('en-US') : '…'}
            />
          </Grid>

          {editing ? (
            <ProfileForm
              initialValues={adminProfileFormValues(data)}
              problem={adminProfileProblem}
              save={async (values) => (await update.mutateAsync(toAdminProfileInput(values))).data}
              onDone={() => setEditing(false)}
              saveLabel="Save Changes"
              fieldErrorsMessage={FIX_FORM_ERRORS}
            >
              <ProfileSection id="personal-information" title="Personal Information">
                <Grid columns={{ base: 1, md: 2 }}>
                  <TextField name="name" label="Full Name" required autoComplete="name" />
                  <TextField name="email" label="Email" type="email" required autoComplete="email" />
                  <TextField name="contact" label="Phone" type="tel" autoComplete="tel" />
                  <TextField name="location" label="Location" autoComplete="address-level2" />
                </Grid>
              </ProfileSection>
              <ProfileSection id="admin-information" title="Admin Information">
                <Grid columns={{ base: 1, md: 2 }}>
                  <TextField name="department" label="Department" />
                  <ImageField
                    name="image"
                    label="Profile photo"
                    maxBytes={IMAGE_LIMITS.profile}
                    currentUrl={data.image_url}
                    messages={{ wrongType: INVALID_IMAGE, tooLarge: INVALID_IMAGE, previewFailed: INVALID_IMAGE }}
                  />
                </Grid>
              </ProfileSection>
            </ProfileForm>
          ) : (
            <AdminDetails profile={data} />
          )}

          <SecuritySection
            change={change}
            rules="admin"
            note={
              <Muted>
                Last password change:{' '}
                {data.password_changed_at
                  ? time.dateTime(data.password_changed_at)
                  : `not changed since the account was created (${time.date(data.created_at)})`}
              </Muted>
            }
          />
        </>
      )}
    </ProfilePage>
  );
}
