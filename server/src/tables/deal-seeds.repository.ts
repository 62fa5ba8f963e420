import type { Queryable } from '../db/database';
import type { GivenSeed } from './table-deals';

/**
 * Keeps a seat's seed for hand `handNumber` of a table; false when that seat already gave one (the first stands).
 * The caller holds the table's row FOR SHARE, so a deal cannot take the seeds between its check and this write.
 */
export async function keepSeed(q: Queryable, seed: GivenSeed & { tableId: number; handNumber: number; at: Date }): Promise<boolean> {
  const { rowCount } = await q.query(
    `INSERT INTO table_deal_seeds (table_id, hand_number, seat, user_id, seed, given_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT DO NOTHING`,
    [seed.tableId, seed.handNumber, seed.seat, seed.userId, seed.seed, seed.at],
  );
  return rowCount === 1;
}

/**
 * The seeds given to hand `handNumber` of a table, taken by its deal (the table's row locked): they leave the table,
 * with any left over from hands that were never dealt. The deal's record keeps the ones it used.
 */
export async function takeSeeds(q: Queryable, tableId: number, handNumber: number): Promise<GivenSeed[]> {
  const { rows } = await q.query<{ hand_number: number; seat: number; user_id: number; seed: string }>(
    'DELETE FROM table_deal_seeds WHERE table_id = $1 AND hand_number <= $2 RETURNING hand_number, seat, user_id, seed',
    [tableId, handNumber],
  );
  return rows
    .filter((row) => row.hand_number === handNumber)
    .map((row) => ({ seat: row.seat, userId: row.user_id, seed: row.seed }))
    .sort((a, b) => a.seat - b.seat);
}
