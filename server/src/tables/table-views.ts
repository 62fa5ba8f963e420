import type { LegalAction, PotAward, TableActionRecord, TableHandView, TablePrivateView, TableSeatView, TableView } from 'shared-events/contracts';
import { bestFiveCards, formatCard, handName, legalActions, STREET_NAMES, viewHand, type HandState } from 'poker-engine';
import { handValue, mayShowAfterHand, positionOfSeat, seatOfPosition, uncontestedWinner, type TableHand, type TableSeat } from './table-model';
import type { TableTimings } from '../config';
import { clockOf } from './table-boundary';
import { dealView, nextDealView, publicReveal } from './table-deals';
import type { TableRecord } from './tables.repository';

/** What the views need: a table as stored, its players' names and avatars, and its clocks' lengths. */
export interface TableFacts extends Omit<TableRecord, 'version' | 'channelSeq'> {
  timings: TableTimings;
  /** The moment the view shows (the tournament's clock is read at it). */
  at: Date;
}

const BETTING_TYPES = new Set(['fold', 'check', 'call', 'bet', 'raise']);
const DECISION_TYPES = new Set([...BETTING_TYPES, 'show', 'muck']);

/**
 * The public view: what a spectator sees. Built from the engine's spectator view, which holds no hole card but
 * those legally shown at showdown (never a mucked hand), so nothing here can leak a hidden card.
 */
export function tableView(facts: TableFacts): TableView {
  const { hand, structure } = facts;
  const publicHand = viewHand(hand.state, null);
  // The game was ended in the middle of a hand: that hand is void, the seats hold what they had before it.
  const voided = facts.status === 'finished' && hand.state.phase !== 'complete';
  const levelIndex = structure.findIndex((level) => level.level === hand.level.level);
  const nextLevel = structure[levelIndex + 1] ?? null;
  const clock = clockOf(facts, facts.at);
  return {
    tableId: facts.id,
    tournamentId: facts.tournamentId,
    gameType: facts.gameType,
    status: facts.status,
    level: hand.level,
    // The level in force at the next deal: the tournament's clock may be past the level this hand is played at.
    nextLevelAt: clock.nextLevelAt?.toISOString() ?? null,
    nextLevel: clock.level.level > hand.level.level ? clock.level : nextLevel,
    seats: facts.seats
      .filter((seat) => !seat.left)
      .map((seat): TableSeatView => {
        const position = positionOfSeat(hand, seat.seat);
        const player = voided || position < 0 ? null : publicHand.players[position];
        const profile = facts.players.get(seat.userId);
        return {
          seat: seat.seat,
          userId: seat.userId,
          username: profile?.username ?? '',
          avatar: profile?.avatar ?? null,
          stack: player ? player.stack : seat.stack,
          bet: player ? player.bet : 0,
          status: voided ? (seat.busted ? 'busted' : 'active') : seatStatus(seat, hand.state, position),
          connected: seat.connected,
          holeCardCount: player ? player.cardCount : 0,
          revealedCards: player?.cards ?? shownAfterHand(hand, position),
          timeBankMs: seat.timeBankMs,
          timeouts: seat.timeouts,
          leavingAfterHand: seat.leaveAfterHand,
        };
      }),
    hand: voided ? null : handView(hand),
    clock: { actionSeconds: facts.timings.actionMs / 1000, timeBankSeconds: facts.timings.timeBankMs / 1000 },
    nextHandAt: hand.nextHandAt,
    breakEndsAt: clock.breakEndsAt?.toISOString() ?? null,
    nextBreakAt: clock.nextBreakAt?.toISOString() ?? null,
    pausedAt: facts.pausedAt?.toISOString() ?? null,
    nextDeal: nextDealView(facts),
  };
}

/** The cards the winner of a hand won uncontested chose to show after it (seatsAfterHand kept them in the state). */
function shownAfterHand(hand: TableHand, position: number): string[] | null {
  if (!hand.shownAfterHand || position < 0 || uncontestedWinner(hand.state) !== position) return null;
  return hand.state.holeCards[position].map(formatCard);
}

function seatStatus(seat: TableSeat, state: HandState, position: number): TableSeatView['status'] {
  // Busted once the hand that took their last chip is settled (seatsAfterHand), even while that hand is shown.
  if (seat.busted) return 'busted';
  if (position < 0 || seat.sittingOut) return 'sittingOut';
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
    pots: complete ? [] : potsOf(hand),
    // A showdown waits for a player only when they choose whether to show a beaten hand (table-flow settles the rest).
    actingSeat: (state.phase === 'betting' || state.phase === 'showdown') && state.actor >= 0 ? seatOfPosition(hand, state.actor) : null,
    actionDeadline: hand.clock?.deadline ?? null,
    lastAction: lastAction(hand),
    awards: complete ? awards(hand) : null,
    showsFirst: showsFirst(hand),
    deal: dealView(hand),
    fairness: complete ? publicReveal(hand) : null,
  };
}

/** The engine queues the shown hands from its opener; the first of them still in the hand shows first. */
function showsFirst(hand: TableHand): number | null {
  const { state } = hand;
  const contested = state.folded.filter((folded) => !folded).length > 1;
  if (!contested || (state.phase !== 'showdown' && state.phase !== 'complete')) return null;
  const count = state.folded.length;
  for (let step = 0; step < count; step += 1) {
    const position = (state.opener + step) % count;
    if (!state.folded[position]) return seatOfPosition(hand, position);
  }
  return null;
}

/**
 * The pots as they stand, this street's bets included, as a player reads them at the table: one main pot while
 * nobody is all-in (a bet not yet called is still in play: whoever has chips behind may call it), and a side pot above
 * each all-in player's total, which only those who can match it may win.
 */
function potsOf(hand: TableHand): TableHandView['pots'] {
  const { committed, folded, stacks, deadMoney } = hand.state;
  const allInTotals = committed.filter((chips, position) => !folded[position] && stacks[position] === 0);
  const caps = [...[...new Set(allInTotals)].sort((a, b) => a - b), Number.POSITIVE_INFINITY];
  const pots: TableHandView['pots'] = [];
  let previous = 0;
  for (const cap of caps) {
    let amount = pots.length === 0 ? deadMoney : 0;
    for (const chips of committed) amount += Math.max(0, Math.min(chips, cap) - previous);
    const eligibleSeats = committed
      .flatMap((chips, position) => (!folded[position] && (chips >= cap || stacks[position] > 0) ? [seatOfPosition(hand, position)] : []))
      .sort((a, b) => a - b);
    const last = pots[pots.length - 1];
    if (last && last.eligibleSeats.join() === eligibleSeats.join()) last.amount += amount;
    else if (amount > 0) pots.push({ amount, eligibleSeats });
    previous = cap;
  }
  return pots;
}

function lastAction(hand: TableHand): TableActionRecord | null {
  for (let index = hand.state.log.length - 1; index >= 0; index -= 1) {
    const entry = hand.state.log[index];
    if (entry.player < 0 || !BETTING_TYPES.has(entry.type)) continue;
    const position = entry.player;
    return {
      sequence: index,
      seat: seatOfPosition(hand, position),
      type: entry.type as TableActionRecord['type'],
      amount: 'amount' in entry && typeof entry.amount === 'number' ? entry.amount : 0,
      allIn: entry.type !== 'fold' && entry.type !== 'check' && hand.state.stacks[position] === 0,
      auto: hand.auto.find((decision) => decision.logIndex === index)?.reason ?? null,
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
      cards:
        result.handValues[winner] > 0
          ? bestFiveCards(hand.state.holeCards[winner], hand.state.board, hand.state.config.variant).map(formatCard)
          : null,
    })),
  );
}

/**
 * What only the player in `seat` may see: their cards, the hand they make, on their turn what they may do (a bet, or
 * show or muck a beaten hand), and after a hand they won uncontested whether they may still show it.
 */
export function privateView(tableId: number, hand: TableHand, tableSeat: TableSeat): TablePrivateView {
  const { seat } = tableSeat;
  const position = positionOfSeat(hand, seat);
  const cards = position < 0 ? [] : hand.state.holeCards[position].map(formatCard);
  const value = position < 0 || hand.state.folded[position] ? null : handValue(hand.state, position);
  const actions = position < 0 ? [] : (legalActions(hand.state, position).filter((action) => DECISION_TYPES.has(action.type)) as LegalAction[]);
  return {
    tableId,
    handNumber: hand.number,
    seat,
    cards,
    bestHand: value === null ? null : handName(value),
    legalActions: actions.length > 0 ? actions : null,
    sitOutNextHand: tableSeat.sitOutNextHand,
    leaveAfterHand: tableSeat.leaveAfterHand,
    sittingOut: tableSeat.sittingOut,
    ...(mayShowAfterHand(hand, position) && { mayShowCards: true }),
  };
}
