import type { Role } from '@farmplate/contracts';

/** The audience columns of an outbox row (drizzle/0005_live_updates.sql). */
export interface EventAudience {
  type: string;
  kitchenId: number | null;
  farmerId: number | null;
  customerId: number | null;
  orderId: number | null;
  sessionId: number | null;
  /** delivery partners: the order's courier, and the region whose couriers see delivery.* events */
  courierId: number | null;
  region: string | null;
}

/**
 * What one open stream may receive. A stream opened from a signed-in session sees what the API
 * lets that account read. Another kind of stream (a guest's tracking page: one order) is one more
 * member of this union, one more case below, and one more way to issue a ticket (routes.ts).
 */
export type StreamScope =
  | {
      kind: 'session';
      userId: number;
      role: Role;
      sessionId: number;
      /** a courier's region when the ticket was issued, if the courier is active (else null: no delivery.* events) */
      courierRegion?: string | null;
    }
  /** a guest's tracking page: the one order its tracking link names */
  | { kind: 'order'; orderId: number };

/** The API's ownership rules, applied to an event: an admin sees all, a partner what is addressed to it. */
export function scopeAllows(scope: StreamScope, event: EventAudience): boolean {
  switch (scope.kind) {
    case 'session':
      switch (scope.role) {
        case 'admin':
          return true;
        case 'kitchen':
          return event.kitchenId === scope.userId;
        case 'farmer':
          return event.farmerId === scope.userId;
        case 'customer':
          return event.customerId === scope.userId;
        case 'delivery':
          // the deliveries they carry, and the ready ones of their region to claim (no customer details)
          return (
            event.courierId === scope.userId ||
            (!!scope.courierRegion && event.region === scope.courierRegion && event.type.startsWith('delivery.'))
          );
        default:
          return false;
      }
    case 'order':
      return event.orderId === scope.orderId;
  }
}

/** The stream ends with the session it was opened from (logout, deactivation, password reset). */
export function scopeEndsWith(scope: StreamScope, event: EventAudience): boolean {
  return scope.kind === 'session' && event.type === 'session.ended' && event.sessionId === scope.sessionId;
}
