import {
  COURIER_MINIMUM_AGE,
  DELIVERY_MESSAGES,
  DELIVERY_ZONES,
  isMotorVehicle,
  PASSWORD_MIN_LENGTH,
  REGISTER_MESSAGES,
  type Vehicle,
} from '@farmplate/contracts';
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
  vehicle?: Vehicle;
  date_of_birth?: string;
  has_smartphone?: boolean;
  background_check_consent?: boolean;
  licence_number?: string;
  licence_expiry?: string;
  registration_number?: string;
  insurance_number?: string;
  insurance_expiry?: string;
}

/** Spec §6: vehicle drivers also need a driver's licence, registration and insurance. */
export const needsDocuments = (vehicle: Vehicle | undefined): boolean => !!vehicle && isMotorVehicle(vehicle);

export const COURIER_APPLICATION_MESSAGES = {
  ...REGISTER_MESSAGES,
  phone: 'Please enter your phone number',
  zone: DELIVERY_MESSAGES.zonesRequired,
  vehicle: 'Please choose your vehicle',
  dateOfBirth: 'Please enter your date of birth',
  tooYoung: DELIVERY_MESSAGES.tooYoung,
  smartphone: DELIVERY_MESSAGES.smartphoneRequired,
  backgroundCheck: DELIVERY_MESSAGES.consentRequired,
  licenceNumber: "Please enter your driver's licence number",
  licenceExpiry: "Please enter your driver's licence expiry date",
  registrationNumber: 'Please enter your vehicle registration number',
  insuranceNumber: 'Please enter your insurance policy number',
  insuranceExpiry: 'Please enter your insurance expiry date',
  expired: DELIVERY_MESSAGES.documentExpired,
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
  // a zone of another region (the country changed after it was chosen) is asked again
  if (blank(values.zone) || !DELIVERY_ZONES[values.region]?.includes(values.zone!)) errors.zone = M.zone;
  if (!values.vehicle) errors.vehicle = M.vehicle;
  if (!values.date_of_birth) errors.date_of_birth = M.dateOfBirth;
  else if (values.date_of_birth > yearsBefore(now, COURIER_MINIMUM_AGE)) errors.date_of_birth = M.tooYoung;
  if (!values.has_smartphone) errors.has_smartphone = M.smartphone;
  if (!values.background_check_consent) errors.background_check_consent = M.backgroundCheck;
  if (needsDocuments(values.vehicle)) {
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
