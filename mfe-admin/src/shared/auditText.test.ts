import type { AuditEntry } from '@farmplate/contracts';
import { describeAudit } from './auditText';

const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  actor_id: 1,
  actor_name: 'Amara Admin',
  action: 'user.created',
  entity: 'user',
  entity_id: '7',
  before: null,
  after: null,
  created_at: '2026-01-01T00:00:00Z',
  ...fields,
});

describe('describeAudit', () => {
  it('names who did what to which record', () => {
    expect(describeAudit(entry({ after: { name: 'Zara Bello' } }))).toBe('Amara Admin created user Zara Bello');
    expect(describeAudit(entry({ action: 'user.deleted', before: { name: 'Zara' } }))).toBe(
      'Amara Admin deleted user Zara',
    );
    expect(describeAudit(entry({ action: 'partner.approved', entity: 'partner', after: { name: 'Sunrise' } }))).toBe(
      'Amara Admin approved partner Sunrise',
    );
    expect(describeAudit(entry({ action: 'order.cancelled', entity: 'order', entity_id: '12' }))).toBe(
      'Amara Admin cancelled order #12',
    );
  });

  it('lists the settings a save changed', () => {
    expect(
      describeAudit(
        entry({ action: 'settings.updated', entity: 'settings', after: { platform_name: 'X', time_zone: 'Y' } }),
      ),
    ).toBe('Amara Admin updated the settings (platform name, time zone)');
  });
});
