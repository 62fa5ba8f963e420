import type { Recurrence } from './tournaments';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A schedule never creates more than this many instances in one go, whatever the horizon. */
export const MAX_OCCURRENCES_PER_RUN = 62;

/**
 * The n-th start of a schedule (n = 0 is the first). Recurrence is in UTC: a daily 18:00Z tournament stays
 * at 18:00Z across daylight-saving changes. A monthly schedule keeps the first start's day of the month and
 * uses the month's last day when that day does not exist (the 31st → 30 April, 28/29 February), returning
 * to the 31st in the months that have one.
 */
export function occurrence(recurrence: Recurrence, first: Date, n: number): Date {
  if (recurrence === 'daily') return new Date(first.getTime() + n * DAY_MS);
  if (recurrence === 'weekly') return new Date(first.getTime() + n * 7 * DAY_MS);
  const month = first.getUTCMonth() + n;
  const year = first.getUTCFullYear() + Math.floor(month / 12);
  const monthOfYear = ((month % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, monthOfYear + 1, 0)).getUTCDate();
  const day = Math.min(first.getUTCDate(), lastDay);
  return new Date(Date.UTC(year, monthOfYear, day, first.getUTCHours(), first.getUTCMinutes(), first.getUTCSeconds(), first.getUTCMilliseconds()));
}

/** Index of the first occurrence at or after `from` (0 when `from` is before the first start). */
function firstIndexFrom(recurrence: Recurrence, first: Date, from: Date): number {
  const elapsed = from.getTime() - first.getTime();
  if (elapsed <= 0) return 0;
  const roughPeriod = recurrence === 'daily' ? DAY_MS : recurrence === 'weekly' ? 7 * DAY_MS : 31 * DAY_MS;
  let n = Math.max(0, Math.floor(elapsed / roughPeriod) - 1);
  while (occurrence(recurrence, first, n).getTime() < from.getTime()) n += 1;
  return n;
}

/**
 * The starts in [from, until], at most MAX_OCCURRENCES_PER_RUN; when none falls in the window, the next one
 * after `from` anyway, so a monthly schedule always shows its coming instance.
 */
export function occurrencesBetween(recurrence: Recurrence, first: Date, from: Date, until: Date): Date[] {
  let n = firstIndexFrom(recurrence, first, from);
  const starts = [occurrence(recurrence, first, n)];
  for (;;) {
    n += 1;
    const next = occurrence(recurrence, first, n);
    if (next.getTime() > until.getTime() || starts.length >= MAX_OCCURRENCES_PER_RUN) return starts;
    starts.push(next);
  }
}

/** The next start at or after `from`. */
export function nextOccurrence(recurrence: Recurrence, first: Date, from: Date): Date {
  return occurrence(recurrence, first, firstIndexFrom(recurrence, first, from));
}
