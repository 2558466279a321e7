import { onSessionExpired, signIn, signOut } from '@farmplate/session';
import {
  fetchUserDetail,
  InvalidLoginResponseError,
  login,
  logout,
  registerAccount,
  requestPasswordReset,
  resetPassword,
  verifyOtp,
} from './auth';
import { ApiError } from './request';
import { recordFetch } from './test-setup/recording-fetch';

const farmer = {
  id: 2,
  name: 'Kwame Mensah',
  email: 'farmer@farmplate.test',
  role: 'farmer' as const,
  status: 'active' as const,
  created_at: '2026-01-01T00:00:00.000Z',
};

afterEach(() => signOut());

test('login posts the credentials and returns the token and the user', async () => {
  const calls = recordFetch(() => ({ body: { token: 'tok-1', user: farmer } }));
  const answer = await login({ email: 'farmer@farmplate.test', password: 'farmer123' });
  expect(answer).toEqual({ token: 'tok-1', user: farmer });
  expect(calls[0]).toMatchObject({
    method: 'POST',
    url: '/api/login',
    body: { email: 'farmer@farmplate.test', password: 'farmer123' },
  });
});

test.each([
  ['no token', { user: farmer }],
  ['an empty token', { token: '', user: farmer }],
  ['no user', { token: 'tok-1' }],
  ['an empty body', null],
])('a login answer with %s is rejected with the spec message', async (_case, body) => {
  recordFetch(() => ({ body }));
  const error = await login({ email: 'a@b.co', password: 'secret' }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(InvalidLoginResponseError);
  expect((error as Error).message).toBe('Invalid response format: missing token or user data');
});

test('wrong credentials are an ApiError, not a session expiry', async () => {
  const expired = jest.fn();
  const unsubscribe = onSessionExpired(expired);
  recordFetch(() => ({ status: 401, body: { message: 'Invalid email or password' } }));
  const error = await login({ email: 'a@b.co', password: 'wrong' }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(401);
  expect(expired).not.toHaveBeenCalled();
  unsubscribe();
});

test('registration posts the payload and surfaces the field errors of a 422', async () => {
  const payload = {
    name: 'Ama Owusu',
    email: 'ama@example.com',
    password: 'secret1',
    password_confirmation: 'secret1',
    role: 'farmer' as const,
    farm_name: 'Owusu Farms',
  };
  const calls = recordFetch(() => ({
    status: 422,
    body: { message: 'The given data was invalid.', errors: { email: ['The email has already been taken.'] } },
  }));
  const error = (await registerAccount(payload).catch((e: unknown) => e)) as ApiError;
  expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/web-register', body: payload });
  expect(error.errors).toEqual({ email: ['The email has already been taken.'] });
});

test('logout and the current user go out with the stored token', async () => {
  signIn('tok-9', farmer);
  const calls = recordFetch((call) => ({
    body: call.url.endsWith('/logout') ? { message: 'Logged out successfully.' } : { user: farmer },
  }));
  await expect(fetchUserDetail()).resolves.toEqual({ user: farmer });
  await logout();
  expect(calls.map((call) => [call.method, call.url, call.headers.Authorization])).toEqual([
    ['GET', '/api/user-detail', 'Bearer tok-9'],
    ['GET', '/api/logout', 'Bearer tok-9'],
  ]);
});

test('the password reset calls send email, code and the new password', async () => {
  const calls = recordFetch(() => ({ body: { message: 'ok' } }));
  await requestPasswordReset({ email: 'farmer@farmplate.test' });
  await verifyOtp({ email: 'farmer@farmplate.test', otp: '123456' });
  await resetPassword({
    email: 'farmer@farmplate.test',
    otp: '123456',
    password: 'newpass1',
    password_confirmation: 'newpass1',
  });
  expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([
    ['POST', '/api/forgot-password', { email: 'farmer@farmplate.test' }],
    ['POST', '/api/verify-otp', { email: 'farmer@farmplate.test', otp: '123456' }],
    [
      'POST',
      '/api/reset-password',
      { email: 'farmer@farmplate.test', otp: '123456', password: 'newpass1', password_confirmation: 'newpass1' },
    ],
  ]);
});

test("a wrong or expired code is the server's 422 message", async () => {
  recordFetch(() => ({ status: 422, body: { message: 'Invalid or expired code.' } }));
  await expect(verifyOtp({ email: 'farmer@farmplate.test', otp: '000000' })).rejects.toThrow(
    'Invalid or expired code.',
  );
});
