import {
  IdParams,
  RegisterReleaseBody,
  RELEASE_MESSAGES,
  ReleaseCanaryBody,
  ReleaseResponse,
  ReleaseRollbackBody,
  ReleaseRollbackResponse,
  ReleasesResponse,
} from '@farmplate/contracts';
import type { ServerConfig } from '../config/config';
import { currentUser } from '../http/authorization';
import { unprocessable } from '../http/errors';
import { responses, type Api, type AppContext } from '../http/types';
import { hostFacts, readShellBuild } from './host-build';
import { activateRelease, listReleases, promoteCanary, registerRelease, rollBack, startCanary } from './registry';

/**
 * Origins a release may be loaded from: this server (a path), the RELEASE_ORIGINS (a CDN) and
 * the origins of configured remote URLs. Any other could never load under the CSP.
 */
function manifestOriginAllowed(config: ServerConfig, manifestUrl: string): boolean {
  if (manifestUrl.startsWith('/')) return !manifestUrl.startsWith('//');
  const origin = URL.canParse(manifestUrl) ? new URL(manifestUrl).origin : null;
  const configured = Object.values(config.remotes)
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
  return origin !== null && [...config.releaseOrigins, ...configured].includes(origin);
}

/** The admin API of the release registry (issue 18): what `pnpm release` and its team call. */
export async function releasesPlugin(app: Api, { db, config }: AppContext): Promise<void> {
  const permission = { permission: 'releases' as const };
  const tags = ['releases'];

  app.get(
    '/releases',
    { config: permission, schema: { tags, response: responses({ 200: ReleasesResponse }) } },
    async () => {
      const shell = await readShellBuild(config.shellDist);
      return {
        data: await listReleases(db),
        shell: shell && { contract_version: shell.contractVersion, shared: shell.shared },
      };
    },
  );

  app.post(
    '/releases',
    { config: permission, schema: { tags, body: RegisterReleaseBody, response: responses({ 201: ReleaseResponse }) } },
    async (request, reply) => {
      if (!manifestOriginAllowed(config, request.body.manifest_url)) {
        throw unprocessable({ manifest_url: [RELEASE_MESSAGES.originNotAllowed] });
      }
      const release = await registerRelease(db, request.body);
      return reply.status(201).send({ message: RELEASE_MESSAGES.registered, data: release });
    },
  );

  app.post(
    '/releases/:id/activate',
    { config: permission, schema: { tags, params: IdParams, response: responses({ 200: ReleaseResponse }) } },
    async (request) => {
      const release = await activateRelease(
        db,
        request.params.id,
        currentUser(request).id,
        await hostFacts(config.shellDist),
      );
      return { message: RELEASE_MESSAGES.activated, data: release };
    },
  );

  app.post(
    '/releases/:id/canary',
    {
      config: permission,
      schema: { tags, params: IdParams, body: ReleaseCanaryBody, response: responses({ 200: ReleaseResponse }) },
    },
    async (request) => {
      const release = await startCanary(
        db,
        request.params.id,
        request.body.share,
        currentUser(request).id,
        await hostFacts(config.shellDist),
      );
      return { message: RELEASE_MESSAGES.canaryStarted, data: release };
    },
  );

  app.post(
    '/releases/:id/promote',
    { config: permission, schema: { tags, params: IdParams, response: responses({ 200: ReleaseResponse }) } },
    async (request) => {
      const release = await promoteCanary(
        db,
        request.params.id,
        currentUser(request).id,
        await hostFacts(config.shellDist),
      );
      return { message: RELEASE_MESSAGES.promoted, data: release };
    },
  );

  app.post(
    '/releases/rollback',
    {
      config: permission,
      schema: { tags, body: ReleaseRollbackBody, response: responses({ 200: ReleaseRollbackResponse }) },
    },
    async (request) => ({
      message: RELEASE_MESSAGES.rolledBack,
      data: await rollBack(db, request.body.remote, currentUser(request).id),
    }),
  );
}
