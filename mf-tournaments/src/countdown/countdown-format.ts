/**
 * Start countdown and finish time (SPEC §2, §9): within 24 hours a detailed, ticking "02h 14m 09s"; beyond it
 * a day count with the date. Pure: `now` is passed in.
 */
export const DETAILED_DISPLAY_MS = 24 * 60 * 60 * 1000;
const DAY_MS = DETAILED_DISPLAY_MS;

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const pad = (value: number) => String(value).padStart(2, '0');

/** Whole seconds as "02h 14m 09s". */
export function formatDetailed(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${pad(Math.floor(seconds / 3600))}h ${pad(Math.floor((seconds % 3600) / 60))}m ${pad(seconds % 60)}s`;
}

export function formatDateTime(at: number | string | Date): string {
  return dateTime.format(new Date(at));
}

// Counting down, a second still under way counts: "00h 00m 01s" until the very moment, never "00s" early.
const secondsUntil = (at: number, now: number) => Math.ceil((at - now) / 1000);
const secondsSince = (at: number, now: number) => Math.floor((now - at) / 1000);

function inDays(ms: number): string {
  const days = Math.floor(ms / DAY_MS);
  return days === 1 ? 'in 1 day' : `in ${days} days`;
}

export interface StartsInDisplay {
  /** The main line: the countdown, the day count, or what happened. */
  text: string;
  /** A second line: the date, or how long late registration or the tournament still runs. */
  detail?: string;
}

export interface CountdownTimes {
  startsAt: number;
  lateRegEndsAt: number;
  endsAt: number;
  cancelled?: boolean;
}

/** The lobby's "Starts In" cell. */
export function startsInDisplay({ startsAt, lateRegEndsAt, endsAt, cancelled }: CountdownTimes, now: number): StartsInDisplay {
  if (cancelled) return { text: 'Cancelled', detail: formatDateTime(startsAt) };
  if (now < startsAt) {
    const remaining = startsAt - now;
    return remaining < DETAILED_DISPLAY_MS
      ? { text: formatDetailed(secondsUntil(startsAt, now)) }
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
  return at - now < DETAILED_DISPLAY_MS ? `in ${formatDetailed(secondsUntil(at, now))}` : formatDateTime(at);
}

/** How long ago something happened: "02h 14m 09s ago" within 24 hours, else its date. */
export function sinceDisplay(at: number, now: number): string {
  return now - at < DETAILED_DISPLAY_MS ? `${formatDetailed(secondsSince(at, now))} ago` : formatDateTime(at);
}
