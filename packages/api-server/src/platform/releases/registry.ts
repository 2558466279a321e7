import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  compatibilityProblem,
  RELEASE_MESSAGES,
  type BuildFacts,
  type RegisterReleaseBody,
  type ReleasableRemote,
  type ReleaseRecord,
  type ReleaseState,
} from '@farmplate/contracts';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { remoteReleases, users } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';

/**
 * The release registry (ARCHITECTURE.md "Releases"). Every switch happens in one transaction with
 * conditional updates, and partial unique indexes keep one active and one canary release per
 * remote: of two racing activations one wins, the other gets 409.
 */

type Row = typeof remoteReleases.$inferSelect;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const columns = {
  release: remoteReleases,
  activatorName: users.name,
};

function toRecord({ release, activatorName }: { release: Row; activatorName: string | null }): ReleaseRecord {
  return {
    id: release.id,
    remote: release.remote as ReleasableRemote,
    version: release.version,
    commit: release.commit,
    manifest_url: release.manifestUrl,
    contract_version: release.contractVersion,
    shared: release.shared,
    built_at: release.builtAt.toISOString(),
    state: release.state as ReleaseState,
    canary_share: release.canaryShare,
    activated_at: release.activatedAt?.toISOString() ?? null,
    activated_by:
      release.activatedBy !== null && activatorName !== null ? { id: release.activatedBy, name: activatorName } : null,
    created_at: release.createdAt.toISOString(),
  };
}

async function findRecord(db: Database | Transaction, id: number): Promise<ReleaseRecord | null> {
  const [row] = await db
    .select(columns)
    .from(remoteReleases)
    .leftJoin(users, eq(users.id, remoteReleases.activatedBy))
    .where(eq(remoteReleases.id, id));
  return row ? toRecord(row) : null;
}

/** The release with this id, or null. */
export const findRelease = (db: Database, id: number): Promise<ReleaseRecord | null> => findRecord(db, id);

/** Every release, newest first. */
export async function listReleases(db: Database): Promise<ReleaseRecord[]> {
  const rows = await db
    .select(columns)
    .from(remoteReleases)
    .leftJoin(users, eq(users.id, remoteReleases.activatedBy))
    .orderBy(desc(remoteReleases.createdAt), desc(remoteReleases.id));
  return rows.map(toRecord);
}

export async function registerRelease(db: Database, body: RegisterReleaseBody): Promise<ReleaseRecord> {
  try {
    const [created] = await db
      .insert(remoteReleases)
      .values({
        remote: body.remote,
        version: body.version,
        commit: body.commit,
        manifestUrl: body.manifest_url,
        contractVersion: body.contract_version,
        shared: body.shared,
        builtAt: new Date(body.built_at),
      })
      .returning({ id: remoteReleases.id });
    return (await findRecord(db, created!.id))!;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(RELEASE_MESSAGES.duplicate);
    throw error;
  }
}

/** The release, locked for the rest of the transaction; 404 when there is none. */
async function lockRelease(tx: Transaction, id: number): Promise<Row> {
  const [row] = await tx.select().from(remoteReleases).where(eq(remoteReleases.id, id)).for('update');
  if (!row) throw notFound(RELEASE_MESSAGES.notFound);
  return row;
}

/** 409 with the reason when the running shell cannot host the release. */
function assertCompatible(host: BuildFacts, release: Row): void {
  const problem = compatibilityProblem(host, {
    remote: release.remote,
    version: release.version,
    contractVersion: release.contractVersion,
    shared: release.shared,
  });
  if (problem) throw conflict(problem);
}

/** Makes `release` the one /remotes.json answers for its remote; the active one becomes 'previous'. */
async function makeActive(tx: Transaction, release: Row, userId: number): Promise<void> {
  await tx
    .update(remoteReleases)
    .set({ state: 'previous' })
    .where(
      and(
        eq(remoteReleases.remote, release.remote),
        eq(remoteReleases.state, 'active'),
        ne(remoteReleases.id, release.id),
      ),
    );
  // a canary of another release of this remote ends with the switch
  await tx
    .update(remoteReleases)
    .set({ state: 'inactive', canaryShare: null })
    .where(
      and(
        eq(remoteReleases.remote, release.remote),
        eq(remoteReleases.state, 'canary'),
        ne(remoteReleases.id, release.id),
      ),
    );
  await tx
    .update(remoteReleases)
    .set({ state: 'active', canaryShare: null, activatedAt: new Date(), activatedBy: userId })
    .where(eq(remoteReleases.id, release.id));
}

/** Runs a switch; a race lost on the unique indexes is a 409, not a 500. */
async function inTransaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(RELEASE_MESSAGES.raced);
    throw error;
  }
}

export async function activateRelease(
  db: Database,
  id: number,
  userId: number,
  host: BuildFacts,
): Promise<ReleaseRecord> {
  return inTransaction(db, async (tx) => {
    const release = await lockRelease(tx, id);
    assertCompatible(host, release);
    if (release.state !== 'active') await makeActive(tx, release, userId);
    return (await findRecord(tx, id))!;
  });
}

/** Answers the release to `share` percent of sessions; the active release keeps the others. */
export async function startCanary(
  db: Database,
  id: number,
  share: number,
  userId: number,
  host: BuildFacts,
): Promise<ReleaseRecord> {
  return inTransaction(db, async (tx) => {
    const release = await lockRelease(tx, id);
    if (release.state === 'active') throw conflict(RELEASE_MESSAGES.alreadyActive);
    assertCompatible(host, release);
    await tx
      .update(remoteReleases)
      .set({ state: 'inactive', canaryShare: null })
      .where(
        and(
          eq(remoteReleases.remote, release.remote),
          eq(remoteReleases.state, 'canary'),
          ne(remoteReleases.id, release.id),
        ),
      );
    await tx
      .update(remoteReleases)
      .set({ state: 'canary', canaryShare: share, activatedAt: new Date(), activatedBy: userId })
      .where(eq(remoteReleases.id, release.id));
    return (await findRecord(tx, id))!;
  });
}

/** The canary becomes the active release for every session. */
export async function promoteCanary(
  db: Database,
  id: number,
  userId: number,
  host: BuildFacts,
): Promise<ReleaseRecord> {
  return inTransaction(db, async (tx) => {
    const release = await lockRelease(tx, id);
    if (release.state !== 'canary') throw conflict(RELEASE_MESSAGES.notCanary);
    assertCompatible(host, release);
    await makeActive(tx, release, userId);
    return (await findRecord(tx, id))!;
  });
}

/**
 * Ends the remote's canary if it has one; otherwise returns to the release that was active
 * before (or, with none, to the bundled build). Answers the release now served to everyone
 * (null: the bundled build).
 */
export async function rollBack(db: Database, remote: ReleasableRemote, userId: number): Promise<ReleaseRecord | null> {
  return inTransaction(db, async (tx) => {
    const current = await tx
      .select()
      .from(remoteReleases)
      .where(and(eq(remoteReleases.remote, remote), inArray(remoteReleases.state, ['active', 'canary'])))
      .for('update');
    const canary = current.find((release) => release.state === 'canary');
    const active = current.find((release) => release.state === 'active');
    if (canary) {
      await tx
        .update(remoteReleases)
        .set({ state: 'inactive', canaryShare: null })
        .where(and(eq(remoteReleases.id, canary.id), eq(remoteReleases.state, 'canary')));
      return active ? findRecord(tx, active.id) : null;
    }
    if (!active) throw conflict(RELEASE_MESSAGES.nothingToRollBack);
    await tx
      .update(remoteReleases)
      .set({ state: 'inactive' })
      .where(and(eq(remoteReleases.id, active.id), eq(remoteReleases.state, 'active')));
    const [previous] = await tx
      .select()
      .from(remoteReleases)
      .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.state, 'previous')))
      .orderBy(desc(remoteReleases.activatedAt), desc(remoteReleases.id))
      .limit(1)
      .for('update');
    if (!previous) return null;
    await tx
      .update(remoteReleases)
      .set({ state: 'active', activatedAt: new Date(), activatedBy: userId })
      .where(eq(remoteReleases.id, previous.id));
    return findRecord(tx, previous.id);
  });
}

/**
 * Whether a session is in a canary's share: a hash of the session id and the release id, so a
 * session keeps its answer on every load (sticky) and each canary draws its own sessions.
 */
export function inCanaryShare(sessionKey: string, releaseId: number, sharePercent: number): boolean {
  const digest = createHash('sha256').update(`${releaseId}:${sessionKey}`).digest();
  return (digest.readUInt32BE(0) / 2 ** 32) * 100 < sharePercent;
}

/** What /remotes.json answers a session: the bundled URLs, overridden by active and canary releases. */
export async function answeredRemotes<Name extends string>(
  db: Database,
  bundled: Record<Name, string>,
  sessionKey: string | null,
  servable: (manifestUrl: string) => boolean,
): Promise<{ remotes: Record<Name, string>; hasCanary: boolean }> {
  const rows = await db
    .select({
      id: remoteReleases.id,
      remote: remoteReleases.remote,
      state: remoteReleases.state,
      manifestUrl: remoteReleases.manifestUrl,
      canaryShare: remoteReleases.canaryShare,
    })
    .from(remoteReleases)
    .where(inArray(remoteReleases.state, ['active', 'canary']))
    .orderBy(sql`${remoteReleases.state} = 'canary'`); // actives first, canaries over them
  const remotes = { ...bundled };
  let hasCanary = false;
  for (const row of rows) {
    if (!(row.remote in remotes) || !servable(row.manifestUrl)) continue;
    if (row.state === 'active') remotes[row.remote as Name] = row.manifestUrl;
    else if (row.canaryShare !== null) {
      hasCanary = true;
      if (sessionKey && inCanaryShare(sessionKey, row.id, row.canaryShare))
        remotes[row.remote as Name] = row.manifestUrl;
    }
  }
  return { remotes, hasCanary };
}
