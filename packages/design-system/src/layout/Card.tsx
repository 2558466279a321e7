import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A raised cream panel; use `as="article"`/`as="section"` where that is what it holds. */
export const Card = styled.div`
  min-width: 0;
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

/**
 * A card for one record (an order, a request): header, details, then its actions at the bottom,
 * so cards of different lengths in a grid line their buttons up.
 */
export const RecordCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

/**
 * The record's title (a `RecordCardTitle`, or an h2–h4) and muted subtitle (`p`) on the left, a
 * status badge on the right.
 */
export const RecordCardHeader = styled.header`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};

  h2,
  h3,
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export interface RecordCardTitleProps {
  /**
   * The heading level: one below the heading the cards sit under (axe heading-order). Cards
   * right under the page's h1 take 2 (the default); under a section's h2 they take 3.
   */
  level?: 2 | 3 | 4;
  children: ReactNode;
  className?: string;
}

/** A record card's title at the level its place in the page needs; it looks the same at every level. */
export function RecordCardTitle({ level = 2, children, className }: RecordCardTitleProps) {
  const Heading = `h${level}` as const;
  return <Heading className={className}>{children}</Heading>;
}

export const RecordCardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: auto;
`;

const StatRoot = styled(Card)`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const StatLabel = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StatValue = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const StatHint = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StatIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: 1.25rem;
`;

export interface StatCardProps {
  label: ReactNode;
  value: ReactNode;
  /** A line under the value ('Orders fulfilled this month'). */
  hint?: ReactNode;
  /** Decorative; hidden from screen readers. */
  icon?: ReactNode;
  className?: string;
}

/** A dashboard figure: label, big value, optional hint and icon. */
export function StatCard({ label, value, hint, icon, className }: StatCardProps) {
  return (
    <StatRoot className={className}>
      <div>
        <StatLabel>{label}</StatLabel>
        <StatValue>{value}</StatValue>
        {hint && <StatHint>{hint}</StatHint>}
      </div>
      {icon && <StatIcon aria-hidden="true">{icon}</StatIcon>}
    </StatRoot>
  );
}
