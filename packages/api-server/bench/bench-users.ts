import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';

/** How many extra accounts the users-list measurement runs against. */
export const BENCH_USER_COUNT = 10_000;

const FIRST_NAMES = [
  'Ada',
  'Bola',
  'Chidi',
  'Dayo',
  'Efe',
  'Funmi',
  'Gbenga',
  'Halima',
  'Ike',
  'Jide',
  'Kemi',
  'Lola',
  'Musa',
  'Ngozi',
  'Obi',
  'Peju',
  'Rashid',
  'Sade',
  'Tunde',
  'Uche',
  'Grace',
  'Marcus',
  'Keisha',
  'Andre',
  'Tasha',
  'Darnell',
  'Imani',
  'Jamal',
  'Latoya',
  'Malik',
  'Nia',
  'Omar',
  'Renee',
  'Terrence',
  'Vanessa',
  'Xavier',
  'Yvonne',
  'Zora',
  'Calvin',
  'Denise',
];
const LAST_NAMES = [
  'Okafor',
  'Adeyemi',
  'Bakare',
  'Mensah',
  'Ibrahim',
  'Eze',
  'Nwosu',
  'Balogun',
  'Owusu',
  'Danjuma',
  'Johnson',
  'Williams',
  'Brown',
  'Jackson',
  'Harris',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Green',
  'Baker',
  'Adams',
  'Nelson',
  'Carter',
  'Mitchell',
  'Roberts',
  'Turner',
  'Phillips',
  'Campbell',
  'Parker',
  'Evans',
  'Edwards',
  'Collins',
  'Stewart',
  'Morris',
  'Rogers',
  'Reed',
  'Cook',
  'Morgan',
  'Bell',
  'Murphy',
  'Bailey',
  'Rivera',
  'Cooper',
  'Richardson',
  'Cox',
  'Howard',
];

/** A search as an admin types it, part of a surname: about one account in fifty has it. */
export const BENCH_USER_SEARCH = 'OKAFO';

/**
 * Adds BENCH_USER_COUNT accounts with everyday names (40 first names × 50 surnames; every role but
 * admin, one in seven inactive, joined over the last week) to a database the server has created
 * and seeded and is not running on.
 */
export async function addBenchUsers(target: { dataDir: string } | { url: string }): Promise<void> {
  const handle = await openDatabase(
    'url' in target ? { url: target.url, dataDir: null } : { url: null, dataDir: target.dataDir },
  );
  const first = `{${FIRST_NAMES.join(',')}}`;
  const last = `{${LAST_NAMES.join(',')}}`;
  try {
    await handle.db.execute(sql`
      insert into users (name, email, password_hash, role, status, created_at, updated_at)
      select f || ' ' || l, lower(f || '.' || l || '.' || g) || '@example.test', 'not-a-password-hash',
             (array['customer', 'farmer', 'kitchen', 'delivery'])[1 + g % 4],
             case when g % 7 = 0 then 'inactive' else 'active' end,
             now() - (g || ' minutes')::interval, now()
      from generate_series(1, ${BENCH_USER_COUNT}) as g,
           lateral (select (${first}::text[])[1 + g % ${FIRST_NAMES.length}] as f,
                           (${last}::text[])[1 + (g / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] as l) as names`);
    await handle.db.execute(sql`analyze users`);
  } finally {
    await handle.close();
  }
}
