import { AccountProfileScreen } from '@farmplate/profile';
import { useSession } from '@farmplate/session';
import { CustomerLoyalty } from './CustomerLoyalty';
import { CustomerOrders } from './CustomerOrders';
import { CustomerSubscriptions } from './CustomerSubscriptions';

/** /dashboard/profile of a customer (a role without a portal remote): the shared account profile, the customer's orders, farm box subscriptions and loyalty points. */
export default function CustomerOrDeliveryProfileScreen() {
  const { user } = useSession();
  return (
    <AccountProfileScreen>
      {user?.role === 'customer' && (
        <>
          <CustomerOrders />
          <CustomerSubscriptions />
          <CustomerLoyalty />
        </>
      )}
    </AccountProfileScreen>
  );
}
