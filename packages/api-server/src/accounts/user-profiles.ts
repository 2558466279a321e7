import type { Role } from '@farmplate/contracts';
import { deliveryProfiles, farmerProfiles, kitchenProfiles } from '../db/schema';
import type { Database } from '../db/client';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Gives a farmer, kitchen or delivery account the partner profile its screens read, named after
 * the person until they set a business name; nothing for other roles or when one exists.
 */
export async function ensurePartnerProfile(
  tx: Tx | Database,
  userId: number,
  role: Role,
  name: string,
  status: 'active' | 'inactive' | 'pending' = 'active',
) {
  if (role === 'farmer')
    await tx.insert(farmerProfiles).values({ userId, farmName: name, status }).onConflictDoNothing();
  if (role === 'kitchen')
    await tx.insert(kitchenProfiles).values({ userId, kitchenName: name, status }).onConflictDoNothing();
  if (role === 'delivery')
    await tx.insert(deliveryProfiles).values({ userId, deliveryName: name, status }).onConflictDoNothing();
}
