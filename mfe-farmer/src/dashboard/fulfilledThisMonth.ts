/**
 * 'Orders fulfilled this month' counts the farmer's orders completed since this moment: the start of
 * the current calendar month, local time. The same instant all month, so the query asking for it
 * keeps one cache key.
 */
export function startOfMonth(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), 1);
}
