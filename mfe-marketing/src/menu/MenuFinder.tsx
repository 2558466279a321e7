import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { usePublicMenu } from '@farmplate/api-client/core';
import { MENU_FILTER_PARAMS, MENU_SEARCH_MAX_LENGTH, NO_MENU_FILTER, type MenuFilter } from '@farmplate/contracts';
import { useHydrated } from '@farmplate/session';
import { Button, Chip, ChipGroup, EmptyState, Grid, SearchInput } from '@farmplate/design-system/core';
import { cartHolds, needsNewCart, useCart, type CartDish } from '../cart/cartStore';
import { sitePath, useSiteRegion } from '../region/SiteRegionContext';
import { Container, Eyebrow, HeroTitle, Lead, Section } from '../page/layout';
import { DishCard } from './DishCard';
import { DishSlot } from './DishLater';
import { MENU_CATEGORIES } from './dishes';
import { filterDishes } from './filterDishes';
import { isPlainClick, useMenuAddress } from './menuAddress';
import { cartDishOf, liveEntries, sampleEntries, type MenuEntry } from './menuEntries';

// Asked only when a dish of another kitchen is added: the menu's first load goes without the dialog's code.
const ConfirmDialog = lazy(() =>
  import(/* webpackChunkName: "new-cart-dialog" */ '@farmplate/design-system/dialogs').then((module) => ({
    default: module.ConfirmDialog,
  })),
);

const Top = styled.section`
  padding: ${({ theme }) => theme.space(10)} 0 ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1fr 320px;
    align-items: center;
  }
`;

/** A chip that is a link (`?category=…`): it filters before the page has hydrated and without JavaScript. */
const CategoryLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  border-radius: ${({ theme }) => theme.radii.pill};
  text-decoration: none;
`;

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Added = styled.p`
  min-height: 1.5em;
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** What a dish's card shows, but Add to Cart's state. */
const shownOf = ({ name, description, price, tags, kitchenName, imageUrl, slug, region }: MenuEntry) =>
  JSON.stringify([name, description, price, tags, kitchenName, imageUrl, slug, region]);

/**
 * The menu's part that acts (spec §2 "Menu page"): category chips, search, the region's live
 * dishes (the seeded sample dishes render first, from the module the seed writes them from, so the
 * first screen never waits for the API) and Add to Cart. The filter is in the address (menuAddress).
 */
export function MenuFinder() {
  const { market: region, base } = useSiteRegion();
  const address = useMenuAddress();
  // The server answers every menu address with the unfiltered prerendered page, and a stylesheet
  // that filters it while it is marked data-menu-unfiltered: hydrate that, then apply the address.
  const hydrated = useHydrated();
  const { category, search } = hydrated ? address.filter : NO_MENU_FILTER;
  const menu = usePublicMenu(region);
  const live = menu.data?.region === region ? menu.data : undefined;
  const dishes = filterDishes(live ? liveEntries(live) : sampleEntries(region), category, search);
  const { cart, add } = useCart();
  const [added, setAdded] = useState('');
  // a dish of another kitchen waits here while the visitor decides whether to start a new cart
  const [waiting, setWaiting] = useState<CartDish | null>(null);

  const addToCart = (dish: CartDish) => {
    if (needsNewCart(cart, dish)) return setWaiting(dish);
    add(dish);
    setAdded(`${dish.name} was added to your cart.`);
  };

  // A chip or Clear all filters is a step Back returns from; each key typed replaces the entry.
  const showFilter = (filter: MenuFilter, replace: boolean) => address.show(filter, replace);
  const onChip = (event: MouseEvent<HTMLElement>, filter: MenuFilter) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    showFilter(filter, false);
  };

  return (
    <>
      <Top aria-labelledby="menu-title">
        <Container>
          <Eyebrow>Cooked to order by local kitchens</Eyebrow>
          <HeroTitle id="menu-title">Our Menu</HeroTitle>
          <Lead>
            African, Caribbean and soul food favorites, made with produce from farms within 100 miles. Every dish names
            the farm it came from.
          </Lead>
          <Filters>
            <ChipGroup label="Menu categories">
              {MENU_CATEGORIES.map((item) => (
                <CategoryLink
                  key={item.id}
                  href={address.hrefOf({ category: item.id, search })}
                  onClick={(event) => onChip(event, { category: item.id, search })}
                  aria-current={category === item.id ? 'true' : undefined}
                >
                  <Chip selected={category === item.id}>{item.name}</Chip>
                </CategoryLink>
              ))}
            </ChipGroup>
            {/* Without JavaScript the browser posts it to this address, and the server sends it to the
                filtered address (a form never puts its fields into an address itself). */}
            <form role="search" method="post" onSubmit={(event) => event.preventDefault()}>
              <input type="hidden" name={MENU_FILTER_PARAMS.category} value={category === 'all' ? '' : category} />
              <SearchInput
                label="Search menu"
                placeholder="Search menu..."
                name={MENU_FILTER_PARAMS.search}
                maxLength={MENU_SEARCH_MAX_LENGTH}
                value={search}
                onChange={(event) => showFilter({ category, search: event.target.value }, true)}
              />
            </form>
          </Filters>
        </Container>
      </Top>

      <Section labelledBy="dishes-list-title">
        <h2 id="dishes-list-title">Dishes</h2>
        <div data-menu-unfiltered={hydrated ? undefined : ''}>
          <Count role="status" data-dish-count="">
            {dishes.length === 1 ? '1 dish' : `${dishes.length} dishes`}
          </Count>
          <Added aria-live="polite">
            {added}
            {added && (
              <>
                {' '}
                <Link to={sitePath(base, 'cart')}>View cart</Link>
              </>
            )}
          </Added>
          {dishes.length > 0 ? (
            <Grid columns={{ base: 1, md: 2, lg: 4 }} gap={5}>
              {dishes.map((dish, index) => {
                const cartDish = cartDishOf(dish);
                return (
                  <DishSlot
                    key={dish.key}
                    dishKey={dish.key}
                    hydrating={!hydrated}
                    shown={shownOf(dish)}
                    pending={!cartDish}
                  >
                    <DishCard
                      dish={dish}
                      priority={index < 2}
                      pending={!cartDish}
                      onAdd={cartDish ? () => addToCart(cartDish) : undefined}
                    />
                  </DishSlot>
                );
              })}
            </Grid>
          ) : (
            <EmptyState
              title="No items match your search"
              message="Try adjusting your filters or search term"
              action={
                <Button variant="secondary" onClick={() => showFilter(NO_MENU_FILTER, false)}>
                  Clear all filters
                </Button>
              }
            />
          )}
        </div>
      </Section>

      {waiting !== null && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title="Start a new cart?"
            message={`Your cart holds ${cartHolds(cart)}. A cart holds one kitchen's dishes or one farm box: start a new cart with ${waiting.name} from ${waiting.kitchenName}?`}
            confirmLabel="Start a new cart"
            cancelLabel="Keep my cart"
            onCancel={() => setWaiting(null)}
            onConfirm={() => {
              add(waiting);
              setAdded(`${waiting.name} was added to a new cart.`);
              setWaiting(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
