import { DATE_RANGE_MESSAGE, type ReportQuery, type ReportRange } from '@farmplate/contracts';
import { unprocessable } from '../http/errors';
import { addDays, addMonths, compareDays, dayOf, dayText, parseDay, startOf, type Day } from './calendar';

/** Periods of up to this many days are charted day by day, longer ones month by month. */
const DAILY_CHART_DAYS = 62;
/** A custom range may cover at most this many days (about 3 years). */
const MAX_CUSTOM_DAYS = 1100;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** One point of the revenue chart: its SQL bucket key (YYYY-MM or YYYY-MM-DD) and label. */
export interface Bucket {
  key: string;
  label: string;
}

export interface ReportPeriodRange {
  start: Date;
  end: Date;
  /** the previous period of the same length, ending at `start` */
  previousStart: Date;
  firstDay: Day;
  lastDay: Day;
  timeZone: string;
  /** 'YYYY-MM' or 'YYYY-MM-DD': the to_char format of the chart's buckets */
  bucketFormat: 'YYYY-MM' | 'YYYY-MM-DD';
  buckets: Bucket[];
}

const MONTHS_OF = { last5months: 5, last3months: 3, lastmonth: 1, lastyear: 12 } as const;

const daysBetween = (first: Day, last: Day) =>
  Math.round(
    (Date.UTC(last.year, last.month - 1, last.day) - Date.UTC(first.year, first.month - 1, first.day)) / 86_400_000,
  ) + 1;

/**
 * The days a report covers in the platform's time zone: the last N months end today (last 3
 * months on 24 November: 25 August to 24 November); a custom range is its first to its last day.
 */
export function reportPeriod(query: ReportQuery, now: Date, timeZone: string): ReportPeriodRange {
  const today = dayOf(now, timeZone);
  let firstDay: Day;
  let lastDay: Day;
  if (query.period === 'custom') {
    const from = parseDay(query.from);
    const to = parseDay(query.to);
    if (!from || !to || compareDays(from, to) > 0 || daysBetween(from, to) > MAX_CUSTOM_DAYS)
      throw unprocessable({ from: [DATE_RANGE_MESSAGE] }, DATE_RANGE_MESSAGE);
    [firstDay, lastDay] = [from, to];
  } else {
    const months = MONTHS_OF[query.period ?? 'last5months'];
    [firstDay, lastDay] = [addDays(addMonths(today, -months), 1), today];
  }
  const start = startOf(firstDay, timeZone);
  const end = startOf(addDays(lastDay, 1), timeZone);
  const days = daysBetween(firstDay, lastDay);
  const buckets: Bucket[] = [];
  if (days <= DAILY_CHART_DAYS) {
    for (let day = firstDay; compareDays(day, lastDay) <= 0; day = addDays(day, 1))
      buckets.push({ key: dayText(day), label: `${MONTHS[day.month - 1]} ${day.day}` });
  } else {
    for (let month = { ...firstDay, day: 1 }; compareDays(month, lastDay) <= 0; month = addMonths(month, 1))
      buckets.push({ key: dayText(month).slice(0, 7), label: `${MONTHS[month.month - 1]} ${month.year}` });
  }
  return {
    start,
    end,
    previousStart: new Date(start.getTime() - (end.getTime() - start.getTime())),
    firstDay,
    lastDay,
    timeZone,
    bucketFormat: days <= DAILY_CHART_DAYS ? 'YYYY-MM-DD' : 'YYYY-MM',
    buckets,
  };
}

export const rangeOf = (period: ReportPeriodRange): ReportRange => ({
  start: period.start.toISOString(),
  end: period.end.toISOString(),
  previousStart: period.previousStart.toISOString(),
  firstDay: dayText(period.firstDay),
  lastDay: dayText(period.lastDay),
  timeZone: period.timeZone,
});

/** % change from `previous` to `value`, 1 decimal; null when there was nothing before. */
export const changeOf = (value: number, previous: number): number | null =>
  previous > 0 ? Math.round(((value - previous) / previous) * 1000) / 10 : null;

export const money = (value: number | string | null | undefined): number => Math.round(Number(value ?? 0) * 100) / 100;
export const oneDecimal = (value: number | string | null | undefined): number | null =>
  value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10;
