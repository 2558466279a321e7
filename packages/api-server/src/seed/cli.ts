import { loadConfig } from '../config/config';
import { openDatabase } from '../db/client';
import path from 'node:path';
import { demoAccountsTable } from './demo-accounts';
import { clearDatabase, isDatabaseEmpty, seedDatabase } from './seed';

/** `pnpm seed` loads the demo data into an empty database; `pnpm seed --reset` wipes it first. */
async function main(): Promise<void> {
  const config = loadConfig();
  const reset = process.argv.includes('--reset');
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? null : path.join(config.dataDir, 'pglite'),
  });
  try {
    await database.migrate();
    if (reset) await clearDatabase(database.db);
    else if (!(await isDatabaseEmpty(database.db))) {
      console.log('The database already has data. Run `pnpm seed --reset` to wipe it and load the demo data again.');
      return;
    }
    await seedDatabase(database.db);
    console.log(`Demo data loaded.\n${demoAccountsTable()}`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
