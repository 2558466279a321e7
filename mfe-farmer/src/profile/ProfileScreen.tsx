// The farmer's profile is the shared profile module's farmer screen (spec §2 "Farmer Profile").
export { FarmerProfileScreen as default } from '@farmplate/profile';
