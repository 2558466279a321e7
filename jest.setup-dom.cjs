require('@testing-library/jest-dom');

// A findBy/waitFor limit only guards against a hang, like the test time limit: on two loaded CI
// cores a debounced search, its fetch and the render took more than the default 1 s (OrderBoard's
// server search failed CI by chance).
const testingLibrary = require.resolve('@testing-library/react', { paths: [`${__dirname}/packages/testing`] });
require(testingLibrary).configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks the encoding globals that react-router 7 reads when it loads.
const { TextEncoder, TextDecoder } = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;

// Radix UI primitives (design-system) measure and capture pointers; jsdom has none of it.
if (typeof window !== 'undefined') {
  if (typeof globalThis.ResizeObserver === 'undefined') {
    globalThis.ResizeObserver = class ResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  const proto = window.HTMLElement.prototype;
  if (!proto.hasPointerCapture) proto.hasPointerCapture = () => false;
  if (!proto.setPointerCapture) proto.setPointerCapture = () => undefined;
  if (!proto.releasePointerCapture) proto.releasePointerCapture = () => undefined;
  if (!proto.scrollIntoView) proto.scrollIntoView = () => undefined;
  if (typeof window.DOMRect === 'undefined') {
    window.DOMRect = class DOMRect {
      constructor(x = 0, y = 0, width = 0, height = 0) {
        Object.assign(this, { x, y, width, height, top: y, left: x, right: x + width, bottom: y + height });
      }
      static fromRect(rect = {}) {
        return new window.DOMRect(rect.x, rect.y, rect.width, rect.height);
      }
      toJSON() {
        return this;
      }
    };
  }
}

// The toasts' region is loaded apart from the first screen (design-system's ToastProvider): here
// it is loaded before each test file, so a toast shows as soon as it is raised.
beforeAll(() => require('./packages/design-system/src/feedback/ToastProvider').loadToastRegion());
