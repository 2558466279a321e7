import { useState } from 'react';
import styled from 'styled-components';
import { formatAmounts, MAX_VOID_ORDERS, type OrderBurst, type OrderBurstKind } from '@farmplate/contracts';
import { useOrderBursts, usePlatformTime, useVoidOrders } from '@farmplate/api-client';
import {
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  Stack,
  useToast,
  type DataTableColumn,
} from '@farmplate/design-system';

const KIND_LABELS: Record<OrderBurstKind, string> = {
  email: 'Same email',
  phone: 'Same phone',
  address: 'Same address',
  customer: 'Same customer',
};

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

/** '9 min 40 s', '2 h 05 min': how long the burst lasted. */
export function spanText(firstAt: string, lastAt: string): string {
  const seconds = Math.max(0, Math.round((Date.parse(lastAt) - Date.parse(firstAt)) / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${String(seconds % 60).padStart(2, '0')} s`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** The orders one void takes: the whole burst, up to the server's cap. */
const toVoid = (burst: OrderBurst) => burst.order_ids.slice(0, MAX_VOID_ORDERS);

/**
 * Suspected order floods (bursts of open orders from one email, phone, address or customer in
 * the last 24 hours) and their one-step void: the orders are cancelled, taken out of revenue and
 * off the kitchens' boards, in one audited action. Completed orders are never part of a burst.
 */
export function OrderFloodsPanel() {
  const time = usePlatformTime();
  const toast = useToast();
  const bursts = useOrderBursts();
  const voiding = useVoidOrders();
  const [chosen, setChosen] = useState<OrderBurst | null>(null);
  const rows = bursts.data?.data ?? [];

  const confirm = async () => {
    if (!chosen) return;
    try {
      const result = await voiding.mutateAsync(toVoid(chosen));
      toast.success(result.message);
    } catch {
      // the hook's toast names the failure
    } finally {
      setChosen(null);
    }
  };

  const columns: DataTableColumn<OrderBurst>[] = [
    {
      id: 'key',
      header: 'Contact or address',
      cell: (burst) => (
        <>
          <strong>{burst.key}</strong>
          <Muted>
            {KIND_LABELS[burst.kind]}
            {burst.kitchens.length > 0 && ` · ${burst.kitchens.join(', ')}`}
          </Muted>
        </>
      ),
    },
    { id: 'orders', header: 'Orders', align: 'right', cell: (burst) => burst.orders.toLocaleString('en-US') },
    {
      id: 'span',
      header: 'Time span',
      cell: (burst) => (
        <>
          {spanText(burst.first_at, burst.last_at)}
          <Muted>
            {time.dateTime(burst.first_at)} to {time.dateTime(burst.last_at)}
          </Muted>
        </>
      ),
    },
    { id: 'total', header: 'Total', align: 'right', cell: (burst) => formatAmounts(burst.totals) },
  ];

  return (
    <Card as="section" aria-labelledby="order-floods">
      <Stack gap={3}>
        <Heading id="order-floods">Suspected Order Floods</Heading>
        <Muted>
          Open orders from one email, phone, address or customer, each placed within 10 minutes of the last (5 or more,
          last 24 hours). Voiding cancels them, takes them out of revenue and off the kitchens&apos; boards; completed
          orders are never touched.
        </Muted>
        <DataTable
          caption="Suspected order floods"
          columns={columns}
          rows={rows}
          rowKey={(burst) => `${burst.kind}-${burst.key}-${burst.first_at}`}
          loading={bursts.isPending}
          loadingLabel="Looking for order floods"
          empty={<Muted>No order floods found.</Muted>}
          footer="none"
          rowActions={(burst) => (
            <Button size="sm" variant="danger" onClick={() => setChosen(burst)}>
              Void {toVoid(burst).length.toLocaleString('en-US')} orders
            </Button>
          )}
        />
      </Stack>
      <ConfirmDialog
        open={!!chosen}
        title={`Void ${chosen ? toVoid(chosen).length.toLocaleString('en-US') : ''} orders?`}
        message={
          chosen
            ? `The orders from ${chosen.key} (${formatAmounts(chosen.totals)}) are cancelled, taken out of revenue and off the kitchens' boards. No email is sent. This is recorded in the activity log.`
            : ''
        }
        confirmLabel="Void orders"
        tone="danger"
        busy={voiding.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setChosen(null)}
      />
    </Card>
  );
}
