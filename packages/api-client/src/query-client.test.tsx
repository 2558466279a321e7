/** @jest-environment jsdom */
import type { ReactNode } from 'react';
import { QueryClientProvider, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { SESSION_EXPIRED_MESSAGE, signIn } from '@farmplate/session';
import { ApiError, apiRequest } from './request';
import { createQueryClient, failureText } from './query-client';
import { recordFetch } from './test-setup/recording-fetch';

const wrapperOf =
  (client: QueryClient) =>
  ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;

test('an answer carries its kind, and a validation answer its field messages', () => {
  const kinds = [0, 401, 403, 404, 409, 422, 429, 500].map((status) => new ApiError('x', status).kind);
  expect(kinds).toEqual([
    'network',
    'unauthorized',
    'forbidden',
    'not-found',
    'conflict',
    'validation',
    'rate-limited',
    'server',
  ]);
  expect(new ApiError('Invalid', 422, { email: ['Please enter a valid email'], name: [] }).fieldErrors).toEqual({
    email: 'Please enter a valid email',
  });
});

test('a refused load (4xx) is asked once and fails at once: never retried', async () => {
  const calls = recordFetch(() => ({ status: 404, body: { message: 'Not found' } }));
  const client = createQueryClient();
  const { result } = renderHook(() => useQuery({ queryKey: ['item'], queryFn: () => apiRequest('/item') }), {
    wrapper: wrapperOf(client),
  });
  await waitFor(() => expect(result.current.isError).toBe(true));
  expect(calls).toHaveLength(1);
  expect(result.current.error).toMatchObject({ kind: 'not-found', status: 404 });
});

test('a failed query or mutation shows its toast once, with the server reason appended', async () => {
  recordFetch(() => ({ status: 422, body: { message: 'Current password is incorrect' } }));
  const notify = jest.fn();
  const client = createQueryClient({ notify });
  const { result } = renderHook(
    () => ({
      list: useQuery({
        queryKey: ['list'],
        queryFn: () => apiRequest('/list'),
        meta: { errorMessage: 'Failed to load inventory' },
      }),
      save: useMutation({
        mutationFn: () => apiRequest('/password', { method: 'POST' }),
        meta: { errorMessage: 'Failed to change password' },
      }),
    }),
    { wrapper: wrapperOf(client) },
  );
  await waitFor(() => expect(result.current.list.isError).toBe(true));
  await act(async () => {
    await result.current.save.mutateAsync().catch(() => undefined);
  });
  expect(notify.mock.calls).toEqual([
    ['Failed to load inventory: Current password is incorrect'],
    ['Failed to change password: Current password is incorrect'],
  ]);
});

test('an expired session gets no toast (the login page says so) and a call without meta none either', async () => {
  signIn('old-token', {
    id: 2,
    name: 'Kwame',
    email: 'farmer@farmplate.test',
    role: 'farmer',
    status: 'active',
    created_at: '2026-01-01T00:00:00.000Z',
  });
  recordFetch(() => ({ status: 401, body: { message: 'Unauthenticated.' } }));
  const notify = jest.fn();
  const client = createQueryClient({ notify });
  const { result } = renderHook(
    () => [
      useQuery({ queryKey: ['a'], queryFn: () => apiRequest('/a'), meta: { errorMessage: 'Failed to load' } }),
      useQuery({ queryKey: ['b'], queryFn: () => apiRequest('/b') }),
    ],
    { wrapper: wrapperOf(client) },
  );
  await waitFor(() => expect(result.current.every((query) => query.isError)).toBe(true));
  expect(notify).not.toHaveBeenCalled();
});

describe('failureText: the one reading of a failure (spec §8), by kind, never by message text', () => {
  const texts = { failed: 'Failed to fulfill request', errored: 'Error fulfilling request' };

  test("a refusal gives 'Failed to …' with the server's reason; an answer without one the text alone", () => {
    expect(failureText(new ApiError('Not enough stock to fulfil this request.', 409, undefined, true), texts)).toBe(
      'Failed to fulfill request: Not enough stock to fulfil this request.',
    );
    expect(failureText(new ApiError('HTTP 500', 500), texts)).toBe('Failed to fulfill request');
  });

  test("an unreachable server or an answer that is not the API's gives 'Error …'", () => {
    expect(failureText(new ApiError('Network error', 0), texts)).toBe('Error fulfilling request');
    expect(failureText(new ApiError('Network error', 502, undefined, false, 'network'), texts)).toBe(
      'Error fulfilling request',
    );
    expect(failureText(new TypeError('x is undefined'), texts)).toBe('Error fulfilling request');
  });

  test("the admin screens show the server's reason alone; a load may leave it out", () => {
    const refused = new ApiError('Order already completed', 409, undefined, true);
    expect(failureText(refused, { ...texts, reason: 'alone' })).toBe('Order already completed');
    expect(failureText(refused, { ...texts, reason: 'none' })).toBe('Failed to fulfill request');
  });

  test('an expired session says so', () => {
    expect(failureText(new ApiError(SESSION_EXPIRED_MESSAGE, 401), texts)).toBe(SESSION_EXPIRED_MESSAGE);
  });
});
