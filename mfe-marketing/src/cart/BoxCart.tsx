import { BOX_SIZE_LABELS, DELIVERY_DAY_LABELS, formatMoney } from '@farmplate/contracts';
import { Button, Card, LinkButton } from '@farmplate/design-system/core';
import { sitePath, useSiteRegion } from '../region/SiteRegionContext';
import type { CartBox } from './cartStore';
import { SideCard, WithSideCard } from './orderPageLayout';

/**
 * A cart holding one farm box (checked out on its own): what it is, the day it comes, its price
 * (the delivery fee is added at checkout, as for every delivered order), and the way to checkout.
 */
export function BoxCart({ box, onRemove }: { box: CartBox; onRemove: () => void }) {
  const { base } = useSiteRegion();
  return (
    <WithSideCard>
      <section aria-labelledby="cart-box-title">
        <h2 id="cart-box-title">Farm box</h2>
        <Card as="article" aria-labelledby="cart-box-name">
          <h3 id="cart-box-name">{box.name}</h3>
          <p>
            {BOX_SIZE_LABELS[box.size]} · {box.farmName ?? 'Partner farm'} · {formatMoney(box.price, 'USD')}
          </p>
          <p>
            Delivered once to ZIP {box.zip}, on the first {DELIVERY_DAY_LABELS[box.deliveryDay]} whose order cut-off is
            still ahead.
          </p>
          <p>A farm box is checked out on its own: your cart holds this box or one kitchen&apos;s dishes.</p>
          <div>
            <Button variant="ghost" size="sm" onClick={onRemove}>
              Remove {box.name}
            </Button>
          </div>
        </Card>
      </section>
      <SideCard as="section" aria-labelledby="cart-summary-title">
        <h2 id="cart-summary-title">Summary</h2>
        <p>
          Box <strong>{formatMoney(box.price, 'USD')}</strong>, plus the delivery fee shown at checkout.
        </p>
        <LinkButton to={sitePath(base, 'checkout')} size="lg">
          Checkout
        </LinkButton>
        <LinkButton to="/us/boxes" variant="secondary">
          Back to the boxes
        </LinkButton>
      </SideCard>
    </WithSideCard>
  );
}
