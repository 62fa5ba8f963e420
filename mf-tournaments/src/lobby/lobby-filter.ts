import type { Tournament, TournamentStatus } from 'shared-events/contracts';
import { clockStatus } from '../attend/clock-status';

export type StatusFilter = 'all' | TournamentStatus;

/** The status filter's options (SPEC §2), in the spec's order; "completed" reads "Finished". */
export const STATUS_FILTERS: readonly { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'registering', label: 'Registering' },
  { value: 'late reg', label: 'Late Reg' },
  { value: 'running', label: 'Running' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'completed', label: 'Finished' },
];

export interface LobbyFilter {
  search: string;
  status: StatusFilter;
}

/** The rows the lobby shows: names containing the search text (any case) whose clock status matches. */
export function filterTournaments(tournaments: readonly Tournament[], { search, status }: LobbyFilter, now: number): Tournament[] {
  const text = search.trim().toLocaleLowerCase();
  return tournaments.filter(
    (tournament) => (!text || tournament.name.toLocaleLowerCase().includes(text)) && (status === 'all' || clockStatus(tournament, now) === status),
  );
}
