import { useState } from 'react';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { IMAGE_LIMITS, PROFILE_MESSAGES, ROLE_LABELS, type AdminProfile } from '@farmplate/contracts';
import {
  useAdminDashboard,
  useAdminProfile,
  useAdminUsers,
  usePlatformTime,
  useUpdateAdminProfile,
} from '@farmplate/api-client';
import {
  Avatar,
  Button,
  Card,
  Chip,
  ChipGroup,
  EmptyState,
  FactList,
  FieldError,
  Grid,
  ImageField,
  PageHeader,
  Spinner,
  Stack,
  StatCard,
  TextField,
  useToast,
} from '@farmplate/design-system';
import { updateSessionUser, useSession } from '@farmplate/session';
import { serverFieldErrors } from '../shared/serverFieldErrors';
import { AdminPasswordForm } from './AdminPasswordForm';
import {
  ADMIN_PERMISSIONS,
  adminProfileFormValues,
  adminProfileProblem,
  profileFailure,
  toAdminProfileInput,
  type AdminProfileFormValues,
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

const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const orDash = (value: string | null | undefined) => (value?.trim() ? value : '—');

/** Spec §5: a new photo must pass the image check, with this one message. */
const INVALID_IMAGE = 'Invalid image file. Please upload a valid image.';

function ProfileForm({ profile, onDone }: { profile: AdminProfile; onDone: () => void }) {
  const toast = useToast();
  const update = useUpdateAdminProfile();
  const { user } = useSession();

  const submit = async (values: AdminProfileFormValues) => {
    const problem = adminProfileProblem(values);
    if (problem) return { [FORM_ERROR]: problem };
    try {
      const { data } = await update.mutateAsync(toAdminProfileInput(values));
      // The header shows the session's name: keep it in step with the profile.
      if (user) updateSessionUser({ ...user, name: data.name, email: data.email });
      toast.success(PROFILE_MESSAGES.updated);
      onDone();
      return undefined;
    } catch (error) {
      const message = profileFailure(error, 'Failed to update profile.');
      toast.error(message);
      return { ...serverFieldErrors(error), [FORM_ERROR]: message };
    }
  };

  return (
    <Form<AdminProfileFormValues>
      onSubmit={submit}
      initialValues={adminProfileFormValues(profile)}
      render={({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Edit profile">
          <Stack gap={5}>
            <Card as="section" aria-labelledby="personal-information">
              <SectionTitle id="personal-information">Personal Information</SectionTitle>
              <Grid columns={{ base: 1, md: 2 }}>
                <TextField name="name" label="Full Name" required autoComplete="name" />
                <TextField name="email" label="Email" type="email" required autoComplete="email" />
                <TextField name="contact" label="Phone" type="tel" autoComplete="tel" />
                <TextField name="location" label="Location" autoComplete="address-level2" />
              </Grid>
            </Card>
            <Card as="section" aria-labelledby="admin-information">
              <SectionTitle id="admin-information">Admin Information</SectionTitle>
              <Grid columns={{ base: 1, md: 2 }}>
                <TextField name="department" label="Department" />
                <ImageField
                  name="image"
                  label="Profile photo"
                  maxBytes={IMAGE_LIMITS.profile}
                  currentUrl={profile.image_url}
                  messages={{ wrongType: INVALID_IMAGE, tooLarge: INVALID_IMAGE, previewFailed: INVALID_IMAGE }}
                />
              </Grid>
            </Card>
            <div role="alert">
              <FieldError>{dirtySinceLastSubmit ? undefined : submitError}</FieldError>
            </div>
            <Actions>
              <Button type="submit" loading={submitting}>
                {submitting ? 'Saving...' : 'Save Changes'}
              </Button>
              <Button variant="secondary" onClick={onDone} disabled={submitting}>
                Cancel
              </Button>
            </Actions>
          </Stack>
        </form>
      )}
    />
  );
}

/** /dashboard/profile for admins: view and edit, photo, permissions, live figures, password change. */
export default function AdminProfileScreen() {
  const profile = useAdminProfile();
  const time = usePlatformTime();
  const dashboard = useAdminDashboard();
  const allUsers = useAdminUsers({ page: 1, per_page: 1 });
  const [editing, setEditing] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);

  const header = (
    <PageHeader
      title="Admin Profile"
      subtitle="Your account, your permissions and your password."
      actions={
        profile.data &&
        !editing && (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            Edit Profile
          </Button>
        )
      }
    />
  );

  if (profile.isPending)
    return (
      <Stack gap={6}>
        {header}
        <Spinner label="Loading profile..." showLabel />
      </Stack>
    );
  if (profile.isError)
    return (
      <Stack gap={6}>
        {header}
        <EmptyState
          title="Failed to load profile"
          message={profile.error.message}
          action={
            <Button variant="secondary" onClick={() => void profile.refetch()}>
              Try Again
            </Button>
          }
        />
      </Stack>
    );

  const data = profile.data;
  return (
    <Stack gap={6}>
      {header}
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
        <ProfileForm profile={data} onDone={() => setEditing(false)} />
      ) : (
        <Grid columns={{ base: 1, md: 2 }}>
          <Card as="section" aria-labelledby="personal-information">
            <SectionTitle id="personal-information">Personal Information</SectionTitle>
            <FactList $spacious>
              <dt>Full Name</dt>
              <dd>{data.name}</dd>
              <dt>Email</dt>
              <dd>{data.email}</dd>
              <dt>Phone</dt>
              <dd>{orDash(data.contact)}</dd>
              <dt>Location</dt>
              <dd>{orDash(data.location)}</dd>
            </FactList>
          </Card>
          <Card as="section" aria-labelledby="admin-information">
            <SectionTitle id="admin-information">Admin Information</SectionTitle>
            <FactList $spacious>
              <dt>Role</dt>
              <dd>{ROLE_LABELS[data.role as keyof typeof ROLE_LABELS] ?? data.role}</dd>
              <dt>Department</dt>
              <dd>{orDash(data.department)}</dd>
              <dt>Member Since</dt>
              <dd>{time.date(data.created_at)}</dd>
              <dt>Last Login</dt>
              <dd>{data.last_login ? time.dateTime(data.last_login) : 'This is your first sign-in'}</dd>
            </FactList>
          </Card>
        </Grid>
      )}

      <Card as="section" aria-labelledby="security">
        <SectionTitle id="security">Security</SectionTitle>
        <Stack gap={4}>
          <Muted>
            Last password change:{' '}
            {data.password_changed_at
              ? time.dateTime(data.password_changed_at)
              : `not changed since the account was created (${time.date(data.created_at)})`}
          </Muted>
          {changingPassword ? (
            <AdminPasswordForm onClose={() => setChangingPassword(false)} />
          ) : (
            <div>
              <Button variant="secondary" onClick={() => setChangingPassword(true)}>
                Change Password
              </Button>
            </div>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
