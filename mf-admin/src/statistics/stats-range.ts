import type { AdminStatsPeriod } from 'shared-events/contracts';

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const PERIODS: { value: AdminStatsPeriod; label: string }[] = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
];

/** A date's UTC calendar day, YYYY-MM-DD: the server buckets in UTC, so the range is named in UTC too. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Today in UTC, from the clock. */
export const todayUtc = () => isoDay(new Date(Date.now()));

/**
 * The range a period opens with, ending today: the last 30 days, the last 12 weeks (from the Monday 11 weeks before
 * this one) or the last 12 months (from the 1st, 11 months back), each well within what the server allows.
 */
export function defaultRange(period: AdminStatsPeriod, today: string): { from: string; to: string } {
  const end = new Date(`${today}T00:00:00Z`);
  if (period === 'day') return { from: isoDay(new Date(end.getTime() - 29 * DAY_MS)), to: today };
  if (period === 'week') {
    const monday = end.getTime() - ((end.getUTCDay() + 6) % 7) * DAY_MS;
    return { from: isoDay(new Date(monday - 11 * 7 * DAY_MS)), to: today };
  }
  return { from: isoDay(new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - 11, 1))), to: today };
}

export interface RangeProblem {
  field: 'from' | 'to';
  message: string;
}

/** What is wrong with the range as typed (a date input reads '' until its date is whole), or null. */
export function rangeProblem(from: string, to: string): RangeProblem | null {
  if (!DAY_PATTERN.test(from)) return { field: 'from', message: 'Enter the first day of the range.' };
  if (!DAY_PATTERN.test(to)) return { field: 'to', message: 'Enter the last day of the range.' };
  if (from > to) return { field: 'from', message: 'The first day must not be after the last.' };
  return null;
}

const SHORT: Record<AdminStatsPeriod, Intl.DateTimeFormat> = {
  day: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
  week: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
  month: new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' }),
};
const LONG: Record<AdminStatsPeriod, Intl.DateTimeFormat> = {
  day: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }),
  week: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }),
  month: new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** A bucket's name: short under a chart's axis ("4 Jan", "Jan 2030"), whole in a table ("Week of 31 Dec 2029"). */
export function bucketLabel(start: string, period: AdminStatsPeriod, length: 'short' | 'long'): string {
  const date = new Date(`${start}T00:00:00Z`);
  const text = (length === 'short' ? SHORT : LONG)[period].format(date);
  return length === 'long' && period === 'week' ? `Week of ${text}` : text;
}
