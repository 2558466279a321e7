import styled from 'styled-components';
import { AUDIT_ENTITIES, type AuditEntry } from '@farmplate/contracts';
import { useAuditLog, usePlatformTime } from '@farmplate/api-client';
import {
  DataTable,
  EmptyState,
  PageHeader,
  SelectMenu,
  Stack,
  useListState,
  type DataTableColumn,
} from '@farmplate/design-system';
import { describeAudit } from '../shared/auditText';

const ENTITY_LABELS: Record<(typeof AUDIT_ENTITIES)[number], string> = {
  user: 'Users',
  partner: 'Partners',
  settings: 'Settings',
  profile: 'Admin profile',
  order: 'Orders',
  menu_item: 'Menu items',
};
const ENTITY_FILTER = [
  { value: 'all', label: 'All changes' },
  ...AUDIT_ENTITIES.map((entity) => ({ value: entity, label: ENTITY_LABELS[entity] })),
];

const Filter = styled.div`
  max-width: 320px;
`;

/** A short 'field: before → after' list of what an update changed. */
function changesOf(entry: AuditEntry): string {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  if (!entry.before || !entry.after) return '';
  return Object.keys(after)
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]) && key !== 'updated_at')
    .map((key) => `${key.replace(/_/g, ' ')}: ${JSON.stringify(before[key] ?? null)} → ${JSON.stringify(after[key])}`)
    .join('; ');
}

/** /dashboard/audit-log: every admin change, newest first, paged by the API (beyond the spec). */
export default function AuditLogScreen() {
  const time = usePlatformTime();
  const [list, setList] = useListState({ page: 1, entity: 'all' });
  const entity = (AUDIT_ENTITIES as readonly string[]).includes(list.entity)
    ? (list.entity as (typeof AUDIT_ENTITIES)[number])
    : 'all';
  const audit = useAuditLog({ page: list.page, per_page: 20, entity });

  const columns: DataTableColumn<AuditEntry>[] = [
    { id: 'when', header: 'When', cell: (entry) => time.dateTime(entry.created_at) },
    { id: 'what', header: 'Change', cell: (entry) => describeAudit(entry) },
    { id: 'details', header: 'Before → after', cell: (entry) => changesOf(entry) || '—' },
  ];

  return (
    <Stack gap={6}>
      <PageHeader title="Activity Log" subtitle="Every change made by an admin: who, what, when, before and after." />
      <Filter>
        <SelectMenu
          label="Show"
          value={entity}
          onValueChange={(value) => setList({ entity: value })}
          options={ENTITY_FILTER}
        />
      </Filter>
      <DataTable
        caption="Admin changes"
        columns={columns}
        rows={audit.data?.data ?? []}
        rowKey="id"
        loading={audit.isPending}
        loadingLabel="Loading activity..."
        empty={<EmptyState title="No admin changes yet" />}
        page={audit.data}
        onPageChange={(page) => setList({ page })}
      />
    </Stack>
  );
}
