import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { TSchema } from '@sinclair/typebox';
import { ErrorResponse } from '@farmplate/contracts';
import type { ServerConfig } from '../config/config';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { ImageStorage } from '../storage/image-storage';
import type { AccountThrottle } from '../auth/account-throttle';
import type { Background } from './background';
import type { Throttle } from './throttle';

/** The Fastify instance every feature registers its routes on (TypeBox-typed). */
export type Api = FastifyInstance<Server, IncomingMessage, ServerResponse, FastifyBaseLogger, TypeBoxTypeProvider>;

/** What the route handlers need from the outside world. */
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
}

/**
 * A feature folder as a Fastify plugin: its routes and their schemas, registered under /api with
 * the context as its options (`routes.ts`). Write it as
 * `export async function inventoryPlugin(app: Api, { db }: AppContext): Promise<void> { app.get(…) }`.
 */
export type FeaturePlugin = FastifyPluginAsync<AppContext, Server, TypeBoxTypeProvider>;

/** A route's response schemas plus the error body every route may answer with. */
export const responses = <T extends Record<number, TSchema>>(schemas: T) => ({ ...schemas, '4xx': ErrorResponse });
