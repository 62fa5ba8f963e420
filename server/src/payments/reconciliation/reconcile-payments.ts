import type { PaymentAlertKind } from 'shared-events/contracts';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { microsToDecimal } from '../../money/micro-usdt';
import { storedBlocks } from '../deposits/chain-cursor';
import { addressesHoldingDeposits, depositAddressSet, fundedUpTo, recordedDeposits, recordedDepositsIn, withdrawalTransfers } from './books';
import { minedAt, tokenBalancesAt, transfersToDepositAddresses, type ReadingChain, type SeenTransfer } from './chain-figures';
import {
  firstDepositBlock,
  insertReconciliation,
  previousCount,
  raiseAlert,
  resolveAlerts,
  type ReconciliationFigures,
} from './reconciliation.repository';

export interface ReconciliationDeps {
  db: Database;
  chain: ReadingChain;
  now: Clock;
}

/** A difference the run found, to be raised as (or to update) the open alert of its kind. */
export interface Difference {
  kind: PaymentAlertKind;
  message: string;
  /** The chain's figure less the books'. */
  differenceMicros: bigint;
}

export interface Reconciliation {
  figures: ReconciliationFigures;
  differences: Difference[];
  /** The open alerts after this run, by kind (those it raised or kept up to date). */
  alertIds: Map<PaymentAlertKind, number>;
}

/** Confirmed withdrawals older than this are taken as mined below the reconciled block without reading their receipt. */
const SETTLED_MARGIN_MS = 10 * 60_000;

/** How many unmatched transfers an alert's message names (its difference counts them all). */
const NAMED_TRANSFERS = 3;

/**
 * One reconciliation of the books with the chain, as of one block B: the highest block with CONFIRMATIONS
 * confirmations (head − CONFIRMATIONS + 1, the watcher's and the withdrawal worker's own count, so a deposit just
 * credited or a withdrawal just confirmed is at or below it), and never above the deposit watcher's cursor (a transfer
 * it has not read yet is not a difference). Every figure is taken as of B, so deposits still waiting for their
 * confirmations are on neither side.
 *
 * (a) Deposits. Seen: the token's Transfer logs to deposit addresses, counted from the first block on (the count is
 *     kept with each run, so a run reads only the blocks since the last one). Recorded: the chain_deposits rows up to
 *     B (credited ones at their ledger amount; see books.ts). Different sums or counts, or, in the blocks read this
 *     run, a transfer with no row or a row with no transfer (or another amount) → a 'deposits' alert.
 *
 * (b) Custody: what the site's addresses hold. On chain: the token balance at B of the hot wallet plus that of every
 *     deposit address that received a recorded transfer. In the books:
 *
 *         recorded deposits (the tokens that arrived: credited, below the minimum, confirmed awaiting credit)
 *       + the operator's recorded fundings of the hot wallet
 *       − the withdrawals whose token transfer was mined successfully at or below B
 *
 *     Sweeps move tokens from a deposit address to the hot wallet: both are counted, so a sweep changes neither side
 *     (whether it is mined before B or after). Gas (of sweeps, of withdrawals, their funding) is paid in the chain's
 *     coin, not the token. A withdrawal that reverted moved nothing (it is refunded). Anything else — tokens sent to
 *     the hot wallet and not recorded as a funding, tokens moved out by hand, a credited deposit that never arrived —
 *     is a difference. Reported as the hot wallet's: on chain its balance, in the books the total above less what
 *     the deposit addresses still hold, so the two differ by exactly the custody difference ('hot_wallet' alert).
 *
 * Safe twice at once: each run records its own row; alerts are one open row per kind (a unique index), raised or
 * updated by an upsert; a run whose block is below one already recorded leaves the alerts to that newer run.
 * Undefined when there is nothing to compare yet (the deposit watcher has not made its first pass).
 */
export async function reconcilePayments(deps: ReconciliationDeps): Promise<Reconciliation | undefined> {
  const { db, chain } = deps;
  const checkedAt = deps.now();
  const head = await chain.publicClient.getBlockNumber({ cacheTime: 0 });
  const cursor = (await storedBlocks(db, chain.chainId))[0]?.number;
  if (cursor === undefined) return undefined;
  const confirmed = head - BigInt(chain.config.confirmations) + 1n;
  const block = confirmed < cursor ? confirmed : cursor;
  if (block < 0n) return undefined;

  const deposits = await compareDeposits(deps, block);
  const custody = await compareCustody(deps, block, deposits.arrivedMicros, new Date(checkedAt.getTime() - SETTLED_MARGIN_MS));
  const differences = [deposits.difference, custody.difference].filter((difference) => difference !== undefined);
  const figures: ReconciliationFigures = {
    chainId: chain.chainId,
    tokenContract: chain.token,
    checkedAt,
    blockNumber: block,
    ...deposits.figures,
    ...custody.figures,
    ok: differences.length === 0,
  };
  const alertIds = await db.transaction(async (tx) => {
    const ids = new Map<PaymentAlertKind, number>();
    const { superseded } = await insertReconciliation(tx, figures);
    if (superseded) return ids;
    for (const difference of differences)
      ids.set(difference.kind, await raiseAlert(tx, difference.kind, difference.message, difference.differenceMicros, checkedAt));
    const balanced = (['deposits', 'hot_wallet'] as const).filter((kind) => !ids.has(kind));
    await resolveAlerts(tx, balanced, checkedAt);
    return ids;
  });
  return { figures, differences, alertIds };
}

async function compareDeposits(deps: ReconciliationDeps, block: bigint) {
  const { db, chain } = deps;
  const previous = await previousCount(db, chain.chainId, chain.token, block);
  const seenFrom = previous?.seenFrom ?? (await countFrom(deps, block));
  const from = previous ? previous.blockNumber + 1n : seenFrom;
  const transfers = from <= block ? await transfersToDepositAddresses(chain, await depositAddressSet(db), from, block) : [];
  const seen = transfers.reduce((sum, transfer) => sum + transfer.amountMicros, previous?.seen ?? 0n);
  const seenCount = (previous?.seenCount ?? 0) + transfers.length;
  const recorded = await recordedDeposits(db, chain.chainId, block);
  const unmatched = matchTransfers(transfers, from <= block ? await recordedDepositsIn(db, chain.chainId, from, block) : new Map());
  const figures = {
    depositsCredited: recorded.creditedMicros,
    depositsCreditedCount: recorded.count,
    depositsSeen: seen,
    depositsSeenCount: seenCount,
    depositsSeenFrom: seenFrom,
  };
  const balanced = seen === recorded.creditedMicros && seenCount === recorded.count && unmatched.length === 0;
  const difference: Difference | undefined = balanced
    ? undefined
    : {
        kind: 'deposits',
        differenceMicros: seen - recorded.creditedMicros,
        message:
          `Deposits up to block ${block}: ${microsToDecimal(recorded.creditedMicros)} USDT recorded in ${recorded.count} transfers, ` +
          `${microsToDecimal(seen)} USDT seen on chain in ${seenCount}.` +
          (unmatched.length
            ? ` ${unmatched.slice(0, NAMED_TRANSFERS).join(' ')}${unmatched.length > NAMED_TRANSFERS ? ` (${unmatched.length} in all)` : ''}`
            : ''),
      };
  return { figures, difference, arrivedMicros: recorded.arrivedMicros };
}

/** Where the count of deposits seen starts on a first run: PAYMENTS_START_BLOCK or the first recorded transfer's block. */
async function countFrom({ db, chain }: ReconciliationDeps, block: bigint): Promise<bigint> {
  const first = await firstDepositBlock(db, chain.chainId);
  const start = chain.config.startBlock;
  const candidates = [first, start].filter((value) => value !== undefined);
  return candidates.length ? candidates.reduce((low, value) => (value < low ? value : low)) : block + 1n;
}

/** Transfers with no recorded row, or another amount, and rows with no transfer: one sentence each. */
function matchTransfers(transfers: SeenTransfer[], recorded: Map<string, bigint>): string[] {
  const unmatched: string[] = [];
  const left = new Map(recorded);
  for (const transfer of transfers) {
    const amount = left.get(transfer.key);
    left.delete(transfer.key);
    const where = `${transfer.txHash} (log ${transfer.logIndex})`;
    if (amount === undefined) unmatched.push(`Not recorded: ${microsToDecimal(transfer.amountMicros)} USDT in ${where}.`);
    else if (amount !== transfer.amountMicros)
      unmatched.push(`Recorded as ${microsToDecimal(amount)} USDT, ${microsToDecimal(transfer.amountMicros)} on chain: ${where}.`);
  }
  for (const [key, amount] of left) unmatched.push(`Not on chain: ${microsToDecimal(amount)} USDT recorded for ${key}.`);
  return unmatched;
}

async function compareCustody(deps: ReconciliationDeps, block: bigint, depositsArrived: bigint, settledBefore: Date) {
  const { db, chain } = deps;
  const addresses = await addressesHoldingDeposits(db, chain.chainId);
  const [hotWalletOnChain, ...depositBalances] = await tokenBalancesAt(chain, [chain.hotWallet.address, ...addresses], block);
  const depositAddressesOnChain = depositBalances.reduce((sum, balance) => sum + balance, 0n);
  const funded = await fundedUpTo(db, chain.chainId, block);
  const withdrawn = await withdrawnUpTo(deps, block, settledBefore);
  const heldInBooks = depositsArrived + funded - withdrawn;
  const hotWalletInBooks = heldInBooks - depositAddressesOnChain;
  const differenceMicros = hotWalletOnChain - hotWalletInBooks;
  const difference: Difference | undefined =
    differenceMicros === 0n
      ? undefined
      : {
          kind: 'hot_wallet',
          differenceMicros,
          message:
            `At block ${block} the hot wallet holds ${microsToDecimal(hotWalletOnChain)} USDT on chain; the books say ${microsToDecimal(hotWalletInBooks)} ` +
            `(deposits ${microsToDecimal(depositsArrived)} + fundings ${microsToDecimal(funded)} − withdrawals ${microsToDecimal(withdrawn)} ` +
            `− ${microsToDecimal(depositAddressesOnChain)} still on deposit addresses).`,
        };
  return { figures: { hotWalletOnChain, hotWalletInBooks, depositAddressesOnChain }, difference };
}

/** The withdrawals whose transfer left the hot wallet at or below the block (see withdrawalTransfers). */
async function withdrawnUpTo({ db, chain }: ReconciliationDeps, block: bigint, settledBefore: Date): Promise<bigint> {
  const { settledMicros, recent } = await withdrawalTransfers(db, chain.chainId, settledBefore);
  let withdrawn = settledMicros;
  for (const withdrawal of recent) {
    const mined = await minedAt(chain, withdrawal.txHash);
    if (mined?.success && mined.blockNumber <= block) withdrawn += withdrawal.amountMicros;
  }
  return withdrawn;
}
