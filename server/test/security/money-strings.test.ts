import { DECIMAL_AMOUNT_PATTERN, type WalletOperationResponse } from 'shared-events/contracts';
import { expectLedgerBalanced } from '../helpers/ledger';
import { createPlayer, type TestPlayer } from '../helpers/rooms';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { storedBalanceMicros } from '../helpers/wallet';

/**
 * Issue #13, defect 9: an amount sent as a string follows the documented decimal form exactly (ASCII digits, no
 * sign, no spaces, no leading zeros, optionally '.' and 1 to 6 digits); anything else is refused with the
 * spec's message and moves no money, on deposit and withdrawal alike.
 */
let t: TestApp;
let player: TestPlayer;
beforeAll(async () => {
  t = await startTestApp();
  player = await createPlayer(t, { balanceMicros: 1_000_000_000n });
});
afterEach(() => expectLedgerBalanced(t.server.db));
afterAll(() => t.close());

const operate = (kind: 'deposit' | 'withdraw', amount: unknown, headers: Record<string, string> = {}) =>
  t.request<WalletOperationResponse>('POST', `/api/users/wallet/${kind}`, {
    body: { amount, currency: 'USDT' },
    headers: { ...player.headers, ...headers },
  });

const LOOSE_STRINGS = [
  ' 5',
  '5 ',
  '\t5',
  '5\n',
  '\u00A05',
  '5\u2003',
  '00001',
  '05',
  '00.5',
  '05.25',
  '+5',
  '-5',
  '5.',
  '.5',
  '5..0',
  '5,00',
  '1_000',
  '1 000',
  '1e3',
  '5e0',
  '0x10',
  '0b101',
  'Infinity',
  '5\u0000',
  '\uFF15',
  '\u0665',
  '\u0AEB',
  '5.0000001',
];

describe('amounts sent as strings', () => {
  it.each(LOOSE_STRINGS.flatMap((amount) => [['deposit', amount] as const, ['withdraw', amount] as const]))(
    '%s of %j is refused and moves nothing',
    async (kind, amount) => {
      const before = await storedBalanceMicros(t.server.db, player.id);
      const response = await operate(kind, amount, { 'idempotency-key': `loose-${kind}-${Buffer.from(amount).toString('hex')}` });
      expect({ amount, status: response.status, body: response.body }).toEqual({
        amount,
        status: 400,
        body: { code: 'INVALID_AMOUNT', message: 'Please enter a valid positive amount.' },
      });
      expect(await storedBalanceMicros(t.server.db, player.id)).toBe(before);
    },
  );

  it('a refused loose string does not use its Idempotency-Key: the strict form may follow with the same key', async () => {
    const key = 'strict-after-loose';
    expect((await operate('deposit', ' 7', { 'idempotency-key': key })).status).toBe(400);
    const strict = await operate('deposit', '7', { 'idempotency-key': key });
    expect(strict.status).toBe(200);
    expect(strict.headers.get('idempotent-replayed')).toBeNull();
  });

  it.each([
    ['5', 5_000_000n],
    ['0.5', 500_000n],
    ['0.000001', 1n],
    ['12.50', 12_500_000n],
    ['10.123456', 10_123_456n],
    ['1000000', 1_000_000_000_000n],
  ])('the strict form %j moves exactly %p micro-USDT in and out', async (amount, micros) => {
    const before = BigInt(await storedBalanceMicros(t.server.db, player.id));
    expect((await operate('deposit', amount)).status).toBe(200);
    expect(BigInt(await storedBalanceMicros(t.server.db, player.id))).toBe(before + micros);
    expect((await operate('withdraw', amount)).status).toBe(200);
    expect(BigInt(await storedBalanceMicros(t.server.db, player.id))).toBe(before);
  });

  it('the browser and the server share the one documented pattern', () => {
    for (const amount of LOOSE_STRINGS) expect({ amount, matches: DECIMAL_AMOUNT_PATTERN.test(amount) }).toEqual({ amount, matches: false });
    for (const amount of ['5', '0.5', '12.50', '0', '0.000000']) expect(DECIMAL_AMOUNT_PATTERN.test(amount)).toBe(true);
  });
});
