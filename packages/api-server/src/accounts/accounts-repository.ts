import { and, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { AUTH_MESSAGES, USER_GUARD_MESSAGES, type PartnerStatusCounts, type Role } from '@farmplate/contracts';
import type { Database } from '../db/client';
import { countOf, foundRow, insertedRow, rowCount } from '../db/rows';
import { deliveryProfiles, farmerProfiles, inventoryItems, kitchenProfiles, menuItems, users } from '../db/schema';
import { likePattern } from '../http/dates';
import { conflict, unprocessable } from '../http/errors';
import type { PageRequest } from '../http/pagination';
import { recordAudit, type AuditChange } from '../platform/audit/audit-repository';
import type { ImageStorage } from '../platform/storage/image-storage';
import { forgetUser } from './sessions';

/**
 * The accounts: finding them, the one unique-email check, creating, changing and deleting them
 * (with their partner profile and audit entry), the last-admin guard, and the admin's users list.
 */

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

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

export async function findUserById(db: Database | Tx, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

/**
 * Gives a farmer, kitchen or delivery account the partner profile its screens read, named after
 * the person until they set a business name; nothing for other roles or when one exists.
 */
export async function ensurePartnerProfile(
  tx: Tx | Database,
  userId: number,
  role: Role,
  name: string,
  status: 'active' | 'inactive' | 'pending' = 'active',
) {
  if (role === 'farmer')
    await tx.insert(farmerProfiles).values({ userId, farmName: name, status }).onConflictDoNothing();
  if (role === 'kitchen')
    await tx.insert(kitchenProfiles).values({ userId, kitchenName: name, status }).onConflictDoNothing();
  if (role === 'delivery')
    await tx.insert(deliveryProfiles).values({ userId, deliveryName: name, status }).onConflictDoNothing();
}

/**
 * Refuses (409, and the transaction rolls back) a change that would leave no active admin: called
 * inside the change's transaction with the account as it was before, when it stops being an active
 * admin (deactivated, demoted or deleted).
 */
export async function assertNotLastActiveAdmin(
  tx: Tx | Database,
  before: { id: number; role: string; status: string },
): Promise<void> {
  if (before.role !== 'admin' || before.status !== 'active') return;
  const [others] = await tx
    .select({ total: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active'), ne(users.id, before.id)));
  if ((others?.total ?? 0) === 0) throw conflict(USER_GUARD_MESSAGES.lastAdmin);
}

/**
 * Deletes an account with everything it owns (profile, sessions, inventory, menu, requests by
 * cascade) and the images of those records. Orders keep their rows, without the link.
 * Returns false when there is no such account (of `role`, when given).
 * `beforeCommit` runs in the deletion's transaction with the deleted row (the audit entry, a
 * last check that may still refuse by throwing).
 */
export async function deleteAccount(
  db: Database,
  storage: ImageStorage,
  id: number,
  role?: Role,
  beforeCommit?: (tx: Tx, deleted: UserRow) => Promise<void>,
): Promise<boolean> {
  const images = await db
    .select({ path: users.imagePath })
    .from(users)
    .where(eq(users.id, id))
    .unionAll(db.select({ path: inventoryItems.imagePath }).from(inventoryItems).where(eq(inventoryItems.farmerId, id)))
    .unionAll(db.select({ path: menuItems.imagePath }).from(menuItems).where(eq(menuItems.kitchenId, id)));
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(users)
      .where(and(eq(users.id, id), role === undefined ? undefined : eq(users.role, role)))
      .returning();
    if (row && beforeCommit) await beforeCommit(tx, row);
    return row;
  });
  if (!deleted) return false;
  forgetUser(db, id);
  forgetAccountFigures(db);
  await Promise.all(images.map((image) => storage.remove(image.path)));
  return true;
}

export interface UserFilters {
  search?: string;
  /** one role, or every role (null) */
  role: string | null;
  /** one status, or every status (null) */
  status: string | null;
}

/** A page of the admin's users list, newest first, with the total of the filters. */
export async function usersPage(db: Database, { search, role, status }: UserFilters, page: PageRequest) {
  const filters: SQL[] = [];
  if (search?.trim()) {
    const pattern = likePattern(search);
    // The concatenation is what the trigram index holds; name or email then keeps the match exact.
    const text = and(
      sql`(${users.name} || ' ' || ${users.email}) ilike ${pattern}`,
      or(ilike(users.name, pattern), ilike(users.email, pattern)),
    )!;
    const id = /^\d{1,9}$/.test(search.trim()) ? Number(search.trim()) : null;
    filters.push(id === null ? text : or(text, eq(users.id, id))!);
  }
  if (role !== null) filters.push(eq(users.role, role));
  if (status !== null) filters.push(eq(users.status, status));
  const where = filters.length ? and(...filters) : undefined;
  // The page walks the (created_at, id) index and stops after it; a window count would make
  // every request read every matching row, so the total is its own (index-served) count.
  const [rows, total] = await Promise.all([
    db
      // what the screen shows (toUser), not the password hash and the rest
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        status: users.status,
        createdAt: users.createdAt,
        phone: users.phone,
        location: users.location,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(rowCount(page.perPage))
      .offset(rowCount(page.offset)),
    // without a search the total is kept (usersTotal); a search counts its matches
    search?.trim()
      ? countUsers(db, where)
      : usersTotal(db, `${role ?? 'all'}/${status ?? 'all'}`, () => countUsers(db, where)),
  ]);
  return { rows, total };
}

const countUsers = (db: Database, where: SQL | undefined) =>
  db
    .select({ total: count() })
    .from(users)
    .where(where)
    .then((counted) => countOf(counted));

/**
 * Creates an account, its partner profile when its role has one, and the audit entry
 * (`audit(row)`), in one transaction.
 */
export async function createUser(
  db: Database,
  values: NewUser,
  audit: (row: UserRow) => AuditChange,
): Promise<UserRow> {
  const changed = await db.transaction(async (tx) => {
    const row = insertedRow(await tx.insert(users).values(values).returning());
    await ensurePartnerProfile(tx, row.id, row.role as Role, row.name);
    await recordAudit(tx, audit(row));
    return row;
  });
  // this instance's own change: forgotten at once, before its live event arrives
  forgetAccountFigures(db);
  return changed;
}

/**
 * Changes an account in one transaction: a new role gets its partner profile, a change that ends
 * an active admin is refused when it is the last one (409), and the audit entry (`audit(row)`) is
 * written with it. A row gone meanwhile is a 404.
 */
export async function updateUser(
  db: Database,
  existing: UserRow,
  changes: Partial<NewUser>,
  { roleChanges, endsAdmin }: { roleChanges: boolean; endsAdmin: boolean },
  audit: (row: UserRow) => AuditChange,
): Promise<UserRow> {
  const changed = await db.transaction(async (tx) => {
    const row = foundRow(
      await tx
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, existing.id))
        .returning(),
    );
    if (roleChanges) await ensurePartnerProfile(tx, row.id, row.role as Role, row.name);
    if (endsAdmin) await assertNotLastActiveAdmin(tx, existing);
    await recordAudit(tx, audit(row));
    return row;
  });
  // this instance's own change: forgotten at once, before its live event arrives
  forgetAccountFigures(db);
  return changed;
}

/**
 * Activates or deactivates an account with its audit entry (`audit(row)`), in one transaction.
 * Conditional: of two racing toggles to the same status, the second finds nothing to change
 * (undefined). Deactivating the last active admin is refused (409).
 */
export async function setUserStatus(
  db: Database,
  id: number,
  status: 'active' | 'inactive',
  audit: (row: UserRow) => AuditChange,
): Promise<UserRow | undefined> {
  const changed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ status, updatedAt: new Date() })
      .where(and(eq(users.id, id), ne(users.status, status)))
      .returning();
    if (!row) return undefined;
    if (status === 'inactive') await assertNotLastActiveAdmin(tx, { ...row, status: 'active' });
    await recordAudit(tx, audit(row));
    return row;
  });
  // this instance's own change: forgotten at once, before its live event arrives
  forgetAccountFigures(db);
  return changed;
}

/** Notes a successful sign-in on the account. */
export async function recordLogin(db: Database, userId: number): Promise<void> {
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
}

/**
 * A self-registered farmer or kitchen: the account and its profile, which waits for an admin's
 * approval before kitchens see it, in one transaction.
 */
export async function registerPartner(
  db: Database,
  values: NewUser,
  profile: { role: 'farmer' | 'kitchen'; name: string },
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const created = insertedRow(await tx.insert(users).values(values).returning());
    if (profile.role === 'farmer') {
      await tx.insert(farmerProfiles).values({ userId: created.id, farmName: profile.name, status: 'pending' });
    } else {
      await tx.insert(kitchenProfiles).values({ userId: created.id, kitchenName: profile.name, status: 'pending' });
    }
    return created;
  });
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

type AccountFigures = Awaited<ReturnType<typeof readAccountFigures>>;

/** The admin dashboard's figures of the accounts: customers, partners by status, the newest accounts. */
async function readAccountFigures(db: Database, recent: number) {
  const [[customers], farmers, kitchens, delivery, recentUsers] = await Promise.all([
    db.select({ total: count() }).from(users).where(eq(users.role, 'customer')),
    countByStatus(db, farmerProfiles),
    countByStatus(db, kitchenProfiles),
    countByStatus(db, deliveryProfiles),
    db.select().from(users).orderBy(desc(users.createdAt), desc(users.id)).limit(recent),
  ]);
  return { customers: customers?.total ?? 0, partners: { farmers, kitchens, delivery }, recentUsers };
}

interface AccountFiguresCache {
  isCurrent: () => boolean;
  /** per number of newest accounts asked for */
  figures: Map<number, AccountFigures>;
  /** the users list's totals, per role and status filter ("customer/active"; "all/all" for none) */
  userTotals: Map<string, number>;
  /** bumped by every forgetting: a read begun before it must not be kept */
  generation: number;
}
const accountFiguresCaches = new WeakMap<object, AccountFiguresCache>();

/**
 * Keeps the dashboard's account figures in memory while `isCurrent()`: every change they show is
 * a live event the hub delivers (an account created, changed or deleted, a partner's profile
 * created or its status changed; a profile is deleted only with its account). Five statements
 * fewer per dashboard; the users list's totals are kept with them (usersTotal).
 */
export function cacheAccountFigures(db: Database, isCurrent: () => boolean): void {
  accountFiguresCaches.set(db, { isCurrent, figures: new Map(), userTotals: new Map(), generation: 0 });
}

/** Stops caching (the hub that kept the cache true is closing). */
export function stopCachingAccountFigures(db: Database): void {
  accountFiguresCaches.delete(db);
}

/** An account or a partner changed (here or on another instance): the next dashboard counts again. */
export function forgetAccountFigures(db: Database): void {
  const cache = accountFiguresCaches.get(db);
  if (!cache) return;
  cache.generation += 1;
  cache.figures.clear();
  cache.userTotals.clear();
}

/** `read()`, kept under `key` in one of the cache's maps while the hub is current. */
async function keptRead<K, T>(
  db: Database,
  kept: (cache: AccountFiguresCache) => Map<K, T>,
  key: K,
  read: () => Promise<T>,
): Promise<T> {
  const cache = accountFiguresCaches.get(db);
  if (!cache) return read();
  if (!cache.isCurrent()) {
    kept(cache).clear();
    return read();
  }
  const known = kept(cache).get(key);
  if (known !== undefined) return known;
  const generation = cache.generation;
  const value = await read();
  if (cache.generation === generation && cache.isCurrent()) kept(cache).set(key, value);
  return value;
}

/** The dashboard's account figures: kept while the hub is current, else read. */
export const accountFigures = (db: Database, recent: number): Promise<AccountFigures> =>
  keptRead(
    db,
    (cache) => cache.figures,
    recent,
    () => readAccountFigures(db, recent),
  );

/**
 * The users list's total for a role and status filter (no search), kept with the dashboard's
 * account figures: every account created, changed or deleted is a live event that forgets them.
 * On PGlite counting 10,000 accounts was most of a users list request's CPU time.
 */
const usersTotal = (db: Database, filter: string, read: () => Promise<number>): Promise<number> =>
  keptRead(db, (cache) => cache.userTotals, filter, read);
