import type { LobbyBlinds } from 'shared-events/contracts';
import { tournamentBlindStructure } from './blind-structure';
import { breakEndsAt, playClock, type PlayClockFacts } from './play-clock';
import type { TournamentRow } from './tournaments.repository';

/** A day of hourly breaks: more is a schedule nobody reads. */
const MAX_BREAKS = 24;

/**
 * The tournament's blind structure with the moment each level starts and the breaks between, as its one clock
 * (play-clock.ts) runs them: the lobby marks the level in play from these times alone, with no word from the server. Breaks are listed up to the scheduled end.
 */
export function blindSchedule(
  row: Pick<TournamentRow, 'starts_at' | 'duration_minutes' | 'blind_speed_seconds' | 'break_minutes' | 'blind_structure' | 'starting_stack'>,
): LobbyBlinds {
  const facts: PlayClockFacts = {
    startsAt: row.starts_at,
    levelSeconds: row.blind_speed_seconds,
    breakMinutes: row.break_minutes,
    structure: tournamentBlindStructure(row),
  };
  const levels: LobbyBlinds['levels'] = [];
  let levelStart: Date | null = row.starts_at;
  for (const level of facts.structure) {
    if (!levelStart) break;
    levels.push({ ...level, startsAt: levelStart.toISOString() });
    levelStart = playClock(facts, levelStart).nextLevelAt;
  }
  const scheduledEnd = row.starts_at.getTime() + row.duration_minutes * 60_000;
  const breaks: LobbyBlinds['breaks'] = [];
  let at = row.starts_at;
  while (breaks.length < MAX_BREAKS) {
    const breakStart = playClock(facts, at).nextBreakAt;
    if (!breakStart || breakStart.getTime() >= scheduledEnd) break;
    const breakEnd = breakEndsAt(facts, breakStart)!;
    breaks.push({ startsAt: breakStart.toISOString(), endsAt: breakEnd.toISOString() });
    at = breakEnd;
  }
  return { levelSeconds: row.blind_speed_seconds, breakMinutes: row.break_minutes, levels, breaks };
}
