import type { Tournament } from 'shared-events/contracts';
import { isRegisteredFor } from '../attend/attend-action';
import { clockStatus } from '../attend/clock-status';

/**
 * The tournaments where the player may sit at a table now: registered for them, and in play by the clock (late
 * registration or running). Only these are asked where the player's chips are, so the dashboard reads few standings.
 */
export function tournamentsInPlayFor(tournaments: readonly Tournament[], registeredIds: readonly number[] | undefined, now: number): Tournament[] {
  return tournaments.filter((tournament) => {
    const status = clockStatus(tournament, now);
    return (status === 'late reg' || status === 'running') && isRegisteredFor(tournament, registeredIds);
  });
}
