import { eq } from 'drizzle-orm';
import {
  PROFILE_MESSAGES,
  toFlag,
  type AdminProfile,
  type FarmerProfile,
  type KitchenProfile,
  type UpdateFarmerProfileBody as FarmerBody,
  type UpdateKitchenProfileBody as KitchenBody,
} from '@farmplate/contracts';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { farmerProfiles, kitchenProfiles, users } from '../db/schema';
import { iso } from '../http/dates';
import { notFound, unprocessable } from '../http/errors';
import { recordAudit, type AuditChange } from '../platform/audit/audit-repository';
import type { ImageStorage } from '../platform/storage/image-storage';
import { replaceImage } from '../platform/storage/replace-image';
import { assertEmailFree } from './accounts-repository';
import { forgetUser } from './sessions';
import { imageUrl } from '../platform/storage/image-url';

/**
 * Every role's own profile: the farmer's and kitchen's profile rows with their account, the
 * account fields a profile form saves (with its photo), and a password change.
 */

type UserRow = typeof users.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type AccountChanges = Partial<typeof users.$inferInsert>;
const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
const flagNumber = (value: boolean): 0 | 1 => (value ? 1 : 0);

export async function farmerProfile(db: Database, userId: number): Promise<FarmerProfile> {
  const [row] = await db
    .select({ profile: farmerProfiles, user: users })
    .from(farmerProfiles)
    .innerJoin(users, eq(users.id, farmerProfiles.userId))
    .where(eq(farmerProfiles.userId, userId));
  if (!row) throw notFound();
  const { profile, user } = row;
  return {
    id: profile.userId,
    name: profile.farmName,
    farm_size: profile.farmSize,
    primary_crops: profile.primaryCrops,
    years_of_experience: profile.yearsOfExperience,
    location: user.location,
    image_url: imageUrl(user.imagePath),
    rating: profile.rating,
    orders_fulfilled: profile.ordersCompleted,
    status: profile.status,
    created_at: profile.createdAt.toISOString(),
    joined_date: profile.createdAt.toISOString(),
    user: { id: user.id, name: user.name, email: user.email, contact: user.phone, location: user.location },
  };
}

export async function kitchenProfile(db: Database, userId: number): Promise<KitchenProfile> {
  const [row] = await db
    .select({ profile: kitchenProfiles, user: users })
    .from(kitchenProfiles)
    .innerJoin(users, eq(users.id, kitchenProfiles.userId))
    .where(eq(kitchenProfiles.userId, userId));
  if (!row) throw notFound();
  const { profile, user } = row;
  return {
    id: profile.userId,
    name: profile.kitchenName,
    manager_name: user.name,
    contact_email: user.email,
    contact_phone: user.phone,
    address: profile.address,
    cuisine: profile.cuisine,
    type: profile.type,
    daily_capacity: profile.dailyCapacity,
    operating_hours: profile.operatingHours,
    specialties: profile.specialties,
    created_at: profile.createdAt.toISOString(),
    rating: profile.rating,
    status: profile.status,
    order_notifications: flagNumber(profile.orderNotifications),
    auto_accept_orders: flagNumber(profile.autoAcceptOrders),
    special_requests: flagNumber(profile.specialRequests),
    image_url: imageUrl(user.imagePath),
  };
}

export const adminProfile = (user: UserRow): AdminProfile => ({
  id: user.id,
  name: user.name,
  email: user.email,
  contact: user.phone,
  phone: user.phone,
  location: user.location,
  role: user.role,
  department: user.department,
  created_at: user.createdAt.toISOString(),
  updated_at: user.updatedAt.toISOString(),
  last_login: iso(user.lastLoginAt),
  password_changed_at: iso(user.passwordChangedAt),
  image: user.imagePath,
  image_url: imageUrl(user.imagePath),
});

/**
 * Saves the account fields of a profile form in one transaction with `more` (the profile
 * table's), replacing the photo when one was uploaded. 422 when the email belongs to someone else.
 */
export async function saveAccount(
  db: Database,
  storage: ImageStorage,
  user: UserRow,
  values: AccountChanges,
  image: unknown,
  more?: (tx: Tx) => Promise<unknown>,
  emailField = 'email',
): Promise<void> {
  if (values.email)
    await assertEmailFree(db, values.email, {
      field: emailField,
      message: PROFILE_MESSAGES.emailTaken,
      exceptUserId: user.id,
    });
  try {
    await replaceImage(storage, { upload: image, kind: 'profile', replaces: user.imagePath }, (imagePath) =>
      db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ ...values, ...(imagePath && { imagePath }), updatedAt: new Date() })
          .where(eq(users.id, user.id));
        await more?.(tx);
        return user.id; // the row is written
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw unprocessable({ [emailField]: [PROFILE_MESSAGES.emailTaken] });
    throw error;
  }
  forgetUser(db, user.id);
}

/** The farmer's own profile row as its form changes it. */
export const saveFarmerProfileRow = (userId: number, body: FarmerBody) => (tx: Tx) =>
  tx
    .update(farmerProfiles)
    .set({
      ...(body.farm_name?.trim() && { farmName: body.farm_name.trim() }),
      ...(body.farm_size !== undefined && { farmSize: blankToNull(body.farm_size) }),
      ...(body.primary_crops !== undefined && { primaryCrops: blankToNull(body.primary_crops) }),
      ...(body.years_of_experience !== undefined && { yearsOfExperience: body.years_of_experience }),
      updatedAt: new Date(),
    })
    .where(eq(farmerProfiles.userId, userId));

/** The kitchen's own profile row as its form changes it. */
export const saveKitchenProfileRow = (userId: number, body: KitchenBody) => (tx: Tx) =>
  tx
    .update(kitchenProfiles)
    .set({
      kitchenName: body.name.trim(),
      ...(body.address !== undefined && { address: blankToNull(body.address) }),
      ...(body.cuisine !== undefined && { cuisine: blankToNull(body.cuisine) }),
      ...(body.type !== undefined && { type: blankToNull(body.type) }),
      ...(body.daily_capacity !== undefined && { dailyCapacity: body.daily_capacity }),
      ...(body.operating_hours !== undefined && { operatingHours: blankToNull(body.operating_hours) }),
      ...(body.specialties !== undefined && { specialties: blankToNull(body.specialties) }),
      ...(body.order_notifications !== undefined && { orderNotifications: toFlag(body.order_notifications) }),
      ...(body.auto_accept_orders !== undefined && { autoAcceptOrders: toFlag(body.auto_accept_orders) }),
      ...(body.special_requests !== undefined && { specialRequests: toFlag(body.special_requests) }),
      updatedAt: new Date(),
    })
    .where(eq(kitchenProfiles.userId, userId));

/** The admin's own profile change goes into the audit trail, in the same transaction, as it reads after. */
export const auditAdminProfile = (user: UserRow) => async (tx: Tx) => {
  const [after] = await tx.select().from(users).where(eq(users.id, user.id));
  await recordAudit(tx, {
    actor: user,
    action: 'profile.updated',
    entity: 'profile',
    entityId: user.id,
    before: adminProfile(user),
    after: after && adminProfile(after),
  });
};

/**
 * Sets an account's new password; `audit` (the admin's own change) is written in the same
 * transaction, never the password itself.
 */
export async function changePassword(db: Database, userId: number, passwordHash: string, audit?: AuditChange) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, userId));
    if (audit) await recordAudit(tx, audit);
  });
}

/** The name, email and phone of an account without a portal profile (customer, delivery partner). */
export async function saveAccountFields(db: Database, userId: number, changes: AccountChanges) {
  await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
