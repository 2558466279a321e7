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
} from '@farmplate/contracts';
import { isUniqueViolation } from '../db/errors';
import { currentUser } from '../http/authorization';
import { isAll } from '../http/dates';
import { conflict, notFound } from '../http/errors';
import { paged, pageRequest } from '../http/pagination';
import { responses, type Api } from '../http/types';
import type { AppContext } from '../platform/context';
import { recordAudit } from '../platform/audit/audit-repository';
import { assertEmailFree, deleteAccount, emailTakenError } from './accounts-repository';
import {
  createPartner,
  findPartner,
  partnersPage,
  setPartnerStatus,
  updatePartner,
  type PartnerRole,
} from './partners-repository';
import { sendPartnerApprovedMail } from './partner-mail';
import { hashSecret } from './passwords';
import { forgetUser, revokeUserSessions } from './sessions';

/** The screens of each kind of partner: their path and schemas; the flow is shared. */
interface PartnerKind {
  path: string;
  role: PartnerRole;
  createBody: TSchema;
  updateBody: TSchema;
  listResponse: TSchema;
  itemResponse: TSchema;
}

const KINDS: PartnerKind[] = [
  {
    path: 'farmers-listing',
    role: 'farmer',
    createBody: CreateFarmerPartnerBody,
    updateBody: UpdateFarmerPartnerBody,
    listResponse: FarmerPartnersResponse,
    itemResponse: FarmerPartnerResponse,
  },
  {
    path: 'kitchens-listing',
    role: 'kitchen',
    createBody: CreateKitchenPartnerBody,
    updateBody: UpdateKitchenPartnerBody,
    listResponse: KitchenPartnersResponse,
    itemResponse: KitchenPartnerResponse,
  },
  {
    path: 'delivery-partners',
    role: 'delivery',
    createBody: CreateDeliveryPartnerBody,
    updateBody: UpdateDeliveryPartnerBody,
    listResponse: DeliveryPartnersResponse,
    itemResponse: DeliveryPartnerResponse,
  },
];

/**
 * A partner's account follows its listing: deactivating the partner deactivates the account
 * (and ends its sessions), activating it reactivates it; pending only keeps it off the kitchens' lists.
 */
const accountStatusFor = (status: PartnerStatus | undefined): 'active' | 'inactive' | undefined =>
  status === 'inactive' ? 'inactive' : status === 'active' ? 'active' : undefined;

/** Admin partner management (spec §2 Admin Partner Management, §5 Partner form, §7). */
export async function partnersPlugin(
  app: Api,
  { db, storage, mailer, background, config: { publicUrl } }: AppContext,
): Promise<void> {
  const config = { permission: 'admin' as const };
  const tags = ['admin'];

  for (const kind of KINDS) {
    const role = kind.role;

    app.get(
      `/${kind.path}`,
      { config, schema: { tags, querystring: PartnersQuery, response: responses({ 200: kind.listResponse }) } },
      async (request) => {
        const query = request.query as { search?: string; status?: string; page?: number; per_page?: number };
        const page = pageRequest(query);
        const { rows, total } = await partnersPage(
          db,
          role,
          { search: query.search, status: isAll(query.status) ? null : query.status! },
          page,
        );
        return paged(rows, total, page);
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
          const id = await createPartner(
            db,
            role,
            body,
            { passwordHash, status, accountStatus: accountStatusFor(status) ?? 'active' },
            (after, userId) => ({
              actor: admin,
              action: 'partner.created',
              entity: 'partner',
              entityId: userId,
              after,
            }),
          );
          return reply.status(201).send({ message: PARTNER_MESSAGES.added, data: await findPartner(db, role, id) });
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
        const before = await findPartner(db, role, id);
        if (!before) throw notFound();
        await assertEmailFree(db, body.contact_email, { field: 'contact_email', exceptUserId: id });
        const passwordHash = body.password ? await hashSecret(body.password) : undefined;
        const accountStatus = accountStatusFor(body.status);
        try {
          await updatePartner(db, role, id, body, { passwordHash, accountStatus }, (after) => ({
            actor: admin,
            action: 'partner.updated',
            entity: 'partner',
            entityId: id,
            before,
            after: { ...after, ...(passwordHash && { password_changed: true }) },
          }));
        } catch (error) {
          if (isUniqueViolation(error)) throw emailTakenError('contact_email');
          throw error;
        }
        forgetUser(db, id);
        if (passwordHash || accountStatus === 'inactive') await revokeUserSessions(db, id);
        return { message: PARTNER_MESSAGES.updated, data: await findPartner(db, role, id) };
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
        // Conditional: a second identical toggle finds nothing to change and gets 409.
        let approved = false;
        const changed = await setPartnerStatus(db, role, id, status, accountStatus, (before, after) => {
          // Approval is activating a partner still pending (spec §2 Approve).
          approved = status === 'active' && before?.status === 'pending';
          const verb =
            status === 'active'
              ? before?.status === 'pending'
                ? 'approved'
                : 'activated'
              : status === 'inactive'
                ? 'deactivated'
                : 'pending';
          return { actor: admin, action: `partner.${verb}`, entity: 'partner', entityId: id, before, after };
        });
        if (!changed) {
          if (!(await findPartner(db, role, id))) throw notFound();
          throw conflict(`This partner is already ${status}.`);
        }
        forgetUser(db, id);
        if (accountStatus === 'inactive') await revokeUserSessions(db, id);
        if (approved) sendPartnerApprovedMail({ db, mailer, background, publicUrl }, role, id);
        const message =
          status === 'active'
            ? PARTNER_MESSAGES.activated
            : status === 'inactive'
              ? PARTNER_MESSAGES.deactivated
              : PARTNER_MESSAGES.pending;
        return { message, data: await findPartner(db, role, id) };
      },
    );

    // Spec §7 lists a delete for kitchens only.
    if (role === 'kitchen') {
      app.delete(
        `/${kind.path}/:id`,
        { config, schema: { tags, params: IdParams, response: responses({ 200: MessageResponse }) } },
        async (request) => {
          const admin = currentUser(request);
          const { id } = request.params;
          const before = await findPartner(db, role, id);
          const deleted = await deleteAccount(db, storage, id, role, (tx) =>
            recordAudit(tx, { actor: admin, action: 'partner.deleted', entity: 'partner', entityId: id, before }),
          );
          if (!deleted) throw notFound();
          return { message: PARTNER_MESSAGES.deleted };
        },
      );
    }
  }
}
