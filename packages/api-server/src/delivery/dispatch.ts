import {
  CURRENCY_OF_REGION,
  courierEarning,
  DELIVERY_MESSAGES,
  MAX_AVAILABLE_DELIVERIES,
  type AvailableDelivery,
  type CourierDelivery,
  type CourierProfile,
  type OrderRegion,
  type Settings,
  type Vehicle,
} from '@farmplate/contracts';
import type { Database } from '../db/client';
import { conflict, forbidden, HttpError, notFound, unprocessable } from '../http/errors';
import { settingsOf } from '../platform/settings/settings-repository';
import type { ImageStorage, UploadedFile } from '../platform/storage/image-storage';
import { courierWithAccount, takeExpiredCourierOffline, type CourierWithAccount } from './couriers-repository';
import { courierTimeZone, documentsExpired, documentsOf, todayIn } from './courier-rules';
import { minutesSince, toCourierDelivery } from './delivery-presenters';
import {
  availableDeliveries,
  claimDelivery,
  deliveredBetween,
  deliveryById,
  deliveryState,
  markDelivered,
  markFailed,
  markPickedUp,
  openDeliveriesOf,
  type DeliveryState,
} from './dispatch-repository';
import { dayOf, startOf, addDays } from '../orders/calendar';

/**
 * The courier portal's flows: who the courier is (active, online, region), the deliveries to
 * claim, and each step of a delivery with the reason a refused step gets (404 not theirs, 409 a
 * lost race or a step out of order, 422 a wrong code: nothing changes).
 */

export interface Courier {
  row: CourierWithAccount;
  settings: Settings;
  timeZone: string;
  today: string;
}

/**
 * The signed-in courier: its profile, account and the settings in one query; a motor vehicle's
 * expired documents take it offline first (a second statement, only then).
 */
export async function loadCourier(db: Database, userId: number, now: Date): Promise<Courier> {
  const found = await courierWithAccount(db, userId);
  if (!found) throw notFound('Courier profile not found.');
  const settings = settingsOf(found.stored);
  const row = found.courier;
  const timeZone = courierTimeZone(row.profile.region, settings);
  const today = todayIn(timeZone, now);
  if (
    row.profile.online &&
    documentsExpired(row.profile, today) &&
    (await takeExpiredCourierOffline(db, userId, today))
  )
    row.profile = { ...row.profile, online: false };
  return { row, settings, timeZone, today };
}

/** Only an active courier works; a pending one sees the wait. */
export function assertActive(courier: Courier): void {
  if (courier.row.profile.status !== 'active' || courier.row.accountStatus !== 'active')
    throw forbidden(DELIVERY_MESSAGES.notActive);
}

export async function courierProfileOf(db: Database, courier: Courier, now: Date): Promise<CourierProfile> {
  const { profile } = courier.row;
  const share = courier.settings.courier_fee_share;
  const startOfToday = startOf(dayOf(now, courier.timeZone), courier.timeZone);
  const [open, delivered] = await Promise.all([
    openDeliveriesOf(db, profile.userId),
    deliveredBetween(
      db,
      profile.userId,
      startOfToday,
      startOf(addDays(dayOf(now, courier.timeZone), 1), courier.timeZone),
    ),
  ]);
  const earned = delivered.map((row) => courierEarning(row.deliveryFee ?? 0, row.courierFeeShare ?? share, row.tip));
  const cents = (value: number) => Math.round(value * 100) / 100;
  return {
    id: profile.userId,
    name: courier.row.name,
    email: courier.row.email,
    phone: profile.phone ?? courier.row.userPhone,
    status: profile.status as CourierProfile['status'],
    region: profile.region as OrderRegion,
    currency: CURRENCY_OF_REGION[profile.region as OrderRegion] ?? 'USD',
    zones: profile.zones,
    vehicle: (profile.vehicle ?? null) as Vehicle | null,
    online: profile.online,
    documents: documentsOf(profile, courier.today),
    fee_share: share,
    max_active_deliveries: courier.settings.max_active_deliveries_per_courier,
    today: {
      deliveries: delivered.length,
      earnings: cents(earned.reduce((sum, each) => sum + each, 0)),
      tips: cents(delivered.reduce((sum, row) => sum + row.tip, 0)),
    },
    active_delivery: open[0] ? toCourierDelivery(open[0], profile.userId, share) : null,
  };
}

/** Ready deliveries of the courier's region and zones, while it is active and online. */
export async function availableFor(db: Database, courier: Courier, now: Date): Promise<AvailableDelivery[]> {
  assertActive(courier);
  const { profile } = courier.row;
  if (!profile.online) throw conflict(DELIVERY_MESSAGES.offline);
  const share = courier.settings.courier_fee_share;
  const rows = await availableDeliveries(db, profile.region, profile.zones, MAX_AVAILABLE_DELIVERIES);
  return rows.map((row) => ({
    id: row.id,
    order_number: row.orderNumber,
    kitchen_name: row.kitchenName,
    pickup_kind: row.pickupKind,
    pickup_area: row.pickupArea,
    dropoff_area: row.dropoffArea,
    currency: CURRENCY_OF_REGION[(row.region ?? 'us') as OrderRegion] ?? 'USD',
    delivery_fee: row.deliveryFee ?? 0,
    tip: row.tip,
    earning: courierEarning(row.deliveryFee ?? 0, share, row.tip),
    ready_at: (row.readyAt ?? now).toISOString(),
    age_minutes: minutesSince(row.readyAt, now),
  }));
}

async function deliveryOf(db: Database, courier: Courier, id: number): Promise<CourierDelivery> {
  const row = await deliveryById(db, id);
  if (!row) throw notFound(DELIVERY_MESSAGES.notFound);
  return toCourierDelivery(row, courier.row.profile.userId, courier.settings.courier_fee_share);
}

/** 404 unless the order is a delivery the courier carries (or carried). */
function assertCarries(state: DeliveryState | null, courierId: number): asserts state is DeliveryState {
  if (!state || state.deliveryPartnerId !== courierId) throw notFound(DELIVERY_MESSAGES.notFound);
}

export async function claim(db: Database, courier: Courier, id: number, now: Date): Promise<CourierDelivery> {
  assertActive(courier);
  const courierId = courier.row.profile.userId;
  if (!courier.row.profile.online) throw conflict(DELIVERY_MESSAGES.offline);
  const max = courier.settings.max_active_deliveries_per_courier;
  const outcome = await claimDelivery(db, { orderId: id, courierId, today: courier.today, maxActive: max, now });
  if (!outcome.claimed) {
    if (outcome.reason === 'courier') throw conflict(DELIVERY_MESSAGES.offline);
    if (outcome.reason === 'too-many') throw conflict(DELIVERY_MESSAGES.tooManyActive(max));
    const state = outcome.state;
    // another region's order, a pickup order, or none: the courier learns nothing of it
    if (!state || state.fulfilment !== 'delivery' || state.deliveryStatus === null)
      throw notFound(DELIVERY_MESSAGES.notFound);
    if (state.region !== courier.row.profile.region) throw notFound(DELIVERY_MESSAGES.notFound);
    if (state.deliveryPartnerId !== null && state.deliveryStatus !== 'unassigned')
      throw conflict(DELIVERY_MESSAGES.alreadyTaken);
    if (state.status !== 'ready') throw conflict(DELIVERY_MESSAGES.notAvailable);
    throw conflict(DELIVERY_MESSAGES.alreadyTaken);
  }
  return deliveryOf(db, courier, id);
}

export async function pickUp(
  db: Database,
  courier: Courier,
  id: number,
  pickupCode: string,
  now: Date,
): Promise<CourierDelivery> {
  const courierId = courier.row.profile.userId;
  if (!(await markPickedUp(db, { orderId: id, now, by: { courierId, pickupCode } }))) {
    const state = await deliveryState(db, id);
    assertCarries(state, courierId);
    if (state.deliveryStatus !== 'assigned')
      throw conflict(`This delivery is ${state.deliveryStatus?.replace('_', ' ')}.`);
    if (state.pickupCode !== pickupCode) throw unprocessable({ pickup_code: [DELIVERY_MESSAGES.pickupCodeWrong] });
    throw conflict(DELIVERY_MESSAGES.notReady);
  }
  return deliveryOf(db, courier, id);
}

export async function deliver(
  { db, storage }: { db: Database; storage: ImageStorage },
  courier: Courier,
  id: number,
  proof: { deliveryCode: string | null; leftAtDoor: boolean; photo: UploadedFile | null },
  now: Date,
): Promise<CourierDelivery> {
  const courierId = courier.row.profile.userId;
  if (!proof.deliveryCode && !(proof.leftAtDoor && proof.photo))
    throw unprocessable(
      proof.leftAtDoor
        ? { photo: ['Please add a photo'] }
        : { delivery_code: [DELIVERY_MESSAGES.deliveryProofRequired] },
    );
  // refuse before a photo is stored: not theirs, or not picked up yet
  const state = await deliveryState(db, id);
  assertCarries(state, courierId);
  if (state.deliveryStatus === 'assigned') throw conflict(DELIVERY_MESSAGES.notPickedUp);
  if (state.deliveryStatus !== 'picked_up')
    throw conflict(`This delivery is ${state.deliveryStatus?.replace('_', ' ')}.`);
  if (proof.deliveryCode && state.deliveryCode !== proof.deliveryCode)
    throw unprocessable({ delivery_code: [DELIVERY_MESSAGES.deliveryCodeWrong] });
  const photoPath = proof.deliveryCode ? null : await storage.save(proof.photo!, 'profile');
  const done = await markDelivered(db, {
    orderId: id,
    courierId,
    deliveryCode: proof.deliveryCode,
    photoPath,
    feeShare: courier.settings.courier_fee_share,
    now,
  });
  if (!done) {
    await storage.remove(photoPath);
    const after = await deliveryState(db, id);
    assertCarries(after, courierId);
    throw conflict(`This delivery is ${after.deliveryStatus?.replace('_', ' ')}.`);
  }
  return deliveryOf(db, courier, id);
}

export async function fail(
  db: Database,
  courier: Courier,
  id: number,
  { reason, note }: { reason: string; note: string | null },
  now: Date,
): Promise<CourierDelivery> {
  const courierId = courier.row.profile.userId;
  if (reason === 'other' && !note) throw unprocessable({ note: ['Please say what went wrong'] });
  if (!(await markFailed(db, { orderId: id, courierId, reason, note, now }))) {
    const state = await deliveryState(db, id);
    assertCarries(state, courierId);
    throw conflict(`This delivery is ${state.deliveryStatus?.replace('_', ' ')}.`);
  }
  return deliveryOf(db, courier, id);
}

/** A refusal for a step that is not the courier's: 404 however it was refused. */
export const notYours = (): HttpError => notFound(DELIVERY_MESSAGES.notFound);
