import { OrderBoard } from '@farmplate/order-board';

/** /dashboard/orders: the order board the farmer shares with kitchens. */
export default function OrdersScreen() {
  return <OrderBoard title="Orders" subtitle="Customer orders that include your produce, from new to completed." />;
}
