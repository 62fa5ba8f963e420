import type { GameType, HandHistoryRow } from 'shared-events/contracts';
import type { Queryable } from '../db/database';
import { roomLabel } from '../rooms/room-views';
import { handResult, stakesText } from './hand-view';

/**
 * Reads of hands and hand_players, the record of every finished hand: players read their own (listHandHistory). The
 * table runtime writes them (tables/hand-records.ts recordHand, in the transaction that ends the hand).
 */

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
