import {
  dayOf,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatDeliveryDate,
  formatDeliverySlot,
  formatTime,
  isCalendarDay,
} from './dates';

// 23:30 in New York on Jan 15 is 05:30 on Jan 16 in Lagos: the day a moment is on depends on the zone.
const lateEvening = '2026-01-16T04:30:00.000Z';

test('a moment is written in the platform’s time zone, not the browser’s', () => {
  expect(formatDateTime(lateEvening, 'Eastern Time (US)')).toBe('Jan 15, 2026, 11:30 PM');
  expect(formatDateTime(lateEvening, 'Lagos (WAT)')).toBe('Jan 16, 2026, 5:30 AM');
  expect(formatDateTime(lateEvening, 'London (GMT)', { dateOnly: true })).toBe('Jan 16, 2026');
  expect(formatTime(lateEvening, 'Accra (GMT)')).toBe('4:30 AM');
});

test('the day boundary is the platform zone’s midnight, as the server counts days', () => {
  expect(dayOf(lateEvening, 'Eastern Time (US)')).toBe('2026-01-15');
  expect(dayOf(lateEvening, 'Lagos (WAT)')).toBe('2026-01-16');
  // one minute before and after midnight in New York (EST, UTC−5)
  expect(formatDate('2026-01-16T04:59:00Z', 'Eastern Time (US)')).toBe('Jan 15, 2026');
  expect(formatDate('2026-01-16T05:00:00Z', 'Eastern Time (US)')).toBe('Jan 16, 2026');
  // summer time: midnight in New York is 04:00 UTC
  expect(dayOf('2026-07-01T03:59:00Z', 'Eastern Time (US)')).toBe('2026-06-30');
  expect(dayOf('2026-07-01T04:00:00Z', 'Eastern Time (US)')).toBe('2026-07-01');
});

test('no date, or one that is not a date, is written as nothing', () => {
  for (const missing of [null, undefined, '', 'not a date']) {
    expect(formatDateTime(missing, 'Lagos (WAT)')).toBe('');
    expect(formatDate(missing)).toBe('');
    expect(formatTime(missing)).toBe('');
    expect(dayOf(missing)).toBe('');
  }
});

test('a calendar day without a time is that day in every zone', () => {
  expect(formatDate('2026-11-30', 'Eastern Time (US)')).toBe('Nov 30, 2026');
  expect(formatDate('2026-11-30', 'Lagos (WAT)')).toBe('Nov 30, 2026');
});

test('without a zone, the settings’ default (Eastern Time) is used', () => {
  expect(formatDate(lateEvening)).toBe('Jan 15, 2026');
});

test('a delivery date is its calendar day in words, whatever the zone; a slot is in the delivery clock', () => {
  expect(formatDeliveryDate('2026-12-04')).toBe('Friday, December 4, 2026');
  expect(formatDeliveryDate('')).toBe('');
  expect(formatDeliverySlot(new Date(lateEvening), 'Africa/Lagos')).toBe('Fri, Jan 16, 5:30 AM');
  expect(formatDeliverySlot(new Date(lateEvening), 'America/New_York')).toBe('Thu, Jan 15, 11:30 PM');
});

test('a calendar day in words is that day in every zone', () => {
  expect(formatLongDate('2025-06-12')).toBe('June 12, 2025');
  expect(formatLongDate(null)).toBe('');
});

test('a calendar day is YYYY-MM-DD and exists', () => {
  expect(isCalendarDay('2026-12-04')).toBe(true);
  expect(isCalendarDay('2026-02-30')).toBe(false);
  expect(isCalendarDay('2026-12-4')).toBe(false);
  expect(isCalendarDay('')).toBe(false);
});
