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
import { currentUser } from '../../http/authorization';
import { notFound, unprocessable } from '../../http/errors';
import { responses, type Api } from '../../http/types';
import type { AppContext } from '../context';
import { hostFacts, readShellBuild } from './host-build';
import { assertManifestServable } from './manifest-check';
import { allowedManifestUrl, manifestOriginsOf } from './manifest-url';
import {
  activateRelease,
  findRelease,
  listReleases,
  promoteCanary,
  registerRelease,
  rollBack,
  startCanary,
} from './registry';

/** The admin API of the release registry: what `pnpm release` and its team call. */
export async function releasesPlugin(app: Api, { db, config }: AppContext): Promise<void> {
  const permission = { permission: 'releases' as const };
  const tags = ['releases'];
  const origins = manifestOriginsOf(config);

  /** Before a release is answered to anyone, its manifest must be one the shell can run. */
  const servableRelease = async (id: number) => {
    const release = await findRelease(db, id);
    if (!release) throw notFound(RELEASE_MESSAGES.notFound);
    await assertManifestServable(app, origins, release);
  };

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
      const manifestUrl = allowedManifestUrl(request.body.manifest_url, origins);
      if (manifestUrl === null) throw unprocessable({ manifest_url: [RELEASE_MESSAGES.originNotAllowed] });
      const release = await registerRelease(db, { ...request.body, manifest_url: manifestUrl });
      return reply.status(201).send({ message: RELEASE_MESSAGES.registered, data: release });
    },
  );

  app.post(
    '/releases/:id/activate',
    { config: permission, schema: { tags, params: IdParams, response: responses({ 200: ReleaseResponse }) } },
    async (request) => {
      await servableRelease(request.params.id);
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
      await servableRelease(request.params.id);
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
      await servableRelease(request.params.id);
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
