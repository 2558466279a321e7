const base = require('../../jest.base.cjs')(__dirname, 'jsdom');

// react-router 7 (loaded through the design system) needs TextEncoder, which jsdom does not provide.
module.exports = { ...base, setupFiles: [...(base.setupFiles ?? []), '<rootDir>/jest.polyfills.cjs'] };
