import { renderScreen } from '../test-support/renderScreen';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FarmerProfile } from '@farmplate/contracts';
import { signIn, signOut, useSession } from '@farmplate/session';
import { fakeApi, type FakeHandlers } from '../test-support/fakeApi';
import { farmerProfile } from '../test-support/fixtures';
import ProfileScreen from './ProfileScreen';

function serveProfile(overrides: FakeHandlers = {}, profile: FarmerProfile = farmerProfile()) {
  let current = profile;
  return fakeApi({
    'GET /farmer/profile': () => ({ body: { data: current } }),
    'PUT /farmer/profile': ({ body }) => {
      const fields = (body instanceof FormData ? Object.fromEntries(body.entries()) : body) as Record<string, string>;
      current = {
        ...current,
        name: fields.farm_name ?? current.name,
        farm_size: fields.farm_size ?? current.farm_size,
        image_url: body instanceof FormData ? '/storage/profiles/new.png' : current.image_url,
        user: {
          ...current.user,
          name: fields.name ?? current.user.name,
          email: fields.email ?? current.user.email,
          contact: fields.phone ?? current.user.contact,
          location: fields.location ?? current.user.location,
        },
      };
      return { body: { message: 'Profile updated successfully!', data: current } };
    },
    'POST /farmer/profile/password': () => ({ body: { message: 'Password changed successfully!' } }),
    ...overrides,
  });
}

/** The header's name comes from the session; shown here to check it follows the profile. */
function SessionName() {
  return <output aria-label="Session name">{useSession().user?.name}</output>;
}

const detail = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

beforeEach(() =>
  signIn('token', {
    id: 2,
    name: 'Kwame Mensah',
    email: 'farmer@farmplate.test',
    role: 'farmer',
    status: 'active',
    created_at: '2026-01-01',
  }),
);
afterEach(() => signOut());

test('shows Personal Information, Farm Information, orders fulfilled and rating from the profile', async () => {
  serveProfile();
  renderScreen(<ProfileScreen />, { path: 'profile' });
  expect(await screen.findByRole('heading', { name: 'Personal Information' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Farm Information' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Security' })).toBeInTheDocument();
  expect(detail('Full Name')).toHaveTextContent('Kwame Mensah');
  expect(detail('Email')).toHaveTextContent('farmer@farmplate.test');
  expect(detail('Phone')).toHaveTextContent('+233 20 000 0000');
  expect(detail('Farm Name')).toHaveTextContent('Green Valley Farm');
  expect(detail('Farm Size')).toHaveTextContent('12 acres');
  expect(detail('Primary Crops')).toHaveTextContent('Yams, Cassava');
  expect(detail('Years of Experience')).toHaveTextContent('8');
  expect(detail('Orders Fulfilled')).toHaveTextContent('3');
  expect(detail('Rating')).toHaveTextContent('4.6');
  expect(screen.getByRole('img', { name: 'Kwame Mensah' })).toHaveTextContent('K');
});

test("the farmer's own photo replaces the initial once uploaded, and a missing rating reads N/A", async () => {
  serveProfile({}, farmerProfile({ image_url: '/storage/profiles/kwame.png', rating: null }));
  renderScreen(<ProfileScreen />, { path: 'profile' });
  const avatar = await screen.findByRole('img', { name: 'Kwame Mensah' });
  expect(avatar.querySelector('img')).toHaveAttribute('src', '/storage/profiles/kwame.png');
  expect(detail('Rating')).toHaveTextContent('N/A');
});

test("Edit Profile, Save: name and email are required ('Name and email are required')", async () => {
  const user = userEvent.setup();
  const calls = serveProfile();
  renderScreen(<ProfileScreen />, { path: 'profile' });
  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  await waitFor(() => expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Kwame Mensah'));
  await user.clear(screen.getByLabelText(/^Full Name/));
  await user.clear(screen.getByLabelText(/^Email/));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getAllByText('Name and email are required')).toHaveLength(2);
  expect(calls.some((call) => call.method === 'PUT')).toBe(false);
});

test('saving sends the update payload, toasts, returns to view mode and renames the session user', async () => {
  const user = userEvent.setup();
  const calls = serveProfile();
  renderScreen(
    <>
      <ProfileScreen />
      <SessionName />
    </>,
    { path: 'profile' },
  );
  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  await waitFor(() => expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Kwame Mensah'));
  await user.clear(screen.getByLabelText(/^Full Name/));
  await user.type(screen.getByLabelText(/^Full Name/), 'Kwame A. Mensah');
  await user.clear(screen.getByLabelText('Farm Size'));
  await user.type(screen.getByLabelText('Farm Size'), '15 acres');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
  expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
    name: 'Kwame A. Mensah',
    email: 'farmer@farmplate.test',
    phone: '+233 20 000 0000',
    location: 'Tamale',
    farm_name: 'Green Valley Farm',
    farm_size: '15 acres',
    primary_crops: 'Yams, Cassava',
    years_of_experience: 8,
  });
  expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  expect(detail('Farm Size')).toHaveTextContent('15 acres');
  expect(screen.getByRole('status', { name: 'Session name' })).toHaveTextContent('Kwame A. Mensah');
});

test('a new photo is sent as multipart and shown', async () => {
  const user = userEvent.setup();
  URL.createObjectURL = jest.fn(() => 'blob:photo');
  URL.revokeObjectURL = jest.fn();
  const calls = serveProfile();
  renderScreen(<ProfileScreen />, { path: 'profile' });
  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  await user.upload(screen.getByLabelText('Profile photo'), new File(['jpg'], 'me.jpg', { type: 'image/jpeg' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
  expect((calls.find((call) => call.method === 'PUT')?.body as FormData).get('image')).toMatchObject({
    name: 'me.jpg',
    type: 'image/jpeg',
  });
  await waitFor(() =>
    expect(screen.getByRole('img', { name: 'Kwame Mensah' }).querySelector('img')).toHaveAttribute(
      'src',
      '/storage/profiles/new.png',
    ),
  );
});

test('Cancel leaves edit mode without saving', async () => {
  const user = userEvent.setup();
  const calls = serveProfile();
  renderScreen(<ProfileScreen />, { path: 'profile' });
  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  await user.type(screen.getByLabelText('Farm Size'), ' more');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(detail('Farm Size')).toHaveTextContent('12 acres');
  expect(calls.some((call) => call.method === 'PUT')).toBe(false);
});

test("a failed save toasts 'Failed to update profile'", async () => {
  const user = userEvent.setup();
  serveProfile({
    'PUT /farmer/profile': () => ({
      status: 422,
      body: { message: 'The email has already been taken.', errors: { email: ['The email has already been taken.'] } },
    }),
  });
  renderScreen(<ProfileScreen />, { path: 'profile' });
  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Failed to update profile: The email has already been taken.')).toBeInTheDocument();
  expect(screen.getByText('The email has already been taken.', { selector: 'p:not([role])' })).toBeInTheDocument();
});

test('the password form applies the three rules of spec §5 in order', async () => {
  const user = userEvent.setup();
  const calls = serveProfile();
  renderScreen(<ProfileScreen />, { path: 'profile' });
  await user.click(await screen.findByRole('button', { name: 'Change Password' }));
  const form = within(screen.getByRole('form', { name: 'Change password' }));
  const submit = () => user.click(form.getByRole('button', { name: 'Update Password' }));

  await user.type(form.getByLabelText(/^Current Password/), 'farmer123');
  await submit();
  expect(form.getByText('All password fields are required')).toBeInTheDocument();

  await user.type(form.getByLabelText(/^New Password/), 'abc');
  await user.type(form.getByLabelText(/^Confirm New Password/), 'abd');
  await submit();
  expect(form.getByText('New passwords do not match')).toBeInTheDocument();

  await user.clear(form.getByLabelText(/^Confirm New Password/));
  await user.type(form.getByLabelText(/^Confirm New Password/), 'abc');
  await submit();
  expect(form.getByText('New password must be at least 6 characters long')).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'POST')).toBe(false);
});

test('a valid change is sent, toasted and closes the form', async () => {
  const user = userEvent.setup();
  const calls = serveProfile();
  renderScreen(<ProfileScreen />, { path: 'profile' });
  await user.click(await screen.findByRole('button', { name: 'Change Password' }));
  await user.type(screen.getByLabelText(/^Current Password/), 'farmer123');
  await user.type(screen.getByLabelText(/^New Password/), 'harvest2026');
  await user.type(screen.getByLabelText(/^Confirm New Password/), 'harvest2026');
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
  expect(await screen.findByText('Password changed successfully!')).toBeInTheDocument();
  expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
    current_password: 'farmer123',
    new_password: 'harvest2026',
    new_password_confirmation: 'harvest2026',
  });
  expect(screen.queryByRole('form', { name: 'Change password' })).toBeNull();
});

test('a wrong current password is reported once, as a toast, and the form stays open', async () => {
  const user = userEvent.setup();
  serveProfile({
    'POST /farmer/profile/password': () => ({ status: 422, body: { message: 'The current password is incorrect.' } }),
  });
  renderScreen(<ProfileScreen />, { path: 'profile' });
  await user.click(await screen.findByRole('button', { name: 'Change Password' }));
  await user.type(screen.getByLabelText(/^Current Password/), 'wrong-one');
  await user.type(screen.getByLabelText(/^New Password/), 'harvest2026');
  await user.type(screen.getByLabelText(/^Confirm New Password/), 'harvest2026');
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
  const message = 'Failed to change password: The current password is incorrect.';
  const toasts = () => screen.queryAllByRole('status').filter((toast) => toast.textContent?.includes(message));
  await waitFor(() => expect(toasts()).toHaveLength(1));
  const form = screen.getByRole('form', { name: 'Change password' });
  expect(within(form).queryByText(message)).toBeNull();
});

test("a profile that fails to load says 'Failed to load profile' and can be retried", async () => {
  const user = userEvent.setup();
  let fail = true;
  serveProfile({
    'GET /farmer/profile': () => (fail ? { status: 500 } : { body: { data: farmerProfile() } }),
  });
  renderScreen(<ProfileScreen />, { path: 'profile' });
  expect(await screen.findByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  expect(screen.getAllByText('Failed to load profile')).toHaveLength(2);
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByRole('heading', { name: 'Personal Information' })).toBeInTheDocument();
});
