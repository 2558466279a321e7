import { useMemo, useState } from 'react';
import type { KitchenRequest } from '@farmplate/contracts';
import { useRequests, useRequestSummary, type RequestListFilter } from '@farmplate/api-client';
import {
  Button,
  EmptyState,
  Grid,
  PageHeader,
  SearchInput,
  Spinner,
  Stack,
  StatCard,
  Tabs,
  useListState,
} from '@farmplate/design-system';
import { ContactKitchenModal } from './ContactKitchenModal';
import { RequestCard } from './RequestCard';
import { requestTabs, searchRequests } from './requestTabs';
import { useRequestDecisions } from '../shared/useRequestDecisions';

/** /dashboard/requests: kitchens' requests for the farmer's produce, by status, with their decisions. */
export default function RequestsScreen() {
  // Tab and search live in the URL: the list can be linked to, reloaded and walked back.
  const [listState, setListState] = useListState({ tab: 'all', search: '' });
  const [contact, setContact] = useState<KitchenRequest | null>(null);
  const summary = useRequestSummary();
  const tabs = requestTabs(summary.data);
  const tab: RequestListFilter = tabs.find((item) => item.id === listState.tab)?.id ?? 'all';
  const search = listState.search;
  const setSearch = (value: string) => setListState({ search: value }, { replace: search !== '' });
  const requests = useRequests(tab);
  const decisions = useRequestDecisions();

  // A list that fails to load is emptied (spec §7).
  const shown = useMemo(
    () => (requests.error ? [] : searchRequests(requests.data ?? [], search)),
    [requests.data, requests.error, search],
  );
  const figure = (value: number | undefined) => (summary.data ? value : '…');

  return (
    <Stack gap={6}>
      <PageHeader title="Kitchen Requests" subtitle="Accept, decline and fulfil kitchens' requests for your produce." />

      <Grid columns={{ base: 2, lg: 4 }}>
        <StatCard label="Total Requests" value={figure(summary.data?.total_requests)} />
        <StatCard label="Pending" value={figure(summary.data?.pending)} />
        <StatCard label="Fulfilled" value={figure(summary.data?.fulfilled)} />
        <StatCard label="Active" value={figure(summary.data?.active)} hint="Accepted" />
      </Grid>

      <Tabs label="Request status" items={tabs} value={tab} onChange={(next) => setListState({ tab: next })}>
        <Stack gap={4}>
          <SearchInput
            label="Search requests"
            placeholder="Search by kitchen, ID or item..."
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          {requests.isPending ? (
            <Spinner label="Loading requests" showLabel />
          ) : shown.length === 0 ? (
            <EmptyState
              title="No requests found"
              message={search ? 'No request matches your search.' : 'Requests from kitchens will appear here.'}
              action={
                search && (
                  <Button variant="secondary" onClick={() => setSearch('')}>
                    Clear search
                  </Button>
                )
              }
            />
          ) : (
            <Grid columns={{ base: 1, md: 2, lg: 3 }}>
              {shown.map((request) => (
                <RequestCard
                  key={request.id}
                  request={request}
                  onAccept={decisions.accept}
                  onDecline={decisions.decline}
                  onFulfil={decisions.fulfil}
                  onContact={setContact}
                />
              ))}
            </Grid>
          )}
        </Stack>
      </Tabs>

      {decisions.dialogs}
      <ContactKitchenModal request={contact} onClose={() => setContact(null)} />
    </Stack>
  );
}
