import type { DealFairness, GameType, HandHistoryRow, HandHistoryTournament, HandReplay, HandReplayPlayer } from 'shared-events/contracts';
import type { Queryable } from '../db/database';
import { roomLabel } from '../rooms/room-views';
import type { RecordedPlay } from '../tables/hand-records';
import type { RecordedFairness } from '../tables/table-deals';
import { phhText, viewHand, type ViewedHand } from './hand-replay';
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
  voided: boolean;
}

/**
 * The user's hands, newest first (hands are recorded as they end, so by id), and how many there are; of one
 * tournament when `tournamentId` is given.
 */
export async function listHandHistory(
  db: Queryable,
  userId: number,
  page: { limit: number; offset: number; tournamentId?: number },
): Promise<{ rows: HandHistoryRow[]; count: number }> {
  // The user's hands as p: $1 the user, $2 the tournament.
  const mine =
    page.tournamentId === undefined
      ? { from: 'hand_players p WHERE p.user_id = $1', params: [userId] }
      : {
          from: 'hand_players p JOIN hands h ON h.id = p.hand_id WHERE p.user_id = $1 AND h.tournament_id = $2',
          params: [userId, page.tournamentId],
        };
  const paging = mine.params.length;
  // The page's hand ids first, from the indexes alone (hand_players_user_newest, with hands_tournament when filtered):
  // the rest of each row, and whether another player won, is then read for the page's ten hands, not for every hand
  // OFFSET skips.
  const [{ rows }, total] = await Promise.all([
    db.query<HandHistorySqlRow>(
      `WITH page AS (SELECT p.hand_id FROM ${mine.from} ORDER BY p.hand_id DESC LIMIT $${paging + 1} OFFSET $${paging + 2})
       SELECT h.id::text AS id, h.ended_at, h.game_type, h.tournament_id, t.name AS tournament_name, r.tournament_id AS room_tournament_id, h.room_id, h.hand_number,
              h.small_blind::text AS small_blind, h.big_blind::text AS big_blind, h.ante::text AS ante, p.hole_cards, h.board,
              h.winning_hand, h.pot::text AS pot, p.net_chips::text AS net_chips, p.won_chips::text AS won_chips, h.voided,
              EXISTS (SELECT 1 FROM hand_players o WHERE o.hand_id = h.id AND o.user_id <> p.user_id AND o.won_chips > 0) AS another_player_won
       FROM page
       JOIN hand_players p ON p.hand_id = page.hand_id AND p.user_id = $1
       JOIN hands h ON h.id = p.hand_id
       JOIN tournaments t ON t.id = h.tournament_id
       JOIN rooms r ON r.id = h.room_id
       ORDER BY p.hand_id DESC`,
      [...mine.params, page.limit, page.offset],
    ),
    db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${mine.from}`, mine.params),
  ]);
  return { rows: rows.map(toHandHistoryRow), count: total.rows[0].count };
}

/** The tournaments the user has hands in, the latest played first: the history's filter. */
export async function listHandHistoryTournaments(db: Queryable, userId: number): Promise<HandHistoryTournament[]> {
  const { rows } = await db.query<{ id: number; name: string; hands: number }>(
    `SELECT t.id, t.name, count(*)::int AS hands
     FROM hand_players p JOIN hands h ON h.id = p.hand_id JOIN tournaments t ON t.id = h.tournament_id
     WHERE p.user_id = $1
     GROUP BY t.id, t.name ORDER BY max(p.hand_id) DESC`,
    [userId],
  );
  return rows;
}

interface ViewedHandSqlRow extends Omit<HandHistorySqlRow, 'hole_cards' | 'net_chips' | 'won_chips' | 'another_player_won'> {
  started_at: Date;
  buy_in_micros: string;
  level: number;
  play: RecordedPlay;
  fairness: RecordedFairness | null;
  players: { userId: number; seat: number; username: string; holeCards: string[]; netChips: number; wonChips: number; showedDown: boolean }[];
}

/**
 * The viewer's hands that keep how they were played, oldest first: one (`handId`), or a batch of those after
 * `afterId` (of one tournament with `tournamentId`). A hand the viewer did not play is never among them.
 */
export async function listViewedHands(
  db: Queryable,
  viewerId: number,
  filter: { handId?: number; tournamentId?: number; afterId?: number; limit: number },
): Promise<ViewedHand[]> {
  const { rows } = await db.query<ViewedHandSqlRow>(
    `SELECT h.id::text AS id, h.started_at, h.ended_at, h.game_type, h.tournament_id, t.name AS tournament_name,
            t.entry_fee_micros::text AS buy_in_micros, r.tournament_id AS room_tournament_id, h.room_id, h.hand_number,
            h.small_blind::text AS small_blind, h.big_blind::text AS big_blind, h.ante::text AS ante, h.board, h.winning_hand,
            h.pot::text AS pot, h.voided, h.play, h.fairness,
            coalesce((SELECT min((l->>'level')::int) FROM jsonb_array_elements(t.blind_structure) l
                      WHERE (l->>'smallBlind')::bigint = h.small_blind AND (l->>'bigBlind')::bigint = h.big_blind
                        AND (l->>'ante')::bigint = h.ante), 1) AS level,
            (SELECT json_agg(json_build_object('userId', p.user_id, 'seat', p.seat, 'username', u.username, 'holeCards', p.hole_cards,
                                               'netChips', p.net_chips, 'wonChips', p.won_chips, 'showedDown', p.showed_down))
             FROM hand_players p JOIN users u ON u.id = p.user_id WHERE p.hand_id = h.id) AS players
     FROM hand_players v
     JOIN hands h ON h.id = v.hand_id
     JOIN tournaments t ON t.id = h.tournament_id
     JOIN rooms r ON r.id = h.room_id
     WHERE v.user_id = $1 AND h.play IS NOT NULL AND ($2::bigint IS NULL OR v.hand_id = $2)
       AND ($3::int IS NULL OR h.tournament_id = $3) AND v.hand_id > $4
     ORDER BY v.hand_id LIMIT $5`,
    [viewerId, filter.handId ?? null, filter.tournamentId ?? null, filter.afterId ?? 0, filter.limit],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    tournamentId: row.tournament_id,
    tournamentName: row.tournament_name,
    buyInMicros: row.buy_in_micros,
    level: row.level,
    roomId: roomLabel(row.room_tournament_id, row.room_id),
    handNumber: row.hand_number,
    gameType: row.game_type,
    smallBlind: Number(row.small_blind),
    bigBlind: Number(row.big_blind),
    ante: Number(row.ante),
    startedAt: new Date(row.started_at),
    endedAt: new Date(row.ended_at),
    voided: row.voided,
    board: row.board,
    pot: Number(row.pot),
    winningHand: row.winning_hand,
    play: row.play,
    fairness: row.fairness,
    players: row.players.map((player) => ({ ...player, netChips: Number(player.netChips), wonChips: Number(player.wonChips) })),
  }));
}

/**
 * One hand to review, from `viewerId`'s side; undefined when the viewer did not play it (or it was recorded before
 * hands kept how they were played). Another player's hole cards are in it only when they were shown down.
 */
export async function findHandReplay(db: Queryable, handId: number, viewerId: number): Promise<HandReplay | undefined> {
  const [hand] = await listViewedHands(db, viewerId, { handId, limit: 1 });
  if (!hand) return undefined;
  const { players, phh } = viewHand(hand, viewerId);
  return {
    id: hand.id,
    tournamentId: hand.tournamentId,
    tournamentName: hand.tournamentName,
    roomId: hand.roomId,
    handNumber: hand.handNumber,
    gameType: hand.gameType,
    stakes: stakesText(hand.smallBlind, hand.bigBlind, hand.ante),
    smallBlind: hand.smallBlind,
    bigBlind: hand.bigBlind,
    ante: hand.ante,
    startedAt: hand.startedAt.toISOString(),
    endedAt: hand.endedAt.toISOString(),
    voided: hand.voided,
    buttonSeat: hand.play.buttonSeat,
    players,
    board: hand.board,
    pot: hand.pot,
    winningHand: hand.winningHand,
    autoActions: hand.play.auto.map((decision) => ({ actionIndex: decision.logIndex, reason: decision.reason })),
    phh: phhText(phh),
    fairness: hand.fairness && fairnessForViewer(hand.fairness, hand.board, players),
  };
}

/**
 * The deal's reveal for one viewer: only the cards they were entitled to see are opened (the board, the hands shown
 * down, their own), so a mucked or unshown card's slot stays closed. A card is in one slot only: matching by card is exact.
 */
function fairnessForViewer(recorded: RecordedFairness, board: readonly string[], players: readonly HandReplayPlayer[]): DealFairness {
  const seen = new Set([...board, ...players.flatMap((player) => player.holeCards ?? [])]);
  const openings = recorded.openings.filter(({ card }) => seen.has(card)).map(({ slot, card, salt }) => ({ slot, card, salt }));
  return { ...recorded, openings };
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
    result: row.voided ? 'void' : handResult({ netChips, wonChips: Number(row.won_chips) }, row.another_player_won),
    net: netChips,
  };
}
