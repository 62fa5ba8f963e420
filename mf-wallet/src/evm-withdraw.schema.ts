import { object, string } from 'yup';
import type { WithdrawalLimits } from 'shared-events';
import { formatUsd } from 'shared-ui/status';
import { amountToMicros, microsToUsdt, usdtToMicros, walletAmountField } from './wallet-amount';

export interface EvmWithdrawValues {
  amount: string;
  /** One of the player's confirmed addresses. */
  address: string;
}

export const DESTINATION_REQUIRED = 'Choose where to send the withdrawal.';

const micros = (amount: string | undefined) => amountToMicros(amount ?? '') ?? 0n;

/** What is left of today's limit, never below zero. */
export function leftToday(limits: WithdrawalLimits): number {
  const left = usdtToMicros(limits.dailyLimit) - usdtToMicros(limits.usedToday);
  return left > 0n ? microsToUsdt(left) : 0;
}

/** True when the amount waits for an operator's approval before it is sent. */
export function needsApproval(amount: string, limits: WithdrawalLimits): boolean {
  return micros(amount) > usdtToMicros(limits.approvalThreshold);
}

/**
 * SPEC §5's amount rules (their messages first), then the player's limits as the server stated them, and a
 * destination. The server decides in the end; this spares the player a request it would refuse.
 */
export function evmWithdrawSchema(balance: number, limits: WithdrawalLimits) {
  const left = leftToday(limits);
  return object({
    amount: walletAmountField('withdraw', balance)
      .test('minimum', `The smallest withdrawal is ${formatUsd(limits.minimum)} USDT.`, (amount) => micros(amount) >= usdtToMicros(limits.minimum))
      .test('daily-limit', `You can withdraw ${formatUsd(left)} USDT more today.`, (amount) => micros(amount) <= usdtToMicros(left)),
    address: string().required(DESTINATION_REQUIRED),
  });
}
