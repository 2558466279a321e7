import { LoyaltyResponse, LoyaltySettingsBody, LoyaltySettingsResponse } from '@farmplate/contracts';
import { currentUser } from '../http/authorization';
import { responses, type Api } from '../http/types';
import type { AppContext } from '../platform/context';
import { loyaltyOf, loyaltySettings, saveLoyaltySettings } from './loyalty-repository';

/** A customer's points and their history; the admin's points rate and points for a free delivery. */
export async function loyaltyPlugin(app: Api, { db }: AppContext): Promise<void> {
  const tags = ['loyalty'];

  app.get(
    '/loyalty',
    { config: { permission: 'customerLoyalty' }, schema: { tags, response: responses({ 200: LoyaltyResponse }) } },
    async (request) => {
      const { balance, entries } = await loyaltyOf(db, currentUser(request).id);
      return { balance, ...(await loyaltySettings(db)), data: entries };
    },
  );

  app.get(
    '/admin/loyalty/settings',
    { config: { permission: 'admin' }, schema: { tags, response: responses({ 200: LoyaltySettingsResponse }) } },
    async () => ({ data: await loyaltySettings(db) }),
  );

  app.put(
    '/admin/loyalty/settings',
    {
      config: { permission: 'admin' },
      schema: { tags, body: LoyaltySettingsBody, response: responses({ 200: LoyaltySettingsResponse }) },
    },
    async (request) => {
      const admin = currentUser(request);
      await saveLoyaltySettings(db, request.body, { id: admin.id, name: admin.name });
      return { data: await loyaltySettings(db) };
    },
  );
}
