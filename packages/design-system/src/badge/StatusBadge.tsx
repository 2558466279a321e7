import type { ReactNode } from 'react';
import { ROLE_LABELS, type Role } from '@farmplate/contracts';
import styled from 'styled-components';
import { STATUS_COLORS, type Status, type TonePair, type Tone } from '../theme/theme';
import { Badge, Pill } from './Badge';

// The dashboards' badges (roles, statuses): in the full entry, not in the public pages' core.

/** One colour per role everywhere (the delivery role shows nothing but this badge). */
export const ROLE_TONES: Record<Role, Tone> = {
  admin: 'plum',
  farmer: 'primary',
  kitchen: 'accent',
  delivery: 'info',
  customer: 'neutral',
};

export function RoleBadge({ role, className }: { role: Role | (string & {}); className?: string }) {
  const known = role in ROLE_LABELS ? (role as Role) : null;
  return (
    <Badge tone={known ? ROLE_TONES[known] : 'neutral'} className={className}>
      {known ? ROLE_LABELS[known] : role}
    </Badge>
  );
}

/** 'in-progress' → 'In Progress'. */
export function statusLabel(status: string): string {
  return status
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export interface StatusBadgeProps {
  status: Status | (string & {});
  /** Text instead of the status name ('Active (Accepted)'). */
  label?: ReactNode;
  className?: string;
}

const StatusPill = styled(Pill)<{ $colors: TonePair | null }>`
  ${({ $colors }) => $colors && `background: ${$colors.bg}; color: ${$colors.fg};`}
`;

/** A status in its own colour (STATUS_COLORS; unknown statuses are neutral). */
export function StatusBadge({ status, label, className }: StatusBadgeProps) {
  const known = Object.hasOwn(STATUS_COLORS, status) ? STATUS_COLORS[status as Status] : null;
  return (
    <StatusPill $tone="neutral" $colors={known} className={className}>
      {label ?? statusLabel(status)}
    </StatusPill>
  );
}
