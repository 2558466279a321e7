import { getToken, onSessionExpired, SESSION_EXPIRED_MESSAGE, signIn, signOut } from '@farmplate/session';
import { downloadFile } from './download';
import { ApiError, configureApiClient } from './request';

const admin = {
  id: 1,
  name: 'Ada Admin',
  email: 'admin@farmplate.test',
  role: 'admin' as const,
  status: 'active' as const,
  created_at: '2026-01-01T00:00:00.000Z',
};

const answer = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => signOut());
afterAll(() => configureApiClient({ fetch: (...args) => globalThis.fetch(...args) }));

test('an export answered 401 ends the session like any other call (spec §7)', async () => {
  signIn('expired-token', admin);
  const expired = jest.fn();
  const unsubscribe = onSessionExpired(expired);
  configureApiClient({ fetch: answer(401, { message: 'Unauthenticated.' }) });

  await expect(downloadFile('/admin-orders/export')).rejects.toThrow(SESSION_EXPIRED_MESSAGE);
  expect(expired).toHaveBeenCalledTimes(1);
  expect(getToken()).toBeNull();
  unsubscribe();
});

test('a refused export is an ApiError of its kind with the server reason, the session kept', async () => {
  signIn('admin-token', admin);
  configureApiClient({ fetch: answer(422, { message: 'The period is not valid.', errors: { from: ['Too early'] } }) });

  const error = await downloadFile('/admin-reports/sales/export', { from: '1900-01-01' }).catch((caught) => caught);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ kind: 'validation', message: 'The period is not valid.', fromServer: true });
  expect((error as ApiError).fieldErrors).toEqual({ from: 'Too early' });
  expect(getToken()).toBe('admin-token');
});
