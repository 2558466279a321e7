import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** Look shared by every text-like control; `aria-invalid` switches the border to the error colour. */
export const controlStyles = css`
  display: block;
  width: 100%;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  transition: border-color ${({ theme }) => theme.transitions.fast};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    cursor: not-allowed;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

export const Input = styled.input`
  ${controlStyles}
`;

export const TextArea = styled.textarea`
  ${controlStyles}
  min-height: 96px;
  resize: vertical;
`;

const StyledSelect = styled.select`
  ${controlStyles}
  cursor: pointer;
`;

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends ComponentPropsWithRef<'select'> {
  /** Rendered as <option>s (after `placeholder`); children are rendered too. */
  options?: readonly SelectOption[];
  /** An empty first option ('Select a category'). */
  placeholder?: string;
}

export function Select({ options, placeholder, children, ...rest }: SelectProps) {
  return (
    <StyledSelect {...rest}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options?.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
      {children}
    </StyledSelect>
  );
}

export const Label = styled.label`
  display: block;
  margin-bottom: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export interface FieldErrorProps {
  /** Referenced by the control's aria-describedby. */
  id?: string;
  children?: ReactNode;
}

/** A field's error message; renders nothing without one. */
export function FieldError({ id, children }: FieldErrorProps) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return <ErrorText id={id}>{children}</ErrorText>;
}

export const FieldHint = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
