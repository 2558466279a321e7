import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { PACKAGE_ROOT } from './package-root';

describe('loadConfig', () => {
  it('fills the defaults of the README', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: null,
      redisUrl: null,
      logger: true,
      seedEmptyDatabase: true,
      auth: { tokenIdleMinutes: 720, tokenMaxAgeHours: 168, rateLimitPerMinute: 10, accountAttemptsPer15Minutes: 10 },
    });
  });

  it('keeps release folders in the data folder and reads the CDN origins releases may come from', () => {
    expect(loadConfig({ DATA_DIR: '/srv/farmplate' }).releasesDir).toBe('/srv/farmplate/releases');
    const config = loadConfig({ RELEASE_ORIGINS: 'https://cdn.example.com/releases, http://10.0.0.5:9000' });
    expect(config.releaseOrigins).toEqual(['https://cdn.example.com', 'http://10.0.0.5:9000']);
    expect(() => loadConfig({ RELEASE_ORIGINS: 'cdn.example.com' })).toThrow(ConfigError);
  });

  it('types numbers and flags, and treats an empty value as unset', () => {
    const config = loadConfig({ PORT: '9090', LOG_REQUESTS: 'false', TOKEN_IDLE_MINUTES: '', TRUST_PROXY: '2' });
    expect(config).toMatchObject({ port: 9090, logger: false, trustProxy: 2, auth: { tokenIdleMinutes: 720 } });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be integer'],
    [{ PORT: '70000' }, 'PORT must be <= 65535'],
    [{ AUTH_RATE_LIMIT_PER_MINUTE: '0' }, 'AUTH_RATE_LIMIT_PER_MINUTE must be >= 1'],
    [{ LOG_REQUESTS: 'perhaps' }, 'LOG_REQUESTS must be boolean'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must match pattern'],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('stops `pnpm start` on PORT=abc with that message instead of listening on 8080', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(PACKAGE_ROOT, 'src/main.ts')], {
      cwd: PACKAGE_ROOT,
      env: { ...process.env, PORT: 'abc', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration: PORT must be integer');
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.stdout).not.toContain('listening');
  });
});
