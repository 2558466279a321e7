import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';

/** How many extra accounts the users-list measurement runs against (issue 13). */
export const BENCH_USER_COUNT = 10_000;
/** A search as an admin types it: matches bench.user.77, .770–.779 and .7700–.7799 (111 accounts). */
export const BENCH_USER_SEARCH = 'BENCH.USER.77';

/**
 * Adds BENCH_USER_COUNT accounts (every role but admin, one in seven inactive, joined over the last
 * week) to a database the server has created and seeded and is not running on.
 */
export async function addBenchUsers(target: { dataDir: string } | { url: string }): Promise<void> {
  const handle = await openDatabase(
    'url' in target ? { url: target.url, dataDir: null } : { url: null, dataDir: target.dataDir },
  );
  try {
    await handle.db.execute(sql`
      insert into users (name, email, password_hash, role, status, created_at, updated_at)
      select 'Bench User ' || g, 'bench.user.' || g || '@example.test', 'not-a-password-hash',
             (array['customer', 'farmer', 'kitchen', 'delivery'])[1 + g % 4],
             case when g % 7 = 0 then 'inactive' else 'active' end,
             now() - (g || ' minutes')::interval, now()
      from generate_series(1, ${BENCH_USER_COUNT}) as g`);
  } finally {
    await handle.close();
  }
}
