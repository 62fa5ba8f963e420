import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { openPGliteDatabase } from '../src/db/pglite-database';
import { openPostgresDatabase } from '../src/db/postgres-database';
import { connectEvmChain } from '../src/payments/evm/chain';
import { requestWithdrawal } from '../src/payments/withdrawals/withdrawal-request';
import { DEFAULT_WITHDRAWAL_SETTINGS } from '../src/payments/withdrawals/withdrawal-settings';
import { runWithdrawalPass } from '../src/payments/withdrawals/withdrawal-worker';
import type { WithdrawalRow } from '../src/payments/withdrawals/withdrawals.repository';
import { startEvmNode, type EvmNode } from '../dev/evm-node';
import { expectLedgerBalanced, fundWallet } from './helpers/ledger';
import { withAdminClient } from './helpers/test-database';
import { CONFIRMATIONS, newDestination, setUpSite, USDT, type TestSite } from './payments-withdrawals-fixture';

/**
 * kill -9 of the signing worker between the commit of a signed withdrawal and its broadcast (and, second case, between
 * the broadcast and marking it sent), then a restarted worker: the destination receives the amount exactly once, and
 * the hot wallet used exactly one nonce. The signing step runs in a child process (payments-withdrawals-sign-child.ts)
 * on this run's database: a PostgreSQL schema, or a PGlite data directory that only one process opens at a time.
 */
const postgresUrl = process.env.DATABASE_URL || undefined;
let node: EvmNode;
let site: TestSite;
let dataDir: string;
let schema: string | undefined;

beforeAll(async () => {
  node = await startEvmNode();
  site = await setUpSite(node);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'withdrawal-crash-'));
  if (postgresUrl) {
    schema = `test_withdrawal_crash_${randomBytes(6).toString('hex')}`;
    await withAdminClient(postgresUrl, (client) => client.query(`CREATE SCHEMA ${schema}`));
  }
  const db = await openDb();
  await migrate(db);
  await db.close();
}, 120_000);
afterAll(async () => {
  await node?.stop();
  if (schema) await withAdminClient(postgresUrl!, (client) => client.query(`DROP SCHEMA ${schema} CASCADE`));
  rmSync(dataDir, { recursive: true, force: true });
});

const openDb = (): Promise<Database> =>
  postgresUrl ? Promise.resolve(openPostgresDatabase(postgresUrl, { searchPath: schema })) : openPGliteDatabase(dataDir);

function childDatabaseUrl(): string {
  if (!postgresUrl) return '';
  const url = new URL(postgresUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

/** A funded player with a confirmed destination and one queued withdrawal of `amount`. */
async function queueWithdrawal(db: Database, amount: bigint): Promise<{ id: number; destination: `0x${string}` }> {
  const at = new Date();
  const destination = newDestination();
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (username, email, first_name, country, password_hash, email_verified_at)
     VALUES ($1, $2, 'Ada', 'France', 'not-a-login-account', $3) RETURNING id`,
    [`crash${destination.slice(2, 10)}`, `crash${destination.slice(2, 10).toLowerCase()}@example.com`, at],
  );
  const userId = rows[0].id;
  await fundWallet(db, userId, amount, at);
  await db.query('INSERT INTO withdrawal_addresses (user_id, address, added_at, confirmed_at) VALUES ($1, $2, $3, $3)', [userId, destination, at]);
  const answer = await db.transaction((tx) =>
    requestWithdrawal(tx, DEFAULT_WITHDRAWAL_SETTINGS, { userId, amountMicros: amount, toAddress: destination, at }),
  );
  return { id: (answer.body as { withdrawal: { id: number } }).withdrawal.id, destination };
}

/** Runs the signing child until it printed `line` with a hash, then kill -9; answers the hash. */
async function signInChildAndKill(step: 'sign' | 'broadcast'): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/payments-withdrawals-sign-child.ts'], {
    cwd: path.resolve(__dirname, '..'),
    env: {
      ...process.env,
      DATABASE_URL: childDatabaseUrl(),
      DATA_DIR: dataDir,
      EVM_RPC_URL: node.rpcUrl,
      USDT_CONTRACT: site.token,
      PAYMENTS_HOT_WALLET_KEY: site.hotKey,
      STEP: step,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_, signal) => resolve(signal)));
  let output = '';
  const wanted = step === 'sign' ? 'SIGNED' : 'BROADCAST';
  const hash = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = new RegExp(`${wanted} (0x[0-9a-f]{64})`).exec(output);
      if (match) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the signing child exited (${code}) before ${wanted}:\n${output}`)));
  });
  child.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
  return hash;
}

const withdrawalRow = async (db: Database, id: number) => (await db.query<WithdrawalRow>('SELECT * FROM withdrawals WHERE id = $1', [id])).rows[0];

describe.each(['sign', 'broadcast'] as const)('kill -9 of the worker after the step "%s"', (step) => {
  it('a restarted worker sends the same transaction: the destination receives the amount once, one nonce is used', async () => {
    let db = await openDb();
    const { id, destination } = await queueWithdrawal(db, USDT(42)).finally(() => !postgresUrl && db.close());
    const nonceBefore = await node.client.getTransactionCount({ address: site.hot.address });

    const hash = await signInChildAndKill(step);

    if (!postgresUrl) db = await openDb();
    try {
      await restartAndCheck(db, { id, destination, hash, nonceBefore, step });
    } finally {
      await db.close();
    }
  }, 120_000);
});

async function restartAndCheck(
  db: Database,
  { id, destination, hash, nonceBefore, step }: { id: number; destination: `0x${string}`; hash: string; nonceBefore: number; step: string },
): Promise<void> {
  const signed = await withdrawalRow(db, id);
  expect({ state: signed.state, hash: signed.tx_hash, nonce: signed.nonce }).toEqual({ state: 'signed', hash, nonce: String(nonceBefore) });
  expect(await node.tokenBalance(site.token, destination)).toBe(step === 'sign' ? 0n : USDT(42));

  const chain = await connectEvmChain(site.payments);
  const worker = { db, realtime: { toUser: () => {} }, now: () => new Date(), chain };
  await runWithdrawalPass(worker);
  await node.mine(CONFIRMATIONS);
  await runWithdrawalPass(worker);
  await runWithdrawalPass(worker);

  expect(await withdrawalRow(db, id)).toMatchObject({ state: 'confirmed', tx_hash: hash });
  expect(await node.tokenBalance(site.token, destination)).toBe(USDT(42));
  expect(await node.client.getTransactionCount({ address: site.hot.address })).toBe(nonceBefore + 1);
  const { rows } = await db.query<{ next_nonce: string }>('SELECT next_nonce FROM hot_wallet_nonces WHERE address = $1', [site.hot.address]);
  expect(rows).toEqual([{ next_nonce: String(nonceBefore + 1) }]);
  await expectLedgerBalanced(db);
}
