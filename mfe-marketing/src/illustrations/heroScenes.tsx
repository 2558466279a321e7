import type { ReactNode } from 'react';

/*
 * Above-the-fold hero art, drawn inline: no image request stands between the page chunk and its
 * first paint. Below-the-fold art is loaded lazily from files (see Illustration.tsx).
 */

interface SceneProps {
  className?: string;
}

function Scene({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 480 320" width="480" height="320" role="img" aria-label={label} className={className}>
      {children}
    </svg>
  );
}

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

export const JollofPotScene = ({ className }: SceneProps) => (
  <Scene label="A big steaming pot of party jollof rice with a wooden spoon" className={className}>
    <rect width="480" height="320" fill="#2F6B3A" />
    <path d="M0 0h160v320H0zM320 0h160v320H320z" fill="#234F2B" />
    <circle cx="240" cy="60" r="120" fill="#3C7A47" opacity=".6" />
    <path
      d="M150 120q10-40 20 0M240 100q10-40 20 0M320 120q10-40 20 0"
      stroke="#FFFBF3"
      strokeWidth="6"
      fill="none"
      strokeLinecap="round"
      opacity=".7"
    />
    <ellipse cx="240" cy="160" rx="140" ry="34" fill="#2B2520" />
    <path d="M100 160h280l-20 110q-120 30-240 0z" fill="#3D3530" />
    <ellipse cx="240" cy="160" rx="124" ry="26" fill="#D9592B" />
    <g fill="#F08A5D">
      <circle cx="170" cy="158" r="5" />
      <circle cx="200" cy="150" r="5" />
      <circle cx="230" cy="162" r="5" />
      <circle cx="260" cy="150" r="5" />
      <circle cx="290" cy="160" r="5" />
      <circle cx="320" cy="154" r="5" />
    </g>
    <g fill="#6FA35B">
      <rect x="214" y="148" width="9" height="9" rx="2" />
      <rect x="276" y="160" width="9" height="9" rx="2" />
      <rect x="182" y="164" width="9" height="9" rx="2" />
    </g>
    <path d="M88 170h-30M392 170h30" stroke="#2B2520" strokeWidth="14" strokeLinecap="round" />
    <path d="M330 90l60-60" stroke="#C7792C" strokeWidth="12" strokeLinecap="round" />
    <ellipse cx="320" cy="110" rx="22" ry="12" fill="#C7792C" transform="rotate(-45 320 110)" />
    <g fill="#E9A23B">
      <circle cx="60" cy="60" r="10" />
      <circle cx="430" cy="260" r="12" />
      <circle cx="420" cy="60" r="8" />
    </g>
  </Scene>
);

export const MarketStallScene = ({ className }: SceneProps) => (
  <Scene label="A market trader at a green-awning stall of tomatoes, yams and plantains" className={className}>
    <rect width="480" height="320" fill="#FBEBC8" />
    <path d="M0 270h480v50H0z" fill="#8C7D69" />
    <path d="M60 110h360v160H60z" fill="#E2D5BF" />
    <g>
      <path d="M40 110l20-60h360l20 60z" fill="#2F6B3A" />
      <path
        d="M100 50l-12 60M160 50l-4 60M220 50v60M280 50l4 60M340 50l12 60M400 50l20 60"
        stroke="#FBEBC8"
        strokeWidth="14"
      />
    </g>
    <path
      d="M40 110q25 24 50 0 25 24 50 0 25 24 50 0 25 24 50 0 25 24 50 0 25 24 50 0 25 24 50 0 25 24 50 0"
      fill="#2F6B3A"
    />
    <rect x="80" y="190" width="320" height="80" fill="#A8641C" />
    <g>
      <circle cx="120" cy="186" r="16" fill="#C8412B" />
      <circle cx="150" cy="180" r="16" fill="#C8412B" />
      <circle cx="135" cy="166" r="16" fill="#D9592B" />
      <ellipse cx="220" cy="180" rx="34" ry="14" fill="#6B4226" />
      <ellipse cx="240" cy="170" rx="30" ry="12" fill="#8A5A3C" />
      <path d="M300 186q10-50 36-56 6 36-24 62z" fill="#F4C95D" />
      <path d="M320 186q20-50 50-52-4 36-40 58z" fill="#F4C95D" />
    </g>
    <circle cx="240" cy="140" r="22" fill="#5C3A21" />
    <path d="M214 138q0-34 26-34t26 30q-10-12-26-12t-26 16z" fill="#A8492A" />
  </Scene>
);

export const MotorbikeRiderScene = ({ className }: SceneProps) => (
  <Scene label="A rider on a green motorbike delivering a meal box" className={className}>
    <rect width="480" height="320" fill="#FBEBC8" />
    <circle cx="400" cy="70" r="40" fill="#F4C95D" />
    <path d="M0 250h480v70H0z" fill="#C7792C" />
    <g fill="none" stroke="#2B2520" strokeWidth="10">
      <circle cx="140" cy="240" r="36" />
      <circle cx="340" cy="240" r="36" />
    </g>
    <path d="M140 240l50-50h100l50 50" stroke="#2F6B3A" strokeWidth="14" fill="none" strokeLinejoin="round" />
    <path d="M180 190q40-30 110 0z" fill="#234F2B" />
    <path d="M290 190l30-50h24" stroke="#2B2520" strokeWidth="8" fill="none" strokeLinecap="round" />
    <rect x="120" y="130" width="74" height="60" rx="8" fill="#A8492A" />
    <path d="M134 160h46" stroke="#FBEBC8" strokeWidth="6" strokeLinecap="round" />
    <path d="M220 190q0-60 30-70l40 30" stroke="#2F6B3A" strokeWidth="20" fill="none" strokeLinecap="round" />
    <circle cx="252" cy="96" r="22" fill="#5C3A21" />
    <path d="M228 96q0-32 26-32t24 30z" fill="#E9A23B" />
  </Scene>
);

export const ProduceBoxScene = ({ className }: SceneProps) => (
  <Scene label="A wooden crate of tomatoes, greens, eggplant and peppers" className={className}>
    <rect width="480" height="320" fill="#DCEBD5" />
    <circle cx="400" cy="60" r="80" fill="#C9DEBE" />
    <g>
      <circle cx="170" cy="140" r="30" fill="#C8412B" />
      <path d="M160 112q10-10 20 0" stroke="#2F6B3A" strokeWidth="5" fill="none" />
      <ellipse cx="230" cy="128" rx="26" ry="40" fill="#6FA35B" />
      <path d="M230 90v76" stroke="#2F6B3A" strokeWidth="3" />
      <path d="M280 150q10-60 40-70 10 40-20 80z" fill="#E9A23B" />
      <path d="M300 150q24-50 60-50-6 40-50 60z" fill="#F4C95D" />
      <circle cx="130" cy="160" r="22" fill="#7A3B6E" />
      <path d="M196 150q-6-40 30-60" stroke="#2F6B3A" strokeWidth="6" fill="none" />
    </g>
    <path d="M100 160h280l-24 120H124z" fill="#C7792C" />
    <path d="M100 160h280v20H100z" fill="#A8641C" />
    <path d="M150 200h180M146 230h188M142 260h196" stroke="#A8641C" strokeWidth="4" />
    <rect x="200" y="196" width="80" height="40" rx="6" fill="#FFFBF3" />
    <path d="M214 216h52" stroke="#2F6B3A" strokeWidth="6" strokeLinecap="round" />
  </Scene>
);

export const MealKitScene = ({ className }: SceneProps) => (
  <Scene label="A green meal-kit box with a recipe card and portioned ingredients" className={className}>
    <rect width="480" height="320" fill="#F3E8D4" />
    <path d="M60 120h240v170H60z" fill="#2F6B3A" />
    <path d="M60 120l40-40h240l-40 40z" fill="#234F2B" />
    <path d="M300 120l40-40v170l-40 40z" fill="#1F4D28" />
    <rect x="120" y="160" width="120" height="60" rx="8" fill="#FFFBF3" />
    <path d="M136 180h88M136 198h60" stroke="#A8492A" strokeWidth="6" strokeLinecap="round" />
    <g>
      <rect x="340" y="180" width="50" height="70" rx="8" fill="#F8DFD2" stroke="#A8492A" strokeWidth="3" />
      <rect x="396" y="200" width="44" height="50" rx="8" fill="#FBEBC8" stroke="#E9A23B" strokeWidth="3" />
      <circle cx="365" cy="214" r="10" fill="#C8412B" />
      <circle cx="418" cy="224" r="8" fill="#6FA35B" />
    </g>
    <rect x="330" y="250" width="120" height="8" rx="4" fill="#8C7D69" />
    <g transform="rotate(-8 150 60)">
      <rect x="100" y="20" width="110" height="70" rx="6" fill="#FFFBF3" stroke="#E2D5BF" strokeWidth="3" />
      <path d="M114 40h80M114 56h60M114 72h70" stroke="#8C7D69" strokeWidth="4" strokeLinecap="round" />
    </g>
  </Scene>
);

export const GroceryBundleScene = ({ className }: SceneProps) => (
  <Scene label="A basket of plantains, yams, tomatoes and jars of pepper sauce and palm oil" className={className}>
    <rect width="480" height="320" fill="#FBEBC8" />
    <path d="M0 260h480v60H0z" fill="#E2D5BF" />
    <path d="M120 130q120-110 240 0" stroke="#8A3A1C" strokeWidth="10" fill="none" />
    <g>
      <path d="M150 140q10-70 40-80 6 50-24 90z" fill="#F4C95D" stroke="#C99A2E" strokeWidth="2" />
      <path d="M176 140q24-70 56-74-4 50-40 84z" fill="#F4C95D" stroke="#C99A2E" strokeWidth="2" />
      <ellipse cx="280" cy="120" rx="44" ry="20" fill="#8A5A3C" transform="rotate(-20 280 120)" />
      <ellipse cx="300" cy="138" rx="40" ry="18" fill="#6B4226" transform="rotate(-10 300 138)" />
      <circle cx="236" cy="132" r="18" fill="#C8412B" />
    </g>
    <path d="M110 140h260l-26 120H136z" fill="#C7792C" />
    <path d="M124 170h232M130 200h220M136 230h208" stroke="#A8641C" strokeWidth="5" />
    <g>
      <rect x="380" y="190" width="34" height="70" rx="6" fill="#A8492A" />
      <rect x="384" y="180" width="26" height="14" rx="3" fill="#2B2520" />
      <rect x="420" y="206" width="34" height="54" rx="6" fill="#2F6B3A" />
      <rect x="424" y="196" width="26" height="14" rx="3" fill="#2B2520" />
      <rect x="30" y="200" width="60" height="60" rx="8" fill="#FFFBF3" stroke="#E2D5BF" strokeWidth="3" />
      <path d="M42 226h36" stroke="#E9A23B" strokeWidth="6" strokeLinecap="round" />
    </g>
  </Scene>
);
