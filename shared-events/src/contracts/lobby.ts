/**
 * A tournament's lobby tabs (GET /api/tournaments/{id}/lobby): a page of its players and of its tables, its payouts and
 * blinds, read in one go. Types and the paging constants only. Money is in USDT (numbers, as elsewhere in the API); chips are whole numbers.
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
  /**
   * Its standing in the whole field, whatever the page or search: the place once placed, else its position among the
   * live entries by chips (by registration before the start); null for an entry out but not placed yet.
   */
  rank: number | null;
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
  /** The page asked of the paid places, from 1st; `count` is every paid place (about 15 % of a large field). */
  places: LobbyListPage<LobbyPayout>;
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

/**
 * Rows of the Players, Tables and Payouts tabs a page holds unless the query sets its limit (`playersLimit`,
 * `tablesLimit`, `payoutsLimit`).
 */
export const LOBBY_PAGE_LIMIT = 50;
/** The largest `playersLimit`, `tablesLimit` and `payoutsLimit` the server takes. */
export const LOBBY_MAX_PAGE_LIMIT = 100;
/** The longest `playersSearch` the server takes, once trimmed. */
export const LOBBY_SEARCH_MAX_LENGTH = 32;
/**
 * How long a server process serves a tournament's lobby it computed (every reader's page within it is cut from that
 * one computation): a page read right after a change may predate it by up to this, so live tabs read once more then.
 */
export const LOBBY_CACHE_MS = 1_000;

/**
 * The query of GET /api/tournaments/{id}/lobby, every part optional: each of its three lists is paged as every list of
 * the API is (`page` from 1, `limit` LOBBY_PAGE_LIMIT by default, at most LOBBY_MAX_PAGE_LIMIT), under its own names;
 * `playersSearch` keeps the entries whose username holds it, case aside (trimmed, at most LOBBY_SEARCH_MAX_LENGTH).
 */
export interface TournamentLobbyQuery {
  playersPage?: number;
  playersLimit?: number;
  playersSearch?: string;
  tablesPage?: number;
  tablesLimit?: number;
  payoutsPage?: number;
  payoutsLimit?: number;
}

/** One page of a lobby list, in the shape of every paged list of the API: `count` is of the rows on every page. */
export interface LobbyListPage<Row> {
  rows: Row[];
  count: number;
  page: number;
  limit: number;
}

export interface TournamentLobby {
  tournamentId: number;
  phase: LobbyPhase;
  /** The page asked of the entries matching the search (all of them without one): live entries by chips, then finished ones by place. */
  players: LobbyListPage<LobbyPlayer>;
  /** The page asked of the tables in play, by label. */
  tables: LobbyListPage<LobbyTable>;
  payouts: LobbyPayouts;
  blinds: LobbyBlinds;
  /** Since when an operator has paused it between hands (ISO; null while it runs): its clock stands still. */
  pausedAt: string | null;
}
