import { Scene, type SceneProps } from './Scene';

// The grocery page's hero scenes.

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
