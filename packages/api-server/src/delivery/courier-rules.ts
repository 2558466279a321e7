import {
  COURIER_MINIMUM_AGE,
  CURRENCY_OF_REGION,
  courierEarning,
  courierFeeShare,
  DELIVERY_MESSAGES,
  DELIVERY_ZONES,
  deliveryTimeZone,
  isMotorVehicle,
  type CourierDocuments,
  type CourierEarnings,
  type OrderRegion,
  type Settings,
} from '@farmplate/contracts';
import { unprocessable } from '../http/errors';
import { addDays, dayOf, dayText, parseDay, weekdayOf, type Day } from '../orders/calendar';

/**
 * The courier's rules as plain functions: eligibility (spec §6: 18 or older, a smartphone, consent
 * to a background check, a motor vehicle's licence, registration and insurance in date), zones of
 * the region, the courier's clock, and earnings (fee share + 100 % of tips) per delivery, day and week.
 */

/** The courier's clock: Lagos in Nigeria, the platform's time zone in the US. */
export const courierTimeZone = (region: string, settings: Pick<Settings, 'time_zone'>): string =>
  deliveryTimeZone(region as OrderRegion, settings);

/** Today in the courier's clock, YYYY-MM-DD (documents expire at the end of their day). */
export const todayIn = (timeZone: string, now: Date): string => dayText(dayOf(now, timeZone));

/** A date the calendar has (the schema only checks its shape). */
const realDay = (text: string): Day | null => parseDay(text);

export function ageOn(birth: Day, today: Day): number {
  const before = today.month < birth.month || (today.month === birth.month && today.day < birth.day);
  return today.year - birth.year - (before ? 1 : 0);
}

export interface DocumentValues {
  licence_number?: string | null;
  licence_expiry?: string | null;
  registration_number?: string | null;
  insurance_number?: string | null;
  insurance_expiry?: string | null;
}

/** Zones must be the region's (no zone twice: the schema). */
export function checkZones(region: string, zones: string[]): string[] {
  const known = DELIVERY_ZONES[region as OrderRegion] ?? [];
  if (zones.some((zone) => !known.includes(zone))) throw unprocessable({ zones: [DELIVERY_MESSAGES.zoneUnknown] });
  return zones;
}

/**
 * A motorbike or car needs a licence (number, expiry), a registration number and insurance
 * (number, expiry), none expired; other vehicles need none. Dates must exist.
 */
export function checkDocuments(vehicle: string, documents: DocumentValues, today: string): void {
  const errors: Record<string, string[]> = {};
  for (const field of ['licence_expiry', 'insurance_expiry'] as const) {
    const value = documents[field];
    if (value && !realDay(value)) errors[field] = ['Please enter a valid date'];
  }
  if (isMotorVehicle(vehicle)) {
    if (!documents.licence_number?.trim() || !documents.licence_expiry)
      errors.licence_number ??= [DELIVERY_MESSAGES.licenceRequired];
    if (!documents.registration_number?.trim()) errors.registration_number = [DELIVERY_MESSAGES.registrationRequired];
    if (!documents.insurance_number?.trim() || !documents.insurance_expiry)
      errors.insurance_number ??= [DELIVERY_MESSAGES.insuranceRequired];
    if (documents.licence_expiry && !errors.licence_expiry && documents.licence_expiry < today)
      errors.licence_expiry = [DELIVERY_MESSAGES.documentExpired];
    if (documents.insurance_expiry && !errors.insurance_expiry && documents.insurance_expiry < today)
      errors.insurance_expiry = [DELIVERY_MESSAGES.documentExpired];
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
}

/** The application's rules the schema cannot check: a real birth date and 18+, the consents, zones, documents. */
export function checkApplication(
  body: {
    region: string;
    zones: string[];
    vehicle: string;
    date_of_birth: string;
    has_smartphone: boolean;
    background_check_consent: boolean;
  } & DocumentValues,
  today: string,
): void {
  const birth = realDay(body.date_of_birth);
  if (!birth || dayText(birth) > today) throw unprocessable({ date_of_birth: ['Please enter your date of birth'] });
  if (ageOn(birth, parseDay(today)!) < COURIER_MINIMUM_AGE)
    throw unprocessable({ date_of_birth: [DELIVERY_MESSAGES.tooYoung] });
  if (!body.has_smartphone) throw unprocessable({ has_smartphone: [DELIVERY_MESSAGES.smartphoneRequired] });
  if (!body.background_check_consent)
    throw unprocessable({ background_check_consent: [DELIVERY_MESSAGES.consentRequired] });
  checkZones(body.region, body.zones);
  checkDocuments(body.vehicle, body, today);
}

/** A motorbike or car courier whose licence or insurance is past `today` (kept offline). */
export const documentsExpired = (
  profile: { vehicle: string | null; licenceExpiry: string | null; insuranceExpiry: string | null },
  today: string,
): boolean =>
  isMotorVehicle(profile.vehicle ?? '') &&
  ((!!profile.licenceExpiry && profile.licenceExpiry < today) ||
    (!!profile.insuranceExpiry && profile.insuranceExpiry < today));

export const documentsOf = (
  profile: {
    vehicle: string | null;
    licenceNumber: string | null;
    licenceExpiry: string | null;
    registrationNumber: string | null;
    insuranceNumber: string | null;
    insuranceExpiry: string | null;
  },
  today: string,
): CourierDocuments => ({
  licence_number: profile.licenceNumber,
  licence_expiry: profile.licenceExpiry,
  registration_number: profile.registrationNumber,
  insurance_number: profile.insuranceNumber,
  insurance_expiry: profile.insuranceExpiry,
  expired: documentsExpired(profile, today),
});

/** One delivered order as the earnings read it. */
export interface DeliveredRow {
  id: number;
  orderNumber: string;
  deliveredAt: Date | null;
  deliveryFee: number | null;
  courierFeeShare: number | null;
  tip: number;
}

/** The earnings range: from / to days (inclusive) in the courier's clock; default the last 30 days. */
export function earningsRange(
  query: { from?: string; to?: string },
  now: Date,
  timeZone: string,
): { first: Day; last: Day } {
  const today = dayOf(now, timeZone);
  const last = query.to ? realDay(query.to) : today;
  const first = query.from ? realDay(query.from) : last && addDays(last, -29);
  if (!first || !last || dayText(first) > dayText(last))
    throw unprocessable({ from: ['Please choose a valid date range'] }, 'Please choose a valid date range');
  if (dayText(addDays(first, 366)) <= dayText(last))
    throw unprocessable({ from: ['Choose a range of at most a year'] }, 'Choose a range of at most a year');
  return { first, last };
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** Per delivery, per day and per week (weeks start on Monday), with totals: all from the same rows. */
export function earningsOf(
  rows: DeliveredRow[],
  range: { first: Day; last: Day },
  region: string,
  timeZone: string,
  currentShare: number,
): CourierEarnings {
  const perDelivery = rows.map((row) => {
    const fee = row.deliveryFee ?? 0;
    const share = row.courierFeeShare ?? currentShare;
    return {
      id: row.id,
      order_number: row.orderNumber,
      delivered_at: (row.deliveredAt ?? new Date(0)).toISOString(),
      delivery_fee: fee,
      fee_share: courierFeeShare(fee, share),
      tip: row.tip,
      earning: courierEarning(fee, share, row.tip),
    };
  });
  type Figures = { deliveries: number; fee_share: number; tips: number; earnings: number };
  const empty = (): Figures => ({ deliveries: 0, fee_share: 0, tips: 0, earnings: 0 });
  const add = (into: Figures, each: (typeof perDelivery)[number]) => {
    into.deliveries += 1;
    into.fee_share = cents(into.fee_share + each.fee_share);
    into.tips = cents(into.tips + each.tip);
    into.earnings = cents(into.earnings + each.earning);
  };
  const days = new Map<string, Figures>();
  const weeks = new Map<string, Figures>();
  const totals = empty();
  for (const each of perDelivery) {
    const day = dayOf(new Date(each.delivered_at), timeZone);
    const monday = addDays(day, -((weekdayOf(day) + 6) % 7));
    const dayFigures = days.get(dayText(day)) ?? empty();
    const weekFigures = weeks.get(dayText(monday)) ?? empty();
    add(dayFigures, each);
    add(weekFigures, each);
    add(totals, each);
    days.set(dayText(day), dayFigures);
    weeks.set(dayText(monday), weekFigures);
  }
  return {
    from: dayText(range.first),
    to: dayText(range.last),
    time_zone: timeZone,
    currency: CURRENCY_OF_REGION[region as OrderRegion] ?? 'USD',
    fee_share_percent: currentShare,
    totals,
    per_delivery: perDelivery,
    per_day: [...days].map(([day, figures]) => ({ day, ...figures })),
    per_week: [...weeks].map(([week_start, figures]) => ({ week_start, ...figures })),
  };
}
