import { useRef, type KeyboardEvent, type ReactNode } from 'react';
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
}

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  overflow-x: auto;
  border-bottom: 2px solid ${({ theme }) => theme.colors.border};
  scrollbar-width: thin;
`;

const Tab = styled.button`
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

  &:hover { color: ${({ theme }) => theme.colors.text}; }
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

/**
 * Tabs that switch what the screen shows below them. Arrow keys, Home and End move between
 * tabs (and select them); Tab leaves the list.
 */
export function Tabs<Id extends string = string>({ items, value, onChange, label, className }: TabsProps<Id>) {
  const listRef = useRef<HTMLDivElement>(null);

  const select = (index: number) => {
    const wrapped = (index + items.length) % items.length;
    onChange(items[wrapped].id);
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[wrapped]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = items.findIndex((item) => item.id === value);
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: items.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]);
  };

  // One Tab stop: the selected tab, or the first when the value matches none.
  const focusIndex = Math.max(0, items.findIndex((item) => item.id === value));
  return (
    <List ref={listRef} role="tablist" aria-label={label} className={className} onKeyDown={onKeyDown}>
      {items.map((item, index) => {
        const selected = item.id === value;
        return (
          <Tab
            key={item.id}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={index === focusIndex ? 0 : -1}
            onClick={() => onChange(item.id)}
          >
            {item.label}
            {item.count !== undefined && <Count>{item.count}</Count>}
          </Tab>
        );
      })}
    </List>
  );
}
