import { recordAudit } from '../platform/audit/audit-repository';
import { eq } from 'drizzle-orm';
import type { TSchema } from '@sinclair/typebox';
import {
  AdminPasswordChangeBody,
  AdminProfileResponse,
  AdminProfileUpdateResponse,
  FarmerProfileResponse,
  FarmerProfileUpdateResponse,
  KitchenProfileResponse,
  KitchenProfileUpdateResponse,
  MessageResponse,
  PartnerPasswordChangeBody,
  PROFILE_MESSAGES,
  toFlag,
  UpdateAdminProfileBody,
  UpdateFarmerProfileBody,
  UpdateKitchenProfileBody,
  type AdminProfile,
  type FarmerProfile,
  type KitchenProfile,
  type PasswordChangeBody,
  type UpdateAdminProfileBody as AdminBody,
  type UpdateFarmerProfileBody as FarmerBody,
  type UpdateKitchenProfileBody as KitchenBody,
} from '@farmplate/contracts';
import type { FastifyRequest } from 'fastify';
import { hashSecret, verifySecret } from './passwords';
import { forgetUser, revokeUserSessions } from './sessions';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { farmerProfiles, kitchenProfiles, users } from '../db/schema';
import { currentUser, type RoutePermission } from '../http/authorization';
import { iso } from '../http/dates';
import { notFound, unprocessable } from '../http/errors';
import { responses, type Api } from '../http/types';
import type { AppContext } from '../platform/context';
import type { ImageStorage } from '../platform/storage/image-storage';
import { replaceImage } from '../platform/storage/replace-image';
import { assertEmailFree, findUserById } from './accounts-repository';
import { ensurePartnerProfile } from './user-profiles';
import { imageUrl } from './user-presenters';

type UserRow = typeof users.$inferSelect;
const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
const flagNumber = (value: boolean): 0 | 1 => (value ? 1 : 0);

async function farmerProfile(db: Database, userId: number): Promise<FarmerProfile> {
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

async function kitchenProfile(db: Database, userId: number): Promise<KitchenProfile> {
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

const adminProfile = (user: UserRow): AdminProfile => ({
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
async function saveAccount(
  db: Database,
  storage: ImageStorage,
  user: UserRow,
  values: Partial<typeof users.$inferInsert>,
  image: unknown,
  more?: (tx: Parameters<Parameters<Database['transaction']>[0]>[0]) => Promise<unknown>,
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

/** POST …/password: checks the current password, then ends every other session of the account. */
export function registerPasswordChange(
  app: Api,
  db: Database,
  url: string,
  permission: RoutePermission,
  body: TSchema,
) {
  app.post(
    url,
    { config: { permission }, schema: { tags: ['profiles'], body, response: responses({ 200: MessageResponse }) } },
    async (request: FastifyRequest) => {
      // the stored hash, never a cached copy of the account
      const user = (await findUserById(db, currentUser(request).id))!;
      const { current_password, new_password } = request.body as PasswordChangeBody;
      if (!(await verifySecret(user.passwordHash, current_password))) {
        throw unprocessable(
          { current_password: [PROFILE_MESSAGES.currentPasswordWrong] },
          PROFILE_MESSAGES.currentPasswordWrong,
        );
      }
      const passwordHash = await hashSecret(new_password);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() })
          .where(eq(users.id, user.id));
        // the admin's own password change goes into the audit trail (never the password itself)
        if (permission === 'admin')
          await recordAudit(tx, {
            actor: user,
            action: 'profile.password_changed',
            entity: 'profile',
            entityId: user.id,
          });
      });
      await revokeUserSessions(db, user.id, request.sessionId ?? undefined);
      return { message: PROFILE_MESSAGES.passwordChanged };
    },
  );
}

/** Farmer, kitchen and admin profile screens (spec §2, §3), each reading only the signed-in account. */
export async function profilesPlugin(app: Api, { db, storage }: AppContext): Promise<void> {
  const tags = ['profiles'];

  // ---- farmer ----
  app.get(
    '/farmer/profile',
    { config: { permission: 'farmerProfile' }, schema: { tags, response: responses({ 200: FarmerProfileResponse }) } },
    async (request) => {
      const user = currentUser(request);
      await ensurePartnerProfile(db, user.id, 'farmer', user.name);
      return { data: await farmerProfile(db, user.id) };
    },
  );

  app.put(
    '/farmer/profile',
    {
      config: { permission: 'farmerProfile', upload: 'profile' },
      schema: { tags, body: UpdateFarmerProfileBody, response: responses({ 200: FarmerProfileUpdateResponse }) },
    },
    async (request) => {
      const user = currentUser(request);
      const body: FarmerBody = request.body;
      await ensurePartnerProfile(db, user.id, 'farmer', user.name);
      await saveAccount(
        db,
        storage,
        user,
        {
          name: body.name.trim(),
          email: body.email.trim(),
          ...(body.phone !== undefined && { phone: blankToNull(body.phone) }),
          ...(body.location !== undefined && { location: blankToNull(body.location) }),
        },
        body.image,
        (tx) =>
          tx
            .update(farmerProfiles)
            .set({
              ...(body.farm_name?.trim() && { farmName: body.farm_name.trim() }),
              ...(body.farm_size !== undefined && { farmSize: blankToNull(body.farm_size) }),
              ...(body.primary_crops !== undefined && { primaryCrops: blankToNull(body.primary_crops) }),
              ...(body.years_of_experience !== undefined && { yearsOfExperience: body.years_of_experience }),
              updatedAt: new Date(),
            })
            .where(eq(farmerProfiles.userId, user.id)),
      );
      return { message: PROFILE_MESSAGES.updated, data: await farmerProfile(db, user.id) };
    },
  );
  registerPasswordChange(app, db, '/farmer/profile/password', 'farmerProfile', PartnerPasswordChangeBody);

  // ---- kitchen ----
  app.get(
    '/kitchen/profile',
    {
      config: { permission: 'kitchenProfile' },
      schema: { tags, response: responses({ 200: KitchenProfileResponse }) },
    },
    async (request) => {
      const user = currentUser(request);
      await ensurePartnerProfile(db, user.id, 'kitchen', user.name);
      return { data: await kitchenProfile(db, user.id) };
    },
  );

  app.put(
    '/kitchen/profile',
    {
      config: { permission: 'kitchenProfile', upload: 'profile' },
      schema: { tags, body: UpdateKitchenProfileBody, response: responses({ 200: KitchenProfileUpdateResponse }) },
    },
    async (request) => {
      const user = currentUser(request);
      const body: KitchenBody = request.body;
      await ensurePartnerProfile(db, user.id, 'kitchen', user.name);
      await saveAccount(
        db,
        storage,
        user,
        {
          email: body.contact_email.trim(),
          ...(body.manager_name?.trim() && { name: body.manager_name.trim() }),
          ...(body.contact_phone !== undefined && { phone: blankToNull(body.contact_phone) }),
        },
        body.image,
        (tx) =>
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
            .where(eq(kitchenProfiles.userId, user.id)),
        'contact_email',
      );
      return { message: PROFILE_MESSAGES.updated, data: await kitchenProfile(db, user.id) };
    },
  );
  registerPasswordChange(app, db, '/kitchen/profile/password', 'kitchenProfile', PartnerPasswordChangeBody);

  // ---- admin ----
  app.get(
    '/profile',
    { config: { permission: 'admin' }, schema: { tags, response: responses({ 200: AdminProfileResponse }) } },
    async (request) => ({
      data: adminProfile((await findUserById(db, currentUser(request).id))!),
    }),
  );

  app.put(
    '/profile',
    {
      config: { permission: 'admin', upload: 'profile' },
      schema: { tags, body: UpdateAdminProfileBody, response: responses({ 200: AdminProfileUpdateResponse }) },
    },
    async (request) => {
      const user = currentUser(request);
      const body: AdminBody = request.body;
      const phone = body.contact !== undefined ? body.contact : body.phone;
      await saveAccount(
        db,
        storage,
        user,
        {
          name: body.name.trim(),
          email: body.email.trim(),
          ...(phone !== undefined && { phone: blankToNull(phone) }),
          ...(body.location !== undefined && { location: blankToNull(body.location) }),
          ...(body.department !== undefined && { department: blankToNull(body.department) }),
        },
        body.image,
        // the admin's own profile is an admin change too: audited in the same transaction
        async (tx) => {
          const [after] = await tx.select().from(users).where(eq(users.id, user.id));
          await recordAudit(tx, {
            actor: user,
            action: 'profile.updated',
            entity: 'profile',
            entityId: user.id,
            before: adminProfile(user),
            after: after && adminProfile(after),
          });
        },
      );
      return { message: PROFILE_MESSAGES.updated, data: adminProfile((await findUserById(db, user.id))!) };
    },
  );
  registerPasswordChange(app, db, '/profile/password', 'admin', AdminPasswordChangeBody);
}
