import type { Tournament } from 'shared-events/contracts';
import { clockStatus } from '../attend/clock-status';

/** The dashboard shows a few cards and links to the lobby for the rest. */
export const AVAILABLE_CARDS_LIMIT = 6;

/** SPEC §2 Dashboard: the tournaments open for registration by the clock (not the stored status), soonest first. */
export function availableTournaments(tournaments: readonly Tournament[], now: number): Tournament[] {
  return tournaments
    .filter((tournament) => clockStatus(tournament, now) === 'registering')
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}
