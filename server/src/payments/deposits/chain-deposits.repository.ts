import type { ChainDeposit, ChainDepositState } from 'shared-events/contracts';
import type { Queryable } from '../../db/database';
import { selectPage, type PageWindow } from '../../db/select-page';
import { microsToNumber } from '../../money/micro-usdt';

/** The one writer of chain_deposits and deposit_addresses (migration 026). */

export interface ChainDepositRow {
  id: string;
  chain_id: number;
  tx_hash: string;
  log_index: number;
  block_number: string;
  block_hash: string;
  user_id: number;
  to_address: string;
  amount_micros: string;
  state: ChainDepositState;
  confirmations: number;
  seen_at: Date;
  credited_at: Date | null;
}

const COLUMNS = `id::text AS id, chain_id, tx_hash, log_index, block_number::text AS block_number, block_hash, user_id, to_address,
  amount_micros::text AS amount_micros, state, confirmations, seen_at, credited_at`;

export function toChainDeposit(row: ChainDepositRow, requiredConfirmations: number): ChainDeposit {
  return {
    id: Number(row.id),
    txHash: row.tx_hash,
    logIndex: row.log_index,
    blockNumber: Number(row.block_number),
    amount: microsToNumber(row.amount_micros),
    state: row.state,
    confirmations: row.confirmations,
    requiredConfirmations,
    seenAt: new Date(row.seen_at).toISOString(),
    creditedAt: row.credited_at ? new Date(row.credited_at).toISOString() : null,
  };
}

/** The player's deposit address, stored on first use (two first calls at once store it once). */
export async function saveDepositAddress(db: Queryable, userId: number, address: string, at: Date): Promise<string> {
  await db.query('INSERT INTO deposit_addresses (user_id, address, created_at) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO NOTHING', [
    userId,
    address,
    at,
  ]);
  const { rows } = await db.query<{ address: string }>('SELECT address FROM deposit_addresses WHERE user_id = $1', [userId]);
  return rows[0].address;
}

/** Which of these addresses (lowercase) are players' deposit addresses, and whose. */
export async function depositAddressOwners(db: Queryable, addresses: string[]): Promise<Map<string, { userId: number; address: string }>> {
  if (addresses.length === 0) return new Map();
  const { rows } = await db.query<{ user_id: number; address: string }>(
    'SELECT user_id, address FROM deposit_addresses WHERE lower(address) = ANY($1::text[])',
    [addresses.map((address) => address.toLowerCase())],
  );
  return new Map(rows.map((row) => [row.address.toLowerCase(), { userId: row.user_id, address: row.address }]));
}

export interface SeenTransfer {
  chainId: number;
  txHash: string;
  logIndex: number;
  blockNumber: bigint;
  blockHash: string;
  userId: number;
  toAddress: string;
  amountMicros: bigint;
  confirmations: number;
}

/**
 * Records a transfer to a deposit address. A new one is inserted pending; one seen before is left alone unless it was
 * dropped, or pending in another block: a reorganisation brought the same (transaction, log index) back in a new block,
 * so the row takes the new block and is pending again. Credited and below-minimum rows never change here. Returns the
 * row when it was inserted or changed (to announce), else undefined.
 */
export async function recordTransfer(db: Queryable, seen: SeenTransfer, at: Date): Promise<ChainDepositRow | undefined> {
  const { rows } = await db.query<ChainDepositRow>(
    `INSERT INTO chain_deposits (chain_id, tx_hash, log_index, block_number, block_hash, user_id, to_address, amount_micros, confirmations, seen_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (chain_id, tx_hash, log_index) DO UPDATE SET
       state = 'pending', block_number = EXCLUDED.block_number, block_hash = EXCLUDED.block_hash, user_id = EXCLUDED.user_id,
       to_address = EXCLUDED.to_address, amount_micros = EXCLUDED.amount_micros, confirmations = EXCLUDED.confirmations
     WHERE chain_deposits.state = 'dropped' OR (chain_deposits.state = 'pending' AND chain_deposits.block_hash <> EXCLUDED.block_hash)
     RETURNING ${COLUMNS}`,
    [
      seen.chainId,
      seen.txHash,
      seen.logIndex,
      seen.blockNumber.toString(),
      seen.blockHash,
      seen.userId,
      seen.toAddress,
      seen.amountMicros.toString(),
      seen.confirmations,
      at,
    ],
  );
  return rows[0];
}

export async function pendingDeposits(db: Queryable, chainId: number): Promise<ChainDepositRow[]> {
  const { rows } = await db.query<ChainDepositRow>(`SELECT ${COLUMNS} FROM chain_deposits WHERE chain_id = $1 AND state = 'pending' ORDER BY id`, [
    chainId,
  ]);
  return rows;
}

/** Pending deposits in blocks above `blockNumber`, which a reorganisation took out of the chain: dropped. */
export async function dropPendingAbove(db: Queryable, chainId: number, blockNumber: bigint): Promise<ChainDepositRow[]> {
  const { rows } = await db.query<ChainDepositRow>(
    `UPDATE chain_deposits SET state = 'dropped', confirmations = 0
     WHERE chain_id = $1 AND state = 'pending' AND block_number > $2 RETURNING ${COLUMNS}`,
    [chainId, blockNumber.toString()],
  );
  return rows;
}

/**
 * Moves a pending row, as last seen (its block hash), to a new state or confirmation count; a row that changed since
 * (another pass got there first) is left alone. Returns the row when this call changed it.
 */
export async function updatePending(
  db: Queryable,
  row: Pick<ChainDepositRow, 'id' | 'block_hash'>,
  change: { state: 'pending' | 'dropped' | 'below_minimum'; confirmations: number; blockNumber?: bigint; blockHash?: string },
): Promise<ChainDepositRow | undefined> {
  const { rows } = await db.query<ChainDepositRow>(
    `UPDATE chain_deposits SET state = $3, confirmations = $4, block_number = coalesce($5, block_number), block_hash = coalesce($6, block_hash)
     WHERE id = $1 AND state = 'pending' AND block_hash = $2
       AND (state <> $3 OR confirmations <> $4 OR block_hash <> coalesce($6, block_hash))
     RETURNING ${COLUMNS}`,
    [row.id, row.block_hash, change.state, change.confirmations, change.blockNumber?.toString() ?? null, change.blockHash ?? null],
  );
  return rows[0];
}

/**
 * Claims a pending deposit for crediting inside the caller's transaction: the row is locked, and claimed only if it
 * is still pending in the block the watcher verified. Two passes at once: the second waits for the first's commit,
 * then finds the row credited and gets false.
 */
export async function claimForCredit(tx: Queryable, id: string, blockHash: string): Promise<boolean> {
  const { rows } = await tx.query(`SELECT id FROM chain_deposits WHERE id = $1 AND state = 'pending' AND block_hash = $2 FOR UPDATE`, [
    id,
    blockHash,
  ]);
  return rows.length === 1;
}

export async function markCredited(
  tx: Queryable,
  id: string,
  credit: { ledgerTransactionId: string; confirmations: number; at: Date },
): Promise<ChainDepositRow> {
  const { rows } = await tx.query<ChainDepositRow>(
    `UPDATE chain_deposits SET state = 'credited', credited_at = $2, confirmations = $3, ledger_transaction_id = $4
     WHERE id = $1 AND state = 'pending' RETURNING ${COLUMNS}`,
    [id, credit.at, credit.confirmations, credit.ledgerTransactionId],
  );
  if (!rows[0]) throw new Error(`chain deposit ${id} was not pending when credited`);
  return rows[0];
}

/** The player's chain deposits, newest first. */
export async function listUserDeposits(db: Queryable, userId: number, window: PageWindow): Promise<{ rows: ChainDepositRow[]; total: number }> {
  return selectPage<ChainDepositRow>(
    db,
    { columns: COLUMNS, from: 'chain_deposits WHERE user_id = $1', params: [userId], orderBy: 'id DESC' },
    window,
  );
}
