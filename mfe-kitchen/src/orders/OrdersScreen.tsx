import { OrderBoard } from '@farmplate/order-board';

/** /dashboard/orders: the kitchen display the cooks run a shift on (the board shared with farmers). */
export default function OrdersScreen() {
  return <OrderBoard title="Orders" subtitle="Move each order from new to completed." kitchenDisplay />;
}
