import { randomInt } from 'node:crypto';
import type { BlindLevel } from 'shared-events/contracts';
import {
  buildPots,
  createHand,
  evaluateCards,
  evaluateOmaha,
  forcedBets,
  legalActions,
  applyAction,
  positionsForNextHand,
  type HandState,
  type TablePositions,
  type Variant,
} from 'poker-engine';
import { openDeal, type GivenSeed, type HandDeal, type PendingDeal } from './table-deals';

/** Seats are numbered 1 to 8; the engine's seat indices are 0 to 7. */
export const TABLE_SEATS = 8;

/** One seat of the seat map. `stack` is the seat's chips before the current hand (the hand's state has them live). */
export interface TableSeat {
  seat: number;
  userId: number;
  /** The tournament entry whose chips these are (tables started before entries existed have none). */
  entryId?: number;
  stack: number;
  busted: boolean;
  /** What is left of the player's time bank (full again at every new level). */
  timeBankMs: number;
  /** Decisions in a row the server took because the player's time ran out. */
  timeouts: number;
  /** Blinds and antes posted, hands folded, until the player is back. */
  sittingOut: boolean;
  sitOutNextHand: boolean;
  leaveAfterHand: boolean;
  /** The player has a live connection (any tab, any server process). */
  connected: boolean;
  /** The player left the room: no longer dealt in, not shown; their chips are kept on record, out of play. */
  left: boolean;
}

/** A decision the server took for a player: the index of its entry in the hand's log, and why. */
export interface AutoDecision {
  logIndex: number;
  reason: 'timeout' | 'sittingOut';
}

/** The hand in play: the engine's state and the positions that map its players (by position) to seat indices. */
export interface TableHand {
  number: number;
  level: BlindLevel;
  positions: TablePositions;
  state: HandState;
  /** The acting seat's clock: it runs out at `deadline` (ISO), then the seat's time bank runs. */
  clock: { seat: number; deadline: string } | null;
  auto: AutoDecision[];
  /** Once the hand is complete: when the next one is dealt (ISO). */
  nextHandAt: string | null;
  /** When it was dealt (ISO); absent for a hand dealt before the hand history kept it. */
  dealtAt?: string;
  /** The tournament's hand-for-hand round this hand was dealt in (on the money bubble), if any. */
  round?: number;
  /** Its deal's commitment, secrets and client seeds (table-deals.ts); absent for a hand dealt before deals were committed to. */
  deal?: HandDeal;
  /** Once the hand is complete: the next hand's deal, committed to and taking seeds until it is dealt. */
  nextDeal?: PendingDeal;
  /** The winner of this hand, won uncontested, showed their cards in the pause after it. */
  shownAfterHand?: boolean;
}

/** A seat still in the game: not busted, not gone from the room. */
export const inPlay = (seat: TableSeat): boolean => !seat.busted && !seat.left;

/** A new seat: full time bank, playing, connected. */
export function newSeat(seat: number, userId: number, stack: number, timeBankMs: number): TableSeat {
  return {
    seat,
    userId,
    stack,
    busted: false,
    timeBankMs,
    timeouts: 0,
    sittingOut: false,
    sitOutNextHand: false,
    leaveAfterHand: false,
    connected: true,
    left: false,
  };
}

export const handComplete = (state: HandState): boolean => state.phase === 'complete';

export const seatOfPosition = (hand: TableHand, position: number): number => hand.positions.order[position] + 1;
export const positionOfSeat = (hand: TableHand, seat: number): number => hand.positions.order.indexOf(seat - 1);

/** A seat chosen uniformly among `seats` with the CSPRNG: the first hand's button. */
export function randomButtonSeat(seats: readonly TableSeat[]): number {
  return seats[randomInt(seats.length)].seat;
}

/**
 * Deals the next hand to every seat with chips, from the deck of the committed deal `pending` and the seeds its players
 * gave (`seeds`)
 * (table-deals.ts), else (a placeholder) from a fresh deck the engine shuffles with the CSPRNG. The button and blinds
 * move TDA dead-button style from `previous` (the first hand: the button at `firstButtonSeat`).
 */
export function dealHand(options: {
  seats: readonly TableSeat[];
  variant: Variant;
  level: BlindLevel;
  number: number;
  previous: TablePositions | null;
  firstButtonSeat: number;
  pending?: PendingDeal;
  seeds?: readonly GivenSeed[];
}): TableHand {
  const { seats, variant, level } = options;
  const occupied = Array.from({ length: TABLE_SEATS }, (_, index) => seats.some((s) => s.seat === index + 1 && inPlay(s) && s.stack > 0));
  const positions = positionsForNextHand(occupied, options.previous, options.firstButtonSeat - 1);
  const stackOf = (index: number) => seats.find((s) => s.seat === index + 1)!.stack;
  const dealtSeats = positions.order.map((index) => index + 1);
  const opened = options.pending && openDeal(options.pending, options.seeds ?? [], seats, dealtSeats);
  const bets = forcedBets(positions, { smallBlind: level.smallBlind, bigBlind: level.bigBlind, ante: level.ante });
  const state = createHand(
    {
      variant,
      startingStacks: positions.order.map(stackOf),
      blinds: bets.blinds,
      antes: bets.antes,
      minBet: level.bigBlind,
      deadAntes: bets.deadAntes,
    },
    opened ? { deck: opened.deck } : { shuffle: true },
  );
  const hand: TableHand = { number: options.number, level, positions, state, clock: null, auto: [], nextHandAt: null };
  if (opened) hand.deal = opened.deal;
  return hand;
}

/** The seat map after a completed hand: each player's stack is what the hand left them; no chips, busted. */
export function seatsAfterHand(seats: readonly TableSeat[], hand: TableHand): TableSeat[] {
  return seats.map((seat) => {
    const position = positionOfSeat(hand, seat.seat);
    if (position < 0) return seat;
    const stack = hand.state.stacks[position];
    return { ...seat, stack, busted: stack === 0 };
  });
}

/** The value of `position`'s best hand with the board so far, or null before there are five cards to make one. */
export function handValue(state: HandState, position: number): number | null {
  const hole = state.holeCards[position];
  if (hole.length === 0 || state.board.length < 3) return null;
  return state.config.variant === 'PLO' ? evaluateOmaha(hole, state.board) : evaluateCards([...hole, ...state.board]);
}

/**
 * Whether the showdown waits for its next player's choice (TDA rule 16): they may muck (the engine offers it) and their
 * hand cannot win any pot it is eligible for against the hands shown so far, so showing it is theirs to decide.
 */
export function showdownChoiceDue(state: HandState): boolean {
  if (state.phase !== 'showdown') return false;
  const mayMuck = legalActions(state, state.actor).some((action) => action.type === 'muck');
  return mayMuck && !couldWin(state, state.actor);
}

/**
 * Plays the showdown as far as it goes without a player's choice, in the engine's order (the last aggressor first,
 * else the first seat left of the button): a hand is shown when it must be (the engine allows no muck) or when it
 * could still win a pot it is eligible for against the hands shown so far. It stops at a beaten hand: its player
 * chooses (showdownChoiceDue).
 */
export function playShowdown(state: HandState): void {
  while (state.phase === 'showdown' && !showdownChoiceDue(state)) showdownStep(state, 'show');
}

/** The whole showdown, each beaten hand mucked (the table's default choice): for hands played without their players. */
export function playShowdownMuckingBeaten(state: HandState): void {
  for (playShowdown(state); state.phase === 'showdown'; playShowdown(state)) showdownStep(state, 'muck');
}

function showdownStep(state: HandState, type: 'show' | 'muck'): void {
  const outcome = applyAction(state, state.actor, { type });
  if (!outcome.ok) throw new Error(`showdown: ${outcome.reason}`);
}

/** The position that won the complete hand uncontested (everyone else folded), if it was. */
export function uncontestedWinner(state: HandState): number | null {
  if (state.phase !== 'complete') return null;
  const live = state.folded.flatMap((folded, position) => (folded ? [] : [position]));
  return live.length === 1 ? live[0] : null;
}

/** Whether `position` won the hand uncontested and may still show it: once, in the pause before the next deal. */
export function mayShowAfterHand(hand: TableHand, position: number): boolean {
  return position >= 0 && hand.nextHandAt !== null && !hand.shownAfterHand && uncontestedWinner(hand.state) === position;
}

function couldWin(state: HandState, position: number): boolean {
  const mine = handValue(state, position) ?? 0;
  return buildPots(state.committed, state.folded, state.deadMoney).some(
    (pot) =>
      pot.eligible.includes(position) &&
      pot.eligible.every((other) => other === position || !state.revealed[other] || (handValue(state, other) ?? 0) <= mine),
  );
}
