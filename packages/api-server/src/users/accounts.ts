import { eq, sql } from 'drizzle-orm';
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

export async function findUserById(db: Database, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}
