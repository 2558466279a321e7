import { Type } from '@sinclair/typebox';
import { pingDatabase } from '../../db/client';
import { responses, type Api } from '../../http/types';
import type { AppContext } from '../context';

const HealthResponse = Type.Object({ status: Type.Literal('ok'), database: Type.String() });

/** Liveness and readiness for a load balancer: answers only when the database does. */
export async function healthPlugin(app: Api, { db, config }: AppContext): Promise<void> {
  app.get(
    '/health',
    { config: { permission: 'public' }, schema: { tags: ['health'], response: responses({ 200: HealthResponse }) } },
    async () => {
      await pingDatabase(db);
      return { status: 'ok' as const, database: config.databaseUrl ? 'postgres' : 'pglite' };
    },
  );
}
