import { addDays, cutoffAt, firstOnOrAfter, firstOpenDate, nextDelivery, weekdayOf } from './cycles';
import { cityOfZip } from './zip-areas';

test('weekdays, intervals and cut-offs of the delivery calendar', () => {
  expect(weekdayOf('2026-12-01')).toBe('tuesday');
  expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  expect(nextDelivery('2026-12-01', 'weekly')).toBe('2026-12-08');
  expect(nextDelivery('2026-12-01', 'biweekly')).toBe('2026-12-15');
  expect(nextDelivery('2026-12-01', 'monthly')).toBe('2026-12-29');
  expect(cutoffAt('2026-12-03', { cutoffHours: 48, timeZone: 'UTC' }).toISOString()).toBe('2026-12-01T00:00:00.000Z');
  expect(firstOnOrAfter('2026-12-01', 'weekly', '2026-12-20')).toBe('2026-12-22');
});

const utc = (cutoffHours: number) => ({ cutoffHours, timeZone: 'UTC' });

test('the first delivery is the first chosen weekday whose cut-off has not passed', () => {
  // Tuesday 1 December 10:00: Thursday 3rd's cut-off (Tuesday 00:00) has passed, the 10th is next
  const now = new Date('2026-12-01T10:00:00Z');
  expect(firstOpenDate({ day: 'thursday', notBefore: '2026-11-01', now, clock: utc(48) })).toBe('2026-12-10');
  expect(firstOpenDate({ day: 'thursday', notBefore: '2026-11-01', now, clock: utc(24) })).toBe('2026-12-03');
  expect(firstOpenDate({ day: 'monday', notBefore: '2027-01-01', now, clock: utc(48) })).toBe('2027-01-04');
});

test("cut-offs count from 00:00 of the delivery day in the platform's time zone, not UTC", () => {
  const newYork = (cutoffHours: number) => ({ cutoffHours, timeZone: 'America/New_York' });
  // midnight of Thursday 3 December in New York is 05:00 UTC (EST): 48 hours before
  expect(cutoffAt('2026-12-03', newYork(48)).toISOString()).toBe('2026-12-01T05:00:00.000Z');
  // summer time (EDT): 04:00 UTC
  expect(cutoffAt('2026-07-02', newYork(24)).toISOString()).toBe('2026-07-01T04:00:00.000Z');
  // Tuesday 1 December 03:00 UTC is still Monday 22:00 in New York: Thursday 3rd's cut-off
  // (Tuesday 00:00 New York) has not passed there, though it has in UTC
  const now = new Date('2026-12-01T03:00:00Z');
  expect(firstOpenDate({ day: 'thursday', notBefore: '2026-11-01', now, clock: newYork(48) })).toBe('2026-12-03');
  expect(firstOpenDate({ day: 'thursday', notBefore: '2026-11-01', now, clock: utc(48) })).toBe('2026-12-10');
  // "today" is the zone's: late on Wednesday 2 December in New York (03:00 UTC on the 3rd) a
  // Wednesday delivery with a 1-hour cut-off is not the 2nd (its cut-off passed) but the 9th
  expect(
    firstOpenDate({
      day: 'wednesday',
      notBefore: '2026-11-01',
      now: new Date('2026-12-03T03:00:00Z'),
      clock: newYork(1),
    }),
  ).toBe('2026-12-09');
  expect(
    firstOpenDate({
      day: 'thursday',
      notBefore: '2026-11-01',
      now: new Date('2026-12-03T03:00:00Z'),
      clock: newYork(1),
    }),
  ).toBe('2026-12-03');
});

test('ZIP codes: Dallas metro, the waitlist cities, elsewhere', () => {
  expect(cityOfZip('75201')).toBe('dallas');
  expect(cityOfZip('76102')).toBe('dallas');
  expect(cityOfZip('77002')).toBe('houston');
  expect(cityOfZip('78701')).toBe('austin');
  expect(cityOfZip('78205')).toBe('san_antonio');
  expect(cityOfZip('10001')).toBeNull();
});
