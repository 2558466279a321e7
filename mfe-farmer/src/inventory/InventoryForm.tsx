import { useEffect, useId, useRef } from 'react';
import { Form, useFormState } from 'react-final-form';
import {
  IMAGE_LIMITS,
  IMAGE_MESSAGES,
  INVENTORY_MESSAGES,
  INVENTORY_QUALITIES,
  INVENTORY_UNITS,
  type InventoryItem,
} from '@farmplate/contracts';
import { ApiError, useCreateInventoryItem, useUpdateInventoryItem } from '@farmplate/api-client';
import {
  Button,
  Card,
  FieldHint,
  Grid,
  ImageField,
  Input,
  Label,
  SelectField,
  TextAreaField,
  TextField,
  useToast,
} from '@farmplate/design-system';
import styled from 'styled-components';
import {
  inventoryFormValues,
  NEW_INVENTORY_VALUES,
  pricePerUnitText,
  toInventoryInput,
  validateInventoryForm,
  type InventoryFormValues,
} from '../shared/inventoryFormRules';

const UNIT_OPTIONS = INVENTORY_UNITS.map((unit) => ({ value: unit, label: unit }));
const QUALITY_OPTIONS = INVENTORY_QUALITIES.map((quality) => ({ value: quality, label: quality }));

/** Spec §5: inventory images are any image type under 5 MB, with these messages. */
const IMAGE_FIELD_MESSAGES = {
  wrongType: 'Please select a valid image file',
  tooLarge: IMAGE_MESSAGES.tooLarge.inventory,
};

const FormLayout = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Read-only: the server stores what the form computes from total price and quantity. */
function PricePerUnitField() {
  const id = useId();
  const { values } = useFormState<InventoryFormValues>({ subscription: { values: true } });
  return (
    <div>
      <Label htmlFor={id}>Price per unit ($)</Label>
      <Input
        id={id}
        readOnly
        value={pricePerUnitText(values?.quantity, values?.total_price)}
        placeholder="0.00"
        aria-describedby={`${id}-hint`}
      />
      <FieldHint id={`${id}-hint`}>Total price divided by quantity</FieldHint>
    </div>
  );
}

export interface InventoryFormProps {
  /** The item being edited; none for a new one. */
  item?: InventoryItem | null;
  /** Called after a successful save and on Cancel. */
  onClose: () => void;
}

/** Add or edit an inventory item with every field of spec §3. */
export function InventoryForm({ item, onClose }: InventoryFormProps) {
  const toast = useToast();
  const create = useCreateInventoryItem();
  const update = useUpdateInventoryItem();
  const editing = !!item;
  const root = useRef<HTMLElement>(null);

  // Edit is clicked in the table below: bring the form into view. (Block body: newer browsers
  // return a promise from scrollIntoView, and an effect may only return its cleanup.)
  useEffect(() => {
    root.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, []);

  const submit = async (values: InventoryFormValues) => {
    const input = toInventoryInput(values);
    try {
      if (item) {
        await update.mutateAsync({ id: item.id, input });
        toast.success(INVENTORY_MESSAGES.updated);
      } else {
        await create.mutateAsync(input);
        toast.success(INVENTORY_MESSAGES.added);
      }
      onClose();
      return undefined;
    } catch (error) {
      // the hook's toast names the failure; a validation answer's messages go under the fields
      return error instanceof ApiError ? error.fieldErrors : undefined;
    }
  };

  return (
    <Card ref={root} as="section" aria-label={editing ? 'Edit Inventory Item' : 'Add New Inventory Item'}>
      <Form<InventoryFormValues>
        onSubmit={submit}
        validate={validateInventoryForm}
        initialValues={item ? inventoryFormValues(item) : NEW_INVENTORY_VALUES}
        render={({ handleSubmit, submitting }) => (
          <FormLayout onSubmit={handleSubmit} noValidate>
            <Heading>{editing ? 'Edit Inventory Item' : 'Add New Inventory Item'}</Heading>
            <Grid columns={{ base: 1, md: 2, lg: 3 }}>
              <TextField name="produce_name" label="Produce name" required placeholder="e.g. Tomatoes" />
              <TextField name="quantity" label="Quantity" type="number" min={1} step={0.01} required />
              <SelectField name="unit" label="Unit" options={UNIT_OPTIONS} required />
              <SelectField name="quality" label="Quality" options={QUALITY_OPTIONS} required />
              <TextField name="total_price" label="Total price ($)" type="number" min={0} step={0.01} required />
              <PricePerUnitField />
              <TextField
                name="stock_alert"
                label="Stock alert"
                type="number"
                min={0}
                step={0.01}
                hint="Quantity at which you want to restock"
              />
            </Grid>
            <TextAreaField name="description" label="Description" rows={3} />
            <ImageField
              name="image_file"
              label="Produce image"
              accept="image/*"
              maxBytes={IMAGE_LIMITS.inventory}
              messages={IMAGE_FIELD_MESSAGES}
              currentUrl={item?.image_url}
              hint="Any image type, less than 5MB"
            />
            <Actions>
              <Button type="submit" loading={submitting}>
                {submitting ? 'Saving...' : editing ? 'Update Item' : 'Add Item'}
              </Button>
              <Button variant="secondary" onClick={onClose} disabled={submitting}>
                Cancel
              </Button>
            </Actions>
          </FormLayout>
        )}
      />
    </Card>
  );
}
