// The admin's profile is the shared profile module's admin screen (spec §2 "Admin Profile").
export { AdminProfileScreen as default } from '@farmplate/profile';
