// Every app and package keeps its own jest.config.cjs (built on jest.base.cjs); this runs them all.
module.exports = {
  // Jest reads the time limit from this root config only (a project's testTimeout is ignored):
  // the UI tests' 30 s of jest.base.cjs, a guard against a hang, never a measure of speed.
  testTimeout: 30_000,
  projects: [
    '<rootDir>/packages/*/jest.config.cjs',
    // the API suite once more on PostgreSQL when one is given (CI sets it: .ci/run)
    ...(process.env.TEST_DATABASE_URL ? ['<rootDir>/packages/api-server/jest.postgres.config.cjs'] : []),
    '<rootDir>/shell/jest.config.cjs',
    '<rootDir>/mfe-*/jest.config.cjs',
  ],
};
