import type { Queryable } from '../../db/database';

/**
 * The watcher's place in the chain: chain_blocks holds the hash of recent blocks it processed, the highest being the
 * cursor (the last block whose logs are recorded). A block whose stored hash differs from the chain's was replaced by a
 * reorganisation; the highest block that still matches is where the watcher resumes.
 */

export interface StoredBlock {
  number: bigint;
  hash: string;
}

/** The stored blocks, highest first (the first is the cursor); empty before the first pass. */
export async function storedBlocks(db: Queryable, chainId: number): Promise<StoredBlock[]> {
  const { rows } = await db.query<{ number: string; hash: string }>(
    'SELECT number::text AS number, hash FROM chain_blocks WHERE chain_id = $1 ORDER BY number DESC',
    [chainId],
  );
  return rows.map((row) => ({ number: BigInt(row.number), hash: row.hash }));
}

/**
 * Records a processed block and forgets those more than `keep` blocks below it (the cursor is always kept). A second
 * pass recording the same block writes the same row.
 */
export async function recordBlock(db: Queryable, chainId: number, block: StoredBlock, keep: number): Promise<void> {
  await db.query(
    'INSERT INTO chain_blocks (chain_id, number, hash) VALUES ($1, $2, $3) ON CONFLICT (chain_id, number) DO UPDATE SET hash = EXCLUDED.hash',
    [chainId, block.number.toString(), block.hash],
  );
  await db.query('DELETE FROM chain_blocks WHERE chain_id = $1 AND number < $2', [chainId, (block.number - BigInt(keep)).toString()]);
}

/** Forgets every block above the fork point: the watcher resumes after it. */
export async function rewindTo(db: Queryable, chainId: number, forkPoint: StoredBlock): Promise<void> {
  await db.query('DELETE FROM chain_blocks WHERE chain_id = $1 AND number > $2', [chainId, forkPoint.number.toString()]);
  await db.query(
    'INSERT INTO chain_blocks (chain_id, number, hash) VALUES ($1, $2, $3) ON CONFLICT (chain_id, number) DO UPDATE SET hash = EXCLUDED.hash',
    [chainId, forkPoint.number.toString(), forkPoint.hash],
  );
}
