import type { Server } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ServerConfig } from '../config/config';
import type { Database } from '../db/client';
import type { AccountThrottle } from '../http/account-throttle';
import type { Background } from '../http/background';
import type { Throttle } from '../http/throttle';
import type { JobRunner } from './jobs/job-runner';
import type { Mailer } from './mail/mailer';
import type { ImageStorage } from './storage/image-storage';

/** What the route handlers need from the outside world; built once by app.ts. */
export interface AppContext {
  db: Database;
  config: ServerConfig;
  mailer: Mailer;
  storage: ImageStorage;
  /** failed sign-ins per account (Redis when configured) */
  accountThrottle: AccountThrottle;
  /** the counters of the checkout and mail limits (Redis when configured) */
  throttle: Throttle;
  /** work after the answer (reset codes and their mail) */
  background: Background;
  /** durable background work: cut-offs, reminder and waitlist mails (each domain registers its kinds) */
  jobs: JobRunner;
}

/**
 * A domain's routes as a Fastify plugin: its routes and their schemas, registered under /api with
 * the context as its options (`src/api.ts`). Write it as
 * `export async function inventoryPlugin(app: Api, { db }: AppContext): Promise<void> { app.get(…) }`.
 */
export type FeaturePlugin = FastifyPluginAsync<AppContext, Server, TypeBoxTypeProvider>;
