import type { GameType } from 'shared-events/contracts';
import type { HandConfig, LoggedAction } from 'poker-engine';
import type { Queryable } from '../db/database';
import type { AutoDecision } from './table-model';
import type { RecordedFairness } from './table-deals';

/**
 * The one writer of hands and hand_players (issue #25): the table runtime records each hand it completes, in the
 * transaction that completes it (table-flow.ts); the hands domain reads them (hands/hands.repository.ts).
 */

export interface FinishedHandPlayer {
  userId: number;
  seat: number;
  /** Rank + suit ('As', 'Td'): 2 cards in NLH, 4 in PLO. */
  holeCards: string[];
  /** Chips won minus chips put in. */
  netChips: number;
  wonChips: number;
  showedDown: boolean;
}

/**
 * How a hand was played, enough to play it again through the engine. `log` holds every card dealt, hole cards
 * included: it is never sent as it is, only through a viewer's filter (hands/hand-replay.ts).
 */
export interface RecordedPlay {
  config: HandConfig;
  /** The table seat (1–8) of each engine position. */
  seats: number[];
  buttonSeat: number;
  log: LoggedAction[];
  /** Decisions the server took for players whose time ran out or who sat out. */
  auto: AutoDecision[];
}

/** A finished hand in chips. The players' net results add up to zero and their winnings to the pot. */
export interface FinishedHand {
  tournamentId: number;
  roomId: number;
  handNumber: number;
  gameType: GameType;
  smallBlind: number;
  bigBlind: number;
  ante?: number;
  board: string[];
  pot: number;
  winningHand: string | null;
  startedAt: Date;
  endedAt: Date;
  players: FinishedHandPlayer[];
  /** Stopped before its end (the game ended, the table broke): nobody won or lost a chip. */
  voided?: boolean;
  play?: RecordedPlay;
  /**
   * The deal's reveal with an opening for every card dealt: never sent as it is, only each viewer's openings
   * (hands/hands.repository.ts findHandReplay). Absent for a hand dealt before deals were committed to.
   */
  fairness?: RecordedFairness;
}

const CARD = /^[2-9TJQKA][cdhs]$/;
const HOLE_CARDS: Record<GameType, number> = { NLH: 2, PLO: 4 };

/**
 * Stores a finished hand and answers its id. A record that cannot be a real hand (bad cards, a card dealt
 * twice, chips that do not add up) throws before anything is written: it is a bug of the caller, and a hand
 * history that lies would be worse than none. A hand is recorded once per room and hand number.
 */
export async function recordHand(tx: Queryable, hand: FinishedHand): Promise<number> {
  const problem = handProblem(hand);
  if (problem) throw new Error(`recordHand: ${problem}`);
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO hands (tournament_id, room_id, hand_number, game_type, small_blind, big_blind, ante, board, pot, winning_hand, started_at, ended_at, voided, play, fairness)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text[], $9, $10, $11, $12, $13, $14::jsonb, $15::jsonb) RETURNING id`,
    [
      hand.tournamentId,
      hand.roomId,
      hand.handNumber,
      hand.gameType,
      hand.smallBlind,
      hand.bigBlind,
      hand.ante ?? 0,
      hand.board,
      hand.pot,
      hand.winningHand,
      hand.startedAt,
      hand.endedAt,
      hand.voided ?? false,
      hand.play ? JSON.stringify(hand.play) : null,
      hand.fairness ? JSON.stringify(hand.fairness) : null,
    ],
  );
  const handId = rows[0].id;
  const players = hand.players;
  await tx.query(
    `INSERT INTO hand_players (hand_id, user_id, seat, hole_cards, net_chips, won_chips, showed_down)
     SELECT $1, user_id, seat, string_to_array(hole_cards, ' '), net_chips, won_chips, showed_down
     FROM unnest($2::int[], $3::int[], $4::text[], $5::bigint[], $6::bigint[], $7::boolean[])
       AS p (user_id, seat, hole_cards, net_chips, won_chips, showed_down)`,
    [
      handId,
      players.map((p) => p.userId),
      players.map((p) => p.seat),
      // unnest cannot return an array per row from a 2-D array: each player's cards travel as one text.
      players.map((p) => p.holeCards.join(' ')),
      players.map((p) => p.netChips),
      players.map((p) => p.wonChips),
      players.map((p) => p.showedDown),
    ],
  );
  return Number(handId);
}

function handProblem(hand: FinishedHand): string | undefined {
  const chips = [hand.smallBlind, hand.bigBlind, hand.ante ?? 0, hand.pot, ...hand.players.flatMap((p) => [p.netChips, p.wonChips])];
  if (!chips.every(Number.isSafeInteger)) return 'chip amounts must be whole numbers';
  if (hand.players.length < 2) return 'a hand needs at least two players';
  if (hand.board.length > 5) return 'a board has at most five cards';
  const cards = [...hand.board, ...hand.players.flatMap((p) => p.holeCards)];
  const badCard = cards.find((card) => !CARD.test(card));
  if (badCard !== undefined) return `"${badCard}" is not a card such as "As" or "Td"`;
  if (new Set(cards).size !== cards.length) return 'a card was dealt twice';
  if (hand.players.some((p) => p.holeCards.length !== HOLE_CARDS[hand.gameType]))
    return `${hand.gameType} deals ${HOLE_CARDS[hand.gameType]} hole cards`;
  if (hand.players.reduce((sum, p) => sum + p.netChips, 0) !== 0) return 'the players’ net chips must add up to zero';
  if (hand.players.reduce((sum, p) => sum + p.wonChips, 0) !== hand.pot) return 'the players’ winnings must add up to the pot';
  if (hand.voided && hand.players.some((p) => p.netChips !== 0 || p.wonChips !== 0)) return 'a voided hand moves no chip';
  return undefined;
}

/** The winner of a hand won uncontested showed their cards after it (table-show-after-hand.ts): on record as shown down. */
export async function recordShownAfterHand(tx: Queryable, shown: { roomId: number; handNumber: number; userId: number }): Promise<void> {
  await tx.query(
    `UPDATE hand_players SET showed_down = true
     FROM hands WHERE hands.id = hand_players.hand_id AND hands.room_id = $1 AND hands.hand_number = $2 AND hand_players.user_id = $3`,
    [shown.roomId, shown.handNumber, shown.userId],
  );
}
