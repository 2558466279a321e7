import { AccountProfileScreen } from '@farmplate/profile';
import { useSession } from '@farmplate/session';
import { CustomerOrders } from './CustomerOrders';

/** /dashboard/profile of a customer or delivery partner: the shared account profile, and a customer's orders. */
export default function CustomerOrDeliveryProfileScreen() {
  const { user } = useSession();
  return <AccountProfileScreen>{user?.role === 'customer' && <CustomerOrders />}</AccountProfileScreen>;
}
