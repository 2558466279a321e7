import type { Role } from '@farmplate/contracts';
import { scopeAllows, scopeEndsWith, type EventAudience, type StreamScope } from './scope';

const event = (audience: Partial<EventAudience>): EventAudience => ({
  type: 'order.updated',
  kitchenId: null,
  farmerId: null,
  customerId: null,
  orderId: null,
  sessionId: null,
  courierId: null,
  region: null,
  ...audience,
});
const session = (role: Role, userId = 7) => ({
  kind: 'session' as const,
  role,
  userId,
  sessionId: 70,
});

describe('the scope of a stream', () => {
  it('lets an admin see every event, accounts and sessions included', () => {
    expect(scopeAllows(session('admin'), event({ kitchenId: 3 }))).toBe(true);
    expect(scopeAllows(session('admin'), event({ type: 'user.created' }))).toBe(true);
  });

  it('lets a kitchen, a farmer and a customer see only what is addressed to them', () => {
    const order = event({ kitchenId: 7, farmerId: 8, customerId: 9, orderId: 1 });
    expect(scopeAllows(session('kitchen', 7), order)).toBe(true);
    expect(scopeAllows(session('kitchen', 8), order)).toBe(false);
    expect(scopeAllows(session('farmer', 8), order)).toBe(true);
    expect(scopeAllows(session('farmer', 7), order)).toBe(false);
    expect(scopeAllows(session('customer', 9), order)).toBe(true);
    expect(scopeAllows(session('customer', 7), order)).toBe(false);
  });

  it('keeps account and session events from everyone but admins', () => {
    for (const role of ['kitchen', 'farmer', 'customer', 'delivery'] as const) {
      expect(scopeAllows(session(role), event({ type: 'user.updated' }))).toBe(false);
      expect(scopeAllows(session(role), event({ type: 'session.ended', sessionId: 70 }))).toBe(false);
    }
  });

  it('ends only with its own session', () => {
    expect(scopeEndsWith(session('kitchen'), event({ type: 'session.ended', sessionId: 70 }))).toBe(true);
    expect(scopeEndsWith(session('kitchen'), event({ type: 'session.ended', sessionId: 71 }))).toBe(false);
    expect(scopeEndsWith(session('kitchen'), event({ type: 'session.started', sessionId: 70 }))).toBe(false);
  });

  it('lets a courier see the orders it carries and the deliveries of its region to claim, nothing else', () => {
    const courier: StreamScope = { ...session('delivery', 7), courierRegion: 'ng' };
    expect(scopeAllows(courier, event({ courierId: 7, kitchenId: 3 }))).toBe(true);
    expect(scopeAllows(courier, event({ courierId: 8, kitchenId: 3 }))).toBe(false);
    expect(scopeAllows(courier, event({ type: 'delivery.available', region: 'ng' }))).toBe(true);
    expect(scopeAllows(courier, event({ type: 'delivery.available', region: 'us' }))).toBe(false);
    // an order event of the region is not a delivery to claim
    expect(scopeAllows(courier, event({ type: 'order.updated', region: 'ng' }))).toBe(false);
    // a courier that is not active gets no region events
    expect(scopeAllows(session('delivery', 7), event({ type: 'delivery.available', region: 'ng' }))).toBe(false);
  });

  it("lets a guest's tracking stream see its one order's events only", () => {
    const tracking: StreamScope = { kind: 'order', orderId: 5 };
    expect(scopeAllows(tracking, event({ orderId: 5, kitchenId: 3 }))).toBe(true);
    expect(scopeAllows(tracking, event({ orderId: 6 }))).toBe(false);
    expect(scopeAllows(tracking, event({ type: 'delivery.available', region: 'us' }))).toBe(false);
    expect(scopeEndsWith(tracking, event({ type: 'session.ended', sessionId: 5 }))).toBe(false);
  });
});
