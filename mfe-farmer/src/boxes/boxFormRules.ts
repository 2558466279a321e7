import { ARRAY_ERROR, getIn, setIn } from 'final-form';
import {
  BOX_MESSAGES,
  isCalendarDay,
  type Box,
  type BoxKind,
  type BoxSize,
  type CreateBoxBody,
} from '@farmplate/contracts';

/** One line of the box's contents as the form holds it (select and number inputs give text). */
export interface ContentRow {
  inventory_item_id: string;
  quantity: string;
}

/** The box form as final-form holds it. */
export interface BoxFormValues {
  name: string;
  kind: BoxKind;
  size: BoxSize;
  price: string;
  description: string;
  offered_from: string;
  offered_until: string;
  weekly_limit: string;
  status: Box['status'];
  contents: ContentRow[];
  image_file: File | null;
}

export const EMPTY_CONTENT_ROW: ContentRow = { inventory_item_id: '', quantity: '1' };

/** A new box: a medium produce box offered from `today`, one empty content line. */
export const newBoxValues = (today: string): BoxFormValues => ({
  name: '',
  kind: 'produce_box',
  size: 'medium',
  price: '',
  description: '',
  offered_from: today,
  offered_until: '',
  weekly_limit: '',
  status: 'active',
  contents: [EMPTY_CONTENT_ROW],
  image_file: null,
});

/** Edit mode loads the box into the form. */
export const boxFormValues = (box: Box): BoxFormValues => ({
  name: box.name,
  kind: box.kind,
  size: box.size,
  price: String(box.price),
  description: box.description ?? '',
  offered_from: box.offered_from,
  offered_until: box.offered_until ?? '',
  weekly_limit: String(box.weekly_limit),
  status: box.status,
  contents: box.contents.map((content) => ({
    inventory_item_id: String(content.inventory_item_id),
    quantity: String(content.quantity),
  })),
  image_file: null,
});

const isBlank = (text: string | undefined) => text === undefined || text.trim() === '';

/**
 * The form's own checks, with the server's messages: the server checks them again (and what only
 * it knows: that every item is the farmer's own).
 */
export function validateBoxForm(values: Partial<BoxFormValues>): Record<string, unknown> {
  let errors: Record<string, unknown> = {};
  const fail = (field: string, message: string) => {
    errors = setIn(errors, field, message) as Record<string, unknown>;
  };
  if (isBlank(values.name)) fail('name', BOX_MESSAGES.nameRequired);
  if (isBlank(values.price)) fail('price', BOX_MESSAGES.priceRequired);
  else if (Number(values.price) < 0) fail('price', 'Price cannot be negative');
  if (!isCalendarDay(values.offered_from ?? '')) fail('offered_from', BOX_MESSAGES.dateInvalid);
  if (!isBlank(values.offered_until) && !isCalendarDay(values.offered_until ?? ''))
    fail('offered_until', BOX_MESSAGES.dateInvalid);
  const limit = Number(values.weekly_limit);
  if (isBlank(values.weekly_limit) || !Number.isInteger(limit) || limit < 1)
    fail('weekly_limit', BOX_MESSAGES.weeklyLimitRequired);
  const contents = values.contents ?? [];
  contents.forEach((row, index) => {
    if (!row?.inventory_item_id) fail(`contents[${index}].inventory_item_id`, 'Please choose an inventory item');
    const quantity = Number(row?.quantity);
    if (!Number.isInteger(quantity) || quantity < 1)
      fail(`contents[${index}].quantity`, 'Quantity must be a whole number from 1');
  });
  if (contents.length === 0) errors = withListError(errors, 'contents', BOX_MESSAGES.contentsRequired);
  return errors;
}

/** The body of a create or an update from valid form values. */
export function toBoxBody(values: BoxFormValues): CreateBoxBody {
  return {
    name: values.name.trim(),
    kind: values.kind,
    size: values.size,
    price: Number(values.price),
    description: values.description.trim() || null,
    offered_from: values.offered_from,
    offered_until: values.offered_until || null,
    weekly_limit: Number(values.weekly_limit),
    status: values.status,
    contents: values.contents.map((row) => ({
      inventory_item_id: Number(row.inventory_item_id),
      quantity: Number(row.quantity),
    })),
  };
}

/**
 * A message about a whole list (the contents) beside its lines' own: final-form keeps it on the
 * list's array of line errors under ARRAY_ERROR. Set it after the lines' errors (setIn copies
 * the array without it).
 */
function withListError(errors: Record<string, unknown>, field: string, message: string): Record<string, unknown> {
  const existing: unknown = getIn(errors, field);
  const list: unknown[] = Array.isArray(existing) ? [...(existing as unknown[])] : [];
  (list as unknown as Record<string, string>)[ARRAY_ERROR] = message;
  return setIn(errors, field, list) as Record<string, unknown>;
}

/** The message about the whole list from its error: a text, or an array's ARRAY_ERROR. */
export function listErrorText(error: unknown): string | undefined {
  if (typeof error === 'string') return error || undefined;
  if (Array.isArray(error)) return (error as unknown as Record<string, string | undefined>)[ARRAY_ERROR];
  return undefined;
}

/**
 * The server names a field's error by its path ('contents.0.quantity'); final-form reads submit
 * errors as a nested object, so each message is set at its path (the whole list's last).
 */
export function nestedFieldErrors(errors: Record<string, string>): Record<string, unknown> {
  const entries = Object.entries(errors);
  const lines = entries.filter(([field]) => field !== 'contents');
  const nested = lines.reduce<Record<string, unknown>>(
    (all, [field, message]) => setIn(all, field, message) as Record<string, unknown>,
    {},
  );
  return errors.contents ? withListError(nested, 'contents', errors.contents) : nested;
}
