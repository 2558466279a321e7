import { sql } from 'drizzle-orm';
import { DEFAULT_SETTINGS, type Settings } from '@farmplate/contracts';
import type { Database } from '../../db/client';
import { settings } from '../../db/schema';
import { recordAudit } from '../audit/audit-repository';

/**
 * The settings as last read, per database, while the live-event hub is current: a save on any
 * instance is a `settings.updated` event that forgets them on every instance as it commits
 * (`live-updates/cached-reads.ts`), and the saving instance forgets them at once. Without it every
 * request that needs the time zone or a limit would read the table.
 */
interface SettingsCache {
  isCurrent: () => boolean;
  settings: Settings | null;
  /** bumped by every forgetting: a read begun before it must not be kept */
  generation: number;
}
const settingsCaches = new WeakMap<object, SettingsCache>();

/** Keeps the settings in memory while `isCurrent()` (the live-event hub delivers every save). */
export function cacheSettings(db: Database, isCurrent: () => boolean): void {
  settingsCaches.set(db, { isCurrent, settings: null, generation: 0 });
}

/** Stops caching (the hub that kept the cache true is closing). */
export function stopCachingSettings(db: Database): void {
  settingsCaches.delete(db);
}

/** The settings were saved (here or on another instance): the next read reads them. */
export function forgetSettings(db: Database): void {
  const cache = settingsCaches.get(db);
  if (!cache) return;
  cache.generation += 1;
  cache.settings = null;
}

/** The stored settings over the defaults of spec §9 (a key never saved keeps its default). */
export async function currentSettings(db: Pick<Database, 'select'>): Promise<Settings> {
  const cache = settingsCaches.get(db);
  const current = cache?.isCurrent() ?? false;
  if (cache && !current) cache.settings = null;
  if (cache?.settings && current) return cache.settings;
  const generation = cache?.generation;
  // shared by every request that reads them: nobody may change them in place
  const read = Object.freeze(await readSettings(db));
  if (cache && cache.generation === generation && cache.isCurrent()) cache.settings = read;
  return read;
}

async function readSettings(db: Pick<Database, 'select'>): Promise<Settings> {
  // Read as text and parsed here: a driver that hands back jsonb already parsed would have the
  // string "-1" parsed a second time by Drizzle and turned into the number -1.
  const rows = await db.select({ key: settings.key, value: sql<string>`${settings.value}::text` }).from(settings);
  return settingsOf(Object.fromEntries(rows.map((row) => [row.key, JSON.parse(row.value) as unknown])));
}

/** Stored values (key → parsed value) over the defaults; keys the settings do not have are ignored. */
export function settingsOf(stored: Record<string, unknown>): Settings {
  return {
    ...DEFAULT_SETTINGS,
    ...Object.fromEntries(Object.entries(stored).filter(([key]) => Object.hasOwn(DEFAULT_SETTINGS, key))),
  };
}

/**
 * Saves `entries` (keys of the settings with their new values) and, for the keys whose value
 * changed, one audit entry, in one transaction. `check` sees the settings as they would be and
 * may refuse them by throwing; nothing is saved then.
 */
export async function saveSettings(
  db: Database,
  entries: [string, unknown][],
  admin: { id: number; name: string },
  check: (after: Settings) => void,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await currentSettings(tx);
    check({ ...before, ...Object.fromEntries(entries) });
    await tx
      .insert(settings)
      .values(entries.map(([key, value]) => ({ key, value, updatedAt: new Date() })))
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` },
      });
    // only the keys this save changed, before and after
    const changed = entries.filter(
      ([key, value]) => JSON.stringify(before[key as keyof Settings]) !== JSON.stringify(value),
    );
    if (changed.length > 0)
      await recordAudit(tx, {
        actor: admin,
        action: 'settings.updated',
        entity: 'settings',
        before: Object.fromEntries(changed.map(([key]) => [key, before[key as keyof Settings]])),
        after: Object.fromEntries(changed),
      });
  });
  forgetSettings(db);
}
