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

/** Seats are numbered 1 to 8; the engine's seat indices are 0 to 7. */
export const TABLE_SEATS = 8;

/** One seat of the seat map. `stack` is the seat's chips before the current hand (the hand's state has them live). */
export interface TableSeat {
  seat: number;
  userId: number;
  stack: number;
  busted: boolean;
}

/** The hand in play: the engine's state and the positions that map its players (by position) to seat indices. */
export interface TableHand {
  number: number;
  level: BlindLevel;
  positions: TablePositions;
  state: HandState;
}

export const handComplete = (state: HandState): boolean => state.phase === 'complete';

export const seatOfPosition = (hand: TableHand, position: number): number => hand.positions.order[position] + 1;
export const positionOfSeat = (hand: TableHand, seat: number): number => hand.positions.order.indexOf(seat - 1);

/** A seat chosen uniformly among `seats` with the CSPRNG: the first hand's button. */
export function randomButtonSeat(seats: readonly TableSeat[]): number {
  return seats[randomInt(seats.length)].seat;
}

/**
 * Deals the next hand to every seat with chips, the engine shuffling a fresh deck with the CSPRNG. The button and
 * blinds move TDA dead-button style from `previous` (the first hand: the button at `firstButtonSeat`).
 */
export function dealHand(options: {
  seats: readonly TableSeat[];
  variant: Variant;
  level: BlindLevel;
  number: number;
  previous: TablePositions | null;
  firstButtonSeat: number;
}): TableHand {
  const { seats, variant, level } = options;
  const occupied = Array.from({ length: TABLE_SEATS }, (_, index) => seats.some((s) => s.seat === index + 1 && !s.busted && s.stack > 0));
  const positions = positionsForNextHand(occupied, options.previous, options.firstButtonSeat - 1);
  const stackOf = (index: number) => seats.find((s) => s.seat === index + 1)!.stack;
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
    { shuffle: true },
  );
  return { number: options.number, level, positions, state };
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
 * Plays the showdown for the players, as a careful dealer would let them: a hand is shown when it must be (the
 * engine allows no muck) or when it could still win a pot it is eligible for against the hands shown so far;
 * otherwise it is mucked and never revealed. Players choose nothing here yet (issue #15 part 3 may add it).
 */
export function playShowdown(state: HandState): void {
  while (state.phase === 'showdown') {
    const position = state.actor;
    const mayMuck = legalActions(state, position).some((action) => action.type === 'muck');
    const outcome = applyAction(state, position, { type: mayMuck && !couldWin(state, position) ? 'muck' : 'show' });
    if (!outcome.ok) throw new Error(`showdown: ${outcome.reason}`);
  }
}

function couldWin(state: HandState, position: number): boolean {
  const mine = handValue(state, position) ?? 0;
  return buildPots(state.committed, state.folded, state.deadMoney).some(
    (pot) =>
      pot.eligible.includes(position) &&
      pot.eligible.every((other) => other === position || !state.revealed[other] || (handValue(state, other) ?? 0) <= mine),
  );
}
