import type { BlindLevel } from './table';

/**
 * The tournament's one clock (issue #23 item 3), the same at every table: blind levels counted from the tournament's
 * start, and a break at the end of each hour of play (`breakMinutes`, 5 by default: the last five minutes of every
 * hour, as partypoker, PokerKing and ClubWPT run them). The level clock stops during a break. Pure: every table and
 * view computes it from the same facts.
 */
export interface PlayClockFacts {
  startsAt: Date;
  levelSeconds: number;
  breakMinutes: number;
  structure: readonly BlindLevel[];
}

export interface PlayClock {
  level: BlindLevel;
  nextLevel: BlindLevel | null;
  /** When the next level starts (null on the last level, which lasts until the end). */
  nextLevelAt: Date | null;
  /** While on a break: when it ends (null when not on a break). */
  breakEndsAt: Date | null;
  /** When the next break starts (null without breaks, or during one). */
  nextBreakAt: Date | null;
}

const HOUR_MS = 3_600_000;

/** When the break in progress at `at` ends, or null when play is on. */
export function breakEndsAt(facts: Pick<PlayClockFacts, 'startsAt' | 'breakMinutes'>, at: Date): Date | null {
  const breakMs = facts.breakMinutes * 60_000;
  const elapsed = Math.max(0, at.getTime() - facts.startsAt.getTime());
  const offset = elapsed % HOUR_MS;
  return breakMs > 0 && offset >= HOUR_MS - breakMs ? new Date(facts.startsAt.getTime() + elapsed - offset + HOUR_MS) : null;
}

export function playClock(facts: PlayClockFacts, at: Date): PlayClock {
  const { structure } = facts;
  const levelMs = facts.levelSeconds * 1000;
  const breakMs = facts.breakMinutes * 60_000;
  const playPerHour = HOUR_MS - breakMs;
  const elapsed = Math.max(0, at.getTime() - facts.startsAt.getTime());
  const hours = Math.floor(elapsed / HOUR_MS);
  const offset = elapsed - hours * HOUR_MS;
  const onBreak = breakMs > 0 && offset >= playPerHour;
  const played = hours * playPerHour + Math.min(offset, playPerHour);
  const index = Math.min(structure.length - 1, Math.floor(played / levelMs));
  const wallAt = (playMs: number): Date => {
    const fullHours = Math.floor(playMs / playPerHour);
    return new Date(facts.startsAt.getTime() + fullHours * HOUR_MS + (playMs - fullHours * playPerHour));
  };
  const hourStart = facts.startsAt.getTime() + hours * HOUR_MS;
  return {
    level: structure[index],
    nextLevel: structure[index + 1] ?? null,
    nextLevelAt: index + 1 < structure.length ? wallAt((index + 1) * levelMs) : null,
    breakEndsAt: breakEndsAt(facts, at),
    nextBreakAt: breakMs === 0 || onBreak ? null : new Date(hourStart + playPerHour),
  };
}

/** A day of hourly breaks: more is a schedule nobody reads. */
export const MAX_LISTED_BREAKS = 24;

export interface BlindTimeline {
  levels: { level: BlindLevel; startsAt: Date }[];
  /** The breaks that start before `until` (at most MAX_LISTED_BREAKS). */
  breaks: { startsAt: Date; endsAt: Date }[];
}

/**
 * When each level of the structure starts and when the breaks fall before `until` (the scheduled end), as the one
 * clock runs them: the lobby's blind schedule and the back office's preview of a structure.
 */
export function blindTimeline(facts: PlayClockFacts, until: Date): BlindTimeline {
  const levels: BlindTimeline['levels'] = [];
  let levelStart: Date | null = facts.startsAt;
  for (const level of facts.structure) {
    if (!levelStart) break;
    levels.push({ level, startsAt: levelStart });
    levelStart = playClock(facts, levelStart).nextLevelAt;
  }
  const breaks: BlindTimeline['breaks'] = [];
  let at = facts.startsAt;
  while (breaks.length < MAX_LISTED_BREAKS) {
    const breakStart = playClock(facts, at).nextBreakAt;
    if (!breakStart || breakStart.getTime() >= until.getTime()) break;
    const breakEnd = breakEndsAt(facts, breakStart)!;
    breaks.push({ startsAt: breakStart, endsAt: breakEnd });
    at = breakEnd;
  }
  return { levels, breaks };
}
