import type { Queryable } from '../../db/database';
import { transferKey } from './chain-figures';

/**
 * What the site's own records say about the chain, as of one block. Read-only; every figure is integer micro-USDT.
 *
 * "Recorded deposits" are the chain_deposits rows the watcher keeps for transfers it saw in the chain: 'credited'
 * (counted at the amount of their ledger 'deposit' transaction, so a ledger that disagrees with the row shows),
 * 'below_minimum' (kept on the address, never credited) and 'pending' (at or below the reconciled block they have
 * their confirmations: the watcher's pass credits them; counting them avoids an alarm for each pass in progress).
 * 'dropped' rows left the chain with their block and are not counted.
 */

const RECORDED = `('credited', 'below_minimum', 'pending')`;

export interface RecordedDeposits {
  /** As the ledger credited them (credited rows at their ledger amount). */
  creditedMicros: bigint;
  /** As the rows say arrived on chain (custody counts the tokens, not the credit). */
  arrivedMicros: bigint;
  count: number;
}

export async function recordedDeposits(db: Queryable, chainId: number, upTo: bigint): Promise<RecordedDeposits> {
  const { rows } = await db.query<{ credited: string; arrived: string; count: number }>(
    `SELECT coalesce(sum(CASE WHEN d.state = 'credited' THEN l.amount_micros ELSE d.amount_micros END), 0)::text AS credited,
            coalesce(sum(d.amount_micros), 0)::text AS arrived, count(*)::int AS count
     FROM chain_deposits d LEFT JOIN ledger_transactions l ON l.id = d.ledger_transaction_id AND l.kind = 'deposit'
     WHERE d.chain_id = $1 AND d.state IN ${RECORDED} AND d.block_number <= $2`,
    [chainId, upTo.toString()],
  );
  return { creditedMicros: BigInt(rows[0].credited), arrivedMicros: BigInt(rows[0].arrived), count: rows[0].count };
}

/** The recorded deposits in blocks from..to, by (transaction, log index), to match one by one with the chain's logs. */
export async function recordedDepositsIn(db: Queryable, chainId: number, from: bigint, to: bigint): Promise<Map<string, bigint>> {
  const { rows } = await db.query<{ tx_hash: string; log_index: number; amount: string }>(
    `SELECT tx_hash, log_index, amount_micros::text AS amount FROM chain_deposits
     WHERE chain_id = $1 AND state IN ${RECORDED} AND block_number BETWEEN $2 AND $3`,
    [chainId, from.toString(), to.toString()],
  );
  return new Map(rows.map((row) => [transferKey(row.tx_hash, row.log_index), BigInt(row.amount)]));
}

/** Every deposit address (lowercase): a transfer to one is a deposit, whoever sent it. */
export async function depositAddressSet(db: Queryable): Promise<Set<string>> {
  const { rows } = await db.query<{ address: string }>('SELECT lower(address) AS address FROM deposit_addresses');
  return new Set(rows.map((row) => row.address));
}

/**
 * The deposit addresses that may hold tokens: those that ever received a recorded transfer. A swept address is
 * still read: its sweep may be mined after the reconciled block, when the tokens were still there. (Tokens on an
 * address with no recorded transfer are a transfer the watcher missed: the deposits comparison shows those.)
 */
export async function addressesHoldingDeposits(db: Queryable, chainId: number): Promise<string[]> {
  const { rows } = await db.query<{ address: string }>(
    `SELECT DISTINCT to_address AS address FROM chain_deposits WHERE chain_id = $1 AND state <> 'dropped' ORDER BY to_address`,
    [chainId],
  );
  return rows.map((row) => row.address);
}

/** The operator's recorded top-ups of the hot wallet mined up to the block. */
export async function fundedUpTo(db: Queryable, chainId: number, upTo: bigint): Promise<bigint> {
  const { rows } = await db.query<{ total: string }>(
    'SELECT coalesce(sum(amount_micros), 0)::text AS total FROM hot_wallet_fundings WHERE chain_id = $1 AND block_number <= $2',
    [chainId, upTo.toString()],
  );
  return BigInt(rows[0].total);
}

export interface WithdrawalTransfers {
  /** Withdrawals confirmed before `settledBefore`: mined long before the reconciled block. */
  settledMicros: bigint;
  /** The others with a transaction (signed, sent, or confirmed since): their receipt says where, and if, it was mined. */
  recent: { txHash: string; amountMicros: bigint }[];
}

/**
 * The withdrawals whose token transfer may have left the hot wallet. A confirmed one was mined at least CONFIRMATIONS
 * blocks below the head its worker read; one confirmed before this run started (less a margin for the clocks of other
 * processes) was so below this run's reconciled block too, so its receipt is not read again.
 */
export async function withdrawalTransfers(db: Queryable, chainId: number, settledBefore: Date): Promise<WithdrawalTransfers> {
  const settled = await db.query<{ total: string }>(
    `SELECT coalesce(sum(amount_micros), 0)::text AS total FROM withdrawals
     WHERE chain_id = $1 AND state = 'confirmed' AND confirmed_at < $2`,
    [chainId, settledBefore],
  );
  const recent = await db.query<{ tx_hash: string; amount: string }>(
    `SELECT tx_hash, amount_micros::text AS amount FROM withdrawals
     WHERE chain_id = $1 AND tx_hash IS NOT NULL AND (state IN ('signed', 'sent') OR (state = 'confirmed' AND confirmed_at >= $2))
     ORDER BY id`,
    [chainId, settledBefore],
  );
  return {
    settledMicros: BigInt(settled.rows[0].total),
    recent: recent.rows.map((row) => ({ txHash: row.tx_hash, amountMicros: BigInt(row.amount) })),
  };
}
