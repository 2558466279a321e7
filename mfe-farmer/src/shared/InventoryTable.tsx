import type { ReactNode } from 'react';
import { formatQuantity, type InventoryItem } from '@farmplate/contracts';
import { usePlatformTime } from '@farmplate/api-client';
import {
  Badge,
  Button,
  DataTable,
  type DataTableColumn,
  type DataTablePage,
  type Tone,
} from '@farmplate/design-system';
import styled from 'styled-components';
import { isLowStock } from './inventoryFormRules';

const QUALITY_TONES: Record<InventoryItem['quality'], Tone> = {
  Premium: 'primary',
  Standard: 'info',
  Economy: 'neutral',
};

const Produce = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};

  img {
    width: 40px;
    height: 40px;
    flex-shrink: 0;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  strong {
    display: block;
  }
`;

const Description = styled.span`
  display: -webkit-box;
  max-width: 28ch;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const RowActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface InventoryTableProps {
  items: readonly InventoryItem[];
  onEdit: (item: InventoryItem) => void;
  onRemove: (item: InventoryItem) => void;
  /** Shown in place of rows when there are none. */
  empty?: ReactNode;
  /** The dashboard's short table leaves out the description. */
  compact?: boolean;
  /** While the list loads. */
  loading?: boolean;
  /** The server's page of the list: adds the 'Showing {from} to {to} of {total} results' footer. */
  page?: DataTablePage;
  onPageChange?: (page: number) => void;
}

/** Produce, Quantity, Quality, Added On, Description, Actions (spec §2 "Farmer Inventory Management"). */
export function InventoryTable({
  items,
  onEdit,
  onRemove,
  empty,
  compact = false,
  loading,
  page,
  onPageChange,
}: InventoryTableProps) {
  const time = usePlatformTime();
  const columns: DataTableColumn<InventoryItem>[] = [
    {
      id: 'produce',
      header: 'Produce',
      cell: (item) => (
        <Produce>
          {item.image_url && <img src={item.image_url} alt="" />}
          <span>
            <strong>{item.produce_name}</strong>
            {isLowStock(item) && <Badge tone="warning">Low stock</Badge>}
          </span>
        </Produce>
      ),
    },
    { id: 'quantity', header: 'Quantity', cell: (item) => formatQuantity(item.quantity, item.unit) },
    {
      id: 'quality',
      header: 'Quality',
      cell: (item) => <Badge tone={QUALITY_TONES[item.quality]}>{item.quality}</Badge>,
    },
    { id: 'added', header: 'Added On', cell: (item) => time.date(item.created_at) },
    ...(compact
      ? []
      : [
          {
            id: 'description',
            header: 'Description',
            cell: (item: InventoryItem) => <Description>{item.description || '—'}</Description>,
          },
        ]),
  ];
  return (
    <DataTable
      caption="Inventory items"
      columns={columns}
      rows={items}
      rowKey="id"
      empty={empty}
      loading={loading}
      loadingLabel="Loading inventory"
      page={page}
      onPageChange={onPageChange}
      rowActions={(item) => (
        <RowActions>
          <Button size="sm" variant="secondary" onClick={() => onEdit(item)} aria-label={`Edit ${item.produce_name}`}>
            Edit
          </Button>
          <Button size="sm" variant="danger" onClick={() => onRemove(item)} aria-label={`Remove ${item.produce_name}`}>
            Remove
          </Button>
        </RowActions>
      )}
    />
  );
}
