import { Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import styled from 'styled-components';
import { ApiError, usePauseSubscription, useUpdateSubscription } from '@farmplate/api-client';
import {
  BOX_SIZES,
  DELIVERY_DAYS,
  firstErrors,
  PauseSubscriptionBody,
  SUBSCRIPTION_FREQUENCIES,
  UpdateSubscriptionBody,
  validate,
  type Subscription,
  BOX_SIZE_LABELS,
  DELIVERY_DAY_LABELS,
  SUBSCRIPTION_FREQUENCY_LABELS,
} from '@farmplate/contracts';
import { Button, FieldError, Modal, SelectField, TextAreaField, TextField, useToast } from '@farmplate/design-system';

const Fields = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  justify-content: flex-end;
`;

/** A form's failure: the field messages under the fields, any other refusal is the hook's toast. */
const submitErrors = (error: unknown) => (error instanceof ApiError ? error.fieldErrors : undefined);

type ChangeValues = Pick<Subscription, 'size' | 'frequency' | 'delivery_day' | 'delivery_address' | 'zip'>;

/** Only what the customer changed is sent: the rest of the subscription stays as it is. */
function changesOf(subscription: Subscription, values: ChangeValues): UpdateSubscriptionBody {
  const next: ChangeValues = {
    ...values,
    delivery_address: values.delivery_address?.trim() ?? '',
    zip: values.zip?.trim() ?? '',
  };
  return Object.fromEntries(
    (Object.keys(next) as (keyof ChangeValues)[])
      .filter((key) => next[key] !== subscription[key])
      .map((key) => [key, next[key]]),
  );
}

/** Change box size, frequency, delivery day or address: effective from the next delivery still open. */
export function ChangeSubscriptionDialog({
  subscription,
  onClose,
}: {
  subscription: Subscription;
  onClose: () => void;
}) {
  const update = useUpdateSubscription();
  const toast = useToast();
  const onSubmit = async (values: ChangeValues) => {
    const change = changesOf(subscription, values);
    if (Object.keys(change).length === 0) return { [FORM_ERROR]: 'Change at least one detail' };
    try {
      const { message } = await update.mutateAsync({ id: subscription.id, change });
      toast.success(message);
      onClose();
      return undefined;
    } catch (error) {
      return submitErrors(error);
    }
  };
  return (
    <Modal open onClose={onClose} title={`Change ${subscription.box_name}`}>
      <Form<ChangeValues>
        onSubmit={onSubmit}
        initialValues={{
          size: subscription.size,
          frequency: subscription.frequency,
          delivery_day: subscription.delivery_day,
          delivery_address: subscription.delivery_address,
          zip: subscription.zip,
        }}
        validate={(values) => firstErrors(validate(UpdateSubscriptionBody, changesOf(subscription, values)))}
        render={({ handleSubmit, submitting, submitError }) => (
          <Fields method="post" noValidate onSubmit={handleSubmit} aria-label="Change subscription">
            <p>Changes apply from the next delivery whose cut-off has not passed.</p>
            <SelectField
              name="size"
              label="Box size"
              options={BOX_SIZES.map((value) => ({ value, label: BOX_SIZE_LABELS[value] }))}
              required
            />
            <SelectField
              name="frequency"
              label="How often"
              options={SUBSCRIPTION_FREQUENCIES.map((value) => ({
                value,
                label: SUBSCRIPTION_FREQUENCY_LABELS[value],
              }))}
              required
            />
            <SelectField
              name="delivery_day"
              label="Delivery day"
              options={DELIVERY_DAYS.map((value) => ({ value, label: DELIVERY_DAY_LABELS[value] }))}
              required
            />
            <TextAreaField name="delivery_address" label="Delivery address" rows={2} required />
            <TextField name="zip" label="ZIP code" inputMode="numeric" maxLength={5} required />
            {submitError && (
              <div role="alert">
                <FieldError>{submitError}</FieldError>
              </div>
            )}
            <Buttons>
              <Button variant="secondary" onClick={onClose}>
                Keep as is
              </Button>
              <Button type="submit" loading={submitting}>
                Save changes
              </Button>
            </Buttons>
          </Fields>
        )}
      />
    </Modal>
  );
}

/** Pause until a date: the next delivery becomes the schedule's first on or after it. */
export function PauseSubscriptionDialog({
  subscription,
  onClose,
}: {
  subscription: Subscription;
  onClose: () => void;
}) {
  const pause = usePauseSubscription();
  const toast = useToast();
  const onSubmit = async ({ until = '' }: { until?: string }) => {
    try {
      const { message } = await pause.mutateAsync({ id: subscription.id, until });
      toast.success(message);
      onClose();
      return undefined;
    } catch (error) {
      return submitErrors(error);
    }
  };
  return (
    <Modal open onClose={onClose} title={`Pause ${subscription.box_name}`}>
      <Form<{ until?: string }>
        onSubmit={onSubmit}
        validate={({ until = '' }) => firstErrors(validate(PauseSubscriptionBody, { until }))}
        render={({ handleSubmit, submitting }) => (
          <Fields method="post" noValidate onSubmit={handleSubmit} aria-label="Pause subscription">
            <TextField
              name="until"
              type="date"
              label="Pause until"
              hint="No box comes before this date; deliveries start again on your day after it."
              required
            />
            <Buttons>
              <Button variant="secondary" onClick={onClose}>
                Keep delivering
              </Button>
              <Button type="submit" loading={submitting}>
                Pause
              </Button>
            </Buttons>
          </Fields>
        )}
      />
    </Modal>
  );
}
