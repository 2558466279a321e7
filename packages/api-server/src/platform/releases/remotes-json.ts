import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RemoteName, ServerConfig } from '../../config/config';
import type { Database } from '../../db/client';
import { allowedManifestUrl, manifestOriginsOf } from './manifest-url';
import { answeredRemotes } from './registry';

/** The cookie that keeps a browser in (or out of) a canary's share on every load. */
export const COHORT_COOKIE = 'fp_release_cohort';
const COHORT_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const COHORT_VALUE = /^[0-9a-f-]{36}$/;

function cohortOf(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === COHORT_COOKIE && value && COHORT_VALUE.test(value)) return value;
  }
  return null;
}

/**
 * What /remotes.json answers this browser: the bundled remotes (configuration), overridden by the
 * registry's active releases, and by a canary when the browser's cohort falls in its share. A
 * browser without a cohort gets one while a canary runs (a random id, not the user: a canary is
 * drawn per browser session, signed in or not).
 */
export async function remotesForRequest(
  db: Database,
  config: ServerConfig,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Record<RemoteName, string>> {
  let cohort = cohortOf(request);
  // a release recorded before its URL was checked as browsers resolve it is never answered
  const origins = manifestOriginsOf(config);
  const servable = (manifestUrl: string) => allowedManifestUrl(manifestUrl, origins) === manifestUrl;
  const { remotes, hasCanary } = await answeredRemotes(db, config.remotes, cohort, servable);
  if (!hasCanary || cohort) return remotes;
  cohort = randomUUID();
  reply.header(
    'Set-Cookie',
    `${COHORT_COOKIE}=${cohort}; Path=/; Max-Age=${COHORT_MAX_AGE_SECONDS}; SameSite=Lax; HttpOnly${request.protocol === 'https' ? '; Secure' : ''}`,
  );
  return (await answeredRemotes(db, config.remotes, cohort, servable)).remotes;
}
