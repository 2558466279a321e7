import { firstErrors, UpdateFarmerProfileBody, validate, type FarmerProfile } from '@farmplate/contracts';
import type { FarmerProfileInput } from '@farmplate/api-client';

/** The profile form as final-form holds it. */
export interface ProfileFormValues {
  name: string;
  email: string;
  phone: string;
  location: string;
  farm_name: string;
  farm_size: string;
  primary_crops: string;
  years_of_experience: string;
  image: File | null;
}

export const profileFormValues = (profile: FarmerProfile): ProfileFormValues => ({
  name: profile.user.name,
  email: profile.user.email,
  phone: profile.user.contact ?? '',
  location: profile.user.location ?? profile.location ?? '',
  farm_name: profile.name,
  farm_size: profile.farm_size ?? '',
  primary_crops: profile.primary_crops ?? '',
  years_of_experience: profile.years_of_experience === null ? '' : String(profile.years_of_experience),
  image: null,
});

export const toProfileInput = (values: ProfileFormValues): FarmerProfileInput => ({
  name: values.name.trim(),
  email: values.email.trim(),
  phone: values.phone.trim(),
  location: values.location.trim(),
  farm_name: values.farm_name.trim(),
  farm_size: values.farm_size.trim(),
  primary_crops: values.primary_crops.trim(),
  years_of_experience: values.years_of_experience.trim() === '' ? null : Number(values.years_of_experience),
  image: values.image,
});

/** Spec §5 "Farmer profile save" with the server's schema: 'Name and email are required'. */
export function validateProfile(values: Partial<ProfileFormValues>): Record<string, string> {
  // Blank is "not given": a missing name or email gets the required message, not the email format's.
  const given = (text: string | undefined) => (text?.trim() ? text : undefined);
  return firstErrors(
    validate(UpdateFarmerProfileBody, {
      name: given(values.name),
      email: given(values.email),
      years_of_experience: given(values.years_of_experience) ?? null,
    }),
  );
}
