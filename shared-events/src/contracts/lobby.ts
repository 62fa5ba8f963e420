/**
 * A tournament's lobby tabs (GET /api/tournaments/{id}/lobby): its players, tables, payouts and blinds, read in one go.
 * Types only. Money is in USDT (numbers, as elsewhere in the API); chips are whole numbers.
 */
import type { BlindLevel } from './table';
import type { TournamentCurrency } from './tournaments';

/** Where the tournament is: registering (before the start), waiting (started, nobody dealt yet), playing, finished or cancelled. */
export type LobbyPhase = 'registering' | 'waiting' | 'playing' | 'finished' | 'cancelled';

/** One entry of the tournament (a re-entry is a row of its own). */
export interface LobbyPlayer {
  entryId: number;
  userId: number;
  username: string;
  /** The country of the player's profile, as stored (the full name, SPEC §3). */
  country: string;
  /** Chips of a live entry (the starting stack before its first seat); null once busted. */
  chips: number | null;
  /** The table the entry sits at or moves to (null before seating and once busted). */
  tableId: number | null;
  /** "12-003": the table's room label (SPEC §9). */
  tableLabel: string | null;
  /** Finishing place, once busted and placed (or won). */
  place: number | null;
  /** The prize paid to this entry, from the results (null until they are recorded, and for entries out of the money). */
  prize: number | null;
}

/** A table in play. */
export interface LobbyTable {
  tableId: number;
  label: string;
  players: number;
  chips: number;
  biggestStack: number;
  smallestStack: number;
}

/** A paid place: what it wins out of the current prize money for the current field. */
export interface LobbyPayout {
  place: number;
  prize: number;
}

export interface LobbyPayouts {
  /** Entries so far: the field the structure is chosen for. */
  entries: number;
  /** The money the places share: the larger of the pool and the guarantee. */
  prizeMoney: number;
  currency: TournamentCurrency;
  places: LobbyPayout[];
}

/** A level of the structure with the moment it starts by the tournament's clock. */
export interface LobbyBlindLevel extends BlindLevel {
  startsAt: string;
}

export interface LobbyBreak {
  startsAt: string;
  endsAt: string;
}

export interface LobbyBlinds {
  levelSeconds: number;
  breakMinutes: number;
  /** Every level, the last lasting until the end. The one in play is the last whose `startsAt` has passed. */
  levels: LobbyBlindLevel[];
  /** The breaks up to the scheduled end, at most a day of them (the level clock stops during a break). */
  breaks: LobbyBreak[];
}

export interface TournamentLobby {
  tournamentId: number;
  phase: LobbyPhase;
  /** Live entries by chips, then finished ones by place. */
  players: LobbyPlayer[];
  /** By label. */
  tables: LobbyTable[];
  payouts: LobbyPayouts;
  blinds: LobbyBlinds;
  /** Since when an operator has paused it between hands (ISO; null while it runs): its clock stands still. */
  pausedAt: string | null;
}
