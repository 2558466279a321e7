import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, Chip, LinkButton } from '@farmplate/design-system/core';
import { Illustration } from '../illustrations/Illustration';
import { sitePath, useSiteRegion } from '../region/SiteRegionContext';
import { CURRENCY_OF_REGION, formatMoney } from '@farmplate/contracts';
import { dishBySlug } from './dishes';
import type { MenuEntry } from './menuEntries';

const Root = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  height: 100%;
  padding: ${({ theme }) => theme.space(4)};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const TitleRow = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Price = styled.span`
  color: ${({ theme }) => theme.colors.accentDark};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: auto;

  a {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Photo = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

/**
 * A dish: picture, name, price in the region's currency, description, tags, Add to Cart and, for
 * the sample dishes, Details. Add to Cart waits for the live menu (a sample dish has no id yet).
 */
export function DishCard({
  dish,
  priority = false,
  onAdd,
  pending = false,
}: {
  dish: MenuEntry;
  priority?: boolean;
  /** puts the dish in the cart; without it Add to Cart leads to the menu page */
  onAdd?: () => void;
  /** the live menu has not arrived yet: Add to Cart waits, disabled */
  pending?: boolean;
}) {
  const { base } = useSiteRegion();
  const sample = dishBySlug(dish.slug);
  const titleId = `${dish.key}-name`;
  return (
    <Root
      as="article"
      aria-labelledby={titleId}
      // what the server's stylesheet matches a menu address's filter against before the app has
      // started (menu-filter-page.ts of the API server): the fields filterDishes searches, lower-case
      data-menu-dish=""
      data-categories={dish.categories.join(' ')}
      data-search={[dish.name, dish.description, ...dish.tags].join('\n').toLowerCase()}
    >
      {sample ? (
        <Illustration name={sample.image} alt={sample.imageAlt} priority={priority} />
      ) : dish.imageUrl ? (
        <Photo src={dish.imageUrl} alt={dish.name} loading={priority ? 'eager' : 'lazy'} />
      ) : null}
      <TitleRow>
        <h3 id={titleId}>{dish.name}</h3>
        <Price>{formatMoney(dish.price, CURRENCY_OF_REGION[dish.region])}</Price>
      </TitleRow>
      <p>{dish.description}</p>
      <p>by {dish.kitchenName}</p>
      <Tags aria-label="Tags">
        {dish.tags.map((tag) => (
          <li key={tag}>
            <Chip>{tag}</Chip>
          </li>
        ))}
      </Tags>
      <Actions>
        {onAdd || pending ? (
          <Button size="sm" onClick={onAdd} disabled={!onAdd}>
            Add to Cart
          </Button>
        ) : (
          <LinkButton size="sm" to={sitePath(base, 'menu')}>
            Add to Cart
          </LinkButton>
        )}
        {sample && (
          <Link to={sitePath(base, `menu/${sample.id}`)} aria-label={`Details of ${dish.name}`}>
            Details
          </Link>
        )}
      </Actions>
    </Root>
  );
}
