import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import type { Address } from 'viem';
import { SecretText } from '../src/payments/evm/keys';
import type { EvmPaymentsConfig } from '../src/payments/payments-config';
import type { Queryable } from '../src/db/database';
import type { EvmNode } from '../dev/evm-node';
import type { ReceivedMail } from './helpers/smtp-sink';

/** Hardhat's development mnemonic: a valid master key for the deposit addresses of a test site. */
export const TEST_MASTER_KEY = 'test test test test test test test test test test test junk';
export const CONFIRMATIONS = 3;
export const USDT = (amount: number) => BigInt(Math.round(amount * 1_000_000));

export interface TestSite {
  token: Address;
  hotKey: `0x${string}`;
  hot: PrivateKeyAccount;
  payments: EvmPaymentsConfig;
}

/** A token with USDT's 6 decimals, and a hot wallet with gas and `float` tokens to pay withdrawals from. */
export async function setUpSite(node: EvmNode, float = USDT(100_000)): Promise<TestSite> {
  const token = await node.deployToken({ symbol: 'USDT', decimals: 6 });
  const hotKey = generatePrivateKey();
  const hot = privateKeyToAccount(hotKey);
  await node.fund(hot.address, 10n ** 19n);
  await node.mint(token, hot.address, float);
  const payments: EvmPaymentsConfig = {
    mode: 'evm',
    rpcUrl: node.rpcUrl,
    tokenContract: token,
    confirmations: CONFIRMATIONS,
    masterKey: new SecretText(TEST_MASTER_KEY),
    hotWalletKey: new SecretText(hotKey),
    minimumDepositMicros: USDT(10),
    pollMs: 1_000,
  };
  return { token, hotKey, hot, payments };
}

/** The code of a "confirm your withdrawal address" mail. */
export function addressCodeIn(mail: ReceivedMail): string {
  const code = /withdrawal address: ([A-Z0-9]{6})/.exec(mail.subject)?.[1];
  if (!code || !mail.raw.includes(`is ${code}.`)) throw new Error(`No code in mail: ${mail.subject}`);
  return code;
}

/** A fresh destination nobody else uses. */
export const newDestination = (): Address => privateKeyToAccount(generatePrivateKey()).address;

/** Every row a withdrawal request could write, for "a refused request changed nothing". */
export async function moneyFingerprint(db: Queryable): Promise<Record<string, string>> {
  const tables = ['users', 'ledger_transactions', 'ledger_entries', 'withdrawals', 'withdrawal_addresses', 'hot_wallet_nonces'];
  const columns = tables.map((table) => `(SELECT count(*) || ':' || coalesce(sum(hashtext(r::text)::bigint), 0) FROM ${table} r) AS ${table}`);
  return (await db.query<Record<string, string>>(`SELECT ${columns.join(', ')}`)).rows[0];
}
