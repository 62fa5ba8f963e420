import { decodeEventLog, isAddressEqual, TransactionReceiptNotFoundError, type Hash, type TransactionReceipt } from 'viem';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { microsToNumber } from '../../money/micro-usdt';
import type { Realtime } from '../../realtime/realtime';
import { announceBalance } from '../../wallet/balance-changed';
import { erc20Abi, type EvmChain } from '../evm/chain';
import { recordBlock, rewindTo, storedBlocks, type StoredBlock } from './chain-cursor';
import {
  depositAddressOwners,
  dropPendingAbove,
  pendingDeposits,
  recordTransfer,
  updatePending,
  type ChainDepositRow,
} from './chain-deposits.repository';
import { creditDeposit } from './deposit-crediting';
import { announceDeposit } from './deposit-events';

/** Blocks per eth_getLogs call (RPC providers commonly cap a range at 1,000 to 10,000) and calls per pass. */
export const BLOCKS_PER_BATCH = 1_000n;
export const BATCHES_PER_PASS = 10;

export interface DepositWatcherDeps {
  db: Database;
  chain: EvmChain;
  realtime: Pick<Realtime, 'toUser'>;
  now: Clock;
}

/**
 * One pass of the deposit watcher (the scheduled job 'chain-deposits'):
 * 1. checks the stored recent block hashes against the chain; on a reorganisation, drops the pending deposits above the
 *    fork point and rewinds the cursor to it;
 * 2. reads the token's Transfer logs from the cursor to the head, in bounded batches, and records those to deposit
 *    addresses (pending, or revived when a dropped one came back in a new block);
 * 3. brings each pending deposit up to date: confirmations, dropped when its block is gone, and once it has
 *    CONFIRMATIONS blocks, credited (or 'below_minimum' under MIN_DEPOSIT).
 * Every change is announced to the player ('wallet:deposit'; a credit also 'wallet:balanceChanged') after its commit.
 * The scheduler's lease keeps one pass at a time; two at once are still safe: rows are unique per (chain, transaction,
 * log index), the cursor's rows are upserts, and every state change is a conditional UPDATE.
 */
export async function watchDeposits(deps: DepositWatcherDeps): Promise<void> {
  const head = await deps.chain.publicClient.getBlockNumber({ cacheTime: 0 });
  let cursor = await resumePoint(deps, head);
  for (let batch = 0; batch < BATCHES_PER_PASS && cursor < head; batch += 1) {
    const to = cursor + BLOCKS_PER_BATCH < head ? cursor + BLOCKS_PER_BATCH : head;
    if (!(await scanBlocks(deps, cursor + 1n, to, head))) break;
    cursor = to;
  }
  await settlePending(deps, head);
}

const blockHash = async (chain: EvmChain, number: bigint): Promise<string | undefined> =>
  (await chain.publicClient.getBlock({ blockNumber: number }).catch(() => undefined))?.hash ?? undefined;

/** The last block whose logs are recorded: the cursor, or the fork point of a reorganisation, or where the first pass starts. */
async function resumePoint(deps: DepositWatcherDeps, head: bigint): Promise<bigint> {
  const { db, chain } = deps;
  const blocks = await storedBlocks(db, chain.chainId);
  if (blocks.length === 0) {
    // Block 0 (genesis) holds no transfers, and the cursor is the block before the first one scanned.
    const start = chain.config.startBlock ?? head;
    const cursor = (start > 1n ? start : 1n) - 1n;
    const hash = await blockHash(chain, cursor);
    if (!hash) throw new Error(`PAYMENTS_START_BLOCK ${start} is beyond the chain's head ${head}`);
    await recordBlock(db, chain.chainId, { number: cursor, hash }, keepBlocks(deps));
    return cursor;
  }
  let forkPoint: StoredBlock | undefined;
  for (const block of blocks) {
    if ((await blockHash(chain, block.number)) === block.hash) {
      forkPoint = block;
      break;
    }
  }
  if (forkPoint === blocks[0]) return forkPoint.number;
  const deep = !forkPoint;
  // Deeper than the blocks kept: rescan from below the oldest (rows already credited stay credited).
  const oldest = blocks[blocks.length - 1].number;
  const fork = forkPoint ?? { number: oldest > 0n ? oldest - 1n : 0n, hash: (await blockHash(chain, oldest > 0n ? oldest - 1n : 0n)) ?? '' };
  const dropped = await db.transaction(async (tx) => {
    const rows = await dropPendingAbove(tx, chain.chainId, fork.number);
    await rewindTo(tx, chain.chainId, fork);
    return rows;
  });
  for (const row of dropped) announceDeposit(deps.realtime, row, chain.config.confirmations);
  // The operator should know (the scheduler logs a failed pass); the next pass rescans from the rewound cursor.
  if (deep)
    throw new Error(
      `chain ${chain.chainId}: a reorganisation deeper than the blocks the deposit watcher keeps; rescanning from block ${fork.number + 1n}`,
    );
  return fork.number;
}

/**
 * Records the token's transfers to deposit addresses in blocks from..to, then moves the cursor to `to`. The hash of
 * `to` is read before and after the logs: if it changed, the logs may mix two forks, so nothing is recorded and the
 * next pass starts with the reorganisation. Returns whether the batch was recorded.
 */
async function scanBlocks(deps: DepositWatcherDeps, from: bigint, to: bigint, head: bigint): Promise<boolean> {
  const { db, chain } = deps;
  const hashBefore = await blockHash(chain, to);
  const logs = await chain.publicClient.getContractEvents({
    address: chain.token,
    abi: erc20Abi,
    eventName: 'Transfer',
    fromBlock: from,
    toBlock: to,
    strict: true,
  });
  const hashAfter = await blockHash(chain, to);
  if (!hashBefore || hashBefore !== hashAfter) return false;
  // The node filtered by contract already; a log of any other contract is never a deposit, whatever the node says.
  const tokenLogs = logs.filter((log) => isAddressEqual(log.address, chain.token) && !log.removed);
  const owners = await depositAddressOwners(db, [...new Set(tokenLogs.map((log) => log.args.to))]);
  const at = deps.now();
  const changed = await db.transaction(async (tx) => {
    const rows: ChainDepositRow[] = [];
    for (const log of tokenLogs) {
      const owner = owners.get(log.args.to.toLowerCase());
      if (!owner || log.args.value > MAX_BIGINT) continue;
      const row = await recordTransfer(
        tx,
        {
          chainId: chain.chainId,
          txHash: log.transactionHash,
          logIndex: log.logIndex,
          blockNumber: log.blockNumber,
          blockHash: log.blockHash,
          userId: owner.userId,
          toAddress: owner.address,
          amountMicros: log.args.value,
          confirmations: confirmationsAt(head, log.blockNumber),
        },
        at,
      );
      if (row) rows.push(row);
    }
    await recordBlock(tx, chain.chainId, { number: to, hash: hashBefore }, keepBlocks(deps));
    return rows;
  });
  for (const row of changed) announceDeposit(deps.realtime, row, chain.config.confirmations);
  return true;
}

/** The largest amount a bigint column holds; no USDT transfer comes near it (its whole supply is far below). */
const MAX_BIGINT = 2n ** 63n - 1n;

/** A block's own confirmation counts: a deposit in the head block has 1. */
const confirmationsAt = (head: bigint, blockNumber: bigint): number => (head >= blockNumber ? Number(head - blockNumber + 1n) : 0);

/** Blocks whose hashes are kept for finding a fork point: twice the confirmations a deposit waits. */
const keepBlocks = (deps: DepositWatcherDeps): number => Math.max(2 * deps.chain.config.confirmations, 2);

async function settlePending(deps: DepositWatcherDeps, head: bigint): Promise<void> {
  const { chain } = deps;
  const hashes = new Map<bigint, string | undefined>();
  for (const row of await pendingDeposits(deps.db, chain.chainId)) {
    const number = BigInt(row.block_number);
    if (!hashes.has(number)) hashes.set(number, await blockHash(chain, number));
    if (hashes.get(number) === row.block_hash) await settleInBlock(deps, row, confirmationsAt(head, number));
    else await settleMoved(deps, row, head);
  }
}

/** A pending deposit whose block is in the chain: confirmations, then credited or below the minimum. */
async function settleInBlock(deps: DepositWatcherDeps, row: ChainDepositRow, confirmations: number): Promise<void> {
  const { chain, realtime } = deps;
  const required = chain.config.confirmations;
  if (confirmations < required || BigInt(row.amount_micros) < chain.config.minimumDepositMicros) {
    const state = confirmations < required ? 'pending' : 'below_minimum';
    const changed = await updatePending(deps.db, row, { state, confirmations });
    if (changed) announceDeposit(realtime, changed, required);
    return;
  }
  const credited = await creditDeposit(deps.db, row, confirmations, deps.now());
  if (!credited) return;
  announceBalance(realtime, row.user_id, microsToNumber(credited.balanceMicros));
  announceDeposit(realtime, credited.row, required);
}

/**
 * A pending deposit whose block is no longer the chain's. The transaction's receipt tells whether it came back: the
 * same log (index, token, recipient, amount) in a new block moves the row there; otherwise the row is dropped and is
 * never credited (if the transfer later reappears at another log index, it is a new row of its own).
 */
async function settleMoved(deps: DepositWatcherDeps, row: ChainDepositRow, head: bigint): Promise<void> {
  const receipt = await transactionReceipt(deps.chain, row.tx_hash as Hash);
  const same = receipt && receipt.status === 'success' && sameTransfer(deps.chain, receipt, row);
  const change = same
    ? {
        state: 'pending' as const,
        confirmations: confirmationsAt(head, receipt.blockNumber),
        blockNumber: receipt.blockNumber,
        blockHash: receipt.blockHash,
      }
    : { state: 'dropped' as const, confirmations: 0 };
  const changed = await updatePending(deps.db, row, change);
  if (changed) announceDeposit(deps.realtime, changed, deps.chain.config.confirmations);
}

async function transactionReceipt(chain: EvmChain, hash: Hash): Promise<TransactionReceipt | undefined> {
  try {
    return await chain.publicClient.getTransactionReceipt({ hash });
  } catch (error) {
    if (error instanceof TransactionReceiptNotFoundError) return undefined;
    throw error;
  }
}

function sameTransfer(chain: EvmChain, receipt: TransactionReceipt, row: ChainDepositRow): boolean {
  const log = receipt.logs.find((entry) => entry.logIndex === row.log_index);
  if (!log || !isAddressEqual(log.address, chain.token)) return false;
  try {
    const { eventName, args } = decodeEventLog({ abi: erc20Abi, data: log.data, topics: log.topics });
    return eventName === 'Transfer' && isAddressEqual(args.to, row.to_address as Hash) && args.value === BigInt(row.amount_micros);
  } catch {
    return false;
  }
}
