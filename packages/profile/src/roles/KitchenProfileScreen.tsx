import { useState } from 'react';
import { KITCHEN_TYPES, PROFILE_MESSAGES, type KitchenProfile } from '@farmplate/contracts';
import {
  useChangeKitchenPassword,
  useKitchenProfile,
  useStatusHistory,
  useUpdateKitchenProfile,
  usePlatformTime,
} from '@farmplate/api-client';
import {
  Badge,
  Chip,
  ChipGroup,
  FactList,
  Grid,
  SelectField,
  Switch,
  TextField,
  useToast,
} from '@farmplate/design-system';
import { ProfileForm } from '../ProfileForm';
import { ProfilePage } from '../ProfilePage';
import { ProfileSection } from '../ProfileSection';
import { SecuritySection } from '../SecuritySection';
import {
  kitchenProfileProblem,
  kitchenProfileValues,
  specialtyChips,
  toKitchenProfileBody,
} from './kitchenProfileRules';

const SETTINGS = [
  {
    key: 'order_notifications',
    label: 'Order Notifications',
    hint: 'Play a sound on the order board when a new order arrives.',
  },
  { key: 'auto_accept_orders', label: 'Auto-Accept Orders', hint: 'New orders go straight to preparing.' },
  { key: 'special_requests', label: 'Special Requests', hint: 'Customers may add special instructions to orders.' },
] as const;

function KitchenDetails({ profile }: { profile: KitchenProfile }) {
  const time = usePlatformTime();
  const chips = specialtyChips(profile.specialties);
  return (
    <Grid columns={{ base: 1, lg: 2 }}>
      <ProfileSection id="contact" title="Contact Information">
        <FactList>
          <dt>Manager</dt>
          <dd>{profile.manager_name}</dd>
          <dt>Email</dt>
          <dd>{profile.contact_email}</dd>
          <dt>Phone</dt>
          <dd>{profile.contact_phone || 'Not provided'}</dd>
          <dt>Address</dt>
          <dd>{profile.address || 'Not provided'}</dd>
        </FactList>
      </ProfileSection>
      <ProfileSection id="kitchen-info" title="Kitchen Information">
        <FactList>
          <dt>Type</dt>
          <dd>{profile.type || 'Not set'}</dd>
          <dt>Cuisine</dt>
          <dd>{profile.cuisine || 'Not set'}</dd>
          <dt>Daily Capacity</dt>
          <dd>{profile.daily_capacity === null ? 'Not set' : `${profile.daily_capacity} orders`}</dd>
          <dt>Operating Hours</dt>
          <dd>{profile.operating_hours || 'Not set'}</dd>
          <dt>Member since</dt>
          <dd>{time.date(profile.created_at)}</dd>
        </FactList>
        {chips.length > 0 && (
          <ChipGroup label="Specialties">
            {chips.map((specialty) => (
              <Chip key={specialty}>{specialty}</Chip>
            ))}
          </ChipGroup>
        )}
      </ProfileSection>
    </Grid>
  );
}

/** The three switches of spec §2 "Kitchen Settings": each saves at once. */
function KitchenSettings({ profile }: { profile: KitchenProfile }) {
  const toast = useToast();
  const update = useUpdateKitchenProfile();
  const toggle = async (key: (typeof SETTINGS)[number]['key'], on: boolean) => {
    try {
      await update.mutateAsync({ ...toKitchenProfileBody(kitchenProfileValues(profile), profile), [key]: on });
      toast.success(PROFILE_MESSAGES.updated);
    } catch {
      // the refusal is the mutation's toast; the switch stays as the server has it
    }
  };
  return (
    <ProfileSection id="kitchen-settings" title="Kitchen Settings">
      {SETTINGS.map(({ key, label, hint }) => (
        <Switch
          key={key}
          label={label}
          hint={hint}
          checked={profile[key] === 1}
          disabled={update.isPending}
          onCheckedChange={(on) => void toggle(key, on)}
        />
      ))}
    </ProfileSection>
  );
}

/** /dashboard/profile of a kitchen (spec §2 "Kitchen Profile", §3, §5). */
export function KitchenProfileScreen() {
  const profile = useKitchenProfile();
  const update = useUpdateKitchenProfile();
  const change = useChangeKitchenPassword();
  const month = useStatusHistory('month');
  const [editing, setEditing] = useState(false);
  const onTime = month.data?.performanceStats.month.onTimeDelivery;

  return (
    <ProfilePage
      title="Kitchen Profile"
      profile={profile}
      editing={editing}
      onEdit={() => setEditing(true)}
      subtitle={(data: KitchenProfile) => (
        <>
          <strong>{data.name}</strong>{' '}
          <Badge tone={data.status === 'active' ? 'success' : 'danger'}>
            {data.status === 'active' ? 'Active' : data.status.charAt(0).toUpperCase() + data.status.slice(1)}
          </Badge>{' '}
          On-time this month: {onTime === undefined ? '…' : `${onTime}%`} · Rating:{' '}
          {data.rating === null ? 'Not rated yet' : `${data.rating} / 5`}
        </>
      )}
    >
      {(data) => (
        <>
          {editing ? (
            <ProfileForm
              initialValues={kitchenProfileValues(data)}
              problem={kitchenProfileProblem}
              toastProblem
              save={async (values) => {
                await update.mutateAsync(toKitchenProfileBody(values, data));
              }}
              onDone={() => setEditing(false)}
            >
              <ProfileSection id="contact-edit" title="Contact Information">
                <Grid columns={{ base: 1, md: 2 }}>
                  <TextField name="name" label="Kitchen Name" required />
                  <TextField name="manager_name" label="Manager Name" />
                  <TextField name="contact_email" label="Email" type="email" required />
                  <TextField name="contact_phone" label="Phone" type="tel" />
                  <TextField name="address" label="Address" />
                </Grid>
              </ProfileSection>
              <ProfileSection id="kitchen-edit" title="Kitchen Information">
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
              </ProfileSection>
            </ProfileForm>
          ) : (
            <KitchenDetails profile={data} />
          )}
          <KitchenSettings profile={data} />
          <SecuritySection change={change} rules="partner" collapsible={false} />
        </>
      )}
    </ProfilePage>
  );
}
