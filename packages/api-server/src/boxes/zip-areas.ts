import type { BoxCity } from '@farmplate/contracts';

/**
 * Which city a ZIP code belongs to, by its first three digits (the USPS sectional centres of each
 * metro area). Dallas is served (with Fort Worth, one metro); the others keep a waitlist until the
 * admin opens them (table box_cities).
 */
const PREFIXES: Record<BoxCity, string[]> = {
  dallas: ['750', '751', '752', '753', '754', '760', '761', '762'],
  houston: ['770', '771', '772', '773', '774', '775'],
  austin: ['786', '787'],
  san_antonio: ['780', '781', '782'],
};

export function cityOfZip(zip: string): BoxCity | null {
  const prefix = zip.slice(0, 3);
  const found = Object.entries(PREFIXES).find(([, prefixes]) => prefixes.includes(prefix));
  return found ? (found[0] as BoxCity) : null;
}
