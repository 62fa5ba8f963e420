import type { TableStatus } from 'shared-events/contracts';
import type { Queryable } from '../db/database';
import type { GivenSeed } from './table-deals';
import { TABLE_SEATS, type TableSeat } from './table-model';

/** What a seed's check needs of its table: read without a lock (the seeds' key settles every race, see closeSeeds). */
export interface SeedFacts {
  status: TableStatus;
  seats: TableSeat[];
  /** The committed next hand, while it waits to be dealt. */
  nextHand: number | null;
}

export async function seedFacts(q: Queryable, tableId: number): Promise<SeedFacts | undefined> {
  const { rows } = await q.query<{ status: TableStatus; seats: TableSeat[]; next_hand: number | null }>(
    "SELECT status, seats, (hand -> 'nextDeal' ->> 'handNumber')::int AS next_hand FROM poker_tables WHERE id = $1",
    [tableId],
  );
  return rows[0] && { status: rows[0].status, seats: rows[0].seats, nextHand: rows[0].next_hand };
}

/**
 * Keeps a seat's seed for hand `handNumber` of a table, in one statement: refused when that seat already gave one
 * (the first stands) or the deal closed the hand to seeds first.
 */
export async function keepSeed(
  q: Queryable,
  seed: GivenSeed & { tableId: number; handNumber: number; at: Date },
): Promise<'kept' | 'SEED_ALREADY_GIVEN' | 'DEAL_NOT_OPEN'> {
  const key = [seed.tableId, seed.handNumber, seed.seat];
  const { rows } = await q.query(
    `INSERT INTO table_deal_seeds (table_id, hand_number, seat, user_id, seed, given_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT DO NOTHING RETURNING seat`,
    [...key, seed.userId, seed.seed, seed.at],
  );
  if (rows.length === 1) return 'kept';
  const taken = await q.query<{ closed: boolean }>(
    'SELECT seed IS NULL AS closed FROM table_deal_seeds WHERE table_id = $1 AND hand_number = $2 AND seat = $3',
    key,
  );
  return taken.rows[0]?.closed === false ? 'SEED_ALREADY_GIVEN' : 'DEAL_NOT_OPEN';
}

/**
 * The deal of hand `handNumber` (the table's row locked) takes its seeds. First it closes the hand to seeds: a row with
 * no seed for every seat without one. A seed being written at that moment holds its seat's key, so the deal waits for
 * it and, in its next statement, reads it; a seed written later finds its seat's key taken and is refused. The rows of
 * earlier hands go; the deal's record keeps the seeds it used.
 */
export async function takeSeeds(q: Queryable, tableId: number, handNumber: number, at: Date): Promise<GivenSeed[]> {
  await q.query(
    `INSERT INTO table_deal_seeds (table_id, hand_number, seat, given_at)
     SELECT $1, $2, seat, $3 FROM generate_series(1, ${TABLE_SEATS}) AS seat ON CONFLICT DO NOTHING`,
    [tableId, handNumber, at],
  );
  const { rows } = await q.query<{ seat: number; user_id: number; seed: string }>(
    `WITH earlier AS (DELETE FROM table_deal_seeds WHERE table_id = $1 AND hand_number < $2)
     SELECT seat, user_id, seed FROM table_deal_seeds WHERE table_id = $1 AND hand_number = $2 AND seed IS NOT NULL ORDER BY seat`,
    [tableId, handNumber],
  );
  return rows.map((row) => ({ seat: row.seat, userId: row.user_id, seed: row.seed }));
}
