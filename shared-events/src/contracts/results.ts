/** Tournament results (issue #12): who finished where and what each place won. Types only. */
import type { TournamentCurrency } from './tournaments';
import type { BlindLevel } from './table';

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

/**
 * GET /api/tournaments/:id/standing: where a tournament in play stands (issue #23 item 5), the same for every table:
 * players left of the entries, the average stack, the places paid, the tournament's clock (level, next level, break)
 * and, for a signed-in player, their rank by stack (or their finishing place and prize once out).
 */
export interface TournamentStanding {
  tournamentId: number;
  /** waiting: before the first deal; playing: tables in play; finished: one player holds every chip. */
  phase: 'waiting' | 'playing' | 'finished';
  entries: number;
  playersLeft: number;
  averageStack: number;
  paidPlaces: number;
  level: BlindLevel;
  nextLevel: BlindLevel | null;
  nextLevelAt: string | null;
  breakEndsAt: string | null;
  nextBreakAt: string | null;
  /** On the money bubble every table plays one hand at a time (hand-for-hand). */
  handForHand: boolean;
  /**
   * Since when an operator has paused the tournament between hands (ISO; null while it runs): no new hand is dealt and
   * the clock stands still, its times (next level, next break) those of a resume now.
   */
  pausedAt: string | null;
  winner: { userId: number; username: string } | null;
  /** The signed-in player's entry: rank by stack while in, place (and prize in USDT, once paid) once out. */
  you: { stack: number | null; rank: number | null; place: number | null; prize: number | null; tableId: number | null } | null;
}
