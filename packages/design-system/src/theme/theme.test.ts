import { contrastRatio } from './contrast';
import { STATUS_COLORS, theme, type Status } from './theme';

/** The statuses the spec shows as badges: orders, requests, users and partners. */
const SPEC_STATUSES: Status[] = [
  'new',
  'preparing',
  'ready',
  'completed',
  'cancelled',
  'in-progress',
  'pending',
  'accepted',
  'fulfilled',
  'declined',
  'active',
  'inactive',
];

function hue(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}
const saturated = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return Math.max(r!, g!, b!) - Math.min(r!, g!, b!) > 40;
};

describe('contrastRatio', () => {
  it('gives the WCAG ratios of known pairs', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
  });
});

describe('status colours', () => {
  it.each(SPEC_STATUSES)('%s text on its badge has a contrast of at least 4.5:1', (status) => {
    const { fg, bg } = STATUS_COLORS[status];
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('every status of the theme (payments too) meets 4.5:1', () => {
    for (const { fg, bg } of Object.values(theme.colors.status))
      expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives every status its own colour: no two share a text or a background colour', () => {
    const fgs = SPEC_STATUSES.map((status) => STATUS_COLORS[status].fg.toUpperCase());
    const bgs = SPEC_STATUSES.map((status) => STATUS_COLORS[status].bg.toUpperCase());
    expect(new Set(fgs).size).toBe(SPEC_STATUSES.length);
    expect(new Set(bgs).size).toBe(SPEC_STATUSES.length);
  });

  it('keeps the coloured statuses at least 10° of hue apart, so they look different, not just differ', () => {
    const coloured = SPEC_STATUSES.filter((status) => saturated(STATUS_COLORS[status].bg));
    for (const a of coloured)
      for (const b of coloured) {
        if (a >= b) continue;
        const gap = Math.abs(hue(STATUS_COLORS[a].bg) - hue(STATUS_COLORS[b].bg));
        expect({ pair: `${a}/${b}`, apart: Math.min(gap, 360 - gap) >= 10 }).toEqual({
          pair: `${a}/${b}`,
          apart: true,
        });
      }
  });

  it('Ready no longer shares the pink of Declined: a kitchen tells them apart at a glance', () => {
    expect(STATUS_COLORS.ready).not.toEqual(STATUS_COLORS.declined);
    const gap = Math.abs(hue(STATUS_COLORS.ready.bg) - hue(STATUS_COLORS.declined.bg));
    expect(Math.min(gap, 360 - gap)).toBeGreaterThan(90);
  });
});
