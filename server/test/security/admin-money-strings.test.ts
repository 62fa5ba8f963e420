import type { AdminTournament, ApiErrorResponse } from 'shared-events/contracts';
import { parseAmountToMicros } from '../../src/money/micro-usdt';
import { createPlayer, type TestPlayer } from '../helpers/rooms';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createTournament } from '../helpers/tournament-api';

/**
 * Issue #13, defect 9, beyond the wallet: every money string (an admin's entry fee and guarantee, on a tournament
 * or a schedule's template) follows the one documented decimal form, DECIMAL_AMOUNT_PATTERN. Before, the parser
 * trimmed and read leading zeros, so " 5", "5 " and "00001" made tournaments costing 5 and 1 USDT.
 */
const LOOSE = [' 5', '5 ', '\t5', '5\n', '\u00A05', '00001', '05', '05.25', '00.5', '+5', '5.', '.5', '1e3', '\uFF15', '\u0665'];
const STRICT: Array<[string, bigint]> = [
  ['0', 0n],
  ['5', 5_000_000n],
  ['0.5', 500_000n],
  ['12.50', 12_500_000n],
  ['0.000001', 1n],
  ['10.000000', 10_000_000n],
];

describe('parseAmountToMicros', () => {
  it.each(LOOSE)('refuses the loose string %j', (amount) => {
    expect(parseAmountToMicros(amount)).toBeUndefined();
  });

  it.each(STRICT)('reads the strict string %j as %p micros', (amount, micros) => {
    expect(parseAmountToMicros(amount)).toBe(micros);
  });

  it('still reads JSON numbers through their shortest decimal form', () => {
    expect([5, 0.1, 12.345678, 0].map(parseAmountToMicros)).toEqual([5_000_000n, 100_000n, 12_345_678n, 0n]);
    expect([-0.5, 1e-7, 1e21, Number.NaN].map(parseAmountToMicros)).toEqual([undefined, undefined, undefined, undefined]);
  });
});

describe('admin money strings', () => {
  let t: TestApp;
  let admin: TestPlayer;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await createPlayer(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  const adminRequest = <Body = unknown>(method: string, path: string, body: unknown) =>
    t.request<Body>(method, path, { body, headers: admin.headers });
  const startsAt = () => new Date(t.clock.now().getTime() + 2 * 3_600_000).toISOString();
  const template = (overrides: Record<string, unknown>) => ({ name: 'Money Strings', gameType: 'NLH', entryFee: '5', maxPlayers: 50, ...overrides });
  const entryFeeMessage = 'entryFee must be an amount between 0 and 1000000 with at most 6 decimals.';
  const guaranteeMessage = 'guaranteedPool must be an amount between 0 and 1000000000 with at most 6 decimals.';
  const tournamentCount = async () =>
    Number((await t.server.db.query<{ count: string }>('SELECT count(*)::text AS count FROM tournaments')).rows[0].count);
  const refusal = (response: { status: number; body: unknown }) => [response.status, (response.body as ApiErrorResponse).message];

  it.each(LOOSE)('a tournament whose entryFee or guaranteedPool is %j is refused and not created', async (amount) => {
    const before = await tournamentCount();
    const fee = await adminRequest('POST', '/api/admin/tournaments', { ...template({ entryFee: amount }), startsAt: startsAt() });
    const guarantee = await adminRequest('POST', '/api/admin/tournaments', { ...template({ guaranteedPool: amount }), startsAt: startsAt() });
    expect({ amount, fee: refusal(fee), guarantee: refusal(guarantee) }).toEqual({
      amount,
      fee: [400, entryFeeMessage],
      guarantee: [400, guaranteeMessage],
    });
    expect(await tournamentCount()).toBe(before);
  });

  it.each(LOOSE)('changing an entryFee to %j is refused and leaves the fee as it was', async (amount) => {
    const id = await createTournament(t);
    for (const method of ['PATCH', 'PUT']) {
      const response = await adminRequest(method, `/api/admin/tournaments/${id}`, { entryFee: amount });
      expect({ method, refusal: refusal(response) }).toEqual({ method, refusal: [400, entryFeeMessage] });
    }
    const stored = await t.server.db.query<{ fee: string }>('SELECT entry_fee_micros::text AS fee FROM tournaments WHERE id = $1', [id]);
    expect(stored.rows[0].fee).toBe('10000000');
  });

  it.each(LOOSE)("a schedule whose template's entryFee is %j is refused", async (amount) => {
    const before = await tournamentCount();
    const response = await adminRequest('POST', '/api/admin/schedules', {
      recurrence: 'daily',
      firstStartsAt: startsAt(),
      template: template({ entryFee: amount, durationMinutes: 60 }),
    });
    expect(refusal(response)).toEqual([400, entryFeeMessage]);
    expect(await tournamentCount()).toBe(before);
  });

  it.each(STRICT)('the strict form %j sets an entry fee of exactly %p micro-USDT', async (amount, micros) => {
    const response = await adminRequest<AdminTournament>('POST', '/api/admin/tournaments', {
      ...template({ entryFee: amount }),
      startsAt: startsAt(),
    });
    expect(response.status).toBe(201);
    const stored = await t.server.db.query<{ fee: string }>('SELECT entry_fee_micros::text AS fee FROM tournaments WHERE id = $1', [
      response.body.id,
    ]);
    expect(stored.rows[0].fee).toBe(micros.toString());
  });
});
