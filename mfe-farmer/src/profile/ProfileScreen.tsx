import { useEffect, useState } from 'react';
import { Form } from 'react-final-form';
import { IMAGE_LIMITS, PROFILE_MESSAGES, type FarmerProfile } from '@farmplate/contracts';
import { useFarmerProfile, usePlatformTime, useUpdateFarmerProfile } from '@farmplate/api-client';
import {
  Avatar,
  Button,
  Card,
  EmptyState,
  Grid,
  ImageField,
  PageHeader,
  Spinner,
  Stack,
  TextField,
  useToast,
} from '@farmplate/design-system';
import { updateSessionUser, useSession } from '@farmplate/session';
import styled from 'styled-components';
import { failureMessage, serverFieldErrors } from '../shared/failureMessage';
import { PasswordForm } from './PasswordForm';
import { profileFormValues, toProfileInput, validateProfile, type ProfileFormValues } from './profileRules';

const Identity = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(5)};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(6)};
  margin: 0 0 0 auto;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const Section = styled(Card)`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Details = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  dd {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    overflow-wrap: anywhere;
  }
`;

const FormLayout = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

const SecurityHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};

  h2 {
    margin: 0 !important;
  }
`;

const shown = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? 'Not provided' : value;

function Detail({ label, value }: { label: string; value: string | number | null | undefined }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{shown(value)}</dd>
    </div>
  );
}

function ProfileDetails({ profile }: { profile: FarmerProfile }) {
  const time = usePlatformTime();
  return (
    <>
      <Section as="section" aria-labelledby="personal-information">
        <h2 id="personal-information">Personal Information</h2>
        <Details>
          <Detail label="Full Name" value={profile.user.name} />
          <Detail label="Email" value={profile.user.email} />
          <Detail label="Phone" value={profile.user.contact} />
          <Detail label="Location" value={profile.user.location ?? profile.location} />
        </Details>
      </Section>
      <Section as="section" aria-labelledby="farm-information">
        <h2 id="farm-information">Farm Information</h2>
        <Details>
          <Detail label="Farm Name" value={profile.name} />
          <Detail label="Farm Size" value={profile.farm_size} />
          <Detail label="Primary Crops" value={profile.primary_crops} />
          <Detail label="Years of Experience" value={profile.years_of_experience} />
          <Detail label="Member Since" value={time.date(profile.joined_date ?? profile.created_at) || 'Not provided'} />
        </Details>
      </Section>
    </>
  );
}

function ProfileEditForm({ profile, onDone }: { profile: FarmerProfile; onDone: () => void }) {
  const toast = useToast();
  const { user } = useSession();
  const update = useUpdateFarmerProfile();

  const submit = async (values: ProfileFormValues) => {
    try {
      const { data } = await update.mutateAsync(toProfileInput(values));
      // The header shows the session's name: keep it in step with the profile.
      if (user) updateSessionUser({ ...user, name: data.user.name, email: data.user.email });
      toast.success(PROFILE_MESSAGES.updated);
      onDone();
      return undefined;
    } catch (error) {
      toast.error(failureMessage(error, { failed: 'Failed to update profile', errored: 'Error updating profile' }));
      return serverFieldErrors(error);
    }
  };

  return (
    <Form<ProfileFormValues>
      onSubmit={submit}
      validate={validateProfile}
      initialValues={profileFormValues(profile)}
      render={({ handleSubmit, submitting }) => (
        <FormLayout onSubmit={handleSubmit} noValidate aria-label="Edit profile">
          <Section as="section" aria-labelledby="personal-information">
            <h2 id="personal-information">Personal Information</h2>
            <Grid columns={{ base: 1, md: 2 }}>
              <TextField name="name" label="Full Name" autoComplete="name" required />
              <TextField name="email" label="Email" type="email" autoComplete="email" required />
              <TextField name="phone" label="Phone" type="tel" autoComplete="tel" />
              <TextField name="location" label="Location" />
            </Grid>
            <ImageField
              name="image"
              label="Profile photo"
              maxBytes={IMAGE_LIMITS.profile}
              currentUrl={profile.image_url}
            />
          </Section>
          <Section as="section" aria-labelledby="farm-information">
            <h2 id="farm-information">Farm Information</h2>
            <Grid columns={{ base: 1, md: 2 }}>
              <TextField name="farm_name" label="Farm Name" />
              <TextField name="farm_size" label="Farm Size" placeholder="e.g. 12 acres" />
              <TextField name="primary_crops" label="Primary Crops" placeholder="e.g. Yams, Cassava" />
              <TextField name="years_of_experience" label="Years of Experience" type="number" min={0} step={1} />
            </Grid>
          </Section>
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

/** /dashboard/profile: the farmer's personal and farm details, photo, figures and password. */
export default function ProfileScreen() {
  const toast = useToast();
  const profile = useFarmerProfile();
  const [editing, setEditing] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);

  const loadError = profile.error
    ? failureMessage(profile.error, { failed: 'Failed to load profile', errored: 'Error loading profile' })
    : null;
  useEffect(() => {
    if (loadError) toast.error(loadError);
  }, [loadError, profile.errorUpdatedAt, toast]);

  if (profile.isPending) return <Spinner label="Loading profile" showLabel />;
  if (!profile.data) {
    return (
      <EmptyState
        title={loadError ?? 'Failed to load profile'}
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
      <PageHeader
        title="My Profile"
        subtitle="Your personal and farm details as kitchens see them."
        actions={!editing && <Button onClick={() => setEditing(true)}>Edit Profile</Button>}
      />

      <Identity as="section" aria-label="Profile summary">
        <Avatar name={data.user.name} src={data.image_url} size="xl" />
        <div>
          <h2>{data.user.name}</h2>
          <p>{data.name}</p>
          <p>{data.user.email}</p>
        </div>
        <Figures>
          <div>
            <dt>Orders Fulfilled</dt>
            <dd>{data.orders_fulfilled}</dd>
          </div>
          <div>
            <dt>Rating</dt>
            <dd>{data.rating === null ? 'N/A' : data.rating.toFixed(1)}</dd>
          </div>
        </Figures>
      </Identity>

      {editing ? (
        <ProfileEditForm profile={data} onDone={() => setEditing(false)} />
      ) : (
        <ProfileDetails profile={data} />
      )}

      <Section as="section" aria-labelledby="security">
        <SecurityHeader>
          <h2 id="security">Security</h2>
          {!changingPassword && (
            <Button variant="secondary" onClick={() => setChangingPassword(true)}>
              Change Password
            </Button>
          )}
        </SecurityHeader>
        {changingPassword ? (
          <PasswordForm onClose={() => setChangingPassword(false)} />
        ) : (
          <p>Keep your account safe with a password of at least 6 characters.</p>
        )}
      </Section>
    </Stack>
  );
}
