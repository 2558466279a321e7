import { Type, type Static } from '@sinclair/typebox';
import { DataResponse, Nullable } from './common';
import { KitchenRequest, REQUEST_STATUSES } from './requests';
import * as compiled from './validators/compiled/kitchen-portal';
import { registerPrecompiled } from './validators/registry';

/** Calls of the kitchen portal beyond spec §7: the dashboard's live figures and the kitchen's own requests. */

/** GET /kitchen-dashboard: every figure of the kitchen dashboard, computed from the kitchen's orders. */
export const KitchenDashboard = Type.Object({
  today: Type.Object({
    orders: Type.Integer(),
    /** new plus preparing, whatever day they were ordered */
    active_orders: Type.Integer(),
    revenue: Type.Number(),
    average_order: Type.Number(),
    /** % of today's orders ready or completed */
    completion_rate: Type.Number(),
  }),
  /** the order status panel: New Orders, In Progress, Ready */
  status_panel: Type.Object({ new: Type.Integer(), preparing: Type.Integer(), ready: Type.Integer() }),
  /** most ordered menu items of the last 30 days */
  popular_items: Type.Array(
    Type.Object({ name: Type.String(), orders: Type.Integer(), quantity: Type.Integer(), revenue: Type.Number() }),
  ),
  performance: Type.Object({
    /** minutes from Start Preparing to Ready, today (null: nothing prepared yet) */
    average_prep_time: Nullable(Type.Number()),
    /** % of today's prepared orders ready within the target */
    on_time_rate: Nullable(Type.Number()),
    rating: Nullable(Type.Number()),
    /** % change of today's order count against yesterday's (null: no orders yesterday) */
    growth_vs_yesterday: Nullable(Type.Number()),
  }),
});
export type KitchenDashboard = Static<typeof KitchenDashboard>;
export const KitchenDashboardResponse = DataResponse(KitchenDashboard);

/** GET /kitchen-requests: the requests the signed-in kitchen has sent, newest first. */
export const KitchenOwnRequestsQuery = Type.Object({
  status: Type.Optional(
    Type.Union([...REQUEST_STATUSES.map((status) => Type.Literal(status)), Type.Literal('all'), Type.Literal('')]),
  ),
});
export type KitchenOwnRequestsQuery = Static<typeof KitchenOwnRequestsQuery>;
export const KitchenOwnRequestsResponse = DataResponse(Type.Array(KitchenRequest));

/** The board's slices: open orders and today's completed ones, or older completed ones on request. */
export const KITCHEN_ORDER_SCOPES = ['current', 'older'] as const;
export type KitchenOrderScope = (typeof KITCHEN_ORDER_SCOPES)[number];

/** Quality a kitchen may prefer in a request (spec §3 Quick request: Premium, Standard, Economy, Any). */
export const QUALITY_PREFERENCES = ['Premium', 'Standard', 'Economy', 'Any'] as const;
export type QualityPreference = (typeof QUALITY_PREFERENCES)[number];

// This module's schemas with their validators compiled ahead of time (validators/generate.ts
// compiles what these lists name): a page that validates one of them loads these, not every schema's.
registerPrecompiled(compiled, { KitchenOwnRequestsQuery });
