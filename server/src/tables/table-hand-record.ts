import { formatCard, handName } from 'poker-engine';
import type { FinishedHand, FinishedHandPlayer, RecordedPlay } from './hand-records';
import { positionOfSeat, type TableHand } from './table-model';
import { revealDeal } from './table-deals';
import type { TableRecord } from './tables.repository';

/**
 * A completed hand as the hand history keeps it (issue #25): for each player dealt in, their hole cards, what they
 * won from the pots and their net result (the stack they ended with minus the one they began with, so blinds, antes
 * and uncalled bets returned are all in it), and whether they showed down; the board, the pot and the best hand shown;
 * and how it was played, to be replayed.
 */
export function finishedHandOf(record: TableRecord, hand: TableHand, endedAt: Date): FinishedHand {
  const { state } = hand;
  const result = state.result;
  if (!result) throw new Error(`table ${record.id}: hand ${hand.number} is not complete`);
  const shown = Math.max(0, ...result.pots.flatMap((pot) => pot.winners.map((winner) => result.handValues[winner])));
  return {
    ...handOf(record, hand, endedAt),
    players: playersOf(record, hand, (position) => ({
      netChips: state.stacks[position] - state.config.startingStacks[position],
      wonChips: result.winnings[position],
      showedDown: state.revealed[position],
    })),
    pot: result.winnings.reduce((sum, won) => sum + won, 0),
    // Only a hand shown down is named: a pot won uncontested names nobody's cards.
    winningHand: shown > 0 ? handName(shown) : null,
  };
}

/**
 * A hand the table stopped before its end (the game ended, the table broke): on record as void, as far as it was
 * played, and no chip moved: every player keeps the stack they began it with (the seat map's).
 */
export function voidedHandOf(record: TableRecord, hand: TableHand, endedAt: Date): FinishedHand {
  return {
    ...handOf(record, hand, endedAt),
    players: playersOf(record, hand, () => ({ netChips: 0, wonChips: 0, showedDown: false })),
    pot: 0,
    winningHand: null,
    voided: true,
  };
}

function handOf(record: TableRecord, hand: TableHand, endedAt: Date): Omit<FinishedHand, 'players' | 'pot' | 'winningHand'> {
  const { state } = hand;
  return {
    tournamentId: record.tournamentId,
    roomId: record.id,
    handNumber: hand.number,
    gameType: record.gameType,
    smallBlind: hand.level.smallBlind,
    bigBlind: hand.level.bigBlind,
    ante: hand.level.ante,
    board: state.board.map(formatCard),
    startedAt: hand.dealtAt ? new Date(hand.dealtAt) : endedAt,
    endedAt,
    play: playOf(hand),
    // A voided hand is revealed too: each viewer is opened the cards dealt that they saw (the board, their own).
    fairness: revealDeal(hand) ?? undefined,
  };
}

function playersOf(
  record: TableRecord,
  hand: TableHand,
  outcome: (position: number) => Pick<FinishedHandPlayer, 'netChips' | 'wonChips' | 'showedDown'>,
): FinishedHandPlayer[] {
  const { holeCards } = hand.state;
  return record.seats.flatMap((seat) => {
    const position = positionOfSeat(hand, seat.seat);
    if (position < 0 || holeCards[position].length === 0) return [];
    return [{ userId: seat.userId, seat: seat.seat, holeCards: holeCards[position].map(formatCard), ...outcome(position) }];
  });
}

function playOf(hand: TableHand): RecordedPlay {
  const { positions, state } = hand;
  return {
    config: state.config,
    seats: positions.order.map((index) => index + 1),
    buttonSeat: positions.buttonSeat + 1,
    log: state.log,
    auto: hand.auto,
  };
}
