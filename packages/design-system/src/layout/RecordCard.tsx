import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from './Card';

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
