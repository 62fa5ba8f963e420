import type { Queryable } from '../db/database';

/**
 * SQL of table_moves (migration 14): the director's decisions to move players between a tournament's tables, each
 * applied once by the table it leaves, at its next hand boundary. Every write to the table is here.
 */
export interface TableMoveRow {
  id: number;
  tournament_id: number;
  from_table_id: number;
  to_table_id: number;
  to_seat: number;
  reason: 'balance' | 'break';
  entry_id: number | null;
  created_at: Date;
  applied_at: Date | null;
}

export async function insertMoves(
  tx: Queryable,
  tournamentId: number,
  moves: { fromTableId: number; toTableId: number; toSeat: number; reason: TableMoveRow['reason'] }[],
  at: Date,
): Promise<void> {
  if (moves.length === 0) return;
  await tx.query(
    `INSERT INTO table_moves (tournament_id, from_table_id, to_table_id, to_seat, reason, created_at)
     SELECT $1, m.from_id, m.to_id, m.to_seat, m.reason, $6 FROM unnest($2::int[], $3::int[], $4::int[], $5::text[]) AS m (from_id, to_id, to_seat, reason)`,
    [tournamentId, moves.map((m) => m.fromTableId), moves.map((m) => m.toTableId), moves.map((m) => m.toSeat), moves.map((m) => m.reason), at],
  );
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
