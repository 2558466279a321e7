import { useState } from 'react';
import { IMAGE_LIMITS, type FarmerProfile } from '@farmplate/contracts';
import {
  useChangeFarmerPassword,
  useFarmerProfile,
  useUpdateFarmerProfile,
  usePlatformTime,
} from '@farmplate/api-client';
import { Avatar, Card, FactList, Grid, ImageField, TextField } from '@farmplate/design-system';
import styled from 'styled-components';
import { ProfileForm } from '../ProfileForm';
import { ProfilePage } from '../ProfilePage';
import { ProfileSection } from '../ProfileSection';
import { SecuritySection } from '../SecuritySection';
import { profileFormValues, toProfileInput, validateProfile } from './farmerProfileRules';

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

const shown = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? 'Not provided' : value;

function FarmerDetails({ profile }: { profile: FarmerProfile }) {
  const time = usePlatformTime();
  const facts = (rows: [string, string | number | null | undefined][]) => (
    <FactList $spacious>
      {rows.map(([label, value]) => [<dt key={`${label}-label`}>{label}</dt>, <dd key={label}>{shown(value)}</dd>])}
    </FactList>
  );
  return (
    <Grid columns={{ base: 1, md: 2 }}>
      <ProfileSection id="personal-information" title="Personal Information">
        {facts([
          ['Full Name', profile.user.name],
          ['Email', profile.user.email],
          ['Phone', profile.user.contact],
          ['Location', profile.user.location ?? profile.location],
        ])}
      </ProfileSection>
      <ProfileSection id="farm-information" title="Farm Information">
        {facts([
          ['Farm Name', profile.name],
          ['Farm Size', profile.farm_size],
          ['Primary Crops', profile.primary_crops],
          ['Years of Experience', profile.years_of_experience],
          ['Member Since', time.date(profile.joined_date ?? profile.created_at) || 'Not provided'],
        ])}
      </ProfileSection>
    </Grid>
  );
}

/** /dashboard/profile of a farmer (spec §2 "Farmer Profile"): personal and farm details, photo, figures, password. */
export function FarmerProfileScreen() {
  const profile = useFarmerProfile();
  const update = useUpdateFarmerProfile();
  const change = useChangeFarmerPassword();
  const [editing, setEditing] = useState(false);

  return (
    <ProfilePage
      title="My Profile"
      subtitle="Your personal and farm details as kitchens see them."
      profile={profile}
      editing={editing}
      onEdit={() => setEditing(true)}
    >
      {(data) => (
        <>
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
            <ProfileForm
              initialValues={profileFormValues(data)}
              validate={validateProfile}
              save={async (values) => (await update.mutateAsync(toProfileInput(values))).data.user}
              onDone={() => setEditing(false)}
            >
              <ProfileSection id="personal-information" title="Personal Information">
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
                  currentUrl={data.image_url}
                />
              </ProfileSection>
              <ProfileSection id="farm-information" title="Farm Information">
                <Grid columns={{ base: 1, md: 2 }}>
                  <TextField name="farm_name" label="Farm Name" />
                  <TextField name="farm_size" label="Farm Size" placeholder="e.g. 12 acres" />
                  <TextField name="primary_crops" label="Primary Crops" placeholder="e.g. Yams, Cassava" />
                  <TextField name="years_of_experience" label="Years of Experience" type="number" min={0} step={1} />
                </Grid>
              </ProfileSection>
            </ProfileForm>
          ) : (
            <FarmerDetails profile={data} />
          )}

          <SecuritySection
            change={change}
            rules="partner"
            note={<p>Keep your account safe with a password of at least 6 characters.</p>}
          />
        </>
      )}
    </ProfilePage>
  );
}
