// react-router 7 reads TextEncoder when it loads, and jsdom has none. Imported first by
// renderScreen (and so by every screen test) until the shared jest setup provides it.
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });
