// @farmplate/design-system/forms: the react-final-form fields (text, text area, select,
// checkbox, toggle, image, the password change trio). A sign-in screen or a public form needs these and
// the core entry, not the dialogs, menus and tables of the full entry. Shared as a singleton of
// its own; it reaches core, and the full entry reaches it, through the package specifiers.
export {
  TextField,
  TextAreaField,
  SelectField,
  type TextFieldProps,
  type TextAreaFieldProps,
  type SelectFieldProps,
} from './form/fields';
export { CheckboxField, ToggleField, type CheckboxFieldProps, type ToggleFieldProps } from './form/choiceFields';
export { ImageField, IMAGE_TYPES, type ImageFieldProps, type ImageFieldMessages } from './form/ImageField';
export { visibleError } from './form/fieldState';
export { PasswordChangeFields, type PasswordChangeFieldsProps } from './form/PasswordChangeFields';
