export { buildApp, type BuildAppOptions } from './app';
export { loadConfig, type ServerConfig } from './config/config';
export { openDatabase, type Database, type DatabaseHandle } from './db/client';
export { prepareServer } from './server';
export { seedDatabase } from './seed/seed';
export { DEMO_ACCOUNTS } from './seed/demo-accounts';
