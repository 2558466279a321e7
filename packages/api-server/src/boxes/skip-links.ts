import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one-click skip link of a reminder mail: the subscription and the delivery date, signed
 * with the database's secret (HMAC-SHA256), so it skips that delivery and nothing else.
 */
const signatureOf = (secret: string, subscriptionId: number, date: string) =>
  createHmac('sha256', secret).update(`${subscriptionId}.${date}`).digest('base64url');

export const skipToken = (secret: string, subscriptionId: number, date: string) =>
  `${subscriptionId}.${date}.${signatureOf(secret, subscriptionId, date)}`;

export function readSkipToken(secret: string, token: string): { subscriptionId: number; date: string } | null {
  const match = /^(\d{1,10})\.(\d{4}-\d{2}-\d{2})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const subscriptionId = Number(match[1]);
  const date = match[2]!;
  const expected = Buffer.from(signatureOf(secret, subscriptionId, date));
  const given = Buffer.from(match[3]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { subscriptionId, date } : null;
}
