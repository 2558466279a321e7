import { AccountProfileScreen } from '@farmplate/profile';
import { useSession } from '@farmplate/session';
import { CustomerOrders } from './CustomerOrders';

/** /dashboard/profile of a customer (a role without a portal remote): the shared account profile and the customer's orders. */
export default function CustomerOrDeliveryProfileScreen() {
  const { user } = useSession();
  return <AccountProfileScreen>{user?.role === 'customer' && <CustomerOrders />}</AccountProfileScreen>;
}
