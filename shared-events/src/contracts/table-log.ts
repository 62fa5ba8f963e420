/**
 * The hand log of a table (issue #24): what a player at the table would have seen happen, in order, public facts
 * only — the board as it came, blinds and antes, each action with its amount, uncalled bets returned, hands shown at a
 * legal showdown (never a mucked hand, never a hole card otherwise) and who won what. The server writes every entry;
 * GET /api/tables/{id}/log answers the last hands' and each `table:state` frame carries the ones its change added.
 * Types only.
 */
import type { BlindLevel, CardCode, PlayerActionType } from './table';

/** `handNumber` and `index` (its place among the hand's entries, from 0) name an entry: the same entry has them everywhere. */
interface EntryPlace {
  handNumber: number;
  index: number;
}

/** A seat of the hand and the name of the player who held it. */
interface SeatPlayer {
  seat: number;
  username: string;
}

export type TableLogEntry = EntryPlace &
  (
    | { kind: 'hand'; level: BlindLevel; dealerSeat: number }
    | (SeatPlayer & { kind: 'post'; blind: 'smallBlind' | 'bigBlind' | 'ante'; amount: number; allIn: boolean })
    /** `cards`: the ones this street added; `board`: all of them so far. */
    | { kind: 'street'; street: 'flop' | 'turn' | 'river'; cards: CardCode[]; board: CardCode[] }
    /**
     * For bet and raise `amount` is the seat's total on the street ("raises to"); for call the chips added; 0 for fold
     * and check. `auto`: the server decided for the player (their time ran out, or they sit out).
     */
    | (SeatPlayer & { kind: 'action'; type: PlayerActionType; amount: number; allIn: boolean; auto: 'timeout' | 'sittingOut' | null })
    | (SeatPlayer & { kind: 'uncalled'; amount: number })
    /** `handName`: what the cards make with the board as it was when they were shown (null before the flop). */
    | (SeatPlayer & { kind: 'shows'; cards: CardCode[]; handName: string | null })
    | (SeatPlayer & { kind: 'mucks' })
    /** Pot 0 is the main pot, 1 the first side pot…; `potCount` 1: the only pot. `handName` null: everyone else folded. */
    | (SeatPlayer & { kind: 'wins'; amount: number; potIndex: number; potCount: number; handName: string | null })
  );

export type TableLogEntryKind = TableLogEntry['kind'];

/** GET /api/tables/{id}/log: the entries of the table's last hands (the current one included), oldest first. */
export interface TableLogResponse {
  tableId: number;
  entries: TableLogEntry[];
}
