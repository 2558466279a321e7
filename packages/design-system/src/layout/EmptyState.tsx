import type { ReactNode } from 'react';
import styled from 'styled-components';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(10)} ${theme.space(4)}`};
  text-align: center;

  p {
    max-width: 44ch;
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Title = styled.p`
  color: ${({ theme }) => theme.colors.text} !important;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Icon = styled.div`
  color: ${({ theme }) => theme.colors.accent};
  font-size: 2rem;
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space(2)};
`;

export interface EmptyStateProps {
  title: ReactNode;
  message?: ReactNode;
  /** A button or link ('Clear all filters'). */
  action?: ReactNode;
  /** Decorative; hidden from screen readers. */
  icon?: ReactNode;
  className?: string;
}

/** What a list shows when it has nothing ('No inventory items found'). */
export function EmptyState({ title, message, action, icon, className }: EmptyStateProps) {
  return (
    <Root className={className}>
      {icon && <Icon aria-hidden="true">{icon}</Icon>}
      <Title>{title}</Title>
      {message && <p>{message}</p>}
      {action && <Action>{action}</Action>}
    </Root>
  );
}
