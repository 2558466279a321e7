import { addDays, cutoffAt, firstOnOrAfter, firstOpenDate, nextDelivery, weekdayOf } from './cycles';
import { cityOfZip } from './zip-areas';

test('weekdays, intervals and cut-offs of the delivery calendar', () => {
  expect(weekdayOf('2026-12-01')).toBe('tuesday');
  expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  expect(nextDelivery('2026-12-01', 'weekly')).toBe('2026-12-08');
  expect(nextDelivery('2026-12-01', 'biweekly')).toBe('2026-12-15');
  expect(nextDelivery('2026-12-01', 'monthly')).toBe('2026-12-29');
  expect(cutoffAt('2026-12-03', 48).toISOString()).toBe('2026-12-01T00:00:00.000Z');
  expect(firstOnOrAfter('2026-12-01', 'weekly', '2026-12-20')).toBe('2026-12-22');
});

test('the first delivery is the first chosen weekday whose cut-off has not passed', () => {
  // Tuesday 1 December 10:00: Thursday 3rd's cut-off (Tuesday 00:00) has passed, the 10th is next
  const now = new Date('2026-12-01T10:00:00Z');
  expect(firstOpenDate({ day: 'thursday', notBefore: '2026-11-01', now, cutoffHours: 48 })).toBe('2026-12-10');
  expect(firstOpenDate({ day: 'thursday', notBefore: '2026-11-01', now, cutoffHours: 24 })).toBe('2026-12-03');
  expect(firstOpenDate({ day: 'monday', notBefore: '2027-01-01', now, cutoffHours: 48 })).toBe('2027-01-04');
});

test('ZIP codes: Dallas metro, the waitlist cities, elsewhere', () => {
  expect(cityOfZip('75201')).toBe('dallas');
  expect(cityOfZip('76102')).toBe('dallas');
  expect(cityOfZip('77002')).toBe('houston');
  expect(cityOfZip('78701')).toBe('austin');
  expect(cityOfZip('78205')).toBe('san_antonio');
  expect(cityOfZip('10001')).toBeNull();
});
