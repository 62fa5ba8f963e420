import { formatAmount } from 'shared-ui/status';

/**
 * SPEC §5: registering needs a balance of at least max(entry fee, starting stack); the server sends that amount
 * as `requiredBalance`. Answers the warning to show when the balance falls short, else undefined.
 */
export function balanceWarning(balance: number, requiredBalance: number, currency: string): string | undefined {
  if (balance >= requiredBalance) return undefined;
  return `You need at least ${formatAmount(requiredBalance, currency)} to register. Your balance is ${formatAmount(balance, currency)}.`;
}
