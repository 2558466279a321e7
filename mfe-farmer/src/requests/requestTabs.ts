import type { KitchenRequest, RequestSummary } from '@farmplate/contracts';
import type { RequestListFilter } from '@farmplate/api-client';
import type { TabItem } from '@farmplate/design-system';

/** Spec §2: All Requests, Pending (with its count), Accepted, Fulfilled, Declined. */
export function requestTabs(summary: RequestSummary | undefined): TabItem<RequestListFilter>[] {
  return [
    { id: 'all', label: 'All Requests' },
    { id: 'pending', label: 'Pending', count: summary?.pending ?? 0 },
    { id: 'accepted', label: 'Accepted' },
    { id: 'fulfilled', label: 'Fulfilled' },
    { id: 'declined', label: 'Declined' },
  ];
}

/**
 * Requests matching the search (case-insensitive): request id, kitchen name, kitchen id, the
 * requested produce and every item name.
 */
export function searchRequests(requests: readonly KitchenRequest[], search: string): KitchenRequest[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...requests];
  return requests.filter((request) =>
    [
      String(request.id),
      request.kitchen_name,
      String(request.kitchen_id),
      request.inventory_item.produce_name,
      ...request.items.map((item) => item.name),
    ].some((text) => text.toLowerCase().includes(needle)),
  );
}
