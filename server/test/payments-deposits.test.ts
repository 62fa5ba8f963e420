import type { ChainDeposit, ChainDepositsResponse, DepositAddressResponse, WalletPaymentsResponse } from 'shared-events/contracts';
import { encodeFunctionData, type Address, type Hex } from 'viem';
import { english, generateMnemonic, generatePrivateKey, mnemonicToAccount } from 'viem/accounts';
import { sweepDeposits } from '../src/payments/deposits/deposit-sweeps';
import { watchDeposits } from '../src/payments/deposits/deposit-watcher';
import { connectEvmChain, type EvmChain } from '../src/payments/evm/chain';
import { SecretText } from '../src/payments/evm/keys';
import type { EvmPaymentsConfig } from '../src/payments/payments-config';
import { startEvmNode, testTokenAbi, type EvmNode } from '../dev/evm-node';
import { expectLedgerBalanced } from './helpers/ledger';
import { signUp, startTestApp, type TestApp } from './helpers/test-app';

jest.setTimeout(60_000);

const CONFIRMATIONS = 3;
const USDT = 1_000_000n;
const mnemonic = generateMnemonic(english);

let node: EvmNode;
let usdt: Address;
let otherToken: Address;
let t: TestApp;
let chain: EvmChain;
const events: { userId: number; event: string; payload: unknown }[] = [];
const recordingRealtime = { toUser: (userId: number, event: string, payload: unknown) => void events.push({ userId, event, payload }) };

function evmConfig(): EvmPaymentsConfig {
  return {
    mode: 'evm',
    rpcUrl: node.rpcUrl,
    tokenContract: usdt,
    confirmations: CONFIRMATIONS,
    masterKey: new SecretText(mnemonic),
    hotWalletKey: new SecretText(generatePrivateKey()),
    minimumDepositMicros: 10n * USDT,
    pollMs: 4_000,
  };
}

/** One watcher pass, as the scheduled job runs it, with a chain connection of its own (another process, say). */
const pass = (on: EvmChain = chain) => watchDeposits({ db: t.server.db, chain: on, realtime: recordingRealtime as never, now: t.clock.now });

async function player() {
  const { token, user } = await signUp(t);
  const auth = { authorization: `Bearer ${token}` };
  const { body } = await t.get<DepositAddressResponse>('/api/users/wallet/deposit-address', auth);
  return { userId: user.id, auth, address: body.address as Address };
}

async function balanceOf(userId: number): Promise<bigint> {
  const { rows } = await t.server.db.query<{ balance: string }>('SELECT balance_micros::text AS balance FROM users WHERE id = $1', [userId]);
  return BigInt(rows[0].balance);
}

async function depositsOf(userId: number) {
  const { rows } = await t.server.db.query<{ state: string; confirmations: number; amount: string; ledger: string | null }>(
    'SELECT state, confirmations, amount_micros::text AS amount, ledger_transaction_id::text AS ledger FROM chain_deposits WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  return rows;
}

async function ledgerDeposits(userId: number): Promise<number> {
  const { rows } = await t.server.db.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM ledger_transactions WHERE kind = 'deposit' AND user_id = $1",
    [userId],
  );
  return rows[0].count;
}

const depositEvents = (userId: number) =>
  events.filter((entry) => entry.userId === userId && entry.event === 'wallet:deposit').map((entry) => entry.payload as ChainDeposit);

beforeAll(async () => {
  node = await startEvmNode();
  usdt = await node.deployToken({ symbol: 'USDT', decimals: 6 });
  otherToken = await node.deployToken({ symbol: 'FAKE', decimals: 6 });
  t = await startTestApp({ smtp: true, config: { payments: evmConfig() } });
  chain = t.server.services.evmChain!;
  await pass(); // the first pass sets the cursor at the head
});

afterAll(async () => {
  await t?.close();
  await node?.stop();
});

describe('USDT deposits on chain (PAYMENTS=evm)', () => {
  it('credits a transfer to the deposit address once, after CONFIRMATIONS blocks and not before', async () => {
    const { userId, address } = await player();
    await node.mint(usdt, address, 25n * USDT);
    for (let confirmations = 1; confirmations < CONFIRMATIONS; confirmations += 1) {
      await pass();
      expect(await depositsOf(userId)).toEqual([{ state: 'pending', confirmations, amount: '25000000', ledger: null }]);
      expect(await balanceOf(userId)).toBe(0n);
      await node.mine(1);
    }
    await pass();
    expect(await depositsOf(userId)).toEqual([expect.objectContaining({ state: 'credited', confirmations: CONFIRMATIONS })]);
    expect(await balanceOf(userId)).toBe(25n * USDT);
    await node.mine(5);
    await pass();
    await pass();
    expect(await balanceOf(userId)).toBe(25n * USDT);
    expect(await ledgerDeposits(userId)).toBe(1);
    await expectLedgerBalanced(t.server.db);
    expect(depositEvents(userId).map(({ state, confirmations }) => `${state}:${confirmations}`)).toEqual([
      'pending:1',
      'pending:2',
      `credited:${CONFIRMATIONS}`,
    ]);
    expect(events).toContainEqual({ userId, event: 'wallet:balanceChanged', payload: { balance: 25, currency: 'USDT' } });
  });

  it('credits nothing twice when the watcher is restarted mid-way (a new connection, the same database)', async () => {
    const { userId, address } = await player();
    await node.mint(usdt, address, 12n * USDT);
    await pass();
    await node.mine(CONFIRMATIONS);
    // Another watcher (a restarted process) takes over from the stored cursor and pending rows.
    const restarted = await connectEvmChain(evmConfig());
    await pass(restarted);
    await pass(restarted);
    await pass();
    expect(await balanceOf(userId)).toBe(12n * USDT);
    expect(await ledgerDeposits(userId)).toBe(1);
    await expectLedgerBalanced(t.server.db);
  });

  it('credits once when several passes run at the same moment', async () => {
    const { userId, address } = await player();
    await node.mint(usdt, address, 40n * USDT);
    await node.mine(CONFIRMATIONS);
    const others = await Promise.all([1, 2, 3].map(() => connectEvmChain(evmConfig())));
    await Promise.all([pass(), ...others.map((other) => pass(other))]);
    await Promise.all([pass(), ...others.map((other) => pass(other))]);
    expect(await depositsOf(userId)).toEqual([expect.objectContaining({ state: 'credited', amount: '40000000' })]);
    expect(await balanceOf(userId)).toBe(40n * USDT);
    expect(await ledgerDeposits(userId)).toBe(1);
    await expectLedgerBalanced(t.server.db);
  });

  it('drops a pending deposit whose block a reorganisation removed, never credits it, and goes on crediting later ones', async () => {
    const { userId, address } = await player();
    const snapshot = await node.snapshot();
    await node.mint(usdt, address, 30n * USDT);
    await pass();
    expect(await depositsOf(userId)).toEqual([expect.objectContaining({ state: 'pending', confirmations: 1 })]);
    await node.revert(snapshot);
    await node.mine(CONFIRMATIONS + 2); // the other branch grows past the removed block
    await pass();
    expect(await depositsOf(userId)).toEqual([expect.objectContaining({ state: 'dropped', confirmations: 0, ledger: null })]);
    await node.mine(CONFIRMATIONS);
    await pass();
    expect(await balanceOf(userId)).toBe(0n);
    expect(depositEvents(userId).at(-1)).toMatchObject({ state: 'dropped' });

    await node.mint(usdt, address, 11n * USDT);
    await node.mine(CONFIRMATIONS);
    await pass();
    expect((await depositsOf(userId)).map((row) => row.state)).toEqual(['dropped', 'credited']);
    expect(await balanceOf(userId)).toBe(11n * USDT);
    await expectLedgerBalanced(t.server.db);
  });

  it('revives a dropped deposit whose very transaction is mined again, and credits it once', async () => {
    const { userId, address } = await player();
    const wallet = node.client;
    const request = await wallet.prepareTransactionRequest({
      account: node.deployer,
      to: usdt,
      data: encodeMint(address, 20n * USDT),
    });
    const raw: Hex = await node.deployer.signTransaction(request as never);
    const snapshot = await node.snapshot();
    await wallet.sendRawTransaction({ serializedTransaction: raw });
    await pass();
    await node.revert(snapshot);
    await node.mine(2);
    await pass();
    expect((await depositsOf(userId)).map((row) => row.state)).toEqual(['dropped']);
    // The same signed transaction (same hash, same log index 0 in its block) comes back in a new block.
    await wallet.sendRawTransaction({ serializedTransaction: raw });
    await pass();
    expect(await depositsOf(userId)).toEqual([expect.objectContaining({ state: 'pending', confirmations: 1 })]);
    await node.mine(CONFIRMATIONS);
    await pass();
    await pass();
    expect(await depositsOf(userId)).toEqual([expect.objectContaining({ state: 'credited' })]);
    expect(await balanceOf(userId)).toBe(20n * USDT);
    expect(await ledgerDeposits(userId)).toBe(1);
  });

  it('ignores a transfer of another token to the deposit address', async () => {
    const { userId, address } = await player();
    await node.mint(otherToken, address, 500n * USDT);
    await node.mine(CONFIRMATIONS);
    await pass();
    expect(await depositsOf(userId)).toEqual([]);
    expect(await balanceOf(userId)).toBe(0n);
  });

  it('records a transfer below the minimum deposit and never credits it', async () => {
    const { userId, address } = await player();
    await node.mint(usdt, address, 9_999_999n);
    await pass();
    await node.mine(CONFIRMATIONS);
    await pass();
    await pass();
    expect(await depositsOf(userId)).toEqual([{ state: 'below_minimum', confirmations: CONFIRMATIONS + 1, amount: '9999999', ledger: null }]);
    expect(await balanceOf(userId)).toBe(0n);
    expect(depositEvents(userId).at(-1)).toMatchObject({ state: 'below_minimum', amount: 9.999999 });
  });

  it('runs as the scheduled job chain-deposits', async () => {
    const { userId, address } = await player();
    await node.mint(usdt, address, 15n * USDT);
    await node.mine(CONFIRMATIONS);
    await t.server.scheduler.runNow('chain-deposits');
    expect(await balanceOf(userId)).toBe(15n * USDT);
  });
});

describe('sweeps of deposit addresses to the hot wallet', () => {
  const sweep = () => sweepDeposits({ db: t.server.db, chain, now: t.clock.now });
  const sweepsOf = async (userId: number) =>
    (
      await t.server.db.query<{ id: number; state: string; amount: string; funding: string | null; transfer: string | null }>(
        `SELECT id, state, amount_micros::text AS amount, gas_funding_tx_hash AS funding, sweep_tx_hash AS transfer
         FROM deposit_sweeps WHERE user_id = $1 ORDER BY id`,
        [userId],
      )
    ).rows;

  it('funds the gas from the hot wallet, moves the credited tokens to it, records each step, and does it once', async () => {
    await node.fund(chain.hotWallet.address, 10n ** 19n);
    const { userId, address } = await player();
    await node.mint(usdt, address, 50n * USDT);
    await node.mine(CONFIRMATIONS);
    await pass();
    expect(await balanceOf(userId)).toBe(50n * USDT);

    await sweep(); // funds the gas
    expect(await sweepsOf(userId)).toEqual([expect.objectContaining({ state: 'funding', amount: '50000000', transfer: null })]);
    expect(await node.client.getBalance({ address })).toBeGreaterThan(0n);
    await sweep(); // the funding is mined: sends the tokens
    await sweep(); // the transfer is mined: done
    const [done] = await sweepsOf(userId);
    expect(done).toEqual({
      id: done.id,
      state: 'done',
      amount: '50000000',
      funding: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      transfer: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    });
    expect(await node.tokenBalance(usdt, address)).toBe(0n);
    const { rows: swept } = await t.server.db.query<{ total: string }>(
      `SELECT coalesce(sum(amount_micros), 0)::text AS total FROM deposit_sweeps WHERE state = 'done'`,
    );
    expect(await node.tokenBalance(usdt, chain.hotWallet.address)).toBe(BigInt(swept[0].total));
    const { rows: deposits } = await t.server.db.query<{ sweep_id: number }>('SELECT sweep_id FROM chain_deposits WHERE user_id = $1', [userId]);
    expect(deposits).toEqual([{ sweep_id: done.id }]);

    // Nothing left to do: no new sweep, no second funding.
    const hotEth = await node.client.getBalance({ address: chain.hotWallet.address });
    await Promise.all([sweep(), sweep()]);
    expect(await sweepsOf(userId)).toHaveLength(1);
    expect(await node.client.getBalance({ address: chain.hotWallet.address })).toBe(hotEth);
    // The wallet was credited once, whatever happened to the tokens on chain.
    expect(await balanceOf(userId)).toBe(50n * USDT);
    await expectLedgerBalanced(t.server.db);
  });
});

describe('payments routes (PAYMENTS=evm)', () => {
  it('describes the network, the minimum deposit and the player’s withdrawal limits', async () => {
    const { auth } = await player();
    const { status, body } = await t.get<WalletPaymentsResponse>('/api/users/wallet/payments', auth);
    expect(status).toBe(200);
    expect(body).toEqual({
      mode: 'evm',
      network: { name: 'Hardhat (local)', chainId: 31337, tokenContract: usdt, confirmations: CONFIRMATIONS },
      minimumDeposit: 10,
      // The defaults (server/docs/environment.md), none withdrawn yet today.
      withdrawal: { minimum: 10, dailyLimit: 10_000, usedToday: 0, approvalThreshold: 2_000 },
    });
  });

  it("gives each player one deposit address of their own, the master key's m/44'/60'/0'/0/{user id}, with a QR code", async () => {
    const first = await player();
    const second = await player();
    const again = await t.get<DepositAddressResponse>('/api/users/wallet/deposit-address', first.auth);
    expect(again.status).toBe(200);
    expect(again.body.address).toBe(first.address);
    expect(first.address).toBe(mnemonicToAccount(mnemonic, { addressIndex: first.userId }).address);
    expect(second.address).toBe(mnemonicToAccount(mnemonic, { addressIndex: second.userId }).address);
    expect(second.address).not.toBe(first.address);
    expect(again.body).toMatchObject({ network: { chainId: 31337, tokenContract: usdt }, minimumDeposit: 10 });
    expect(again.body.qrSvg).toMatch(/^<svg[^>]*>[\s\S]*<\/svg>\s*$/);
  });

  it("lists the player's deposits, newest first, a page at a time", async () => {
    const { userId, auth, address } = await player();
    await node.mint(usdt, address, 10n * USDT);
    await node.mint(usdt, address, 11n * USDT);
    await node.mint(usdt, address, 12n * USDT);
    await pass();
    const first = await t.get<ChainDepositsResponse>('/api/users/wallet/deposits?page=1&limit=2', auth);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ count: 3, page: 1, limit: 2 });
    expect(first.body.rows.map((row) => row.amount)).toEqual([12, 11]);
    expect(first.body.rows[0]).toMatchObject({ state: 'pending', confirmations: 1, requiredConfirmations: CONFIRMATIONS, creditedAt: null });
    const second = await t.get<ChainDepositsResponse>('/api/users/wallet/deposits?page=2&limit=2', auth);
    expect(second.body.rows.map((row) => row.amount)).toEqual([10]);
    // Each is announced when seen; the first had its confirmations by then (three blocks deep) and was credited too.
    expect(depositEvents(userId).map((deposit) => `${deposit.amount}:${deposit.state}`)).toEqual([
      '10:pending',
      '11:pending',
      '12:pending',
      '10:credited',
    ]);
  });

  it('refuses a deposit by request: deposits arrive on chain', async () => {
    const { auth, userId } = await player();
    const response = await t.post('/api/users/wallet/deposit', { amount: 100 }, auth);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ code: 'PAYMENTS_ON_CHAIN', message: 'Deposits arrive by USDT transfer to your deposit address.' });
    expect(await balanceOf(userId)).toBe(0n);
  });
});

describe('payments routes (PAYMENTS=demo)', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await startTestApp({ smtp: true });
  });
  afterAll(() => demo?.close());

  it('says demo, has no deposit address, and deposits by request', async () => {
    const { token } = await signUp(demo);
    const auth = { authorization: `Bearer ${token}` };
    expect((await demo.get('/api/users/wallet/payments', auth)).body).toEqual({ mode: 'demo' });
    const address = await demo.get('/api/users/wallet/deposit-address', auth);
    expect(address.status).toBe(409);
    expect(address.body).toMatchObject({ code: 'PAYMENTS_DEMO' });
    expect((await demo.get<ChainDepositsResponse>('/api/users/wallet/deposits', auth)).body).toEqual({ rows: [], count: 0, page: 1, limit: 10 });
    expect((await demo.post('/api/users/wallet/deposit', { amount: 5 }, auth)).status).toBe(200);
  });
});

function encodeMint(to: Address, amount: bigint): Hex {
  return encodeFunctionData({ abi: testTokenAbi, functionName: 'mint', args: [to, amount] });
}
