import { LoyaltyResponse, LoyaltySettings, LoyaltySettingsResponse } from '@farmplate/contracts';
import { currentUser } from '../http/authorization';
import { responses, type Api } from '../http/types';
import type { AppContext } from '../platform/context';
import { loyaltyOf, pointsPerDollar, savePointsPerDollar } from './loyalty-repository';

/** A customer's points and their history; the admin's points rate. */
export async function loyaltyPlugin(app: Api, { db }: AppContext): Promise<void> {
  const tags = ['loyalty'];

  app.get(
    '/loyalty',
    { config: { permission: 'customerLoyalty' }, schema: { tags, response: responses({ 200: LoyaltyResponse }) } },
    async (request) => {
      const { balance, entries } = await loyaltyOf(db, currentUser(request).id);
      return { balance, points_per_dollar: await pointsPerDollar(db), data: entries };
    },
  );

  app.get(
    '/admin/loyalty/settings',
    { config: { permission: 'admin' }, schema: { tags, response: responses({ 200: LoyaltySettingsResponse }) } },
    async () => ({ data: { points_per_dollar: await pointsPerDollar(db) } }),
  );

  app.put(
    '/admin/loyalty/settings',
    {
      config: { permission: 'admin' },
      schema: { tags, body: LoyaltySettings, response: responses({ 200: LoyaltySettingsResponse }) },
    },
    async (request) => {
      const admin = currentUser(request);
      await savePointsPerDollar(db, request.body.points_per_dollar, { id: admin.id, name: admin.name });
      return { data: { points_per_dollar: await pointsPerDollar(db) } };
    },
  );
}
