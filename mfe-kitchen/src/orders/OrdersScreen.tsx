import { ON_TIME_PREP_MINUTES } from '@farmplate/contracts';
import { useKitchenProfile } from '@farmplate/api-client';
import { OrderBoard } from '@farmplate/order-board';

/**
 * /dashboard/orders: the board shared with farmers, as a kitchen display a cook runs a shift on.
 * The profile's Order Notifications switch decides whether new orders chime.
 */
export default function OrdersScreen() {
  const profile = useKitchenProfile();
  return (
    <OrderBoard
      title="Orders"
      subtitle="Move each order from new to completed."
      kitchenDisplay
      targetPrepMinutes={ON_TIME_PREP_MINUTES}
      sound={profile.data?.order_notifications === 1}
    />
  );
}
