import { Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import { INVENTORY_MESSAGES, INVENTORY_QUALITIES } from '@farmplate/contracts';
import { ApiError, useCreateInventoryItem } from '@farmplate/api-client';
import { Button, Card, SelectField, TextAreaField, TextField, useToast } from '@farmplate/design-system';
import styled from 'styled-components';
import {
  NEW_INVENTORY_VALUES,
  toInventoryInput,
  validateInventoryForm,
  type InventoryFormValues,
} from '../shared/inventoryFormRules';

/** Spec §2 "Farmer dashboard": the produce types of the quick-add form. */
export const QUICK_ADD_PRODUCE = ['Yams', 'Millet', 'Tomatoes', 'Peppers', 'Onions', 'Spinach', 'Cassava'] as const;

/**
 * The quick-add form holds the inventory form's values (unit fixed to kg, no stock alert or image)
 * and is checked by the inventory form's own rules (spec §5): total price is required here too.
 */
export type QuickAddValues = InventoryFormValues;

const INITIAL_VALUES: QuickAddValues = { ...NEW_INVENTORY_VALUES, unit: 'kg' };

/** Spec §5 "Inventory form", through the same schema as the inventory screen (inventoryFormRules). */
export function validateQuickAdd(values: Partial<QuickAddValues>): Record<string, string> {
  return validateInventoryForm({ ...values, unit: 'kg' });
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

/** Adds produce in kg from the dashboard, with its total price, under the inventory form's rules. */
export function QuickAddForm() {
  const toast = useToast();
  const create = useCreateInventoryItem();

  const submit = async (values: QuickAddValues, form: FormApi<QuickAddValues>) => {
    try {
      await create.mutateAsync(toInventoryInput({ ...values, unit: 'kg', stock_alert: '', image_file: null }));
      toast.success(INVENTORY_MESSAGES.added);
      form.restart(INITIAL_VALUES);
      return undefined;
    } catch (error) {
      // the hook's toast names the failure; a validation answer's messages go under the fields
      return error instanceof ApiError ? error.fieldErrors : undefined;
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
            <TextField name="total_price" label="Total price ($)" type="number" min={0} step={0.01} required />
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
