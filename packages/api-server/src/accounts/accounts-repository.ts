import { count, desc, eq, sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@farmplate/contracts';
import { unprocessable } from '../http/errors';
import type { Database } from '../db/client';
import { deliveryProfiles, farmerProfiles, kitchenProfiles, users } from '../db/schema';
import type { PartnerStatusCounts } from '@farmplate/contracts';

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

type ProfileTable = typeof farmerProfiles | typeof kitchenProfiles | typeof deliveryProfiles;

/** Partners of one kind counted by status (every profile row is one partner). */
async function countByStatus(db: Database, table: ProfileTable): Promise<PartnerStatusCounts> {
  const rows = await db.select({ status: table.status, total: count() }).from(table).groupBy(table.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.total ?? 0;
  return {
    total: rows.reduce((all, row) => all + row.total, 0),
    active: of('active'),
    inactive: of('inactive'),
    pending: of('pending'),
  };
}

/** The admin dashboard's figures of the accounts: customers, partners by status, the newest accounts. */
export async function accountFigures(db: Database, recent: number) {
  const [[customers], farmers, kitchens, delivery, recentUsers] = await Promise.all([
    db.select({ total: count() }).from(users).where(eq(users.role, 'customer')),
    countByStatus(db, farmerProfiles),
    countByStatus(db, kitchenProfiles),
    countByStatus(db, deliveryProfiles),
    db.select().from(users).orderBy(desc(users.createdAt), desc(users.id)).limit(recent),
  ]);
  return { customers: customers?.total ?? 0, partners: { farmers, kitchens, delivery }, recentUsers };
}
