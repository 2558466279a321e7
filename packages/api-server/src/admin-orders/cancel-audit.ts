import type { Database } from '../db/client';
import { orderStatusHistory } from '../db/schema';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface OrderCancellation {
  orderId: number;
  adminId: number;
  fromStatus: string;
  at: Date;
}

/**
 * The audit record of an admin cancelling an order is written here, and only here, inside the
 * cancel's own transaction: the order's status history (who cancelled it, from which status,
 * when). The admin audit trail's `recordAudit(tx, …)` belongs in this function too, so that a
 * cancel is never saved without its audit entry.
 */
export async function recordOrderCancellation(tx: Transaction, cancellation: OrderCancellation): Promise<void> {
  await tx.insert(orderStatusHistory).values({
    orderId: cancellation.orderId,
    fromStatus: cancellation.fromStatus,
    toStatus: 'cancelled',
    changedBy: cancellation.adminId,
    changedAt: cancellation.at,
  });
}
