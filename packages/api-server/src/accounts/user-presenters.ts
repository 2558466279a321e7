import type { SessionUser } from '@farmplate/contracts';
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

/** Public URL of a stored image: storage-relative paths live under /storage/, URLs stay as they are. */
export const imageUrl = (imagePath: string | null): string | null =>
  !imagePath ? null : /^https?:\/\//.test(imagePath) ? imagePath : `/storage/${imagePath}`;
