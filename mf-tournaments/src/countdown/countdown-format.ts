import { formatDuration, secondsLeft, type CountdownText } from 'shared-ui/status';

/**
 * Start countdown and finish time (SPEC §2, §9): within 24 hours a detailed, ticking "02h 14m 09s"; beyond it
 * a day count with the date. Pure: `now` is passed in.
 */
export const DETAILED_DISPLAY_MS = 24 * 60 * 60 * 1000;
const DAY_MS = DETAILED_DISPLAY_MS;

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(at: number | string | Date): string {
  return dateTime.format(new Date(at));
}

const secondsUntil = (at: number, now: number) => secondsLeft(at - now);
const secondsSince = (at: number, now: number) => Math.floor((now - at) / 1000);

function inDays(ms: number): string {
  const days = Math.floor(ms / DAY_MS);
  return days === 1 ? 'in 1 day' : `in ${days} days`;
}

export interface CountdownTimes {
  startsAt: number;
  lateRegEndsAt: number;
  endsAt: number;
  cancelled?: boolean;
  /** When it was over (its results' payout): before its clock's end when one player held every chip early. */
  endedAt?: number;
}

/**
 * The "Starts In" countdown: the time left, the day count or what happened; below it the date, or how long
 * late registration or the tournament still runs.
 */
export function startsInDisplay({ startsAt, lateRegEndsAt, endsAt, cancelled, endedAt }: CountdownTimes, now: number): CountdownText {
  if (cancelled) return { text: 'Cancelled', detail: formatDateTime(startsAt) };
  if (endedAt !== undefined && now >= startsAt) return { text: 'Ended', detail: sinceDisplay(Math.min(endedAt, endsAt, now), now) };
  if (now < startsAt) {
    const remaining = startsAt - now;
    return remaining < DETAILED_DISPLAY_MS
      ? { text: formatDuration(secondsUntil(startsAt, now)) }
      : { text: inDays(remaining), detail: formatDateTime(startsAt) };
  }
  if (now < endsAt) {
    if (now < lateRegEndsAt) return { text: 'Started', detail: `Late reg ends ${untilDisplay(lateRegEndsAt, now)}` };
    return { text: 'Started', detail: `Ends ${untilDisplay(endsAt, now)}` };
  }
  return { text: 'Ended', detail: sinceDisplay(endsAt, now) };
}

/** "in 00h 15m 00s" within 24 hours, else the date. */
function untilDisplay(at: number, now: number): string {
  return at - now < DETAILED_DISPLAY_MS ? `in ${formatDuration(secondsUntil(at, now))}` : formatDateTime(at);
}

/** How long ago something happened: "02h 14m 09s ago" within 24 hours, else its date. */
export function sinceDisplay(at: number, now: number): string {
  return now - at < DETAILED_DISPLAY_MS ? `${formatDuration(secondsSince(at, now))} ago` : formatDateTime(at);
}
