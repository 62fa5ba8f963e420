import type {
  AdminWithdrawal,
  ApiErrorResponse,
  Withdrawal,
  WithdrawalAddress,
  WithdrawalsResponse,
  WalletTransactionsResponse,
} from 'shared-events/contracts';
import type { Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { runWithdrawalPass, type WithdrawalWorkerServices } from '../src/payments/withdrawals/withdrawal-worker';
import { ADDRESS_MESSAGES } from '../src/payments/withdrawals/withdrawal-address';
import { startEvmNode, type EvmNode } from '../dev/evm-node';
import { expectLedgerBalanced } from './helpers/ledger';
import { createPlayer, type TestPlayer } from './helpers/rooms';
import { startTestApp, type TestApp } from './helpers/test-app';
import { storedBalanceMicros } from './helpers/wallet';
import { addressCodeIn, CONFIRMATIONS, moneyFingerprint, newDestination, setUpSite, USDT, type TestSite } from './payments-withdrawals-fixture';

type WithdrawAnswer = { newBalance: number; withdrawal: Withdrawal };

let node: EvmNode;
let site: TestSite;
let t: TestApp;
let worker: WithdrawalWorkerServices;
let admin: TestPlayer;

beforeAll(async () => {
  node = await startEvmNode();
  site = await setUpSite(node);
  t = await startTestApp({
    smtp: true,
    config: {
      payments: site.payments,
      withdrawals: { minimumMicros: USDT(10), dailyLimitMicros: USDT(3_000), approvalThresholdMicros: USDT(1_000) },
    },
  });
  worker = { db: t.server.db, realtime: t.server.realtime, now: t.clock.now, chain: t.server.services.evmChain! };
  admin = await createPlayer(t, { role: 'admin', balanceMicros: 0n });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await node?.stop();
});

const emailOf = (player: TestPlayer) => `${player.username}@example.com`;
const mailsTo = (player: TestPlayer) => t.smtp!.mailsTo(emailOf(player)).length;

/** Adds `address` for the player and confirms it with the code from the mail (the cooldown between codes passed). */
async function confirmedAddress(player: TestPlayer, address: Address = newDestination()): Promise<Address> {
  t.clock.advance(61);
  const before = mailsTo(player);
  expect((await t.post('/api/users/wallet/withdrawal-addresses', { address }, player.headers)).status).toBe(202);
  const code = addressCodeIn(await t.smtp!.nthMailTo(emailOf(player), before + 1));
  const confirmed = await t.post<WithdrawalAddress>('/api/users/wallet/withdrawal-addresses/confirm', { address, code }, player.headers);
  expect(confirmed.status).toBe(200);
  return address;
}

const withdraw = (player: TestPlayer, body: unknown, headers: Record<string, string> = {}) =>
  t.post<WithdrawAnswer & ApiErrorResponse>('/api/users/wallet/withdraw', body, { ...player.headers, ...headers });

const withdrawalOf = async (player: TestPlayer, id: number) =>
  (await t.get<WithdrawalsResponse>('/api/users/wallet/withdrawals?limit=100', player.headers)).body.rows.find((row) => row.id === id)!;

/** One worker pass, then enough blocks for the confirmations, then the pass that settles (as the server's job). */
async function sendAndConfirm(): Promise<void> {
  await runWithdrawalPass(worker);
  await node.mine(CONFIRMATIONS);
  await t.server.scheduler.runNow('withdrawals');
}

describe('withdrawal addresses', () => {
  it('are confirmed by the e-mailed code; a wrong code counts, an expired one is refused, five wrong tries kill it', async () => {
    const player = await createPlayer(t);
    const address = newDestination();
    const add = () =>
      t.post<WithdrawalAddress & ApiErrorResponse>('/api/users/wallet/withdrawal-addresses', { address: address.toLowerCase() }, player.headers);
    const confirm = (code: string) =>
      t.post<WithdrawalAddress & ApiErrorResponse>('/api/users/wallet/withdrawal-addresses/confirm', { address, code }, player.headers);

    const added = await add();
    expect([added.status, added.body]).toEqual([202, expect.objectContaining({ address, confirmed: false, confirmedAt: null })]);
    const code = addressCodeIn(await t.smtp!.nthMailTo(emailOf(player), 1));
    const again = await add();
    expect([again.status, again.body.code]).toEqual([429, 'RESEND_COOLDOWN']);

    const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    expect([(await confirm(wrong)).status, (await confirm(wrong)).body.code]).toEqual([400, 'INVALID_VERIFICATION_CODE']);
    t.clock.advance(601);
    expect((await confirm(code)).body.code).toBe('VERIFICATION_CODE_EXPIRED');

    expect((await add()).status).toBe(202);
    const second = addressCodeIn(await t.smtp!.nthMailTo(emailOf(player), 2));
    for (let attempt = 1; attempt <= 4; attempt += 1) expect((await confirm(wrong)).body.code).toBe('INVALID_VERIFICATION_CODE');
    expect([(await confirm(wrong)).status, (await confirm(second)).body.code]).toEqual([429, 'TOO_MANY_VERIFICATION_ATTEMPTS']);

    t.clock.advance(61);
    expect((await add()).status).toBe(202);
    const third = addressCodeIn(await t.smtp!.nthMailTo(emailOf(player), 3));
    const confirmed = await confirm(third.toLowerCase());
    expect([confirmed.status, confirmed.body.confirmed]).toEqual([200, true]);
    expect((await confirm(third)).body.code).toBe('WITHDRAWAL_ADDRESS_ALREADY_CONFIRMED');
    const listed = await t.get<{ rows: WithdrawalAddress[] }>('/api/users/wallet/withdrawal-addresses', player.headers);
    expect(listed.body.rows).toEqual([expect.objectContaining({ address, confirmed: true })]);
  });

  it('refuses a malformed, mis-checksummed, zero or site-owned address with a clear message, changing nothing', async () => {
    const player = await createPlayer(t);
    const valid = newDestination();
    const depositAddress = newDestination();
    await t.server.db.query('INSERT INTO deposit_addresses (user_id, address, created_at) VALUES ($1, $2, $3)', [
      player.id,
      depositAddress,
      t.clock.now(),
    ]);
    const badChecksum = valid.replace(/[a-f]/, (letter) => letter.toUpperCase()) as Address;
    const cases: [string, string][] = [
      ['0x1234', ADDRESS_MESSAGES.format],
      [`${valid}00`, ADDRESS_MESSAGES.format],
      [valid.replace('0x', '0X'), ADDRESS_MESSAGES.format],
      [badChecksum === valid ? `${valid.slice(0, -1)}Z` : badChecksum, badChecksum === valid ? ADDRESS_MESSAGES.format : ADDRESS_MESSAGES.checksum],
      ['0x0000000000000000000000000000000000000000', ADDRESS_MESSAGES.zero],
      [site.hot.address, ADDRESS_MESSAGES.ours],
      [depositAddress.toLowerCase(), ADDRESS_MESSAGES.ours],
    ];
    const before = await moneyFingerprint(t.server.db);
    for (const [address, message] of cases) {
      const response = await t.post<ApiErrorResponse>('/api/users/wallet/withdrawal-addresses', { address }, player.headers);
      expect({ address, status: response.status, body: response.body }).toEqual({
        address,
        status: 400,
        body: { code: 'WITHDRAWAL_ADDRESS_INVALID', message },
      });
    }
    expect(await moneyFingerprint(t.server.db)).toEqual(before);
    expect(mailsTo(player)).toBe(0);
  });
});

describe('a withdrawal request', () => {
  it('refuses bad input with a clear message and changes nothing', async () => {
    const player = await createPlayer(t, { balanceMicros: USDT(5_000) });
    const address = await confirmedAddress(player);
    const unconfirmed = newDestination();
    t.clock.advance(61);
    expect((await t.post('/api/users/wallet/withdrawal-addresses', { address: unconfirmed }, player.headers)).status).toBe(202);
    const before = await moneyFingerprint(t.server.db);
    const cases: [unknown, number, string, string?][] = [
      [{ amount: 20, address: unconfirmed }, 409, 'WITHDRAWAL_ADDRESS_NOT_CONFIRMED'],
      [{ amount: 20, address: newDestination() }, 409, 'WITHDRAWAL_ADDRESS_NOT_CONFIRMED'],
      [{ amount: 20, address: '0x0000000000000000000000000000000000000000' }, 400, 'WITHDRAWAL_ADDRESS_INVALID', ADDRESS_MESSAGES.zero],
      [{ amount: 20, address: 'not an address' }, 400, 'WITHDRAWAL_ADDRESS_INVALID', ADDRESS_MESSAGES.format],
      [{ amount: 20 }, 400, 'VALIDATION_FAILED', ADDRESS_MESSAGES.format],
      [{ amount: 0, address }, 400, 'INVALID_AMOUNT', 'Please enter a valid positive amount.'],
      [{ amount: -5, address }, 400, 'INVALID_AMOUNT', 'Please enter a valid positive amount.'],
      [{ amount: '9.999999', address }, 400, 'WITHDRAWAL_BELOW_MINIMUM', 'The smallest withdrawal is 10 USDT.'],
      [{ amount: 5_000.000001, address }, 400, 'INSUFFICIENT_FUNDS', 'Insufficient funds for this withdrawal.'],
      [
        { amount: 3_000.5, address },
        400,
        'WITHDRAWAL_DAILY_LIMIT',
        'This withdrawal is over your daily limit of 3000 USDT: you can withdraw 3000 USDT more today (UTC).',
      ],
    ];
    for (const [body, status, code, message] of cases) {
      const response = await withdraw(player, body);
      expect({ body, status: response.status, code: response.body.code }).toEqual({ body, status, code });
      if (message) expect(response.body.message).toBe(message);
    }
    expect(await moneyFingerprint(t.server.db)).toEqual(before);

    // What is left of the day's limit is counted from the requests of the day.
    expect((await withdraw(player, { amount: 900, address })).status).toBe(200);
    const over = await withdraw(player, { amount: '2100.5', address });
    expect(over.body.message).toBe('This withdrawal is over your daily limit of 3000 USDT: you can withdraw 2100 USDT more today (UTC).');
  });

  it('is signed, sent, arrives at its destination, is confirmed, and the books balance', async () => {
    const player = await createPlayer(t, { balanceMicros: USDT(100) });
    const address = await confirmedAddress(player);
    const answer = await withdraw(player, { amount: '25.5', currency: 'USDT', address }, { 'idempotency-key': `w-${player.id}` });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      newBalance: 74.5,
      currency: 'USDT',
      transaction: { kind: 'withdrawal', amount: -25.5, balanceAfter: 74.5 },
      withdrawal: { amount: 25.5, toAddress: address, state: 'requested', txHash: null },
    });
    const replay = await withdraw(player, { amount: '25.5', currency: 'USDT', address }, { 'idempotency-key': `w-${player.id}` });
    expect([replay.headers.get('idempotent-replayed'), replay.body.withdrawal.id]).toEqual(['true', answer.body.withdrawal.id]);
    await expectLedgerBalanced(t.server.db);

    await runWithdrawalPass(worker);
    const sent = await withdrawalOf(player, answer.body.withdrawal.id);
    expect(sent).toMatchObject({ state: 'sent', txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
    expect(await node.tokenBalance(site.token, address)).toBe(USDT(25.5));
    await expectLedgerBalanced(t.server.db);

    await node.mine(CONFIRMATIONS - 2);
    await runWithdrawalPass(worker);
    expect((await withdrawalOf(player, answer.body.withdrawal.id)).state).toBe('sent');
    await node.mine(1);
    await runWithdrawalPass(worker);
    expect(await withdrawalOf(player, answer.body.withdrawal.id)).toMatchObject({ state: 'confirmed', txHash: sent.txHash });
    expect(await node.tokenBalance(site.token, address)).toBe(USDT(25.5));
    expect(await storedBalanceMicros(t.server.db, player.id)).toBe(USDT(74.5).toString());
    const { rows } = await t.server.db.query<{ kind: string }>('SELECT kind FROM ledger_transactions WHERE user_id = $1 ORDER BY id', [player.id]);
    expect(rows.map((row) => row.kind)).toEqual(['deposit', 'withdrawal', 'withdrawal_confirmed']);
    await expectLedgerBalanced(t.server.db);
  });

  it('that fails on chain is refunded to the wallet with the reason, and the history shows the refund', async () => {
    const player = await createPlayer(t, { balanceMicros: USDT(100) });
    const address = await confirmedAddress(player);
    // The hot wallet's tokens leave it by hand (a nonce used outside the worker's bookkeeping, too): the transfer reverts.
    const float = await node.tokenBalance(site.token, site.hot.address);
    const parking = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
    await node.transfer(site.token, site.hot, parking.address, float);
    const answer = await withdraw(player, { amount: 30, address });
    await sendAndConfirm();
    const refunded = await withdrawalOf(player, answer.body.withdrawal.id);
    expect(refunded).toMatchObject({ state: 'refunded', reason: 'The transaction failed on chain.', txHash: expect.any(String) });
    expect(await node.tokenBalance(site.token, address)).toBe(0n);
    expect(await storedBalanceMicros(t.server.db, player.id)).toBe(USDT(100).toString());
    const history = await t.get<WalletTransactionsResponse>('/api/users/wallet/transactions', player.headers);
    expect(history.body.rows.slice(0, 2).map((row) => [row.kind, row.amount, row.balanceAfter])).toEqual([
      ['withdrawal_refund', 30, 100],
      ['withdrawal', -30, 70],
    ]);
    await expectLedgerBalanced(t.server.db);
    await node.transfer(site.token, parking, site.hot.address, float);
  });

  it('above the threshold waits for an operator: approved it is sent, rejected it is refunded (both audited)', async () => {
    const player = await createPlayer(t, { balanceMicros: USDT(3_000) });
    const address = await confirmedAddress(player);
    const big = await withdraw(player, { amount: 1_500, address });
    expect(big.body.withdrawal.state).toBe('awaiting_approval');
    const other = await withdraw(player, { amount: 1_200, address });
    await runWithdrawalPass(worker);
    expect((await withdrawalOf(player, big.body.withdrawal.id)).state).toBe('awaiting_approval');

    const queue = await t.get<{ withdrawals: AdminWithdrawal[] }>('/api/admin/withdrawals?state=awaiting_approval', admin.headers);
    expect(queue.body.withdrawals.map((w) => w.id)).toEqual(expect.arrayContaining([big.body.withdrawal.id, other.body.withdrawal.id]));
    const byPlayer = await t.post<ApiErrorResponse>(`/api/admin/withdrawals/${big.body.withdrawal.id}/approve`, {}, player.headers);
    expect(byPlayer.status).toBe(403);

    const approved = await t.post<AdminWithdrawal>(`/api/admin/withdrawals/${big.body.withdrawal.id}/approve`, undefined, admin.headers);
    expect([approved.status, approved.body.state, approved.body.approvedBy?.id]).toEqual([200, 'requested', admin.id]);
    const twice = await t.post<ApiErrorResponse>(`/api/admin/withdrawals/${big.body.withdrawal.id}/approve`, undefined, admin.headers);
    expect([twice.status, twice.body.code]).toEqual([409, 'WITHDRAWAL_NOT_AWAITING_APPROVAL']);
    expect((await t.post<ApiErrorResponse>('/api/admin/withdrawals/999999/approve', undefined, admin.headers)).status).toBe(404);

    const rejected = await t.post<AdminWithdrawal>(
      `/api/admin/withdrawals/${other.body.withdrawal.id}/reject`,
      { reason: 'Source of funds unclear' },
      admin.headers,
    );
    expect([rejected.status, rejected.body.state, rejected.body.reason]).toEqual([
      200,
      'refunded',
      'Rejected by the operator: Source of funds unclear',
    ]);
    expect(await storedBalanceMicros(t.server.db, player.id)).toBe(USDT(1_500).toString());

    await sendAndConfirm();
    expect((await withdrawalOf(player, big.body.withdrawal.id)).state).toBe('confirmed');
    expect(await node.tokenBalance(site.token, address)).toBe(USDT(1_500));
    const audit = await t.server.db.query<{ action: string; target_id: string }>(
      `SELECT action, target_id FROM admin_audit WHERE target_type = 'withdrawal' ORDER BY id`,
    );
    expect(audit.rows).toEqual([
      { action: 'withdrawal.approve', target_id: String(big.body.withdrawal.id) },
      { action: 'withdrawal.reject', target_id: String(other.body.withdrawal.id) },
    ]);
    await expectLedgerBalanced(t.server.db);
  });

  it('at once from one player never overdraws the balance nor passes the daily limit', async () => {
    const poor = await createPlayer(t, { balanceMicros: USDT(100) });
    const poorAddress = await confirmedAddress(poor);
    const overdraw = await Promise.all(Array.from({ length: 8 }, () => withdraw(poor, { amount: 30, address: poorAddress })));
    expect(overdraw.filter((r) => r.status === 200)).toHaveLength(3);
    expect(overdraw.filter((r) => r.status !== 200).map((r) => r.body.code)).toEqual(Array(5).fill('INSUFFICIENT_FUNDS'));
    expect(await storedBalanceMicros(t.server.db, poor.id)).toBe(USDT(10).toString());

    const rich = await createPlayer(t, { balanceMicros: USDT(10_000) });
    const richAddress = await confirmedAddress(rich);
    const overLimit = await Promise.all(Array.from({ length: 8 }, () => withdraw(rich, { amount: 700, address: richAddress })));
    expect(overLimit.filter((r) => r.status === 200)).toHaveLength(4);
    expect(overLimit.filter((r) => r.status !== 200).map((r) => r.body.code)).toEqual(Array(4).fill('WITHDRAWAL_DAILY_LIMIT'));
    expect(await storedBalanceMicros(t.server.db, rich.id)).toBe(USDT(7_200).toString());
    await expectLedgerBalanced(t.server.db);
  });
});
