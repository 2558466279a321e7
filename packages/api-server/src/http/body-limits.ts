import type { FastifyInstance } from 'fastify';

/**
 * Largest JSON body an anonymous route reads (login, registration, password reset, the public
 * forms): their longest valid body, the contact form's 5000-character message with every
 * character escaped, is under half of it. A larger body is refused with 413 before it is parsed.
 */
export const PUBLIC_BODY_LIMIT = 64 * 1024;

/** Caps the body of every public /api route that takes one (set on the route, so Fastify enforces it while reading). */
export function registerBodyLimits(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || route.config?.permission !== 'public') return;
    route.bodyLimit = Math.min(route.bodyLimit ?? PUBLIC_BODY_LIMIT, PUBLIC_BODY_LIMIT);
  });
}
