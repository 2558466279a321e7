import type { PortraitLook } from './Portrait';

/** Portrait palettes for testimonials: varied skin tones, hair and clothes in the site's colours. */
export const LOOKS = {
  deepWrap: { skin: '#5C3A21', hair: '#A8492A', hairStyle: 'wrap', shirt: '#2F6B3A', background: '#F8DFD2' },
  brownShort: { skin: '#8D5524', hair: '#2B2520', hairStyle: 'short', shirt: '#A8492A', background: '#DCEBD5' },
  warmPuff: { skin: '#C68642', hair: '#2B2520', hairStyle: 'puff', shirt: '#E9A23B', background: '#F3E8D4' },
  deepLocs: { skin: '#4A2C17', hair: '#2B2520', hairStyle: 'locs', shirt: '#174E73', background: '#FBEBC8' },
  lightShort: { skin: '#E0AC69', hair: '#6B4226', hairStyle: 'short', shirt: '#2F6B3A', background: '#F8DFD2' },
  brownBald: { skin: '#8D5524', hair: '#2B2520', hairStyle: 'bald', shirt: '#5E2D73', background: '#DCEBD5' },
  warmWrap: { skin: '#A0673A', hair: '#E9A23B', hairStyle: 'wrap', shirt: '#8A3A1C', background: '#DCEAF5' },
  deepShort: { skin: '#5C3A21', hair: '#2B2520', hairStyle: 'short', shirt: '#E9A23B', background: '#F3E8D4' },
  oliveLong: { skin: '#C68642', hair: '#2B2520', hairStyle: 'locs', shirt: '#A8492A', background: '#DCEBD5' },
} satisfies Record<string, PortraitLook>;
