import type { ReactNode } from 'react';
import type { InventoryItem } from '@farmplate/contracts';
import { Badge, Button, Table, type TableColumn, type Tone } from '@farmplate/design-system';
import styled from 'styled-components';
import { isLowStock } from './inventoryFormRules';

const QUALITY_TONES: Record<InventoryItem['quality'], Tone> = { Premium: 'primary', Standard: 'info', Economy: 'neutral' };

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

export const formatAddedOn = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

export const formatQuantity = (item: Pick<InventoryItem, 'quantity' | 'unit'>): string =>
  `${Number(item.quantity).toLocaleString('en-US', { maximumFractionDigits: 2 })} ${item.unit}`;

export interface InventoryTableProps {
  items: readonly InventoryItem[];
  onEdit: (item: InventoryItem) => void;
  onRemove: (item: InventoryItem) => void;
  /** Shown in place of rows when there are none. */
  empty?: ReactNode;
  /** The dashboard's short table leaves out the description. */
  compact?: boolean;
}

/** Produce, Quantity, Quality, Added On, Description, Actions (spec §2 "Farmer Inventory Management"). */
export function InventoryTable({ items, onEdit, onRemove, empty, compact = false }: InventoryTableProps) {
  const columns: TableColumn<InventoryItem>[] = [
    {
      key: 'produce',
      header: 'Produce',
      render: (item) => (
        <Produce>
          {item.image_url && <img src={item.image_url} alt="" />}
          <span>
            <strong>{item.produce_name}</strong>
            {isLowStock(item) && <Badge tone="warning">Low stock</Badge>}
          </span>
        </Produce>
      ),
    },
    { key: 'quantity', header: 'Quantity', render: formatQuantity },
    { key: 'quality', header: 'Quality', render: (item) => <Badge tone={QUALITY_TONES[item.quality]}>{item.quality}</Badge> },
    { key: 'added', header: 'Added On', render: (item) => formatAddedOn(item.created_at) },
    ...(compact
      ? []
      : [{ key: 'description', header: 'Description', render: (item: InventoryItem) => <Description>{item.description || '—'}</Description> }]),
    {
      key: 'actions',
      header: 'Actions',
      render: (item) => (
        <RowActions>
          <Button size="sm" variant="secondary" onClick={() => onEdit(item)} aria-label={`Edit ${item.produce_name}`}>
            Edit
          </Button>
          <Button size="sm" variant="danger" onClick={() => onRemove(item)} aria-label={`Remove ${item.produce_name}`}>
            Remove
          </Button>
        </RowActions>
      ),
    },
  ];
  return <Table caption="Inventory items" columns={columns} rows={items} rowKey="id" empty={empty} />;
}
