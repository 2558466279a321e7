import type { SessionUser, User } from '@farmplate/contracts';
import type { users } from '../db/schema';

type UserRow = typeof users.$inferSelect;

/** The user as the session (and the users screen) reads it. */
export const toSessionUser = (user: UserRow): SessionUser => ({
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role as SessionUser['role'],
  status: user.status as SessionUser['status'],
  created_at: user.createdAt.toISOString(),
});

/** The columns of an account the users screen shows. */
export type UserColumns = Pick<
  UserRow,
  'id' | 'name' | 'email' | 'role' | 'status' | 'createdAt' | 'phone' | 'location'
>;

/** A user as the admin's users screen reads it. */
export const toUser = (row: UserColumns): User => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role as User['role'],
  status: row.status as User['status'],
  created_at: row.createdAt.toISOString(),
  phone: row.phone,
  location: row.location,
});
