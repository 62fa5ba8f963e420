import type { Queryable } from '../db/database';
import { transfer } from '../wallet/ledger';

interface EntryFee {
  tournamentId: number;
  userId: number;
  amountMicros: bigint;
  at: Date;
}

/** Wallet → prize pool. Throws InsufficientFundsError (nothing written) when the wallet is short. Returns the new wallet balance. */
export async function payEntryFee(tx: Queryable, fee: EntryFee): Promise<bigint> {
  const { walletBalances } = await transfer(tx, {
    kind: 'tournament_entry',
    from: { kind: 'wallet', userId: fee.userId },
    to: { kind: 'pool', tournamentId: fee.tournamentId },
    ...fee,
  });
  return walletBalances.get(fee.userId)!;
}

/** Prize pool → wallet, exactly the fee a registration paid. Returns the new wallet balance. */
export async function refundEntryFee(tx: Queryable, fee: EntryFee): Promise<bigint> {
  const { walletBalances } = await transfer(tx, {
    kind: 'tournament_refund',
    from: { kind: 'pool', tournamentId: fee.tournamentId },
    to: { kind: 'wallet', userId: fee.userId },
    ...fee,
  });
  return walletBalances.get(fee.userId)!;
}
