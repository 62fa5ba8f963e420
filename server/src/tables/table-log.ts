import type { BlindLevel, PlayerActionType, TableLogEntry } from 'shared-events/contracts';
import {
  applyAction,
  applyDealerAction,
  createHand,
  formatCard,
  handName,
  STREET_NAMES,
  type ActionOutcome,
  type HandState,
  type LoggedAction,
  type TablePositions,
} from 'poker-engine';
import { handValue, uncontestedWinner, type AutoDecision } from './table-model';

/** A hand as far as it went: any state of it (its log is read up to where it is) with the table's facts about it. */
export interface LoggedHand {
  number: number;
  level: BlindLevel;
  positions: TablePositions;
  state: HandState;
  auto: readonly AutoDecision[];
  /** Its winner, uncontested, showed their cards after it. */
  shownAfterHand?: boolean;
}

/** The name of the player who held `seat` in the hand. */
export type SeatNames = (seat: number) => string;

type WithoutPlace<E> = E extends TableLogEntry ? Omit<E, 'handNumber' | 'index'> : never;
type Entry = WithoutPlace<TableLogEntry>;

const BETTING = new Set<string>(['fold', 'check', 'call', 'bet', 'raise']);

/**
 * The public log of a hand, from the engine's own record of it. The hand is dealt again from its configuration and
 * its record is applied step by step (the cards its record names), so that what the record does not say is read
 * from the chips: the blinds and antes posted, an all-in, and the uncalled part of a bet that went back (the engine
 * returns it silently when a betting round ends). Hole cards are only ever applied, never written: a hand appears
 * only where its record has it shown at the showdown. The entries of a hand's first steps are the same however far
 * the hand went, so an entry is named by its hand and place, wherever it was read.
 */
export function handLog(hand: LoggedHand, nameOf: SeatNames): TableLogEntry[] {
  return tellHand(hand, nameOf).entries;
}

/** The hand's entries, and where the entries of each step of its record begin (the last: after every step). */
function tellHand(hand: LoggedHand, nameOf: SeatNames): { entries: TableLogEntry[]; firstOfStep: number[] } {
  const { state, positions } = hand;
  const seatOf = (position: number) => positions.order[position] + 1;
  const player = (position: number) => ({ seat: seatOf(position), username: nameOf(seatOf(position)) });
  const replay = createHand(state.config);
  const entries: Entry[] = [{ kind: 'hand', level: hand.level, dealerSeat: positions.buttonSeat + 1 }, ...posts(replay, positions, player)];

  const firstOfStep: number[] = [];
  state.log.forEach((logged, logIndex) => {
    firstOfStep.push(entries.length);
    const committed = [...replay.committed];
    const added = chipsAdded(replay, logged);
    const outcome = step(replay, logged);
    if (!outcome.ok) throw new Error(`hand ${hand.number}: step ${logIndex} (${logged.type}) does not replay: ${outcome.reason}`);
    // A bet's uncalled part is the only way chips a seat committed come back to it.
    const returned = committed.map((chips, position) => chips + (position === logged.player ? added : 0) - replay.committed[position]);
    if (logged.type === 'dealBoard') {
      const board = replay.board.map(formatCard);
      entries.push({ kind: 'street', street: STREET_NAMES[replay.street] as 'flop' | 'turn' | 'river', cards: logged.cards.map(formatCard), board });
    } else if (BETTING.has(logged.type)) {
      const allIn = logged.type !== 'fold' && logged.type !== 'check' && replay.stacks[logged.player] - returned[logged.player] === 0;
      const auto = hand.auto.find((decision) => decision.logIndex === logIndex)?.reason ?? null;
      const amount = logged.type === 'call' ? added : logged.type === 'bet' || logged.type === 'raise' ? logged.amount : 0;
      entries.push({ kind: 'action', ...player(logged.player), type: logged.type as PlayerActionType, amount, allIn, auto });
    } else if (logged.type === 'show') {
      const value = handValue(replay, logged.player);
      entries.push({
        kind: 'shows',
        ...player(logged.player),
        cards: logged.cards.map(formatCard),
        handName: value === null ? null : handName(value),
      });
    } else if (logged.type === 'muck') {
      entries.push({ kind: 'mucks', ...player(logged.player) });
    }
    returned.forEach((amount, position) => {
      if (amount > 0) entries.push({ kind: 'uncalled', ...player(position), amount });
    });
  });

  firstOfStep.push(entries.length);
  if (replay.phase === 'complete' && replay.result) entries.push(...wins(replay, player), ...shownAfter(hand, replay, player));
  return { entries: entries.map((entry, index) => ({ handNumber: hand.number, index, ...entry }) as TableLogEntry), firstOfStep };
}

/** Applies one step of a hand's record, as the dealer or the player it names. */
function step(state: HandState, logged: LoggedAction): ActionOutcome {
  switch (logged.type) {
    case 'dealHole':
      return applyDealerAction(state, { type: 'dealHole', player: logged.target, cards: logged.cards });
    case 'dealBoard':
      return applyDealerAction(state, { type: 'dealBoard', cards: logged.cards });
    case 'bet':
    case 'raise':
      return applyAction(state, logged.player, { type: logged.type, amount: logged.amount });
    case 'show':
      return applyAction(state, logged.player, { type: 'show' });
    default:
      return applyAction(state, logged.player, { type: logged.type });
  }
}

/** The chips a player's step puts in front of them (bet and raise amounts are street totals). */
function chipsAdded(state: HandState, logged: LoggedAction): number {
  if (logged.type === 'call') return logged.amount ?? 0;
  if (logged.type === 'bet' || logged.type === 'raise') return logged.amount - state.bets[logged.player];
  return 0;
}

/**
 * The small and the big blind, then the antes, in the order the engine posts them (TDA: a stack short of both covers
 * the big blind first): a short stack posts what it has, and is all in on its last post.
 */
function posts(state: HandState, positions: TablePositions, player: (position: number) => { seat: number; username: string }): Entry[] {
  const { startingStacks } = state.config;
  const indices = startingStacks.map((_, position) => position);
  const ante = (position: number) => startingStacks[position] - state.stacks[position] - state.bets[position];
  const blind = (position: number) => (positions.order[position] === positions.bigBlindSeat ? 'bigBlind' : 'smallBlind');
  const allIn = (position: number) => state.stacks[position] === 0;
  return [
    ...['smallBlind', 'bigBlind'].flatMap((kind) =>
      indices
        .filter((p) => state.bets[p] > 0 && blind(p) === kind)
        .map((p): Entry => ({ kind: 'post', ...player(p), blind: blind(p), amount: state.bets[p], allIn: allIn(p) && ante(p) === 0 })),
    ),
    ...indices.filter((p) => ante(p) > 0).map((p): Entry => ({ kind: 'post', ...player(p), blind: 'ante', amount: ante(p), allIn: allIn(p) })),
  ];
}

function wins(state: HandState, player: (position: number) => { seat: number; username: string }): Entry[] {
  const result = state.result!;
  return result.pots.flatMap((pot, potIndex) =>
    pot.winners.map((winner, order): Entry => ({
      kind: 'wins',
      ...player(winner),
      amount: pot.shares[order],
      potIndex,
      potCount: result.pots.length,
      handName: result.handValues[winner] > 0 ? handName(result.handValues[winner]) : null,
    })),
  );
}

/** The cards the winner of a hand won uncontested showed after it: the last entry of the hand. */
function shownAfter(hand: LoggedHand, state: HandState, player: (position: number) => { seat: number; username: string }): Entry[] {
  const winner = uncontestedWinner(state);
  if (!hand.shownAfterHand || winner === null) return [];
  const value = handValue(state, winner);
  const cards = state.holeCards[winner].map(formatCard);
  return [{ kind: 'shows', ...player(winner), cards, handName: value === null ? null : handName(value) }];
}

/**
 * How far a table's log was told: the hand, the steps of its record, whether it was complete (its pots won) and its
 * winner's cards shown after it.
 */
export interface LogMark {
  handNumber: number;
  logLength: number;
  complete: boolean;
  shownAfterHand: boolean;
}

/** The mark of everything a hand's state holds (cheap: nothing is played again). */
export const logMarkOf = (hand: LoggedHand): LogMark => ({
  handNumber: hand.number,
  logLength: hand.state.log.length,
  complete: hand.state.phase === 'complete',
  shownAfterHand: hand.shownAfterHand === true,
});

/** The entries of `hand` not yet told at `mark` (all of them in a hand the mark is not of), and the mark past them. */
export function untoldEntries(mark: LogMark | null, hand: LoggedHand, nameOf: SeatNames): { entries: TableLogEntry[]; mark: LogMark } {
  const next = logMarkOf(hand);
  if (mark?.handNumber === hand.number && mark.complete) {
    // Once a hand is complete, only its winner's cards shown after it may follow.
    const shown = next.shownAfterHand && !mark.shownAfterHand;
    return { entries: shown ? tellHand(hand, nameOf).entries.slice(-1) : [], mark: next };
  }
  if (mark?.handNumber === hand.number && mark.logLength === next.logLength && !next.complete) return { entries: [], mark: next };
  const { entries, firstOfStep } = tellHand(hand, nameOf);
  return { entries: mark?.handNumber === hand.number ? entries.slice(firstOfStep[mark.logLength]) : entries, mark: next };
}
