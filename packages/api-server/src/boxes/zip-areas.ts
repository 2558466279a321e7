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

/**
 * The delivery zone (DELIVERY_ZONES.us) a box is dropped off in, by its ZIP: the suburbs with
 * a zone of their own by their ZIP ranges, the rest of the Dallas metro in Dallas. A city boxes
 * do not serve yet has no zone.
 */
const ZONE_RANGES: [zone: string, from: number, to: number][] = [
  ['Plano', 75023, 75026],
  ['Plano', 75074, 75075],
  ['Plano', 75093, 75094],
  ['Garland', 75040, 75049],
  ['Irving', 75038, 75039],
  ['Irving', 75060, 75063],
  ['Richardson', 75080, 75083],
  ['Arlington', 76001, 76019],
  ['Fort Worth', 76100, 76199],
];

export function deliveryZoneOfZip(zip: string): string | null {
  if (cityOfZip(zip) !== 'dallas') return null;
  const code = Number(zip.slice(0, 5));
  return ZONE_RANGES.find(([, from, to]) => code >= from && code <= to)?.[0] ?? 'Dallas';
}
