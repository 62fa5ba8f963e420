import type { GameType } from 'shared-events/contracts';
import {
  applyAction,
  createHand,
  forcedBets,
  legalActions,
  newDeck,
  parseCards,
  positionsForNextHand,
  type HandState,
  type LegalAction,
  type PlayerAction,
} from 'poker-engine';
import type { Database } from '../../src/db/database';
import { recordHand, type FinishedHand } from '../../src/tables/hand-records';
import { finishedHandOf } from '../../src/tables/table-hand-record';
import { newSeat, playShowdownMuckingBeaten, TABLE_SEATS, type TableHand } from '../../src/tables/table-model';
import type { TableRecord } from '../../src/tables/tables.repository';

/** Who decides: the acting position, its legal actions, the state. Answer one of them. */
export type Strategy = (legal: LegalAction[], position: number, state: HandState) => PlayerAction;

/** Checks when it may, else calls: every hand goes to showdown. */
export const checkOrCall: Strategy = (legal) => (legal.some((action) => action.type === 'check') ? { type: 'check' } : { type: 'call' });

/** The first decisions by turn (the first to act gets decisions[0], …), then checks and calls. */
export const scripted =
  (decisions: PlayerAction[]): Strategy =>
  (legal, position, state) =>
    decisions[state.log.filter((entry) => entry.player >= 0 && entry.type !== 'show' && entry.type !== 'muck').length] ??
    checkOrCall(legal, position, state);

export interface HandToPlay {
  tournamentId: number;
  roomId: number;
  handNumber: number;
  gameType?: GameType;
  /** In seat order; seats 1–8. */
  players: { userId: number; seat: number; stack: number }[];
  buttonSeat: number;
  level?: { smallBlind: number; bigBlind: number; ante: number };
  /** The top of the deck ('AsKd…', dealt round by round, a burn before each street); the rest of a fresh deck follows. */
  deck?: string;
  strategy?: Strategy;
  endedAt: Date;
}

/**
 * A hand played for real through the engine, with a fixed deck and simple choices, as the table runtime would record
 * it (tables/table-hand-record.ts finishedHandOf, with minimal table and hand records): its play replays.
 */
export function playedHand(spec: HandToPlay): FinishedHand {
  const level = { level: 1, ...(spec.level ?? { smallBlind: 50, bigBlind: 100, ante: 0 }) };
  const gameType = spec.gameType ?? 'NLH';
  const occupied = Array.from({ length: TABLE_SEATS }, (_, index) => spec.players.some((player) => player.seat === index + 1));
  const positions = positionsForNextHand(occupied, null, spec.buttonSeat - 1);
  const stackOf = (index: number) => spec.players.find((player) => player.seat === index + 1)!.stack;
  const bets = forcedBets(positions, level);
  const top = parseCards(spec.deck ?? '');
  const deck = [...top, ...newDeck().filter((card) => !top.includes(card))];
  const state = createHand(
    {
      variant: gameType === 'PLO' ? 'PLO' : 'NLHE',
      startingStacks: positions.order.map(stackOf),
      blinds: bets.blinds,
      antes: bets.antes,
      minBet: level.bigBlind,
      deadAntes: bets.deadAntes,
    },
    { deck },
  );
  const strategy = spec.strategy ?? checkOrCall;
  while (state.phase !== 'complete') {
    if (state.phase === 'showdown') {
      playShowdownMuckingBeaten(state);
      continue;
    }
    const position = state.actor;
    const outcome = applyAction(state, position, strategy(legalActions(state, position), position, state));
    if (!outcome.ok) throw new Error(`played hand: ${outcome.reason}`);
  }
  const hand: TableHand = {
    number: spec.handNumber,
    level,
    positions,
    state,
    clock: null,
    auto: [],
    nextHandAt: null,
    dealtAt: new Date(spec.endedAt.getTime() - 60_000).toISOString(),
  };
  // finishedHandOf reads the table's id, tournament, game and seats: the rest of a table record plays no part.
  const record = {
    id: spec.roomId,
    tournamentId: spec.tournamentId,
    gameType,
    seats: spec.players.map((player) => newSeat(player.seat, player.userId, player.stack, 0)),
  } as TableRecord;
  return finishedHandOf(record, hand, spec.endedAt);
}

/** Plays and records the hand: its id. */
export function recordPlayedHand(db: Database, spec: HandToPlay): Promise<number> {
  const hand = playedHand(spec);
  return db.transaction((tx) => recordHand(tx, hand));
}
