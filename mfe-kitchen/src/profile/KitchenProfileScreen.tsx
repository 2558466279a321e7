import { useState } from 'react';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import {
  KITCHEN_TYPES,
  PROFILE_MESSAGES,
  type KitchenProfile,
  type PasswordChangeBody,
  type UpdateKitchenProfileBody,
} from '@farmplate/contracts';
import {
  useChangeKitchenPassword,
  useKitchenProfile,
  useStatusHistory,
  useUpdateKitchenProfile,
  usePlatformTime,
} from '@farmplate/api-client';
import {
  Badge,
  Button,
  Card,
  Chip,
  ChipGroup,
  EmptyState,
  FactList,
  FieldError,
  Grid,
  PasswordChangeFields,
  PageHeader,
  SelectField,
  Spinner,
  Stack,
  Switch,
  TextField,
  useToast,
} from '@farmplate/design-system';
import styled from 'styled-components';
import { failureMessage } from '../shared/failureMessage';
import { passwordChangeProblem, specialtyChips, validateKitchenProfile } from '../shared/kitchenRules';

const Section = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The profile form as final-form holds it. */
interface ProfileValues {
  name: string;
  manager_name: string;
  contact_email: string;
  contact_phone: string;
  address: string;
  cuisine: string;
  type: string;
  daily_capacity: string;
  operating_hours: string;
  specialties: string;
}

const toValues = (profile: KitchenProfile): ProfileValues => ({
  name: profile.name,
  manager_name: profile.manager_name,
  contact_email: profile.contact_email,
  contact_phone: profile.contact_phone ?? '',
  address: profile.address ?? '',
  cuisine: profile.cuisine ?? '',
  type: profile.type ?? '',
  daily_capacity: profile.daily_capacity === null ? '' : String(profile.daily_capacity),
  operating_hours: profile.operating_hours ?? '',
  specialties: profile.specialties ?? '',
});

/** The whole update body from a profile (the switches send everything with one flag changed). */
const toBody = (values: ProfileValues, profile: KitchenProfile): Omit<UpdateKitchenProfileBody, 'image'> => ({
  name: values.name.trim(),
  manager_name: values.manager_name.trim(),
  contact_email: values.contact_email.trim(),
  contact_phone: values.contact_phone.trim(),
  address: values.address.trim(),
  cuisine: values.cuisine.trim(),
  type: (values.type || null) as UpdateKitchenProfileBody['type'],
  daily_capacity: values.daily_capacity.trim() === '' ? null : Math.trunc(Number(values.daily_capacity)),
  operating_hours: values.operating_hours.trim(),
  specialties: values.specialties.trim(),
  order_notifications: profile.order_notifications === 1,
  auto_accept_orders: profile.auto_accept_orders === 1,
  special_requests: profile.special_requests === 1,
});

const SETTINGS = [
  {
    key: 'order_notifications',
    label: 'Order Notifications',
    hint: 'Play a sound on the order board when a new order arrives.',
  },
  { key: 'auto_accept_orders', label: 'Auto-Accept Orders', hint: 'New orders go straight to preparing.' },
  { key: 'special_requests', label: 'Special Requests', hint: 'Customers may add special instructions to orders.' },
] as const;

function PasswordSection() {
  const toast = useToast();
  const change = useChangeKitchenPassword();
  const submit = async (values: PasswordChangeBody) => {
    const problem = passwordChangeProblem(values);
    if (problem) return { [FORM_ERROR]: problem };
    try {
      await change.mutateAsync(values);
      toast.success(PROFILE_MESSAGES.passwordChanged);
      return undefined;
    } catch (error) {
      const message = failureMessage(error, {
        failed: 'Failed to change password',
        errored: 'Error changing password',
      });
      // The server's refusal is a toast (spec §8), shown once: not repeated above the button.
      toast.error(message);
      return undefined;
    }
  };
  return (
    <Section as="section" aria-labelledby="security">
      <h2 id="security">Security</h2>
      <Form<PasswordChangeBody>
        onSubmit={submit}
        render={({ handleSubmit, submitting, form }) => (
          <form
            noValidate
            aria-label="Change password"
            onSubmit={(event) => {
              void handleSubmit(event)?.then((errors) => {
                if (!errors) form.restart();
              });
              event.preventDefault();
            }}
          >
            <Stack gap={4}>
              <PasswordChangeFields />
              <div>
                <Button type="submit" loading={submitting}>
                  {submitting ? 'Updating...' : 'Update Password'}
                </Button>
              </div>
            </Stack>
          </form>
        )}
      />
    </Section>
  );
}

/** /dashboard/profile for kitchens (spec §2 Kitchen Profile, §3, §5). */
export default function KitchenProfileScreen() {
  const time = usePlatformTime();
  const toast = useToast();
  const profile = useKitchenProfile();
  const update = useUpdateKitchenProfile();
  const month = useStatusHistory('month');
  const [editing, setEditing] = useState(false);

  if (profile.isPending) return <Spinner label="Loading profile" showLabel />;
  if (!profile.data)
    return (
      <EmptyState
        title={failureMessage(profile.error, { failed: 'Failed to load profile', errored: 'Error loading profile' })}
        action={
          <Button variant="secondary" onClick={() => void profile.refetch()}>
            Try Again
          </Button>
        }
      />
    );
  const data = profile.data;

  const save = async (values: ProfileValues) => {
    const problem = validateKitchenProfile(values);
    if (problem) {
      toast.error(problem);
      return { [FORM_ERROR]: problem };
    }
    try {
      await update.mutateAsync(toBody(values, data));
      toast.success(PROFILE_MESSAGES.updated);
      setEditing(false);
      return undefined;
    } catch (error) {
      const message = failureMessage(error, { failed: 'Failed to update profile', errored: 'Error updating profile' });
      toast.error(message);
      return { [FORM_ERROR]: message };
    }
  };

  const toggle = async (key: (typeof SETTINGS)[number]['key'], on: boolean) => {
    try {
      await update.mutateAsync({ ...toBody(toValues(data), data), [key]: on });
      toast.success(PROFILE_MESSAGES.updated);
    } catch (error) {
      toast.error(failureMessage(error, { failed: 'Failed to update profile', errored: 'Error updating profile' }));
    }
  };

  const onTime = month.data?.performanceStats.month.onTimeDelivery;

  return (
    <Stack gap={6}>
      <PageHeader
        title="Kitchen Profile"
        subtitle={
          <>
            <strong>{data.name}</strong>{' '}
            <Badge tone={data.status === 'active' ? 'success' : 'danger'}>
              {data.status === 'active' ? 'Active' : data.status.charAt(0).toUpperCase() + data.status.slice(1)}
            </Badge>{' '}
            On-time this month: {onTime === undefined ? '…' : `${onTime}%`} · Rating:{' '}
            {data.rating === null ? 'Not rated yet' : `${data.rating} / 5`}
          </>
        }
        actions={
          !editing && (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Edit Profile
            </Button>
          )
        }
      />

      {editing ? (
        <Form<ProfileValues>
          onSubmit={save}
          initialValues={toValues(data)}
          render={({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => (
            <form noValidate onSubmit={handleSubmit} aria-label="Edit profile">
              <Stack gap={6}>
                <Section as="section" aria-labelledby="contact-edit">
                  <h2 id="contact-edit">Contact Information</h2>
                  <Grid columns={{ base: 1, md: 2 }}>
                    <TextField name="name" label="Kitchen Name" required />
                    <TextField name="manager_name" label="Manager Name" />
                    <TextField name="contact_email" label="Email" type="email" required />
                    <TextField name="contact_phone" label="Phone" type="tel" />
                    <TextField name="address" label="Address" />
                  </Grid>
                </Section>
                <Section as="section" aria-labelledby="kitchen-edit">
                  <h2 id="kitchen-edit">Kitchen Information</h2>
                  <Grid columns={{ base: 1, md: 2 }}>
                    <SelectField
                      name="type"
                      label="Kitchen Type"
                      placeholder="Select a type"
                      options={KITCHEN_TYPES.map((type) => ({ value: type, label: type }))}
                    />
                    <TextField name="cuisine" label="Cuisine" />
                    <TextField name="daily_capacity" label="Daily Capacity" type="number" min={0} step={1} />
                    <TextField name="operating_hours" label="Operating Hours" />
                    <TextField name="specialties" label="Specialties" hint="Separate specialties with commas" />
                  </Grid>
                </Section>
                <div role="alert">
                  <FieldError>{dirtySinceLastSubmit ? undefined : submitError}</FieldError>
                </div>
                <Actions>
                  <Button type="submit" loading={submitting}>
                    {submitting ? 'Saving...' : 'Save'}
                  </Button>
                  <Button variant="secondary" onClick={() => setEditing(false)} disabled={submitting}>
                    Cancel
                  </Button>
                </Actions>
              </Stack>
            </form>
          )}
        />
      ) : (
        <Grid columns={{ base: 1, lg: 2 }}>
          <Section as="section" aria-labelledby="contact">
            <h2 id="contact">Contact Information</h2>
            <FactList>
              <dt>Manager</dt>
              <dd>{data.manager_name}</dd>
              <dt>Email</dt>
              <dd>{data.contact_email}</dd>
              <dt>Phone</dt>
              <dd>{data.contact_phone || 'Not provided'}</dd>
              <dt>Address</dt>
              <dd>{data.address || 'Not provided'}</dd>
            </FactList>
          </Section>
          <Section as="section" aria-labelledby="kitchen-info">
            <h2 id="kitchen-info">Kitchen Information</h2>
            <FactList>
              <dt>Type</dt>
              <dd>{data.type || 'Not set'}</dd>
              <dt>Cuisine</dt>
              <dd>{data.cuisine || 'Not set'}</dd>
              <dt>Daily Capacity</dt>
              <dd>{data.daily_capacity === null ? 'Not set' : `${data.daily_capacity} orders`}</dd>
              <dt>Operating Hours</dt>
              <dd>{data.operating_hours || 'Not set'}</dd>
              <dt>Member since</dt>
              <dd>{time.date(data.created_at)}</dd>
            </FactList>
            {specialtyChips(data.specialties).length > 0 && (
              <ChipGroup label="Specialties">
                {specialtyChips(data.specialties).map((specialty) => (
                  <Chip key={specialty}>{specialty}</Chip>
                ))}
              </ChipGroup>
            )}
          </Section>
        </Grid>
      )}

      <Section as="section" aria-labelledby="kitchen-settings">
        <h2 id="kitchen-settings">Kitchen Settings</h2>
        {SETTINGS.map(({ key, label, hint }) => (
          <Switch
            key={key}
            label={label}
            hint={hint}
            checked={data[key] === 1}
            disabled={update.isPending}
            onCheckedChange={(on) => void toggle(key, on)}
          />
        ))}
      </Section>

      <PasswordSection />
    </Stack>
  );
}
