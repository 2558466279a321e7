import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * This package's folder, found from wherever the running code sits: `src/…` under tsx in
 * development and tests, or the single bundle in `dist/` that `pnpm start` runs.
 */
function findPackageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@farmplate/api-server'
    )
      return dir;
    if (path.dirname(dir) === dir) throw new Error(`@farmplate/api-server not found above ${from}`);
  }
}

export const PACKAGE_ROOT = findPackageRoot(__dirname);
