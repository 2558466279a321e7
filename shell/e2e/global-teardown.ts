import { rmSync } from 'node:fs';

/** The temporary database of this run goes with it. */
export default function removeTemporaryData(): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
}
