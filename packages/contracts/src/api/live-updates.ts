import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Nullable } from './common';
import { AvailableDelivery, DELIVERY_STATUSES, FULFILMENTS } from './delivery';
import { ORDER_STATUSES } from './orders';
import { REQUEST_STATUSES } from './requests';
import * as compiled from './validators/compiled/live-updates';
import { registerPrecompiled } from './validators/registry';

/**
 * Live updates (docs/live-updates.md): one Server-Sent Events stream per browser tab at
 * GET /api/events, opened with a short-lived single-use ticket from POST /api/events/ticket.
 * Each event names the changed resource and its new state; its id is its position in commit
 * order (increasing: a stream resumes after the last one it received and misses none).
 */
export const LIVE_EVENT_TYPES = [
  'order.created',
  'order.updated',
  'request.created',
  'request.updated',
  'user.created',
  'user.updated',
  'user.deleted',
  'partner.created',
  'partner.updated',
  'session.started',
  'session.ended',
  // a save of the settings (admins; every instance forgets the settings it kept)
  'settings.updated',
  // delivery partners: a ready delivery order appears / leaves for its region's couriers
  'delivery.available',
  'delivery.taken',
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

const oneOf = <T extends string>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)));
/** The payloads are written by the database triggers (drizzle/0005_live_updates.sql): nothing more. */
const exact = { additionalProperties: false } as const;

/** What an order event carries (no customer contact details). */
export const OrderEventData = Type.Object(
  {
    id: Type.Integer(),
    order_number: Type.String(),
    status: oneOf(ORDER_STATUSES),
    payment_status: Type.String(),
    kitchen_id: Nullable(Type.Integer()),
    farmer_id: Nullable(Type.Integer()),
    delivery_partner_id: Nullable(Type.Integer()),
    total_amount: Type.Number(),
    started_at: Nullable(Type.String()),
    ready_at: Nullable(Type.String()),
    completed_at: Nullable(Type.String()),
    cancelled_at: Nullable(Type.String()),
    updated_at: Type.String(),
    // delivery partners: the delivery beside the kitchen's status
    fulfilment: oneOf(FULFILMENTS),
    delivery_status: Nullable(oneOf(DELIVERY_STATUSES)),
    assigned_at: Nullable(Type.String()),
    picked_up_at: Nullable(Type.String()),
    delivered_at: Nullable(Type.String()),
    /** who claimed it, as the kitchen board shows it (null before a claim, and for the courier it was taken from) */
    courier: Nullable(Type.Object({ first_name: Type.String(), vehicle: Nullable(Type.String()) }, exact)),
  },
  exact,
);
export type OrderEventData = Static<typeof OrderEventData>;

export const RequestEventData = Type.Object(
  {
    id: Type.Integer(),
    status: oneOf(REQUEST_STATUSES),
    kitchen_id: Type.Integer(),
    farmer_id: Type.Integer(),
    produce_name: Type.String(),
    quantity: Type.Number(),
    unit: Type.String(),
    delivery_date: Nullable(Type.String()),
    updated_at: Type.String(),
  },
  exact,
);
export type RequestEventData = Static<typeof RequestEventData>;

/** An account's new state; a deleted account's event names only its id and role. */
export const UserEventData = Type.Object(
  {
    id: Type.Integer(),
    name: Type.Optional(Type.String()),
    role: Type.String(),
    status: Type.Optional(oneOf(['active', 'inactive'] as const)),
  },
  exact,
);
export type UserEventData = Static<typeof UserEventData>;

export const PartnerEventData = Type.Object(
  {
    user_id: Type.Integer(),
    role: oneOf(['farmer', 'kitchen', 'delivery'] as const),
    status: oneOf(['active', 'inactive', 'pending'] as const),
  },
  exact,
);
export type PartnerEventData = Static<typeof PartnerEventData>;

/**
 * A ready delivery order no courier has claimed, sent to the couriers of its region (and admins):
 * the row of the couriers' Available list for it (GET /courier/available-deliveries), so a card
 * made from the event is the card a reload shows; the areas only, never the customer's name,
 * phone or address.
 */
export const DeliveryAvailableEventData = Type.Object(AvailableDelivery.properties, exact);
export type DeliveryAvailableEventData = Static<typeof DeliveryAvailableEventData>;

/** The order left the available list (claimed, cancelled, unready): remove it. */
export const DeliveryTakenEventData = Type.Object(
  { id: Type.Integer(), order_number: Type.String(), region: Type.String() },
  exact,
);
export type DeliveryTakenEventData = Static<typeof DeliveryTakenEventData>;

export const SessionEventData = Type.Object({ id: Type.Integer(), user_id: Type.Integer() }, exact);
export type SessionEventData = Static<typeof SessionEventData>;

/** The keys of the settings a save wrote (their values are read from GET /api/settings). */
export const SettingsEventData = Type.Object({ keys: Type.Array(Type.String()) }, exact);
export type SettingsEventData = Static<typeof SettingsEventData>;

/**
 * Each event type's payload schema: what the triggers must write and the screens may read
 * (api-server live-event-payloads.test.ts fires every trigger and checks its payload against it).
 */
export const LIVE_EVENT_DATA = {
  'order.created': OrderEventData,
  'order.updated': OrderEventData,
  'request.created': RequestEventData,
  'request.updated': RequestEventData,
  'user.created': UserEventData,
  'user.updated': UserEventData,
  'user.deleted': UserEventData,
  'partner.created': PartnerEventData,
  'partner.updated': PartnerEventData,
  'session.started': SessionEventData,
  'session.ended': SessionEventData,
  'settings.updated': SettingsEventData,
  'delivery.available': DeliveryAvailableEventData,
  'delivery.taken': DeliveryTakenEventData,
} satisfies Record<LiveEventType, TSchema>;

export type LiveEventDataOf = { [T in LiveEventType]: Static<(typeof LIVE_EVENT_DATA)[T]> };

/** The JSON of one stream message (SSE `data:`; the SSE `id:` is the same id). */
export interface LiveEvent<T extends LiveEventType = LiveEventType> {
  id: number;
  type: T;
  data: LiveEventDataOf[T];
}

/**
 * SSE event names besides the default `message`: `ready` (sent first, its id is where the stream
 * starts), `resync` (more was missed than the stream
 * replays: refetch what is shown) and `end` (the session ended: do not reconnect).
 */
export const LIVE_CONTROL_EVENTS = { ready: 'ready', resync: 'resync', end: 'end' } as const;

export const EventTicketResponse = Type.Object({
  /** opens one stream, once, within `expires_in` seconds */
  ticket: Type.String(),
  expires_in: Type.Integer(),
});
export type EventTicketResponse = Static<typeof EventTicketResponse>;

/**
 * POST /events/tracking-ticket (public, rate-limited): a ticket for a guest's tracking page,
 * whose stream carries that one order's events (order.updated), nothing else.
 */
export const TrackingTicketBody = Type.Object({
  tracking_token: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$', maxLength: 43, errorMessage: 'Invalid tracking link' }),
});
export type TrackingTicketBody = Static<typeof TrackingTicketBody>;

export const LiveEventsQuery = Type.Object({
  ticket: Type.String({ minLength: 1, maxLength: 100 }),
  /**
   * the last event id received, when the browser opens a new EventSource to resume (checked by the
   * server like the Last-Event-ID header: anything but an id a stream sent is a 400)
   */
  last_event_id: Type.Optional(Type.String({ maxLength: 40 })),
});
export type LiveEventsQuery = Static<typeof LiveEventsQuery>;

// This module's schemas with their validators compiled ahead of time (validators/generate.ts
// compiles what these lists name): a page that validates one of them loads these, not every schema's.
registerPrecompiled(compiled, { LiveEventsQuery, TrackingTicketBody });
