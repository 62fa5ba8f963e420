import { computeTournamentStatus, type Tournament } from 'shared-events/contracts';

/** The dashboard shows a few cards and links to the lobby for the rest. */
export const AVAILABLE_CARDS_LIMIT = 6;

/** SPEC §2 Dashboard: the tournaments open for registration by the clock (not the stored status), soonest first. */
export function availableTournaments(tournaments: readonly Tournament[], now: number): Tournament[] {
  return tournaments
    .filter(
      (tournament) =>
        computeTournamentStatus(
          {
            startsAt: tournament.startsAt,
            lateRegMinutes: tournament.lateRegMin,
            durationMinutes: tournament.durationMinutes,
            cancelled: tournament.status === 'cancelled',
          },
          now,
        ) === 'registering',
    )
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}
