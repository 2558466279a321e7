import { Scene, type SceneProps } from './Scene';

// The Nigeria pages' hero scenes (home, about).

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
