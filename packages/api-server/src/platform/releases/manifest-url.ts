import type { ServerConfig } from '../../config/config';

/**
 * Where a release's manifest may be loaded from: this server, the RELEASE_ORIGINS (a CDN) and
 * the origins of configured remote URLs. Any other could never load under the CSP, and must never
 * be answered by /remotes.json. The API and `pnpm release` decide with this one function.
 */
export interface ManifestOrigins {
  /** This server's origin (PUBLIC_URL): a path is resolved against it. */
  self: string;
  /** The other origins a manifest may be on. */
  others: string[];
}

export function manifestOriginsOf(config: ServerConfig): ManifestOrigins {
  const configured = Object.values(config.remotes)
    .filter((url) => /^https?:\/\//i.test(url) && URL.canParse(url))
    .map((url) => new URL(url).origin);
  return { self: new URL(config.publicUrl).origin, others: [...new Set([...config.releaseOrigins, ...configured])] };
}

/** A path that every browser resolves to the page's own origin, whatever its scheme. */
function staysOnThisServer(pathAndQuery: string): boolean {
  return ['http://self.invalid', 'https://self.invalid'].every(
    (base) => URL.canParse(pathAndQuery, base) && new URL(pathAndQuery, base).origin === base,
  );
}

/**
 * The manifest URL to record for `value`, or null when a browser could load it from anywhere
 * else. The decision is the browser's own: `value` is resolved as the WHATWG URL parser does
 * (a backslash, a tab or a newline, `http:host` or user-info cannot hide another host), and the
 * origin it lands on is compared. What is recorded is that resolved form, so the URL answered to
 * browsers is the one checked: a path for this server, the full URL for another origin.
 */
export function allowedManifestUrl(value: string, origins: ManifestOrigins): string | null {
  // an absolute URL stands alone ("http:evil.example" is evil.example on an https page);
  // anything else is resolved against this server, as a page of it would
  const url = URL.canParse(value)
    ? new URL(value)
    : URL.canParse(value, origins.self)
      ? new URL(value, origins.self)
      : null;
  if (!url) return null;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // credentials in a URL are either a leak or a disguise ("https://cdn@evil")
  if (url.username !== '' || url.password !== '') return null;
  if (url.origin === origins.self) {
    const onThisServer = `${url.pathname}${url.search}`;
    return staysOnThisServer(onThisServer) ? onThisServer : null;
  }
  url.hash = '';
  return origins.others.includes(url.origin) ? url.href : null;
}
