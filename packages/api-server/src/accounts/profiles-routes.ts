import type { FastifyRequest } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import {
  ACCOUNT_PASSWORD_PATH,
  ACCOUNT_PROFILE_PATH,
  AccountProfileResponse,
  AccountProfileUpdateResponse,
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
  UpdateAccountProfileBody,
  UpdateAdminProfileBody,
  UpdateFarmerProfileBody,
  UpdateKitchenProfileBody,
  type AccountProfile,
  type PasswordChangeBody,
  type UpdateAccountProfileBody as AccountBody,
  type UpdateAdminProfileBody as AdminBody,
  type UpdateFarmerProfileBody as FarmerBody,
  type UpdateKitchenProfileBody as KitchenBody,
} from '@farmplate/contracts';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { currentUser, type RoutePermission } from '../http/authorization';
import { unprocessable } from '../http/errors';
import { responses, type Api } from '../http/types';
import type { AppContext } from '../platform/context';
import { assertEmailFree, ensurePartnerProfile, findUserById, type UserRow } from './accounts-repository';
import { hashSecret, verifySecret } from './passwords';
import {
  adminProfile,
  auditAdminProfile,
  changePassword,
  farmerProfile,
  kitchenProfile,
  saveAccount,
  saveAccountFields,
  saveFarmerProfileRow,
  saveKitchenProfileRow,
} from './profiles-repository';
import { forgetUser, revokeUserSessions } from './sessions';

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

const accountProfile = (user: UserRow): AccountProfile => ({
  id: user.id,
  name: user.name,
  email: user.email,
  phone: user.phone,
  role: user.role,
  created_at: user.createdAt.toISOString(),
});

async function readAccount(db: Database, id: number): Promise<AccountProfile> {
  return accountProfile((await findUserById(db, id))!);
}

/** POST …/password: checks the current password, then ends every other session of the account. */
function registerPasswordChange(app: Api, db: Database, url: string, permission: RoutePermission, body: TSchema) {
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
      // the admin's own password change goes into the audit trail (never the password itself)
      await changePassword(
        db,
        user.id,
        passwordHash,
        permission === 'admin'
          ? { actor: user, action: 'profile.password_changed', entity: 'profile', entityId: user.id }
          : undefined,
      );
      await revokeUserSessions(db, user.id, request.sessionId ?? undefined);
      return { message: PROFILE_MESSAGES.passwordChanged };
    },
  );
}

/**
 * Every role's own profile screen, each reading only the signed-in account: farmer, kitchen and
 * admin (spec §2, §3), and the roles without a portal (customer, delivery partner): their
 * account's name, email and phone, and the password change with the farmer and kitchen rules (spec §5).
 */
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
        saveFarmerProfileRow(user.id, body),
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
        saveKitchenProfileRow(user.id, body),
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
        auditAdminProfile(user),
      );
      return { message: PROFILE_MESSAGES.updated, data: adminProfile((await findUserById(db, user.id))!) };
    },
  );
  registerPasswordChange(app, db, '/profile/password', 'admin', AdminPasswordChangeBody);

  // ---- a role without a portal (customer, delivery partner) ----
  app.get(
    ACCOUNT_PROFILE_PATH,
    {
      config: { permission: 'accountProfile' },
      schema: { tags, response: responses({ 200: AccountProfileResponse }) },
    },
    async (request) => ({ data: await readAccount(db, currentUser(request).id) }),
  );

  app.put(
    ACCOUNT_PROFILE_PATH,
    {
      config: { permission: 'accountProfile' },
      schema: { tags, body: UpdateAccountProfileBody, response: responses({ 200: AccountProfileUpdateResponse }) },
    },
    async (request) => {
      const user = currentUser(request);
      const body: AccountBody = request.body;
      const email = body.email.trim();
      await assertEmailFree(db, email, { message: PROFILE_MESSAGES.emailTaken, exceptUserId: user.id });
      try {
        await saveAccountFields(db, user.id, {
          name: body.name.trim(),
          email,
          ...(body.phone !== undefined && { phone: body.phone?.trim() ? body.phone.trim() : null }),
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw unprocessable({ email: [PROFILE_MESSAGES.emailTaken] });
        throw error;
      }
      forgetUser(db, user.id);
      return { message: PROFILE_MESSAGES.updated, data: await readAccount(db, user.id) };
    },
  );

  registerPasswordChange(app, db, ACCOUNT_PASSWORD_PATH, 'accountProfile', PartnerPasswordChangeBody);
}
