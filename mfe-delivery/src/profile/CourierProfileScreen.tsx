import { AccountProfileScreen } from '@farmplate/profile';
import { CourierDetails } from './CourierDetails';

/** /dashboard/profile of a courier: the shared account profile (name, contact, password), then vehicle, zones and documents. */
export default function CourierProfileScreen() {
  return (
    <AccountProfileScreen>
      <CourierDetails />
    </AccountProfileScreen>
  );
}
