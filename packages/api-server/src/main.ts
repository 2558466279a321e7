import { ConfigError, loadConfig } from './config/config';
import { crashReport } from './http/logging';
import { demoAccountsTable } from './seed/demo-accounts';
import { prepareServer } from './server';

/** `pnpm start`: migrate, seed an empty database, listen, and stop cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const { app, seeded } = await prepareServer(config);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    // Stop accepting connections, finish the requests in flight, close the database.
    app.close().then(
      () => process.exit(0),
      (error) => {
        console.error(crashReport(error));
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const database = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  console.log(
    [
      `FarmPlate listening on http://localhost:${config.port} (${database}; ready in ${Math.round(performance.now() - startedAt)} ms)`,
      seeded ? 'The empty database was loaded with the demo data.' : '',
      demoAccountsTable(),
    ]
      .filter(Boolean)
      .join('\n'),
  );
}

main().catch((error) => {
  // a wrong variable is the operator's to fix: its message, without a stack trace; a database
  // error by its code and names, never the values of the row it was writing
  console.error(error instanceof ConfigError ? error.message : crashReport(error));
  process.exit(1);
});
