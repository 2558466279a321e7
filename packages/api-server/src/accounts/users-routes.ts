import {
  CreateUserBody,
  IdParams,
  MessageResponse,
  UpdateUserBody,
  USER_MESSAGES,
  UserResponse,
  UsersQuery,
  UsersResponse,
  UserStatusBody,
} from '@farmplate/contracts';
import { isUniqueViolation } from '../db/errors';
import { currentUser } from '../http/authorization';
import { isAll } from '../http/dates';
import { conflict, notFound } from '../http/errors';
import { paged, pageRequest } from '../http/pagination';
import { responses, type Api } from '../http/types';
import type { AppContext } from '../platform/context';
import {
  assertEmailFree,
  assertNotLastActiveAdmin,
  createUser,
  deleteAccount,
  emailTakenError,
  findUserById,
  setUserStatus,
  updateUser,
  usersPage,
} from './accounts-repository';
import { hashSecret } from './passwords';
import { forgetUser, revokeUserSessions } from './sessions';
import { toUser } from './user-presenters';
import { recordAudit } from '../platform/audit/audit-repository';

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** Admin user management (spec §2, §4 User status, §5 User form). */
export async function usersPlugin(app: Api, { db, storage }: AppContext): Promise<void> {
  const config = { permission: 'admin' as const };
  const tags = ['admin'];

  /** An admin may not lock themselves out: no deactivating, demoting or deleting their own account. */
  const guardOwnAccount = (adminId: number, targetId: number, change: boolean) => {
    if (change && adminId === targetId) throw conflict(USER_MESSAGES.ownAccount);
  };

  app.get(
    '/users',
    { config, schema: { tags, querystring: UsersQuery, response: responses({ 200: UsersResponse }) } },
    async (request) => {
      const { search, role, status } = request.query;
      const page = pageRequest(request.query);
      const { rows, total } = await usersPage(
        db,
        { search, role: isAll(role) ? null : role!, status: isAll(status) ? null : status! },
        page,
      );
      return paged(rows.map(toUser), total, page);
    },
  );

  app.post(
    '/users',
    { config, schema: { tags, body: CreateUserBody, response: responses({ 201: UserResponse }) } },
    async (request, reply) => {
      const admin = currentUser(request);
      const body = request.body;
      await assertEmailFree(db, body.email);
      const passwordHash = await hashSecret(body.password);
      try {
        const created = await createUser(
          db,
          {
            name: body.name.trim(),
            email: body.email.trim(),
            role: body.role,
            status: body.status ?? 'active',
            phone: blankToNull(body.phone),
            location: blankToNull(body.location),
            passwordHash,
          },
          (row) => ({ actor: admin, action: 'user.created', entity: 'user', entityId: row.id, after: toUser(row) }),
        );
        return reply.status(201).send({ message: USER_MESSAGES.created, data: toUser(created) });
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTakenError();
        throw error;
      }
    },
  );

  app.put(
    '/users/:id',
    { config, schema: { tags, params: IdParams, body: UpdateUserBody, response: responses({ 200: UserResponse }) } },
    async (request) => {
      const admin = currentUser(request);
      const body = request.body;
      const existing = await findUserById(db, request.params.id);
      if (!existing) throw notFound();
      const roleChanges = body.role !== undefined && body.role !== existing.role;
      const deactivates = body.status === 'inactive' && existing.status !== 'inactive';
      guardOwnAccount(admin.id, existing.id, roleChanges || deactivates);
      if (body.email !== undefined) await assertEmailFree(db, body.email, { exceptUserId: existing.id });
      const passwordHash = body.password ? await hashSecret(body.password) : undefined;
      try {
        const updated = await updateUser(
          db,
          existing,
          {
            ...(body.name !== undefined && { name: body.name.trim() }),
            ...(body.email !== undefined && { email: body.email.trim() }),
            ...(body.role !== undefined && { role: body.role }),
            ...(body.status !== undefined && { status: body.status }),
            ...(body.phone !== undefined && { phone: blankToNull(body.phone) }),
            ...(body.location !== undefined && { location: blankToNull(body.location) }),
            ...(passwordHash && { passwordHash, passwordChangedAt: new Date() }),
          },
          { roleChanges, endsAdmin: roleChanges || deactivates },
          (row) => ({
            actor: admin,
            action: 'user.updated',
            entity: 'user',
            entityId: row.id,
            before: toUser(existing),
            after: { ...toUser(row), ...(passwordHash && { password_changed: true }) },
          }),
        );
        forgetUser(db, existing.id);
        // A new role, a deactivation or a new password ends every session of the account.
        if (roleChanges || deactivates || passwordHash)
          await revokeUserSessions(
            db,
            existing.id,
            existing.id === admin.id ? (request.sessionId ?? undefined) : undefined,
          );
        return { message: USER_MESSAGES.updated, data: toUser(updated) };
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTakenError();
        throw error;
      }
    },
  );

  app.put(
    '/users/update-status/:id',
    { config, schema: { tags, params: IdParams, body: UserStatusBody, response: responses({ 200: UserResponse }) } },
    async (request) => {
      const admin = currentUser(request);
      const { status } = request.body;
      guardOwnAccount(admin.id, request.params.id, status === 'inactive');
      const updated = await setUserStatus(db, request.params.id, status, (row) => ({
        actor: admin,
        action: status === 'active' ? 'user.activated' : 'user.deactivated',
        entity: 'user',
        entityId: row.id,
        before: { ...toUser(row), status: row.status === 'active' ? 'inactive' : 'active' },
        after: toUser(row),
      }));
      if (!updated) {
        if (!(await findUserById(db, request.params.id))) throw notFound();
        throw conflict(`This user is already ${status}.`);
      }
      forgetUser(db, updated.id);
      if (status === 'inactive') await revokeUserSessions(db, updated.id);
      return {
        message: status === 'active' ? USER_MESSAGES.activated : USER_MESSAGES.deactivated,
        data: toUser(updated),
      };
    },
  );

  app.delete(
    '/users/:id',
    { config, schema: { tags, params: IdParams, response: responses({ 200: MessageResponse }) } },
    async (request) => {
      const admin = currentUser(request);
      guardOwnAccount(admin.id, request.params.id, true);
      const deleted = await deleteAccount(db, storage, request.params.id, undefined, async (tx, row) => {
        await assertNotLastActiveAdmin(tx, row);
        await recordAudit(tx, {
          actor: admin,
          action: 'user.deleted',
          entity: 'user',
          entityId: row.id,
          before: toUser(row),
        });
      });
      if (!deleted) throw notFound();
      return { message: USER_MESSAGES.deleted };
    },
  );
}
