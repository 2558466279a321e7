import { useId } from 'react';
import { Form, useFormState } from 'react-final-form';
import {
  ADMIN_INVENTORY_MESSAGES,
  INVENTORY_CATEGORIES,
  INVENTORY_QUALITIES,
  INVENTORY_UNITS,
  type AdminInventoryItem,
} from '@farmplate/contracts';
import { ApiError, useSaveAdminInventoryItem } from '@farmplate/api-client';
import {
  Button,
  FieldHint,
  Grid,
  Input,
  Label,
  Modal,
  SelectField,
  TextAreaField,
  TextField,
  useToast,
} from '@farmplate/design-system';
import { adminFailure } from '../shared/feedback';
import {
  itemValues,
  newItemValues,
  pricePerUnitText,
  toAdminInventoryInput,
  validateAdminInventoryForm,
  type AdminInventoryFormValues,
} from './inventoryForm';
import { categoryLabel } from './categories';

const UNIT_OPTIONS = INVENTORY_UNITS.map((unit) => ({ value: unit, label: unit }));
const QUALITY_OPTIONS = INVENTORY_QUALITIES.map((quality) => ({ value: quality, label: quality }));
const CATEGORY_OPTIONS = INVENTORY_CATEGORIES.map((category) => ({ value: category, label: categoryLabel(category) }));

function PricePerUnitField() {
  const id = useId();
  const { values } = useFormState<AdminInventoryFormValues>({ subscription: { values: true } });
  return (
    <div>
      <Label htmlFor={id}>Price per unit ($)</Label>
      <Input
        id={id}
        readOnly
        value={pricePerUnitText(values ?? {})}
        placeholder="0.00"
        aria-describedby={`${id}-hint`}
      />
      <FieldHint id={`${id}-hint`}>Total price divided by quantity</FieldHint>
    </div>
  );
}

const fieldErrors = (error: unknown): Record<string, string> =>
  error instanceof ApiError && error.errors
    ? Object.fromEntries(Object.entries(error.errors).flatMap(([field, [first]]) => (first ? [[field, first]] : [])))
    : {};

export interface AdminInventoryFormProps {
  open: boolean;
  /** The item being edited, or null to add one. */
  item: AdminInventoryItem | null;
  farmers: readonly { id: number; name: string }[];
  /** The farmer preselected for a new item (the farmer filter), '' for none. */
  defaultFarmerId: string;
  onClose: () => void;
}

/** Add or edit an item on behalf of a chosen farmer, with the farmer inventory form's rules. */
export function AdminInventoryForm({ open, item, farmers, defaultFarmerId, onClose }: AdminInventoryFormProps) {
  const toast = useToast();
  const save = useSaveAdminInventoryItem();
  const formId = useId();
  const title = item ? 'Edit Inventory Item' : 'Add Inventory Item';

  const submit = async (values: AdminInventoryFormValues) => {
    try {
      const result = await save.mutateAsync({ id: item?.id, input: toAdminInventoryInput(values) });
      toast.success(result.message);
      onClose();
      return undefined;
    } catch (error) {
      toast.error(
        adminFailure(
          error,
          item
            ? { failed: 'Failed to update inventory item', errored: 'Error updating inventory item' }
            : { failed: ADMIN_INVENTORY_MESSAGES.addFailed, errored: ADMIN_INVENTORY_MESSAGES.addErrored },
        ),
      );
      return fieldErrors(error);
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={save.isPending}>
            {save.isPending ? 'Saving...' : item ? 'Update Item' : 'Add Item'}
          </Button>
        </>
      }
    >
      <Form<AdminInventoryFormValues>
        onSubmit={submit}
        validate={validateAdminInventoryForm}
        initialValues={item ? itemValues(item) : newItemValues(defaultFarmerId)}
        render={({ handleSubmit }) => (
          <form id={formId} onSubmit={(event) => void handleSubmit(event)} noValidate>
            <Grid columns={{ base: 1, md: 2 }}>
              <SelectField
                name="farmer_id"
                label="Farmer"
                required
                options={[
                  { value: '', label: 'Choose a farmer' },
                  ...farmers.map((farmer) => ({ value: String(farmer.id), label: farmer.name })),
                ]}
              />
              <TextField name="produce_name" label="Produce name" required placeholder="e.g. Tomatoes" />
              <SelectField name="category" label="Category" options={CATEGORY_OPTIONS} />
              <TextField name="quantity" label="Quantity" type="number" min={1} step={0.01} required />
              <SelectField name="unit" label="Unit" options={UNIT_OPTIONS} required />
              <SelectField name="quality" label="Quality" options={QUALITY_OPTIONS} required />
              <TextField name="total_price" label="Total price ($)" type="number" min={0} step={0.01} required />
              <PricePerUnitField />
              <TextField name="stock_alert" label="Stock alert" type="number" min={0} step={0.01} />
            </Grid>
            <TextAreaField name="description" label="Description" rows={3} />
          </form>
        )}
      />
    </Modal>
  );
}
