/**
 * The one FarmPlate theme: warm and earthy (leaf green, terracotta and saffron on cream).
 * Every text/background pair below meets WCAG AA (4.5:1 for text, 3:1 for control borders and
 * the focus ring); check a new pair before adding it.
 */

/** Colour pairs of badges, chips and status pills: `fg` on `bg` is at least 6:1. */
export type Tone = 'neutral' | 'primary' | 'accent' | 'info' | 'success' | 'warning' | 'danger' | 'plum';
export interface TonePair {
  fg: string;
  bg: string;
}

const tones: Record<Tone, TonePair> = {
  neutral: { fg: '#4A4238', bg: '#ECE5D8' },
  primary: { fg: '#1F4D28', bg: '#DCEBD5' },
  accent: { fg: '#8A3A17', bg: '#F8DFD2' },
  info: { fg: '#174E73', bg: '#DCEAF5' },
  success: { fg: '#1E5E22', bg: '#D9EED9' },
  warning: { fg: '#7A4A00', bg: '#FBEBC8' },
  danger: { fg: '#9B1C12', bg: '#F9DCD8' },
  plum: { fg: '#5E2D73', bg: '#EADCF0' },
};

/**
 * The one place a status gets its colour: every status its own pair (spec: the Ready badge must
 * not look like Declined), dark text on a light tint, each at least 6:1 (WCAG AA asks 4.5:1;
 * `theme.test.ts` computes every ratio).
 */
export const STATUS_COLORS = {
  // orders (kitchen and admin vocabularies)
  new: { fg: '#174E73', bg: '#DCEAF5' }, // blue
  preparing: { fg: '#7A4A00', bg: '#FBEBC8' }, // amber
  'in-progress': { fg: '#8F3B00', bg: '#FFE0C7' }, // orange
  ready: { fg: '#0B5A55', bg: '#CFEEEA' }, // teal
  completed: { fg: '#1E5E22', bg: '#D9EED9' }, // green
  cancelled: { fg: '#9B1C12', bg: '#F9DCD8' }, // red
  delivered: { fg: '#1F4D28', bg: '#DCEBD5' }, // leaf
  // kitchen requests
  pending: { fg: '#5E5000', bg: '#F3EDB5' }, // mustard
  accepted: { fg: '#2F3E8F', bg: '#E0E4F7' }, // indigo
  fulfilled: { fg: '#3D5A12', bg: '#E6F0CF' }, // olive
  declined: { fg: '#8C1746', bg: '#F7D7E6' }, // raspberry
  // users and partners
  active: { fg: '#0B5C40', bg: '#CBEBDD' }, // emerald
  inactive: { fg: '#4A4238', bg: '#ECE5D8' }, // stone grey
  // payments
  paid: { fg: '#114F5E', bg: '#D3E9EF' }, // petrol
  refunded: { fg: '#5E2D73', bg: '#EADCF0' }, // plum
} as const satisfies Record<string, TonePair>;
export type Status = keyof typeof STATUS_COLORS;

/**
 * The nearest badge tone of each status, for code that wants a `Tone` (kept for existing callers;
 * badges of a status use STATUS_COLORS through StatusBadge).
 */
export const STATUS_TONES = {
  new: 'info',
  preparing: 'warning',
  'in-progress': 'warning',
  ready: 'info',
  completed: 'success',
  delivered: 'success',
  cancelled: 'danger',
  pending: 'warning',
  accepted: 'info',
  fulfilled: 'success',
  declined: 'danger',
  active: 'success',
  inactive: 'neutral',
  paid: 'success',
  refunded: 'plum',
} as const satisfies Record<Status, Tone>;

const statusColors: Record<Status, TonePair> = STATUS_COLORS;

const breakpoints = { sm: '480px', md: '768px', lg: '1024px', xl: '1280px' } as const;
type Breakpoint = keyof typeof breakpoints;

export const theme = {
  colors: {
    primary: '#2F6B3A',
    primaryDark: '#234F2B',
    primarySoft: '#DCEBD5',
    onPrimary: '#FFFFFF',
    accent: '#A8492A',
    accentDark: '#8A3A1C',
    accentSoft: '#F8DFD2',
    saffron: '#E9A23B',
    background: '#FAF3E6',
    surface: '#FFFBF3',
    surfaceAlt: '#F3E8D4',
    text: '#2B2520',
    textMuted: '#5C5247',
    border: '#E2D5BF',
    borderStrong: '#8C7D69',
    danger: '#B42318',
    dangerDark: '#8E1B12',
    success: '#2E7D32',
    warning: '#9A5B00',
    info: '#1D5F8A',
    focus: '#234F2B',
    overlay: 'rgba(43, 37, 32, 0.55)',
    tones,
    status: statusColors,
  },
  /** Spacing on a 4 px grid: space(4) is 16px. */
  space: (n: number): string => `${n * 4}px`,
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadows: {
    sm: '0 1px 2px rgba(62, 44, 24, 0.08)',
    md: '0 4px 14px rgba(62, 44, 24, 0.10)',
    lg: '0 18px 40px rgba(62, 44, 24, 0.20)',
  },
  breakpoints,
  /** Mobile first: `${theme.media.md} { … }` applies from 768 px up. */
  media: Object.fromEntries(
    Object.entries(breakpoints).map(([name, width]) => [name, `@media (min-width: ${width})`]),
  ) as Record<Breakpoint, string>,
  fonts: {
    body: "'Nunito', 'Nunito fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    heading: "'Fraunces', 'Fraunces fallback', Georgia, 'Times New Roman', serif",
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    display: 'clamp(2rem, 5vw + 1rem, 3.25rem)',
  },
  fontWeights: { regular: 400, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.2, body: 1.55 },
  zIndices: { header: 10, overlay: 100, toast: 200 },
  transitions: { fast: '120ms ease-out', base: '200ms ease-out', slow: '600ms ease-in-out' },
};

export type FarmPlateTheme = typeof theme;

declare module 'styled-components' {
  // Typed `theme` in every styled component of the workspace.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation needs an interface
  export interface DefaultTheme extends FarmPlateTheme {}
}
