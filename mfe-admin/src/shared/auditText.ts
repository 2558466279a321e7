import type { AuditEntry } from '@farmplate/contracts';

const VERBS: Record<string, string> = {
  'user.created': 'created user',
  'user.updated': 'updated user',
  'user.activated': 'activated user',
  'user.deactivated': 'deactivated user',
  'user.deleted': 'deleted user',
  'partner.created': 'added partner',
  'partner.updated': 'updated partner',
  'partner.approved': 'approved partner',
  'partner.activated': 'activated partner',
  'partner.deactivated': 'deactivated partner',
  'partner.pending': 'set pending partner',
  'partner.deleted': 'deleted partner',
  'settings.updated': 'updated the settings',
  'profile.updated': 'updated their profile',
  'profile.password_changed': 'changed their password',
  'order.cancelled': 'cancelled order',
  'menu_item.created': 'created menu item',
  'menu_item.updated': 'updated menu item',
  'menu_item.deleted': 'deleted menu item',
};

const nameIn = (record: unknown): string | null => {
  if (!record || typeof record !== 'object') return null;
  const fields = record as Record<string, unknown>;
  for (const key of ['name', 'item_name', 'order_number', 'order_id']) {
    const value = fields[key];
    if (typeof value === 'string' || typeof value === 'number') return String(value);
  }
  return null;
};

/** 'Amara Admin approved partner Sunrise Acres', 'Amara Admin updated the settings (platform name)'. */
export function describeAudit(entry: AuditEntry): string {
  const verb = VERBS[entry.action] ?? entry.action.replace('.', ' ').replace(/_/g, ' ');
  if (entry.entity === 'settings') {
    const keys = entry.after && typeof entry.after === 'object' ? Object.keys(entry.after) : [];
    const fields = keys.map((key) => key.replace(/_/g, ' ')).join(', ');
    return `${entry.actor_name} ${verb}${fields ? ` (${fields})` : ''}`;
  }
  if (entry.entity === 'profile') return `${entry.actor_name} ${verb}`;
  if (entry.action === 'order.voided') {
    const count = (entry.after as { count?: unknown } | null)?.count;
    return `${entry.actor_name} voided ${typeof count === 'number' ? count : 'a flood of'} orders as a flood`;
  }
  const subject = nameIn(entry.after) ?? nameIn(entry.before) ?? (entry.entity_id ? `#${entry.entity_id}` : '');
  return `${entry.actor_name} ${verb}${subject ? ` ${subject}` : ''}`;
}
