import { and, count, eq, ne } from 'drizzle-orm';
import { USER_GUARD_MESSAGES } from '@farmplate/contracts';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { conflict } from '../http/errors';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Refuses (409, and the transaction rolls back) a change that would leave no active admin: called
 * inside the change's transaction with the account as it was before, when it stops being an active
 * admin (deactivated, demoted or deleted).
 */
export async function assertNotLastActiveAdmin(
  tx: Tx | Database,
  before: { id: number; role: string; status: string },
): Promise<void> {
  if (before.role !== 'admin' || before.status !== 'active') return;
  const [others] = await tx
    .select({ total: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active'), ne(users.id, before.id)));
  if ((others?.total ?? 0) === 0) throw conflict(USER_GUARD_MESSAGES.lastAdmin);
}
