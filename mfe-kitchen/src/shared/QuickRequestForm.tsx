import type { FormApi } from 'final-form';
import { useEffect, useRef } from 'react';
import { Form, FormSpy, useField } from 'react-final-form';
import { QUALITY_PREFERENCES, REQUEST_MESSAGES } from '@farmplate/contracts';
import { useAvailableProduce, useFarmers, useSubmitProduceRequest } from '@farmplate/api-client';
import { Button, Card, Grid, SelectField, TextAreaField, TextField, useToast } from '@farmplate/design-system';
import styled from 'styled-components';
import { ApiError, failureText } from '@farmplate/api-client';
import { NEW_QUICK_REQUEST, todayIso, validateQuickRequest, type QuickRequestValues } from './kitchenRules';

const Layout = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

function ProduceField({ farmerId, label }: { farmerId: string; label: string }) {
  const { input } = useField<string>('inventory_item_id', { subscription: {} });
  const { onChange } = input;
  const previousFarmer = useRef(farmerId);
  // another farmer: the chosen produce was the last farmer's, so it goes
  useEffect(() => {
    if (previousFarmer.current !== farmerId) onChange('');
    previousFarmer.current = farmerId;
  }, [farmerId, onChange]);
  const produce = useAvailableProduce(farmerId ? { farmer: Number(farmerId) } : { farmer: 'all' });
  const options = (farmerId ? (produce.data ?? []) : []).map((item) => ({
    value: String(item.id),
    label: `${item.produce_name} (${item.quantity} ${item.unit}, ${item.quality})`,
  }));
  return (
    <SelectField
      name="inventory_item_id"
      label={label}
      required
      placeholder={farmerId ? `Select ${label.toLowerCase()}` : 'Select a farmer first'}
      options={options}
      disabled={!farmerId}
    />
  );
}

export interface QuickRequestFormProps {
  /** 'Request Ingredients' on the dashboard, 'Quick Request Form' on the farmer inventory. */
  title: string;
  /** The Quick Request Form also asks for the quality the kitchen prefers. */
  withQuality?: boolean;
  submitLabel?: string;
  /** 'Ingredient' on the dashboard's form (spec §2), 'Produce' elsewhere. */
  produceLabel?: string;
  /** 'Delivery date' on the dashboard's form, 'Needed by' on the quick request form. */
  dateLabel?: string;
}

/**
 * Sends a produce request to the chosen farmer (spec §3 Quick request, §5): farmer, produce and
 * a whole quantity in kg are required; the needed-by date may not be in the past.
 */
export function QuickRequestForm({
  title,
  withQuality = false,
  submitLabel = 'Send Request',
  produceLabel = 'Produce',
  dateLabel = 'Needed by',
}: QuickRequestFormProps) {
  const toast = useToast();
  const farmers = useFarmers();
  const send = useSubmitProduceRequest();
  const headingId = `${title.toLowerCase().replace(/\W+/g, '-')}-heading`;

  const submit = async (values: QuickRequestValues, form: FormApi<QuickRequestValues>) => {
    try {
      await send.mutateAsync({
        farmer_id: Number(values.farmer_id),
        inventory_item_id: Number(values.inventory_item_id),
        quantity: Number(values.quantity),
        needed_by_date: values.needed_by_date || null,
        additional_notes: values.additional_notes.trim() || null,
        quality_preference: withQuality ? values.quality_preference : null,
      });
      toast.success(REQUEST_MESSAGES.submitted);
      // restart on the next tick: final-form is still finishing this submit
      window.setTimeout(() => form.restart(NEW_QUICK_REQUEST));
      return undefined;
    } catch (error) {
      // said once, in the spec's toast; a validation answer's messages go under their fields
      toast.error(failureText(error, { failed: 'Failed to submit request', errored: 'Error submitting request' }));
      return error instanceof ApiError ? error.fieldErrors : undefined;
    }
  };

  return (
    <Card as="section" aria-labelledby={headingId}>
      <Form<QuickRequestValues>
        onSubmit={submit}
        validate={(values) => validateQuickRequest(values)}
        initialValues={NEW_QUICK_REQUEST}
        render={({ handleSubmit, submitting, form }) => (
          <Layout
            noValidate
            onSubmit={(event) => {
              // the spec's toast is for missing fields; other problems show under their field
              const errors = Object.values(form.getState().errors ?? {});
              if (errors.includes(REQUEST_MESSAGES.required)) toast.error(REQUEST_MESSAGES.required);
              return handleSubmit(event);
            }}
          >
            <h2 id={headingId}>{title}</h2>
            <Grid columns={{ base: 1, md: 2 }}>
              <SelectField
                name="farmer_id"
                label="Farmer"
                required
                placeholder="Select a farmer"
                options={(farmers.data ?? []).map((farmer) => ({ value: String(farmer.id), label: farmer.name }))}
              />
              <FormSpy<QuickRequestValues> subscription={{ values: true }}>
                {({ values }) => <ProduceField farmerId={values?.farmer_id ?? ''} label={produceLabel} />}
              </FormSpy>
              <TextField name="quantity" label="Quantity (kg)" type="number" min={1} step={1} required />
              <TextField name="needed_by_date" label={dateLabel} type="date" min={todayIso()} />
              {withQuality && (
                <SelectField
                  name="quality_preference"
                  label="Quality preference"
                  options={QUALITY_PREFERENCES.map((quality) => ({ value: quality, label: quality }))}
                />
              )}
            </Grid>
            <TextAreaField name="additional_notes" label="Notes" rows={2} />
            <div>
              <Button type="submit" loading={submitting}>
                {submitting ? 'Sending...' : submitLabel}
              </Button>
            </div>
          </Layout>
        )}
      />
    </Card>
  );
}
