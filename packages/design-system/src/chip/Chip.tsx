import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

const chipLook = css<{ $selected: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 28px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.surfaceAlt)};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.onPrimary : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
`;

const StaticChip = styled.span<{ $selected: boolean }>`
  ${chipLook}
`;

const ButtonChip = styled.button<{ $selected: boolean }>`
  ${chipLook}
  min-height: 36px;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

export interface ChipProps {
  children: ReactNode;
  /** Makes the chip a toggle button (aria-pressed shows `selected`): category filters. */
  onClick?: () => void;
  selected?: boolean;
  className?: string;
}

/** A small label (a product, a permission) or, with onClick, a filter toggle. */
export function Chip({ children, onClick, selected = false, className }: ChipProps) {
  if (onClick) {
    return (
      <ButtonChip type="button" onClick={onClick} aria-pressed={selected} $selected={selected} className={className}>
        {children}
      </ButtonChip>
    );
  }
  return (
    <StaticChip $selected={selected} className={className}>
      {children}
    </StaticChip>
  );
}

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface ChipGroupProps {
  children: ReactNode;
  /** Names the group for screen readers ('Menu categories'). */
  label?: string;
  className?: string;
}

export function ChipGroup({ children, label, className }: ChipGroupProps) {
  return (
    <Group role={label ? 'group' : undefined} aria-label={label} className={className}>
      {children}
    </Group>
  );
}
