import { and, eq, inArray, or, sql, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { deliveryProfiles, settings, users } from '../db/schema';
import { insertedRow } from '../db/rows';

/**
 * Couriers (delivery partners): the public application, the courier's own profile and its
 * online switch. An expired licence or insurance of a motorbike or car takes the courier offline.
 */

export type CourierProfileRow = typeof deliveryProfiles.$inferSelect;

export interface CourierApplication {
  name: string;
  email: string;
  phone: string;
  passwordHash: string;
  region: string;
  zones: string[];
  vehicle: string;
  vehicleLabel: string;
  dateOfBirth: string;
  hasSmartphone: boolean;
  backgroundCheckConsent: boolean;
  licenceNumber: string | null;
  licenceExpiry: string | null;
  registrationNumber: string | null;
  insuranceNumber: string | null;
  insuranceExpiry: string | null;
}

/** The account (active, so the courier can sign in and see the wait) and its pending profile, in one transaction. */
export async function insertCourierApplication(db: Database, application: CourierApplication): Promise<number> {
  return db.transaction(async (tx) => {
    const user = insertedRow(
      await tx
        .insert(users)
        .values({
          name: application.name,
          email: application.email,
          phone: application.phone,
          passwordHash: application.passwordHash,
          role: 'delivery',
          status: 'active',
        })
        .returning({ id: users.id }),
    );
    await tx.insert(deliveryProfiles).values({
      userId: user.id,
      deliveryName: application.name,
      vehicles: application.vehicleLabel,
      status: 'pending',
      phone: application.phone,
      region: application.region,
      zones: application.zones,
      vehicle: application.vehicle,
      dateOfBirth: application.dateOfBirth,
      hasSmartphone: application.hasSmartphone,
      backgroundCheckConsent: application.backgroundCheckConsent,
      licenceNumber: application.licenceNumber,
      licenceExpiry: application.licenceExpiry,
      registrationNumber: application.registrationNumber,
      insuranceNumber: application.insuranceNumber,
      insuranceExpiry: application.insuranceExpiry,
      appliedAt: new Date(),
    });
    return user.id;
  });
}

/** A motorbike or car whose licence or insurance expired before `today` (YYYY-MM-DD). */
const documentsExpired = (today: string) =>
  and(
    inArray(deliveryProfiles.vehicle, ['motorbike', 'car']),
    or(lt(deliveryProfiles.licenceExpiry, today), lt(deliveryProfiles.insuranceExpiry, today)),
  );

/**
 * The courier's profile with its account and the platform's settings (stored values as JSON
 * text, over the defaults in the caller), in one statement: every courier request starts here.
 * Null when the account has no delivery profile.
 */
export async function courierWithAccount(db: Database, userId: number) {
  const [row] = await db
    .select({
      profile: deliveryProfiles,
      name: users.name,
      email: users.email,
      userPhone: users.phone,
      accountStatus: users.status,
      settings: sql<string | null>`(select json_object_agg(${settings.key}, ${settings.value})::text from ${settings})`,
    })
    .from(deliveryProfiles)
    .innerJoin(users, eq(users.id, deliveryProfiles.userId))
    .where(eq(deliveryProfiles.userId, userId));
  if (!row) return null;
  const { settings: stored, ...courier } = row;
  return { courier, stored: stored ? (JSON.parse(stored) as Record<string, unknown>) : {} };
}
export type CourierWithAccount = NonNullable<Awaited<ReturnType<typeof courierWithAccount>>>['courier'];

/**
 * Takes a courier whose motorbike or car documents expired before `today` (YYYY-MM-DD) offline:
 * a conditional update, run only when the profile read shows them expired. True when it did.
 */
export async function takeExpiredCourierOffline(db: Database, userId: number, today: string): Promise<boolean> {
  const updated = await db
    .update(deliveryProfiles)
    .set({ online: false, updatedAt: new Date() })
    .where(and(eq(deliveryProfiles.userId, userId), eq(deliveryProfiles.online, true), documentsExpired(today)))
    .returning({ userId: deliveryProfiles.userId });
  return updated.length > 0;
}

/** The courier's own changes: vehicle, zones, documents. */
export async function updateCourierProfile(
  db: Database,
  userId: number,
  values: Partial<
    Pick<
      CourierProfileRow,
      | 'vehicle'
      | 'vehicles'
      | 'zones'
      | 'licenceNumber'
      | 'licenceExpiry'
      | 'registrationNumber'
      | 'insuranceNumber'
      | 'insuranceExpiry'
    >
  >,
): Promise<void> {
  await db
    .update(deliveryProfiles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(deliveryProfiles.userId, userId));
}

/**
 * The online switch. Going online is a conditional update: only an active courier whose motor
 * vehicle documents are in date (`today`). False when refused.
 */
export async function setCourierOnline(db: Database, userId: number, online: boolean, today: string): Promise<boolean> {
  const [updated] = await db
    .update(deliveryProfiles)
    .set({ online, updatedAt: new Date() })
    .where(
      and(
        eq(deliveryProfiles.userId, userId),
        online
          ? and(eq(deliveryProfiles.status, 'active'), sql`not coalesce(${documentsExpired(today)}, false)`)
          : undefined,
      ),
    )
    .returning({ userId: deliveryProfiles.userId });
  return !!updated;
}
