import { changeFarmerPassword, getFarmerProfile, updateFarmerProfile } from './farmer-profile';
import { recordFetch } from './test-setup/recording-fetch';

const profile = {
  id: 1,
  name: 'Green Valley Farm',
  farm_size: '12 acres',
  primary_crops: 'Yams, Cassava',
  years_of_experience: 8,
  location: 'Accra',
  image_url: null,
  rating: 4.6,
  orders_fulfilled: 3,
  status: 'active',
  created_at: '2026-01-01T00:00:00.000Z',
  joined_date: '2026-01-01',
  user: { id: 2, name: 'Kwame Mensah', email: 'farmer@farmplate.test', contact: '+233 20 000 0000', location: 'Accra' },
};

test('the profile is read from data', async () => {
  const calls = recordFetch(() => ({ body: { data: profile } }));
  await expect(getFarmerProfile()).resolves.toEqual(profile);
  expect(calls[0]?.url).toBe('/api/farmer/profile');
});

test('an update is JSON without a photo and multipart with one', async () => {
  const calls = recordFetch(() => ({ body: { message: 'Profile updated successfully!', data: profile } }));
  const fields = {
    name: 'Kwame Mensah',
    email: 'farmer@farmplate.test',
    farm_name: 'Green Valley Farm',
    years_of_experience: 8,
  };
  await updateFarmerProfile(fields);
  expect(calls[0]).toMatchObject({ method: 'PUT', url: '/api/farmer/profile', body: fields });

  await updateFarmerProfile({ ...fields, image: new Blob(['jpg'], { type: 'image/jpeg' }) });
  const form = calls[1]?.body as FormData;
  expect(form.get('farm_name')).toBe('Green Valley Farm');
  expect(form.get('image')).toBeInstanceOf(Blob);
});

test('a password change posts the three fields', async () => {
  const calls = recordFetch(() => ({ body: { message: 'Password changed successfully!' } }));
  const change = { current_password: 'farmer123', new_password: 'newpass1', new_password_confirmation: 'newpass1' };
  await changeFarmerPassword(change);
  expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/farmer/profile/password', body: change });
});

test("a wrong current password raises the server's message", async () => {
  recordFetch(() => ({ status: 422, body: { message: 'The current password is incorrect.' } }));
  await expect(
    changeFarmerPassword({ current_password: 'nope', new_password: 'newpass1', new_password_confirmation: 'newpass1' }),
  ).rejects.toThrow('The current password is incorrect.');
});
