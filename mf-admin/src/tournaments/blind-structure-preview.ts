import { blindTimeline, playClock, type BlindLevel } from 'shared-events/contracts';

/** "3:05": hours and minutes after the start. */
export const clockText = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

const listed = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

/**
 * When the breaks fall and how far the structure goes against the scheduled length, in two sentences, as the server's
 * one clock will run them (times after the start, breaks included; the last level lasts until the tournament ends).
 */
export function blindStructurePreview(structure: BlindLevel[], levelSeconds: number, breakMinutes: number, durationMinutes: number): string[] {
  const start = new Date(0);
  const end = new Date(durationMinutes * 60_000);
  const facts = { startsAt: start, levelSeconds, breakMinutes, structure };
  const { levels, breaks } = blindTimeline(facts, end);
  const minutes = (at: Date) => Math.round(at.getTime() / 60_000);
  const times = breaks.map((pause) => clockText(minutes(pause.startsAt)));
  const breakText =
    breakMinutes === 0
      ? 'No breaks.'
      : times.length === 0
        ? 'No break before the scheduled end.'
        : times.length <= 4
          ? `A ${breakMinutes}-minute break at ${listed(times)}.`
          : `A ${breakMinutes}-minute break at the end of each hour: ${times.slice(0, 3).join(', ')}…`;
  const last = levels[levels.length - 1];
  const lastStart = clockText(minutes(last.startsAt));
  const scheduledEnd = clockText(durationMinutes);
  const lengthText =
    last.startsAt.getTime() < end.getTime()
      ? `The last level (${last.level.level}) starts at ${lastStart}, before the scheduled end at ${scheduledEnd}, and lasts until the tournament ends.`
      : `The scheduled end at ${scheduledEnd} comes in level ${playClock(facts, end).level.level} of ${last.level.level}; the last would start at ${lastStart}.`;
  return [breakText, lengthText];
}
