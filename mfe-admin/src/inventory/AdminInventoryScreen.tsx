import { useState } from 'react';
import {
  INVENTORY_CATEGORIES,
  INVENTORY_QUALITIES,
  formatMoney,
  formatQuantity,
  type AdminInventoryItem,
} from '@farmplate/contracts';
import {
  useAdminInventoryFarmers,
  useAdminInventoryItems,
  useDeleteAdminInventoryItem,
  usePlatformTime,
} from '@farmplate/api-client';
import {
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  EmptyState,
  PageHeader,
  SearchInput,
  SelectMenu,
  Stack,
  useListSearch,
  useListState,
  useToast,
  type DataTableColumn,
} from '@farmplate/design-system';
import styled from 'styled-components';
import { AdminInventoryForm } from './AdminInventoryForm';
import { categoryLabel } from './categories';

const PAGE_SIZE = 10;

const Filters = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space(3)};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 2fr 1fr 1fr 1fr;
    align-items: end;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const oneOf = (values: readonly string[], value: string) => (values.includes(value) ? value : 'All');

type FormState = { open: false } | { open: true; item: AdminInventoryItem | null };

/**
 * /dashboard/inventory for an admin: every farmer's produce (spec §2 "Inventory screen note"),
 * searchable and filtered by quality, farmer and category, added and edited for a chosen farmer.
 * The partners screen links here with ?farmer={id}.
 */
export default function AdminInventoryScreen() {
  const time = usePlatformTime();
  const toast = useToast();
  const [list, setList] = useListState({ page: 1, search: '', quality: 'All', farmer: 'All', category: 'All' });
  const [searchText, setSearchText] = useListSearch(list.search, setList);

  const quality = oneOf(INVENTORY_QUALITIES, list.quality);
  const category = oneOf(INVENTORY_CATEGORIES, list.category);
  const farmer = /^\d+$/.test(list.farmer) ? list.farmer : 'All';
  const items = useAdminInventoryItems({
    page: list.page,
    per_page: PAGE_SIZE,
    search: list.search || undefined,
    quality: quality === 'All' ? undefined : quality,
    category: category === 'All' ? undefined : category,
    farmer: farmer === 'All' ? undefined : Number(farmer),
  });
  const farmers = useAdminInventoryFarmers();
  const remove = useDeleteAdminInventoryItem();
  const [form, setForm] = useState<FormState>({ open: false });
  const [removing, setRemoving] = useState<AdminInventoryItem | null>(null);

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      const result = await remove.mutateAsync(removing.id);
      toast.success(result.message);
    } catch {
      // the hook's toast names the failure
    } finally {
      setRemoving(null);
    }
  };

  const farmerList = farmers.data?.data ?? [];
  const filtered = list.search !== '' || quality !== 'All' || category !== 'All' || farmer !== 'All';
  const columns: DataTableColumn<AdminInventoryItem>[] = [
    {
      id: 'produce',
      header: 'Produce',
      cell: (item) => (
        <>
          <strong>{item.produce_name}</strong>
          <Muted>{categoryLabel(item.category ?? 'other')}</Muted>
        </>
      ),
    },
    { id: 'farmer', header: 'Farmer', cell: (item) => item.farmer.name },
    {
      id: 'quantity',
      header: 'Quantity',
      cell: (item) => formatQuantity(item.quantity, item.unit),
    },
    { id: 'quality', header: 'Quality', cell: (item) => <Badge tone="info">{item.quality}</Badge> },
    { id: 'price', header: 'Total Price', align: 'right', cell: (item) => formatMoney(item.total_price, 'USD') },
    { id: 'added', header: 'Added On', cell: (item) => time.date(item.created_at) || 'N/A' },
  ];

  return (
    <Stack gap={6}>
      <PageHeader
        title="Inventory Management"
        subtitle="Every farmer's produce: add, edit or remove items on a farmer's behalf."
        actions={<Button onClick={() => setForm({ open: true, item: null })}>Add New Item</Button>}
      />
      <Filters>
        <SearchInput
          label="Search inventory"
          placeholder="Search produce or farm..."
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
        />
        <SelectMenu
          label="Quality"
          value={quality}
          options={['All', ...INVENTORY_QUALITIES].map((value) => ({ value, label: value }))}
          onValueChange={(value) => setList({ quality: value })}
        />
        <SelectMenu
          label="Farmer"
          value={farmer}
          options={[
            { value: 'All', label: 'All' },
            ...farmerList.map((each) => ({ value: String(each.id), label: each.name })),
          ]}
          onValueChange={(value) => setList({ farmer: value })}
        />
        <SelectMenu
          label="Category"
          value={category}
          options={['All', ...INVENTORY_CATEGORIES].map((value) => ({
            value,
            label: value === 'All' ? 'All' : categoryLabel(value),
          }))}
          onValueChange={(value) => setList({ category: value })}
        />
      </Filters>
      <DataTable
        caption="Inventory items"
        columns={columns}
        rows={items.data?.data ?? []}
        rowKey="id"
        loading={items.isPending}
        loadingLabel="Loading inventory items..."
        page={items.data}
        onPageChange={(page) => setList({ page })}
        footer="range"
        empty={
          <EmptyState
            title="No inventory items found"
            action={
              filtered && (
                <Button
                  variant="secondary"
                  onClick={() => {
                    setSearchText('');
                    setList({ search: '', quality: 'All', farmer: 'All', category: 'All' });
                  }}
                >
                  Clear all filters
                </Button>
              )
            }
          />
        }
        rowActions={(item) => (
          <Actions>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setForm({ open: true, item })}
              aria-label={`Edit ${item.produce_name} of ${item.farmer.name}`}
            >
              Edit
            </Button>
            <Button
              size="sm"
              variant="danger"
              onClick={() => setRemoving(item)}
              aria-label={`Delete ${item.produce_name} of ${item.farmer.name}`}
            >
              Delete
            </Button>
          </Actions>
        )}
      />
      {form.open && (
        <AdminInventoryForm
          open
          item={form.item}
          farmers={farmerList}
          defaultFarmerId={farmer === 'All' ? '' : farmer}
          onClose={() => setForm({ open: false })}
        />
      )}
      <ConfirmDialog
        open={!!removing}
        title="Delete Inventory Item"
        message={`Are you sure you want to delete ${removing?.produce_name ?? 'this item'} of ${removing?.farmer.name ?? 'this farmer'}? This action cannot be undone.`}
        confirmLabel="Delete"
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
