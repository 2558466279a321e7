import { and, count, desc, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TSchema } from '@sinclair/typebox';
import {
  CreateDeliveryPartnerBody,
  CreateFarmerPartnerBody,
  CreateKitchenPartnerBody,
  DeliveryPartnerResponse,
  DeliveryPartnersResponse,
  FarmerPartnerResponse,
  FarmerPartnersResponse,
  IdParams,
  KitchenPartnerResponse,
  KitchenPartnersResponse,
  MessageResponse,
  PARTNER_MESSAGES,
  PartnersQuery,
  PartnerStatusBody,
  UpdateDeliveryPartnerBody,
  UpdateFarmerPartnerBody,
  UpdateKitchenPartnerBody,
  type PartnerBody,
  type PartnerStatus,
  type Role,
} from '@farmplate/contracts';
import { hashSecret } from './passwords';
import { forgetUser, revokeUserSessions } from './sessions';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { countOf, insertedRow } from '../db/rows';
import { deliveryProfiles, farmerProfiles, kitchenProfiles, users } from '../db/schema';
import { isAll, likePattern } from '../http/dates';
import { conflict, notFound } from '../http/errors';
import { paged, pageRequest, totalOf, totalOver } from '../http/pagination';
import { responses, type Api } from '../http/types';
import type { AppContext } from '../platform/context';
import { assertEmailFree, emailTakenError } from './accounts-repository';
import { deleteAccount } from './delete-account';
import { recordAudit } from '../platform/audit/audit-repository';
import { currentUser } from '../http/authorization';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type UserRow = typeof users.$inferSelect;
type ProfileTable = typeof farmerProfiles | typeof kitchenProfiles | typeof deliveryProfiles;

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** What differs between farmers, kitchens and delivery partners; the flow is shared. */
interface PartnerKind {
  path: string;
  role: Role;
  table: ProfileTable;
  /** the business-name column */
  nameColumn: PgColumn;
  createBody: TSchema;
  updateBody: TSchema;
  listResponse: TSchema;
  itemResponse: TSchema;
  /** the profile columns a form sets (business name falls back to the contact name) */
  profileValues(body: PartnerBody): Record<string, unknown>;
  present(profile: Record<string, unknown>, user: UserRow): Record<string, unknown>;
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

const KINDS: PartnerKind[] = [
  {
    path: 'farmers-listing',
    role: 'farmer',
    table: farmerProfiles,
    nameColumn: farmerProfiles.farmName,
    createBody: CreateFarmerPartnerBody,
    updateBody: UpdateFarmerPartnerBody,
    listResponse: FarmerPartnersResponse,
    itemResponse: FarmerPartnerResponse,
    profileValues: (body) => ({
      farmName: body.farmer_name?.trim() || body.name.trim(),
      ...(body.products !== undefined && { products: blankToNull(body.products) }),
    }),
    present: (profile, user) => {
      const row = profile as typeof farmerProfiles.$inferSelect;
      return { ...common(row, user, row.farmName), ordersCompleted: row.ordersCompleted, products: row.products ?? '' };
    },
  },
  {
    path: 'kitchens-listing',
    role: 'kitchen',
    table: kitchenProfiles,
    nameColumn: kitchenProfiles.kitchenName,
    createBody: CreateKitchenPartnerBody,
    updateBody: UpdateKitchenPartnerBody,
    listResponse: KitchenPartnersResponse,
    itemResponse: KitchenPartnerResponse,
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
  {
    path: 'delivery-partners',
    role: 'delivery',
    table: deliveryProfiles,
    nameColumn: deliveryProfiles.deliveryName,
    createBody: CreateDeliveryPartnerBody,
    updateBody: UpdateDeliveryPartnerBody,
    listResponse: DeliveryPartnersResponse,
    itemResponse: DeliveryPartnerResponse,
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
      };
    },
  },
];

/**
 * A partner's account follows its listing: deactivating the partner deactivates the account
 * (and ends its sessions), activating it reactivates it; pending only keeps it off the kitchens' lists.
 */
const accountStatusFor = (status: PartnerStatus | undefined): 'active' | 'inactive' | undefined =>
  status === 'inactive' ? 'inactive' : status === 'active' ? 'active' : undefined;

/** Admin partner management (spec §2 Admin Partner Management, §5 Partner form, §7). */
export async function partnersPlugin(app: Api, { db, storage }: AppContext): Promise<void> {
  const config = { permission: 'admin' as const };
  const tags = ['admin'];

  for (const kind of KINDS) {
    const table = kind.table;
    const profileUserId = kind.table.userId;
    const profileStatus = kind.table.status;

    const findPartner = async (id: number, tx: Tx | Database = db) => {
      const [row] = await tx
        .select({ profile: table, user: users })
        .from(table)
        .innerJoin(users, eq(users.id, profileUserId))
        .where(and(eq(profileUserId, id), eq(users.role, kind.role)))
        .limit(1);
      return row ? kind.present(row.profile, row.user) : null;
    };

    app.get(
      `/${kind.path}`,
      { config, schema: { tags, querystring: PartnersQuery, response: responses({ 200: kind.listResponse }) } },
      async (request) => {
        const query = request.query as { search?: string; status?: string; page?: number; per_page?: number };
        const page = pageRequest(query);
        const filters: SQL[] = [eq(users.role, kind.role)];
        if (query.search?.trim()) {
          const pattern = likePattern(query.search);
          filters.push(or(ilike(kind.nameColumn, pattern), ilike(users.name, pattern), ilike(users.email, pattern))!);
        }
        if (!isAll(query.status)) filters.push(eq(profileStatus, query.status!));
        const where = and(...filters);
        const rows = await db
          .select({ profile: table, user: users, total: totalOver })
          .from(table)
          .innerJoin(users, eq(users.id, profileUserId))
          .where(where)
          .orderBy(desc(kind.table.createdAt), desc(profileUserId))
          .limit(page.perPage)
          .offset(page.offset);
        const total = await totalOf(rows, page, async () =>
          countOf(
            await db.select({ total: count() }).from(table).innerJoin(users, eq(users.id, profileUserId)).where(where),
          ),
        );
        return paged(
          rows.map((row) => kind.present(row.profile as Record<string, unknown>, row.user)),
          total,
          page,
        );
      },
    );

    app.post(
      `/${kind.path}`,
      { config, schema: { tags, body: kind.createBody, response: responses({ 201: kind.itemResponse }) } },
      async (request, reply) => {
        const admin = currentUser(request);
        const body = request.body as PartnerBody;
        await assertEmailFree(db, body.contact_email, { field: 'contact_email' });
        const passwordHash = await hashSecret(body.password!);
        const status = body.status ?? 'active';
        try {
          const id = await db.transaction(async (tx) => {
            const user = insertedRow(
              await tx
                .insert(users)
                .values({
                  name: body.name.trim(),
                  email: body.contact_email.trim(),
                  phone: body.contact_phone.trim(),
                  role: kind.role,
                  status: accountStatusFor(status) ?? 'active',
                  passwordHash,
                })
                .returning({ id: users.id }),
            );
            await tx.insert(table).values({ userId: user.id, status, ...kind.profileValues(body) } as never);
            await recordAudit(tx, {
              actor: admin,
              action: 'partner.created',
              entity: 'partner',
              entityId: user.id,
              after: await findPartner(user.id, tx),
            });
            return user.id;
          });
          return reply.status(201).send({ message: PARTNER_MESSAGES.added, data: await findPartner(id) });
        } catch (error) {
          if (isUniqueViolation(error)) throw emailTakenError('contact_email');
          throw error;
        }
      },
    );

    app.put(
      `/${kind.path}/:id`,
      {
        config,
        schema: { tags, params: IdParams, body: kind.updateBody, response: responses({ 200: kind.itemResponse }) },
      },
      async (request) => {
        const admin = currentUser(request);
        const { id } = request.params;
        const body = request.body as PartnerBody;
        const before = await findPartner(id);
        if (!before) throw notFound();
        await assertEmailFree(db, body.contact_email, { field: 'contact_email', exceptUserId: id });
        const passwordHash = body.password ? await hashSecret(body.password) : undefined;
        const accountStatus = accountStatusFor(body.status);
        try {
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
                ...kind.profileValues(body),
                ...(body.status && { status: body.status }),
                updatedAt: new Date(),
              })
              .where(eq(profileUserId, id));
            await recordAudit(tx, {
              actor: admin,
              action: 'partner.updated',
              entity: 'partner',
              entityId: id,
              before,
              after: { ...(await findPartner(id, tx)), ...(passwordHash && { password_changed: true }) },
            });
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw emailTakenError('contact_email');
          throw error;
        }
        forgetUser(db, id);
        if (passwordHash || accountStatus === 'inactive') await revokeUserSessions(db, id);
        return { message: PARTNER_MESSAGES.updated, data: await findPartner(id) };
      },
    );

    app.put(
      `/${kind.path}/update-status/:id`,
      {
        config,
        schema: { tags, params: IdParams, body: PartnerStatusBody, response: responses({ 200: kind.itemResponse }) },
      },
      async (request) => {
        const admin = currentUser(request);
        const { id } = request.params;
        const { status } = request.body;
        const accountStatus = accountStatusFor(status);
        const changed = await db.transaction(async (tx) => {
          const before = await findPartner(id, tx);
          // Conditional: a second identical toggle finds nothing to change and gets 409.
          const [updated] = await tx
            .update(table)
            .set({ status, updatedAt: new Date() })
            .where(and(eq(profileUserId, id), ne(profileStatus, status)))
            .returning({ id: profileUserId });
          if (updated && accountStatus)
            await tx.update(users).set({ status: accountStatus, updatedAt: new Date() }).where(eq(users.id, id));
          if (updated) {
            // Approval is activating a partner still pending (spec §2 Approve).
            const verb =
              status === 'active'
                ? before?.status === 'pending'
                  ? 'approved'
                  : 'activated'
                : status === 'inactive'
                  ? 'deactivated'
                  : 'pending';
            await recordAudit(tx, {
              actor: admin,
              action: `partner.${verb}`,
              entity: 'partner',
              entityId: id,
              before,
              after: await findPartner(id, tx),
            });
          }
          return !!updated;
        });
        if (!changed) {
          if (!(await findPartner(id))) throw notFound();
          throw conflict(`This partner is already ${status}.`);
        }
        forgetUser(db, id);
        if (accountStatus === 'inactive') await revokeUserSessions(db, id);
        const message =
          status === 'active'
            ? PARTNER_MESSAGES.activated
            : status === 'inactive'
              ? PARTNER_MESSAGES.deactivated
              : PARTNER_MESSAGES.pending;
        return { message, data: await findPartner(id) };
      },
    );

    // Spec §7 lists a delete for kitchens only.
    if (kind.role === 'kitchen') {
      app.delete(
        `/${kind.path}/:id`,
        { config, schema: { tags, params: IdParams, response: responses({ 200: MessageResponse }) } },
        async (request) => {
          const admin = currentUser(request);
          const { id } = request.params;
          const before = await findPartner(id);
          const deleted = await deleteAccount(db, storage, id, eq(users.role, kind.role), (tx) =>
            recordAudit(tx, { actor: admin, action: 'partner.deleted', entity: 'partner', entityId: id, before }),
          );
          if (!deleted) throw notFound();
          return { message: PARTNER_MESSAGES.deleted };
        },
      );
    }
  }
}
