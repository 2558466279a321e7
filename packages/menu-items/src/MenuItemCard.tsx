import { useState } from 'react';
import { formatMoney, type MenuItem } from '@farmplate/contracts';
import { Badge, Button, RecordCard, RecordCardActions, StatusBadge } from '@farmplate/design-system';
import styled from 'styled-components';
import { dietaryBadges, itemCategory, itemDescription, itemName, kitchenFirstWord } from './menuItemRules';

const Picture = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 700;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Title = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
`;

const Price = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 800;
`;

/** Two lines at most (spec §2). */
const Description = styled.p`
  margin: 0;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Meta = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

/** The image, 'No Image' without one, 'Image not found' when it fails to load. */
export function MenuItemImage({ item }: { item: Pick<MenuItem, 'image_url' | 'item_name'> }) {
  const [broken, setBroken] = useState(false);
  return (
    <Picture>
      {!item.image_url ? (
        <span>No Image</span>
      ) : broken ? (
        <span>Image not found</span>
      ) : (
        <img src={item.image_url} alt={item.item_name || 'Menu item'} onError={() => setBroken(true)} />
      )}
    </Picture>
  );
}

export interface MenuItemCardProps {
  item: MenuItem;
  onEdit: (item: MenuItem) => void;
  onToggleStatus: (item: MenuItem) => void;
  onDelete: (item: MenuItem) => void;
  busy?: boolean;
}

export function MenuItemCard({ item, onEdit, onToggleStatus, onDelete, busy }: MenuItemCardProps) {
  const name = itemName(item);
  return (
    <RecordCard as="article" aria-label={name}>
      <MenuItemImage item={item} />
      <Title>
        <h3>{name}</h3>
        <StatusBadge status={item.status} />
      </Title>
      <Price>{formatMoney(item.price, 'USD')}</Price>
      <Description>{itemDescription(item)}</Description>
      <Meta>
        <strong>Category:</strong> {itemCategory(item)} · <strong>Kitchen:</strong> {kitchenFirstWord(item)}
      </Meta>
      {dietaryBadges(item).length > 0 && (
        <Badges>
          {dietaryBadges(item).map((label) => (
            <Badge key={label} tone="success">
              {label}
            </Badge>
          ))}
        </Badges>
      )}
      <RecordCardActions>
        <Button size="sm" onClick={() => onEdit(item)}>
          Edit Details
        </Button>
        <Button size="sm" variant="secondary" onClick={() => onToggleStatus(item)} disabled={busy}>
          {item.status === 'active' ? 'Deactivate' : 'Activate'}
        </Button>
        <Button size="sm" variant="danger" onClick={() => onDelete(item)}>
          Delete
        </Button>
      </RecordCardActions>
    </RecordCard>
  );
}
