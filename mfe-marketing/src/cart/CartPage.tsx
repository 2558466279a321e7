import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { usePublicMenu } from '@farmplate/api-client/core';
import {
  CUSTOMER_ORDER_MESSAGES,
  CURRENCY_OF_REGION,
  formatMoney,
  parseReorder,
  type OrderRegion,
} from '@farmplate/contracts';
import { Button, Card, EmptyState, Input, Label, LinkButton, Spinner } from '@farmplate/design-system/core';
import { HeroTitle } from '../page/layout';
import { usePageTitle } from '../page/usePageTitle';
import { sitePath, useSiteRegion } from '../region/SiteRegionContext';
import { CartTotals } from './CartTotals';
import { BoxCart } from './BoxCart';
import { EMPTY_CART, isEmptyCart, MAX_QUANTITY, useCart, type Cart } from './cartStore';
import { OrderPage, SideCard, WithSideCard } from './orderPageLayout';
import { summariseCart } from './cartSummary';

const Lines = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Line = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

const Controls = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: minmax(0, 7rem) minmax(0, 1fr);
  align-items: end;
  input {
    width: 100%;
  }
`;

const Summary = styled(SideCard)`
  gap: ${({ theme }) => theme.space(4)};
`;

const Warning = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/**
 * A line's quantity: the field may be empty or out of range while the visitor types; the cart
 * takes each whole number from 1 to 50, and leaving the field shows the cart's quantity again.
 */
function QuantityInput({
  id,
  quantity,
  onChange,
}: {
  id: string;
  quantity: number;
  onChange: (quantity: number) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <Input
      id={id}
      type="number"
      inputMode="numeric"
      min={1}
      max={MAX_QUANTITY}
      value={draft ?? String(quantity)}
      onChange={(event) => {
        setDraft(event.target.value);
        const typed = Number(event.target.value);
        if (Number.isInteger(typed) && typed >= 1 && typed <= MAX_QUANTITY) onChange(typed);
      }}
      onBlur={() => setDraft(null)}
    />
  );
}

const REGION_NAMES: Record<OrderRegion, string> = { us: 'United States', ng: 'Nigeria' };

/**
 * The cart (one kitchen's dishes, or one farm box: BoxCart): quantities, a note per line, subtotal, delivery fee, tax and
 * total at today's prices in the region's currency, the minimum order, and the way to checkout.
 * `?reorder=12:2,15:1` (from a customer's past order) fills it with the dishes still on the menu.
 */
export default function CartPage() {
  usePageTitle('Your Cart');
  const { market: region, base } = useSiteRegion();
  const { cart, setQuantity, setNotes, remove, replace, clear } = useCart();
  const menu = usePublicMenu(region);
  const live = menu.data?.region === region ? menu.data : undefined;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [notice, setNotice] = useState('');

  const reorder = params.get('reorder');
  useEffect(() => {
    if (!reorder || !live) return;
    const wanted = parseReorder(reorder);
    const items = wanted.flatMap(({ id, quantity }) => {
      const item = live.items.find((candidate) => candidate.id === id);
      return item ? [{ item, quantity }] : [];
    });
    const kitchen = items[0]?.item;
    const sameKitchen = items.filter(({ item }) => item.kitchen_id === kitchen?.kitchen_id);
    const next: Cart = kitchen
      ? {
          region,
          kitchenId: kitchen.kitchen_id,
          kitchenName: kitchen.kitchen_name,
          lines: sameKitchen.map(({ item, quantity }) => ({
            menuItemId: item.id,
            name: item.name,
            price: item.price,
            quantity,
            notes: '',
          })),
        }
      : EMPTY_CART;
    replace(next);
    const gone = wanted.length - sameKitchen.length;
    setNotice(
      gone > 0
        ? `${gone === 1 ? 'One dish' : `${gone} dishes`} of your earlier order ${gone === 1 ? 'is' : 'are'} no longer on the menu.`
        : 'Your earlier order is in your cart.',
    );
    void navigate(sitePath(base, 'cart'), { replace: true });
  }, [reorder, live, region, base, replace, navigate]);

  const header = (
    <>
      <HeroTitle>Your Cart</HeroTitle>
      {notice && <p role="status">{notice}</p>}
    </>
  );

  if (!isEmptyCart(cart) && cart.region && cart.region !== region) {
    return (
      <OrderPage>
        {header}
        <EmptyState
          title={
            cart.box
              ? `Your cart holds a farm box of the ${REGION_NAMES[cart.region]} shop`
              : `Your cart holds dishes from the ${REGION_NAMES[cart.region]} menu`
          }
          message="A cart is ordered in the region its kitchen or farm serves."
          action={<LinkButton to={`/${cart.region}/cart`}>Go to that cart</LinkButton>}
        />
      </OrderPage>
    );
  }

  if (cart.box) {
    return (
      <OrderPage>
        {header}
        <BoxCart box={cart.box} onRemove={clear} />
      </OrderPage>
    );
  }

  if (cart.lines.length === 0) {
    return (
      <OrderPage>
        {header}
        <EmptyState
          title="Your cart is empty"
          message="Add dishes from our menu to start an order."
          action={<LinkButton to={sitePath(base, 'menu')}>Browse the Menu</LinkButton>}
        />
      </OrderPage>
    );
  }

  const summary = live ? summariseCart(cart, live) : null;
  const money = (amount: number) => formatMoney(amount, CURRENCY_OF_REGION[region]);

  return (
    <OrderPage>
      {header}
      <p>From {cart.kitchenName}</p>
      <WithSideCard>
        <section aria-labelledby="cart-lines-title">
          <h2 id="cart-lines-title">Dishes</h2>
          <Lines>
            {(summary?.lines ?? cart.lines.map((line) => ({ ...line, available: true }))).map((line) => {
              const id = `cart-line-${line.menuItemId}`;
              return (
                <li key={line.menuItemId}>
                  <Line as="article" aria-labelledby={`${id}-name`}>
                    <h3 id={`${id}-name`}>{line.name}</h3>
                    <p>
                      {money(line.price)} each · {money(line.price * line.quantity)}
                    </p>
                    {!line.available && <Warning>{line.name} is no longer available. Remove it to check out.</Warning>}
                    <Controls>
                      <div>
                        <Label htmlFor={`${id}-quantity`}>Quantity</Label>
                        <QuantityInput
                          id={`${id}-quantity`}
                          quantity={line.quantity}
                          onChange={(quantity) => setQuantity(line.menuItemId, quantity)}
                        />
                      </div>
                      <div>
                        <Label htmlFor={`${id}-notes`}>Note for the kitchen</Label>
                        <Input
                          id={`${id}-notes`}
                          maxLength={200}
                          placeholder="e.g. no onions"
                          value={line.notes}
                          onChange={(event) => setNotes(line.menuItemId, event.target.value)}
                        />
                      </div>
                    </Controls>
                    <div>
                      <Button variant="ghost" size="sm" onClick={() => remove(line.menuItemId)}>
                        Remove {line.name}
                      </Button>
                    </div>
                  </Line>
                </li>
              );
            })}
          </Lines>
        </section>
        <Summary as="section" aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title">Summary</h2>
          {summary ? (
            <>
              <CartTotals summary={summary} region={region} />
              {summary.missing > 0 && (
                <Warning>
                  {CUSTOMER_ORDER_MESSAGES.minimumOrder(money(summary.minimum), money(summary.missing))}
                </Warning>
              )}
              {summary.canCheckOut ? (
                <LinkButton to={sitePath(base, 'checkout')} size="lg">
                  Checkout
                </LinkButton>
              ) : (
                <Button size="lg" disabled>
                  Checkout
                </Button>
              )}
            </>
          ) : (
            <Spinner label="Loading prices" />
          )}
          <LinkButton to={sitePath(base, 'menu')} variant="secondary">
            Add more dishes
          </LinkButton>
        </Summary>
      </WithSideCard>
    </OrderPage>
  );
}
