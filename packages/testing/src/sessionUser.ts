import type { SessionUser } from '@farmplate/session';

/** A signed-in user for tests: Kwame Mensah the farmer unless `overrides` say otherwise. */
export const sessionUser = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  id: 2,
  name: 'Kwame Mensah',
  email: 'farmer@farmplate.test',
  role: 'farmer',
  status: 'active',
  created_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
