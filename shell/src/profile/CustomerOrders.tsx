import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useLiveCustomerOrders, usePlatformTime } from '@farmplate/api-client';
import {
  CURRENCY_OF_REGION,
  formatDate,
  formatMoney,
  reorderPath,
  type PlatformTimeZone,
  type TrackedOrder,
} from '@farmplate/contracts';
import {
  Card,
  DataTable,
  EmptyState,
  LinkButton,
  StatusBadge,
  useListState,
  type DataTableColumn,
} from '@farmplate/design-system';

const Section = styled(Card)`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

const STATUS_LABELS: Record<TrackedOrder['status'], string> = {
  new: 'Received',
  preparing: 'Preparing',
  ready: 'Ready',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** Where the order's delivery is: pickup, waiting for a courier, with a courier, delivered. */
function deliveryText(order: TrackedOrder): string {
  if (order.fulfilment === 'pickup') return 'Pickup';
  const courier = order.courier_first_name;
  switch (order.delivery_status) {
    case 'assigned':
      return `${courier ?? 'A courier'} is on the way to the kitchen`;
    case 'picked_up':
      return `${courier ?? 'Your courier'} is on the way to you`;
    case 'delivered':
      return 'Delivered';
    case 'failed':
      return 'Delivery failed: we will contact you';
    default:
      return order.status === 'cancelled' ? 'N/A' : 'Waiting for a courier';
  }
}

/** An order's day is its kitchen's: Lagos for a Nigerian order, the platform's time zone for a US one. */
const orderColumns = (timeZone: PlatformTimeZone): DataTableColumn<TrackedOrder>[] => [
  { id: 'order_number', header: 'Order' },
  {
    id: 'created_at',
    header: 'Date',
    cell: (order) => formatDate(order.created_at, order.region === 'ng' ? 'Lagos (WAT)' : timeZone),
  },
  { id: 'kitchen_name', header: 'Kitchen' },
  {
    id: 'items',
    header: 'Dishes',
    cell: (order) => order.items.map((item) => `${item.quantity} × ${item.name}`).join(', '),
  },
  {
    id: 'total',
    header: 'Total',
    align: 'right',
    cell: (order) => formatMoney(order.total, CURRENCY_OF_REGION[order.region]),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (order) => <StatusBadge status={order.status} label={STATUS_LABELS[order.status]} />,
  },
  { id: 'delivery', header: 'Delivery', cell: deliveryText },
];

/**
 * A signed-in customer's orders on their profile, live (each step of the kitchen and the
 * delivery shows as it happens): follow one, or put its dishes back in the cart
 * (a meal order; grocery orders have no dishes). Both links open the public site as a new
 * document: it is another part of the app than the dashboard.
 */
export function CustomerOrders() {
  const orders = useLiveCustomerOrders();
  const { timeZone } = usePlatformTime();
  // the page of the list is in the address: a reload or Back opens the same page
  const [list, setList] = useListState({ ordersPage: 1 });
  return (
    <Section as="section" aria-labelledby="my-orders">
      <h2 id="my-orders">My Orders</h2>
      <DataTable
        caption="My orders"
        columns={orderColumns(timeZone)}
        rows={orders.data ?? []}
        rowKey="order_number"
        loading={orders.isPending}
        loadingLabel="Loading your orders"
        empty={
          <EmptyState
            title="No orders yet"
            message="Your orders from the menu will show here."
            action={<LinkButton to="/us/menu">Browse the Menu</LinkButton>}
          />
        }
        pageSize={10}
        currentPage={list.ordersPage}
        onPageChange={(ordersPage) => setList({ ordersPage })}
        rowActions={(order) => (
          <Actions>
            {order.tracking_token && (
              <Link
                reloadDocument
                to={`/${order.region}/track/${order.tracking_token}`}
                aria-label={`Track order ${order.order_number}`}
              >
                Track
              </Link>
            )}
            {order.items.some((item) => item.menu_item_id !== null) && (
              <LinkButton
                reloadDocument
                size="sm"
                variant="secondary"
                to={reorderPath(order)}
                aria-label={`Reorder ${order.order_number}`}
              >
                Reorder
              </LinkButton>
            )}
          </Actions>
        )}
      />
    </Section>
  );
}
