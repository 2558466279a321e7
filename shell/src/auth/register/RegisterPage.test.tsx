import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { RegisterResponse } from '@farmplate/contracts';
import { deferred, fakeApi, renderWithProviders, type FakeAnswer } from '@farmplate/testing';
import { AuthScreens, farmerUser } from '../AuthScreens.fixture';

const renderAuthScreens = (url: string) => renderWithProviders(<AuthScreens />, { url });

const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Next' }));
const stepHeading = (name: string) => screen.findByRole('heading', { name });

async function completeStepOne(user: UserEvent) {
  await user.type(await screen.findByLabelText(/^Full Name/), 'Ama Owusu');
  await user.type(screen.getByLabelText(/^Email Address/), 'ama@example.com');
  await next(user);
  await stepHeading('Step 2 of 4: Security');
}

async function completeStepTwo(user: UserEvent) {
  await user.type(screen.getByLabelText(/^Password/), 'secret1');
  await user.type(screen.getByLabelText(/^Confirm Password/), 'secret1');
  await next(user);
  await stepHeading('Step 3 of 4: Account Type');
}

async function completeStepThree(user: UserEvent, role: 'Farmer/Grocery' | 'Kitchen/Restaurant' = 'Farmer/Grocery') {
  await user.click(screen.getByRole('radio', { name: role }));
  await user.type(
    screen.getByLabelText(role === 'Farmer/Grocery' ? /^Farm Name/ : /^Kitchen\/Restaurant Name/),
    'Owusu Farms',
  );
  await next(user);
  await stepHeading('Step 4 of 4: Contact & Confirmation');
}

test('step 1 asks for the name and a valid email, with the progress at 1 of 4', async () => {
  const calls = fakeApi({});
  const user = userEvent.setup();
  renderAuthScreens('/register');
  expect(await screen.findByRole('heading', { name: 'Step 1 of 4: Personal Details' })).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Registration progress' })).toHaveAttribute('aria-valuenow', '1');

  await next(user);
  expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
  expect(screen.getByText('Please enter your email')).toBeInTheDocument();

  await user.type(screen.getByLabelText(/^Email Address/), 'ama@example');
  await next(user);
  expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Step 1 of 4: Personal Details' })).toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

test('step 2 wants a password of 6 or more, confirmed, and matching', async () => {
  fakeApi({});
  const user = userEvent.setup();
  renderAuthScreens('/register');
  await completeStepOne(user);
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');

  await next(user);
  expect(await screen.findByText('Please enter a password')).toBeInTheDocument();
  expect(screen.getByText('Please confirm your password')).toBeInTheDocument();

  await user.type(screen.getByLabelText(/^Password/), 'abc');
  await user.type(screen.getByLabelText(/^Confirm Password/), 'abd');
  await next(user);
  expect(await screen.findByText('Password must be at least 6 characters long')).toBeInTheDocument();
  expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
});

test('step 3 wants a role and the business name that goes with it', async () => {
  fakeApi({});
  const user = userEvent.setup();
  renderAuthScreens('/register');
  await completeStepOne(user);
  await completeStepTwo(user);

  expect(screen.getByText('I grow and supply fresh produce')).toBeInTheDocument();
  expect(screen.getByText('I prepare and serve meals to customers')).toBeInTheDocument();
  await next(user);
  expect(await screen.findByText('Please select your role')).toBeInTheDocument();

  await user.click(screen.getByRole('radio', { name: 'Farmer/Grocery' }));
  await next(user);
  expect(await screen.findByText('Please enter your farm name')).toBeInTheDocument();

  await user.click(screen.getByRole('radio', { name: 'Kitchen/Restaurant' }));
  await next(user);
  expect(await screen.findByText('Please enter your kitchen name')).toBeInTheDocument();
});

test('Back returns one step, keeps the answers and clears the error', async () => {
  fakeApi({
    'POST /web-register': () => ({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { email: ['The email has already been taken.'] } },
    }),
  });
  const user = userEvent.setup();
  renderAuthScreens('/register');
  await completeStepOne(user);
  await completeStepTwo(user);
  await completeStepThree(user);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(await stepHeading('Step 3 of 4: Account Type')).toHaveFocus();
  expect(screen.queryByText('The email has already been taken.')).not.toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Farmer/Grocery' })).toBeChecked();
  expect(screen.getByLabelText(/^Farm Name/)).toHaveValue('Owusu Farms');
});

test('step 4 summarises the account, sends the payload and ends on Success! then /login', async () => {
  const answer = deferred<FakeAnswer<RegisterResponse>>();
  const calls = fakeApi({ 'POST /web-register': () => answer.promise });
  const user = userEvent.setup();
  renderAuthScreens('/register');
  await completeStepOne(user);
  await completeStepTwo(user);
  await completeStepThree(user);
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '4');

  await user.type(screen.getByLabelText(/^Contact Phone/), '+1 214 555 0100');
  const summary = within(screen.getByRole('region', { name: 'Account Summary' }));
  expect(summary.getByText('Ama Owusu')).toBeInTheDocument();
  expect(summary.getByText('ama@example.com')).toBeInTheDocument();
  expect(summary.getByText('+1 214 555 0100')).toBeInTheDocument();
  expect(summary.getByText('Farmer/Grocery')).toBeInTheDocument();
  expect(summary.getByText('Farm Name')).toBeInTheDocument();
  expect(summary.getByText('Owusu Farms')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  expect(await screen.findByRole('button', { name: /Creating Account\.\.\./ })).toBeDisabled();
  expect(calls[0]).toMatchObject({
    method: 'POST',
    path: '/web-register',
    body: {
      name: 'Ama Owusu',
      email: 'ama@example.com',
      contact_phone: '+1 214 555 0100',
      password: 'secret1',
      password_confirmation: 'secret1',
      role: 'farmer',
      farm_name: 'Owusu Farms',
    },
  });

  answer.resolve({
    status: 201,
    body: {
      message: 'Account created successfully.',
      user: { ...farmerUser, name: 'Ama Owusu', email: 'ama@example.com' },
    },
  });
  const dialog = await screen.findByRole('alertdialog', { name: 'Success!' });
  expect(dialog).toHaveTextContent('Your account has been created successfully!');
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('heading', { name: 'Login to FarmPlate' })).toBeInTheDocument();
});

test('a rejected registration shows the flattened errors and the failure banner', async () => {
  fakeApi({
    'POST /web-register': () => ({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { email: ['The email has already been taken.'], kitchen_name: ['Please enter your kitchen name'] },
      },
    }),
  });
  const user = userEvent.setup();
  renderAuthScreens('/register');
  await completeStepOne(user);
  await completeStepTwo(user);
  await completeStepThree(user, 'Kitchen/Restaurant');
  await user.click(screen.getByRole('button', { name: 'Create Account' }));

  const [banner, error] = await screen.findAllByRole('alert');
  expect(banner).toHaveTextContent('Registration failed. Please check your information.');
  expect(error).toHaveTextContent('The email has already been taken. Please enter your kitchen name');
  expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
});

test("'Log in here' leads to /login", async () => {
  fakeApi({});
  renderAuthScreens('/register');
  await userEvent.setup().click(await screen.findByRole('link', { name: 'Log in here' }));
  expect(await screen.findByRole('heading', { name: 'Login to FarmPlate' })).toBeInTheDocument();
});
