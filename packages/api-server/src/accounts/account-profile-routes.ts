import { eq } from 'drizzle-orm';
import {
  ACCOUNT_PASSWORD_PATH,
  ACCOUNT_PROFILE_PATH,
  AccountProfileResponse,
  AccountProfileUpdateResponse,
  PartnerPasswordChangeBody,
  PROFILE_MESSAGES,
  UpdateAccountProfileBody,
  type AccountProfile,
  type UpdateAccountProfileBody as AccountBody,
} from '@farmplate/contracts';
import { forgetUser } from './sessions';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { users } from '../db/schema';
import { currentUser } from '../http/authorization';
import { unprocessable } from '../http/errors';
import { responses, type Api } from '../http/types';
import type { AppContext } from '../platform/context';
import { registerPasswordChange } from './profiles-routes';
import { assertEmailFree, findUserById } from './accounts-repository';

type UserRow = typeof users.$inferSelect;

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

/**
 * The profile screen of a role without a portal (customer, delivery partner): its own account's
 * name, email and phone, and the password change with the farmer and kitchen rules (spec §5).
 */
export async function accountProfilePlugin(app: Api, { db }: AppContext): Promise<void> {
  const tags = ['profiles'];

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
        await db
          .update(users)
          .set({
            name: body.name.trim(),
            email,
            ...(body.phone !== undefined && { phone: body.phone?.trim() ? body.phone.trim() : null }),
            updatedAt: new Date(),
          })
          .where(eq(users.id, user.id));
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
