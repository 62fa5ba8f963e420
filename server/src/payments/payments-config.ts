import { getAddress, isAddress, type Address } from 'viem';
import type { Config, EvmPaymentsConfig, PaymentsConfig } from '../config';
import { parseAmountToMicros } from '../money/micro-usdt';
import { loadHotWalletKey, loadMasterKey } from './evm/keys';
import { loadWithdrawalSettings } from './withdrawals/withdrawal-settings';

export type { EvmPaymentsConfig, PaymentsConfig } from '../config';

type Env = Record<string, string | undefined>;

export const DEFAULT_CONFIRMATIONS = 12;
export const DEFAULT_MINIMUM_DEPOSIT_MICROS = 10_000_000n;
export const DEFAULT_POLL_MS = 4_000;

/** The server's settings with the payments' and the withdrawal limits (loadConfig reads the rest; main.ts joins them). */
export const withPayments = (config: Config, env: Env): Config => ({
  ...config,
  payments: loadPaymentsConfig(env, config.dataDir),
  withdrawals: loadWithdrawalSettings(env),
});

/**
 * Reads the payments settings (Config.payments: main.ts adds them to loadConfig's). Anything missing or malformed in
 * evm mode stops the start-up with a message naming the variable, never its value when the value is a key.
 */
export function loadPaymentsConfig(env: Env, dataDir: string): PaymentsConfig {
  const mode = env.PAYMENTS || 'demo';
  if (mode === 'demo') return { mode };
  if (mode !== 'evm') throw new Error(`PAYMENTS must be "demo" or "evm", got "${mode}"`);
  return {
    mode,
    rpcUrl: rpcUrl(env.EVM_RPC_URL),
    tokenContract: tokenContract(env.USDT_CONTRACT),
    confirmations: wholeNumber(env, 'CONFIRMATIONS', DEFAULT_CONFIRMATIONS, 1),
    networkName: env.EVM_NETWORK_NAME?.trim() || undefined,
    masterKey: loadMasterKey(env, dataDir),
    hotWalletKey: loadHotWalletKey(env, dataDir),
    minimumDepositMicros: minimumDeposit(env.MIN_DEPOSIT),
    pollMs: wholeNumber(env, 'EVM_POLL_MS', DEFAULT_POLL_MS, 1),
    startBlock: env.PAYMENTS_START_BLOCK ? BigInt(wholeNumber(env, 'PAYMENTS_START_BLOCK', 0, 0)) : undefined,
  };
}

/** The network's name players see: the operator's, else the chain's usual name. */
export function networkName(config: EvmPaymentsConfig, chainId: number): string {
  return config.networkName ?? KNOWN_CHAINS[chainId] ?? `Chain ${chainId}`;
}

const KNOWN_CHAINS: Record<number, string> = {
  1: 'Ethereum',
  56: 'BNB Smart Chain',
  137: 'Polygon PoS',
  42161: 'Arbitrum One',
  31337: 'Hardhat (local)',
};

function rpcUrl(value: string | undefined): string {
  const url = value?.trim() && URL.canParse(value.trim()) ? new URL(value.trim()) : undefined;
  // The URL itself is not repeated: providers put their API key in it.
  if (!url || !['http:', 'https:'].includes(url.protocol))
    throw new Error("PAYMENTS=evm needs EVM_RPC_URL, an http(s) URL of the chain's JSON-RPC node");
  return url.href;
}

function tokenContract(value: string | undefined): Address {
  const text = value?.trim() ?? '';
  if (!isAddress(text, { strict: false })) throw new Error(`PAYMENTS=evm needs USDT_CONTRACT, the token's 0x address, got "${text}"`);
  return getAddress(text);
}

function wholeNumber(env: Env, name: string, fallback: number, minimum: number): number {
  const raw = env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^[0-9]+$/.test(raw) || !Number.isSafeInteger(value) || value < minimum)
    throw new Error(`${name} must be a whole number of at least ${minimum}, got "${raw}"`);
  return value;
}

function minimumDeposit(raw: string | undefined): bigint {
  if (!raw) return DEFAULT_MINIMUM_DEPOSIT_MICROS;
  const micros = parseAmountToMicros(raw);
  if (micros === undefined || micros <= 0n) throw new Error(`MIN_DEPOSIT must be a positive USDT amount with at most 6 decimals, got "${raw}"`);
  return micros;
}
