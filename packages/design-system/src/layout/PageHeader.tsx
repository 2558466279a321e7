import type { ReactNode } from 'react';
import styled from 'styled-components';

const Root = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(6)};

  h1,
  h2 {
    margin: 0;
  }
`;

const Subtitle = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons on the right (under the title on a phone). */
  actions?: ReactNode;
  /** Heading level of the title; default 1 (the screen's main heading). */
  level?: 1 | 2;
  className?: string;
}

export function PageHeader({ title, subtitle, actions, level = 1, className }: PageHeaderProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <Root className={className}>
      <div>
        <Heading>{title}</Heading>
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
      </div>
      {actions && <Actions>{actions}</Actions>}
    </Root>
  );
}
