import { recordAudit } from '../audit/record-audit';
import type { Database } from '../db/client';
import { orderStatusHistory } from '../db/schema';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface OrderCancellation {
  orderId: number;
  admin: { id: number; name: string };
  orderNumber: string;
  fromStatus: string;
  at: Date;
}

/**
 * The records of an admin cancelling an order are written here, and only here, inside the
 * cancel's own transaction: the order's status history (who cancelled it, from which status,
 * when) and the admin audit trail, so that a cancel is never saved without either.
 */
export async function recordOrderCancellation(tx: Transaction, cancellation: OrderCancellation): Promise<void> {
  await tx.insert(orderStatusHistory).values({
    orderId: cancellation.orderId,
    fromStatus: cancellation.fromStatus,
    toStatus: 'cancelled',
    changedBy: cancellation.admin.id,
    changedAt: cancellation.at,
  });
  await recordAudit(tx, {
    actor: cancellation.admin,
    action: 'order.cancelled',
    entity: 'order',
    entityId: cancellation.orderId,
    before: { order_number: cancellation.orderNumber, status: cancellation.fromStatus },
    after: { order_number: cancellation.orderNumber, status: 'cancelled', payment_status: 'refunded' },
  });
}
