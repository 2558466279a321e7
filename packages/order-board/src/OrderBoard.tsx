import { useCallback, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  KITCHEN_ORDER_STATUSES,
  NEXT_KITCHEN_STATUS,
  ON_TIME_PREP_MINUTES,
  ORDER_MESSAGES,
  type KitchenOrder,
  type KitchenOrderCounts,
} from '@farmplate/contracts';
import {
  failureText,
  ORDERS_LOAD_FAILURE,
  useHandOverKitchenOrder,
  useKitchenOrderBoard,
  useLiveRefetchInterval,
  useUpdateKitchenOrderStatus,
} from '@farmplate/api-client';
import {
  AlertDialog,
  Button,
  ConfirmDialog,
  EmptyState,
  Grid,
  PageHeader,
  SearchInput,
  Spinner,
  StatCard,
  Stack,
  Tabs,
  useToast,
  useListSearch,
  useListState,
} from '@farmplate/design-system';
import { handoverFailure, orderUpdateFailure } from './orderFailures';
import { OrderCard } from './OrderCard';
import { HANDOVER_ACTION, isDispatched, ORDER_ACTIONS, ORDER_STATUS_LABELS, type OrderFilter } from './orderWorkflow';
import { useNewOrderAlerts, useNow } from './useKitchenDisplay';
import { PrintTicket } from './PrintTicket';

/** The board's search asks the server once typing pauses this long. */
const SEARCH_DEBOUNCE_MS = 300;

/** A ready delivery order goes to its courier (Hand over); every other order moves on a status. */
const handsOver = (order: KitchenOrder) => order.status === 'ready' && isDispatched(order);

/** The board's state in the URL (`?status=ready&search=jollof`); a default is left out. */
const BOARD_LIST_DEFAULTS = { status: 'all', search: '' };

export interface OrderBoardProps {
  title?: string;
  subtitle?: string;
  /**
   * The kitchen display: open orders and today's completed ones first (every older one on
   * request), polled every 10 s, each card timed against `targetPrepMinutes`, new orders chime
   * (when `sound` is on) and are counted in the tab title.
   */
  kitchenDisplay?: boolean;
  targetPrepMinutes?: number;
  sound?: boolean;
}

/** How often the kitchen display asks for new orders while live updates are interrupted. */
export const BOARD_POLL_MS = 10_000;

const NO_ORDERS: KitchenOrderCounts = { new: 0, preparing: 0, ready: 0, completed: 0 };

/**
 * The order board of the kitchen and farmer portals (spec §2 "Orders"): counts per status, tabs
 * and search, and each order moved one step on after a confirmation. The server pages the orders
 * of the chosen tab and search ("Load more orders") and counts every one of them, so a flood of
 * orders can push a real one down the board but never off it.
 */
export function OrderBoard({
  title = 'Orders',
  subtitle = 'Move each order from new to completed.',
  kitchenDisplay = false,
  targetPrepMinutes = ON_TIME_PREP_MINUTES,
  sound = false,
}: OrderBoardProps) {
  const toast = useToast();
  const [showOlder, setShowOlder] = useState(false);
  // The status tab and the search live in the URL: the board can be linked to, reloaded and walked back.
  const [list, setList] = useListState(BOARD_LIST_DEFAULTS);
  const filter: OrderFilter = (KITCHEN_ORDER_STATUSES as readonly string[]).includes(list.status)
    ? (list.status as OrderFilter)
    : 'all';
  const [search, setSearch] = useListSearch(list.search, setList, SEARCH_DEBOUNCE_MS);
  const searched = list.search;
  const displayInterval = useLiveRefetchInterval(BOARD_POLL_MS);
  const orders = useKitchenOrderBoard(
    {
      ...(kitchenDisplay && !showOlder ? { scope: 'current' as const } : {}),
      ...(filter === 'all' ? {} : { status: filter }),
      ...(searched ? { search: searched } : {}),
    },
    { refetchInterval: kitchenDisplay ? displayInterval : undefined },
  );
  // An admin's cancellation marks the card at once (the next reload drops the order from the board).
  const { cancelled } = orders;
  const now = useNow();
  const shown = useMemo(() => {
    // a page boundary can move while new orders arrive: an order is shown once
    const byId = new Map<number, KitchenOrder>();
    for (const page of orders.data?.pages ?? []) for (const order of page.orders) byId.set(order.id, order);
    return [...byId.values()];
  }, [orders.data]);
  const firstPage = orders.data?.pages[0];
  const counts = useMemo(() => {
    const live = { ...(firstPage?.counts ?? NO_ORDERS) };
    for (const order of shown) if (cancelled.has(order.id)) live[order.status] = Math.max(0, live[order.status] - 1);
    return live;
  }, [firstPage, shown, cancelled]);
  const allCount = KITCHEN_ORDER_STATUSES.reduce((sum, status) => sum + counts[status], 0);
  const open = useMemo(
    () => (cancelled.size ? shown.filter((order) => !cancelled.has(order.id)) : shown),
    [shown, cancelled],
  );
  useNewOrderAlerts(open, { sound, enabled: kitchenDisplay, newOrders: counts.new });
  const updateStatus = useUpdateKitchenOrderStatus();
  const handOver = useHandOverKitchenOrder();
  const [confirming, setConfirming] = useState<KitchenOrder | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [ticket, setTicket] = useState<KitchenOrder | null>(null);

  // the hook's toast names a failed load; the empty board says it too
  const loadError = orders.error ? failureText(orders.error, ORDERS_LOAD_FAILURE) : null;

  const advance = async () => {
    const order = confirming;
    const next = order && NEXT_KITCHEN_STATUS[order.status];
    if (!order || !next) return;
    try {
      if (handsOver(order)) {
        await handOver.mutateAsync(order.id);
        toast.success(`Order ${order.order_number} handed over to ${order.courier?.first_name ?? 'the courier'}`);
      } else {
        await updateStatus.mutateAsync({ id: order.id, status: next });
        toast.success(ORDER_MESSAGES.updated(order.order_number, next));
      }
    } catch (error) {
      // said once, in a dialog the cook has to acknowledge
      setFailure(handsOver(order) ? handoverFailure(error) : orderUpdateFailure(error));
    } finally {
      setConfirming(null);
    }
  };

  const print = useCallback((order: KitchenOrder) => {
    // The ticket must be in the page before the print dialog opens; print() returns when it closes.
    flushSync(() => setTicket(order));
    window.print();
    setTicket(null);
  }, []);

  const pendingAction = !confirming
    ? null
    : handsOver(confirming)
      ? {
          label: HANDOVER_ACTION.label,
          question: (number: string) =>
            HANDOVER_ACTION.question(number, confirming.courier?.first_name ?? 'the courier'),
        }
      : confirming.status !== 'completed'
        ? ORDER_ACTIONS[confirming.status]
        : null;

  return (
    <Stack gap={6}>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <Button variant="secondary" onClick={() => orders.refetch()} loading={orders.isFetching}>
            Refresh Orders
          </Button>
        }
      />

      <Grid columns={{ base: 2, lg: 4 }}>
        {KITCHEN_ORDER_STATUSES.map((status) => (
          <StatCard key={status} label={ORDER_STATUS_LABELS[status]} value={counts[status]} />
        ))}
      </Grid>

      <Tabs
        label="Order status"
        value={filter}
        onChange={(status) => setList({ status })}
        items={[
          { id: 'all', label: 'All Orders', count: allCount },
          ...KITCHEN_ORDER_STATUSES.map((status) => ({
            id: status,
            label: ORDER_STATUS_LABELS[status],
            count: counts[status],
          })),
        ]}
      >
        <Stack gap={3}>
          <SearchInput
            label="Search orders"
            placeholder="Search by order number, customer or item..."
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          {orders.isPending ? (
            <Spinner label="Loading orders" showLabel />
          ) : loadError && shown.length === 0 ? (
            <EmptyState
              title={loadError}
              action={
                <Button variant="secondary" onClick={() => orders.refetch()}>
                  Try Again
                </Button>
              }
            />
          ) : shown.length === 0 ? (
            <EmptyState
              title="No orders found"
              message={
                search || filter !== 'all' ? 'Try another status or search term.' : 'New orders will appear here.'
              }
            />
          ) : (
            <Grid columns={{ base: 1, md: 2, lg: 3 }}>
              {shown.map((order) => (
                <OrderCard
                  key={order.id}
                  order={order}
                  onAdvance={setConfirming}
                  onPrint={print}
                  now={kitchenDisplay ? now : undefined}
                  clock={now}
                  targetPrepMinutes={targetPrepMinutes}
                  cancelled={cancelled.has(order.id)}
                />
              ))}
            </Grid>
          )}
          {shown.length > 0 && (
            <p role="status">
              Showing {shown.length.toLocaleString('en-US')} of {(firstPage?.total ?? 0).toLocaleString('en-US')} orders
            </p>
          )}
          {orders.hasNextPage && (
            <div>
              <Button variant="secondary" onClick={() => orders.fetchNextPage()} loading={orders.isFetchingNextPage}>
                Load more orders
              </Button>
            </div>
          )}
          {kitchenDisplay && (
            <div>
              <Button variant="ghost" onClick={() => setShowOlder((shown) => !shown)}>
                {showOlder ? 'Hide older orders' : 'Show older orders'}
              </Button>
            </div>
          )}
        </Stack>
      </Tabs>

      <ConfirmDialog
        open={!!pendingAction}
        title={pendingAction?.label ?? ''}
        message={confirming && pendingAction ? pendingAction.question(confirming.order_number) : ''}
        confirmLabel={pendingAction?.label}
        busy={updateStatus.isPending || handOver.isPending}
        onConfirm={advance}
        onCancel={() => setConfirming(null)}
      />
      <AlertDialog open={!!failure} title="Error" message={failure ?? ''} onClose={() => setFailure(null)} />
      {ticket && <PrintTicket order={ticket} />}
    </Stack>
  );
}
