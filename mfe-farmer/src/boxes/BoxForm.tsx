import { useEffect, useRef } from 'react';
import { Form, useField, useForm, useFormState } from 'react-final-form';
import {
  BOX_KINDS,
  BOX_MESSAGES,
  BOX_SIZES,
  BOX_STATUSES,
  dayOf,
  IMAGE_LIMITS,
  IMAGE_MESSAGES,
  type Box,
  type InventoryItem,
  BOX_KIND_LABELS,
  BOX_SIZE_LABELS,
} from '@farmplate/contracts';
import {
  ApiError,
  useAllInventoryItems,
  usePlatformTime,
  useSaveFarmerBox,
  useUploadFarmerBoxImage,
} from '@farmplate/api-client';
import {
  Button,
  Card,
  FieldError,
  Grid,
  ImageField,
  SelectField,
  TextAreaField,
  TextField,
  useToast,
} from '@farmplate/design-system';
import styled from 'styled-components';
import {
  boxFormValues,
  EMPTY_CONTENT_ROW,
  listErrorText,
  nestedFieldErrors,
  newBoxValues,
  toBoxBody,
  validateBoxForm,
  type BoxFormValues,
} from './boxFormRules';

const KIND_OPTIONS = BOX_KINDS.map((kind) => ({ value: kind, label: BOX_KIND_LABELS[kind] }));
const SIZE_OPTIONS = BOX_SIZES.map((size) => ({ value: size, label: BOX_SIZE_LABELS[size] }));
const STATUS_OPTIONS = BOX_STATUSES.map((status) => ({
  value: status,
  label: status === 'active' ? 'Active' : 'Inactive',
}));

/** A box's picture follows the inventory's upload rules (the server uses the same limits). */
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

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: 600;
  }
`;

/** An item and its quantity side by side from the small breakpoint up, stacked on a phone. */
const ContentLine = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space(2)};
  align-items: end;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The box's contents: lines of (inventory item, quantity in the item's unit), added and removed. */
function ContentsFields({ inventory }: { inventory: readonly InventoryItem[] }) {
  const form = useForm<BoxFormValues>();
  const { values } = useFormState<BoxFormValues>({ subscription: { values: true } });
  const { meta } = useField('contents', {
    // the lines are rebuilt on every change of one of them: compare what they hold
    isEqual: (a, b) => JSON.stringify(a) === JSON.stringify(b),
    subscription: { error: true, submitError: true, submitFailed: true, touched: true, dirtySinceLastSubmit: true },
  });
  const rows = values?.contents ?? [];
  // a list-level message (none chosen, not the farmer's own) under the lines, as a field's
  const error =
    ((meta.touched || meta.submitFailed) && listErrorText(meta.error)) ||
    (meta.dirtySinceLastSubmit ? undefined : listErrorText(meta.submitError));
  const options = inventory.map((item) => ({ value: String(item.id), label: `${item.produce_name} (${item.unit})` }));
  const unitOf = (id: string) => inventory.find((item) => String(item.id) === id)?.unit;

  return (
    <Fieldset aria-describedby={error ? 'box-contents-error' : undefined}>
      <legend>Contents (from your inventory)</legend>
      {rows.map((row, index) => (
        <ContentLine key={index}>
          <SelectField
            name={`contents[${index}].inventory_item_id`}
            label={`Item ${index + 1}`}
            options={options}
            placeholder="Choose an item"
            required
          />
          <TextField
            name={`contents[${index}].quantity`}
            label={`Quantity ${index + 1}`}
            type="number"
            min={1}
            step={1}
            required
            hint={unitOf(row.inventory_item_id) ? `in ${unitOf(row.inventory_item_id)}` : undefined}
          />
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Remove item ${index + 1}`}
            onClick={() =>
              form.change(
                'contents',
                rows.filter((_, at) => at !== index),
              )
            }
          >
            Remove
          </Button>
        </ContentLine>
      ))}
      <FieldError id="box-contents-error">{error}</FieldError>
      <div>
        <Button variant="secondary" size="sm" onClick={() => form.change('contents', [...rows, EMPTY_CONTENT_ROW])}>
          Add item
        </Button>
      </div>
    </Fieldset>
  );
}

export interface BoxFormProps {
  /** The box being edited; none for a new one. */
  box?: Box | null;
  /** Called after a successful save and on Cancel. */
  onClose: () => void;
}

/** Create or edit a box: what it is, its price, its contents from the inventory, when and how many. */
export function BoxForm({ box, onClose }: BoxFormProps) {
  const toast = useToast();
  const save = useSaveFarmerBox();
  const upload = useUploadFarmerBoxImage();
  const inventory = useAllInventoryItems();
  const time = usePlatformTime();
  const editing = !!box;
  const root = useRef<HTMLElement>(null);
  const title = editing ? 'Edit Box' : 'Create Box';

  useEffect(() => {
    root.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, []);

  const submit = async (values: BoxFormValues) => {
    let saved;
    try {
      saved = await save.mutateAsync({ id: box?.id, fields: toBoxBody(values) });
    } catch (error) {
      // the hook's toast names the failure; a validation answer's messages go under the fields
      return error instanceof ApiError ? nestedFieldErrors(error.fieldErrors) : undefined;
    }
    toast.success(editing ? BOX_MESSAGES.updated : BOX_MESSAGES.created);
    if (values.image_file) {
      // The box is saved either way: a refused picture is told by the hook's toast, and the form
      // closes so a second submit does not create the box twice (Edit sends the picture again).
      await upload.mutateAsync({ id: saved.data.id, image: values.image_file }).catch(() => undefined);
    }
    onClose();
    return undefined;
  };

  return (
    <Card ref={root} as="section" aria-label={title}>
      <Form<BoxFormValues>
        onSubmit={submit}
        validate={validateBoxForm}
        initialValues={box ? boxFormValues(box) : newBoxValues(dayOf(new Date(), time.timeZone))}
        render={({ handleSubmit, submitting }) => (
          <FormLayout onSubmit={handleSubmit} noValidate>
            <Heading>{title}</Heading>
            <Grid columns={{ base: 1, md: 2, lg: 3 }}>
              <TextField name="name" label="Box name" required placeholder="e.g. Weekly greens" />
              <SelectField name="kind" label="Kind" options={KIND_OPTIONS} required />
              <SelectField name="size" label="Size" options={SIZE_OPTIONS} required />
              <TextField name="price" label="Price ($)" type="number" min={0} step={0.01} required />
              <TextField
                name="weekly_limit"
                label="Weekly limit"
                type="number"
                min={1}
                step={1}
                required
                hint="Most subscriptions the box takes"
              />
              <SelectField name="status" label="Status" options={STATUS_OPTIONS} required />
              <TextField name="offered_from" label="Offered from" type="date" required />
              <TextField
                name="offered_until"
                label="Offered until"
                type="date"
                hint="Leave empty to keep offering it"
              />
            </Grid>
            <TextAreaField name="description" label="Description" rows={3} />
            <ContentsFields inventory={inventory.data ?? []} />
            <ImageField
              name="image_file"
              label="Box picture"
              accept="image/*"
              maxBytes={IMAGE_LIMITS.inventory}
              messages={IMAGE_FIELD_MESSAGES}
              currentUrl={box?.image_url}
              hint="Any image type, less than 5MB"
            />
            <Actions>
              <Button type="submit" loading={submitting}>
                {submitting ? 'Saving...' : editing ? 'Update Box' : 'Create Box'}
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
