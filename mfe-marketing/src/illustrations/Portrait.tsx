/** Simple drawn portraits for testimonials: a face, hair and shirt on a round tinted background. */

export type HairStyle = 'short' | 'puff' | 'wrap' | 'locs' | 'bald';

export interface PortraitLook {
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  shirt: string;
  background: string;
}

function Hair({ style, color }: { style: HairStyle; color: string }) {
  switch (style) {
    case 'short':
      return <path d="M24 34q0-18 16-18t16 18q-4-8-16-8t-16 8z" fill={color} />;
    case 'puff':
      return <circle cx="40" cy="20" r="14" fill={color} />;
    case 'wrap':
      return <path d="M22 32q0-22 18-22t18 22q-4-10-18-10T22 32z M44 12q10-6 16 2-6 2-12 6z" fill={color} />;
    case 'locs':
      return <path d="M23 34q0-20 17-20t17 20v18h-5V34H28v18h-5z" fill={color} />;
    case 'bald':
      return null;
  }
}

export function Portrait({ look, label, size = 64 }: { look: PortraitLook; label: string; size?: number }) {
  return (
    <svg viewBox="0 0 80 80" width={size} height={size} role="img" aria-label={label}>
      <circle cx="40" cy="40" r="40" fill={look.background} />
      <path d="M14 80q0-26 26-26t26 26z" fill={look.shirt} />
      <rect x="35" y="44" width="10" height="12" rx="4" fill={look.skin} />
      <circle cx="40" cy="34" r="15" fill={look.skin} />
      <Hair style={look.hairStyle} color={look.hair} />
      <path d="M35 40q5 4 10 0" stroke="#2B2520" strokeWidth="2" fill="none" strokeLinecap="round" />
    </svg>
  );
}
