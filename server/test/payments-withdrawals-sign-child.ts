/**
 * The signing step of the withdrawal worker alone, in a process of its own, for the crash test: it signs and commits the
 * oldest queued withdrawal, prints the committed hash, optionally broadcasts it (STEP=broadcast) and prints that, then
 * waits to be killed with SIGKILL. Nothing in the server can stop between those steps: the kill does.
 * Run with `node --import tsx`, configured by DATABASE_URL (or DATA_DIR for PGlite), EVM_RPC_URL, USDT_CONTRACT and
 * PAYMENTS_HOT_WALLET_KEY.
 */
import type { Hex } from 'viem';
import { openDatabase } from '../src/db/open-database';
import { connectEvmChain } from '../src/payments/evm/chain';
import { SecretText } from '../src/payments/evm/keys';
import { signNextWithdrawal } from '../src/payments/withdrawals/withdrawal-signer';
import { TEST_MASTER_KEY } from './payments-withdrawals-fixture';

async function main() {
  const env = process.env;
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR! });
  const chain = await connectEvmChain({
    mode: 'evm',
    rpcUrl: env.EVM_RPC_URL!,
    tokenContract: env.USDT_CONTRACT! as Hex,
    confirmations: 1,
    masterKey: new SecretText(TEST_MASTER_KEY),
    hotWalletKey: new SecretText(env.PAYMENTS_HOT_WALLET_KEY!),
    minimumDepositMicros: 1n,
    pollMs: 1_000,
  });
  const signed = await signNextWithdrawal(db, chain, new Date());
  if (!signed) throw new Error('nothing to sign');
  process.stdout.write(`SIGNED ${signed.tx_hash}\n`);
  if (env.STEP === 'broadcast') {
    await chain.publicClient.sendRawTransaction({ serializedTransaction: signed.raw_tx as Hex });
    process.stdout.write(`BROADCAST ${signed.tx_hash}\n`);
  }
  setInterval(() => {}, 60_000);
}

main().catch((error) => {
  process.stderr.write(`${(error as Error).stack}\n`);
  process.exit(1);
});
