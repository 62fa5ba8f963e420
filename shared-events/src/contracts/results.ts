/** Tournament results (issue #12): who finished where and what each place won. Types only. */
import type { TournamentCurrency } from './tournaments';

/** One paid (or placed) finisher, 1st first. */
export interface TournamentResultEntry {
  place: number;
  /** USDT won (0 for a place the prize structure does not pay). */
  prize: number;
  user: { id: number; username: string; avatar: string | null; country: string };
}

/**
 * GET /api/tournaments/:id/results and GET /api/users/tournaments/:id/results (public). Until the tournament is
 * paid out: `paidOut: false`, `paidOutAt: null` and no results.
 */
export interface TournamentResultsResponse {
  tournamentId: number;
  paidOut: boolean;
  paidOutAt: string | null;
  currency: TournamentCurrency;
  /** The prize money the places share: max(entry money in the pool, guarantee), in USDT. */
  pool: number;
  results: TournamentResultEntry[];
}

/** POST /api/admin/tournaments/:id/results: the finishing order, user ids with the winner first. */
export interface RecordTournamentResultsRequest {
  places: number[];
}

export interface RecordTournamentResultsResponse {
  message: string;
  results: TournamentResultsResponse;
}

/** tournament:resultsPublished (broadcast to every socket) once a tournament's results are paid out. */
export interface TournamentResultsPublishedPayload {
  tournamentId: number;
  name: string;
}
