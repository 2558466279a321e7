import { ORDER_MESSAGES } from '@farmplate/contracts';
import { ApiError } from '@farmplate/api-client';
import { SESSION_EXPIRED_MESSAGE } from '@farmplate/session';

/**
 * What to tell the user when a status change fails (spec §8): 'Order not found' for a missing
 * order, 'Failed to update order status' when the server refused (with its reason), 'Error
 * updating order status' when it could not be reached.
 */
export function orderUpdateFailure(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return 'Error updating order status';
  if (error.message === SESSION_EXPIRED_MESSAGE) return error.message;
  if (error.status === 404) return ORDER_MESSAGES.notFound;
  const reason = /^HTTP \d+$/.test(error.message) ? '' : error.message;
  return reason ? `Failed to update order status: ${reason}` : 'Failed to update order status';
}

/** 'Failed to load orders' when the server answered with an error, 'Error loading orders' otherwise. */
export function orderLoadFailure(error: unknown): string {
  if (error instanceof ApiError && error.message === SESSION_EXPIRED_MESSAGE) return error.message;
  return error instanceof ApiError && error.status > 0 ? 'Failed to load orders' : 'Error loading orders';
}
