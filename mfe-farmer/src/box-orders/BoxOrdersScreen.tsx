import { useId, useState } from 'react';
import {
  BOX_MESSAGES,
  dayOf,
  formatMoney,
  formatQuantity,
  isCalendarDay,
  PAYMENT_METHOD_LABELS,
  type BoxOrder,
  type CheckoutPaymentMethod,
  type PickListResponse,
} from '@farmplate/contracts';
import {
  useCycleBoxOrders,
  useCyclePickList,
  useHandOverBoxOrder,
  useMarkCyclePacked,
  usePlatformTime,
  useUpcomingCycles,
} from '@farmplate/api-client';
import {
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  EmptyState,
  Input,
  Label,
  PageHeader,
  Stack,
  StatusBadge,
  useListState,
  useToast,
  type DataTableColumn,
} from '@farmplate/design-system';
import styled from 'styled-components';

const PAGE_SIZE = 20;

type PickLine = PickListResponse['data'][number];

const CycleBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};

  > div {
    min-width: 0;
    max-width: 240px;
  }
`;

const SectionHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Dates = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const DateButton = styled.button`
  width: 100%;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;

  &[aria-current='date'] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }

  > span {
    display: block;
  }
`;

const quantityText = (line: Pick<PickLine, 'quantity' | 'unit'>) => formatQuantity(line.quantity, line.unit);

const pickColumns: DataTableColumn<PickLine>[] = [
  { id: 'item', header: 'Item', cell: (line) => line.produce_name },
  { id: 'quantity', header: 'To pack', align: 'right', cell: quantityText },
  { id: 'boxes', header: 'Boxes', align: 'right', cell: (line) => line.boxes },
];

const orderColumns: DataTableColumn<BoxOrder>[] = [
  { id: 'order', header: 'Order', cell: (order) => `#${order.order_number}` },
  { id: 'customer', header: 'Customer', cell: (order) => order.customer_name },
  {
    id: 'box',
    header: 'Box',
    // a box bought once through checkout, beside the subscriptions' boxes
    cell: (order) => `${order.box_name} (${order.size})${order.one_time ? ' · one-time' : ''}`,
  },
  { id: 'address', header: 'Address', cell: (order) => order.delivery_address || '—' },
  {
    id: 'payment',
    header: 'Payment',
    cell: (order) => PAYMENT_METHOD_LABELS[order.payment_method as CheckoutPaymentMethod] ?? order.payment_method,
  },
  { id: 'total', header: 'Total', align: 'right', cell: (order) => formatMoney(order.total_amount, 'USD') },
  { id: 'status', header: 'Status', cell: (order) => <StatusBadge status={order.status} /> },
  { id: 'delivery', header: 'Delivery', cell: (order) => <DeliveryCell order={order} /> },
];

/** Where the box's delivery is, in the farmer's words. */
function deliveryText(order: BoxOrder): string {
  switch (order.delivery_status) {
    case 'unassigned':
      return order.status === 'ready' ? 'Waiting for a courier' : 'Goes to couriers once packed';
    case 'assigned':
      return `${order.courier_name ?? 'A courier'} is coming to collect it`;
    case 'picked_up':
      return 'On its way';
    case 'delivered':
      return 'Delivered';
    case 'failed':
      return 'Delivery failed';
    default:
      return '—';
  }
}

/**
 * The box's delivery, and Hand over once its courier has claimed it: the courier is at the farm
 * and takes the box (the courier may give the order's pickup code instead).
 */
function DeliveryCell({ order }: { order: BoxOrder }) {
  const toast = useToast();
  const handOver = useHandOverBoxOrder();
  const text = deliveryText(order);
  if (order.delivery_status !== 'assigned' || order.status !== 'ready') return <>{text}</>;
  return (
    <Stack gap={1}>
      <span>{text}</span>
      <Button
        size="sm"
        aria-label={`Hand over #${order.order_number}`}
        disabled={handOver.isPending}
        onClick={() => handOver.mutate(order.order_id, { onSuccess: (answer) => toast.success(answer.message) })}
      >
        Hand over
      </Button>
    </Stack>
  );
}

/**
 * The coming delivery dates, soonest first: how many subscriptions are due and orders made,
 * and the cut-off (when the orders are made, and changes stop). Choosing one opens it.
 */
function UpcomingDates({ cycle, onChoose }: { cycle: string; onChoose: (date: string) => void }) {
  const time = usePlatformTime();
  const upcoming = useUpcomingCycles();
  const headingId = useId();
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return (
    <Card as="section" aria-labelledby={headingId}>
      <SectionHeading id={headingId}>Upcoming deliveries</SectionHeading>
      {upcoming.isPending ? (
        <Summary>Loading the delivery dates…</Summary>
      ) : !upcoming.data?.data.length ? (
        <Summary>No deliveries are coming: none of your boxes has an active subscription.</Summary>
      ) : (
        <Dates>
          {upcoming.data.data.map((each) => (
            <li key={each.date}>
              <DateButton
                type="button"
                aria-current={each.date === cycle ? 'date' : undefined}
                onClick={() => onChoose(each.date)}
              >
                <strong>{time.date(each.date)}</strong>
                <span>
                  {count(each.subscriptions, 'subscription', 'subscriptions')} due,{' '}
                  {count(each.orders, 'order', 'orders')}
                </span>
                <span>
                  {each.cut_off
                    ? `Cut off ${time.dateTime(each.cutoff_at)}`
                    : `Cut-off ${time.dateTime(each.cutoff_at)}`}
                </span>
              </DateButton>
            </li>
          ))}
        </Dates>
      )}
    </Card>
  );
}

/**
 * /dashboard/box-orders?cycle=YYYY-MM-DD: the coming delivery dates to choose from, one date's
 * box orders (with their delivery, and Hand over to the courier who claimed one), what to pack
 * for it per inventory item, and Packed, which marks the cycle's orders ready for delivery.
 */
export default function BoxOrdersScreen() {
  const toast = useToast();
  const time = usePlatformTime();
  const dateId = useId();
  const today = dayOf(new Date(), time.timeZone);
  // The cycle and page live in the URL: a cycle can be linked to and reloaded.
  const [listState, setListState] = useListState({ cycle: today, page: 1 });
  const cycle = isCalendarDay(listState.cycle) ? listState.cycle : today;
  const orders = useCycleBoxOrders({ cycle, page: listState.page, per_page: PAGE_SIZE });
  const pickList = useCyclePickList(cycle);
  const packed = useMarkCyclePacked();
  const [confirming, setConfirming] = useState(false);

  const orderCount = orders.data?.total ?? 0;
  const confirmPacked = async () => {
    try {
      const result = await packed.mutateAsync(cycle);
      toast.success(`${BOX_MESSAGES.packed}: ${result.orders} ${result.orders === 1 ? 'order' : 'orders'}`);
    } catch {
      // the hook's toast names the failure
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Stack gap={6}>
      <PageHeader
        title="Box Orders"
        subtitle="Each delivery date's box orders and what to pack for them."
        actions={
          <Button onClick={() => setConfirming(true)} disabled={orderCount === 0}>
            Mark Packed
          </Button>
        }
      />

      <CycleBar>
        <div>
          <Label htmlFor={dateId}>Delivery date</Label>
          <Input
            id={dateId}
            type="date"
            value={cycle}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isCalendarDay(value)) setListState({ cycle: value });
            }}
          />
        </div>
      </CycleBar>

      <UpcomingDates cycle={cycle} onChoose={(date) => setListState({ cycle: date, page: 1 })} />

      <Card as="section" aria-labelledby={`${dateId}-pick`}>
        <SectionHeading id={`${dateId}-pick`}>Pick list</SectionHeading>
        <Summary>
          {pickList.data
            ? `${pickList.data.boxes} ${pickList.data.boxes === 1 ? 'box' : 'boxes'} to pack for ${time.date(cycle)}`
            : 'Loading the pick list…'}
        </Summary>
        <DataTable
          caption="What to pack"
          columns={pickColumns}
          rows={pickList.data?.data ?? []}
          rowKey="inventory_item_id"
          loading={pickList.isPending}
          loadingLabel="Loading the pick list"
          empty={<EmptyState title="Nothing to pack" message="No boxes are due on this date." />}
        />
      </Card>

      <Card as="section" aria-labelledby={`${dateId}-orders`}>
        <SectionHeading id={`${dateId}-orders`}>Orders</SectionHeading>
        <DataTable
          caption="Box orders of the cycle"
          columns={orderColumns}
          rows={orders.data?.data ?? []}
          rowKey="order_id"
          loading={orders.isPending}
          loadingLabel="Loading box orders"
          page={orders.data}
          onPageChange={(page) => setListState({ page })}
          empty={
            <EmptyState
              title="No box orders for this date"
              message="Orders appear here once the cycle's cut-off has run."
            />
          }
        />
      </Card>

      <ConfirmDialog
        open={confirming}
        title="Mark Boxes Packed"
        message={`Mark the ${orderCount} box ${orderCount === 1 ? 'order' : 'orders'} of ${time.date(cycle)} as packed and ready for delivery?`}
        confirmLabel="Mark Packed"
        busy={packed.isPending}
        onConfirm={() => void confirmPacked()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
