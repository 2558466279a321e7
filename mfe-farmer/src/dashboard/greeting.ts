/** Spec §2 "Farmer dashboard": morning before 12:00, afternoon before 17:00, else evening. */
export function timeOfDay(now: Date): 'morning' | 'afternoon' | 'evening' {
  const hour = now.getHours();
  if (hour < 12) return 'morning';
  if (hour < 17) return 'afternoon';
  return 'evening';
}

/** 'Good morning, Kwame Mensah!' — or 'there' when the name is unknown. */
export const greeting = (now: Date, name: string | null | undefined): string =>
  `Good ${timeOfDay(now)}, ${name?.trim() || 'there'}!`;
