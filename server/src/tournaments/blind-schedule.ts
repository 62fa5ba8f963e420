import { blindTimeline, type LobbyBlinds } from 'shared-events/contracts';
import { tournamentClockFacts, type ClockedRow } from './clock-facts';
import type { TournamentRow } from './tournaments.repository';

/**
 * The tournament's blind structure with the moment each level starts and the breaks between, as its one clock
 * (shared-events contracts/play-clock.ts) runs them: the lobby marks the level in play from these times alone, with no word from the server. Breaks are listed up to the scheduled end.
 */
export function blindSchedule(row: ClockedRow & Pick<TournamentRow, 'duration_minutes'>, at: Date): LobbyBlinds {
  // As the clock stands at `at` (clock-facts.ts): after a pause every time has moved on by it, the scheduled end too.
  const facts = tournamentClockFacts(row, at);
  const { levels, breaks } = blindTimeline(facts, new Date(facts.startsAt.getTime() + row.duration_minutes * 60_000));
  return {
    levelSeconds: row.blind_speed_seconds,
    breakMinutes: row.break_minutes,
    levels: levels.map(({ level, startsAt }) => ({ ...level, startsAt: startsAt.toISOString() })),
    breaks: breaks.map(({ startsAt, endsAt }) => ({ startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() })),
  };
}
