import { useQuery } from '@tanstack/react-query';
import { customerOrderKeys, getCustomerOrders } from '@farmplate/api-client/core';
import { useLiveInvalidation } from './live-updates';

/**
 * A signed-in customer's own orders, live: the kitchen's steps and the delivery's
 * (a courier's claim, pickup, delivery) reload the list as they happen; it polls only while the
 * tab's stream is interrupted. The stream's scope gives a customer their own orders' events only.
 * In the full entry: the public pages never load the signed-in stream.
 */
export function useLiveCustomerOrders() {
  const refetchInterval = useLiveInvalidation(['order.created', 'order.updated'], customerOrderKeys.mine);
  return useQuery({
    queryKey: customerOrderKeys.mine,
    queryFn: ({ signal }) => getCustomerOrders(signal),
    meta: { errorMessage: 'Failed to load orders' },
    refetchInterval,
  });
}
