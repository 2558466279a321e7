import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { INVENTORY_QUALITIES, type InventoryItem, type InventoryQuality } from '@farmplate/contracts';
import { useAllInventoryItems, useInventoryItems } from '@farmplate/api-client';
import {
  Button,
  Chip,
  ChipGroup,
  EmptyState,
  Grid,
  PageHeader,
  SearchInput,
  Stack,
  StatCard,
  useListState,
  useListSearch,
} from '@farmplate/design-system';
import styled from 'styled-components';
import { InventoryForm } from './InventoryForm';
import { isLowStock } from '../shared/inventoryFormRules';
import { InventoryTable } from '../shared/InventoryTable';
import { useRemoveInventoryItem } from '../shared/useRemoveInventoryItem';

/** Spec §9: the inventory search waits this long after the last keystroke. */

const PAGE_SIZE = 10;

const Filters = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};

  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;

    > label {
      max-width: 360px;
    }
  }
`;

/** The form's state: closed, adding, or editing one item. */
type FormMode = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; item: InventoryItem };

/** /dashboard/inventory: the farmer's produce with summary, filters, add/edit form and removal. */
export default function InventoryScreen() {
  const [params, setParams] = useSearchParams();
  const [mode, setMode] = useState<FormMode>({ kind: 'closed' });
  // Page, search and quality live in the URL: the list can be linked to, reloaded and walked back.
  const [listState, setListState] = useListState({ page: 1, search: '', quality: 'All' });
  const quality: InventoryQuality | 'All' = (INVENTORY_QUALITIES as readonly string[]).includes(listState.quality)
    ? (listState.quality as InventoryQuality)
    : 'All';
  // the settled search goes to the URL (one history entry per search); Back brings it into the box
  const [searchText, setSearchText] = useListSearch(listState.search, setListState);

  const list = useInventoryItems({
    search: listState.search,
    quality: quality === 'All' ? undefined : quality,
    page: listState.page,
    per_page: PAGE_SIZE,
  });
  const everything = useAllInventoryItems();
  const removal = useRemoveInventoryItem();

  // The dashboard's Edit links here with ?edit={id}: open that item in the form once it is known.
  const editId = Number(params.get('edit'));
  useEffect(() => {
    const item = editId ? everything.data?.find((each) => each.id === editId) : undefined;
    if (!item) return;
    setMode({ kind: 'edit', item });
    setParams(
      (current) => {
        current.delete('edit');
        return current;
      },
      { replace: true },
    );
  }, [editId, everything.data, setParams]);

  const all = everything.data ?? [];
  const items = list.data?.data ?? [];
  const filtered = quality !== 'All' || searchText !== '';
  const clearFilters = () => {
    setListState({ quality: 'All', search: '' });
    setSearchText('');
  };

  return (
    <Stack gap={6}>
      <PageHeader
        title="Inventory Management"
        subtitle="Keep your produce, prices and stock up to date."
        actions={
          <Button
            variant={mode.kind === 'closed' ? 'primary' : 'secondary'}
            onClick={() => setMode(mode.kind === 'closed' ? { kind: 'add' } : { kind: 'closed' })}
          >
            {mode.kind === 'closed' ? 'Add New Item' : 'Cancel'}
          </Button>
        }
      />

      <Grid columns={{ base: 1, md: 3 }}>
        <StatCard label="Total Items" value={everything.data ? all.length : '…'} />
        <StatCard
          label="Premium Items"
          value={everything.data ? all.filter((item) => item.quality === 'Premium').length : '…'}
        />
        <StatCard
          label="Low Stock Items"
          value={everything.data ? all.filter(isLowStock).length : '…'}
          hint="Quantity under 50"
        />
      </Grid>

      {mode.kind !== 'closed' && (
        <InventoryForm
          key={mode.kind === 'edit' ? mode.item.id : 'new'}
          item={mode.kind === 'edit' ? mode.item : null}
          onClose={() => setMode({ kind: 'closed' })}
        />
      )}

      <Filters>
        <ChipGroup label="Filter by quality">
          {(['All', ...INVENTORY_QUALITIES] as const).map((option) => (
            <Chip key={option} selected={quality === option} onClick={() => setListState({ quality: option })}>
              {option}
            </Chip>
          ))}
        </ChipGroup>
        <SearchInput
          label="Search inventory"
          placeholder="Search produce..."
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
        />
      </Filters>

      <InventoryTable
        items={items}
        loading={list.isPending}
        page={list.data}
        onPageChange={(page) => setListState({ page })}
        onEdit={(item) => setMode({ kind: 'edit', item })}
        onRemove={removal.ask}
        empty={
          <EmptyState
            title="No inventory items found"
            message={filtered ? 'Try another quality or search term.' : 'Add your first item with Add New Item.'}
            action={
              filtered && (
                <Button variant="secondary" onClick={clearFilters}>
                  Clear all filters
                </Button>
              )
            }
          />
        }
      />
      {removal.dialog}
    </Stack>
  );
}
