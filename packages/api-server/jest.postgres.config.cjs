// The API suite again, on the PostgreSQL server of TEST_DATABASE_URL (each test file creates and
// drops its own database). The root jest config adds this project when TEST_DATABASE_URL is set,
// so CI runs the suite on PGlite (jest.config.cjs) and on PostgreSQL.
const pglite = require('./jest.config.cjs');

module.exports = {
  ...pglite,
  displayName: 'api-server (PostgreSQL)',
  setupFiles: [],
  // every test, the services ones (PostgreSQL and Redis side by side) included
  testPathIgnorePatterns: ['/node_modules/'],
};
