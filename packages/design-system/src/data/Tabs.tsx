import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface TabItem<Id extends string = string> {
  id: Id;
  label: ReactNode;
  /** Shown in a pill beside the label ('Pending 3'). */
  count?: number;
}

export interface TabsProps<Id extends string = string> {
  items: readonly TabItem<Id>[];
  value: Id;
  onChange: (id: Id) => void;
  /** Names the tab list for screen readers ('Request status'). */
  label?: string;
  className?: string;
  /**
   * What the selected tab shows. Rendered in the selected tab's tabpanel (labelled by the tab,
   * which points at it with aria-controls). Without children the component is a bare tab list
   * (its tabpanels stay empty and hidden): kept for old call sites only; give it children.
   */
  children?: ReactNode;
}

const List = styled(TabsPrimitive.List)`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  overflow-x: auto;
  border-bottom: 2px solid ${({ theme }) => theme.colors.border};
  scrollbar-width: thin;
`;

const Tab = styled(TabsPrimitive.Trigger)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  flex-shrink: 0;
  margin-bottom: -2px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;

const Count = styled.span`
  min-width: 22px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 20px;
  text-align: center;
`;

const Panel = styled(TabsPrimitive.Content)`
  padding-top: ${({ theme }) => theme.space(4)};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * Tabs on Radix UI: arrow keys (wrapping), Home and End move between tabs and select them; the
 * tab list is one Tab stop and Tab goes on into the selected tabpanel.
 */
export function Tabs<Id extends string = string>({
  items,
  value,
  onChange,
  label,
  className,
  children,
}: TabsProps<Id>) {
  const withPanels = children !== undefined;
  return (
    <TabsPrimitive.Root
      value={value}
      onValueChange={(next) => onChange(next as Id)}
      activationMode="automatic"
      className={className}
    >
      <List aria-label={label} loop>
        {items.map((item) => (
          <Tab key={item.id} value={item.id}>
            {item.label}
            {item.count !== undefined && <Count>{item.count}</Count>}
          </Tab>
        ))}
      </List>
      {items.map((item) =>
        withPanels ? (
          <Panel key={item.id} value={item.id}>
            {children}
          </Panel>
        ) : (
          // Old call sites render the content themselves: empty hidden panels keep aria-controls valid.
          <TabsPrimitive.Content key={item.id} value={item.id} forceMount hidden />
        ),
      )}
    </TabsPrimitive.Root>
  );
}
