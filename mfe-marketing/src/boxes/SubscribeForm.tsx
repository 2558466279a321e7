import { Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, formatDeliveryDate, useCreateSubscription } from '@farmplate/api-client/core';
import {
  CreateSubscriptionBody,
  DELIVERY_DAYS,
  firstErrors,
  SUBSCRIPTION_FREQUENCIES,
  SUBSCRIPTION_PAYMENT_METHODS,
  validate,
  type Box,
  type DeliveryDay,
  type Subscription,
  type SubscriptionFrequency,
  DELIVERY_DAY_LABELS,
  SUBSCRIPTION_FREQUENCY_LABELS,
  SUBSCRIPTION_PAYMENT_LABELS,
} from '@farmplate/contracts';
import { Button, FieldError } from '@farmplate/design-system/core';
import { SelectField, TextAreaField } from '@farmplate/design-system/forms';

const Fields = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

interface Values {
  frequency?: SubscriptionFrequency;
  delivery_day?: DeliveryDay;
  delivery_address?: string;
  payment_method?: (typeof SUBSCRIPTION_PAYMENT_METHODS)[number];
}

/**
 * A signed-in customer subscribes to one box: how often, which day, where, and how they pay
 * (no card provider is connected). The server decides the first delivery and says so.
 */
export function SubscribeForm({
  box,
  zip,
  onSubscribed,
}: {
  box: Box;
  zip: string;
  onSubscribed: (answer: { message: string; data: Subscription }) => void;
}) {
  const create = useCreateSubscription();
  const bodyOf = (values: Values): CreateSubscriptionBody => ({
    box_id: box.id,
    frequency: values.frequency as SubscriptionFrequency,
    delivery_day: values.delivery_day as DeliveryDay,
    delivery_address: values.delivery_address?.trim() ?? '',
    zip,
    payment_method: values.payment_method as Values['payment_method'] & string,
  });
  const onSubmit = async (values: Values) => {
    try {
      onSubscribed(await create.mutateAsync(bodyOf(values)));
      return undefined;
    } catch (error) {
      if (error instanceof ApiError)
        return { ...error.fieldErrors, [FORM_ERROR]: error.reason ?? 'Could not subscribe. Please try again.' };
      return { [FORM_ERROR]: 'Could not subscribe. Please try again.' };
    }
  };
  return (
    <Form<Values>
      onSubmit={onSubmit}
      initialValues={{ frequency: 'weekly', payment_method: 'cash_on_delivery' }}
      validate={(values) => firstErrors(validate(CreateSubscriptionBody, bodyOf(values)))}
      render={({ handleSubmit, submitting, submitError }) => (
        <Fields method="post" noValidate onSubmit={handleSubmit} aria-label={`Subscribe to ${box.name}`}>
          <SelectField
            name="frequency"
            label="How often"
            options={SUBSCRIPTION_FREQUENCIES.map((value) => ({ value, label: SUBSCRIPTION_FREQUENCY_LABELS[value] }))}
            required
          />
          <SelectField
            name="delivery_day"
            label="Delivery day"
            placeholder="Choose a day"
            options={DELIVERY_DAYS.map((value) => ({ value, label: DELIVERY_DAY_LABELS[value] }))}
            required
          />
          <TextAreaField
            name="delivery_address"
            label="Delivery address"
            autoComplete="street-address"
            rows={2}
            hint={`In ZIP ${zip}.`}
            required
          />
          <SelectField
            name="payment_method"
            label="Payment"
            options={SUBSCRIPTION_PAYMENT_METHODS.map((value) => ({
              value,
              label: SUBSCRIPTION_PAYMENT_LABELS[value],
            }))}
            required
          />
          {submitError && (
            <div role="alert">
              <FieldError>{submitError}</FieldError>
            </div>
          )}
          <div>
            <Button type="submit" loading={submitting}>
              {submitting ? 'Subscribing...' : 'Subscribe'}
            </Button>
          </div>
        </Fields>
      )}
    />
  );
}

/** What the customer subscribed to, and when the first box comes. */
export function SubscribedNotice({ answer }: { answer: { message: string; data: Subscription } }) {
  const { data } = answer;
  return (
    <div role="status">
      <p>
        <strong>{answer.message}</strong>
      </p>
      <p>
        {data.box_name}, {SUBSCRIPTION_FREQUENCY_LABELS[data.frequency].toLowerCase()} on{' '}
        {DELIVERY_DAY_LABELS[data.delivery_day]}s.
        {data.next_delivery_date && ` First delivery: ${formatDeliveryDate(data.next_delivery_date)}.`}
      </p>
      <p>
        <Link reloadDocument to="/dashboard/profile">
          Manage my subscriptions
        </Link>
      </p>
    </div>
  );
}
