const base = require('../../jest.base.cjs')(__dirname, 'node');

module.exports = {
  ...base,
  // always PGlite; jest.postgres.config.cjs is the same suite on PostgreSQL
  displayName: 'api-server (PGlite)',
  setupFiles: [require.resolve('./jest.pglite.setup.cjs')],
  // *.services.test.ts need the PostgreSQL and Redis of CI: the PostgreSQL project runs them
  testPathIgnorePatterns: ['/node_modules/', '\\.services\\.test\\.ts$'],
  transform: {
    ...base.transform,
    '@electric-sql/pglite/dist/.+\\.cjs$': require.resolve('./jest.pglite-transform.cjs'),
  },
  // The base list plus PGlite and @borewit/text-codec (an ESM-only dependency of file-type 21);
  // pnpm stores scoped packages as .pnpm/@scope+name@version, hence the '+'.
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/)?(@electric-sql|@borewit|file-type|strtok3|token-types|peek-readable|@tokenizer|uint8array-extras)[@/+])',
  ],
};
