import type { HandReplay, PotAward, SeatStatus, TableActionRecord, TableHandView, TableSeatView, TableView } from 'shared-events/contracts';
import { bestFiveCards, buildPots, formatCard, handName, STREET_NAMES, type HandState } from 'poker-engine';

const BETTING = new Set(['fold', 'check', 'call', 'bet', 'raise']);

/**
 * A replayed hand at one step, as the live table's view: the same felt draws it. Seats carry the positions' players
 * (user ids are positions + 1: the review knows names, not ids); the viewer's own cards travel as revealed cards so
 * they show face up, and another player's only once they are shown down.
 */
export function replayTableView(replay: HandReplay, state: HandState): TableView {
  const seatOf = (position: number) => replay.players[position].seat;
  return {
    tableId: 0,
    tournamentId: replay.tournamentId,
    gameType: replay.gameType,
    status: 'playing',
    level: { level: 0, smallBlind: replay.smallBlind, bigBlind: replay.bigBlind, ante: replay.ante },
    nextLevelAt: null,
    nextLevel: null,
    seats: replay.players.map((player, position) => seatView(replay, state, position)),
    hand: handView(replay, state, seatOf),
    clock: { actionSeconds: 0, timeBankSeconds: 0 },
    nextHandAt: null,
    breakEndsAt: null,
    nextBreakAt: null,
    pausedAt: null,
  };
}

/** The replay's seat user id of the viewer: their position + 1. */
export const viewerUserId = (replay: HandReplay): number | undefined => {
  const position = replay.players.findIndex((player) => player.you);
  return position < 0 ? undefined : position + 1;
};

function seatView(replay: HandReplay, state: HandState, position: number): TableSeatView {
  const player = replay.players[position];
  const folded = state.folded[position];
  const hole = state.holeCards[position].map(formatCard);
  const shown = player.you || (state.revealed[position] && !state.mucked[position]);
  return {
    seat: player.seat,
    userId: position + 1,
    username: player.username,
    avatar: null,
    stack: state.stacks[position],
    bet: state.bets[position],
    status: statusOf(state, position),
    connected: true,
    holeCardCount: folded ? 0 : hole.length,
    revealedCards: shown && !folded && hole.length > 0 ? hole : null,
    timeBankMs: 0,
    timeouts: 0,
    leavingAfterHand: false,
  };
}

function statusOf(state: HandState, position: number): SeatStatus {
  if (state.folded[position]) return 'folded';
  return state.stacks[position] === 0 && state.phase !== 'complete' ? 'allIn' : 'active';
}

function handView(replay: HandReplay, state: HandState, seatOf: (position: number) => number): TableHandView {
  const complete = state.phase === 'complete';
  const { blinds } = state.config;
  const bigBlind = blinds.indexOf(Math.max(...blinds));
  const smallBlind = blinds.findIndex((blind, position) => blind > 0 && position !== bigBlind);
  return {
    handNumber: replay.handNumber,
    dealerSeat: replay.buttonSeat,
    smallBlindSeat: smallBlind < 0 ? null : seatOf(smallBlind),
    bigBlindSeat: seatOf(bigBlind),
    street: complete ? 'complete' : state.phase === 'showdown' ? 'showdown' : STREET_NAMES[state.street],
    board: state.board.map(formatCard),
    pots: complete
      ? []
      : buildPots(state.committed, state.folded, state.deadMoney).map((pot) => ({ amount: pot.amount, eligibleSeats: pot.eligible.map(seatOf) })),
    actingSeat: state.phase === 'betting' && state.actor >= 0 ? seatOf(state.actor) : null,
    actionDeadline: null,
    lastAction: lastAction(replay, state, seatOf),
    awards: complete ? awards(state, seatOf) : null,
    showsFirst: null,
  };
}

function lastAction(replay: HandReplay, state: HandState, seatOf: (position: number) => number): TableActionRecord | null {
  for (let index = state.log.length - 1; index >= 0; index -= 1) {
    const entry = state.log[index];
    if (entry.player < 0 || !BETTING.has(entry.type)) continue;
    return {
      sequence: index,
      seat: seatOf(entry.player),
      type: entry.type as TableActionRecord['type'],
      amount: 'amount' in entry && typeof entry.amount === 'number' ? entry.amount : 0,
      allIn: entry.type !== 'fold' && entry.type !== 'check' && state.stacks[entry.player] === 0,
      auto: replay.autoActions.find((decision) => decision.actionIndex === index)?.reason ?? null,
    };
  }
  return null;
}

function awards(state: HandState, seatOf: (position: number) => number): PotAward[] {
  const { result } = state;
  if (!result) return [];
  return result.pots.flatMap((pot, potIndex) =>
    pot.winners.map((winner, index) => {
      const value = result.handValues[winner];
      return {
        potIndex,
        seat: seatOf(winner),
        amount: pot.shares[index],
        handName: value > 0 ? handName(value) : null,
        cards: value > 0 ? bestFiveCards(state.holeCards[winner], state.board, state.config.variant).map(formatCard) : null,
      };
    }),
  );
}
