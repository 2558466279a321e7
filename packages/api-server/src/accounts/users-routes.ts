import { and, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
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
  type User,
} from '@farmplate/contracts';
import { hashSecret } from './passwords';
import { forgetUser, revokeUserSessions } from './sessions';
import { isUniqueViolation } from '../db/errors';
import { countOf, foundRow, insertedRow } from '../db/rows';
import { users } from '../db/schema';
import { currentUser } from '../http/authorization';
import { isAll, likePattern } from '../http/dates';
import { conflict, notFound } from '../http/errors';
import { paged, pageRequest } from '../http/pagination';
import { responses, type Api } from '../http/types';
import type { AppContext } from '../platform/context';
import { assertEmailFree, emailTakenError, findUserById } from './accounts-repository';
import { deleteAccount } from './delete-account';
import { ensurePartnerProfile } from './user-profiles';
import { recordAudit } from '../platform/audit/audit-repository';
import { assertNotLastActiveAdmin } from './last-admin';

type UserRow = typeof users.$inferSelect;

const toUser = (row: UserRow): User => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role as User['role'],
  status: row.status as User['status'],
  created_at: row.createdAt.toISOString(),
  phone: row.phone,
  location: row.location,
});

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
      if (!isAll(role)) filters.push(eq(users.role, role!));
      if (!isAll(status)) filters.push(eq(users.status, status!));
      const where = filters.length ? and(...filters) : undefined;
      // The page walks the (created_at, id) index and stops after it; a window count would make
      // every request read every matching row, so the total is its own (index-served) count.
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(page.perPage)
          .offset(page.offset),
        db
          .select({ total: count() })
          .from(users)
          .where(where)
          .then((counted) => countOf(counted)),
      ]);
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
        const created = await db.transaction(async (tx) => {
          const row = insertedRow(
            await tx
              .insert(users)
              .values({
                name: body.name.trim(),
                email: body.email.trim(),
                role: body.role,
                status: body.status ?? 'active',
                phone: blankToNull(body.phone),
                location: blankToNull(body.location),
                passwordHash,
              })
              .returning(),
          );
          await ensurePartnerProfile(tx, row.id, body.role, row.name);
          await recordAudit(tx, {
            actor: admin,
            action: 'user.created',
            entity: 'user',
            entityId: row.id,
            after: toUser(row),
          });
          return row;
        });
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
        const updated = await db.transaction(async (tx) => {
          const row = foundRow(
            await tx
              .update(users)
              .set({
                ...(body.name !== undefined && { name: body.name.trim() }),
                ...(body.email !== undefined && { email: body.email.trim() }),
                ...(body.role !== undefined && { role: body.role }),
                ...(body.status !== undefined && { status: body.status }),
                ...(body.phone !== undefined && { phone: blankToNull(body.phone) }),
                ...(body.location !== undefined && { location: blankToNull(body.location) }),
                ...(passwordHash && { passwordHash, passwordChangedAt: new Date() }),
                updatedAt: new Date(),
              })
              .where(eq(users.id, existing.id))
              .returning(),
          );
          if (roleChanges) await ensurePartnerProfile(tx, row.id, row.role as User['role'], row.name);
          if (roleChanges || deactivates) await assertNotLastActiveAdmin(tx, existing);
          await recordAudit(tx, {
            actor: admin,
            action: 'user.updated',
            entity: 'user',
            entityId: row.id,
            before: toUser(existing),
            after: { ...toUser(row), ...(passwordHash && { password_changed: true }) },
          });
          return row;
        });
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
      const updated = await db.transaction(async (tx) => {
        // Conditional: of two racing toggles to the same status, the second finds nothing to change.
        const [row] = await tx
          .update(users)
          .set({ status, updatedAt: new Date() })
          .where(and(eq(users.id, request.params.id), ne(users.status, status)))
          .returning();
        if (!row) return undefined;
        const before = { ...toUser(row), status: row.status === 'active' ? 'inactive' : 'active' };
        if (status === 'inactive') await assertNotLastActiveAdmin(tx, { ...row, status: 'active' });
        await recordAudit(tx, {
          actor: admin,
          action: status === 'active' ? 'user.activated' : 'user.deactivated',
          entity: 'user',
          entityId: row.id,
          before,
          after: toUser(row),
        });
        return row;
      });
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
