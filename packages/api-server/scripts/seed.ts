import { loadConfig } from '../src/config/config';
import { crashReport } from '../src/http/logging';
import { openDatabase } from '../src/db/client';
import path from 'node:path';
import { demoAccountsTable } from '../src/seed/demo-accounts';
import { clearDatabase, isDatabaseEmpty, seedDatabase } from '../src/seed/seed';

/** `pnpm seed` loads the demo data into an empty database; `pnpm seed --reset` wipes it first. */
async function main(): Promise<void> {
  const config = loadConfig();
  const reset = process.argv.includes('--reset');
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? null : path.join(config.dataDir, 'pglite'),
  });
  try {
    // under the migration lock, as a server starting at the same moment seeds
    const loaded = await database.migrateThen(async (db) => {
      if (reset) await clearDatabase(db);
      else if (!(await isDatabaseEmpty(db))) return false;
      await seedDatabase(db);
      return true;
    });
    console.log(
      loaded
        ? `Demo data loaded.\n${demoAccountsTable()}`
        : 'The database already has data. Run `pnpm seed --reset` to wipe it and load the demo data again.',
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(crashReport(error));
  process.exit(1);
});
