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
import { useCycleBoxOrders, useCyclePickList, useMarkCyclePacked, usePlatformTime } from '@farmplate/api-client';
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
];

/**
 * /dashboard/box-orders?cycle=YYYY-MM-DD: one delivery date's box orders, what to pack
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
