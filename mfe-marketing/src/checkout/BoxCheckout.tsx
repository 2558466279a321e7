import { useRef } from 'react';
import { Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, failureText, useBuyBox, useLoyalty } from '@farmplate/api-client/core';
import {
  BoxCheckoutBody,
  BOX_SIZE_LABELS,
  DELIVERY_DAY_LABELS,
  firstErrors,
  formatMoney,
  PAYMENT_METHOD_LABELS,
  validate,
} from '@farmplate/contracts';
import { Button, FieldError, LinkButton } from '@farmplate/design-system/core';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@farmplate/design-system/forms';
import { useSession } from '@farmplate/session';
import type { CartBox } from '../cart/cartStore';
import { OrderPage, SideCard, WithSideCard } from '../cart/orderPageLayout';
import { HeroTitle } from '../page/layout';
import { usePageTitle } from '../page/usePageTitle';
import { sitePath, useSiteRegion } from '../region/SiteRegionContext';
import { newIdempotencyKey } from './idempotencyKey';

const Fields = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

/** A refused or unsent box order: the server's reason (no places left, out of stock) in place of the first text. */
const BOX_CHECKOUT_FAILURE = {
  failed: 'Could not place your order. Please try again.',
  errored: 'Could not reach FarmPlate. Check your connection and try again.',
  reason: 'alone',
} as const;

const BOX_PAYMENT_METHODS = ['cod', 'bank_transfer'] as const;

interface Values {
  customer_phone?: string;
  delivery_address?: string;
  special_instructions?: string;
  payment_method?: (typeof BOX_PAYMENT_METHODS)[number];
  /** pay the delivery fee with loyalty points (customers with enough), as at meal checkout */
  use_points?: boolean;
}

/**
 * Checkout of a farm box bought once (signed-in customers: the order is the account's, like a
 * subscription's): phone, address in the box's ZIP, cash on delivery or bank transfer. The server
 * makes the order for the first delivery on the chosen day whose cut-off is ahead; the tracking
 * page shows its date. One key per visit to this page makes a double click one order. A customer
 * with enough loyalty points may pay the delivery with them, as at meal checkout.
 */
export function BoxCheckout({
  box,
  deliveryFee,
  onPlaced,
}: {
  box: CartBox;
  /** the platform's delivery fee, which the server adds to the box (unknown while the menu loads) */
  deliveryFee: number | undefined;
  onPlaced: () => void;
}) {
  usePageTitle('Checkout');
  const { base } = useSiteRegion();
  const { user } = useSession();
  const buy = useBuyBox();
  const navigate = useNavigate();
  const idempotencyKey = useRef<string | null>(null);
  const loyalty = useLoyalty({ enabled: user?.role === 'customer' });
  const points = deliveryFee !== undefined && deliveryFee > 0 ? loyalty.data : undefined;
  const canUsePoints = !!points && points.balance >= points.points_per_free_delivery;
  const usesPoints = (values: Values) => canUsePoints && values.use_points === true;
  const bodyOf = (values: Values): BoxCheckoutBody => ({
    box_id: box.id,
    delivery_day: box.deliveryDay,
    zip: box.zip,
    delivery_address: values.delivery_address?.trim() ?? '',
    customer_phone: values.customer_phone?.trim() ?? '',
    payment_method: values.payment_method as Values['payment_method'] & string,
    ...(values.special_instructions?.trim() ? { special_instructions: values.special_instructions.trim() } : {}),
    ...(usesPoints(values) ? { use_points: true } : {}),
  });
  const onSubmit = async (values: Values) => {
    idempotencyKey.current ??= newIdempotencyKey();
    try {
      const { data } = await buy.mutateAsync({ ...bodyOf(values), idempotency_key: idempotencyKey.current });
      onPlaced();
      void navigate(sitePath(base, `track/${data.tracking_token}`));
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      return { ...fields, [FORM_ERROR]: failureText(error, BOX_CHECKOUT_FAILURE) };
    }
    return undefined;
  };
  const summary = (freeDelivery: boolean) => {
    const fee = freeDelivery ? 0 : deliveryFee;
    return (
      <SideCard as="section" aria-labelledby="checkout-summary-title">
        <h2 id="checkout-summary-title">Your order</h2>
        <p>
          {box.name} ({BOX_SIZE_LABELS[box.size]}) from {box.farmName ?? 'a partner farm'}
        </p>
        <p>
          Delivered to ZIP {box.zip} on the first {DELIVERY_DAY_LABELS[box.deliveryDay]} whose order cut-off is still
          ahead.
        </p>
        <p>
          Box {formatMoney(box.price, 'USD')}
          {fee !== undefined && (
            <>
              {' '}
              + delivery fee {formatMoney(fee, 'USD')}
              {freeDelivery && ' (paid with points)'} = Total <strong>{formatMoney(box.price + fee, 'USD')}</strong>
            </>
          )}
        </p>
        <LinkButton to={sitePath(base, 'cart')} variant="secondary">
          Edit cart
        </LinkButton>
      </SideCard>
    );
  };
  if (user?.role !== 'customer')
    return (
      <OrderPage>
        <HeroTitle>Checkout</HeroTitle>
        <WithSideCard>
          <p>
            A farm box is bought with a customer account, like a subscription.{' '}
            <Link to={`/login?next=${encodeURIComponent(sitePath(base, 'checkout'))}`}>Log in to buy a box</Link> and
            you will come back here.
          </p>
          {summary(false)}
        </WithSideCard>
      </OrderPage>
    );
  return (
    <OrderPage>
      <HeroTitle>Checkout</HeroTitle>
      <p>Your farm box. Signed in as {user.name}.</p>
      <Form<Values>
        onSubmit={onSubmit}
        initialValues={{ payment_method: 'cod' }}
        validate={(values) => firstErrors(validate(BoxCheckoutBody, bodyOf(values)))}
        render={({ handleSubmit, submitting, submitError, values }) => (
          <WithSideCard>
            <Fields method="post" noValidate onSubmit={handleSubmit} aria-label="Checkout">
              <TextField name="customer_phone" type="tel" label="Phone Number" autoComplete="tel" required />
              <TextAreaField
                name="delivery_address"
                label="Delivery Address"
                autoComplete="street-address"
                rows={2}
                hint={`In ZIP ${box.zip}.`}
                required
              />
              <TextAreaField
                name="special_instructions"
                label="Note for the farm (optional)"
                rows={2}
                maxLength={500}
              />
              <SelectField
                name="payment_method"
                label="Payment method"
                options={BOX_PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }))}
                required
              />
              {points && canUsePoints && (
                <CheckboxField
                  name="use_points"
                  label={`Use ${points.points_per_free_delivery.toLocaleString('en-US')} points for free delivery`}
                  hint={`You have ${points.balance.toLocaleString('en-US')} points.`}
                />
              )}
              {points && !canUsePoints && (
                <p>
                  You have {points.balance.toLocaleString('en-US')} points: a free delivery takes{' '}
                  {points.points_per_free_delivery.toLocaleString('en-US')}.
                </p>
              )}
              {submitError && (
                <div role="alert">
                  <FieldError>{submitError}</FieldError>
                </div>
              )}
              <div>
                <Button type="submit" size="lg" loading={submitting}>
                  {submitting ? 'Placing order...' : 'Place Order'}
                </Button>
              </div>
            </Fields>
            {summary(usesPoints(values ?? {}))}
          </WithSideCard>
        )}
      />
    </OrderPage>
  );
}
