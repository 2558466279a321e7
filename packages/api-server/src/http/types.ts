import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { TSchema } from '@sinclair/typebox';
import { ErrorResponse } from '@farmplate/contracts';

/** The Fastify instance every domain registers its routes on (TypeBox-typed). */
export type Api = FastifyInstance<Server, IncomingMessage, ServerResponse, FastifyBaseLogger, TypeBoxTypeProvider>;

/** A route's response schemas plus the error body every route may answer with. */
export const responses = <T extends Record<number, TSchema>>(schemas: T) => ({ ...schemas, '4xx': ErrorResponse });
