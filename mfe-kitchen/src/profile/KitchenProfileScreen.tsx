// The kitchen's profile is the shared profile module's kitchen screen (spec §2 "Kitchen Profile").
export { KitchenProfileScreen as default } from '@farmplate/profile';
