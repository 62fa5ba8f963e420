import { randomInt } from 'node:crypto';
import type { MovePlayerRequest, PlayerMove } from 'shared-events/contracts';
import type { ChangeHook, Database, Queryable } from '../db/database';
import { errors } from '../errors';
import { insertMoves, isBreaking, pendingNamedMoves } from '../tournaments/table-moves.repository';
import { findTournamentRow } from '../tournaments/tournaments.repository';
import { playingTables } from './director';
import { drawFreeSeat, SEATS } from './table-plan';

/** Where the player sat when the move was decided (what the audit log records before it). */
export interface SeatBeforeMove {
  tournamentId: number;
  userId: number;
  tableId: number;
  seat: number;
  stack: number;
}

/**
 * An admin moves a seated player to another table of their tournament. Decided as the director decides its balancing
 * moves (a table_moves row reserving a free seat drawn at the destination, under the tournament's row lock, so no pass
 * decides at the same time), and applied the same way: by the player's table at its next hand boundary, never in the
 * middle of a hand. The move names its player (the director's leave the choice to the table). Refused, writing
 * nothing: a tournament not in play, a player not seated there (or busted in the hand in play), a player already on
 * the way, a destination that is their table, not one of the tournament's, finished, breaking or full.
 */
export async function movePlayerBetweenHands(
  db: Database,
  at: Date,
  request: MovePlayerRequest & { tournamentId: number },
  onMoved?: ChangeHook<SeatBeforeMove, PlayerMove>,
): Promise<PlayerMove> {
  const { tournamentId, userId, toTableId } = request;
  return db.transaction(async (tx) => {
    const row = await findTournamentRow(tx, tournamentId, { lock: 'FOR NO KEY UPDATE' });
    if (!row) throw errors.tournamentNotFound();
    if (row.seated_at === null || row.finished_at !== null || row.status === 'cancelled') throw errors.tournamentNotInPlay();
    const tables = await playingTables(tx, tournamentId);
    // Seated as the director counts seats: not busted (a player busted in the hand in play leaves at its end).
    const seatOf = (table: (typeof tables)[number]) => table.seats.find((seat) => seat.userId === userId && !seat.busted);
    const from = tables.find(seatOf);
    const seat = from && seatOf(from);
    if (!from || !seat) throw (await inTransit(tx, tournamentId, userId)) ? errors.playerAlreadyMoving() : errors.playerNotSeated();
    if ((await pendingNamedMoves(tx, tournamentId)).has(userId)) throw errors.playerAlreadyMoving();
    if (toTableId === from.id) throw errors.playerAlreadyAtTable();
    const to = tables.find((table) => table.id === toTableId);
    if (!to) throw await notPlaying(tx, tournamentId, toTableId);
    if (await isBreaking(tx, to.id)) throw errors.tableBreaking();
    if (to.count >= SEATS) throw errors.tableFull();
    const move: PlayerMove = { tournamentId, userId, fromTableId: from.id, toTableId, toSeat: drawFreeSeat(to, randomInt) };
    await insertMoves(tx, tournamentId, [{ ...move, reason: 'admin' }], at);
    await onMoved?.(tx, { tournamentId, userId, tableId: from.id, seat: seat.seat, stack: seat.stack }, move);
    return move;
  });
}

/** A live entry on its way to a table (sent there by a move already applied by the table it left). */
async function inTransit(q: Queryable, tournamentId: number, userId: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM tournament_entries WHERE tournament_id = $1 AND user_id = $2 AND busted_at IS NULL AND in_transit', [
    tournamentId,
    userId,
  ]);
  return rows.length > 0;
}

/** Why a table that is not one of the tournament's playing tables cannot take the player. */
async function notPlaying(q: Queryable, tournamentId: number, tableId: number) {
  const { rows } = await q.query<{ tournament_id: number | null }>('SELECT tournament_id FROM poker_tables WHERE id = $1', [tableId]);
  return rows[0]?.tournament_id === tournamentId ? errors.tableFinished() : errors.tableNotInTournament();
}
