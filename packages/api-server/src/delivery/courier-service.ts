import {
  DELIVERY_MESSAGES,
  isMotorVehicle,
  VEHICLE_LABELS,
  type CourierApplicationBody,
  type CourierDelivery,
  type CourierEarnings,
  type CourierHistoryResponse,
  type CourierProfile,
  type UpdateCourierBody,
  type Vehicle,
} from '@farmplate/contracts';
import { assertEmailFree, emailTakenError } from '../accounts/accounts-repository';
import { hashSecret } from '../accounts/passwords';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { conflict } from '../http/errors';
import { paged, totalOf, type PageRequest } from '../http/pagination';
import { currentSettings } from '../platform/settings/settings-repository';
import { startOf, addDays } from '../orders/calendar';
import { insertCourierApplication, setCourierOnline, updateCourierProfile } from './couriers-repository';
import {
  checkApplication,
  checkDocuments,
  checkZones,
  courierTimeZone,
  documentsExpired,
  earningsOf,
  earningsRange,
  todayIn,
} from './courier-rules';
import { toCourierDelivery } from './delivery-presenters';
import { assertActive, courierProfileOf, loadCourier, type Courier } from './dispatch';
import { deliveredBetween, deliveryHistoryPage, openDeliveriesOf } from './dispatch-repository';

/** The courier application, the profile's changes, the online switch, history and earnings. */

export async function applyAsCourier(db: Database, body: CourierApplicationBody, now: Date): Promise<number> {
  const settings = await currentSettings(db);
  const today = todayIn(courierTimeZone(body.region, settings), now);
  checkApplication(body, today);
  await assertEmailFree(db, body.email);
  const motor = isMotorVehicle(body.vehicle);
  const document = (value: string | undefined) => (motor ? value?.trim() || null : null);
  try {
    return await insertCourierApplication(db, {
      name: body.name.trim(),
      email: body.email.trim(),
      phone: body.phone.trim(),
      passwordHash: await hashSecret(body.password),
      region: body.region,
      zones: body.zones,
      vehicle: body.vehicle,
      vehicleLabel: VEHICLE_LABELS[body.vehicle],
      dateOfBirth: body.date_of_birth,
      hasSmartphone: body.has_smartphone,
      backgroundCheckConsent: body.background_check_consent,
      licenceNumber: document(body.licence_number),
      licenceExpiry: document(body.licence_expiry),
      registrationNumber: document(body.registration_number),
      insuranceNumber: document(body.insurance_number),
      insuranceExpiry: document(body.insurance_expiry),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTakenError();
    throw error;
  }
}

/** Vehicle, zones and documents: the documents are checked for the vehicle the courier will have. */
export async function updateCourier(
  db: Database,
  courier: Courier,
  body: UpdateCourierBody,
  now: Date,
): Promise<CourierProfile> {
  const { profile } = courier.row;
  const vehicle = body.vehicle ?? profile.vehicle ?? 'bicycle';
  const documents = {
    licence_number: profile.licenceNumber,
    licence_expiry: profile.licenceExpiry,
    registration_number: profile.registrationNumber,
    insurance_number: profile.insuranceNumber,
    insurance_expiry: profile.insuranceExpiry,
    ...body.documents,
  };
  checkDocuments(vehicle, documents, courier.today);
  if (body.zones) checkZones(profile.region, body.zones);
  const text = (value: string | null | undefined) => value?.trim() || null;
  await updateCourierProfile(db, profile.userId, {
    vehicle,
    vehicles: VEHICLE_LABELS[vehicle as Vehicle],
    ...(body.zones && { zones: body.zones }),
    licenceNumber: text(documents.licence_number),
    licenceExpiry: documents.licence_expiry ?? null,
    registrationNumber: text(documents.registration_number),
    insuranceNumber: text(documents.insurance_number),
    insuranceExpiry: documents.insurance_expiry ?? null,
  });
  return courierProfileOf(db, await loadCourier(db, profile.userId, now), now);
}

/** Online only while active, with a motor vehicle's documents in date; offline always. */
export async function goOnline(db: Database, courier: Courier, online: boolean) {
  const { profile } = courier.row;
  if (online) {
    assertActive(courier);
    if (documentsExpired(profile, courier.today))
      throw conflict(
        profile.licenceExpiry && profile.licenceExpiry < courier.today
          ? DELIVERY_MESSAGES.licenceExpired
          : DELIVERY_MESSAGES.insuranceExpired,
      );
  }
  if (!(await setCourierOnline(db, profile.userId, online, courier.today))) throw conflict(DELIVERY_MESSAGES.notActive);
  return { message: online ? DELIVERY_MESSAGES.online : DELIVERY_MESSAGES.offlineNow, online };
}

export async function openDeliveries(db: Database, courier: Courier): Promise<CourierDelivery[]> {
  const courierId = courier.row.profile.userId;
  const rows = await openDeliveriesOf(db, courierId);
  return rows.map((row) => toCourierDelivery(row, courierId, courier.settings.courier_fee_share));
}

const HISTORY_PER_PAGE = 10;

export async function courierHistory(db: Database, courier: Courier, page: number): Promise<CourierHistoryResponse> {
  const courierId = courier.row.profile.userId;
  const request: PageRequest = { page, perPage: HISTORY_PER_PAGE, offset: (page - 1) * HISTORY_PER_PAGE };
  const rows = await deliveryHistoryPage(db, courierId, request);
  const total = await totalOf(
    rows,
    request,
    async () => (await deliveryHistoryPage(db, courierId, { ...request, offset: 0, perPage: 1 }))[0]?.total ?? 0,
  );
  return paged(
    rows.map((row) => toCourierDelivery(row, courierId, courier.settings.courier_fee_share)),
    total,
    request,
  );
}

export async function courierEarningsOf(
  db: Database,
  courier: Courier,
  query: { from?: string; to?: string },
  now: Date,
): Promise<CourierEarnings> {
  const range = earningsRange(query, now, courier.timeZone);
  const rows = await deliveredBetween(
    db,
    courier.row.profile.userId,
    startOf(range.first, courier.timeZone),
    startOf(addDays(range.last, 1), courier.timeZone),
  );
  return earningsOf(rows, range, courier.row.profile.region, courier.timeZone, courier.settings.courier_fee_share);
}
