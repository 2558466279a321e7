import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { PACKAGE_ROOT } from '../config/package-root';
import { openPGliteWithKeptStatements } from './pglite-statements';
import { keptStatementsClient } from './postgres-statements';

/** The Drizzle database, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the SQL migrations under drizzle/ that have not run yet. */
  migrate(): Promise<void>;
  /**
   * Applies the migrations, then runs `work` (start-up's empty check and seed) before letting
   * another instance do the same: of instances started together on one empty database, exactly
   * one seeds it, the others wait and find it seeded.
   */
  migrateThen<T>(work: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(PACKAGE_ROOT, 'drizzle');

/** Serialises migrations and the seed of instances that start together on one PostgreSQL. */
const MIGRATION_LOCK_KEY = 727_001;

export interface DatabaseOptions {
  /** PostgreSQL URL; null = PGlite. */
  url: string | null;
  /** PGlite data directory; null = in memory. */
  dataDir: string | null;
  /** Connections per instance on PostgreSQL. */
  poolSize?: number;
}

/** Only the driver in use is loaded: fewer modules, a faster start. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const [pg, { drizzle: drizzlePostgres }, { migrate: migratePostgres }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    // each connection keeps its statements parsed, and PostgreSQL their plans (postgres-statements.ts)
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      Client: keptStatementsClient(pg),
    });
    let closing = false;
    // An idle connection that fails (server restart, network) must not crash the process: the
    // pool replaces it on next use. Connections ended while closing report nothing.
    pool.on('error', (error) => {
      if (!closing) console.error(`PostgreSQL connection lost: ${error.message}`);
    });
    const db = drizzlePostgres(pool, { schema }) as unknown as Database;
    const migrateThen = async <T>(work: (db: Database) => Promise<T>): Promise<T> => {
      // one connection holds the session's advisory lock through the migrations and `work`
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        const locked = drizzlePostgres(client, { schema });
        await migratePostgres(locked, { migrationsFolder: MIGRATIONS_FOLDER });
        return await work(locked);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    };
    return {
      db,
      kind: 'postgres',
      migrateThen,
      migrate: () => migrateThen(async () => undefined),
      close: async () => {
        closing = true;
        await pool.end();
      },
    };
  }
  const [pglite, { drizzle: drizzlePglite }, { migrate: migratePglite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
    // trigram indexes serve the admin's user search (drizzle/0002_audit_log.sql)
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // statements kept parsed, each call one exchange with the database (pglite-statements.ts)
  const client = await openPGliteWithKeptStatements(pglite, options.dataDir ?? undefined, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  // one process owns a PGlite database: nothing else can start beside it
  const migrate = () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    kind: 'pglite',
    migrate,
    async migrateThen(work) {
      await migrate();
      return work(db);
    },
    close: () => client.close(),
  };
}

/** Resolves when the database answers a query (the health check); rejects when it does not. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
