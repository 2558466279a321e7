import { ApiError } from '@farmplate/api-client';
import {
  REGISTRATION_FAILED_BANNER,
  REGISTRATION_FALLBACK_MESSAGE,
  registrationErrorMessage,
} from './registrationError';

test('every message of the errors object is flattened and joined with ". "', () => {
  const error = new ApiError('The given data was invalid.', 422, {
    email: ['The email has already been taken.'],
    password: ['Password must be at least 6 characters long'],
    farm_name: ['Please enter your farm name'],
  });
  expect(registrationErrorMessage(error)).toBe(
    'The email has already been taken. Password must be at least 6 characters long. Please enter your farm name',
  );
});

test('a single field error is shown as the server wrote it', () => {
  const error = new ApiError('The given data was invalid.', 422, { email: ['The email has already been taken.'] });
  expect(registrationErrorMessage(error)).toBe('The email has already been taken.');
});

test("without field errors the answer's message is used", () => {
  expect(
    registrationErrorMessage(new ApiError('Too many attempts. Please try again later.', 429, undefined, true)),
  ).toBe('Too many attempts. Please try again later.');
  expect(registrationErrorMessage(new ApiError('Registration is closed.', 403, {}, true))).toBe(
    'Registration is closed.',
  );
});

test('without errors or a server message the fallback is used', () => {
  expect(registrationErrorMessage(new ApiError('HTTP 500', 500))).toBe('Failed to create account. Please try again.');
  expect(registrationErrorMessage(new ApiError('Network error', 0))).toBe(REGISTRATION_FALLBACK_MESSAGE);
  expect(registrationErrorMessage(new TypeError('boom'))).toBe(REGISTRATION_FALLBACK_MESSAGE);
  expect(REGISTRATION_FAILED_BANNER).toBe('Registration failed. Please check your information.');
});
