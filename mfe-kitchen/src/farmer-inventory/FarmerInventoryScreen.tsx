import { useMemo, useState } from 'react';
import {
  formatMoney,
  INVENTORY_QUALITIES,
  REQUEST_MESSAGES,
  type AvailableProduce,
  type FarmerSummary,
} from '@farmplate/contracts';
import {
  useAvailableProduce,
  useFarmers,
  useOwnRequests,
  usePlatformTime,
  useSubmitProduceRequest,
} from '@farmplate/api-client';
import {
  AlertDialog,
  Button,
  Card,
  EmptyState,
  FactList,
  FieldError,
  Grid,
  Input,
  Label,
  Modal,
  PageHeader,
  SearchInput,
  SelectMenu,
  Spinner,
  Stack,
  StatusBadge,
  DataTable,
  TextArea,
  useListSearch,
  useListState,
  useToast,
  type DataTableColumn,
} from '@farmplate/design-system';
import styled from 'styled-components';
import { QuickRequestForm } from '../shared/QuickRequestForm';
import { failureText } from '@farmplate/api-client';
import { isValidQuantity, requestProgress, requestSentMessage } from '../shared/kitchenRules';

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  align-items: end;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr)) auto;
  }
`;

const FarmerCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const RowActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The row's Request dialog: a whole quantity in kg and notes (spec §3 row-level request, §5). */
function RowRequestDialog({ produce, onClose }: { produce: AvailableProduce; onClose: () => void }) {
  const toast = useToast();
  const send = useSubmitProduceRequest();
  const [quantity, setQuantity] = useState('');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    if (!isValidQuantity(quantity)) {
      setError(REQUEST_MESSAGES.quantity);
      return;
    }
    try {
      await send.mutateAsync({
        farmerId: produce.farmerId,
        itemId: produce.id,
        itemName: produce.produce_name,
        quantity: Number(quantity),
        notes: notes.trim() || null,
      });
      toast.success(requestSentMessage(Number(quantity), produce.produce_name));
      onClose();
    } catch (caught) {
      setFailure(failureText(caught, { failed: 'Failed to submit request', errored: 'Error submitting request' }));
    }
  };

  return (
    <>
      <Modal
        open
        onClose={onClose}
        title={`Request ${produce.produce_name}`}
        description={`From ${produce.farmer_name}: ${produce.quantity} ${produce.unit} available.`}
        footer={
          <>
            <Button variant="secondary" onClick={onClose} disabled={send.isPending}>
              Cancel
            </Button>
            <Button onClick={() => void submit()} loading={send.isPending}>
              Send Request
            </Button>
          </>
        }
      >
        <Stack gap={3}>
          <div>
            <Label htmlFor="row-request-quantity">Quantity (kg)*</Label>
            <Input
              id="row-request-quantity"
              type="number"
              min={1}
              step={1}
              value={quantity}
              aria-invalid={!!error}
              aria-describedby={error ? 'row-request-quantity-error' : undefined}
              onChange={(event) => {
                setQuantity(event.currentTarget.value);
                setError(null);
              }}
            />
            <FieldError id="row-request-quantity-error">{error}</FieldError>
          </div>
          <div>
            <Label htmlFor="row-request-notes">Notes</Label>
            <TextArea id="row-request-notes" value={notes} onChange={(event) => setNotes(event.currentTarget.value)} />
          </div>
        </Stack>
      </Modal>
      <AlertDialog open={!!failure} title="Request Failed" message={failure ?? ''} onClose={() => setFailure(null)} />
    </>
  );
}

/** The produce list's state in the URL and its defaults (a default is left out of the URL). */
const PRODUCE_LIST_DEFAULTS = { farmer: 'all', quality: 'all', search: '' };

/** The produce search asks the server once typing pauses this long. */
const SEARCH_DEBOUNCE_MS = 300;

/** /dashboard/farmer-inventory: partner farmers, their produce, requests, and the requests sent (spec §2). */
export default function FarmerInventoryScreen() {
  const time = usePlatformTime();
  const farmers = useFarmers();
  // The filters and the search live in the URL: the list can be linked to, reloaded and walked back.
  const [list, setList] = useListState(PRODUCE_LIST_DEFAULTS);
  const { farmer, quality } = list;
  const [search, setSearch] = useListSearch(list.search, setList, SEARCH_DEBOUNCE_MS);
  const produce = useAvailableProduce({
    farmer: farmer === 'all' ? 'all' : Number(farmer),
    quality,
    search: list.search || undefined,
  });
  const allProduce = useAvailableProduce({});
  const requests = useOwnRequests();
  const [profile, setProfile] = useState<FarmerSummary | null>(null);
  const [requesting, setRequesting] = useState<AvailableProduce | null>(null);
  const [details, setDetails] = useState<AvailableProduce | null>(null);

  const profileProduce = useMemo(
    () => (profile ? (allProduce.data ?? []).filter((item) => item.farmerId === profile.id) : []),
    [allProduce.data, profile],
  );

  const columns: DataTableColumn<AvailableProduce>[] = [
    { id: 'produce', header: 'Produce', cell: (row) => row.produce_name },
    { id: 'farmer', header: 'Farmer', cell: (row) => row.farmer_name },
    { id: 'quantity', header: 'Quantity', cell: (row) => `${row.quantity} ${row.unit}` },
    { id: 'quality', header: 'Quality', cell: (row) => row.quality },
    {
      id: 'price',
      header: 'Price per unit',
      cell: (row) => (row.price === null ? '—' : `${formatMoney(row.price, 'USD')}/${row.unit}`),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (row) => (
        <RowActions>
          <Button size="sm" onClick={() => setRequesting(row)} aria-label={`Request ${row.produce_name}`}>
            Request
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setDetails(row)}
            aria-label={`Details of ${row.produce_name}`}
          >
            Details
          </Button>
        </RowActions>
      ),
    },
  ];

  return (
    <Stack gap={6}>
      <PageHeader title="Farmer Inventory" subtitle="Browse your partner farmers' produce and request what you need." />

      <section aria-labelledby="partner-farmers">
        <Stack gap={3}>
          <SectionTitle id="partner-farmers">Partner Farmers</SectionTitle>
          {farmers.isPending ? (
            <Spinner label="Loading farmers" showLabel />
          ) : farmers.isError ? (
            <EmptyState title="Failed to fetch farmers" />
          ) : (
            <Grid columns={{ base: 1, md: 2, lg: 3 }}>
              {(farmers.data ?? []).map((item) => (
                <FarmerCard key={item.id} as="article" aria-label={item.name}>
                  <h3>{item.name}</h3>
                  <p>Available Items: {item.total_items}</p>
                  <p>Inventory Value: {formatMoney(item.total_value, 'USD')}</p>
                  <div>
                    <Button size="sm" variant="secondary" onClick={() => setProfile(item)}>
                      View Profile
                    </Button>
                  </div>
                </FarmerCard>
              ))}
            </Grid>
          )}
        </Stack>
      </section>

      <section aria-labelledby="available-produce">
        <Stack gap={3}>
          <SectionTitle id="available-produce">Available Produce</SectionTitle>
          <Filters>
            <SelectMenu
              label="Farmer"
              value={farmer}
              onValueChange={(value) => setList({ farmer: value })}
              options={[
                { value: 'all', label: 'All Farmers' },
                ...(farmers.data ?? []).map((item) => ({ value: String(item.id), label: item.name })),
              ]}
            />
            <SelectMenu
              label="Quality"
              value={quality}
              onValueChange={(value) => setList({ quality: value })}
              options={[
                { value: 'all', label: 'All Qualities' },
                ...INVENTORY_QUALITIES.map((name) => ({ value: name, label: name })),
              ]}
            />
            <SearchInput
              label="Search produce"
              placeholder="Search produce or farm..."
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
            <Button
              variant="secondary"
              onClick={() => {
                setList(PRODUCE_LIST_DEFAULTS);
                setSearch('');
              }}
            >
              Reset Filters
            </Button>
          </Filters>
          {produce.isPending ? (
            <Spinner label="Loading produce" showLabel />
          ) : (
            <DataTable
              caption="Available Produce"
              columns={columns}
              rows={produce.data ?? []}
              rowKey="id"
              empty={<EmptyState title={produce.isError ? 'Failed to fetch produces' : 'No produce found'} />}
            />
          )}
        </Stack>
      </section>

      <QuickRequestForm title="Quick Request Form" withQuality submitLabel="Submit Request" />

      <section aria-labelledby="my-requests">
        <Stack gap={3}>
          <SectionTitle id="my-requests">My Requests</SectionTitle>
          {requests.isPending ? (
            <Spinner label="Loading requests" showLabel />
          ) : !requests.data?.length ? (
            <EmptyState title="No requests yet" message="Requests you send to farmers appear here." />
          ) : (
            <DataTable
              caption="My Requests"
              rowKey="id"
              rows={requests.data}
              columns={[
                {
                  id: 'produce',
                  header: 'Produce',
                  cell: (row) => `${row.quantity} ${row.inventory_item.unit} of ${row.inventory_item.produce_name}`,
                },
                { id: 'farmer', header: 'Farmer', cell: (row) => row.farmer_name },
                { id: 'sent', header: 'Sent', cell: (row) => time.date(row.created_at) || '—' },
                { id: 'quality', header: 'Quality', cell: (row) => row.quality_preference ?? 'Any' },
                { id: 'status', header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
                { id: 'progress', header: 'Progress', cell: (row) => requestProgress(row, time.timeZone) },
              ]}
            />
          )}
        </Stack>
      </section>

      <Modal
        open={!!profile}
        onClose={() => setProfile(null)}
        title={profile?.name ?? ''}
        footer={
          <Button variant="secondary" onClick={() => setProfile(null)}>
            Close
          </Button>
        }
      >
        {profile && (
          <FactList>
            <dt>Farm</dt>
            <dd>{profile.name}</dd>
            <dt>Farmer</dt>
            <dd>{profile.farmer_name}</dd>
            <dt>Location</dt>
            <dd>{profile.location ?? 'Not provided'}</dd>
            <dt>Produce</dt>
            <dd>{profileProduce.map((item) => item.produce_name).join(', ') || 'No produce listed'}</dd>
            <dt>Joined</dt>
            <dd>{time.date(profile.joined_date) || '—'}</dd>
          </FactList>
        )}
      </Modal>

      <Modal
        open={!!details}
        onClose={() => setDetails(null)}
        title={details?.produce_name ?? ''}
        footer={
          <Button variant="secondary" onClick={() => setDetails(null)}>
            Close
          </Button>
        }
      >
        {details && (
          <FactList>
            <dt>Farmer</dt>
            <dd>{details.farmer_name}</dd>
            <dt>Available</dt>
            <dd>
              {details.quantity} {details.unit}
            </dd>
            <dt>Quality</dt>
            <dd>{details.quality}</dd>
            <dt>Price per unit</dt>
            <dd>{details.price === null ? '—' : formatMoney(details.price, 'USD')}</dd>
            <dt>Description</dt>
            <dd>{details.description || 'No description'}</dd>
          </FactList>
        )}
      </Modal>

      {requesting && <RowRequestDialog produce={requesting} onClose={() => setRequesting(null)} />}
    </Stack>
  );
}
