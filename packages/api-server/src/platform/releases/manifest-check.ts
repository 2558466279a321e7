import type { FastifyInstance } from 'fastify';
import { buildFactsOfManifest, manifestProblem, RELEASE_MESSAGES, type ReleaseRecord } from '@farmplate/contracts';
import { unprocessable } from '../../http/errors';
import { allowedManifestUrl, type ManifestOrigins } from './manifest-url';

/** A manifest is a few KiB; a bigger answer is not one, and is not read to the end. */
const MANIFEST_MAX_BYTES = 1024 * 1024;
const FETCH_TIMEOUT_MS = 5_000;

type Fetched = { status: number; body: string } | { problem: string };

/** The manifest as a browser would get it: from this server itself (a path) or from its CDN. */
async function fetchManifest(app: FastifyInstance, url: string): Promise<Fetched> {
  if (url.startsWith('/')) {
    const response = await app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.body };
  }
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (response.status >= 300 && response.status < 400)
      return { problem: `it answers a redirect (HTTP ${response.status})` };
    if (Number(response.headers.get('content-length') ?? 0) > MANIFEST_MAX_BYTES) return { problem: 'it is too large' };
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = response.body?.getReader();
    for (let read = await reader?.read(); read && !read.done; read = await reader!.read()) {
      size += read.value.byteLength;
      if (size > MANIFEST_MAX_BYTES) {
        await reader!.cancel();
        return { problem: 'it is too large' };
      }
      chunks.push(read.value);
    }
    return { status: response.status, body: Buffer.concat(chunks).toString('utf8') };
  } catch {
    return { problem: `it could not be fetched from ${new URL(url).origin}` };
  }
}

function sameFacts(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * A build's scripts load from its public path: 'auto' (beside the manifest) or a URL that must be
 * on an allowed origin too, else the manifest's origin would be checked and its code load elsewhere.
 */
function publicPathProblem(manifest: unknown, release: ReleaseRecord, origins: ManifestOrigins): string | null {
  const metaData = (manifest as { metaData?: { publicPath?: unknown; getPublicPath?: unknown } }).metaData;
  if (metaData?.getPublicPath !== undefined) return 'it computes its public path at run time';
  const publicPath = metaData?.publicPath;
  if (publicPath === undefined || publicPath === 'auto') return null;
  const manifestUrl = new URL(release.manifest_url, origins.self);
  const resolved =
    typeof publicPath === 'string' && URL.canParse(publicPath, manifestUrl) ? new URL(publicPath, manifestUrl) : null;
  return resolved && allowedManifestUrl(resolved.href, origins) !== null
    ? null
    : 'its public path is not on this server or an origin listed in RELEASE_ORIGINS';
}

/** Why the release's manifest cannot be served to browsers, or null when it can. */
async function manifestProblemOf(
  app: FastifyInstance,
  origins: ManifestOrigins,
  release: ReleaseRecord,
): Promise<string | null> {
  // a release recorded before its URL was checked this way is refused like a new one
  if (allowedManifestUrl(release.manifest_url, origins) !== release.manifest_url) {
    return RELEASE_MESSAGES.originNotAllowed;
  }
  const fetched = await fetchManifest(app, release.manifest_url);
  if ('problem' in fetched) return RELEASE_MESSAGES.manifestUnusable(fetched.problem);
  if (fetched.status !== 200) return RELEASE_MESSAGES.manifestUnusable(`it answers HTTP ${fetched.status}`);
  let manifest: unknown;
  try {
    manifest = JSON.parse(fetched.body);
  } catch {
    return RELEASE_MESSAGES.manifestUnusable('it is not JSON');
  }
  const problem = manifestProblem(manifest, release.remote) ?? publicPathProblem(manifest, release, origins);
  if (problem) return RELEASE_MESSAGES.manifestUnusable(problem);
  // the compatibility gate reads what was registered: it must be what the build says
  const facts = buildFactsOfManifest(manifest)!;
  if (facts.contractVersion !== release.contract_version || !sameFacts(facts.shared, release.shared)) {
    return RELEASE_MESSAGES.manifestUnusable('it declares other versions than the release registered');
  }
  return null;
}

/**
 * Fetches the release's manifest and refuses (422, nothing changed) one the shell could not run:
 * missing, not JSON, another remote's, without ./App or the shared singletons, or not the build
 * that was registered. Called before a release is answered to anyone (activation, canary, promotion).
 */
export async function assertManifestServable(
  app: FastifyInstance,
  origins: ManifestOrigins,
  release: ReleaseRecord,
): Promise<void> {
  const problem = await manifestProblemOf(app, origins, release);
  if (problem) throw unprocessable({ manifest_url: [problem] });
}
