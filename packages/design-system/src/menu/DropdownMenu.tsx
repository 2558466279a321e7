import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { buttonStyles, type ButtonSize, type ButtonVariant } from '@farmplate/design-system/core';

export interface DropdownMenuItem {
  label: string;
  onSelect: () => void;
  /** 'danger' for destructive items (Delete, Deactivate). */
  tone?: 'default' | 'danger';
  disabled?: boolean;
}

export interface DropdownMenuProps {
  /** What the trigger button shows ('Actions', '⋯'). */
  trigger: ReactNode;
  /** The trigger's accessible name when it shows only an icon ('Actions for Yams'). */
  triggerLabel?: string;
  items: readonly DropdownMenuItem[];
  variant?: ButtonVariant;
  size?: ButtonSize;
  align?: 'start' | 'center' | 'end';
}

const Trigger = styled(MenuPrimitive.Trigger)<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  ${buttonStyles}
`;

const Content = styled(MenuPrimitive.Content)`
  z-index: ${({ theme }) => theme.zIndices.toast};
  min-width: 180px;
  padding: ${({ theme }) => theme.space(1)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Item = styled(MenuPrimitive.Item)<{ $danger: boolean }>`
  display: flex;
  align-items: center;
  min-height: 40px;
  padding: ${({ theme }) => `0 ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.text)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  outline: none;
  user-select: none;

  &[data-highlighted] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`;

/**
 * A button that opens a menu of actions, on Radix DropdownMenu: Enter, Space or ArrowDown open
 * it, arrows move, typing jumps to an item, Escape closes and focus goes back to the button.
 */
export function DropdownMenu({
  trigger,
  triggerLabel,
  items,
  variant = 'secondary',
  size = 'sm',
  align = 'end',
}: DropdownMenuProps) {
  return (
    <MenuPrimitive.Root modal={false}>
      <Trigger $variant={variant} $size={size} $fullWidth={false} aria-label={triggerLabel}>
        {trigger}
      </Trigger>
      <MenuPrimitive.Portal>
        <Content align={align} sideOffset={4} collisionPadding={8}>
          {items.map((item) => (
            <Item key={item.label} onSelect={item.onSelect} disabled={item.disabled} $danger={item.tone === 'danger'}>
              {item.label}
            </Item>
          ))}
        </Content>
      </MenuPrimitive.Portal>
    </MenuPrimitive.Root>
  );
}
