import type { ReminderType } from 'shared-events/contracts';

export interface ReminderSpec {
  type: ReminderType;
  /** How long before the start it becomes due. */
  leadMs: number;
  timeLabel: string;
}

const MINUTE = 60_000;

/** Most relevant first when several are due at once: the one nearest the start wins. */
export const REMINDERS: readonly ReminderSpec[] = [
  { type: 'start', leadMs: 0, timeLabel: 'now' },
  { type: '15min', leadMs: 15 * MINUTE, timeLabel: '15 minutes' },
  { type: '1hour', leadMs: 60 * MINUTE, timeLabel: '1 hour' },
  { type: '1day', leadMs: 24 * 60 * MINUTE, timeLabel: '1 day' },
];

/** After the start, the start reminder is still worth sending for this long (the join window, SPEC §9). */
export const START_REMINDER_WINDOW_MS = 15 * MINUTE;
/** The earliest reminder: tournaments further away need no look. */
export const FIRST_REMINDER_LEAD_MS = 24 * 60 * MINUTE;

/**
 * A reminder sent late (registered late, server down) is held back when the next one is due within this
 * long: "starts in 17 minutes" followed two minutes later by "starts in 15 minutes" says the same twice.
 */
export const REMINDER_QUIET_MS = 10 * MINUTE;

/**
 * The one reminder due now for a tournament starting at startsAt: the nearest lead time that has been
 * reached. Earlier ones that were missed are skipped, not sent late: "starts in 1 day" ten minutes before
 * the start would be wrong. A reached one is itself held back while the next lead time is under
 * REMINDER_QUIET_MS away, so a player never gets two reminders of the same tournament minutes apart.
 */
export function dueReminder(startsAt: Date | number, now: Date | number, endsAt?: Date | number): ReminderSpec | undefined {
  const untilStart = new Date(startsAt).getTime() - new Date(now).getTime();
  if (untilStart <= 0) {
    const ended = endsAt !== undefined && new Date(now).getTime() >= new Date(endsAt).getTime();
    return -untilStart < START_REMINDER_WINDOW_MS && !ended ? REMINDERS[0] : undefined;
  }
  const index = REMINDERS.findIndex((reminder) => reminder.leadMs > 0 && untilStart <= reminder.leadMs);
  if (index < 0) return undefined;
  const next = REMINDERS[index - 1];
  return untilStart - next.leadMs < REMINDER_QUIET_MS ? undefined : REMINDERS[index];
}

export const reminderDedupKey = (tournamentId: number, type: ReminderType) => `reminder:${tournamentId}:${type}`;

/**
 * How far the start is, as the reminder words it: the reminder's own label when sent on time ("1 hour"),
 * the true distance when it was due late (registered 30 minutes before: "30 minutes", not "1 hour").
 */
export function startsInLabel(reminder: ReminderSpec, untilStartMs: number): string {
  if (reminder.type === 'start') return reminder.timeLabel;
  const minutes = Math.max(1, Math.round(untilStartMs / MINUTE));
  if (minutes >= 23.5 * 60) return '1 day';
  // Below two hours in minutes: "1 hour" for 75 minutes would read the same as the on-time 1hour reminder.
  if (minutes >= 120) return `${Math.round(minutes / 60)} hours`;
  if (minutes === 60) return '1 hour';
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export function reminderText(reminder: ReminderSpec, tournamentName: string, timeLabel: string): { title: string; message: string } {
  if (reminder.type === 'start') {
    return { title: 'Tournament starting', message: `${tournamentName} is starting now. Enter the lobby to take your seat.` };
  }
  return { title: 'Tournament reminder', message: `${tournamentName} starts in ${timeLabel}.` };
}
