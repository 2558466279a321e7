import { and, count, desc, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { PartnerBody, PartnerStatus } from '@farmplate/contracts';
import type { Database } from '../db/client';
import { countOf, insertedRow } from '../db/rows';
import { deliveryProfiles, farmerProfiles, kitchenProfiles, users } from '../db/schema';
import { likePattern } from '../http/dates';
import { totalOf, totalOver, type PageRequest } from '../http/pagination';
import { recordAudit, type AuditChange } from '../platform/audit/audit-repository';
import { forgetAccountFigures } from './accounts-repository';

/**
 * The partners of Admin Partner Management: a farmer, kitchen or delivery partner is its user
 * account plus a profile keyed by the user id, read, listed, created and changed together.
 */

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type UserRow = typeof users.$inferSelect;
type ProfileTable = typeof farmerProfiles | typeof kitchenProfiles | typeof deliveryProfiles;
export type PartnerRole = 'farmer' | 'kitchen' | 'delivery';
/** A partner as the admin screens read it. */
export type Partner = Record<string, unknown>;

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** What differs between the profile tables of farmers, kitchens and delivery partners; the flow is shared. */
interface PartnerTable {
  table: ProfileTable;
  /** the business-name column */
  nameColumn: PgColumn;
  /** the profile columns a form sets (business name falls back to the contact name) */
  profileValues: (body: PartnerBody) => Record<string, unknown>;
  present: (profile: Record<string, unknown>, user: UserRow) => Record<string, unknown>;
}

const common = (
  profile: { userId: number; status: string; rating: number | null; createdAt: Date },
  user: UserRow,
  name: string,
) => ({
  id: profile.userId,
  name,
  status: profile.status,
  joinedDate: profile.createdAt.toISOString(),
  created_at: profile.createdAt.toISOString(),
  rating: profile.rating,
  user: { id: user.id, name: user.name, email: user.email, contact: user.phone },
});

const TABLES: Record<PartnerRole, PartnerTable> = {
  farmer: {
    table: farmerProfiles,
    nameColumn: farmerProfiles.farmName,
    profileValues: (body) => ({
      farmName: body.farmer_name?.trim() || body.name.trim(),
      ...(body.products !== undefined && { products: blankToNull(body.products) }),
    }),
    present: (profile, user) => {
      const row = profile as typeof farmerProfiles.$inferSelect;
      return { ...common(row, user, row.farmName), ordersCompleted: row.ordersCompleted, products: row.products ?? '' };
    },
  },
  kitchen: {
    table: kitchenProfiles,
    nameColumn: kitchenProfiles.kitchenName,
    profileValues: (body) => ({
      kitchenName: body.kitchen_name?.trim() || body.name.trim(),
      ...(body.cuisine !== undefined && { cuisine: blankToNull(body.cuisine) }),
      ...(body.type !== undefined && { type: blankToNull(body.type) }),
      ...(body.address !== undefined && { address: blankToNull(body.address) }),
    }),
    present: (profile, user) => {
      const row = profile as typeof kitchenProfiles.$inferSelect;
      return {
        ...common(row, user, row.kitchenName),
        ordersCompleted: row.ordersCompleted,
        cuisine: row.cuisine ?? '',
        type: row.type,
        address: row.address,
      };
    },
  },
  delivery: {
    table: deliveryProfiles,
    nameColumn: deliveryProfiles.deliveryName,
    profileValues: (body) => ({
      deliveryName: body.delivery_name?.trim() || body.name.trim(),
      ...(body.vehicles !== undefined && { vehicles: blankToNull(body.vehicles) }),
    }),
    present: (profile, user) => {
      const row = profile as typeof deliveryProfiles.$inferSelect;
      return {
        ...common(row, user, row.deliveryName),
        deliveriesCompleted: row.deliveriesCompleted,
        vehicles: row.vehicles ?? '',
        // the courier application: what the admin reviews before Approve
        application: row.appliedAt
          ? {
              phone: row.phone,
              region: row.region,
              zones: row.zones,
              vehicle: row.vehicle,
              date_of_birth: row.dateOfBirth,
              has_smartphone: row.hasSmartphone,
              background_check_consent: row.backgroundCheckConsent,
              licence_number: row.licenceNumber,
              licence_expiry: row.licenceExpiry,
              registration_number: row.registrationNumber,
              insurance_number: row.insuranceNumber,
              insurance_expiry: row.insuranceExpiry,
              applied_at: row.appliedAt.toISOString(),
            }
          : null,
        online: row.online,
      };
    },
  },
};

/** One partner of a role, or null. */
export async function findPartner(db: Database | Tx, role: PartnerRole, id: number): Promise<Partner | null> {
  const { table, present } = TABLES[role];
  const [row] = await db
    .select({ profile: table, user: users })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
    .where(and(eq(table.userId, id), eq(users.role, role)))
    .limit(1);
  return row ? present(row.profile, row.user) : null;
}

/** A page of the partners of a role, newest first, with the total of the filters. */
export async function partnersPage(
  db: Database,
  role: PartnerRole,
  { search, status }: { search?: string; status: string | null },
  page: PageRequest,
) {
  const { table, nameColumn, present } = TABLES[role];
  const filters: SQL[] = [eq(users.role, role)];
  if (search?.trim()) {
    const pattern = likePattern(search);
    filters.push(or(ilike(nameColumn, pattern), ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  if (status !== null) filters.push(eq(table.status, status));
  const where = and(...filters);
  const rows = await db
    .select({ profile: table, user: users, total: totalOver })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
    .where(where)
    .orderBy(desc(table.createdAt), desc(table.userId))
    .limit(page.perPage)
    .offset(page.offset);
  const total = await totalOf(rows, page, async () =>
    countOf(await db.select({ total: count() }).from(table).innerJoin(users, eq(users.id, table.userId)).where(where)),
  );
  return { rows: rows.map((row) => present(row.profile as Record<string, unknown>, row.user)), total };
}

/** A new partner: its account, its profile and the audit entry (`audit(partner)`), in one transaction. */
export async function createPartner(
  db: Database,
  role: PartnerRole,
  body: PartnerBody,
  {
    passwordHash,
    status,
    accountStatus,
  }: { passwordHash: string; status: PartnerStatus; accountStatus: 'active' | 'inactive' },
  audit: (created: Partner | null, id: number) => AuditChange,
): Promise<number> {
  const { table, profileValues } = TABLES[role];
  const created = await db.transaction(async (tx) => {
    const user = insertedRow(
      await tx
        .insert(users)
        .values({
          name: body.name.trim(),
          email: body.contact_email.trim(),
          phone: body.contact_phone.trim(),
          role,
          status: accountStatus,
          passwordHash,
        })
        .returning({ id: users.id }),
    );
    await tx.insert(table).values({ userId: user.id, status, ...profileValues(body) } as never);
    await recordAudit(tx, audit(await findPartner(tx, role, user.id), user.id));
    return user.id;
  });
  // this instance's own change: the kept account figures forgotten at once, before its live event
  forgetAccountFigures(db);
  return created;
}

/** Changes a partner's account and profile with the audit entry (`audit(after)`), in one transaction. */
export async function updatePartner(
  db: Database,
  role: PartnerRole,
  id: number,
  body: PartnerBody,
  { passwordHash, accountStatus }: { passwordHash?: string; accountStatus?: 'active' | 'inactive' },
  audit: (after: Partner | null) => AuditChange,
): Promise<void> {
  const { table, profileValues } = TABLES[role];
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        name: body.name.trim(),
        email: body.contact_email.trim(),
        phone: body.contact_phone.trim(),
        ...(accountStatus && { status: accountStatus }),
        ...(passwordHash && { passwordHash, passwordChangedAt: new Date() }),
        updatedAt: new Date(),
      })
      .where(eq(users.id, id));
    await tx
      .update(table)
      .set({
        ...profileValues(body),
        ...(body.status && { status: body.status }),
        updatedAt: new Date(),
      })
      .where(eq(table.userId, id));
    await recordAudit(tx, audit(await findPartner(tx, role, id)));
  });
  forgetAccountFigures(db);
}

/**
 * Sets a partner's status (and its account's, when it follows) with the audit entry
 * (`audit(before, after)`), in one transaction. Conditional: a second identical toggle finds
 * nothing to change (false).
 */
export async function setPartnerStatus(
  db: Database,
  role: PartnerRole,
  id: number,
  status: PartnerStatus,
  accountStatus: 'active' | 'inactive' | undefined,
  audit: (before: Partner | null, after: Partner | null) => AuditChange,
): Promise<boolean> {
  const { table } = TABLES[role];
  const changed = await db.transaction(async (tx) => {
    const before = await findPartner(tx, role, id);
    const [updated] = await tx
      .update(table)
      // a courier no longer active goes offline with it (no claims, no region events)
      .set({ status, updatedAt: new Date(), ...(role === 'delivery' && status !== 'active' && { online: false }) })
      .where(and(eq(table.userId, id), ne(table.status, status)))
      .returning({ id: table.userId });
    if (updated && accountStatus)
      await tx.update(users).set({ status: accountStatus, updatedAt: new Date() }).where(eq(users.id, id));
    if (updated) await recordAudit(tx, audit(before, await findPartner(tx, role, id)));
    return !!updated;
  });
  forgetAccountFigures(db);
  return changed;
}
