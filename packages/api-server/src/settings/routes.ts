import { sql } from 'drizzle-orm';
import {
  DEFAULT_SETTINGS,
  SETTINGS_MESSAGES,
  SettingsResponse,
  UpdateSettingsBody,
  UpdateSettingsResponse,
  type Settings,
} from '@farmplate/contracts';
import type { Database } from '../db/client';
import { settings } from '../db/schema';
import { responses, type Api, type AppContext } from '../http/types';
import { recordAudit } from '../audit/record-audit';
import { currentUser } from '../http/authorization';
import { unprocessable } from '../http/errors';

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

/** Admin System Settings (spec §2, §3 Settings). */
export async function settingsPlugin(app: Api, { db }: AppContext): Promise<void> {
  const config = { permission: 'admin' as const };
  const tags = ['admin'];

  app.get('/settings', { config, schema: { tags, response: responses({ 200: SettingsResponse }) } }, async () => ({
    data: await currentSettings(db),
  }));

  app.put(
    '/settings',
    { config, schema: { tags, body: UpdateSettingsBody, response: responses({ 200: UpdateSettingsResponse }) } },
    async (request) => {
      const entries = Object.entries(request.body).filter(
        ([key, value]) => Object.hasOwn(DEFAULT_SETTINGS, key) && value !== undefined,
      );
      if (entries.length > 0) {
        const admin = currentUser(request);
        await db.transaction(async (tx) => {
          const before = await currentSettings(tx);
          // the mail caps as they would be: a daily cap below the hourly one would make the hourly one a lie
          const after: Settings = { ...before, ...Object.fromEntries(entries) };
          if (after.mails_per_recipient_per_day < after.mails_per_recipient_per_hour)
            throw unprocessable({ mails_per_recipient_per_day: [SETTINGS_MESSAGES.mailDayBelowHour] });
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
      return { message: SETTINGS_MESSAGES.updated, data: await currentSettings(db) };
    },
  );
}
