import { eq, sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@farmplate/contracts';
import { unprocessable } from '../http/errors';
import type { Database } from '../db/client';
import { users } from '../db/schema';

/** Finds an account by e-mail, ignoring case. */
export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return user ?? null;
}

/** True when another account (not `exceptUserId`) already uses the e-mail. */
export async function emailTaken(db: Database, email: string, exceptUserId?: number): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  return !!user && user.id !== exceptUserId;
}

/** 422 with the e-mail-taken message under `field` (the form's name for the e-mail). */
export const emailTakenError = (field = 'email', message: string = AUTH_MESSAGES.emailTaken) =>
  unprocessable({ [field]: [message] });

/** The one unique-email check: refuses (422) an e-mail another account (not `exceptUserId`) uses. */
export async function assertEmailFree(
  db: Database,
  email: string,
  { field, message, exceptUserId }: { field?: string; message?: string; exceptUserId?: number } = {},
): Promise<void> {
  if (await emailTaken(db, email, exceptUserId)) throw emailTakenError(field, message);
}

export async function findUserById(db: Database, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}
