/** @jest-environment jsdom */
import type { ReactNode } from 'react';
import { QueryClientProvider, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { signIn } from '@farmplate/session';
import { ApiError, apiRequest } from './request';
import { createQueryClient } from './query-client';
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
