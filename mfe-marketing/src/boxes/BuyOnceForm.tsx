import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { DELIVERY_DAYS, DELIVERY_DAY_LABELS, type Box, type DeliveryDay } from '@farmplate/contracts';
import { Button, FieldError, Label, LinkButton, Select } from '@farmplate/design-system/core';
import { cartHolds, isEmptyCart, useCart } from '../cart/cartStore';
import { sitePath, useSiteRegion } from '../region/SiteRegionContext';

const Fields = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
  }
`;

/**
 * One box bought once: the customer picks the delivery day and the box goes into the cart, for
 * the first such day whose cut-off is ahead (checkout says the date). A cart holds one kitchen's
 * dishes or one farm box: a box replaces what the cart holds, and the form says so first.
 */
export function BuyOnceForm({ box, zip }: { box: Box; zip: string }) {
  const { cart, addBox } = useCart();
  const { base } = useSiteRegion();
  const [day, setDay] = useState<DeliveryDay | ''>('');
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  const replaces = !isEmptyCart(cart) && cart.box?.id !== box.id;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!day) {
      setError('Please choose a delivery day');
      return;
    }
    setError(null);
    addBox({
      id: box.id,
      name: box.name,
      size: box.size,
      price: box.price,
      farmName: box.farm_name,
      deliveryDay: day,
      zip,
    });
    setAdded(true);
  };
  if (added)
    return (
      <div role="status">
        <p>{box.name} is in your cart.</p>
        <LinkButton to={sitePath(base, 'cart')}>Go to cart</LinkButton>
      </div>
    );
  return (
    <Fields method="post" noValidate onSubmit={submit} aria-label={`Buy ${box.name} once`}>
      <div>
        <Label htmlFor={`once-day-${box.id}`}>Delivery day</Label>
        <Select
          id={`once-day-${box.id}`}
          value={day}
          onChange={(event) => setDay(event.target.value as DeliveryDay | '')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `once-day-${box.id}-error` : undefined}
        >
          <option value="">Choose a day</option>
          {DELIVERY_DAYS.map((value) => (
            <option key={value} value={value}>
              {DELIVERY_DAY_LABELS[value]}
            </option>
          ))}
        </Select>
        {error && <FieldError id={`once-day-${box.id}-error`}>{error}</FieldError>}
      </div>
      <p>Delivered once, on the first such day whose order cut-off is still ahead, to ZIP {zip}.</p>
      {replaces && (
        <p>
          Your cart holds {cartHolds(cart)}. A farm box is checked out on its own: adding it replaces what your cart
          holds.
        </p>
      )}
      <div>
        <Button type="submit">{replaces ? 'Replace my cart with this box' : 'Add to Cart'}</Button>
      </div>
    </Fields>
  );
}
