import type { Queryable } from '../../db/database';

/** The one writer of deposit_sweeps (migration 026). */

export type SweepState = 'started' | 'funding' | 'sweeping' | 'done' | 'failed';

export interface SweepRow {
  id: number;
  chain_id: number;
  user_id: number;
  from_address: string;
  to_address: string;
  amount_micros: string;
  up_to_deposit_id: string;
  gas_funding_tx_hash: string | null;
  gas_funding_raw_tx: string | null;
  sweep_tx_hash: string | null;
  sweep_raw_tx: string | null;
  state: SweepState;
}

const COLUMNS = `id, chain_id, user_id, from_address, to_address, amount_micros::text AS amount_micros, up_to_deposit_id::text AS up_to_deposit_id,
  gas_funding_tx_hash, gas_funding_raw_tx, sweep_tx_hash, sweep_raw_tx, state`;

const OPEN = `('started', 'funding', 'sweeping')`;

/** Deposit addresses holding credited deposits no sweep has moved yet, with the newest such deposit. */
export async function unsweptAddresses(db: Queryable, chainId: number): Promise<{ userId: number; address: string; upToDepositId: string }[]> {
  const { rows } = await db.query<{ user_id: number; to_address: string; up_to: string }>(
    `SELECT user_id, to_address, max(id)::text AS up_to FROM chain_deposits
     WHERE chain_id = $1 AND state = 'credited' AND sweep_id IS NULL
       AND NOT EXISTS (SELECT 1 FROM deposit_sweeps s WHERE s.chain_id = $1 AND s.from_address = to_address AND s.state IN ${OPEN})
     GROUP BY user_id, to_address ORDER BY user_id`,
    [chainId],
  );
  return rows.map((row) => ({ userId: row.user_id, address: row.to_address, upToDepositId: row.up_to }));
}

export async function openSweeps(db: Queryable, chainId: number): Promise<SweepRow[]> {
  const { rows } = await db.query<SweepRow>(`SELECT ${COLUMNS} FROM deposit_sweeps WHERE chain_id = $1 AND state IN ${OPEN} ORDER BY id`, [chainId]);
  return rows;
}

/** Opens a sweep of an address; undefined when one is already open there (another pass started it). */
export async function startSweep(
  db: Queryable,
  sweep: { chainId: number; userId: number; from: string; to: string; amountMicros: bigint; upToDepositId: string; at: Date },
): Promise<SweepRow | undefined> {
  const { rows } = await db.query<SweepRow>(
    `INSERT INTO deposit_sweeps (chain_id, user_id, from_address, to_address, amount_micros, up_to_deposit_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
     ON CONFLICT (chain_id, from_address) WHERE state IN ${OPEN} DO NOTHING RETURNING ${COLUMNS}`,
    [sweep.chainId, sweep.userId, sweep.from, sweep.to, sweep.amountMicros.toString(), sweep.upToDepositId, sweep.at],
  );
  return rows[0];
}

/** Stores the signed gas funding (before it is broadcast); undefined if the sweep moved on meanwhile. */
export async function recordFunding(
  db: Queryable,
  id: number,
  funding: { wei: bigint; hash: string; raw: string; at: Date },
): Promise<SweepRow | undefined> {
  const { rows } = await db.query<SweepRow>(
    `UPDATE deposit_sweeps SET state = 'funding', gas_funding_wei = $2, gas_funding_tx_hash = $3, gas_funding_raw_tx = $4, updated_at = $5
     WHERE id = $1 AND state = 'started' RETURNING ${COLUMNS}`,
    [id, funding.wei.toString(), funding.hash, funding.raw, funding.at],
  );
  return rows[0];
}

/** Stores the signed token transfer (before it is broadcast); undefined if the sweep moved on meanwhile. */
export async function recordSweepTransaction(
  db: Queryable,
  id: number,
  sweep: { hash: string; raw: string; at: Date },
): Promise<SweepRow | undefined> {
  const { rows } = await db.query<SweepRow>(
    `UPDATE deposit_sweeps SET state = 'sweeping', sweep_tx_hash = $2, sweep_raw_tx = $3, updated_at = $4
     WHERE id = $1 AND state IN ('started', 'funding') RETURNING ${COLUMNS}`,
    [id, sweep.hash, sweep.raw, sweep.at],
  );
  return rows[0];
}

/** The sweep is mined: it is done, and the deposits it moved point at it. */
export async function finishSweep(tx: Queryable, sweep: SweepRow, at: Date): Promise<void> {
  const { rows } = await tx.query(
    `UPDATE deposit_sweeps SET state = 'done', done_at = $2, updated_at = $2 WHERE id = $1 AND state = 'sweeping' RETURNING id`,
    [sweep.id, at],
  );
  if (rows.length === 0) return;
  await tx.query(
    `UPDATE chain_deposits SET sweep_id = $1 WHERE chain_id = $2 AND to_address = $3 AND state = 'credited' AND sweep_id IS NULL AND id <= $4`,
    [sweep.id, sweep.chain_id, sweep.from_address, sweep.up_to_deposit_id],
  );
}

export async function failSweep(db: Queryable, id: number, reason: string, at: Date): Promise<void> {
  await db.query(`UPDATE deposit_sweeps SET state = 'failed', reason = $2, updated_at = $3 WHERE id = $1 AND state IN ${OPEN}`, [id, reason, at]);
}
