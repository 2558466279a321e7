import { Type, type Static } from '@sinclair/typebox';
import { ADMIN_ORDER_STATUSES } from './orders';
import { AmountsByCurrency, CurrencySchema, PageQuery, Paged, Nullable } from './common';
import { TIME_ZONES } from '../format/dates';
import { User } from './users';
import * as compiled from './validators/compiled/admin';
import { registerPrecompiled } from './validators/registry';

/**
 * The admin portal's own reads beyond the spec's calls: the dashboard's live figures, the audit
 * trail of admin changes, and the platform settings every screen reads (name, time zone).
 */

export const ADMIN_DASHBOARD_PATH = '/admin-dashboard';
export const AUDIT_LOG_PATH = '/audit-log';
export const PLATFORM_SETTINGS_PATH = '/platform-settings';

export const USER_GUARD_MESSAGES = {
  lastAdmin: 'You cannot deactivate, delete or demote the last active admin.',
} as const;

// ---- audit trail --------------------------------------------------------------------------------

export const AUDIT_ENTITIES = ['user', 'partner', 'settings', 'profile', 'order', 'menu_item'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  actor_id: Nullable(Type.Integer()),
  actor_name: Type.String(),
  /** e.g. 'user.created', 'partner.approved', 'settings.updated' */
  action: Type.String(),
  entity: Type.String(),
  entity_id: Nullable(Type.String()),
  before: Type.Unknown(),
  after: Type.Unknown(),
  created_at: Type.String(),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditLogQuery = Type.Composite([
  PageQuery,
  Type.Object({
    entity: Type.Optional(Type.Union([...AUDIT_ENTITIES.map((entity) => Type.Literal(entity)), Type.Literal('all')])),
  }),
]);
export type AuditLogQuery = Static<typeof AuditLogQuery>;
export const AuditLogResponse = Paged(AuditEntry);

// ---- dashboard ----------------------------------------------------------------------------------

const StatusCounts = Type.Object({
  total: Type.Integer(),
  active: Type.Integer(),
  inactive: Type.Integer(),
  pending: Type.Integer(),
});
export type PartnerStatusCounts = Static<typeof StatusCounts>;

export const AdminDashboard = Type.Object({
  totals: Type.Object({
    customers: Type.Integer(),
    orders: Type.Integer(),
    /** sum of every order not cancelled (nor voided), per currency: dollars and naira are never added */
    revenue: AmountsByCurrency,
    /** orders neither completed nor cancelled */
    active_orders: Type.Integer(),
  }),
  partners: Type.Object({ farmers: StatusCounts, kitchens: StatusCounts, delivery: StatusCounts }),
  recent_orders: Type.Array(
    Type.Object({
      id: Type.Integer(),
      order_number: Type.String(),
      customer: Type.String(),
      status: Type.Union(ADMIN_ORDER_STATUSES.map((status) => Type.Literal(status))),
      total: Type.Number(),
      currency: CurrencySchema,
      created_at: Type.String(),
    }),
  ),
  /** a dish sold in both regions is one row per currency */
  top_items: Type.Array(
    Type.Object({ name: Type.String(), orders: Type.Integer(), revenue: Type.Number(), currency: CurrencySchema }),
  ),
  recent_users: Type.Array(User),
});
export type AdminDashboard = Static<typeof AdminDashboard>;
export const AdminDashboardResponse = Type.Object({ data: AdminDashboard });

// ---- platform settings every signed-in screen reads -----------------------------------------------

export const PlatformSettings = Type.Object({
  platform_name: Type.String(),
  time_zone: Type.Union(TIME_ZONES.map((zone) => Type.Literal(zone))),
  default_currency: Type.String(),
});
export type PlatformSettings = Static<typeof PlatformSettings>;
export const PlatformSettingsResponse = Type.Object({ data: PlatformSettings });

// This module's schemas with their validators compiled ahead of time (validators/generate.ts
// compiles what these lists name): a page that validates one of them loads these, not every schema's.
registerPrecompiled(compiled, { AuditLogQuery });
