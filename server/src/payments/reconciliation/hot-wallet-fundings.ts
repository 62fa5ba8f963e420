import { decodeEventLog, isAddressEqual, TransactionReceiptNotFoundError, type Address, type Hash, type TransactionReceipt } from 'viem';
import type { HotWalletFunding } from 'shared-events/contracts';
import type { ChangeHook, Database, Queryable } from '../../db/database';
import { errors } from '../../errors';
import { microsToNumber } from '../../money/micro-usdt';
import { erc20Abi } from '../evm/chain';
import { depositAddressSet } from './books';
import type { ReadingChain } from './chain-figures';

/** The one writer of hot_wallet_fundings (migration 028). */

interface FundingRow {
  id: number;
  tx_hash: string;
  block_number: string;
  amount_micros: string;
  recorded_by: number;
  username: string;
  recorded_at: Date;
  note: string | null;
}

const toFunding = (row: FundingRow): HotWalletFunding => ({
  id: row.id,
  txHash: row.tx_hash,
  blockNumber: Number(row.block_number),
  amount: microsToNumber(row.amount_micros),
  recordedBy: { id: row.recorded_by, username: row.username },
  recordedAt: new Date(row.recorded_at).toISOString(),
  note: row.note,
});

export interface FundingRequest {
  txHash: Hash;
  note: string | null;
  adminId: number;
  at: Date;
}

/**
 * Records an operator's top-up of the hot wallet, after reading it on chain: a successful transaction with at least
 * CONFIRMATIONS confirmations that transfers the token to the hot wallet from outside the site. The amount (every
 * such transfer of the transaction) and the block come from the chain, never from the request. A sweep (from a
 * deposit address) or the hot wallet's own transfer is refused: its tokens are already counted. Audited in the
 * transaction that stores it; one row per transaction (a second request for it: 409).
 */
export async function recordFunding(
  db: Database,
  chain: ReadingChain,
  request: FundingRequest,
  onRecorded?: ChangeHook<null, HotWalletFunding>,
): Promise<HotWalletFunding> {
  // Hashes are stored in lowercase, as the node writes them, so one transaction has one spelling.
  const hash = request.txHash.toLowerCase() as Hash;
  if (await findFunding(db, hash)) throw errors.fundingAlreadyRecorded();
  const receipt = await chain.publicClient.getTransactionReceipt({ hash }).catch((error: unknown) => {
    if (error instanceof TransactionReceiptNotFoundError) return undefined;
    throw error;
  });
  if (!receipt) throw errors.fundingNotATopUp(`No transaction ${hash} is mined on chain ${chain.chainId}.`);
  if (receipt.status !== 'success') throw errors.fundingNotATopUp(`Transaction ${hash} failed on chain: it moved no tokens.`);
  const amountMicros = await toppedUp(db, chain, receipt);
  const head = await chain.publicClient.getBlockNumber({ cacheTime: 0 });
  const confirmations = head - receipt.blockNumber + 1n;
  if (confirmations < BigInt(chain.config.confirmations))
    throw errors.fundingNotATopUp(
      `Transaction ${hash} has ${confirmations} of the ${chain.config.confirmations} confirmations a funding needs: record it once confirmed.`,
    );
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO hot_wallet_fundings (chain_id, tx_hash, block_number, amount_micros, recorded_by, recorded_at, note)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (tx_hash) DO NOTHING RETURNING id`,
      [chain.chainId, hash, receipt.blockNumber.toString(), amountMicros.toString(), request.adminId, request.at, request.note],
    );
    if (rows.length === 0) throw errors.fundingAlreadyRecorded();
    const funding = (await findFunding(tx, hash))!;
    await onRecorded?.(tx, null, funding);
    return funding;
  });
}

/** The tokens the transaction sent to the hot wallet from outside the site's addresses; refused when there are none. */
async function toppedUp(db: Queryable, chain: ReadingChain, receipt: TransactionReceipt): Promise<bigint> {
  const ours = await depositAddressSet(db);
  let amount = 0n;
  for (const log of receipt.logs) {
    if (!isAddressEqual(log.address, chain.token)) continue;
    const transfer = decodeTransfer(log);
    if (!transfer || !isAddressEqual(transfer.to, chain.hotWallet.address)) continue;
    if (ours.has(transfer.from.toLowerCase()) || isAddressEqual(transfer.from, chain.hotWallet.address))
      throw errors.fundingNotATopUp(`Transaction ${receipt.transactionHash} moves the site's own tokens (a sweep), not a top-up.`);
    amount += transfer.value;
  }
  if (amount === 0n)
    throw errors.fundingNotATopUp(
      `Transaction ${receipt.transactionHash} transfers no USDT (${chain.token}) to the hot wallet ${chain.hotWallet.address}.`,
    );
  return amount;
}

function decodeTransfer(log: TransactionReceipt['logs'][number]): { from: Address; to: Address; value: bigint } | undefined {
  try {
    const { eventName, args } = decodeEventLog({ abi: erc20Abi, data: log.data, topics: log.topics });
    return eventName === 'Transfer' ? args : undefined;
  } catch {
    return undefined;
  }
}

async function findFunding(db: Queryable, txHash: string): Promise<HotWalletFunding | undefined> {
  const { rows } = await db.query<FundingRow>(
    `SELECT f.id, f.tx_hash, f.block_number::text AS block_number, f.amount_micros::text AS amount_micros, f.recorded_by, u.username,
       f.recorded_at, f.note
     FROM hot_wallet_fundings f JOIN users u ON u.id = f.recorded_by WHERE f.tx_hash = $1`,
    [txHash],
  );
  return rows[0] && toFunding(rows[0]);
}
