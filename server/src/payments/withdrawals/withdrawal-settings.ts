import type { Config, WithdrawalSettings } from '../../config';
import { MICROS_PER_USDT, parseAmountToMicros } from '../../money/micro-usdt';

/** WITHDRAWAL_MIN 10 USDT, WITHDRAWAL_DAILY_LIMIT 10000, WITHDRAWAL_APPROVAL_THRESHOLD 2000. */
export const DEFAULT_WITHDRAWAL_SETTINGS: WithdrawalSettings = {
  minimumMicros: 10n * MICROS_PER_USDT,
  dailyLimitMicros: 10_000n * MICROS_PER_USDT,
  approvalThresholdMicros: 2_000n * MICROS_PER_USDT,
};

type Env = Record<string, string | undefined>;

/** Reads the limits from the environment (USDT amounts such as "10" or "2500.5"); a bad value fails at start-up. */
export function loadWithdrawalSettings(env: Env): WithdrawalSettings {
  const amount = (name: string, fallback: bigint) => {
    const raw = env[name];
    if (!raw) return fallback;
    const micros = parseAmountToMicros(raw);
    if (micros === undefined || micros <= 0n) throw new Error(`${name} must be a positive USDT amount such as 10 or 2500.5, got "${raw}"`);
    return micros;
  };
  return {
    minimumMicros: amount('WITHDRAWAL_MIN', DEFAULT_WITHDRAWAL_SETTINGS.minimumMicros),
    dailyLimitMicros: amount('WITHDRAWAL_DAILY_LIMIT', DEFAULT_WITHDRAWAL_SETTINGS.dailyLimitMicros),
    approvalThresholdMicros: amount('WITHDRAWAL_APPROVAL_THRESHOLD', DEFAULT_WITHDRAWAL_SETTINGS.approvalThresholdMicros),
  };
}

/** The settings in force: the configured ones over the defaults. */
export function withdrawalSettings(config: Pick<Config, 'withdrawals'>): WithdrawalSettings {
  return { ...DEFAULT_WITHDRAWAL_SETTINGS, ...config.withdrawals };
}
