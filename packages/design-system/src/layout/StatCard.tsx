import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from './Card';

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
