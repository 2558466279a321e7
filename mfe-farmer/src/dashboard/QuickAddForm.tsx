import { Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import { INVENTORY_MESSAGES, INVENTORY_QUALITIES, type InventoryQuality } from '@farmplate/contracts';
import { useCreateInventoryItem } from '@farmplate/api-client';
import { Button, Card, SelectField, TextAreaField, TextField, useToast } from '@farmplate/design-system';
import styled from 'styled-components';
import { failureMessage, serverFieldErrors } from '../feedback/failureMessage';

/** Spec §2 "Farmer dashboard": the produce types of the quick-add form. */
export const QUICK_ADD_PRODUCE = ['Yams', 'Millet', 'Tomatoes', 'Peppers', 'Onions', 'Spinach', 'Cassava'] as const;

export interface QuickAddValues {
  produce_name: string;
  quantity: string;
  quality: InventoryQuality;
  description: string;
}

const INITIAL_VALUES: QuickAddValues = { produce_name: '', quantity: '', quality: 'Standard', description: '' };

export function validateQuickAdd(values: Partial<QuickAddValues>): Partial<Record<keyof QuickAddValues, string>> {
  const errors: Partial<Record<keyof QuickAddValues, string>> = {};
  if (!values.produce_name) errors.produce_name = 'Please select a produce type';
  const quantity = values.quantity === undefined || values.quantity === '' ? NaN : Number(values.quantity);
  if (Number.isNaN(quantity)) errors.quantity = 'Quantity is required';
  else if (quantity < 1) errors.quantity = 'Quantity must be at least 1';
  if (!values.quality) errors.quality = 'Quality is required';
  return errors;
}

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Fields = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

/** Adds produce in kg from the dashboard; the price can be set later on the inventory screen. */
export function QuickAddForm() {
  const toast = useToast();
  const create = useCreateInventoryItem();

  const submit = async (values: QuickAddValues, form: FormApi<QuickAddValues>) => {
    try {
      await create.mutateAsync({
        produce_name: values.produce_name,
        quantity: Number(values.quantity),
        unit: 'kg',
        quality: values.quality,
        description: values.description.trim(),
        total_price: 0,
      });
      toast.success(INVENTORY_MESSAGES.added);
      form.restart(INITIAL_VALUES);
      return undefined;
    } catch (error) {
      toast.error(failureMessage(error, { failed: 'Failed to add inventory item', errored: 'Error adding inventory item' }));
      return serverFieldErrors(error);
    }
  };

  return (
    <Card as="section" aria-labelledby="quick-add-heading">
      <Heading id="quick-add-heading">Quick Add Inventory</Heading>
      <Form<QuickAddValues>
        onSubmit={submit}
        validate={validateQuickAdd}
        initialValues={INITIAL_VALUES}
        render={({ handleSubmit, submitting }) => (
          <Fields onSubmit={handleSubmit} noValidate>
            <SelectField
              name="produce_name"
              label="Produce type"
              placeholder="Select produce"
              options={QUICK_ADD_PRODUCE.map((name) => ({ value: name, label: name }))}
              required
            />
            <TextField name="quantity" label="Quantity (kg)" type="number" min={1} step={0.01} required />
            <SelectField
              name="quality"
              label="Quality"
              options={INVENTORY_QUALITIES.map((quality) => ({ value: quality, label: quality }))}
              required
            />
            <TextAreaField name="description" label="Notes" rows={2} />
            <Button type="submit" loading={submitting}>
              {submitting ? 'Adding...' : 'Add to Inventory'}
            </Button>
          </Fields>
        )}
      />
    </Card>
  );
}
