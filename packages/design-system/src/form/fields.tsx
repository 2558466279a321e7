import type { ComponentPropsWithoutRef } from 'react';
import { useField, type UseFieldConfig } from 'react-final-form';
import { Input, Select, TextArea, type SelectOption } from './controls';
import { describedBy, FieldFrame, useFieldIds, visibleError, type FieldBaseProps } from './fieldState';

/** final-form options an adapter passes through to useField. */
type FieldConfig = Pick<UseFieldConfig, 'validate' | 'parse' | 'format' | 'formatOnBlur' | 'initialValue' | 'defaultValue'>;

function splitConfig<P extends FieldConfig>(props: P) {
  const { validate, parse, format, formatOnBlur, initialValue, defaultValue, ...rest } = props;
  return { config: { validate, parse, format, formatOnBlur, initialValue, defaultValue }, rest };
}

/** Props final-form owns (value and its handlers) or the adapter sets (required as aria-required). */
type OwnedProps = 'name' | 'value' | 'defaultValue' | 'required' | 'onChange' | 'onBlur' | 'onFocus';

type NativeInputProps = Omit<ComponentPropsWithoutRef<'input'>, OwnedProps | 'checked'>;

export interface TextFieldProps extends FieldBaseProps, FieldConfig, Omit<NativeInputProps, keyof FieldConfig> {}

/** A labelled text-like input (text, email, password, number, date, tel…) bound to a final-form field. */
export function TextField({ name, label, hint, required, className, type = 'text', ...props }: TextFieldProps) {
  const { config, rest } = splitConfig(props);
  const { input, meta } = useField(name, { ...config, type });
  const ids = useFieldIds();
  const error = visibleError(meta);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} required={required} error={error} className={className}>
      <Input
        {...rest}
        {...input}
        id={ids.controlId}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
      />
    </FieldFrame>
  );
}

export interface TextAreaFieldProps
  extends FieldBaseProps,
    FieldConfig,
    Omit<ComponentPropsWithoutRef<'textarea'>, OwnedProps | keyof FieldConfig> {}

export function TextAreaField({ name, label, hint, required, className, ...props }: TextAreaFieldProps) {
  const { config, rest } = splitConfig(props);
  const { input, meta } = useField(name, config);
  const ids = useFieldIds();
  const error = visibleError(meta);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} required={required} error={error} className={className}>
      <TextArea
        {...rest}
        {...input}
        id={ids.controlId}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
      />
    </FieldFrame>
  );
}

export interface SelectFieldProps
  extends FieldBaseProps,
    FieldConfig,
    Omit<ComponentPropsWithoutRef<'select'>, OwnedProps | keyof FieldConfig> {
  options: readonly SelectOption[];
  /** An empty first option ('Select a role'). */
  placeholder?: string;
}

export function SelectField({ name, label, hint, required, className, options, placeholder, ...props }: SelectFieldProps) {
  const { config, rest } = splitConfig(props);
  const { input, meta } = useField(name, config);
  const ids = useFieldIds();
  const error = visibleError(meta);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} required={required} error={error} className={className}>
      <Select
        {...rest}
        {...input}
        options={options}
        placeholder={placeholder}
        id={ids.controlId}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
      />
    </FieldFrame>
  );
}
