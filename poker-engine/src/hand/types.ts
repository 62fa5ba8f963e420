import type { Card } from '../cards';
import type { Refusal } from './refusals';

export type Variant = 'NLHE' | 'PLO';

/**
 * Players are indexed by position, not by table seat: index 0 is the first seat left of the button and
 * the last index is the button (PHH's p1 … pN). Heads-up, index 0 is the big blind and index 1 the button,
 * who posts the small blind. The table maps seats to indices (see `positionsForNextHand`).
 */
export interface HandConfig {
  variant: Variant;
  startingStacks: number[];
  /** The blind each index posts, 0 for none (a dead small blind is simply absent). */
  blinds: number[];
  antes: number[];
  /** The smallest bet, and the smallest raise increment at the start of every street: the big blind. */
  minBet: number;
  /**
   * true: antes are dead money in the main pot, which everyone still in may win (big-blind ante).
   * false: antes count as each player's contribution, so a player short of the ante wins only what he
   * matched (PHH `ante_trimming_status = true`).
   */
  deadAntes: boolean;
  /**
   * Who comes first when a player cannot cover blind and ante. TDA 2024: the big blind ('blindFirst').
   * 'anteFirst' is PokerKit's order, kept only to replay hand histories recorded that way.
   */
  postingOrder?: 'blindFirst' | 'anteFirst';
}

export type Phase = 'dealHole' | 'betting' | 'showdown' | 'dealBoard' | 'complete';

export const STREET_NAMES = ['preflop', 'flop', 'turn', 'river'] as const;
export type StreetName = (typeof STREET_NAMES)[number];

export type PlayerAction =
  | { type: 'fold' }
  | { type: 'check' }
  | { type: 'call' }
  | { type: 'bet'; amount: number }
  | { type: 'raise'; amount: number }
  /** `cards` only when the record did not know them (replay of `??` hole cards). */
  | { type: 'show'; cards?: Card[] }
  | { type: 'muck' };

export type DealerAction = { type: 'dealHole'; player: number; cards: Card[] } | { type: 'dealBoard'; cards: Card[] };

/** One line of the hand's history, in the order it happened; enough to write the hand as PHH. */
export type LoggedAction =
  | { player: number; type: 'fold' | 'check' | 'call' | 'muck'; amount?: number }
  | { player: number; type: 'bet' | 'raise'; amount: number }
  | { player: number; type: 'show'; cards: Card[] }
  | { player: -1; type: 'dealHole'; target: number; cards: Card[] }
  | { player: -1; type: 'dealBoard'; cards: Card[] };

export type LegalAction =
  | { type: 'fold' }
  | { type: 'check' }
  | { type: 'call'; amount: number }
  /** Amounts are "to": the player's total bet on this street after the action. */
  | { type: 'bet'; min: number; max: number }
  | { type: 'raise'; min: number; max: number }
  | { type: 'show' }
  | { type: 'muck' };

export interface PotResult {
  amount: number;
  eligible: number[];
  winners: number[];
  /** What each winner got, in the order of `winners` (odd chips first to the seat left of the button). */
  shares: number[];
}

export interface HandResult {
  pots: PotResult[];
  /** Chips each index received from the pots. */
  winnings: number[];
  /** Hand value (see evaluator) of each player who showed, else 0. */
  handValues: number[];
}

/** The whole hand as plain JSON data: persist it with JSON.stringify and resume it after a restart. */
export interface HandState {
  config: HandConfig;
  phase: Phase;
  /** 0 preflop, 1 flop, 2 turn, 3 river. */
  street: number;
  stacks: number[];
  /** Chips in front of each player on the current street. */
  bets: number[];
  /** Live chips each player has put in over the hand (bets included, dead antes not). */
  committed: number[];
  /** Chips already gathered into the middle (earlier streets, antes). */
  collected: number;
  deadMoney: number;
  folded: boolean[];
  holeCards: Card[][];
  board: Card[];
  /** Undealt cards when the engine deals itself; null when a dealer (or a hand history) supplies cards. */
  deck: Card[] | null;
  /** Index of whoever must act, -1 when the dealer or nobody is next. */
  actor: number;
  currentBet: number;
  /** The last full bet or raise increment on this street: the minimum raise. */
  minRaise: number;
  /** The bet level each player last acted at on this street, -1 if not yet. */
  actedAt: number[];
  /** Who shows first: the last street's last aggressor, else the first player to act on it. */
  opener: number;
  /** True once hands were shown with board cards still to come (everyone all in). */
  runout: boolean;
  showdownQueue: number[];
  revealed: boolean[];
  mucked: boolean[];
  log: LoggedAction[];
  result: HandResult | null;
}

export type ActionOutcome = { ok: true } | Refusal;
