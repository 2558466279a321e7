import { readFile } from 'node:fs/promises';
import { Client } from 'pg';

/** The p-th percentile of values sorted ascending (0 for none). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

const CLOCK_TICK_MS = 10; // USER_HZ is 100 on Linux

/** CPU time (user + system) a process has used, in ms; 0 once it is gone. */
export async function cpuMsOf(pid: number): Promise<number> {
  try {
    const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS;
  } catch {
    return 0; // gone
  }
}

/**
 * The CPU time of every PostgreSQL backend serving one database (this machine's server only):
 * `sample()` before and after a run, the difference per backend is the database's share.
 */
export function databaseCpu(url: string) {
  const client = new Client({ connectionString: url });
  const ready = client.connect();
  return {
    async sample(): Promise<Map<number, number>> {
      await ready;
      const { rows } = await client.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      return new Map(await Promise.all(rows.map(async ({ pid }) => [pid, await cpuMsOf(pid)] as const)));
    },
    close: () => client.end(),
  };
}
