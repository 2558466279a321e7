// Self-hosted fonts (no third-party font request). Only the latin subset and the weights the
// theme uses are bundled; each @font-face already declares `font-display: swap`.
import '@fontsource/nunito/latin-400.css';
import '@fontsource/nunito/latin-600.css';
import '@fontsource/nunito/latin-700.css';
import '@fontsource/fraunces/latin-600.css';
// local faces sized like these, drawn until they arrive (no layout shift when they swap in)
import './fallback-fonts.css';
