import { formatCard, handName } from 'poker-engine';
import type { FinishedHand } from './hand-records';
import { positionOfSeat, type TableHand } from './table-model';
import type { TableRecord } from './tables.repository';

/**
 * A completed hand as the hand history keeps it (issue #25): for each player dealt in, their hole cards, what they
 * won from the pots and their net result (the stack they ended with minus the one they began with, so blinds, antes
 * and uncalled bets returned are all in it), and whether they showed down; the board, the pot and the best hand shown.
 */
export function finishedHandOf(record: TableRecord, hand: TableHand, endedAt: Date): FinishedHand {
  const { state } = hand;
  const result = state.result;
  if (!result) throw new Error(`table ${record.id}: hand ${hand.number} is not complete`);
  const players = record.seats.flatMap((seat) => {
    const position = positionOfSeat(hand, seat.seat);
    if (position < 0 || state.holeCards[position].length === 0) return [];
    return [
      {
        userId: seat.userId,
        seat: seat.seat,
        holeCards: state.holeCards[position].map(formatCard),
        netChips: state.stacks[position] - state.config.startingStacks[position],
        wonChips: result.winnings[position],
        showedDown: state.revealed[position],
      },
    ];
  });
  const shown = Math.max(0, ...result.pots.flatMap((pot) => pot.winners.map((winner) => result.handValues[winner])));
  return {
    tournamentId: record.tournamentId,
    roomId: record.id,
    handNumber: hand.number,
    gameType: record.gameType,
    smallBlind: hand.level.smallBlind,
    bigBlind: hand.level.bigBlind,
    ante: hand.level.ante,
    board: state.board.map(formatCard),
    pot: result.winnings.reduce((sum, won) => sum + won, 0),
    // Only a hand shown down is named: a pot won uncontested names nobody's cards.
    winningHand: shown > 0 ? handName(shown) : null,
    startedAt: hand.dealtAt ? new Date(hand.dealtAt) : endedAt,
    endedAt,
    players,
  };
}
