import type { GameType, HandHistoryRow } from 'shared-events/contracts';
import type { Queryable } from '../db/database';
import { roomLabel } from '../rooms/room-views';
import { handResult, stakesText } from './hand-view';

/**
 * SQL of hands and hand_players: the record of every finished hand. The live table runtime writes them
 * (recordHand, in the transaction that ends the hand); players read their own (listHandHistory).
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
    `INSERT INTO hands (tournament_id, room_id, hand_number, game_type, small_blind, big_blind, ante, board, pot, winning_hand, started_at, ended_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text[], $9, $10, $11, $12) RETURNING id`,
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
  return undefined;
}

interface HandHistorySqlRow {
  id: string;
  ended_at: Date;
  game_type: GameType;
  tournament_id: number;
  tournament_name: string;
  room_tournament_id: number;
  room_id: number;
  hand_number: number;
  small_blind: string;
  big_blind: string;
  ante: string;
  hole_cards: string[];
  board: string[];
  winning_hand: string | null;
  pot: string;
  net_chips: string;
  won_chips: string;
  another_player_won: boolean;
}

/** The user's hands, newest first (hands are recorded as they end, so by id), and how many there are. */
export async function listHandHistory(
  db: Queryable,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: HandHistoryRow[]; count: number }> {
  const { rows } = await db.query<HandHistorySqlRow>(
    `SELECT h.id::text AS id, h.ended_at, h.game_type, h.tournament_id, t.name AS tournament_name, r.tournament_id AS room_tournament_id, h.room_id, h.hand_number,
            h.small_blind::text AS small_blind, h.big_blind::text AS big_blind, h.ante::text AS ante, p.hole_cards, h.board,
            h.winning_hand, h.pot::text AS pot, p.net_chips::text AS net_chips, p.won_chips::text AS won_chips,
            EXISTS (SELECT 1 FROM hand_players o WHERE o.hand_id = h.id AND o.user_id <> p.user_id AND o.won_chips > 0) AS another_player_won
     FROM hand_players p
     JOIN hands h ON h.id = p.hand_id
     JOIN tournaments t ON t.id = h.tournament_id
     JOIN rooms r ON r.id = h.room_id
     WHERE p.user_id = $1
     ORDER BY p.hand_id DESC LIMIT $2 OFFSET $3`,
    [userId, page.limit, page.offset],
  );
  const total = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM hand_players WHERE user_id = $1', [userId]);
  return { rows: rows.map(toHandHistoryRow), count: total.rows[0].count };
}

function toHandHistoryRow(row: HandHistorySqlRow): HandHistoryRow {
  const netChips = Number(row.net_chips);
  return {
    id: Number(row.id),
    date: new Date(row.ended_at).toISOString(),
    gameType: row.game_type,
    tournamentId: row.tournament_id,
    tournamentName: row.tournament_name,
    roomId: roomLabel(row.room_tournament_id, row.room_id),
    handNumber: row.hand_number,
    stakes: stakesText(Number(row.small_blind), Number(row.big_blind), Number(row.ante)),
    myHand: row.hole_cards,
    board: row.board,
    winningHand: row.winning_hand,
    potSize: Number(row.pot),
    result: handResult({ netChips, wonChips: Number(row.won_chips) }, row.another_player_won),
    net: netChips,
  };
}
