import type {
  ApiErrorResponse,
  DepositAddressResponse,
  HotWalletFunding,
  NotificationPayload,
  PaymentsReconciliationResponse,
} from 'shared-events/contracts';
import type { Address, Hash } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { reconciliationJob } from '../src/payments/reconciliation/reconciliation-job';
import { transfer } from '../src/wallet/ledger';
import { startEvmNode, type EvmNode } from '../dev/evm-node';
import { expectLedgerBalanced } from './helpers/ledger';
import { createPlayer, type TestPlayer } from './helpers/rooms';
import { startTestApp, type TestApp } from './helpers/test-app';
import { CONFIRMATIONS, newDestination, setUpSite, USDT, type TestSite } from './payments-withdrawals-fixture';

jest.setTimeout(60_000);

let node: EvmNode;
let site: TestSite;
let t: TestApp;
let admin: TestPlayer;
let player: TestPlayer;
let depositAddress: Address;

type Report = PaymentsReconciliationResponse & ApiErrorResponse;
type Funding = HotWalletFunding & ApiErrorResponse;

const FLOAT = USDT(1_000);

beforeAll(async () => {
  node = await startEvmNode();
  // The hot wallet starts with gas only: its tokens come from a funding the test records.
  site = await setUpSite(node, 0n);
  t = await startTestApp({
    config: {
      payments: site.payments,
      withdrawals: { minimumMicros: USDT(10), dailyLimitMicros: USDT(3_000), approvalThresholdMicros: USDT(1_000) },
    },
  });
  admin = await createPlayer(t, { role: 'admin', balanceMicros: 0n });
  player = await createPlayer(t, { balanceMicros: 0n });
  depositAddress = (await t.get<DepositAddressResponse>('/api/users/wallet/deposit-address', player.headers)).body.address as Address;
  await t.server.scheduler.runNow('chain-deposits'); // the watcher's first pass: its cursor at the head
}, 120_000);

afterAll(async () => {
  await t?.close();
  await node?.stop();
});

const job = (name: string) => t.server.scheduler.runNow(name);
/** Enough blocks for every transaction so far to be confirmed, then the watcher reads them (as its job would). */
async function confirmAll(): Promise<void> {
  await node.mine(CONFIRMATIONS);
  await job('chain-deposits');
}
const run = () => t.post<Report>('/api/admin/payments/reconciliation/run', {}, admin.headers);
const recordFunding = (txHash: string, note?: string) => t.post<Funding>('/api/admin/payments/fundings', { txHash, note }, admin.headers);
const openAlerts = (report: PaymentsReconciliationResponse) => report.alerts.filter((alert) => alert.resolvedAt === null);

async function count(table: string): Promise<number> {
  return (await t.server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;
}

async function alertNotifications(userId: number): Promise<NotificationPayload['data'][]> {
  const { rows } = await t.server.db.query<{ data: NotificationPayload['data'] }>(
    `SELECT data FROM notifications WHERE user_id = $1 AND type = 'payment_alert' ORDER BY id`,
    [userId],
  );
  return rows.map((row) => row.data);
}

/** Runs the sweeps until the deposit address's open sweep is done (a step per pass: gas, then the token). */
async function sweepAll(): Promise<void> {
  for (let pass = 0; pass < 5; pass += 1) {
    await job('deposit-sweeps');
    const { rows } = await t.server.db.query<{ open: number }>(
      `SELECT count(*)::int AS open FROM chain_deposits WHERE state = 'credited' AND sweep_id IS NULL`,
    );
    if (rows[0].open === 0) return;
  }
  throw new Error('the deposits were not swept in 5 passes');
}

describe('reconciling the books with the chain (PAYMENTS=evm)', () => {
  /** The operator's top-up sent straight to the hot wallet by a stranger's account, recorded in a later case. */
  let giftHash: Hash;

  it('balances after a funding, deposits (credited, below the minimum, swept) and a withdrawal: no alert', async () => {
    const float = await node.mint(site.token, site.hot.address, FLOAT);
    await confirmAll();
    const funded = await recordFunding(float.transactionHash, ' First liquidity ');
    expect(funded.status).toBe(201);
    expect(funded.body).toMatchObject({
      txHash: float.transactionHash,
      amount: 1_000,
      blockNumber: Number(float.blockNumber),
      note: 'First liquidity',
    });
    const { rows: audit } = await t.server.db.query<{ actor_id: number; target_type: string; target_id: string }>(
      `SELECT actor_id, target_type, target_id FROM admin_audit WHERE action = 'payments.recordFunding'`,
    );
    expect(audit).toEqual([{ actor_id: admin.id, target_type: 'funding', target_id: String(funded.body.id) }]);

    await node.mint(site.token, depositAddress, USDT(100));
    await node.mint(site.token, depositAddress, USDT(4.5)); // under MIN_DEPOSIT: kept on the address, never credited
    await confirmAll();
    await sweepAll();
    expect(await node.tokenBalance(site.token, depositAddress)).toBe(0n);

    const destination = newDestination();
    await t.server.db.query('INSERT INTO withdrawal_addresses (user_id, address, added_at, confirmed_at) VALUES ($1, $2, $3, $3)', [
      player.id,
      destination,
      t.clock.now(),
    ]);
    expect((await t.post('/api/users/wallet/withdraw', { amount: 30, address: destination }, player.headers)).status).toBe(200);
    await job('withdrawals'); // signed and sent; the node mines it at once
    await confirmAll();
    await job('withdrawals'); // confirmed
    expect(await node.tokenBalance(site.token, destination)).toBe(USDT(30));
    await confirmAll();

    const report = await run();
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({
      depositsCredited: 104.5,
      depositsSeen: 104.5,
      hotWalletOnChain: 1_074.5,
      hotWalletInBooks: 1_074.5,
      alerts: [],
    });
    expect(report.body.blockNumber).toBe(Number(await node.client.getBlockNumber()) - CONFIRMATIONS + 1);
    expect((await t.get<Report>('/api/admin/payments/reconciliation', admin.headers)).body).toEqual(report.body);
    const { rows } = await t.server.db.query<{ ok: boolean; on_addresses: string }>(
      'SELECT ok, deposit_addresses_on_chain::text AS on_addresses FROM payment_reconciliations ORDER BY id DESC LIMIT 1',
    );
    expect(rows).toEqual([{ ok: true, on_addresses: '0' }]);
    await expectLedgerBalanced(t.server.db);
  });

  it('counts a deposit not swept yet on its address, and one still waiting for its confirmations on neither side', async () => {
    await node.mint(site.token, depositAddress, USDT(20));
    await confirmAll();
    await node.mint(site.token, depositAddress, USDT(15)); // one block: not confirmed at the reconciled block
    await job('chain-deposits');
    const report = (await run()).body;
    expect(report).toMatchObject({ depositsCredited: 124.5, depositsSeen: 124.5, hotWalletOnChain: 1_074.5, hotWalletInBooks: 1_074.5, alerts: [] });
    await confirmAll();
    await sweepAll();
    await confirmAll();
    expect((await run()).body).toMatchObject({ depositsSeen: 139.5, hotWalletOnChain: 1_109.5, hotWalletInBooks: 1_109.5, alerts: [] });
  });

  it('raises one alert, told once to each admin, for tokens sent to the hot wallet and not recorded', async () => {
    const stranger = privateKeyToAccount(generatePrivateKey());
    await node.fund(stranger.address, 10n ** 18n);
    await node.mint(site.token, stranger.address, USDT(7.25));
    const gift = await node.transfer(site.token, stranger, site.hot.address, USDT(7.25));
    await confirmAll();
    const otherAdmin = await createPlayer(t, { role: 'admin', balanceMicros: 0n });

    // Two runs at once, then one more: still one open alert, and one notification per admin.
    await Promise.all([run(), run()]);
    const report = (await run()).body;
    expect(report).toMatchObject({ hotWalletOnChain: 1_116.75, hotWalletInBooks: 1_109.5 });
    expect(openAlerts(report)).toEqual([expect.objectContaining({ kind: 'hot_wallet', difference: 7.25, resolvedAt: null })]);
    expect(openAlerts(report)[0].message).toContain('holds 1116.75 USDT on chain; the books say 1109.5');
    for (const who of [admin, otherAdmin])
      expect(await alertNotifications(who.id)).toEqual([{ alertId: openAlerts(report)[0].id, kind: 'hot_wallet', difference: 7.25 }]);
    expect(await alertNotifications(player.id)).toEqual([]);
    expect(await count('payment_alerts WHERE resolved_at IS NULL')).toBe(1);
    const { rows } = await t.server.db.query<{ ok: boolean }>('SELECT ok FROM payment_reconciliations ORDER BY id DESC LIMIT 1');
    expect(rows).toEqual([{ ok: false }]);

    // The scheduled job fails its pass with the difference, so the scheduler logs it at error level.
    const services = t.server.services;
    await expect(reconciliationJob({ ...services, chain: services.evmChain! })()).rejects.toThrow(/out of balance.*1116\.75/);
    giftHash = gift.transactionHash;
  });

  it('refuses a funding that is not a confirmed top-up of the hot wallet, and writes nothing', async () => {
    const elsewhere = await node.mint(site.token, newDestination(), USDT(5));
    const unconfirmed = await node.mint(site.token, site.hot.address, USDT(1));
    const { rows: sweeps } = await t.server.db.query<{ sweep_tx_hash: string }>(
      `SELECT sweep_tx_hash FROM deposit_sweeps WHERE state = 'done' LIMIT 1`,
    );
    const before = [await count('hot_wallet_fundings'), await count('admin_audit')];
    const refusals: [string, number, string | RegExp][] = [
      [`0x${'ab'.repeat(32)}`, 400, /^No transaction 0xabab.* is mined on chain 31337\.$/],
      [elsewhere.transactionHash, 400, /transfers no USDT .* to the hot wallet/],
      [
        unconfirmed.transactionHash,
        400,
        `Transaction ${unconfirmed.transactionHash} has 1 of the ${CONFIRMATIONS} confirmations a funding needs: record it once confirmed.`,
      ],
      [sweeps[0].sweep_tx_hash, 400, /moves the site's own tokens \(a sweep\)/],
      ['not-a-hash', 400, 'txHash must be a transaction hash: 0x followed by 64 hexadecimal characters.'],
    ];
    for (const [hash, status, message] of refusals) {
      const refused = await recordFunding(hash);
      expect([hash, refused.status]).toEqual([hash, status]);
      expect(refused.body.message).toMatch(message);
    }
    const { body } = await recordFunding(giftHash);
    expect(body).toMatchObject({ amount: 7.25, recordedBy: { id: admin.id } });
    const duplicate = await recordFunding(giftHash.toUpperCase().replace('0X', '0x'));
    expect([duplicate.status, duplicate.body.code]).toEqual([409, 'FUNDING_ALREADY_RECORDED']);
    expect([await count('hot_wallet_fundings'), await count('admin_audit')]).toEqual([before[0] + 1, before[1] + 1]);
    // The unconfirmed top-up is recorded once confirmed, so the books stay whole.
    await confirmAll();
    expect((await recordFunding(unconfirmed.transactionHash)).status).toBe(201);
  });

  it('resolves the alert by itself once the top-up is recorded', async () => {
    const report = (await run()).body;
    expect(report).toMatchObject({ hotWalletOnChain: 1_117.75, hotWalletInBooks: 1_117.75 });
    expect(openAlerts(report)).toEqual([]);
    expect(report.alerts).toEqual([expect.objectContaining({ kind: 'hot_wallet', difference: 7.25, resolvedAt: expect.any(String) })]);
    const { rows } = await t.server.db.query<{ resolved_by: number | null }>('SELECT resolved_by FROM payment_alerts');
    expect(rows).toEqual([{ resolved_by: null }]);
  });

  it('raises a deposits alert for a deposit credited in the ledger that no transfer on chain matches', async () => {
    const block = BigInt(await node.client.getBlockNumber()) - 10n;
    await t.server.db.transaction(async (tx) => {
      const credit = await transfer(tx, {
        kind: 'deposit',
        from: { kind: 'external' },
        to: { kind: 'wallet', userId: player.id },
        amountMicros: USDT(50),
        userId: player.id,
        at: t.clock.now(),
      });
      await tx.query(
        `INSERT INTO chain_deposits (chain_id, tx_hash, log_index, block_number, block_hash, user_id, to_address, amount_micros, state,
           confirmations, seen_at, credited_at, ledger_transaction_id)
         VALUES ($1, $2, 0, $3, $4, $5, $6, $7, 'credited', $8, $9, $9, $10)`,
        [
          node.chainId,
          `0x${'cd'.repeat(32)}`,
          block.toString(),
          `0x${'ef'.repeat(32)}`,
          player.id,
          depositAddress,
          USDT(50).toString(),
          CONFIRMATIONS,
          t.clock.now(),
          credit.transactionId,
        ],
      );
    });
    const report = (await run()).body;
    expect(report).toMatchObject({ depositsCredited: 189.5, depositsSeen: 139.5 });
    const alerts = openAlerts(report);
    expect(alerts.map(({ kind, difference }) => ({ kind, difference })).sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: 'deposits', difference: -50 },
      // The books also hold 50 USDT that never reached the site's addresses.
      { kind: 'hot_wallet', difference: -50 },
    ]);
    expect(alerts.find((alert) => alert.kind === 'deposits')!.message).toContain('189.5 USDT recorded in');
  });
});

describe('reconciliation on demo funds', () => {
  it('answers 409 PAYMENTS_DEMO', async () => {
    const demo = await startTestApp();
    try {
      const demoAdmin = await createPlayer(demo, { role: 'admin', balanceMicros: 0n });
      const answers = await Promise.all([
        demo.get<ApiErrorResponse>('/api/admin/payments/reconciliation', demoAdmin.headers),
        demo.post<ApiErrorResponse>('/api/admin/payments/reconciliation/run', {}, demoAdmin.headers),
        demo.post<ApiErrorResponse>('/api/admin/payments/fundings', { txHash: `0x${'ab'.repeat(32)}` }, demoAdmin.headers),
      ]);
      expect(answers.map(({ status, body }) => [status, body.code])).toEqual([
        [409, 'PAYMENTS_DEMO'],
        [409, 'PAYMENTS_DEMO'],
        [409, 'PAYMENTS_DEMO'],
      ]);
    } finally {
      await demo.close();
    }
  });
});
