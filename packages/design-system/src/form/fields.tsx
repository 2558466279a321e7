import type { ComponentPropsWithoutRef } from 'react';
import type { UseFieldConfig } from 'react-final-form';
import { Input, Select, TextArea, type SelectOption } from '@farmplate/design-system/core';
import { FieldFrame, useBoundField, type FieldBaseProps } from './fieldState';

/** final-form options an adapter passes through to useField. */
type FieldConfig = Pick<
  UseFieldConfig,
  'validate' | 'parse' | 'format' | 'formatOnBlur' | 'initialValue' | 'defaultValue'
>;

/* eslint-disable @typescript-eslint/no-unsafe-assignment -- final-form's field config is typed any (UseFieldConfig) */
function splitConfig<P extends FieldConfig>(props: P) {
  const { validate, parse, format, formatOnBlur, initialValue, defaultValue, ...rest } = props;
  return { config: { validate, parse, format, formatOnBlur, initialValue, defaultValue }, rest };
}
/* eslint-enable @typescript-eslint/no-unsafe-assignment */

/** Props final-form owns (value and its handlers) or the adapter sets (required as aria-required). */
type OwnedProps = 'name' | 'value' | 'defaultValue' | 'required' | 'onChange' | 'onBlur' | 'onFocus';

type NativeInputProps = Omit<ComponentPropsWithoutRef<'input'>, OwnedProps | 'checked'>;

export interface TextFieldProps extends FieldBaseProps, FieldConfig, Omit<NativeInputProps, keyof FieldConfig> {}

/** A labelled text-like input (text, email, password, number, date, tel…) bound to a final-form field. */
export function TextField({ name, label, hint, required, className, type = 'text', ...props }: TextFieldProps) {
  const { config, rest } = splitConfig(props);
  const { input, ids, error, controlProps } = useBoundField(name, { ...config, type }, hint, required);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} required={required} error={error} className={className}>
      <Input {...rest} {...input} {...controlProps} />
    </FieldFrame>
  );
}

export interface TextAreaFieldProps
  extends FieldBaseProps, FieldConfig, Omit<ComponentPropsWithoutRef<'textarea'>, OwnedProps | keyof FieldConfig> {}

export function TextAreaField({ name, label, hint, required, className, ...props }: TextAreaFieldProps) {
  const { config, rest } = splitConfig(props);
  const { input, ids, error, controlProps } = useBoundField(name, config, hint, required);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} required={required} error={error} className={className}>
      <TextArea {...rest} {...input} {...controlProps} />
    </FieldFrame>
  );
}

export interface SelectFieldProps
  extends FieldBaseProps, FieldConfig, Omit<ComponentPropsWithoutRef<'select'>, OwnedProps | keyof FieldConfig> {
  options: readonly SelectOption[];
  /** An empty first option ('Select a role'). */
  placeholder?: string;
}

export function SelectField({
  name,
  label,
  hint,
  required,
  className,
  options,
  placeholder,
  ...props
}: SelectFieldProps) {
  const { config, rest } = splitConfig(props);
  const { input, ids, error, controlProps } = useBoundField(name, config, hint, required);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} required={required} error={error} className={className}>
      <Select {...rest} {...input} options={options} placeholder={placeholder} {...controlProps} />
    </FieldFrame>
  );
}
