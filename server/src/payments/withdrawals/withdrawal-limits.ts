import type { WithdrawalLimits } from 'shared-events/contracts';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { microsToNumber } from '../../money/micro-usdt';
import { withdrawalSettings } from './withdrawal-settings';
import { startOfUtcDay, withdrawnSince } from './withdrawals.repository';

/**
 * GET /payments's `withdrawal` (PAYMENTS=evm): the limits in force and what the player has asked to withdraw today
 * (UTC), counted as a withdrawal request counts it, so the Withdraw dialog refuses what the server would.
 */
export function withdrawalLimitsOf({ db, config, now }: { db: Database; config: Pick<Config, 'withdrawals'>; now: Clock }) {
  return async (userId: number): Promise<WithdrawalLimits> => {
    const settings = withdrawalSettings(config);
    const usedToday = await withdrawnSince(db, userId, startOfUtcDay(now()));
    return {
      minimum: microsToNumber(settings.minimumMicros),
      dailyLimit: microsToNumber(settings.dailyLimitMicros),
      usedToday: microsToNumber(usedToday),
      approvalThreshold: microsToNumber(settings.approvalThresholdMicros),
    };
  };
}
