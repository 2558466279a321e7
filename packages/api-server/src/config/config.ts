import path from 'node:path';
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
  redisUrl: string | null;
  /** Prefix of the rate-limit keys in Redis. */
  rateLimitNamespace: string;
  corsOrigins: string[];
  /** Where the browser loads each remote's manifest from (written to /remotes.json). */
  remotes: Record<RemoteName, string>;
  shellDist: string;
  remoteDist: Record<RemoteName, string>;
  auth: {
    tokenIdleMinutes: number;
    tokenMaxAgeHours: number;
    /** Attempts per minute and client on login, register and the password-reset calls. */
    rateLimitPerMinute: number;
  };
  /** Behind a load balancer: trust its X-Forwarded-For (true, a hop count or a list of addresses). */
  trustProxy: boolean | number | string;
  /** Log requests (off in tests). */
  logger: boolean;
  /** Load the demo data when the database has no users. */
  seedEmptyDatabase: boolean;
}

export const REMOTE_NAMES = ['marketing', 'farmer', 'kitchen', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The repository root, for the default location of the shell and remote builds. */
const repoRoot = path.resolve(PACKAGE_ROOT, '../..');

const integer = (value: string | undefined, fallback: number): number => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
};

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR || '.data');
  const remoteEnv = (name: RemoteName) => env[`REMOTE_${name.toUpperCase()}_URL`];
  return {
    port: integer(env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || null,
    dataDir,
    storageDir: path.resolve(env.STORAGE_DIR || path.join(dataDir, 'storage')),
    outboxDir: path.resolve(env.OUTBOX_DIR || path.join(dataDir, 'outbox')),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'FarmPlate <no-reply@farmplate.test>',
    redisUrl: env.REDIS_URL || null,
    rateLimitNamespace: env.RATE_LIMIT_NAMESPACE || 'farmplate-rate-limit:',
    corsOrigins: list(env.CORS_ORIGINS),
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, remoteEnv(name) || `/remotes/${name}/mf-manifest.json`]),
    ) as Record<RemoteName, string>,
    shellDist: path.resolve(env.SHELL_DIST || path.join(repoRoot, 'shell/dist')),
    remoteDist: Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, path.join(repoRoot, `mfe-${name}/dist`)]),
    ) as Record<RemoteName, string>,
    auth: {
      tokenIdleMinutes: integer(env.TOKEN_IDLE_MINUTES, 12 * 60),
      tokenMaxAgeHours: integer(env.TOKEN_MAX_AGE_HOURS, 7 * 24),
      rateLimitPerMinute: integer(env.AUTH_RATE_LIMIT_PER_MINUTE, 10),
    },
    trustProxy: env.TRUST_PROXY === 'true' ? true : /^\d+$/.test(env.TRUST_PROXY ?? '') ? Number(env.TRUST_PROXY) : env.TRUST_PROXY || false,
    logger: env.LOG_REQUESTS !== 'false',
    seedEmptyDatabase: env.SEED_EMPTY_DATABASE !== 'false',
  };
}
