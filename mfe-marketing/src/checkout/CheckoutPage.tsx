import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, failureText, useLoyalty, usePlaceOrder, usePublicMenu } from '@farmplate/api-client/core';
import {
  CheckoutBody,
  DELIVERY_MESSAGES,
  DELIVERY_ZONES,
  deliverySlots,
  firstErrors,
  formatDeliverySlot,
  PAYMENT_METHOD_LABELS,
  validate,
  type CheckoutPaymentMethod,
  type Fulfilment,
} from '@farmplate/contracts';
import { Button, EmptyState, FieldError, LinkButton, Spinner } from '@farmplate/design-system/core';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@farmplate/design-system/forms';
import { useSession } from '@farmplate/session';
import { CartTotals } from '../cart/CartTotals';
import { isEmptyCart, useCart } from '../cart/cartStore';
import { summariseCart } from '../cart/cartSummary';
import { OrderPage, SideCard, WithSideCard } from '../cart/orderPageLayout';
import { HeroTitle } from '../page/layout';
import { usePageTitle } from '../page/usePageTitle';
import { sitePath, useSiteRegion } from '../region/SiteRegionContext';
import { BoxCheckout } from './BoxCheckout';
import { newIdempotencyKey } from './idempotencyKey';

const Fields = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
    & > .wide {
      grid-column: 1 / -1;
    }
  }
`;

const Summary = styled(SideCard)`
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
`;

/** A refused or unsent order: the server's reason in place of the first text when it gave one. */
const CHECKOUT_FAILURE = {
  failed: 'Could not place your order. Please try again.',
  errored: 'Could not reach FarmPlate. Check your connection and try again.',
  reason: 'alone',
} as const;

interface Values {
  customer_name?: string;
  customer_email?: string;
  customer_phone?: string;
  delivery_address?: string;
  delivery_time?: string;
  special_instructions?: string;
  payment_method?: CheckoutPaymentMethod;
  fulfilment?: Fulfilment;
  delivery_zone?: string;
  /** the courier's tip as typed (delivery orders only) */
  tip?: string;
  /** pay the delivery fee with loyalty points (signed-in customers with enough) */
  use_points?: boolean;
}

/** A typed tip: nothing is no tip; anything else must read as an amount of 0 or more. */
const tipOf = (text: string | undefined): number | undefined => {
  const value = text?.trim();
  if (!value) return undefined;
  return /^\d+(\.\d{1,2})?$/.test(value) ? Number(value) : Number.NaN;
};

/**
 * Checkout (/us/checkout, /ng/checkout), as a guest or signed in: contact and delivery details, a
 * delivery slot within the delivery hours, special instructions when the kitchen takes them, and
 * a payment method the settings enable that needs no outside provider. The server prices the
 * order again; one key per visit to this page makes a double click one order.
 */
export default function CheckoutPage() {
  usePageTitle('Checkout');
  const { market: region, base } = useSiteRegion();
  const { cart, clear } = useCart();
  const menu = usePublicMenu(region);
  const live = menu.data?.region === region ? menu.data : undefined;
  const placeOrder = usePlaceOrder();
  const navigate = useNavigate();
  const { user } = useSession();
  const isCustomer = user?.role === 'customer';
  // a customer's points may pay the delivery fee (dollar orders)
  const loyalty = useLoyalty({ enabled: isCustomer && region === 'us' && !cart.box });
  const idempotencyKey = useRef<string | null>(null);
  // slots depend on the clock: computed after the first render, never during it
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => setNow(new Date()), []);

  if (cart.box && cart.region === region)
    return <BoxCheckout box={cart.box} deliveryFee={live?.pricing.delivery_fee} onPlaced={clear} />;
  if (isEmptyCart(cart) || cart.region !== region) {
    return (
      <OrderPage>
        <HeroTitle>Checkout</HeroTitle>
        <EmptyState
          title="Your cart is empty"
          message="Add dishes from our menu to start an order."
          action={<LinkButton to={sitePath(base, 'menu')}>Browse the Menu</LinkButton>}
        />
      </OrderPage>
    );
  }
  if (!live || !now) {
    return (
      <OrderPage>
        <HeroTitle>Checkout</HeroTitle>
        <Spinner label="Loading checkout" />
      </OrderPage>
    );
  }

  const kitchen = live.kitchens.find((each) => each.id === cart.kitchenId);
  const allowsPickup = kitchen?.allows_pickup ?? false;
  const specialRequests = kitchen?.special_requests ?? false;
  const slots = deliverySlots(now, live.delivery.time_zone).map((slot) => ({
    value: slot.toISOString(),
    label: formatDeliverySlot(slot, live.delivery.time_zone),
  }));
  const methods = live.payment_methods as CheckoutPaymentMethod[];
  const fulfilmentOf = (values: Values): Fulfilment =>
    allowsPickup && values.fulfilment === 'pickup' ? 'pickup' : 'delivery';
  const points = isCustomer && region === 'us' && live.pricing.delivery_fee > 0 ? loyalty.data : undefined;
  const canUsePoints = !!points && points.balance >= points.points_per_free_delivery;
  const usesPoints = (values: Values) =>
    canUsePoints && fulfilmentOf(values) === 'delivery' && values.use_points === true;
  const bodyOf = (values: Values): CheckoutBody => ({
    region,
    items: cart.lines.map((line) => ({
      menu_item_id: line.menuItemId,
      quantity: line.quantity,
      ...(line.notes.trim() ? { notes: line.notes.trim() } : {}),
    })),
    customer_name: values.customer_name?.trim() ?? '',
    customer_email: values.customer_email?.trim() ?? '',
    customer_phone: values.customer_phone?.trim() ?? '',
    // a pickup order is collected at the counter: no address asked for or sent
    ...(fulfilmentOf(values) === 'delivery' ? { delivery_address: values.delivery_address?.trim() ?? '' } : {}),
    delivery_time: values.delivery_time ?? '',
    ...(specialRequests && values.special_instructions?.trim()
      ? { special_instructions: values.special_instructions.trim() }
      : {}),
    payment_method: values.payment_method as CheckoutPaymentMethod,
    fulfilment: fulfilmentOf(values),
    ...(fulfilmentOf(values) === 'delivery' && values.delivery_zone ? { delivery_zone: values.delivery_zone } : {}),
    ...(fulfilmentOf(values) === 'delivery' && tipOf(values.tip) !== undefined ? { tip: tipOf(values.tip) } : {}),
    ...(usesPoints(values) ? { use_points: true } : {}),
  });
  const validateValues = (values: Values) => {
    const errors = firstErrors(validate(CheckoutBody, bodyOf(values)));
    const tip = tipOf(values.tip);
    if (tip !== undefined && Number.isNaN(tip)) errors.tip = DELIVERY_MESSAGES.tipInvalid;
    return errors;
  };

  const onSubmit = async (values: Values) => {
    idempotencyKey.current ??= newIdempotencyKey();
    try {
      const { data } = await placeOrder.mutateAsync({ ...bodyOf(values), idempotency_key: idempotencyKey.current });
      clear();
      void navigate(sitePath(base, `track/${data.tracking_token}`));
    } catch (error) {
      // the server's reason when it gave one, its field messages under their fields
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      return { ...fields, [FORM_ERROR]: failureText(error, CHECKOUT_FAILURE) };
    }
    return undefined;
  };

  const zones = DELIVERY_ZONES[region].map((zone) => ({ value: zone, label: zone }));

  return (
    <OrderPage>
      <HeroTitle>Checkout</HeroTitle>
      <p>
        Your order from {cart.kitchenName}. {user ? `Signed in as ${user.name}.` : 'Ordering as a guest.'}
      </p>
      <Form<Values>
        onSubmit={onSubmit}
        initialValues={{
          customer_name: user?.name,
          customer_email: user?.email,
          delivery_time: slots[0]?.value,
          payment_method: methods[0],
          fulfilment: 'delivery',
        }}
        validate={validateValues}
        render={({ handleSubmit, submitting, submitError, values }) => {
          const fulfilment = fulfilmentOf(values ?? {});
          const summary = summariseCart(cart, live, {
            fulfilment,
            tip: tipOf(values?.tip),
            freeDelivery: usesPoints(values ?? {}),
          });
          return (
            <WithSideCard>
              <Fields method="post" noValidate onSubmit={handleSubmit} aria-label="Checkout">
                <TextField name="customer_name" label="Full Name" autoComplete="name" required />
                <TextField name="customer_email" type="email" label="Email Address" autoComplete="email" required />
                <TextField name="customer_phone" type="tel" label="Phone Number" autoComplete="tel" required />
                {allowsPickup ? (
                  <SelectField
                    name="fulfilment"
                    label="Delivery or pickup"
                    options={[
                      { value: 'delivery', label: 'Delivery to my address' },
                      { value: 'pickup', label: `Pickup at ${cart.kitchenName}` },
                    ]}
                    required
                  />
                ) : (
                  <p>Delivery to your door. {cart.kitchenName} does not offer pickup.</p>
                )}
                <SelectField
                  name="delivery_time"
                  label={fulfilment === 'pickup' ? 'Pickup time' : 'Delivery time'}
                  hint={`We deliver from 8:00 AM to 10:00 PM (${live.delivery.time_zone.replace('_', ' ')} time).`}
                  options={slots}
                  required
                />
                {fulfilment === 'delivery' && (
                  <SelectField
                    name="delivery_zone"
                    label="Delivery area (optional)"
                    placeholder="Choose your area"
                    options={zones}
                    hint="Helps a courier nearby take your order."
                  />
                )}
                {fulfilment === 'delivery' && (
                  <TextAreaField
                    name="delivery_address"
                    label="Delivery Address"
                    autoComplete="street-address"
                    rows={2}
                    className="wide"
                    required
                  />
                )}
                {fulfilment === 'delivery' && (
                  <TextField
                    name="tip"
                    label="Tip for your courier (optional)"
                    inputMode="decimal"
                    hint="Your courier keeps 100% of it. You can also tip after delivery."
                  />
                )}
                {fulfilment === 'delivery' && points && canUsePoints && (
                  <CheckboxField
                    name="use_points"
                    label={`Use ${points.points_per_free_delivery.toLocaleString('en-US')} points for free delivery`}
                    hint={`You have ${points.balance.toLocaleString('en-US')} points.`}
                    className="wide"
                  />
                )}
                {fulfilment === 'delivery' && points && !canUsePoints && (
                  <p className="wide">
                    You have {points.balance.toLocaleString('en-US')} points: a free delivery takes{' '}
                    {points.points_per_free_delivery.toLocaleString('en-US')}.
                  </p>
                )}
                {summary.specialRequests ? (
                  <TextAreaField
                    name="special_instructions"
                    label="Special instructions (optional)"
                    rows={3}
                    maxLength={500}
                    className="wide"
                  />
                ) : (
                  <p className="wide">{cart.kitchenName} does not take special instructions.</p>
                )}
                {methods.length > 0 ? (
                  <SelectField
                    name="payment_method"
                    label="Payment method"
                    options={methods.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }))}
                    className="wide"
                    required
                  />
                ) : (
                  <p className="wide" role="alert">
                    No payment method is available right now. Please try again later.
                  </p>
                )}
                {submitError && (
                  <div role="alert" className="wide">
                    <FieldError>{submitError}</FieldError>
                  </div>
                )}
                <div className="wide">
                  <Button
                    type="submit"
                    size="lg"
                    loading={submitting}
                    disabled={!summary.canCheckOut || methods.length === 0}
                  >
                    {submitting ? 'Placing order...' : 'Place Order'}
                  </Button>
                </div>
              </Fields>
              <Summary as="section" aria-labelledby="checkout-summary-title">
                <h2 id="checkout-summary-title">Your order</h2>
                <ul>
                  {summary.lines.map((line) => (
                    <li key={line.menuItemId}>
                      {line.quantity} × {line.name}
                      {line.notes && ` (${line.notes})`}
                    </li>
                  ))}
                </ul>
                <CartTotals summary={summary} region={region} />
                <LinkButton to={sitePath(base, 'cart')} variant="secondary">
                  Edit cart
                </LinkButton>
              </Summary>
            </WithSideCard>
          );
        }}
      />
    </OrderPage>
  );
}
