import { isAddressEqual, TransactionReceiptNotFoundError, type Address, type Hash } from 'viem';
import { BLOCKS_PER_BATCH } from '../deposits/deposit-watcher';
import { erc20Abi, type EvmChain } from '../evm/chain';

/** What the reconciliation reads of the chain: the token's node calls, nothing written. */
export type ReadingChain = Pick<EvmChain, 'chainId' | 'token' | 'hotWallet' | 'publicClient' | 'config'>;

/** One Transfer of the token to a deposit address, keyed as chain_deposits is: (transaction, log index). */
export interface SeenTransfer {
  key: string;
  txHash: string;
  logIndex: number;
  amountMicros: bigint;
}

export const transferKey = (txHash: string, logIndex: number) => `${txHash.toLowerCase()}:${logIndex}`;

/**
 * The token's Transfer logs to any of `depositAddresses` (lowercase) in blocks from..to, read as the deposit watcher
 * reads them: every Transfer of the token in bounded batches of blocks (providers cap a range; a filter on recipients
 * would need one topic per address), kept when the recipient is a deposit address.
 */
export async function transfersToDepositAddresses(
  chain: ReadingChain,
  depositAddresses: ReadonlySet<string>,
  from: bigint,
  to: bigint,
): Promise<SeenTransfer[]> {
  const seen: SeenTransfer[] = [];
  for (let start = from; start <= to; start += BLOCKS_PER_BATCH) {
    const end = start + BLOCKS_PER_BATCH - 1n < to ? start + BLOCKS_PER_BATCH - 1n : to;
    const logs = await chain.publicClient.getContractEvents({
      address: chain.token,
      abi: erc20Abi,
      eventName: 'Transfer',
      fromBlock: start,
      toBlock: end,
      strict: true,
    });
    for (const log of logs) {
      if (log.removed || !isAddressEqual(log.address, chain.token) || !depositAddresses.has(log.args.to.toLowerCase())) continue;
      seen.push({
        key: transferKey(log.transactionHash, log.logIndex),
        txHash: log.transactionHash,
        logIndex: log.logIndex,
        amountMicros: log.args.value,
      });
    }
  }
  return seen;
}

/** Balance reads at once: enough to be quick, few enough not to trip a provider's rate limit. */
const BALANCES_AT_ONCE = 10;

/** The token balance of each address as of `block` (a block in the past: the node must keep that state). */
export async function tokenBalancesAt(chain: ReadingChain, addresses: readonly string[], block: bigint): Promise<bigint[]> {
  const balances: bigint[] = [];
  for (let index = 0; index < addresses.length; index += BALANCES_AT_ONCE) {
    const slice = addresses.slice(index, index + BALANCES_AT_ONCE);
    balances.push(
      ...(await Promise.all(
        slice.map((owner) =>
          chain.publicClient.readContract({
            address: chain.token,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [owner as Address],
            blockNumber: block,
          }),
        ),
      )),
    );
  }
  return balances;
}

/** Where a transaction was mined and whether it succeeded; undefined while it is not mined. */
export async function minedAt(chain: ReadingChain, hash: string): Promise<{ blockNumber: bigint; success: boolean } | undefined> {
  try {
    const receipt = await chain.publicClient.getTransactionReceipt({ hash: hash as Hash });
    return { blockNumber: receipt.blockNumber, success: receipt.status === 'success' };
  } catch (error) {
    if (error instanceof TransactionReceiptNotFoundError) return undefined;
    throw error;
  }
}
