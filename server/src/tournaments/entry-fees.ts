import type { Queryable } from '../db/database';
import { transfer } from '../wallet/ledger';

interface EntryFee {
  tournamentId: number;
  userId: number;
  amountMicros: bigint;
  at: Date;
  /** The seat shard whose part of the pool takes the fee or gives the refund; without one, the tournament row's part. */
  shard?: number;
}

/** Wallet → prize pool. Throws InsufficientFundsError (nothing written) when the wallet is short. Returns the new wallet balance. */
export async function payEntryFee(tx: Queryable, { shard, ...fee }: EntryFee): Promise<bigint> {
  const { walletBalances } = await transfer(tx, {
    kind: 'tournament_entry',
    from: { kind: 'wallet', userId: fee.userId },
    to: { kind: 'pool', tournamentId: fee.tournamentId, shard },
    ...fee,
  });
  return walletBalances.get(fee.userId)!;
}

/** Prize pool → wallet, exactly the fee a registration paid. Returns the new wallet balance. */
export async function refundEntryFee(tx: Queryable, { shard, ...fee }: EntryFee): Promise<bigint> {
  const { walletBalances } = await transfer(tx, {
    kind: 'tournament_refund',
    from: { kind: 'pool', tournamentId: fee.tournamentId, shard },
    to: { kind: 'wallet', userId: fee.userId },
    ...fee,
  });
  return walletBalances.get(fee.userId)!;
}
