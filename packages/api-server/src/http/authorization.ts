import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasApiPermission, type ApiPermission } from '@farmplate/contracts';
import type { users } from '../db/schema';
import { forbidden, unauthenticated } from './errors';

/** The account a request's token belongs to. */
export type AuthenticatedUser = typeof users.$inferSelect;

/** Looks a bearer token up: its user and session, or null when it is unknown, idle too long or expired. */
export type AuthenticateToken = (token: string) => Promise<{ user: AuthenticatedUser; sessionId: number } | null>;

/** A route's permission: an `API_ACCESS` group of @farmplate/contracts, or open to everyone. */
export type RoutePermission = ApiPermission | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RoutePermission;
  }
  interface FastifyRequest {
    user: AuthenticatedUser | null;
    sessionId: number | null;
  }
}

/** The signed-in user of a route that has a non-public permission. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/** The token of an `Authorization: Bearer …` header, if any. */
export const bearerToken = (header: string | undefined): string | null => {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
};

/**
 * Every /api route names its permission in `config.permission`; registering one without is a
 * start-up error, so no endpoint can be left open by accident. One hook enforces it: 401 without
 * a valid token, 403 when the role is not in the group. Ownership is checked by the handlers.
 */
export function registerAuthorization(app: FastifyInstance, authenticate: AuthenticateToken): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  app.addHook('onRoute', (route) => {
    // The OpenAPI document and its viewer are public by design.
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, permission: 'public' };
    if (route.url.startsWith('/api') && !route.config?.permission) {
      throw new Error(`Route ${[route.method].flat().join(',')} ${route.url} has no permission in its config`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const permission = request.routeOptions.config?.permission;
    if (!permission || permission === 'public') return;
    const token = bearerToken(request.headers.authorization);
    const session = token ? await authenticate(token) : null;
    if (!session) throw unauthenticated();
    request.user = session.user;
    request.sessionId = session.sessionId;
    if (!hasApiPermission(session.user.role, permission)) throw forbidden();
  });
}
