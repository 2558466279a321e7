import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { OTP_MAX_ATTEMPTS } from '@farmplate/contracts';
import type { Database } from '../db/client';
import { passwordResetCodes, users } from '../db/schema';

/** The password reset codes: stored as hashes, one live code per account, tries counted, single use. */

/** The latest live (unused, unexpired) code of an account, or null. */
export async function latestLiveCode(db: Database, userId: number) {
  const [code] = await db
    .select()
    .from(passwordResetCodes)
    .where(
      and(
        eq(passwordResetCodes.userId, userId),
        isNull(passwordResetCodes.usedAt),
        gt(passwordResetCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(passwordResetCodes.id))
    .limit(1);
  return code ?? null;
}

/**
 * Spends one try of a code, in one conditional update so parallel guesses cannot exceed the
 * limit: false when its tries are used up (or it was used meanwhile).
 */
export async function spendTry(db: Database, codeId: number): Promise<boolean> {
  const [counted] = await db
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
    .where(
      and(
        eq(passwordResetCodes.id, codeId),
        lt(passwordResetCodes.attempts, OTP_MAX_ATTEMPTS),
        isNull(passwordResetCodes.usedAt),
      ),
    )
    .returning({ id: passwordResetCodes.id });
  return !!counted;
}

/** Stores a new code of an account; it replaces any earlier one. */
export async function replaceResetCode(db: Database, userId: number, codeHash: string, expiresAt: Date) {
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResetCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt)));
    await tx.insert(passwordResetCodes).values({ userId, codeHash, expiresAt });
  });
}

/**
 * Uses a code and sets the account's new password, in one transaction. Single use: of two resets
 * with the same code only one finds it unused (true); the other changes nothing (false).
 */
export async function resetPassword(db: Database, codeId: number, userId: number, passwordHash: string) {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetCodes.id, codeId), isNull(passwordResetCodes.usedAt)))
      .returning({ id: passwordResetCodes.id });
    if (!used) return false;
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, userId));
    return true;
  });
}
