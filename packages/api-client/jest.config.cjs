const base = require('../../jest.base.cjs')(__dirname, 'node');

// Node tests talk to a real local HTTP server with Node's fetch; the session needs a localStorage.
module.exports = { ...base, setupFiles: ['<rootDir>/src/test-setup/memory-local-storage.ts'] };
