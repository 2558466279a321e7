import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createPostgresDatabase } from '../src/testing/postgres-database';
import { startServer, stop } from './server';

/**
 * What the benches that compare PGlite and PostgreSQL share: which backends and builds to run, and
 * one backend's run on a fresh database (created and seeded by the server's first start, then the
 * bench's own rows, then the server again for the measurement).
 */
export type Backend = 'PGlite' | 'PostgreSQL';

/** Where a bench writes its rows straight into the database (while no server holds it). */
export type Target = { url: string; dataDir: null } | { url: null; dataDir: string };

/** The running server a bench measures. */
export interface BenchServer {
  base: string;
  pid: number;
  /** PostgreSQL's URL (its backends' CPU time is read from it), null on PGlite */
  databaseUrl: string | null;
}

/** The backends of `--backends` (e.g. "pglite,postgres"); PostgreSQL only when `postgresUrl` is set. */
export function wantedBackends(list: string, postgresUrl: string | null): Backend[] {
  const names = list.split(',');
  const wanted: Backend[] = [];
  if (names.includes('pglite')) wanted.push('PGlite');
  if (names.includes('postgres')) {
    if (postgresUrl) wanted.push('PostgreSQL');
    else console.log('BENCH_DATABASE_URL is not set: PostgreSQL is not measured.');
  }
  return wanted;
}

/** This build, and first the `--baseline` one (another checkout's api-server package) when given. */
export function buildsToMeasure(packageDir: string, baseline: string | undefined): { name: string; dir: string }[] {
  const builds = [{ name: '', dir: packageDir }];
  if (baseline) builds.unshift({ name: 'before: ', dir: path.resolve(baseline) });
  return builds;
}

export interface BackendRun {
  backend: Backend;
  /** how the rows of this run are named ("before: PGlite") */
  label: string;
  /** the api-server package whose bundle runs */
  packageDir: string;
  port: number;
  /** the PostgreSQL server the run's database is created on */
  postgresUrl: string | null;
  /** the temporary folder's name prefix */
  name: string;
  /** more environment for the server */
  env?: Record<string, string>;
  /** leave the database (PostgreSQL) or the data folder (PGlite) in place and print where */
  keep?: boolean;
}

/**
 * One backend on a fresh database: a first start migrates and seeds it, `prepare` adds the bench's
 * rows while no server holds it, then `measure` runs against the server started again. The
 * database and the folder are removed afterwards unless `keep`.
 */
export async function onFreshBackend<T>(
  run: BackendRun,
  prepare: (target: Target) => Promise<void>,
  measure: (server: BenchServer) => Promise<T>,
): Promise<T> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `farmplate-bench-${run.name}-`));
  const postgres = run.backend === 'PostgreSQL' ? await createPostgresDatabase(run.postgresUrl!) : null;
  const target: Target = postgres
    ? { url: postgres.url, dataDir: null }
    : { url: null, dataDir: path.join(dataDir, 'pglite') };
  const env = { ...run.env, ...(postgres && { DATABASE_URL: postgres.url }) };
  try {
    await stop((await startServer(dataDir, run.port, env, run.packageDir)).child);
    await prepare(target);
    const { child, base } = await startServer(dataDir, run.port, env, run.packageDir);
    try {
      return await measure({ base, pid: child.pid!, databaseUrl: postgres?.url ?? null });
    } finally {
      await stop(child);
    }
  } finally {
    if (run.keep) console.log(`${run.label}: database kept at ${postgres?.url ?? `DATA_DIR=${dataDir}`}`);
    else await postgres?.drop();
    // on PostgreSQL the folder holds only the server's empty releases and storage: kept or not, it goes
    if (!run.keep || postgres) await rm(dataDir, { recursive: true, force: true });
  }
}
