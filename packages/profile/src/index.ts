/** One profile module for every role (spec §2, §3, §5): the frame, the edit form, the Security section. */
export { ProfilePage, type ProfilePageProps } from './ProfilePage';
export { ProfileForm, type ProfileFormProps } from './ProfileForm';
export { ProfileSection, type ProfileSectionProps } from './ProfileSection';
export {
  PasswordChangeForm,
  SecuritySection,
  type PasswordChangeFormProps,
  type SecuritySectionProps,
} from './SecuritySection';
export { passwordChangeProblem, type PasswordRules } from './passwordRules';
export { FarmerProfileScreen } from './roles/FarmerProfileScreen';
export { KitchenProfileScreen } from './roles/KitchenProfileScreen';
export { AdminProfileScreen } from './roles/AdminProfileScreen';
export { AccountProfileScreen } from './roles/AccountProfileScreen';
