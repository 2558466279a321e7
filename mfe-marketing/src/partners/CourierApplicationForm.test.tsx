import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DELIVERY_MESSAGES } from '@farmplate/contracts';
import { fakeApi } from '@farmplate/testing';
import { pageLoad, renderInLayout, renderSite } from '../test-support/renderPublic';
import { CourierApplicationForm } from './CourierApplicationForm';
import { COURIER_APPLICATION_MESSAGES as M, validateCourierApplication } from './courierApplication';

type User = ReturnType<typeof userEvent.setup>;

/** Each field gets its value in one input event (a paste), as a visitor's autofill would. */
async function enter(user: User, label: RegExp, value: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}

async function fillInBicycleCourier(user: User, zone = 'Ikeja') {
  await enter(user, /^Full Name/, 'Sodiq Balogun');
  await enter(user, /^Email Address/, 'sodiq@example.com');
  await enter(user, /^Phone Number/, '+234 803 555 0101');
  await enter(user, /^Date of birth/, '1998-04-12');
  await enter(user, /^Password/, 'ride-safe-2026');
  await enter(user, /^Confirm Password/, 'ride-safe-2026');
  await user.selectOptions(screen.getByLabelText(/^Zone/), zone);
  await user.selectOptions(screen.getByLabelText(/^Vehicle/), 'Bicycle');
  await user.click(screen.getByLabelText(/smartphone with a data plan/));
  await user.click(screen.getByLabelText(/consent to a background check/));
}

const send = (user: User) => user.click(screen.getByRole('button', { name: 'Send Application' }));

test('the delivery page’s Apply links open the courier application of its region', async () => {
  const user = userEvent.setup();
  renderSite('/ng/delivery');
  const links = await screen.findAllByRole('link', { name: 'Apply Now' }, pageLoad);
  expect(links.map((link) => link.getAttribute('href'))).toEqual(links.map(() => '/ng/delivery/apply'));
  await user.click(links[0]!);
  expect(await screen.findByRole('heading', { level: 1, name: 'Apply to deliver' }, pageLoad)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText(/^Country/)).toHaveValue('ng'));
  expect(screen.getByLabelText(/^Zone/)).toHaveTextContent('Ikeja');
  expect(screen.getByRole('form', { name: 'Courier application' })).toHaveAttribute('method', 'post');
});

test('every field and the §6 eligibility are asked for before anything is sent', async () => {
  const calls = fakeApi({ 'POST /courier-applications': () => ({ status: 201, body: { message: 'ok', id: 1 } }) });
  const user = userEvent.setup();
  renderInLayout(<CourierApplicationForm region="us" />, { layout: 'us' });
  await send(user);
  for (const message of [
    M.name,
    M.email,
    M.phone,
    M.password,
    M.confirmation,
    M.zone,
    M.vehicle,
    M.dateOfBirth,
    M.smartphone,
    M.backgroundCheck,
  ])
    expect(screen.getByText(message)).toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

test('an applicant under 18 is told so', () => {
  const now = new Date(2026, 10, 27);
  expect(validateCourierApplication({ region: 'us', date_of_birth: '2008-11-28' }, now).date_of_birth).toBe(M.tooYoung);
  expect(validateCourierApplication({ region: 'us', date_of_birth: '2008-11-27' }, now).date_of_birth).toBeUndefined();
});

test("a motorbike or car asks for the driver's licence, registration and insurance, with unexpired dates", async () => {
  const user = userEvent.setup();
  renderInLayout(<CourierApplicationForm region="ng" />, { layout: 'ng' });
  await fillInBicycleCourier(user);
  expect(screen.queryByRole('group', { name: /Licence, registration and insurance/ })).toBeNull();

  await user.selectOptions(screen.getByLabelText(/^Vehicle/), 'Motorbike');
  const documents = screen.getByRole('group', { name: /Licence, registration and insurance/ });
  await send(user);
  for (const message of [M.licenceNumber, M.licenceExpiry, M.registrationNumber, M.insuranceNumber, M.insuranceExpiry])
    expect(within(documents).getByText(message)).toBeInTheDocument();
  await enter(user, /^Licence expiry date/, '2020-01-31');
  expect(within(documents).getByText(M.expired)).toBeInTheDocument();
});

test('a sent application posts every field and says what happens next', async () => {
  const calls = fakeApi({
    'POST /courier-applications': () => ({ status: 201, body: { message: DELIVERY_MESSAGES.applied, id: 12 } }),
  });
  const user = userEvent.setup();
  renderInLayout(<CourierApplicationForm region="ng" />, { layout: 'ng' });
  await fillInBicycleCourier(user);
  await user.selectOptions(screen.getByLabelText(/^Vehicle/), 'Car');
  await enter(user, /^Driver's licence number/, 'LAG-55120');
  await enter(user, /^Licence expiry date/, '2029-05-31');
  await enter(user, /^Vehicle registration number/, 'KJA-123-XY');
  await enter(user, /^Insurance policy number/, 'AXA-889910');
  await enter(user, /^Insurance expiry date/, '2027-12-31');
  await send(user);

  expect(await screen.findByRole('status')).toHaveTextContent(`Application received!${DELIVERY_MESSAGES.applied}`);
  expect(calls).toHaveLength(1);
  expect(calls[0]?.body).toEqual({
    name: 'Sodiq Balogun',
    email: 'sodiq@example.com',
    phone: '+234 803 555 0101',
    password: 'ride-safe-2026',
    password_confirmation: 'ride-safe-2026',
    region: 'ng',
    zones: ['Ikeja'],
    vehicle: 'car',
    date_of_birth: '1998-04-12',
    has_smartphone: true,
    background_check_consent: true,
    licence_number: 'LAG-55120',
    licence_expiry: '2029-05-31',
    registration_number: 'KJA-123-XY',
    insurance_number: 'AXA-889910',
    insurance_expiry: '2027-12-31',
  });
});

test("the server's field errors show under their fields, its message above the button, and nothing typed is lost", async () => {
  fakeApi({
    'POST /courier-applications': () => ({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { email: ['The email has already been taken.'], zones: ['Choose a zone of your region'] },
      },
    }),
  });
  const user = userEvent.setup();
  renderInLayout(<CourierApplicationForm region="ng" />, { layout: 'ng' });
  await fillInBicycleCourier(user);
  await send(user);
  expect(await screen.findByRole('alert')).toHaveTextContent('The given data was invalid.');
  expect(screen.getByLabelText(/^Email Address/)).toHaveAccessibleDescription('The email has already been taken.');
  expect(screen.getByLabelText(/^Zone/)).toHaveAccessibleDescription('Choose a zone of your region');
  expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Sodiq Balogun');
});

test('a refused or unreachable server is said above the button', async () => {
  fakeApi({ 'POST /courier-applications': () => 'network-error' });
  const user = userEvent.setup();
  renderInLayout(<CourierApplicationForm region="us" />, { layout: 'us' });
  await fillInBicycleCourier(user, 'Dallas');
  await send(user);
  expect(await screen.findByRole('alert')).toHaveTextContent('Error sending your application');
});
