/**
 * The live table (issue #15): what the server sends about a table and what a player may ask of it. Cards use the
 * standard two-character notation (`As`, `Td`, `9c`) everywhere. A hidden card is never sent as a placeholder value:
 * the public view says how many cards a seat holds, and only its owner's private view (on `user:{id}`) lists them,
 * until a legal showdown reveal puts them in the public view. Types and constants only.
 */
import type { GameType } from './tournaments';
import type { TableLogEntry } from './table-log';
import type { DealFairness } from './hand-history';

export type CardCode = string;

/** One blind level of a tournament's structure (the big-blind ante is posted by the big blind for the table). */
export interface BlindLevel {
  level: number;
  smallBlind: number;
  bigBlind: number;
  /** Big-blind ante; 0 before the structure's ante levels. */
  ante: number;
}

export type SeatStatus = 'active' | 'folded' | 'allIn' | 'sittingOut' | 'busted';

export interface TableSeatView {
  /** 1 to 8. */
  seat: number;
  userId: number;
  username: string;
  avatar: string | null;
  stack: number;
  /** Chips put in on the current street. */
  bet: number;
  status: SeatStatus;
  connected: boolean;
  /** Cards held in the current hand (2 for NLH, 4 for PLO; 0 when not in the hand). */
  holeCardCount: number;
  /**
   * Shown only after a legal showdown reveal, or by the winner of a hand won uncontested who chose to show them in the
   * pause after it; never a mucked hand.
   */
  revealedCards: CardCode[] | null;
  timeBankMs: number;
  /** Consecutive decisions the server took for the player (two sit them out). */
  timeouts: number;
  leavingAfterHand: boolean;
}

export type Street = 'preflop' | 'flop' | 'turn' | 'river' | 'showdown' | 'complete';

export interface TablePot {
  amount: number;
  /** Seats that may win it. */
  eligibleSeats: number[];
}

export type PlayerActionType = 'fold' | 'check' | 'call' | 'bet' | 'raise';

/**
 * A showdown choice (TDA rule 16): a player whose hand is beaten by a hand already shown may show it or muck it (the
 * server mucks it when their clock runs out; a hand that could still win is tabled without asking). `show` is also
 * how the winner of a hand won uncontested shows their cards in the pause after it.
 */
export type ShowdownActionType = 'show' | 'muck';

export interface TableActionRecord {
  /** Its place in the hand's record of events: a new number is a new action, even the same seat doing the same again. */
  sequence: number;
  seat: number;
  type: PlayerActionType | 'post';
  /**
   * Set when the server took the decision for the player: `timeout` when their clock and time bank ran out (a check
   * when they could, else a fold), `sittingOut` when they sit out (a fold).
   */
  auto: 'timeout' | 'sittingOut' | null;
  /** For bet and raise the total the seat put in on the street ("raise to"); for call and post the chips added. */
  amount: number;
  allIn: boolean;
}

export interface PotAward {
  potIndex: number;
  seat: number;
  amount: number;
  /** The winning hand's name at showdown, e.g. "Full House, Kings over Twos"; null when everyone else folded. */
  handName: string | null;
  /** The five cards of that hand (hole and board cards), raised on the felt; null when everyone else folded. */
  cards: CardCode[] | null;
}

export interface TableHandView {
  handNumber: number;
  dealerSeat: number;
  smallBlindSeat: number | null;
  bigBlindSeat: number;
  street: Street;
  board: CardCode[];
  pots: TablePot[];
  actingSeat: number | null;
  /**
   * When the acting seat's own clock runs out (ISO); its time bank (the seat's `timeBankMs`) runs from then, and when
   * that is spent too the server checks or folds for the player.
   */
  actionDeadline: string | null;
  lastAction: TableActionRecord | null;
  /** Set when the hand is complete. */
  awards: PotAward[] | null;
  /**
   * Who shows first at a showdown (TDA: the last street's last aggressor, else the first seat left of the button still
   * in); the other hands are shown clockwise from there. Null until the hand reaches a showdown.
   */
  showsFirst: number | null;
  /**
   * The deal's commitment (provably fair deals, poker-engine FAIRNESS.md), published before the hand was dealt, and how
   * many players' seeds the deal order was drawn with. Absent or null for a hand dealt before deals were committed to.
   */
  deal?: { handKey: string; commitment: string; clientSeedCount: number } | null;
  /**
   * Once the hand is complete: the deal's reveal, with the board and the hands shown down opened (nothing else), so
   * anyone can check those cards against the commitment.
   */
  fairness?: DealFairness | null;
}

export type TableStatus = 'waiting' | 'playing' | 'finished';

/** The public view of a table: what a spectator sees, and every player sees besides their own cards. */
export interface TableView {
  tableId: number;
  tournamentId: number;
  gameType: GameType;
  status: TableStatus;
  level: BlindLevel;
  /** When the next blind level starts (ISO); null on the last level. */
  nextLevelAt: string | null;
  nextLevel: BlindLevel | null;
  seats: TableSeatView[];
  hand: TableHandView | null;
  /** The clock every decision gets, and the time bank each player has at the start of each level. */
  clock: { actionSeconds: number; timeBankSeconds: number };
  /** When the next hand is dealt (ISO), while a completed hand is shown or the table waits; null otherwise. */
  nextHandAt: string | null;
  /** The tournament's break: when it ends while every table is on it, else when the next one starts (ISO; null without breaks). */
  breakEndsAt: string | null;
  nextBreakAt: string | null;
  /**
   * Since when an operator has paused the tournament (ISO; null while it runs): the hand in play finishes, then no hand
   * is dealt and the clock stands still until the resume.
   */
  pausedAt: string | null;
  /**
   * The next hand's commitment, published when the previous hand completes: until that hand is dealt each seated player
   * may give a seed of their own (`table:seed`). Null when none is waiting.
   */
  nextDeal?: { handNumber: number; handKey: string; commitment: string } | null;
}

/** What one player may do now; amounts of bet and raise are the street totals ("raise to"). */
export type LegalAction =
  | { type: 'fold' }
  | { type: 'check' }
  | { type: 'call'; amount: number }
  | { type: 'bet'; min: number; max: number }
  | { type: 'raise'; min: number; max: number }
  | { type: 'show' }
  | { type: 'muck' };

/** Sent only to the owner, on `user:{id}`: their cards in the hand and, on their turn, what they may do. */
export interface TablePrivateView {
  tableId: number;
  handNumber: number;
  seat: number;
  cards: CardCode[];
  /** The name of the best hand the cards make with the board so far, e.g. "Two Pair, Aces and Sevens". */
  bestHand: string | null;
  legalActions: LegalAction[] | null;
  /** The player's own boxes, as the server holds them. */
  sitOutNextHand: boolean;
  leaveAfterHand: boolean;
  /**
   * The player sits out (by choice from the next hand, after leaving, or after two timeouts in a row): their blinds and
   * antes are still posted and their hands folded until they ask to come back (`table:back`, the "I'm back" button).
   */
  sittingOut: boolean;
  /**
   * You won the last hand uncontested and the next is not dealt yet: you may show your cards to the table (`table:act`
   * with `show` and that hand's number), once.
   */
  mayShowCards?: boolean;
}

/** Channel frame events: `table:state` on `table:{id}`, `table:private` on `user:{id}`. */
export interface TableStateFrame {
  view: TableView;
  /** The hand log entries the change added since the table's previous frame (table-log.ts). */
  log: TableLogEntry[];
}
export interface TablePrivateFrame {
  view: TablePrivateView;
}
/**
 * `table:moved` on `user:{id}`: the tournament moved the player (balancing, or their table broke) to `seat` at
 * `toTableId`, with their stack, time bank and sit-out state; they are dealt in there from its next hand.
 */
export interface TableMovedFrame {
  tournamentId: number;
  fromTableId: number;
  toTableId: number;
  seat: number;
}

/**
 * `table:watchers`, to the followers of `table:{id}` whenever it changes (someone opens or leaves the table, a socket
 * closes, a seat busts): how many signed-in users follow the table without a seat in play there, each counted once
 * whatever their tabs and server processes. A passing count, not part of the channel's state: it is sent outside its
 * numbered frames, and again to every follower when one more subscribes.
 */
export interface TableWatchersPayload {
  tableId: number;
  watching: number;
}

/** Request events (through the real-time seam's `request`). */
export const TABLE_REQUESTS = {
  act: 'table:act',
  sitOutNextHand: 'table:sitOutNextHand',
  back: 'table:back',
  leaveAfterHand: 'table:leaveAfterHand',
  seed: 'table:seed',
} as const;

/**
 * A decision. `handNumber` and `seq` (the table channel's seq the player saw) make an action taken on a stale view
 * fail with a code instead of landing on a later decision.
 */
export interface TableActRequest {
  tableId: number;
  handNumber: number;
  seq: number;
  action: PlayerActionType | ShowdownActionType;
  /** For bet and raise: the street total. */
  amount?: number;
}

/** `table:sitOutNextHand` and `table:leaveAfterHand`: set or clear the box. */
export interface TableFlagRequest {
  tableId: number;
  value: boolean;
}

/** `table:back`: the player who sits out plays again from the next hand. */
export interface TableBackRequest {
  tableId: number;
}

/**
 * `table:seed`: a seated player's contribution to the deal order of the committed next hand (`TableView.nextDeal`),
 * 16 to 64 lowercase hex characters, before that hand is dealt; one per seat, the first one stands.
 */
export interface TableSeedRequest {
  tableId: number;
  handNumber: number;
  seed: string;
}
