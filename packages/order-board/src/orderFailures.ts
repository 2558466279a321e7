import { ORDER_MESSAGES } from '@farmplate/contracts';
import { ApiError, failureText } from '@farmplate/api-client';

/**
 * What to tell the user when a status change fails (spec §8): 'Order not found' for a missing
 * order, 'Failed to update order status' when the server refused (with its reason), 'Error
 * updating order status' when it could not be reached.
 */
export function orderUpdateFailure(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'not-found') return ORDER_MESSAGES.notFound;
  return failureText(error, { failed: 'Failed to update order status', errored: 'Error updating order status' });
}

/** A refused hand over: 'Failed to hand over the order' with the server's reason (the courier gave it up…). */
export function handoverFailure(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'not-found') return ORDER_MESSAGES.notFound;
  return failureText(error, { failed: 'Failed to hand over the order', errored: 'Error handing over the order' });
}
