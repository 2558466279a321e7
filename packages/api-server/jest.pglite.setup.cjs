// The PGlite project (jest.config.cjs) runs on PGlite whatever the environment holds: this runs
// before any test module, so src/testing/test-server.ts sees no TEST_DATABASE_URL. The PostgreSQL
// run is the project of jest.postgres.config.cjs.
delete process.env.TEST_DATABASE_URL;
