import type { Queryable } from '../db/database';

/** A table this process owns: the epoch its lease was taken at (its writes are fenced by it) and when it is due. */
export interface OwnedTable {
  id: number;
  epoch: number;
  dueAt: Date | null;
}

/**
 * Renews every lease `holder` has on a playing table, and takes the leases of playing tables that have no owner yet
 * or whose owner's lease ran out (a dead process), each with a new epoch. Leases live in `table_leases` (migration
 * 13), narrow rows apart from the tables', so renewing them never waits for a decision in play. Two processes
 * claiming at the same moment cannot both win a table: a new lease is one insert on the table's key, a takeover
 * locks the lease row (skipping one in use by the owner's work, which holds it FOR SHARE) and checks the expiry again
 * on it. Returns every table `holder` owns now, with when each is due.
 */
export async function claimTables(q: Queryable, holder: string, at: Date, leaseMs: number, limit = 500): Promise<OwnedTable[]> {
  const expires = new Date(at.getTime() + leaseMs);
  const { rows: renewed } = await q.query<{ table_id: number; epoch: number }>(
    `UPDATE table_leases SET expires_at = $2 WHERE owner = $1 RETURNING table_id, epoch`,
    [holder, expires],
  );
  const { rows: taken } = await q.query<{ table_id: number; epoch: number }>(
    `INSERT INTO table_leases (table_id, owner, epoch, expires_at)
       SELECT p.id, $1, 1, $2 FROM poker_tables p
       WHERE p.status = 'playing' AND NOT EXISTS (SELECT 1 FROM table_leases l WHERE l.table_id = p.id)
       ORDER BY p.id LIMIT $3
     ON CONFLICT (table_id) DO NOTHING
     RETURNING table_id, epoch`,
    [holder, expires, limit],
  );
  const { rows: takenOver } = await q.query<{ table_id: number; epoch: number }>(
    `UPDATE table_leases l SET owner = $1, epoch = l.epoch + 1, expires_at = $2
     WHERE l.table_id IN (
       SELECT l2.table_id FROM table_leases l2 JOIN poker_tables p ON p.id = l2.table_id
       WHERE p.status = 'playing' AND l2.expires_at <= $3
       ORDER BY l2.table_id LIMIT $4 FOR UPDATE OF l2 SKIP LOCKED
     ) AND l.expires_at <= $3
     RETURNING l.table_id, l.epoch`,
    [holder, expires, at, limit],
  );
  const leases = [...renewed, ...taken, ...takenOver];
  if (leases.length === 0) return [];
  const { rows: tables } = await q.query<{ id: number; status: string; due_at: Date | string | null }>(
    'SELECT id, status, due_at FROM poker_tables WHERE id = ANY($1::int[])',
    [leases.map((lease) => lease.table_id)],
  );
  const byId = new Map(tables.map((table) => [table.id, table]));
  return leases.flatMap((lease) => {
    const table = byId.get(lease.table_id);
    if (!table || table.status !== 'playing') return [];
    return [{ id: lease.table_id, epoch: lease.epoch, dueAt: table.due_at === null ? null : new Date(table.due_at) }];
  });
}

/** Gives up `holder`'s leases (on shutdown), so another process takes the tables over at its next claim. */
export async function releaseTables(q: Queryable, holder: string): Promise<void> {
  await q.query(`UPDATE table_leases SET expires_at = '-infinity' WHERE owner = $1`, [holder]);
}

/**
 * Inside the owner's work: holds its lease row (FOR SHARE, until the work commits) while it is still `holder`'s at
 * `epoch`, so a takeover waits for the work to end; false when the lease has moved on (the work must write nothing).
 */
export async function holdLease(q: Queryable, tableId: number, owner: { holder: string; epoch: number }): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM table_leases WHERE table_id = $1 AND owner = $2 AND epoch = $3 FOR SHARE', [
    tableId,
    owner.holder,
    owner.epoch,
  ]);
  return rows.length === 1;
}
