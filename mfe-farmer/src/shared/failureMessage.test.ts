import { ApiError } from '@farmplate/api-client';
import { failureMessage, serverFieldErrors } from './failureMessage';

const texts = { failed: 'Failed to fulfill request', errored: 'Error fulfilling request' };

test("a refusal gives 'Failed to …' with the server's reason", () => {
  expect(failureMessage(new ApiError('Not enough stock to fulfil this request.', 409), texts)).toBe(
    'Failed to fulfill request: Not enough stock to fulfil this request.',
  );
  expect(failureMessage(new ApiError('HTTP 500', 500), texts)).toBe('Failed to fulfill request');
});

test("an unreachable server or a broken answer gives 'Error …'", () => {
  expect(failureMessage(new ApiError('Network error', 0), texts)).toBe('Error fulfilling request');
  expect(failureMessage(new ApiError('Network error', 502), texts)).toBe('Error fulfilling request');
  expect(failureMessage(new TypeError('x is undefined'), texts)).toBe('Error fulfilling request');
});

test('an expired session says so', () => {
  expect(failureMessage(new ApiError('Session expired. Please login again.', 401), texts)).toBe(
    'Session expired. Please login again.',
  );
});

test('field errors of a 422 become final-form submit errors', () => {
  expect(serverFieldErrors(new ApiError('Invalid', 422, { email: ['The email has already been taken.'] }))).toEqual({
    email: 'The email has already been taken.',
  });
  expect(serverFieldErrors(new Error('x'))).toEqual({});
});
