import { Scene, type SceneProps } from './Scene';

// The United States pages' hero scenes (home, about).

export const CommunityTableScene = ({ className }: SceneProps) => (
  <Scene label="Friends sharing plates of jollof rice, greens and sweet potatoes at a long table" className={className}>
    <rect width="480" height="320" fill="#FBEBC8" />
    <g fill="#F4C95D">
      <circle cx="80" cy="40" r="10" />
      <circle cx="180" cy="30" r="10" />
      <circle cx="300" cy="34" r="10" />
      <circle cx="400" cy="40" r="10" />
    </g>
    <path d="M40 40q140 30 400 0" stroke="#A8492A" strokeWidth="2" fill="none" />
    <g>
      <circle cx="110" cy="140" r="26" fill="#5C3A21" />
      <path d="M70 240q0-70 40-70t40 70z" fill="#A8492A" />
      <circle cx="240" cy="120" r="28" fill="#8D5524" />
      <path d="M196 140q0-44 44-52 44 8 44 52-10-30-44-32-34 2-44 32z" fill="#2B2520" />
      <path d="M196 240q0-80 44-80t44 80z" fill="#2F6B3A" />
      <circle cx="370" cy="140" r="26" fill="#C68642" />
      <path d="M344 130q0-30 26-30t26 30q-8-14-26-14t-26 14z" fill="#6B4226" />
      <path d="M330 240q0-70 40-70t40 70z" fill="#E9A23B" />
    </g>
    <rect x="30" y="220" width="420" height="30" rx="8" fill="#8A3A1C" />
    <rect x="50" y="250" width="14" height="70" fill="#6E2E17" />
    <rect x="416" y="250" width="14" height="70" fill="#6E2E17" />
    <g>
      <ellipse cx="130" cy="218" rx="40" ry="10" fill="#FFFBF3" />
      <ellipse cx="130" cy="212" rx="26" ry="8" fill="#D9592B" />
      <ellipse cx="240" cy="218" rx="40" ry="10" fill="#FFFBF3" />
      <ellipse cx="240" cy="212" rx="26" ry="8" fill="#2F6B3A" />
      <ellipse cx="350" cy="218" rx="40" ry="10" fill="#FFFBF3" />
      <ellipse cx="350" cy="212" rx="26" ry="8" fill="#E9A23B" />
    </g>
  </Scene>
);

export const FarmFieldScene = ({ className }: SceneProps) => (
  <Scene label="Green crop rows rolling toward a red barn under a warm sun" className={className}>
    <rect width="480" height="320" fill="#FBEBC8" />
    <circle cx="380" cy="70" r="38" fill="#E9A23B" />
    <path d="M0 170q120-50 240-10t240-20v180H0z" fill="#6FA35B" />
    <path d="M0 210q140-40 280 0t200-10v120H0z" fill="#2F6B3A" />
    <g stroke="#234F2B" strokeWidth="6" strokeLinecap="round">
      <path d="M20 300q100-70 210-80M80 320q90-70 200-88M170 320q70-60 170-86M280 320q40-50 140-80" />
    </g>
    <g fill="#A8D18A">
      <circle cx="60" cy="272" r="7" />
      <circle cx="120" cy="250" r="7" />
      <circle cx="190" cy="236" r="7" />
      <circle cx="150" cy="290" r="7" />
      <circle cx="230" cy="262" r="7" />
      <circle cx="300" cy="250" r="7" />
      <circle cx="340" cy="276" r="7" />
      <circle cx="400" cy="246" r="7" />
    </g>
    <path d="M60 170v-50l40-30 40 30v50z" fill="#A8492A" />
    <path d="M52 124l48-38 48 38" stroke="#6E2E17" strokeWidth="8" fill="none" strokeLinejoin="round" />
    <rect x="88" y="136" width="24" height="34" fill="#FBEBC8" />
    <path d="M100 136v34M88 153h24" stroke="#A8492A" strokeWidth="3" />
    <g fill="#234F2B">
      <circle cx="420" cy="150" r="26" />
      <rect x="416" y="160" width="8" height="30" />
    </g>
  </Scene>
);

export const FeastSpreadScene = ({ className }: SceneProps) => (
  <Scene
    label="A table spread with jollof rice, jerk chicken, egusi soup, fried plantain and pie"
    className={className}
  >
    <rect width="480" height="320" fill="#A8492A" />
    <g fill="#8A3A1C">
      <path d="M0 40h480M0 120h480M0 200h480M0 280h480" stroke="#8A3A1C" strokeWidth="18" />
    </g>
    <ellipse cx="130" cy="110" rx="90" ry="62" fill="#FFFBF3" />
    <path d="M70 112q10-40 60-42 46 2 56 40-20 30-58 30-44-2-58-28z" fill="#D9592B" />
    <g fill="#F4C95D">
      <circle cx="100" cy="104" r="4" />
      <circle cx="126" cy="94" r="4" />
      <circle cx="150" cy="108" r="4" />
      <circle cx="120" cy="120" r="4" />
    </g>
    <ellipse cx="350" cy="100" rx="86" ry="58" fill="#FFFBF3" />
    <path d="M300 100q22-30 58-30 40 4 46 30-16 28-54 28-38-2-50-28z" fill="#5A2A14" />
    <path d="M312 96l70 10M318 112l60 6" stroke="#2B1409" strokeWidth="5" strokeLinecap="round" />
    <ellipse cx="240" cy="230" rx="100" ry="62" fill="#FFFBF3" />
    <path d="M168 232q16-36 72-36 52 2 70 34-22 30-72 30-54-2-70-28z" fill="#2F6B3A" />
    <g fill="#6FA35B">
      <path d="M190 220q14-18 30-2-14 16-30 2z" />
      <path d="M236 212q14-18 30-2-14 16-30 2z" />
      <path d="M222 238q14-18 30-2-14 16-30 2z" />
    </g>
    <g fill="#E9A23B" stroke="#A8641C" strokeWidth="2">
      <ellipse cx="80" cy="250" rx="30" ry="12" transform="rotate(-20 80 250)" />
      <ellipse cx="96" cy="274" rx="28" ry="11" transform="rotate(-10 96 274)" />
    </g>
    <g>
      <ellipse cx="410" cy="250" rx="46" ry="30" fill="#FFFBF3" />
      <path d="M380 256l30-34 30 34z" fill="#C7792C" />
      <path d="M380 256h60v8h-60z" fill="#E9C48A" />
    </g>
  </Scene>
);

export const CourierBikeScene = ({ className }: SceneProps) => (
  <Scene label="A courier on a bicycle carrying an insulated FarmPlate delivery bag" className={className}>
    <rect width="480" height="320" fill="#DCEBD5" />
    <path d="M0 250h480v70H0z" fill="#8C7D69" />
    <path d="M0 282h60M100 282h80M220 282h80M340 282h80" stroke="#FBEBC8" strokeWidth="6" />
    <g fill="#C9DEBE">
      <rect x="20" y="90" width="70" height="160" />
      <rect x="380" y="60" width="80" height="190" />
    </g>
    <g fill="none" stroke="#2B2520" strokeWidth="8">
      <circle cx="150" cy="236" r="40" />
      <circle cx="330" cy="236" r="40" />
    </g>
    <path
      d="M150 236l60-70h70l50 70M210 166l40 70h80M270 140l10 26"
      stroke="#A8492A"
      strokeWidth="8"
      fill="none"
      strokeLinejoin="round"
      strokeLinecap="round"
    />
    <rect x="160" y="110" width="70" height="60" rx="8" fill="#2F6B3A" />
    <path d="M172 140h46" stroke="#DCEBD5" strokeWidth="5" strokeLinecap="round" />
    <path d="M226 170q14-56 50-60l16 60z" fill="#E9A23B" />
    <circle cx="282" cy="88" r="20" fill="#5C3A21" />
    <path d="M262 84q0-26 22-26t22 24z" fill="#2F6B3A" />
    <path d="M276 112l30 30" stroke="#5C3A21" strokeWidth="10" strokeLinecap="round" />
  </Scene>
);
