import type { Queryable } from '../db/database';

/**
 * SQL of table_moves (migration 14): the director's decisions to move players between a tournament's tables (and an
 * admin's, migration 23), each applied once by the table it leaves, at its next hand boundary. Every write to the
 * table is here.
 */
export interface TableMoveRow {
  id: number;
  tournament_id: number;
  from_table_id: number;
  to_table_id: number;
  to_seat: number;
  reason: 'balance' | 'break' | 'admin';
  /** The player an admin's move names (null: the table picks, as the director's moves leave it to). */
  user_id: number | null;
  entry_id: number | null;
  created_at: Date;
  applied_at: Date | null;
}

export async function insertMoves(
  tx: Queryable,
  tournamentId: number,
  moves: { fromTableId: number; toTableId: number; toSeat: number; reason: TableMoveRow['reason']; userId?: number }[],
  at: Date,
): Promise<void> {
  if (moves.length === 0) return;
  await tx.query(
    `INSERT INTO table_moves (tournament_id, from_table_id, to_table_id, to_seat, reason, user_id, created_at)
     SELECT $1, m.from_id, m.to_id, m.to_seat, m.reason, m.user_id, $7
     FROM unnest($2::int[], $3::int[], $4::int[], $5::text[], $6::int[]) AS m (from_id, to_id, to_seat, reason, user_id)`,
    [
      tournamentId,
      moves.map((m) => m.fromTableId),
      moves.map((m) => m.toTableId),
      moves.map((m) => m.toSeat),
      moves.map((m) => m.reason),
      moves.map((m) => m.userId ?? null),
      at,
    ],
  );
}

/** Where the moves not applied yet of a tournament send its players: by user, for the moves that name one. */
export async function pendingNamedMoves(q: Queryable, tournamentId: number): Promise<Map<number, number>> {
  const { rows } = await q.query<{ user_id: number; to_table_id: number }>(
    'SELECT user_id, to_table_id FROM table_moves WHERE tournament_id = $1 AND applied_at IS NULL AND user_id IS NOT NULL',
    [tournamentId],
  );
  return new Map(rows.map((row) => [row.user_id, row.to_table_id]));
}

/** Whether `tableId` breaks at its next hand boundary (the director decided to send all its players elsewhere). */
export async function isBreaking(q: Queryable, tableId: number): Promise<boolean> {
  const { rows } = await q.query("SELECT 1 FROM table_moves WHERE from_table_id = $1 AND reason = 'break' AND applied_at IS NULL LIMIT 1", [tableId]);
  return rows.length > 0;
}

/** The moves still to apply from `tableId`, locked, oldest first. */
export async function lockPendingMovesFrom(tx: Queryable, tableId: number): Promise<TableMoveRow[]> {
  const { rows } = await tx.query<TableMoveRow>('SELECT * FROM table_moves WHERE from_table_id = $1 AND applied_at IS NULL ORDER BY id FOR UPDATE', [
    tableId,
  ]);
  return rows;
}

/** Done: the entry that moved (null when the table had nobody left to send). */
export async function markMoveApplied(tx: Queryable, moveId: number, entryId: number | null, at: Date): Promise<void> {
  await tx.query('UPDATE table_moves SET applied_at = $3, entry_id = $2 WHERE id = $1 AND applied_at IS NULL', [moveId, entryId, at]);
}
