import type { ComponentPropsWithoutRef } from 'react';
import type { UseFieldConfig } from 'react-final-form';
import styled from 'styled-components';
import { FieldError, FieldHint } from '@farmplate/design-system/core';
import { RequiredLabelText, useBoundField, type FieldBaseProps } from './fieldState';

type ChoiceInputProps = Omit<
  ComponentPropsWithoutRef<'input'>,
  | 'name'
  | 'type'
  | 'value'
  | 'checked'
  | 'defaultChecked'
  | 'defaultValue'
  | 'required'
  | 'onChange'
  | 'onBlur'
  | 'onFocus'
>;

export interface CheckboxFieldProps extends FieldBaseProps, ChoiceInputProps {
  validate?: UseFieldConfig['validate'];
}

const ChoiceLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 32px;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
`;

const Box = styled.input`
  width: 20px;
  height: 20px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
`;

/** Hint and error line up with the label text, after the box (20px) or the switch (44px). */
const Described = styled.div<{ $indent: number }>`
  padding-left: ${({ $indent, theme }) => `calc(${$indent}px + ${theme.space(2)})`};
`;

/** A boolean final-form field shown as a checkbox with its label on the right. */
export function CheckboxField({ name, label, hint, required, validate, className, ...rest }: CheckboxFieldProps) {
  const { input, ids, error, controlProps } = useBoundField(name, { type: 'checkbox', validate }, hint, required);
  return (
    <div className={className}>
      <ChoiceLabel htmlFor={ids.controlId}>
        <Box {...rest} {...input} {...controlProps} />
        <span>
          <RequiredLabelText label={label} required={required} />
        </span>
      </ChoiceLabel>
      <Described $indent={20}>
        {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
        <FieldError id={ids.errorId}>{error}</FieldError>
      </Described>
    </div>
  );
}

const SwitchTrack = styled.span`
  position: relative;
  display: inline-block;
  flex-shrink: 0;
  width: 44px;
  height: 24px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.borderStrong};
  transition: background ${({ theme }) => theme.transitions.fast};

  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.sm};
    transition: transform ${({ theme }) => theme.transitions.fast};
  }
`;

const SwitchInput = styled.input`
  position: absolute;
  width: 44px;
  height: 24px;
  margin: 0;
  opacity: 0;
  cursor: pointer;

  &:checked + ${SwitchTrack} {
    background: ${({ theme }) => theme.colors.primary};
  }
  &:checked + ${SwitchTrack}::after {
    transform: translateX(20px);
  }
  &:focus-visible + ${SwitchTrack} {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled + ${SwitchTrack} {
    opacity: 0.5;
  }
`;

const SwitchLabel = styled(ChoiceLabel)`
  position: relative;
`;

export type ToggleFieldProps = CheckboxFieldProps;

/** A boolean final-form field shown as an on/off switch (role="switch"). */
export function ToggleField({ name, label, hint, required, validate, className, ...rest }: ToggleFieldProps) {
  const { input, ids, error, controlProps } = useBoundField(name, { type: 'checkbox', validate }, hint, required);
  return (
    <div className={className}>
      <SwitchLabel htmlFor={ids.controlId}>
        <SwitchInput {...rest} {...input} {...controlProps} role="switch" aria-checked={!!input.checked} />
        <SwitchTrack aria-hidden="true" />
        <span>
          <RequiredLabelText label={label} required={required} />
        </span>
      </SwitchLabel>
      <Described $indent={44}>
        {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
        <FieldError id={ids.errorId}>{error}</FieldError>
      </Described>
    </div>
  );
}
