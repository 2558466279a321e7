import { orderDateRange } from './order-filters';
import { dayOf, startOf } from './calendar';

const NEW_YORK = 'America/New_York';
const LAGOS = 'Africa/Lagos';

describe('the date filter in the platform time zone', () => {
  // Tuesday 24 November 2026, 22:00 in New York is already Wednesday in UTC
  const tuesdayEvening = new Date('2026-11-25T03:00:00Z');

  it('runs this week from Sunday 00:00 to the next Sunday 00:00, local time', () => {
    expect(orderDateRange({ date: 'this-week' }, tuesdayEvening, NEW_YORK)).toEqual({
      start: new Date('2026-11-22T05:00:00Z'),
      end: new Date('2026-11-29T05:00:00Z'),
    });
    // in Lagos (UTC+1) the same instant is Wednesday 04:00: same Sunday-to-Saturday week
    expect(orderDateRange({ date: 'this-week' }, tuesdayEvening, LAGOS)).toEqual({
      start: new Date('2026-11-21T23:00:00Z'),
      end: new Date('2026-11-28T23:00:00Z'),
    });
  });

  it('keeps Saturday night in the week and starts a new week on Sunday', () => {
    const saturdayNight = new Date('2026-11-29T04:59:00Z'); // Sat 28 Nov 23:59 in New York
    expect(orderDateRange({ date: 'this-week' }, saturdayNight, NEW_YORK)?.start).toEqual(
      new Date('2026-11-22T05:00:00Z'),
    );
    const sundayMorning = new Date('2026-11-29T05:00:00Z'); // Sun 29 Nov 00:00 in New York
    expect(orderDateRange({ date: 'this-week' }, sundayMorning, NEW_YORK)).toEqual({
      start: new Date('2026-11-29T05:00:00Z'),
      end: new Date('2026-12-06T05:00:00Z'),
    });
  });

  it('crosses a daylight-saving change: the week of 8 March 2026 has 167 hours', () => {
    const range = orderDateRange({ date: 'this-week' }, new Date('2026-03-10T12:00:00Z'), NEW_YORK);
    expect(range).toEqual({ start: new Date('2026-03-08T05:00:00Z'), end: new Date('2026-03-15T04:00:00Z') });
  });

  it('has today and yesterday as local days', () => {
    expect(orderDateRange({ date: 'today' }, tuesdayEvening, NEW_YORK)).toEqual({
      start: new Date('2026-11-24T05:00:00Z'),
      end: new Date('2026-11-25T05:00:00Z'),
    });
    expect(orderDateRange({ date: 'yesterday' }, tuesdayEvening, LAGOS)).toEqual({
      start: new Date('2026-11-23T23:00:00Z'),
      end: new Date('2026-11-24T23:00:00Z'),
    });
  });

  it('includes both days of a custom range and refuses a backwards or impossible one', () => {
    expect(orderDateRange({ date: 'custom', from: '2026-11-01', to: '2026-11-02' }, tuesdayEvening, NEW_YORK)).toEqual({
      start: new Date('2026-11-01T04:00:00Z'),
      end: new Date('2026-11-03T05:00:00Z'),
    });
    expect(orderDateRange({ date: 'custom', from: '2026-11-05' }, tuesdayEvening, NEW_YORK)).toEqual({
      start: new Date('2026-11-05T05:00:00Z'),
      end: null,
    });
    expect(() =>
      orderDateRange({ date: 'custom', from: '2026-11-05', to: '2026-11-01' }, tuesdayEvening, NEW_YORK),
    ).toThrow('Please choose a valid date range');
    expect(() => orderDateRange({ date: 'custom', from: '2026-02-30' }, tuesdayEvening, NEW_YORK)).toThrow(
      'Please choose a valid date range',
    );
    expect(orderDateRange({ date: 'all' }, tuesdayEvening, NEW_YORK)).toBeNull();
  });

  it('finds local midnight and the local day', () => {
    expect(startOf({ year: 2026, month: 7, day: 1 }, NEW_YORK)).toEqual(new Date('2026-07-01T04:00:00Z'));
    expect(dayOf(new Date('2026-07-01T03:59:59Z'), NEW_YORK)).toEqual({ year: 2026, month: 6, day: 30 });
  });
});
