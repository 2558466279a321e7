import path from 'node:path';
import envSchema from 'env-schema';
import { REMOTE_NAMES, type RemoteName } from '@farmplate/contracts';
import { PACKAGE_ROOT } from './package-root';

/** Everything the server reads from the environment, with the defaults of the README. */
export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; unset = embedded PGlite under `dataDir`. */
  databaseUrl: string | null;
  dataDir: string;
  storageDir: string;
  outboxDir: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** Where customers reach the site: the origin of the links in mails (a tracking link). */
  publicUrl: string;
  redisUrl: string | null;
  /** Prefix of the rate-limit keys in Redis. */
  rateLimitNamespace: string;
  corsOrigins: string[];
  /** Where the browser loads each remote's manifest from (written to /remotes.json). */
  remotes: Record<RemoteName, string>;
  shellDist: string;
  remoteDist: Record<RemoteName, string>;
  // remote releases: where they are written and the CDNs they may be served from
  /** Where `pnpm release` writes release folders; served at /releases/. */
  releasesDir: string;
  /** Other origins (a CDN) a registered release may be loaded from; allowed by the CSP too. */
  releaseOrigins: string[];
  auth: {
    tokenIdleMinutes: number;
    tokenMaxAgeHours: number;
    /** Attempts per minute and client on login, register and the password-reset calls. */
    rateLimitPerMinute: number;
    /** Sign-in attempts per account in 15 minutes, from any number of addresses. */
    accountAttemptsPer15Minutes: number;
  };
  /** Open live-update streams allowed at once (docs/live-updates.md, Limits). */
  liveStreams: { perSession: number; perAccount: number; perAddress: number };
  /** Behind a load balancer: trust its X-Forwarded-For (true, a hop count or a list of addresses). */
  trustProxy: boolean | number | string;
  /** Log requests (off in tests). */
  logger: boolean;
  /** Load the demo data when the database has no users. */
  seedEmptyDatabase: boolean;
  /** The job runner (cut-offs, mails): off in tests, which run jobs themselves. */
  jobs: { enabled: boolean; pollMs: number };
}

export { REMOTE_NAMES, type RemoteName };

/** The repository root, for the default location of the shell and remote builds. */
const repoRoot = path.resolve(PACKAGE_ROOT, '../..');

/** Every variable the server reads, with its type and default (README, Configuration). */
const ENV_SCHEMA = {
  type: 'object',
  properties: {
    PORT: { type: 'integer', minimum: 1, maximum: 65_535, default: 8080 },
    HOST: { type: 'string', default: '0.0.0.0' },
    DATABASE_URL: { type: 'string', pattern: '^postgres(ql)?://' },
    DATA_DIR: { type: 'string', default: '.data' },
    STORAGE_DIR: { type: 'string' },
    OUTBOX_DIR: { type: 'string' },
    SMTP_URL: { type: 'string', pattern: '^smtps?://' },
    MAIL_FROM: { type: 'string', default: 'FarmPlate <no-reply@farmplate.test>' },
    PUBLIC_URL: { type: 'string', pattern: '^https?://' },
    REDIS_URL: { type: 'string', pattern: '^rediss?://' },
    RATE_LIMIT_NAMESPACE: { type: 'string', default: 'farmplate-rate-limit:' },
    AUTH_RATE_LIMIT_PER_MINUTE: { type: 'integer', minimum: 1, default: 10 },
    AUTH_ACCOUNT_ATTEMPTS_PER_15_MINUTES: { type: 'integer', minimum: 1, default: 10 },
    TOKEN_IDLE_MINUTES: { type: 'integer', minimum: 1, default: 12 * 60 },
    TOKEN_MAX_AGE_HOURS: { type: 'integer', minimum: 1, default: 7 * 24 },
    LIVE_STREAMS_PER_SESSION: { type: 'integer', minimum: 1, default: 10 },
    LIVE_STREAMS_PER_ACCOUNT: { type: 'integer', minimum: 1, default: 20 },
    LIVE_STREAMS_PER_ADDRESS: { type: 'integer', minimum: 1, default: 100 },
    CORS_ORIGINS: { type: 'string', default: '' },
    REMOTE_MARKETING_URL: { type: 'string' },
    REMOTE_FARMER_URL: { type: 'string' },
    REMOTE_KITCHEN_URL: { type: 'string' },
    REMOTE_ADMIN_URL: { type: 'string' },
    REMOTE_DELIVERY_URL: { type: 'string' },
    SHELL_DIST: { type: 'string' },
    RELEASES_DIR: { type: 'string' },
    RELEASE_ORIGINS: { type: 'string', default: '' },
    TRUST_PROXY: { type: 'string' },
    SEED_EMPTY_DATABASE: { type: 'boolean', default: true },
    LOG_REQUESTS: { type: 'boolean', default: true },
    JOBS_ENABLED: { type: 'boolean', default: true },
    JOBS_POLL_MS: { type: 'integer', minimum: 100, default: 2000 },
  },
} as const;

interface Env {
  PORT: number;
  HOST: string;
  DATABASE_URL?: string;
  DATA_DIR: string;
  STORAGE_DIR?: string;
  OUTBOX_DIR?: string;
  SMTP_URL?: string;
  MAIL_FROM: string;
  PUBLIC_URL?: string;
  REDIS_URL?: string;
  RATE_LIMIT_NAMESPACE: string;
  AUTH_RATE_LIMIT_PER_MINUTE: number;
  AUTH_ACCOUNT_ATTEMPTS_PER_15_MINUTES: number;
  TOKEN_IDLE_MINUTES: number;
  TOKEN_MAX_AGE_HOURS: number;
  LIVE_STREAMS_PER_SESSION: number;
  LIVE_STREAMS_PER_ACCOUNT: number;
  LIVE_STREAMS_PER_ADDRESS: number;
  CORS_ORIGINS: string;
  SHELL_DIST?: string;
  RELEASES_DIR?: string;
  RELEASE_ORIGINS: string;
  TRUST_PROXY?: string;
  SEED_EMPTY_DATABASE: boolean;
  LOG_REQUESTS: boolean;
  JOBS_ENABLED: boolean;
  JOBS_POLL_MS: number;
  [remote: `REMOTE_${string}_URL`]: string | undefined;
}

/** A configuration the server refuses to start with; the message names every wrong variable. */
export class ConfigError extends Error {
  constructor(problems: string) {
    super(`Invalid configuration: ${problems}. See packages/api-server/README.md, Configuration.`);
    this.name = 'ConfigError';
  }
}

/** The environment parsed by its schema: numbers and flags typed, defaults filled, an empty value = unset. */
function parseEnv(env: NodeJS.ProcessEnv): Env {
  const set = Object.fromEntries(
    Object.entries(env).filter(([name, value]) => name in ENV_SCHEMA.properties && value !== undefined && value !== ''),
  );
  try {
    return envSchema<Env>({ schema: structuredClone(ENV_SCHEMA) as never, data: set, env: false, dotenv: false });
  } catch (error) {
    // "env/PORT must be integer" → "PORT must be integer"
    throw new ConfigError((error as Error).message.replace(/env\//g, ''));
  }
}

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** 'https://cdn.example.com/x' → 'https://cdn.example.com'; anything else is a configuration error. */
function originOf(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !/^https?:$/.test(url.protocol)) {
    throw new ConfigError(`RELEASE_ORIGINS must list http(s) origins such as https://cdn.example.com, not "${value}"`);
  }
  return url.origin;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = parseEnv(env);
  const dataDir = path.resolve(parsed.DATA_DIR);
  const remoteEnv = (name: RemoteName) => parsed[`REMOTE_${name.toUpperCase()}_URL`];
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    databaseUrl: parsed.DATABASE_URL ?? null,
    dataDir,
    storageDir: path.resolve(parsed.STORAGE_DIR ?? path.join(dataDir, 'storage')),
    outboxDir: path.resolve(parsed.OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
    smtpUrl: parsed.SMTP_URL ?? null,
    mailFrom: parsed.MAIL_FROM,
    publicUrl: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, ''),
    redisUrl: parsed.REDIS_URL ?? null,
    rateLimitNamespace: parsed.RATE_LIMIT_NAMESPACE,
    corsOrigins: list(parsed.CORS_ORIGINS),
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, remoteEnv(name) ?? `/remotes/${name}/mf-manifest.json`]),
    ) as Record<RemoteName, string>,
    shellDist: path.resolve(parsed.SHELL_DIST ?? path.join(repoRoot, 'shell/dist')),
    remoteDist: Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, path.join(repoRoot, `mfe-${name}/dist`)]),
    ) as Record<RemoteName, string>,
    releasesDir: path.resolve(parsed.RELEASES_DIR ?? path.join(dataDir, 'releases')),
    releaseOrigins: list(parsed.RELEASE_ORIGINS).map(originOf),
    auth: {
      tokenIdleMinutes: parsed.TOKEN_IDLE_MINUTES,
      tokenMaxAgeHours: parsed.TOKEN_MAX_AGE_HOURS,
      rateLimitPerMinute: parsed.AUTH_RATE_LIMIT_PER_MINUTE,
      accountAttemptsPer15Minutes: parsed.AUTH_ACCOUNT_ATTEMPTS_PER_15_MINUTES,
    },
    liveStreams: {
      perSession: parsed.LIVE_STREAMS_PER_SESSION,
      perAccount: parsed.LIVE_STREAMS_PER_ACCOUNT,
      perAddress: parsed.LIVE_STREAMS_PER_ADDRESS,
    },
    trustProxy:
      parsed.TRUST_PROXY === 'true'
        ? true
        : /^\d+$/.test(parsed.TRUST_PROXY ?? '')
          ? Number(parsed.TRUST_PROXY)
          : parsed.TRUST_PROXY || false,
    logger: parsed.LOG_REQUESTS,
    seedEmptyDatabase: parsed.SEED_EMPTY_DATABASE,
    jobs: { enabled: parsed.JOBS_ENABLED, pollMs: parsed.JOBS_POLL_MS },
  };
}
