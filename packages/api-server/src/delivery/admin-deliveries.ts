import {
  DELIVERY_MESSAGES,
  ORDER_REGIONS,
  type AdminDeliveriesResponse,
  type AdminDelivery,
  type OrderRegion,
  type ResolveOutcome,
} from '@farmplate/contracts';
import type { Database } from '../db/client';
import { conflict, notFound, unprocessable } from '../http/errors';
import { currentSettings } from '../platform/settings/settings-repository';
import {
  activeCourierOfRegion,
  adminDeliveryById,
  adminDeliveryLists,
  reassignDelivery,
  resolveFailedDelivery,
  unassignDelivery,
} from './admin-deliveries-repository';
import { toAdminDelivery } from './delivery-presenters';

/** The admin's dispatch: the lists, and reassign / unassign / resolve with the reason a refusal gets. */

export async function adminDeliveries(db: Database, now: Date): Promise<AdminDeliveriesResponse> {
  const lists = await adminDeliveryLists(db);
  return {
    waiting: lists.waiting.map((row) => toAdminDelivery(row, now)),
    active: lists.active.map((row) => toAdminDelivery(row, now)),
    failed: lists.failed.map((row) => toAdminDelivery(row, now)),
    couriers_online: ORDER_REGIONS.map((region) => ({
      region,
      online: lists.online.find((row) => row.region === region)?.online ?? 0,
    })),
    couriers: lists.couriers.map((row) => ({
      id: row.id,
      name: row.name,
      region: row.region as OrderRegion,
      vehicle: row.vehicle,
      online: row.online,
      active_deliveries: row.activeDeliveries,
    })),
  };
}

async function deliveryNow(db: Database, id: number, now: Date): Promise<AdminDelivery> {
  const row = await adminDeliveryById(db, id);
  if (!row || row.order.deliveryStatus === null) throw notFound(DELIVERY_MESSAGES.notFound);
  return toAdminDelivery(row, now);
}

export async function reassign(
  db: Database,
  admin: { id: number },
  id: number,
  courierId: number,
  now: Date,
): Promise<AdminDelivery> {
  const before = await deliveryNow(db, id, now);
  if (!(await activeCourierOfRegion(db, courierId, before.region)))
    throw unprocessable({ courier_id: [DELIVERY_MESSAGES.courierUnavailable] });
  if (!(await reassignDelivery(db, { orderId: id, courierId, adminId: admin.id, now })))
    throw conflict(DELIVERY_MESSAGES.cannotReassign);
  return deliveryNow(db, id, now);
}

export async function unassign(db: Database, admin: { id: number }, id: number, now: Date): Promise<AdminDelivery> {
  await deliveryNow(db, id, now);
  if (!(await unassignDelivery(db, { orderId: id, adminId: admin.id, now })))
    throw conflict(DELIVERY_MESSAGES.cannotUnassign);
  return deliveryNow(db, id, now);
}

export async function resolve(
  db: Database,
  admin: { id: number },
  id: number,
  outcome: ResolveOutcome,
  now: Date,
): Promise<AdminDelivery> {
  await deliveryNow(db, id, now);
  const feeShare = (await currentSettings(db)).courier_fee_share;
  if (!(await resolveFailedDelivery(db, { orderId: id, outcome, adminId: admin.id, feeShare, now })))
    throw conflict(DELIVERY_MESSAGES.cannotResolve);
  return deliveryNow(db, id, now);
}
