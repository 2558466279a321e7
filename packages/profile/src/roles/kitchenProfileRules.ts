import { PROFILE_MESSAGES, type KitchenProfile, type UpdateKitchenProfileBody } from '@farmplate/contracts';

/** The kitchen profile form as final-form holds it. */
export interface KitchenProfileValues {
  name: string;
  manager_name: string;
  contact_email: string;
  contact_phone: string;
  address: string;
  cuisine: string;
  type: string;
  daily_capacity: string;
  operating_hours: string;
  specialties: string;
}

export const kitchenProfileValues = (profile: KitchenProfile): KitchenProfileValues => ({
  name: profile.name,
  manager_name: profile.manager_name,
  contact_email: profile.contact_email,
  contact_phone: profile.contact_phone ?? '',
  address: profile.address ?? '',
  cuisine: profile.cuisine ?? '',
  type: profile.type ?? '',
  daily_capacity: profile.daily_capacity === null ? '' : String(profile.daily_capacity),
  operating_hours: profile.operating_hours ?? '',
  specialties: profile.specialties ?? '',
});

/** The whole update body (spec §3: flags sent as booleans, daily capacity as an integer or null). */
export const toKitchenProfileBody = (
  values: KitchenProfileValues,
  profile: KitchenProfile,
): Omit<UpdateKitchenProfileBody, 'image'> => ({
  name: values.name.trim(),
  manager_name: values.manager_name.trim(),
  contact_email: values.contact_email.trim(),
  contact_phone: values.contact_phone.trim(),
  address: values.address.trim(),
  cuisine: values.cuisine.trim(),
  type: (values.type || null) as UpdateKitchenProfileBody['type'],
  daily_capacity: values.daily_capacity.trim() === '' ? null : Math.trunc(Number(values.daily_capacity)),
  operating_hours: values.operating_hours.trim(),
  specialties: values.specialties.trim(),
  order_notifications: profile.order_notifications === 1,
  auto_accept_orders: profile.auto_accept_orders === 1,
  special_requests: profile.special_requests === 1,
});

/** Spec §5 "Kitchen profile save": 'Kitchen name and email are required', before anything is sent. */
export function kitchenProfileProblem(values: Partial<KitchenProfileValues>): string | null {
  return values.name?.trim() && values.contact_email?.trim() ? null : PROFILE_MESSAGES.kitchenRequired;
}

/** 'Soul food, Jollof , ' → ['Soul food', 'Jollof'] (specialties shown as chips). */
export const specialtyChips = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
