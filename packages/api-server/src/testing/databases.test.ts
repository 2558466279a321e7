import path from 'node:path';
import { PACKAGE_ROOT } from '../config/package-root';

/** CI (.ci/run sets TEST_DATABASE_URL) runs the API suite on PGlite and on PostgreSQL, not on PostgreSQL only. */
const REPO_ROOT = path.resolve(PACKAGE_ROOT, '../..');

function rootProjects(url: string | undefined): string[] {
  const saved = process.env.TEST_DATABASE_URL;
  let projects: string[] = [];
  try {
    if (url === undefined) delete process.env.TEST_DATABASE_URL;
    else process.env.TEST_DATABASE_URL = url;
    jest.isolateModules(() => {
      projects = (require(path.join(REPO_ROOT, 'jest.config.cjs')) as { projects: string[] }).projects;
    });
    return projects;
  } finally {
    if (saved === undefined) delete process.env.TEST_DATABASE_URL;
    else process.env.TEST_DATABASE_URL = saved;
  }
}

it('adds the PostgreSQL project of the API beside the PGlite one when a database is given', () => {
  const withDatabase = rootProjects('postgres://postgres@127.0.0.1:5432/test');
  expect(withDatabase).toEqual(
    expect.arrayContaining([
      '<rootDir>/packages/*/jest.config.cjs',
      '<rootDir>/packages/api-server/jest.postgres.config.cjs',
    ]),
  );
  expect(rootProjects(undefined)).not.toContain('<rootDir>/packages/api-server/jest.postgres.config.cjs');
});

it('keeps the PGlite project on PGlite whatever the environment says', () => {
  const pglite = require(path.join(PACKAGE_ROOT, 'jest.config.cjs')) as { displayName: string; setupFiles: string[] };
  const postgres = require(path.join(PACKAGE_ROOT, 'jest.postgres.config.cjs')) as {
    displayName: string;
    setupFiles: string[];
  };
  expect(pglite.setupFiles).toContain(path.join(PACKAGE_ROOT, 'jest.pglite.setup.cjs'));
  expect(postgres.setupFiles).toEqual([]);
  expect(pglite.displayName).not.toBe(postgres.displayName);
});
