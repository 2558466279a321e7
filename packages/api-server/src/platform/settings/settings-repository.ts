import { sql } from 'drizzle-orm';
import { DEFAULT_SETTINGS, type Settings } from '@farmplate/contracts';
import type { Database } from '../../db/client';
import { settings } from '../../db/schema';
import { recordAudit } from '../audit/audit-repository';

/** The stored settings over the defaults of spec §9 (a key never saved keeps its default). */
export async function currentSettings(db: Pick<Database, 'select'>): Promise<Settings> {
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
}
