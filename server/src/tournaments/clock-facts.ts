import type { PlayClockFacts } from 'shared-events/contracts';
import { tournamentBlindStructure } from './blind-structure';
import type { TournamentRow } from './tournaments.repository';

/** An operator's pauses of a tournament (migration 24). */
export interface ClockPauses {
  /** Since when it is paused; null while it runs. */
  pausedAt: Date | null;
  /** The length of the pauses that ended. */
  pausedMs: number;
}

/** How long the clock has stood still by `at`: the pauses that ended and the one in progress, up to `at`. */
function pausedMsAt(pauses: ClockPauses, at: Date): number {
  return pauses.pausedMs + (pauses.pausedAt ? Math.max(0, at.getTime() - pauses.pausedAt.getTime()) : 0);
}

/**
 * The one clock's facts as they stand at `at` (issue #26): the start moved on by the time paused, the pause in
 * progress included. So playClock(facts, at) reads, all through a pause, the level and the time left in it that the
 * pause froze, and its times (next level, next break, a break's end) are those of a resume at `at`. Every reading of a
 * tournament's clock goes through here: the tables, the director, the standing, the lobby's schedule.
 */
export function clockFactsOf(facts: PlayClockFacts & ClockPauses, at: Date): PlayClockFacts {
  const { startsAt, levelSeconds, breakMinutes, structure } = facts;
  return { startsAt: new Date(startsAt.getTime() + pausedMsAt(facts, at)), levelSeconds, breakMinutes, structure };
}

export const pausesOf = (row: Pick<TournamentRow, 'paused_at' | 'paused_ms'>): ClockPauses => ({
  pausedAt: row.paused_at === null ? null : new Date(row.paused_at),
  pausedMs: Number(row.paused_ms),
});

export type ClockedRow = Pick<
  TournamentRow,
  'starts_at' | 'blind_speed_seconds' | 'break_minutes' | 'blind_structure' | 'starting_stack' | 'paused_at' | 'paused_ms'
>;

/** clockFactsOf a tournament's row. */
export function tournamentClockFacts(row: ClockedRow, at: Date): PlayClockFacts {
  const facts = {
    startsAt: new Date(row.starts_at),
    levelSeconds: row.blind_speed_seconds,
    breakMinutes: row.break_minutes,
    structure: tournamentBlindStructure(row),
  };
  return clockFactsOf({ ...facts, ...pausesOf(row) }, at);
}

/**
 * The time a tournament's clock has stood still by `now` (an interval expression over the tournaments row, `table`
 * its alias; `now` a timestamptz expression): for SQL that reads a deadline on the clock (late registration, the
 * scheduled end) as the start plus minutes plus this, as tournamentClock does with tournamentTimes' pauses.
 */
export function pausedSql(now: string, table = ''): string {
  const column = (name: string) => (table ? `${table}.${name}` : name);
  return `(${column('paused_ms')} * interval '1 millisecond'
    + CASE WHEN ${column('paused_at')} IS NULL THEN interval '0' ELSE greatest(interval '0', ${now} - ${column('paused_at')}) END)`;
}
