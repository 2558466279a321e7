import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The benches' server: the bundle of `pnpm build`, as `pnpm start` runs it, on PGlite in `dataDir`
 * (or on what `env` names, e.g. DATABASE_URL). `startMs`: from spawning to the first answer.
 */
const PACKAGE_DIR = path.resolve(__dirname, '..');

export interface StartedServer {
  child: ChildProcess;
  base: string;
  startMs: number;
}

export async function startServer(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
  /** the api-server package whose bundle runs (another checkout's, to measure before and after) */
  packageDir = PACKAGE_DIR,
): Promise<StartedServer> {
  if (!existsSync(path.join(packageDir, 'dist/server/main.mjs')))
    throw new Error(`No server bundle in ${packageDir}: run \`pnpm build\` first.`);
  const began = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.mjs'], {
    cwd: packageDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_REQUESTS: 'false',
      // the embedded database, whatever the shell has set; sign-ins of a bench are not throttled
      DATABASE_URL: '',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return { child, base, startMs: Math.round(performance.now() - began) };
}

export async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
