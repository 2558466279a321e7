import type { KitchenRequest, OrderTimelineEntry } from '@farmplate/contracts';
import {
  hourlyPerformance,
  isValidQuantity,
  NEEDED_BY_PAST,
  performanceRating,
  requestProgress,
  requestSentMessage,
  validateQuickRequest,
} from './kitchenRules';

describe('performance rating bands (spec §9)', () => {
  it.each([
    [0, 'Excellent'],
    [15, 'Excellent'],
    [15.1, 'Good'],
    [20, 'Good'],
    [20.1, 'Needs Improvement'],
    [45, 'Needs Improvement'],
  ] as const)('%s minutes is %s', (minutes, rating) => {
    expect(performanceRating(minutes)).toBe(rating);
  });

  it('builds the hourly table from the timeline: orders per hour, average minutes to ready, rating', () => {
    const at = (hour: number, minute: number) => new Date(2026, 2, 2, hour, minute).toISOString();
    const entry = (ordered: string, ready: string | null): OrderTimelineEntry => ({
      id: 1,
      order_number: 'A',
      status: 'ready',
      customer: 'C',
      items: [],
      orderTime: ordered,
      startTime: null,
      readyTime: ready,
      completedTime: null,
      totalTime: null,
    });
    const rows = hourlyPerformance([
      entry(at(12, 0), at(12, 10)),
      entry(at(12, 30), at(12, 50)),
      entry(at(8, 5), at(8, 35)),
      entry(at(8, 40), null),
    ]);
    expect(rows).toEqual([
      { hour: 8, label: '8 AM – 9 AM', orders: 2, averageMinutes: 30, rating: 'Needs Improvement' },
      { hour: 12, label: '12 PM – 1 PM', orders: 2, averageMinutes: 15, rating: 'Excellent' },
    ]);
  });
});

describe('quick request form (spec §5)', () => {
  const now = new Date(2026, 2, 10, 9, 0);
  const valid = {
    farmer_id: '3',
    inventory_item_id: '8',
    quantity: '5',
    needed_by_date: '2026-03-10',
    quality_preference: 'Premium',
    additional_notes: '',
  };

  it('accepts a whole quantity and a date from today on', () => {
    expect(validateQuickRequest(valid, now)).toEqual({});
  });

  it('requires farmer, produce and quantity', () => {
    expect(validateQuickRequest({}, now)).toEqual({
      farmer_id: 'Please fill in all required fields',
      inventory_item_id: 'Please fill in all required fields',
      quantity: 'Please fill in all required fields',
    });
  });

  it.each(['0', '-2', '1.5', 'abc'])('refuses the quantity %s', (quantity) => {
    expect(validateQuickRequest({ ...valid, quantity }, now).quantity).toBe('Please enter a valid quantity');
    expect(isValidQuantity(quantity)).toBe(false);
  });

  it('refuses a needed-by date in the past', () => {
    expect(validateQuickRequest({ ...valid, needed_by_date: '2026-03-09' }, now).needed_by_date).toBe(NEEDED_BY_PAST);
  });

  it('says what was sent', () => {
    expect(requestSentMessage(12, 'Tomatoes')).toBe('Your request for 12kg of Tomatoes has been sent to the farmer.');
  });
});

describe('the requests the kitchen follows', () => {
  const request = (change: Partial<KitchenRequest>) => ({ status: 'pending', ...change }) as KitchenRequest;
  it('shows each status, the decline reason and the fulfilled date', () => {
    expect(requestProgress(request({}))).toBe('Waiting for the farmer');
    expect(requestProgress(request({ status: 'accepted' }))).toBe('Accepted by the farmer');
    expect(requestProgress(request({ status: 'declined', decline_reason: 'Out of season' }))).toBe(
      'Declined: Out of season',
    );
    expect(requestProgress(request({ status: 'fulfilled', fulfilled_at: '2026-03-02T12:00:00Z' }))).toBe(
      'Fulfilled on Mar 2, 2026',
    );
  });
});
