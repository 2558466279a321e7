import { useId } from 'react';
import { Form } from 'react-final-form';
import {
  IMAGE_LIMITS,
  MENU_ITEM_MESSAGES,
  MENU_ITEM_STATUSES,
  type KitchenOption,
  type MenuItem,
} from '@farmplate/contracts';
import { ApiError, useSaveMenuItem } from '@farmplate/api-client';
import {
  Button,
  CheckboxField,
  Grid,
  ImageField,
  Modal,
  SelectField,
  TextAreaField,
  TextField,
  useToast,
} from '@farmplate/design-system';
import styled from 'styled-components';
import {
  FORM_ERRORS_TOAST,
  menuItemValues,
  newMenuItemValues,
  toMenuItemInput,
  validateMenuItemForm,
  type MenuItemFormValues,
} from './menuItemRules';

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Dietary = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: 700;
  }
`;

export interface MenuItemFormProps {
  /** The item being edited; null for a new one. */
  item: MenuItem | null;
  categories: readonly string[];
  kitchens: readonly KitchenOption[];
  /** A kitchen adds to its own menu only: no kitchen choice. */
  ownKitchen: boolean;
  onClose: () => void;
}

/** Add or edit a menu item (spec §3, §4, §5): every rule and message, 'Saving...' while busy. */
export function MenuItemForm({ item, categories, kitchens, ownKitchen, onClose }: MenuItemFormProps) {
  const toast = useToast();
  const save = useSaveMenuItem();
  const formId = useId();
  const categoryOptions = categories.map((name) => ({ value: name, label: name }));
  // an item's category that is no longer listed stays choosable
  if (item?.category && !categories.includes(item.category))
    categoryOptions.push({ value: item.category, label: item.category });

  const submit = async (values: MenuItemFormValues) => {
    try {
      await save.mutateAsync({ id: item?.id ?? null, input: toMenuItemInput(values, { ownKitchen }) });
      toast.success(item ? MENU_ITEM_MESSAGES.updated : MENU_ITEM_MESSAGES.created);
      onClose();
      return undefined;
    } catch (error) {
      // the hook's toast names the failure; a validation answer's messages go under the fields
      return error instanceof ApiError ? error.fieldErrors : undefined;
    }
  };

  return (
    <Form<MenuItemFormValues>
      onSubmit={submit}
      validate={validateMenuItemForm}
      initialValues={item ? menuItemValues(item) : newMenuItemValues(categories, kitchens)}
      render={({ handleSubmit, submitting, form }) => (
        <Modal
          open
          onClose={() => !submitting && onClose()}
          title={item ? 'Edit Menu Item' : 'Add Menu Item'}
          size="lg"
          footer={
            <>
              <Button variant="secondary" onClick={onClose} disabled={submitting}>
                Cancel
              </Button>
              <Button type="submit" form={formId} loading={submitting}>
                {submitting ? 'Saving...' : item ? 'Update Item' : 'Add Item'}
              </Button>
            </>
          }
        >
          <form
            id={formId}
            noValidate
            onSubmit={(event) => {
              if (form.getState().hasValidationErrors) toast.error(FORM_ERRORS_TOAST);
              return handleSubmit(event);
            }}
          >
            <Fields>
              <TextField name="item_name" label="Item Name" required />
              <TextAreaField name="description" label="Description" rows={3} required />
              <Grid columns={{ base: 1, md: 2 }}>
                <TextField name="price" label="Price ($)" type="number" min={0.01} max={9999} step={0.01} required />
                <SelectField name="category" label="Category" options={categoryOptions} required />
                {!ownKitchen && (
                  <SelectField
                    name="kitchen"
                    label="Kitchen"
                    options={kitchens.map((kitchen) => ({ value: String(kitchen.id), label: kitchen.name }))}
                  />
                )}
                <SelectField
                  name="status"
                  label="Status"
                  options={MENU_ITEM_STATUSES.map((status) => ({
                    value: status,
                    label: status === 'active' ? 'Active' : 'Inactive',
                  }))}
                />
              </Grid>
              <TextAreaField
                name="ingredients"
                label="Ingredients"
                rows={2}
                required
                hint="Separate ingredients with commas"
              />
              <TextAreaField name="allergens" label="Allergens" rows={2} hint="Optional, separated by commas" />
              <Dietary>
                <legend>Dietary</legend>
                <CheckboxField name="vegetarian" label="Vegetarian" />
                <CheckboxField name="vegan" label="Vegan" />
                <CheckboxField name="gluten_free" label="Gluten-Free" />
              </Dietary>
              <ImageField
                name="image"
                label="Image"
                maxBytes={IMAGE_LIMITS.menuItem}
                currentUrl={item?.image_url}
                hint="JPEG, PNG, GIF or WebP, less than 10MB"
              />
            </Fields>
          </form>
        </Modal>
      )}
    />
  );
}
