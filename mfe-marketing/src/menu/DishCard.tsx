import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, Chip } from '@farmplate/design-system';
import { Illustration } from '../illustrations/Illustration';
import { sitePath, useSiteRegion } from '../region/SiteRegionContext';
import { formatUsd, type Dish } from './dishes';

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

/** A sample dish: picture, name, price, description, tags, Add to Cart (no action yet) and Details. */
export function DishCard({ dish, priority = false }: { dish: Dish; priority?: boolean }) {
  const { base } = useSiteRegion();
  const titleId = `dish-${dish.id}-name`;
  return (
    <Root as="article" aria-labelledby={titleId}>
      <Illustration name={dish.image} alt={dish.imageAlt} priority={priority} />
      <TitleRow>
        <h3 id={titleId}>{dish.name}</h3>
        <Price>{formatUsd(dish.price)}</Price>
      </TitleRow>
      <p>{dish.description}</p>
      <Tags aria-label="Tags">
        {dish.tags.map((tag) => (
          <li key={tag}>
            <Chip>{tag}</Chip>
          </li>
        ))}
      </Tags>
      <Actions>
        <Button size="sm">Add to Cart</Button>
        <Link to={sitePath(base, `menu/${dish.id}`)} aria-label={`Details of ${dish.name}`}>
          Details
        </Link>
      </Actions>
    </Root>
  );
}
