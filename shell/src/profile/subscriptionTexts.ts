import type { Subscription } from '@farmplate/contracts';

export const STATUS_LABELS: Record<Subscription['status'], string> = {
  active: 'Active',
  paused: 'Paused',
  cancelled: 'Cancelled',
};
