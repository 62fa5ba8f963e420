import type { AdminLiveResponse, AdminLiveTable, AdminLiveTournament, GameType, TournamentCurrency } from 'shared-events/contracts';
import type { Queryable } from '../db/database';
import { tournamentStanding } from '../director/standing';
import { microsToDecimal } from '../money/micro-usdt';
import { pendingNamedMoves } from '../tournaments/table-moves.repository';
import { prizeMoneyMicros } from '../tournaments/tournament-results';
import { listLiveTournamentRows, type TournamentRow } from '../tournaments/tournaments.repository';

/**
 * GET /api/admin/live: every tournament in play (its players seated, not finished yet), oldest start first. The field,
 * the average stack, the paid places and the clock are the tournament's standing (the players' own view of it); the
 * tables are their seat maps as stored (stacks as they were when the hand in play began).
 */
export async function liveTournaments(q: Queryable, at: Date): Promise<AdminLiveResponse> {
  const tournaments: AdminLiveTournament[] = [];
  for (const row of await listLiveTournamentRows(q)) tournaments.push(await liveTournament(q, row, at));
  return { at: at.toISOString(), tournaments };
}

async function liveTournament(q: Queryable, row: TournamentRow, at: Date): Promise<AdminLiveTournament> {
  const standing = await tournamentStanding(q, row.id, undefined, at);
  const { entries, playersLeft, averageStack, paidPlaces, level, nextLevel, nextLevelAt, breakEndsAt, nextBreakAt, handForHand, pausedAt } = standing;
  return {
    id: row.id,
    name: row.name,
    gameType: row.game_type as GameType,
    entries,
    playersLeft,
    averageStack,
    paidPlaces,
    level,
    nextLevel,
    nextLevelAt,
    breakEndsAt,
    nextBreakAt,
    handForHand,
    pausedAt,
    tables: await liveTables(q, row.id),
    prizePool: microsToDecimal(prizeMoneyMicros(row)),
    currency: row.currency as TournamentCurrency,
  };
}

interface SeatRow {
  table_id: number;
  seat: number | null;
  user_id: number | null;
  username: string | null;
  stack: string | null;
  sitting_out: boolean | null;
}

/** The tournament's playing tables with their seats not busted (as the director counts them), by table and seat. */
async function liveTables(q: Queryable, tournamentId: number): Promise<AdminLiveTable[]> {
  const [{ rows }, moving] = await Promise.all([
    q.query<SeatRow>(
      `SELECT p.id AS table_id, s.seat, s.user_id, u.username, s.stack, s.sitting_out
       FROM poker_tables p
         LEFT JOIN LATERAL (
           SELECT (seat ->> 'seat')::int AS seat, (seat ->> 'userId')::int AS user_id, (seat ->> 'stack')::bigint::text AS stack,
             COALESCE((seat ->> 'sittingOut')::boolean, false) AS sitting_out
           FROM jsonb_array_elements(p.seats) AS seat WHERE NOT (seat ->> 'busted')::boolean
         ) s ON true
         LEFT JOIN users u ON u.id = s.user_id
       WHERE p.tournament_id = $1 AND p.status = 'playing'
       ORDER BY p.id, s.seat`,
      [tournamentId],
    ),
    pendingNamedMoves(q, tournamentId),
  ]);
  const tables = new Map<number, AdminLiveTable>();
  for (const row of rows) {
    const table = tables.get(row.table_id) ?? { id: row.table_id, players: 0, seats: [] };
    tables.set(row.table_id, table);
    if (row.user_id === null) continue;
    table.players += 1;
    table.seats.push({
      seat: row.seat!,
      userId: row.user_id,
      username: row.username ?? '',
      stack: Number(row.stack),
      sittingOut: row.sitting_out === true,
      movingToTableId: moving.get(row.user_id) ?? null,
    });
  }
  return [...tables.values()];
}
