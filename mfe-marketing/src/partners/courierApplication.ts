import { PASSWORD_MIN_LENGTH, REGISTER_MESSAGES } from '@farmplate/contracts';
import type { Region } from '../region/region';

/** A courier application (spec §6 "Delivery partners") as the form holds it: text fields and ticks. */
export interface CourierApplicationValues {
  name?: string;
  email?: string;
  phone?: string;
  password?: string;
  password_confirmation?: string;
  region: Region;
  zone?: string;
  vehicle?: CourierVehicle;
  date_of_birth?: string;
  has_smartphone?: boolean;
  background_check_consent?: boolean;
  licence_number?: string;
  licence_expiry?: string;
  registration_number?: string;
  insurance_number?: string;
  insurance_expiry?: string;
}

export const COURIER_VEHICLES = ['bicycle', 'motorbike', 'car', 'on_foot'] as const;
export type CourierVehicle = (typeof COURIER_VEHICLES)[number];

export const VEHICLE_LABELS: Record<CourierVehicle, string> = {
  bicycle: 'Bicycle',
  motorbike: 'Motorbike',
  car: 'Car',
  on_foot: 'On foot',
};

/** Spec §6: vehicle drivers also need a driver's licence, registration and insurance. */
export const isMotorVehicle = (vehicle: CourierVehicle | undefined): boolean =>
  vehicle === 'motorbike' || vehicle === 'car';

export const COURIER_MINIMUM_AGE = 18;

export const COURIER_APPLICATION_MESSAGES = {
  ...REGISTER_MESSAGES,
  phone: 'Please enter your phone number',
  zone: 'Please choose the zone you want to deliver in',
  vehicle: 'Please choose how you will deliver',
  dateOfBirth: 'Please enter your date of birth',
  tooYoung: `You must be at least ${COURIER_MINIMUM_AGE} years old to deliver with FarmPlate`,
  smartphone: 'You need a smartphone with a data plan to deliver',
  backgroundCheck: 'Please consent to the background check',
  licenceNumber: "Please enter your driver's licence number",
  licenceExpiry: "Please enter your driver's licence expiry date",
  registrationNumber: 'Please enter your vehicle registration number',
  insuranceNumber: 'Please enter your insurance policy number',
  insuranceExpiry: 'Please enter your insurance expiry date',
  expired: 'This document has expired',
} as const;

const M = COURIER_APPLICATION_MESSAGES;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 'YYYY-MM-DD' of the day `years` before `today` (a birthday on Feb 29 counts from Mar 1). */
function yearsBefore(today: Date, years: number): string {
  const day = new Date(Date.UTC(today.getFullYear() - years, today.getMonth(), today.getDate()));
  return day.toISOString().slice(0, 10);
}

const todayOf = (now: Date) =>
  new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())).toISOString().slice(0, 10);

type Errors = Partial<Record<keyof CourierApplicationValues, string>>;

/**
 * The form's own check before anything is sent, with a message under each field; the server
 * checks the same rules again (its field errors show in the same places).
 */
export function validateCourierApplication(values: CourierApplicationValues, now = new Date()): Errors {
  const errors: Errors = {};
  const blank = (value: string | undefined) => !value?.trim();
  if (blank(values.name)) errors.name = M.name;
  if (blank(values.email)) errors.email = M.email;
  else if (!EMAIL.test(values.email!.trim())) errors.email = M.emailInvalid;
  if (blank(values.phone)) errors.phone = M.phone;
  if (!values.password) errors.password = M.password;
  else if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = M.passwordShort;
  if (!values.password_confirmation) errors.password_confirmation = M.confirmation;
  else if (values.password && values.password_confirmation !== values.password)
    errors.password_confirmation = M.mismatch;
  if (blank(values.zone)) errors.zone = M.zone;
  if (!values.vehicle) errors.vehicle = M.vehicle;
  if (!values.date_of_birth) errors.date_of_birth = M.dateOfBirth;
  else if (values.date_of_birth > yearsBefore(now, COURIER_MINIMUM_AGE)) errors.date_of_birth = M.tooYoung;
  if (!values.has_smartphone) errors.has_smartphone = M.smartphone;
  if (!values.background_check_consent) errors.background_check_consent = M.backgroundCheck;
  if (isMotorVehicle(values.vehicle)) {
    const today = todayOf(now);
    if (blank(values.licence_number)) errors.licence_number = M.licenceNumber;
    if (!values.licence_expiry) errors.licence_expiry = M.licenceExpiry;
    else if (values.licence_expiry < today) errors.licence_expiry = M.expired;
    if (blank(values.registration_number)) errors.registration_number = M.registrationNumber;
    if (blank(values.insurance_number)) errors.insurance_number = M.insuranceNumber;
    if (!values.insurance_expiry) errors.insurance_expiry = M.insuranceExpiry;
    else if (values.insurance_expiry < today) errors.insurance_expiry = M.expired;
  }
  return errors;
}

/** The zones a courier may choose in each region. */
export const COURIER_ZONES: Record<Region, readonly string[]> = {
  us: ['Dallas', 'Irving', 'Garland', 'Plano'],
  ng: ['Lagos', 'Abuja', 'Jos'],
};
