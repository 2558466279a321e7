import { useId, useState } from 'react';
import { ADMIN_ORDER_MESSAGES, canCancelOrder, formatMoney, type AdminOrder } from '@farmplate/contracts';
import {
  useAdminOrderKitchens,
  useAdminOrders,
  useCancelAdminOrder,
  useExportAdminOrders,
  usePlatformTime,
} from '@farmplate/api-client';
import {
  Button,
  ConfirmDialog,
  DataTable,
  EmptyState,
  Grid,
  Input,
  Label,
  PageHeader,
  SearchInput,
  SelectMenu,
  Stack,
  StatCard,
  StatusBadge,
  useListSearch,
  useListState,
  useToast,
  type DataTableColumn,
} from '@farmplate/design-system';
import styled from 'styled-components';
import { OrderDetailModal } from './OrderDetailModal';
import { OrderFloodsPanel } from './OrderFloodsPanel';
import {
  DATE_OPTIONS,
  ORDER_LIST_DEFAULTS,
  STATUS_OPTIONS,
  pageChange,
  toOrderFilters,
  toOrdersQuery,
} from './orderFilters';

const Filters = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space(3)};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 2fr 1fr 1fr 1fr;
    align-items: end;
  }
`;

const RangeFields = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  > div {
    flex: 1 1 140px;
  }
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The search goes to the URL and the server once typing pauses this long. */

function DateField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="date" value={value} onChange={(event) => onChange(event.currentTarget.value)} />
    </div>
  );
}

/** /dashboard/orders-management: every order, with counters, filters, detail, cancel and CSV export. */
export default function OrdersManagementScreen() {
  const time = usePlatformTime();
  const toast = useToast();
  const [list, setListState] = useListState(ORDER_LIST_DEFAULTS);
  // a cursor belongs to the filters of the answer that gave it: any other change drops it
  const setList: typeof setListState = (patch, options) => setListState({ after: '', before: '', ...patch }, options);
  const [searchText, setSearchText] = useListSearch(list.search, setList);

  const orders = useAdminOrders(toOrdersQuery(list));
  const kitchens = useAdminOrderKitchens();
  const cancel = useCancelAdminOrder();
  const [viewing, setViewing] = useState<AdminOrder | null>(null);
  const [cancelling, setCancelling] = useState<AdminOrder | null>(null);
  const exportOrders = useExportAdminOrders();

  const confirmCancel = async () => {
    if (!cancelling) return;
    try {
      const result = await cancel.mutateAsync(cancelling);
      toast.success(result.message);
      setViewing((shown) => (shown?.id === result.data.id ? result.data : shown));
    } catch {
      // the hook's toast names the failure
    } finally {
      setCancelling(null);
    }
  };

  const counters = orders.data?.counters;
  const figure = (value: number | undefined) => (value === undefined ? '…' : value.toLocaleString('en-US'));
  const kitchenOptions = [
    { value: 'all', label: 'All Kitchens' },
    ...(kitchens.data?.data ?? []).map((kitchen) => ({ value: String(kitchen.id), label: kitchen.name })),
  ];

  const columns: DataTableColumn<AdminOrder>[] = [
    {
      id: 'order',
      header: 'Order',
      cell: (order) => (
        <>
          <strong>{order.order_number}</strong>
          <Muted>
            #{order.id} · {time.date(order.orderDate) || 'N/A'}
          </Muted>
          <Muted>
            {order.items.length} {order.items.length === 1 ? 'item' : 'items'}
          </Muted>
        </>
      ),
    },
    {
      id: 'customer',
      header: 'Customer',
      cell: (order) => (
        <>
          {order.customer.name}
          <Muted>{order.customer.email ?? 'N/A'}</Muted>
        </>
      ),
    },
    { id: 'kitchen', header: 'Kitchen', cell: (order) => order.kitchen ?? 'N/A' },
    {
      id: 'status',
      header: 'Status',
      cell: (order) => (
        <Stack gap={1}>
          <StatusBadge status={order.status} />
          <StatusBadge status={order.paymentStatus} />
        </Stack>
      ),
    },
    { id: 'total', header: 'Total', align: 'right', cell: (order) => formatMoney(order.total, order.currency) },
  ];

  return (
    <Stack gap={6}>
      <PageHeader
        title="Order Management"
        subtitle="Every order on the platform: filter, inspect, cancel and export."
        actions={
          <Button onClick={() => exportOrders.mutate(toOrderFilters(list))} loading={exportOrders.isPending}>
            {exportOrders.isPending ? 'Exporting...' : 'Export'}
          </Button>
        }
      />

      <Grid columns={{ base: 2, md: 5 }} role="group" aria-label="Order counts">
        <StatCard label="Total Orders" value={figure(counters?.total)} />
        <StatCard label="New" value={figure(counters?.new)} />
        <StatCard label="In Progress" value={figure(counters?.in_progress)} />
        <StatCard label="Completed" value={figure(counters?.completed)} />
        <StatCard label="Cancelled" value={figure(counters?.cancelled)} />
      </Grid>

      <OrderFloodsPanel />

      <Filters>
        <SearchInput
          label="Search orders"
          placeholder="Order ID, customer name or email"
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
        />
        <SelectMenu
          label="Status"
          value={list.status}
          options={STATUS_OPTIONS}
          onValueChange={(status) => setList({ status })}
        />
        <SelectMenu
          label="Kitchen"
          value={list.kitchen}
          options={kitchenOptions}
          onValueChange={(kitchen) => setList({ kitchen })}
        />
        <SelectMenu
          label="Date"
          value={list.date}
          options={DATE_OPTIONS}
          onValueChange={(date) => setList(date === 'custom' ? { date } : { date, from: '', to: '' })}
        />
      </Filters>
      {list.date === 'custom' && (
        <RangeFields>
          <legend>Custom range</legend>
          <DateField label="From" value={list.from} onChange={(from) => setList({ from })} />
          <DateField label="To" value={list.to} onChange={(to) => setList({ to })} />
        </RangeFields>
      )}

      <DataTable
        caption="Orders"
        columns={columns}
        rows={orders.data?.data ?? []}
        rowKey="id"
        loading={orders.isPending}
        loadingLabel={ADMIN_ORDER_MESSAGES.loading}
        empty={<EmptyState title={ADMIN_ORDER_MESSAGES.empty} />}
        page={orders.data}
        onPageChange={(page) => setList(pageChange(page, orders.data))}
        footer="range"
        rowActions={(order) => (
          <Actions>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setViewing(order)}
              aria-label={`View ${order.order_number}`}
            >
              View
            </Button>
            {canCancelOrder(order.status) && (
              <Button
                size="sm"
                variant="danger"
                onClick={() => setCancelling(order)}
                aria-label={`Cancel ${order.order_number}`}
              >
                Cancel
              </Button>
            )}
          </Actions>
        )}
      />

      <OrderDetailModal order={viewing} onClose={() => setViewing(null)} onCancelOrder={setCancelling} />
      <ConfirmDialog
        open={!!cancelling}
        title={ADMIN_ORDER_MESSAGES.cancelTitle}
        message={ADMIN_ORDER_MESSAGES.cancelQuestion}
        confirmLabel={ADMIN_ORDER_MESSAGES.cancelConfirm}
        tone="danger"
        busy={cancel.isPending}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setCancelling(null)}
      />
    </Stack>
  );
}
