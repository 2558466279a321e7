import {
  CreateMenuItemBody,
  DEFAULT_CATEGORIES,
  firstErrors,
  MENU_ITEM_MESSAGES,
  validate,
  type KitchenOption,
  type MenuItem,
} from '@farmplate/contracts';
import type { MenuItemInput } from '@farmplate/api-client';

/** The menu item form as final-form holds it (spec §3, §4, §5). */
export interface MenuItemFormValues {
  item_name: string;
  description: string;
  price: string;
  category: string;
  kitchen: string;
  ingredients: string;
  allergens: string;
  vegetarian: boolean;
  vegan: boolean;
  gluten_free: boolean;
  status: MenuItem['status'];
  image: File | null;
}

/** The toast of a submit with errors (spec §5). */
export const FORM_ERRORS_TOAST = 'Please fix the form errors before submitting';

/** Category names for the form and filter: the server's, or spec §9's defaults when the call fails. */
export const categoryNames = (categories: readonly { name: string }[] | undefined, failed: boolean): string[] =>
  failed || !categories || categories.length === 0 ? [...DEFAULT_CATEGORIES] : categories.map((c) => c.name);

/** A new item: status active, first category, first active kitchen, dietary flags off (spec §4). */
export function newMenuItemValues(
  categories: readonly string[],
  kitchens: readonly KitchenOption[],
): MenuItemFormValues {
  const kitchen = kitchens.find((option) => option.status === 'active') ?? kitchens[0];
  return {
    item_name: '',
    description: '',
    price: '',
    category: categories[0] ?? '',
    kitchen: kitchen ? String(kitchen.id) : '',
    ingredients: '',
    allergens: '',
    vegetarian: false,
    vegan: false,
    gluten_free: false,
    status: 'active',
    image: null,
  };
}

export const menuItemValues = (item: MenuItem): MenuItemFormValues => ({
  item_name: item.item_name,
  description: item.description,
  price: String(item.price),
  category: item.category ?? '',
  kitchen: item.kitchen === null ? '' : String(item.kitchen),
  ingredients: item.ingredients,
  allergens: item.allergens,
  vegetarian: item.vegetarian,
  vegan: item.vegan,
  gluten_free: item.gluten_free,
  status: item.status,
  image: null,
});

const blankToUndefined = (text: string | undefined) => (text === undefined || text.trim() === '' ? undefined : text);

/** Spec §5 "Menu item form", checked with the server's own schema and messages. */
export function validateMenuItemForm(values: Partial<MenuItemFormValues>): Record<string, string> {
  const errors = firstErrors(
    validate(CreateMenuItemBody, {
      item_name: values.item_name ?? '',
      description: values.description ?? '',
      price: blankToUndefined(values.price),
      category: blankToUndefined(values.category),
      ingredients: values.ingredients ?? '',
      allergens: values.allergens ?? '',
    }),
  );
  // a blank field is missing, not short: the schema reports its length rule first
  if (!values.item_name?.trim()) errors.item_name = MENU_ITEM_MESSAGES.nameRequired;
  if (!values.description?.trim()) errors.description = MENU_ITEM_MESSAGES.descriptionRequired;
  return errors;
}

export function toMenuItemInput(values: MenuItemFormValues, { ownKitchen }: { ownKitchen: boolean }): MenuItemInput {
  return {
    item_name: values.item_name.trim(),
    description: values.description.trim(),
    price: Number(values.price),
    category: values.category,
    // a kitchen always adds to its own menu: the server decides, the form does not send one
    ...(ownKitchen || !values.kitchen ? {} : { kitchen: Number(values.kitchen) }),
    ingredients: values.ingredients.trim(),
    allergens: values.allergens.trim(),
    vegetarian: values.vegetarian,
    vegan: values.vegan,
    gluten_free: values.gluten_free,
    status: values.status,
    image: values.image,
  };
}

// ---- the card's texts and fallbacks (spec §2 Admin Menu Items) -----------------------------------

export const itemName = (item: Pick<MenuItem, 'item_name'>) => item.item_name.trim() || 'Untitled Item';
export const itemDescription = (item: Pick<MenuItem, 'description'>) =>
  item.description.trim() || 'No description available';
export const itemCategory = (item: Pick<MenuItem, 'category'>) => item.category?.trim() || 'Uncategorized';
/** The kitchen's first word ('Mama's Soul Kitchen' → 'Mama's'). */
export const kitchenFirstWord = (item: Pick<MenuItem, 'kitchen_name'>) =>
  item.kitchen_name?.trim().split(/\s+/)[0] || 'Unknown Kitchen';

export const dietaryBadges = (item: Pick<MenuItem, 'vegetarian' | 'vegan' | 'gluten_free'>): string[] => [
  ...(item.vegetarian ? ['Vegetarian'] : []),
  ...(item.vegan ? ['Vegan'] : []),
  ...(item.gluten_free ? ['Gluten-Free'] : []),
];
