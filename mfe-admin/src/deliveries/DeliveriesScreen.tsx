import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import {
  FAILURE_REASON_LABELS,
  VEHICLE_LABELS,
  type AdminDelivery,
  type FailureReason,
  type ResolveOutcome,
  type Vehicle,
} from '@farmplate/contracts';
import {
  ADMIN_DELIVERIES_LOAD_FAILURE,
  failureText,
  useAdminDeliveries,
  useChangeAdminDelivery,
  usePlatformTime,
} from '@farmplate/api-client';
import {
  Button,
  ConfirmDialog,
  DataTable,
  Dialog,
  EmptyState,
  Grid,
  Label,
  PageHeader,
  Select,
  SelectMenu,
  Stack,
  StatCard,
  Tabs,
  useListState,
  useToast,
  type DataTableColumn,
} from '@farmplate/design-system';
import { DELIVERY_LIST_DEFAULTS, minutesSince, REGION_OPTIONS, SECTIONS, waitedText } from './deliveryRules';

const vehicleText = (vehicle: string | null) => (vehicle ? (VEHICLE_LABELS[vehicle as Vehicle] ?? vehicle) : 'N/A');
const reasonText = (reason: string | null) =>
  reason ? (FAILURE_REASON_LABELS[reason as FailureReason] ?? reason) : 'N/A';

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

const Filters = styled.div`
  max-width: 20rem;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const readyTime = (order: AdminDelivery) => (order.ready_at ? Date.parse(order.ready_at) : 0);

/** The board's clock: a waiting order's age moves on each half minute without a reload. */
function useClock(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

type Asking =
  | { kind: 'reassign'; order: AdminDelivery; courierId: string }
  | { kind: 'unassign'; order: AdminDelivery }
  | { kind: 'resolve'; order: AdminDelivery; outcome: ResolveOutcome }
  | null;

const OUTCOMES: { value: ResolveOutcome; label: string }[] = [
  { value: 'redeliver', label: 'Deliver again (back to waiting)' },
  { value: 'delivered', label: 'It was delivered' },
  { value: 'cancel', label: 'Cancel the order' },
];

/**
 * /dashboard/deliveries-management: dispatch at a glance. Ready orders waiting for a
 * courier with their age, oldest first; deliveries under way, which the admin can give to another
 * courier or put back to waiting; failed ones to resolve; and the couriers online in each region.
 * The section and region are in the URL; the board is live.
 */
export default function DeliveriesScreen() {
  const time = usePlatformTime();
  const toast = useToast();
  const now = useClock();
  const [list, setList] = useListState(DELIVERY_LIST_DEFAULTS);
  const section = SECTIONS.some((each) => each.id === list.section) ? list.section : 'waiting';
  const region = list.region === 'us' || list.region === 'ng' ? list.region : undefined;
  const board = useAdminDeliveries();
  const change = useChangeAdminDelivery();
  const [asking, setAsking] = useState<Asking>(null);
  const dialogId = useId();

  const data = board.data;
  const inRegion = (orders: readonly AdminDelivery[] | undefined) =>
    (orders ?? []).filter((order) => !region || order.region === region);
  const sections = {
    // oldest first, whatever order the answer came in
    waiting: inRegion(data?.waiting).sort((a, b) => readyTime(a) - readyTime(b)),
    active: inRegion(data?.active),
    failed: inRegion(data?.failed),
  };
  const onlineIn = (name: 'us' | 'ng') => data?.couriers_online.find((each) => each.region === name)?.online ?? 0;
  // the age from the board's clock when the order says when it was ready, else the server's count
  const waitedFor = (order: AdminDelivery) => (order.ready_at ? minutesSince(order.ready_at, now) : order.age_minutes);
  // the hook's toast names a failed load; the empty tables say it too
  const loadError = board.error ? failureText(board.error, ADMIN_DELIVERIES_LOAD_FAILURE) : null;

  const confirm = async () => {
    if (!asking) return;
    try {
      const result =
        asking.kind === 'reassign'
          ? await change.mutateAsync({
              action: 'reassign',
              id: asking.order.id,
              body: { courier_id: Number(asking.courierId) },
            })
          : asking.kind === 'unassign'
            ? await change.mutateAsync({ action: 'unassign', id: asking.order.id })
            : await change.mutateAsync({ action: 'resolve', id: asking.order.id, body: { outcome: asking.outcome } });
      toast.success(result.message);
    } catch {
      // the hook's toast names the failure
    } finally {
      setAsking(null);
    }
  };

  const orderCell = (order: { order_number: string; kitchen_name: string; region: string }) => (
    <>
      <strong>{order.order_number}</strong>
      <Muted>
        {order.kitchen_name} · {order.region.toUpperCase()}
      </Muted>
    </>
  );

  const waitingColumns: DataTableColumn<AdminDelivery>[] = [
    { id: 'order', header: 'Order', cell: orderCell },
    {
      id: 'areas',
      header: 'Pickup → drop-off',
      cell: (order) => `${order.pickup_area ?? 'N/A'} → ${order.dropoff_area ?? 'N/A'}`,
    },
    { id: 'ready', header: 'Ready since', cell: (order) => time.time(order.ready_at) || 'N/A' },
    { id: 'age', header: 'Waiting', align: 'right', cell: (order) => waitedText(waitedFor(order)) },
  ];

  const activeColumns: DataTableColumn<AdminDelivery>[] = [
    { id: 'order', header: 'Order', cell: orderCell },
    {
      id: 'courier',
      header: 'Courier',
      cell: (order) => (
        <>
          {order.courier?.name ?? 'N/A'}
          <Muted>{vehicleText(order.courier?.vehicle ?? null)}</Muted>
        </>
      ),
    },
    {
      id: 'step',
      header: 'Step',
      cell: (order) =>
        order.delivery_status === 'picked_up'
          ? `Picked up ${time.time(order.picked_up_at) || ''}`.trim()
          : `Claimed ${time.time(order.assigned_at) || ''}`.trim(),
    },
  ];

  const failedColumns: DataTableColumn<AdminDelivery>[] = [
    { id: 'order', header: 'Order', cell: orderCell },
    { id: 'courier', header: 'Courier', cell: (order) => order.courier?.name ?? 'N/A' },
    {
      id: 'reason',
      header: 'Reason',
      cell: (order) => (
        <>
          {reasonText(order.failure_reason)}
          {order.failure_note && <Muted>{order.failure_note}</Muted>}
        </>
      ),
    },
  ];

  // the other active couriers of the order's region, online ones first (as the server lists them)
  const reassignOptions = (order: AdminDelivery) =>
    (data?.couriers ?? [])
      .filter((courier) => courier.region === order.region && courier.id !== order.courier?.id)
      .map((courier) => ({
        value: String(courier.id),
        label: `${courier.name} (${vehicleText(courier.vehicle)}, ${courier.online ? 'online' : 'offline'}, ${courier.active_deliveries} active)`,
      }));

  const empty = (title: string) => <EmptyState title={loadError ?? title} />;

  return (
    <Stack gap={6}>
      <PageHeader
        title="Deliveries"
        subtitle="Orders waiting for a courier, deliveries under way and failed ones to resolve."
        actions={
          <Button variant="secondary" onClick={() => void board.refetch()} loading={board.isFetching}>
            Refresh
          </Button>
        }
      />

      <Grid columns={{ base: 2, md: 4 }} role="group" aria-label="Dispatch figures">
        <StatCard label="Waiting for a courier" value={data ? sections.waiting.length : '…'} />
        <StatCard label="Failed to resolve" value={data ? sections.failed.length : '…'} />
        <StatCard label="Couriers online (US)" value={data ? onlineIn('us') : '…'} />
        <StatCard label="Couriers online (Nigeria)" value={data ? onlineIn('ng') : '…'} />
      </Grid>

      <Filters>
        <SelectMenu
          label="Region"
          value={list.region}
          onValueChange={(value) => setList({ region: value })}
          options={REGION_OPTIONS}
        />
      </Filters>

      <Tabs
        label="Deliveries"
        value={section}
        onChange={(value) => setList({ section: value })}
        items={SECTIONS.map((each) => ({
          id: each.id,
          label: each.label,
          count: data ? sections[each.id].length : undefined,
        }))}
      >
        {section === 'waiting' && (
          <DataTable
            caption="Waiting for a courier, oldest first"
            columns={waitingColumns}
            rows={sections.waiting}
            rowKey="id"
            loading={board.isPending}
            loadingLabel="Loading deliveries..."
            empty={empty('No order is waiting for a courier')}
          />
        )}
        {section === 'active' && (
          <DataTable
            caption="Deliveries under way"
            columns={activeColumns}
            rows={sections.active}
            rowKey="id"
            loading={board.isPending}
            loadingLabel="Loading deliveries..."
            empty={empty('No delivery is under way')}
            actionsHeader="Actions"
            rowActions={(order) => (
              <Actions>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={reassignOptions(order).length === 0}
                  onClick={() =>
                    setAsking({ kind: 'reassign', order, courierId: reassignOptions(order)[0]?.value ?? '' })
                  }
                  aria-label={`Reassign ${order.order_number}`}
                >
                  Reassign
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => setAsking({ kind: 'unassign', order })}
                  aria-label={`Unassign ${order.order_number}`}
                >
                  Unassign
                </Button>
              </Actions>
            )}
          />
        )}
        {section === 'failed' && (
          <DataTable
            caption="Failed deliveries to resolve"
            columns={failedColumns}
            rows={sections.failed}
            rowKey="id"
            loading={board.isPending}
            loadingLabel="Loading deliveries..."
            empty={empty('No failed delivery')}
            actionsHeader="Actions"
            rowActions={(order) => (
              <Actions>
                <Button
                  size="sm"
                  onClick={() => setAsking({ kind: 'resolve', order, outcome: 'redeliver' })}
                  aria-label={`Resolve ${order.order_number}`}
                >
                  Resolve
                </Button>
              </Actions>
            )}
          />
        )}
      </Tabs>

      <Dialog
        open={asking?.kind === 'reassign' || asking?.kind === 'resolve'}
        onClose={() => setAsking(null)}
        title={
          asking?.kind === 'resolve'
            ? `Resolve ${asking.order.order_number}`
            : `Reassign ${asking?.order.order_number ?? ''}`
        }
        footer={
          <Actions>
            <Button variant="secondary" onClick={() => setAsking(null)}>
              Cancel
            </Button>
            <Button onClick={() => void confirm()} loading={change.isPending}>
              {asking?.kind === 'resolve' ? 'Resolve' : 'Reassign'}
            </Button>
          </Actions>
        }
      >
        {asking?.kind === 'reassign' && (
          <>
            <Label htmlFor={`${dialogId}-courier`}>Courier</Label>
            <Select
              id={`${dialogId}-courier`}
              value={asking.courierId}
              onChange={(event) => setAsking({ ...asking, courierId: event.currentTarget.value })}
              options={reassignOptions(asking.order)}
            />
          </>
        )}
        {asking?.kind === 'resolve' && (
          <>
            <Label htmlFor={`${dialogId}-outcome`}>Outcome</Label>
            <Select
              id={`${dialogId}-outcome`}
              value={asking.outcome}
              onChange={(event) => setAsking({ ...asking, outcome: event.currentTarget.value as ResolveOutcome })}
              options={OUTCOMES}
            />
          </>
        )}
      </Dialog>

      <ConfirmDialog
        open={asking?.kind === 'unassign'}
        title="Unassign delivery"
        message={
          asking?.kind === 'unassign'
            ? `Take ${asking.order.order_number} from ${asking.order.courier?.name ?? 'its courier'}? It goes back to waiting for a courier.`
            : ''
        }
        confirmLabel="Unassign"
        tone="danger"
        busy={change.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => void confirm()}
      />
    </Stack>
  );
}
