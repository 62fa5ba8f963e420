import type { Address } from 'viem';
import type { Queryable } from '../../db/database';

/**
 * The next nonce of the hot wallet, taken under the lock of its hot_wallet_nonces row (migration 027) in the
 * transaction that stores the signed transaction: the stored next nonce, or the chain's count of the wallet's
 * transactions if that is higher (one was sent by hand). Every sender from the hot wallet (withdrawals, the gas of
 * sweeps) takes its nonce here, so two signatures never share one; a rolled-back signature gives its nonce back.
 */
export async function takeHotWalletNonce(tx: Queryable, chainId: number, address: Address, chainCount: number): Promise<bigint> {
  await tx.query('INSERT INTO hot_wallet_nonces (chain_id, address, next_nonce) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
    chainId,
    address,
    chainCount,
  ]);
  const { rows } = await tx.query<{ next_nonce: string }>(
    'SELECT next_nonce FROM hot_wallet_nonces WHERE chain_id = $1 AND address = $2 FOR UPDATE',
    [chainId, address],
  );
  const stored = BigInt(rows[0].next_nonce);
  const nonce = stored > BigInt(chainCount) ? stored : BigInt(chainCount);
  await tx.query('UPDATE hot_wallet_nonces SET next_nonce = $3 WHERE chain_id = $1 AND address = $2', [chainId, address, (nonce + 1n).toString()]);
  return nonce;
}
