import type { LegalAction, PotAward, TableActionRecord, TableHandView, TablePrivateView, TableSeatView, TableView } from 'shared-events/contracts';
import { buildPots, formatCard, handName, legalActions, STREET_NAMES, viewHand, type HandState } from 'poker-engine';
import { handValue, positionOfSeat, seatOfPosition, type TableHand, type TableSeat } from './table-model';
import type { TableRecord } from './tables.repository';

/** What the views need: a table as stored, and its players' names and avatars. */
export interface TableFacts extends Omit<TableRecord, 'version'> {
  players: Map<number, { username: string; avatar: string | null }>;
}

const BETTING_TYPES = new Set(['fold', 'check', 'call', 'bet', 'raise']);

/**
 * The public view: what a spectator sees. Built from the engine's spectator view, which holds no hole card but
 * those legally shown at showdown (never a mucked hand), so nothing here can leak a hidden card.
 */
export function tableView(facts: TableFacts): TableView {
  const { hand, structure } = facts;
  const publicHand = viewHand(hand.state, null);
  const levelIndex = structure.findIndex((level) => level.level === hand.level.level);
  const nextLevel = structure[levelIndex + 1] ?? null;
  return {
    tableId: facts.id,
    tournamentId: facts.tournamentId,
    gameType: facts.gameType,
    status: facts.status,
    level: hand.level,
    nextLevelAt: nextLevel ? new Date(facts.levelStartedAt.getTime() + facts.levelSeconds * 1000).toISOString() : null,
    nextLevel,
    seats: facts.seats.map((seat): TableSeatView => {
      const position = positionOfSeat(hand, seat.seat);
      const player = position < 0 ? null : publicHand.players[position];
      const profile = facts.players.get(seat.userId);
      return {
        seat: seat.seat,
        userId: seat.userId,
        username: profile?.username ?? '',
        avatar: profile?.avatar ?? null,
        stack: player ? player.stack : seat.stack,
        bet: player ? player.bet : 0,
        status: seatStatus(seat, hand.state, position),
        // Presence and clocks come with issue #15 part 3; until then every seat reads as connected with no clock.
        connected: true,
        holeCardCount: player ? player.cardCount : 0,
        revealedCards: player?.cards ?? null,
        timeBankMs: 0,
        timeouts: 0,
        leavingAfterHand: false,
      };
    }),
    hand: handView(hand),
  };
}

function seatStatus(seat: TableSeat, state: HandState, position: number): TableSeatView['status'] {
  // Busted once the hand that took their last chip is settled (seatsAfterHand), even while that hand is shown.
  if (seat.busted) return 'busted';
  if (position < 0) return 'sittingOut';
  if (state.folded[position]) return 'folded';
  return state.stacks[position] === 0 ? 'allIn' : 'active';
}

function handView(hand: TableHand): TableHandView {
  const { state, positions } = hand;
  const complete = state.phase === 'complete';
  const inHand = (index: number) => positions.order.includes(index);
  return {
    handNumber: hand.number,
    dealerSeat: positions.buttonSeat + 1,
    smallBlindSeat: inHand(positions.smallBlindSeat) && positions.smallBlindSeat !== positions.bigBlindSeat ? positions.smallBlindSeat + 1 : null,
    bigBlindSeat: positions.bigBlindSeat + 1,
    street: complete ? 'complete' : state.phase === 'showdown' ? 'showdown' : STREET_NAMES[state.street],
    board: state.board.map(formatCard),
    pots: complete
      ? []
      : buildPots(state.committed, state.folded, state.deadMoney).map((pot) => ({
          amount: pot.amount,
          eligibleSeats: pot.eligible.map((position) => seatOfPosition(hand, position)),
        })),
    actingSeat: state.phase === 'betting' && state.actor >= 0 ? seatOfPosition(hand, state.actor) : null,
    actionDeadline: null,
    lastAction: lastAction(hand),
    awards: complete ? awards(hand) : null,
  };
}

function lastAction(hand: TableHand): TableActionRecord | null {
  for (let index = hand.state.log.length - 1; index >= 0; index -= 1) {
    const entry = hand.state.log[index];
    if (entry.player < 0 || !BETTING_TYPES.has(entry.type)) continue;
    const position = entry.player;
    return {
      seat: seatOfPosition(hand, position),
      type: entry.type as TableActionRecord['type'],
      amount: 'amount' in entry && typeof entry.amount === 'number' ? entry.amount : 0,
      allIn: entry.type !== 'fold' && entry.type !== 'check' && hand.state.stacks[position] === 0,
    };
  }
  return null;
}

function awards(hand: TableHand): PotAward[] {
  const result = hand.state.result;
  if (!result) return [];
  return result.pots.flatMap((pot, potIndex) =>
    pot.winners.map((winner, index) => ({
      potIndex,
      seat: seatOfPosition(hand, winner),
      amount: pot.shares[index],
      handName: result.handValues[winner] > 0 ? handName(result.handValues[winner]) : null,
    })),
  );
}

/** What only the player in `seat` may see: their cards, the hand they make, and on their turn what they may do. */
export function privateView(tableId: number, hand: TableHand, seat: number): TablePrivateView {
  const position = positionOfSeat(hand, seat);
  const cards = position < 0 ? [] : hand.state.holeCards[position].map(formatCard);
  const value = position < 0 || hand.state.folded[position] ? null : handValue(hand.state, position);
  const actions = position < 0 ? [] : (legalActions(hand.state, position).filter((action) => BETTING_TYPES.has(action.type)) as LegalAction[]);
  return {
    tableId,
    handNumber: hand.number,
    seat,
    cards,
    bestHand: value === null ? null : handName(value),
    legalActions: actions.length > 0 ? actions : null,
  };
}
