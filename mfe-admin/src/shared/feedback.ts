import { ApiError } from '@farmplate/api-client';

/**
 * The text of a failed call as spec §8 words it for the admin screens: the server's message when
 * it gave one, 'Failed to …' when it answered without one, 'Error …' when it was not reached.
 */
export function adminFailure(error: unknown, texts: { failed: string; errored: string }): string {
  if (!(error instanceof ApiError) || error.status === 0 || error.message === 'Network error') return texts.errored;
  return /^HTTP \d+$/.test(error.message) || !error.message ? texts.failed : error.message;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
/** Money with $ and two decimals (spec §9). */
export const formatMoney = (value: number): string => usd.format(value);

export const formatDate = (iso: string | null): string =>
  iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }) : 'N/A';
export const formatDateTime = (iso: string | null): string =>
  iso
    ? new Date(iso).toLocaleString('en-US', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      })
    : 'N/A';
