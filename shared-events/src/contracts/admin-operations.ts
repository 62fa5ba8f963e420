/** The back office's running operations (issue #26 items 3 and 4): schedules paused and resumed, tournaments in play. Types only. */

import type { TournamentStanding } from './results';
import type { GameType, Tournament, TournamentCurrency, TournamentSchedule } from './tournaments';

/** active: creates its coming tournaments; paused: creates none until resumed; deleted: never again. */
export type ScheduleState = 'active' | 'paused' | 'deleted';

/** POST /api/admin/schedules/:id/pause (and DELETE /api/admin/schedules/:id): the schedule after the change. */
export interface ScheduleChangeResponse {
  message: string;
  schedule: TournamentSchedule;
}

/** POST /api/admin/schedules/:id/resume: the schedule and the tournaments it created at once (from now on, never in the past). */
export interface ScheduleResumeResponse extends ScheduleChangeResponse {
  created: Tournament[];
}

/** A player seated at a table in play, as its seat map holds them. */
export interface AdminLiveSeat {
  seat: number;
  userId: number;
  username: string;
  stack: number;
  sittingOut: boolean;
  /** The table an admin's move sends them to when their hand ends, or null (the director's moves pick the player then). */
  movingToTableId: number | null;
}

export interface AdminLiveTable {
  id: number;
  /** Players seated there with chips (those busted in the hand in play excluded). */
  players: number;
  seats: AdminLiveSeat[];
}

/**
 * One tournament in play (seated, not finished): its field, its clock and its paid places as its standing has them
 * (TournamentStanding), its money and its tables. Times ISO 8601.
 */
export interface AdminLiveTournament extends Pick<
  TournamentStanding,
  | 'entries'
  | 'playersLeft'
  | 'averageStack'
  | 'paidPlaces'
  | 'level'
  | 'nextLevel'
  | 'nextLevelAt'
  | 'breakEndsAt'
  | 'nextBreakAt'
  | 'handForHand'
  | 'pausedAt'
> {
  id: number;
  name: string;
  gameType: GameType;
  tables: AdminLiveTable[];
  /** What the places share (the entries' money, or the guarantee if higher): a decimal string. */
  prizePool: string;
  currency: TournamentCurrency;
}

/** GET /api/admin/live: every tournament in play, oldest start first, read at `at`. */
export interface AdminLiveResponse {
  at: string;
  tournaments: AdminLiveTournament[];
}

/** POST /api/admin/tournaments/:id/move: a seated player to another table of the tournament, when their hand ends. */
export interface MovePlayerRequest {
  userId: number;
  toTableId: number;
}

/** The move decided: the player's table applies it at its next hand boundary (never in the middle of a hand). */
export interface PlayerMove {
  tournamentId: number;
  userId: number;
  fromTableId: number;
  toTableId: number;
  toSeat: number;
}

export interface MovePlayerResponse {
  message: string;
  move: PlayerMove;
}
