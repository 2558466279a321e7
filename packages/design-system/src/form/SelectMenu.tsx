import * as SelectPrimitive from '@radix-ui/react-select';
import { useId } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldHint, Label, type SelectOption } from '@farmplate/design-system/core';

const Trigger = styled(SelectPrimitive.Trigger)`
  ${controlStyles}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  text-align: left;
  cursor: pointer;

  &[data-placeholder] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Content = styled(SelectPrimitive.Content)`
  z-index: ${({ theme }) => theme.zIndices.toast};
  min-width: var(--radix-select-trigger-width);
  max-height: var(--radix-select-content-available-height);
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Item = styled(SelectPrimitive.Item)`
  display: flex;
  align-items: center;
  min-height: 36px;
  padding: ${({ theme }) => `0 ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  outline: none;
  user-select: none;

  &[data-highlighted] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &[data-state='checked'] {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`;

const Viewport = styled(SelectPrimitive.Viewport)`
  padding: ${({ theme }) => theme.space(1)};
`;

export interface SelectMenuProps {
  /** Visible label; also the combobox's accessible name. */
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  /** Shown while nothing is chosen ('All categories'). An option's value may not be ''. */
  placeholder?: string;
  hint?: string;
  disabled?: boolean;
  id?: string;
  className?: string;
}

/**
 * A styled single choice outside a form (list filters, sort order), on Radix Select: a
 * combobox button opening a listbox, with arrows, typeahead, Escape and focus return. For a form
 * field use `SelectField` (a native select, best on phones); `Select` stays the bare native one.
 */
export function SelectMenu({
  label,
  value,
  onValueChange,
  options,
  placeholder,
  hint,
  disabled,
  id,
  className,
}: SelectMenuProps) {
  const ownId = useId();
  const triggerId = id ?? ownId;
  const hintId = `${triggerId}-hint`;
  return (
    <div className={className}>
      <Label htmlFor={triggerId}>{label}</Label>
      <SelectPrimitive.Root value={value || undefined} onValueChange={onValueChange} disabled={disabled}>
        <Trigger id={triggerId} aria-describedby={hint ? hintId : undefined}>
          <SelectPrimitive.Value placeholder={placeholder} />
          <SelectPrimitive.Icon aria-hidden="true">▾</SelectPrimitive.Icon>
        </Trigger>
        <SelectPrimitive.Portal>
          <Content position="popper" sideOffset={4} collisionPadding={8}>
            <Viewport>
              {options.map((option) => (
                <Item key={option.value} value={option.value} disabled={option.disabled}>
                  <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                </Item>
              ))}
            </Viewport>
          </Content>
        </SelectPrimitive.Portal>
      </SelectPrimitive.Root>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
    </div>
  );
}
