import { encodeFunctionData, keccak256, type Address, type Hex } from 'viem';
import type { Database } from '../../db/database';
import { erc20Abi, type EvmChain } from '../evm/chain';
import { findWithdrawal, withdrawalIdsIn, type WithdrawalRow } from './withdrawals.repository';
import { takeHotWalletNonce } from '../evm/hot-wallet-nonce';

/** What signing needs of the chain: its id, the token, the hot wallet's key, and a node for the fees and the nonce. */
export type SigningChain = Pick<EvmChain, 'chainId' | 'token' | 'hotWallet' | 'publicClient'>;

/**
 * Gas limit of a withdrawal's token transfer, set rather than estimated: an ERC-20 transfer takes 35–65 thousand gas,
 * unused gas is not paid, and an estimate would refuse a transfer that reverts, which must instead be mined, seen
 * failed and refunded.
 */
export const TRANSFER_GAS = 120_000n;

/**
 * Signs the oldest queued withdrawal's transfer from the hot wallet and commits it ('signed': nonce, raw transaction,
 * hash) without sending it: whatever happens next, the broadcast sends these very bytes, so the request can neither
 * be lost nor paid twice. Answers the signed row, or undefined when nothing was queued (or another worker took it).
 */
export async function signNextWithdrawal(db: Database, chain: SigningChain, at: Date): Promise<WithdrawalRow | undefined> {
  const [id] = await withdrawalIdsIn(db, 'requested', 1);
  if (id === undefined) return undefined;
  // Read from the node before the transaction: a database transaction never waits on the network.
  const [fees, chainCount] = await Promise.all([
    chain.publicClient.estimateFeesPerGas(),
    chain.publicClient.getTransactionCount({ address: chain.hotWallet.address, blockTag: 'pending' }),
  ]);
  return db.transaction(async (tx) => {
    const row = await findWithdrawal(tx, id, { lock: true });
    if (row?.state !== 'requested') return undefined;
    const nonce = await takeHotWalletNonce(tx, chain.chainId, chain.hotWallet.address, chainCount);
    const rawTx: Hex = await chain.hotWallet.signTransaction({
      type: 'eip1559',
      chainId: chain.chainId,
      nonce: Number(nonce),
      to: chain.token,
      value: 0n,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [row.to_address as Address, BigInt(row.amount_micros)] }),
      gas: TRANSFER_GAS,
      maxFeePerGas: fees.maxFeePerGas,
      maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
    });
    const { rows } = await tx.query<WithdrawalRow>(
      `UPDATE withdrawals SET state = 'signed', chain_id = $2, from_address = $3, nonce = $4, raw_tx = $5, tx_hash = $6, signed_at = $7
       WHERE id = $1 RETURNING *`,
      [id, chain.chainId, chain.hotWallet.address, nonce.toString(), rawTx, keccak256(rawTx), at],
    );
    return rows[0];
  });
}
