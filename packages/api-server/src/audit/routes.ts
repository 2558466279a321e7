import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { AUDIT_LOG_PATH, AuditLogQuery, AuditLogResponse, type AuditEntry } from '@farmplate/contracts';
import { countOf } from '../db/rows';
import { auditLog } from '../db/schema';
import { isAll } from '../http/dates';
import { paged, pageRequest, totalOf, totalOver } from '../http/pagination';
import { responses, type Api, type AppContext } from '../http/types';

type AuditRow = typeof auditLog.$inferSelect;

export const toAuditEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  actor_id: row.actorId,
  actor_name: row.actorName,
  action: row.action,
  entity: row.entity,
  entity_id: row.entityId,
  before: row.before ?? null,
  after: row.after ?? null,
  created_at: row.createdAt.toISOString(),
});

/** GET /audit-log: the trail of admin changes, newest first, paged (optionally one entity kind). */
export async function auditPlugin(app: Api, { db }: AppContext): Promise<void> {
  app.get(
    AUDIT_LOG_PATH,
    {
      config: { permission: 'admin' },
      schema: { tags: ['admin'], querystring: AuditLogQuery, response: responses({ 200: AuditLogResponse }) },
    },
    async (request) => {
      const page = pageRequest(request.query);
      const filters: SQL[] = [];
      if (!isAll(request.query.entity)) filters.push(eq(auditLog.entity, request.query.entity!));
      const where = filters.length ? and(...filters) : undefined;
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
      return paged(
        rows.map((row) => toAuditEntry(row.entry)),
        total,
        page,
      );
    },
  );
}
