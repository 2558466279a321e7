import { lazy } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, Chip } from '@farmplate/design-system/core';
import { Illustration } from '../illustrations/Illustration';
import { Container, Split } from '../page/layout';
import { usePageTitle } from '../page/usePageTitle';
import { sitePath, useSiteRegion } from '../region/SiteRegionContext';
import { formatMoney } from '@farmplate/contracts';
import { findDish } from './dishes';

const NotFoundPage = lazy(() => import('../notFound/NotFoundPage'));

const Page = styled(Container)`
  padding-top: ${({ theme }) => theme.space(8)};
  padding-bottom: ${({ theme }) => theme.space(16)};
`;

const Price = styled.p`
  color: ${({ theme }) => theme.colors.accentDark};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(6)};
  padding: 0;
  list-style: none;
`;

const Facts = styled(Card)`
  margin-top: ${({ theme }) => theme.space(8)};
  dl {
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
    margin: 0;
  }
  ${({ theme }) => theme.media.md} {
    dl {
      grid-template-columns: 12rem 1fr;
    }
  }
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  dd {
    margin: 0;
  }
`;

/** A dish of the sample menu (/menu/{id}, ids 1 to 8); any other id is a not-found page. */
export default function DishPage() {
  const { id } = useParams();
  const dish = findDish(Number(id));
  const { base } = useSiteRegion();
  usePageTitle(dish?.name ?? 'Page not found');

  if (!dish) return <NotFoundPage />;

  return (
    <Page as="article" aria-labelledby="dish-title">
      <p>
        <Link to={sitePath(base, 'menu')}>← Back to the menu</Link>
      </p>
      <Split>
        <Illustration name={dish.image} alt={dish.imageAlt} priority />
        <div>
          <h1 id="dish-title">{dish.name}</h1>
          <Price>{formatMoney(dish.price, 'USD')}</Price>
          <p>{dish.description}</p>
          <Tags aria-label="Tags">
            {dish.tags.map((tag) => (
              <li key={tag}>
                <Chip>{tag}</Chip>
              </li>
            ))}
          </Tags>
          <Button size="lg">Add to Cart</Button>
        </div>
      </Split>
      <Facts as="section" aria-labelledby="dish-facts-title">
        <h2 id="dish-facts-title">About this dish</h2>
        <p>{dish.story}</p>
        <dl>
          <dt>Cooked by</dt>
          <dd>{dish.kitchen}</dd>
          <dt>Sourced from</dt>
          <dd>{dish.sourcedFrom}</dd>
          <dt>Ingredients</dt>
          <dd>{dish.ingredients.join(', ')}</dd>
          <dt>Allergens</dt>
          <dd>{dish.allergens.length > 0 ? dish.allergens.join(', ') : 'None of the major allergens'}</dd>
        </dl>
      </Facts>
    </Page>
  );
}
