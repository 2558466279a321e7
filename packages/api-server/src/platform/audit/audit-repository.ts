import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { countOf } from '../../db/rows';
import { auditLog } from '../../db/schema';
import { totalOf, totalOver, type PageRequest } from '../../http/pagination';

/** A transaction handle (or the database itself, for a change made in one statement). */
export type AuditWriter = Pick<Database, 'insert'>;

export type AuditRow = typeof auditLog.$inferSelect;

export interface AuditChange {
  /** who made the change (the signed-in admin) */
  actor: { id: number; name: string };
  /** what happened: '<entity>.<verb>', e.g. 'user.created', 'partner.approved', 'order.cancelled' */
  action: string;
  entity: 'user' | 'partner' | 'settings' | 'profile' | 'order' | 'menu_item';
  entityId?: number | string | null;
  /** the record before and after the change (null on create / delete); never secrets */
  before?: unknown;
  after?: unknown;
}

/** Fields that never go into the trail, whatever record is passed in. */
const SECRET_FIELDS = new Set(['passwordHash', 'password_hash', 'password', 'password_confirmation', 'tokenHash']);

const withoutSecrets = (value: unknown): unknown => {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => !SECRET_FIELDS.has(key))
        .map(([key, item]) => [key, withoutSecrets(item)]),
    );
  return value;
};

/**
 * Writes one entry of the audit trail. Call it with the transaction of the change itself, so the
 * entry exists exactly when the change does (a rolled-back change leaves no entry).
 */
export async function recordAudit(tx: AuditWriter, change: AuditChange): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: change.actor.id,
    actorName: change.actor.name,
    action: change.action,
    entity: change.entity,
    entityId: change.entityId === undefined || change.entityId === null ? null : String(change.entityId),
    before: withoutSecrets(change.before),
    after: withoutSecrets(change.after),
  });
}

/** A page of the trail, newest first (optionally one entity kind), with the total of the filter. */
export async function auditPage(db: Database, entity: string | null, page: PageRequest) {
  const where = entity === null ? undefined : eq(auditLog.entity, entity);
  const rows = await db
    .select({ entry: auditLog, total: totalOver })
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(page.perPage)
    .offset(page.offset);
  const total = await totalOf(rows, page, async () =>
    countOf(await db.select({ total: count() }).from(auditLog).where(where)),
  );
  return { rows: rows.map((row) => row.entry), total };
}
