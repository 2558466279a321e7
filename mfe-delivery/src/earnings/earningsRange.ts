/** The earnings screen's range: calendar days 'YYYY-MM-DD' of the platform's time zone. */

/** `day` moved by `days` calendar days (computed at noon UTC: no time zone shifts the date). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Without a range in the URL: the last seven days, today included. */
export const defaultRange = (today: string) => ({ from: addDays(today, -6), to: today });
