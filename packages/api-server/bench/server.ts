import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
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
  const child = spawn(process.execPath, startArguments(packageDir), {
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

/**
 * Node's arguments of the package's `pnpm start` (its V8 flags, then the bundle): the server runs
 * as in production, and a checkout measured beside this one runs with its own flags.
 */
function startArguments(packageDir: string): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const [command, ...args] = scripts.start.trim().split(/\s+/);
  if (command !== 'node') throw new Error(`\`pnpm start\` in ${packageDir} does not run node: ${scripts.start}`);
  return args;
}

export async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
