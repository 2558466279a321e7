import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@farmplate/testing';
import { pageLoad, renderInLayout, renderSite } from '../test-support/renderPublic';
import { ContactForm } from './ContactForm';

const field = (label: RegExp) => screen.getByLabelText(label);

/** Each field gets its value in one input event (a paste): typing letter by letter re-renders the form per key. */
async function enter(user: ReturnType<typeof userEvent.setup>, label: RegExp, value: string) {
  await user.click(field(label));
  await user.paste(value);
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await enter(user, /Full Name/, 'Amaka Eze');
  await enter(user, /Email Address/, 'amaka@example.com');
  await enter(user, /Subject/, 'Catering for 40');
  await enter(user, /^Message/, 'Can you cater a naming ceremony in Plano next month?');
}

afterEach(() => jest.useRealTimers());

test('name, email, subject and message are required; phone is optional', async () => {
  const calls = fakeApi({ 'POST /contact-messages': () => ({ status: 201, body: { message: 'ok' } }) });
  const user = userEvent.setup();
  renderInLayout(<ContactForm />);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(screen.getByText('Please enter your name')).toBeInTheDocument();
  expect(screen.getByText('Please enter your email')).toBeInTheDocument();
  expect(screen.getByText('Please enter a subject')).toBeInTheDocument();
  expect(screen.getByText('Please enter your message')).toBeInTheDocument();
  expect(field(/Phone Number/)).not.toHaveAttribute('aria-invalid');
  expect(field(/Email Address/)).toHaveAttribute('type', 'email');
  await enter(user, /Email Address/, 'not-an-email');
  expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

test('a sent message shows Message Sent! for 3 s, then the form returns empty as a customer', async () => {
  jest.useFakeTimers();
  const calls = fakeApi({
    'POST /contact-messages': () => ({
      status: 201,
      body: { message: "Thank you for reaching out. We'll get back to you shortly." },
    }),
  });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderInLayout(<ContactForm initialUserType="farmer" />);
  expect(field(/I am a/)).toHaveValue('farmer');

  await fillIn(user);
  await enter(user, /Phone Number/, '214 555 0199');
  await user.selectOptions(field(/I am a/), 'Ghost Kitchen');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));

  expect(await screen.findByRole('heading', { name: 'Message Sent!' })).toBeInTheDocument();
  expect(screen.getByText("Thank you for reaching out. We'll get back to you shortly.")).toBeInTheDocument();
  expect(calls.map((call) => call.method)).toEqual(['POST']);
  expect(calls[0]?.body).toEqual({
    name: 'Amaka Eze',
    email: 'amaka@example.com',
    phone: '214 555 0199',
    subject: 'Catering for 40',
    message: 'Can you cater a naming ceremony in Plano next month?',
    userType: 'kitchen',
  });

  act(() => jest.advanceTimersByTime(2999));
  expect(screen.getByRole('heading', { name: 'Message Sent!' })).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByRole('heading', { name: 'Message Sent!' })).toBeNull();
  expect(field(/Full Name/)).toHaveValue('');
  expect(field(/^Message/)).toHaveValue('');
  expect(field(/I am a/)).toHaveValue('customer');
});

test("the server's field errors show under the fields and its message above the button", async () => {
  fakeApi({
    'POST /contact-messages': () => ({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { email: ['Please enter a valid email'] } },
    }),
  });
  const user = userEvent.setup();
  renderInLayout(<ContactForm />);
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The given data was invalid.');
  expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
  expect(field(/Full Name/)).toHaveValue('Amaka Eze');
});

test('too many messages: the rate limit answer is shown and nothing is lost', async () => {
  fakeApi({
    'POST /contact-messages': () => ({ status: 429, body: { message: 'Too many attempts. Please try again later.' } }),
  });
  const user = userEvent.setup();
  renderInLayout(<ContactForm />);
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.');
  expect(field(/Subject/)).toHaveValue('Catering for 40');
});

test("a server error or no answer says so in words, never the request's own text ('HTTP 500')", async () => {
  const answers = [{ status: 500, body: {} }, 'network-error'] as const;
  let call = 0;
  fakeApi({ 'POST /contact-messages': () => answers[call++] ?? 'network-error' });
  const user = userEvent.setup();
  renderInLayout(<ContactForm />);
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not send your message. Please try again.');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(
    await screen.findByText('Could not reach FarmPlate. Check your connection and try again.'),
  ).toBeInTheDocument();
  expect(screen.queryByText(/HTTP 500|Network error/)).toBeNull();
});

test('apply links open the contact page with the partner type chosen', async () => {
  renderSite('/ng/contact?type=delivery');
  const userType = await screen.findByLabelText(/I am a/, {}, pageLoad);
  await waitFor(() => expect(userType).toHaveValue('delivery'));
});
