import { Type, type Static } from '@sinclair/typebox';
import { MessageWithData, Nullable } from './common';
import * as compiled from './validators/compiled/releases';
import { registerPrecompiled } from './validators/registry';

/** The release registry of the remotes (ARCHITECTURE.md "Releases"): admin-only. */

export const RELEASABLE_REMOTES = ['marketing', 'farmer', 'kitchen', 'admin', 'delivery'] as const;
export type ReleasableRemote = (typeof RELEASABLE_REMOTES)[number];

/**
 * active: what /remotes.json answers · canary: answered to a share of sessions · previous: was
 * active, where a rollback returns · inactive: registered, never active or rolled back out.
 */
export const RELEASE_STATES = ['active', 'canary', 'previous', 'inactive'] as const;
export type ReleaseState = (typeof RELEASE_STATES)[number];

export const RELEASE_MESSAGES = {
  registered: 'Release registered.',
  duplicate: 'This release (remote, version and commit) is already registered.',
  notFound: 'Release not found.',
  activated: 'Release activated.',
  canaryStarted: 'Canary started.',
  promoted: 'Canary promoted.',
  notCanary: 'Only a canary release can be promoted.',
  alreadyActive: 'This release is already active.',
  raced: 'Another change of this remote came first: reload the releases and try again.',
  rolledBack: 'Release rolled back.',
  nothingToRollBack: 'There is no release to roll back.',
  /** A release on an origin the Content-Security-Policy does not allow could never load. */
  originNotAllowed: 'The manifest URL must be on this server or on an origin listed in RELEASE_ORIGINS.',
  /** Activation and canary fetch the manifest first: a build the shell could not run is refused. */
  manifestUnusable: (problem: string) => `The release's manifest cannot be served: ${problem}.`,
} as const;

/** A release's version (1.2.0, 1.2.0-rc.1): also a part of its folder's name, so never a path. */
export const RELEASE_VERSION_PATTERN = '^\\d+\\.\\d+\\.\\d+([-+][0-9A-Za-z.+-]*)?$';
/** The commit a release is built from; a build of uncommitted changes says so and when. */
export const RELEASE_COMMIT_PATTERN = '^[0-9a-f]{7,40}(-dirty[0-9A-Za-z.-]*)?$';

const RemoteName = Type.Union(RELEASABLE_REMOTES.map((remote) => Type.Literal(remote)));
const SemverString = Type.String({
  maxLength: 64,
  pattern: RELEASE_VERSION_PATTERN,
  errorMessage: 'Must be a version such as 1.2.0',
});
const PACKAGE_NAME = '^(@[a-z0-9][a-z0-9._~-]*/)?[a-z0-9][a-z0-9._~-]*$';

export const ReleaseRecord = Type.Object({
  id: Type.Integer(),
  remote: RemoteName,
  version: Type.String(),
  commit: Type.String(),
  manifest_url: Type.String(),
  contract_version: Type.String(),
  shared: Type.Record(Type.String(), Type.String()),
  built_at: Type.String(),
  state: Type.Union(RELEASE_STATES.map((state) => Type.Literal(state))),
  /** percent of sessions, canary only */
  canary_share: Nullable(Type.Integer()),
  activated_at: Nullable(Type.String()),
  activated_by: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  created_at: Type.String(),
});
export type ReleaseRecord = Static<typeof ReleaseRecord>;

/** POST /releases: what `pnpm release <remote>` learned from the build. */
export const RegisterReleaseBody = Type.Object({
  remote: RemoteName,
  version: SemverString,
  commit: Type.String({
    minLength: 7,
    maxLength: 80,
    pattern: RELEASE_COMMIT_PATTERN,
    errorMessage: 'Must be a git commit',
  }),
  manifest_url: Type.String({
    maxLength: 2048,
    pattern: '^(/[^/]|https?://)\\S*mf-manifest\\.json$',
    errorMessage: 'Must be the URL of an mf-manifest.json',
  }),
  contract_version: SemverString,
  shared: Type.Record(Type.String({ pattern: PACKAGE_NAME, maxLength: 214 }), SemverString, { maxProperties: 100 }),
  built_at: Type.String({ format: 'date-time', maxLength: 40, errorMessage: 'Must be a date and time' }),
});
export type RegisterReleaseBody = Static<typeof RegisterReleaseBody>;

/** POST /releases/:id/canary: the percent of sessions that get the release. */
export const ReleaseCanaryBody = Type.Object({
  share: Type.Integer({ minimum: 1, maximum: 99, errorMessage: 'Share must be a whole percent from 1 to 99' }),
});
export type ReleaseCanaryBody = Static<typeof ReleaseCanaryBody>;

/** POST /releases/rollback: the remote to return to its previous release (or drop its canary). */
export const ReleaseRollbackBody = Type.Object({ remote: RemoteName });
export type ReleaseRollbackBody = Static<typeof ReleaseRollbackBody>;

/** GET /releases: every release, newest first, and what the running shell provides. */
export const ReleasesResponse = Type.Object({
  data: Type.Array(ReleaseRecord),
  shell: Nullable(Type.Object({ contract_version: Type.String(), shared: Type.Record(Type.String(), Type.String()) })),
});
export type ReleasesResponse = Static<typeof ReleasesResponse>;

export const ReleaseResponse = MessageWithData(ReleaseRecord);

/** POST /releases/rollback: the release now served to everyone (null: the bundled build). */
export const ReleaseRollbackResponse = Type.Object({ message: Type.String(), data: Nullable(ReleaseRecord) });
export type ReleaseRollbackResponse = Static<typeof ReleaseRollbackResponse>;

// This module's schemas with their validators compiled ahead of time (validators/generate.ts
// compiles what these lists name): a page that validates one of them loads these, not every schema's.
registerPrecompiled(compiled, { RegisterReleaseBody, ReleaseCanaryBody, ReleaseRollbackBody });
