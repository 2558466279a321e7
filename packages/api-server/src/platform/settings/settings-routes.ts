import {
  DEFAULT_SETTINGS,
  PLATFORM_SETTINGS_PATH,
  PlatformSettingsResponse,
  SETTINGS_MESSAGES,
  SettingsResponse,
  UpdateSettingsBody,
  UpdateSettingsResponse,
} from '@farmplate/contracts';
import { currentUser } from '../../http/authorization';
import { unprocessable } from '../../http/errors';
import { responses, type Api } from '../../http/types';
import type { AppContext } from '../context';
import { currentSettings, saveSettings } from './settings-repository';

/** Admin System Settings (spec §2, §3 Settings), and the few of them every screen shows. */
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
      if (entries.length > 0)
        await saveSettings(db, entries, currentUser(request), (after) => {
          // a daily cap below the hourly one would make the hourly one a lie
          if (after.mails_per_recipient_per_day < after.mails_per_recipient_per_hour)
            throw unprocessable({ mails_per_recipient_per_day: [SETTINGS_MESSAGES.mailDayBelowHour] });
        });
      return { message: SETTINGS_MESSAGES.updated, data: await currentSettings(db) };
    },
  );

  // Name, time zone and currency are what every screen shows; they are not secret.
  app.get(
    PLATFORM_SETTINGS_PATH,
    {
      config: { permission: 'public' },
      schema: { tags: ['settings'], response: responses({ 200: PlatformSettingsResponse }) },
    },
    async (_request, reply) => {
      const { platform_name, time_zone, default_currency } = await currentSettings(db);
      void reply.header('Cache-Control', 'no-cache');
      return { data: { platform_name, time_zone, default_currency } };
    },
  );
}
