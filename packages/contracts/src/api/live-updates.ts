import { Type, type Static } from '@sinclair/typebox';
import type { OrderStatus } from './orders';
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
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** What an order event carries (no customer contact details). */
export interface OrderEventData {
  id: number;
  order_number: string;
  status: OrderStatus;
  payment_status: string;
  kitchen_id: number | null;
  farmer_id: number | null;
  delivery_partner_id: number | null;
  total_amount: number;
  started_at: string | null;
  ready_at: string | null;
  completed_at: string | null;
  cancelled_at: string | null;
  updated_at: string;
}

export interface RequestEventData {
  id: number;
  status: 'pending' | 'accepted' | 'declined' | 'fulfilled';
  kitchen_id: number;
  farmer_id: number;
  produce_name: string;
  quantity: number;
  unit: string;
  delivery_date: string | null;
  updated_at: string;
}

export interface UserEventData {
  id: number;
  name?: string;
  role: string;
  status?: 'active' | 'inactive';
}

export interface PartnerEventData {
  user_id: number;
  role: 'farmer' | 'kitchen' | 'delivery';
  status: 'active' | 'inactive' | 'pending';
}

export interface SessionEventData {
  id: number;
  user_id: number;
}

export interface LiveEventDataOf {
  'order.created': OrderEventData;
  'order.updated': OrderEventData;
  'request.created': RequestEventData;
  'request.updated': RequestEventData;
  'user.created': UserEventData;
  'user.updated': UserEventData;
  'user.deleted': UserEventData;
  'partner.created': PartnerEventData;
  'partner.updated': PartnerEventData;
  'session.started': SessionEventData;
  'session.ended': SessionEventData;
}

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
registerPrecompiled(compiled, { LiveEventsQuery });
