import { AUDIT_LOG_PATH, AuditLogQuery, AuditLogResponse, type AuditEntry } from '@farmplate/contracts';
import { isAll } from '../../http/dates';
import { paged, pageRequest } from '../../http/pagination';
import { responses, type Api } from '../../http/types';
import type { AppContext } from '../context';
import { auditPage, type AuditRow } from './audit-repository';

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
      const entity = isAll(request.query.entity) ? null : request.query.entity!;
      const { rows, total } = await auditPage(db, entity, page);
      return paged(rows.map(toAuditEntry), total, page);
    },
  );
}
