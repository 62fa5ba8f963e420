import type { Tournament } from 'shared-events/contracts';
import { formatAmount } from 'shared-ui/status';

export type BalanceTerms = Pick<Tournament, 'entryFeeAmount' | 'requiredBalance' | 'currency'>;

/**
 * SPEC §5: registering needs a balance of at least max(entry fee, starting stack); the server sends that amount
 * as `requiredBalance`. Answers the warning to show when the balance falls short, else undefined.
 */
export function balanceWarning(balance: number, requiredBalance: number, currency: string): string | undefined {
  if (balance >= requiredBalance) return undefined;
  return `You need at least ${formatAmount(requiredBalance, currency)} to register. Your balance is ${formatAmount(balance, currency)}.`;
}

/**
 * SPEC §5's rule in one sentence, with this tournament's numbers: a required balance above the buy-in is the
 * starting stack, which is not charged; players asked for 1,500 to enter a 10 USDT tournament were left wondering.
 */
export function balanceRule({ entryFeeAmount, requiredBalance, currency }: BalanceTerms, reEntry = false): string {
  const action = reEntry ? 're-enter' : 'register';
  if (requiredBalance <= entryFeeAmount) {
    return `Your balance must be at least the buy-in, ${formatAmount(entryFeeAmount, currency)}, the larger of the buy-in and the starting stack, to ${action}; the buy-in is charged.`;
  }
  const charged =
    entryFeeAmount === 0 ? 'the entry is free, nothing is charged' : `only the ${formatAmount(entryFeeAmount, currency)} buy-in is charged`;
  return `Your balance must be at least the starting stack, ${formatAmount(requiredBalance, currency)}, to ${action}; ${charged}.`;
}
