import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config/config';
import { openDatabase, type DatabaseHandle } from './db/client';

export interface PreparedServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  seeded: boolean;
}

/** Opens the database, applies migrations, seeds an empty one, and builds the app. */
export async function prepareServer(config: ServerConfig): Promise<PreparedServer> {
  // The app's modules load while PGlite compiles its WebAssembly (off the main thread):
  // both are most of the start-up time.
  const opening = openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? null : path.join(config.dataDir, 'pglite'),
  });
  const [{ buildApp }, { isDatabaseEmpty, seedDatabase }] = await Promise.all([import('./app'), import('./seed/seed')]);
  const database = await opening;
  try {
    await mkdir(config.storageDir, { recursive: true });
    // under the migration lock: of instances started together on an empty database, one seeds
    const seeded = await database.migrateThen(async (db) => {
      if (!config.seedEmptyDatabase || !(await isDatabaseEmpty(db))) return false;
      await seedDatabase(db);
      return true;
    });
    const app = await buildApp({ config, db: database.db });
    app.addHook('onClose', async () => database.close());
    return { app, database, seeded };
  } catch (error) {
    await database.close();
    throw error;
  }
}
