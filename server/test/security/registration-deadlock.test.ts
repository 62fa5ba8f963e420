import type { ApiErrorResponse } from 'shared-events/contracts';
import type { Database } from '../../src/db/database';
import { registerForTournament } from '../../src/tournaments/registration';
import { expectLedgerBalanced } from '../helpers/ledger';
import { createPlayer, type TestPlayer } from '../helpers/rooms';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { balanceOf, createTournament, registerPath, usdt } from '../helpers/tournament-api';
import { countOutcomes, describeOnPostgres, openNoRetryDatabase, outcomeOf } from './no-retry-database';

/**
 * Issue #13 defect 1: one player's registrations for different tournaments, sent at once, deadlocked on
 * PostgreSQL (the registration row's foreign key share-locked the user row before `SELECT … FOR UPDATE`
 * asked for it) and answered 500. Every money transaction now locks the user row first.
 */

const ROUNDS = 20;
const TOURNAMENTS = 5;
const FEE = usdt(10);

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t.server.db));

/** Outcome of one registration: 'ok', the API code of a refusal, or how it failed otherwise (5xx, a database error). */
type Outcome = string;

async function tournaments(entryFeeMicros: bigint): Promise<number[]> {
  const ids: number[] = [];
  // startingStack 1: the required balance (max(fee, stack as USDT)) is the fee itself.
  for (let i = 0; i < TOURNAMENTS; i += 1) ids.push(await createTournament(t, { entryFeeMicros, startingStack: 1 }));
  return ids;
}

async function overHttp(player: TestPlayer, tournamentId: number): Promise<Outcome> {
  const response = await t.request<ApiErrorResponse>('POST', registerPath(tournamentId), { headers: player.headers, body: {} });
  if (response.status === 200) return 'ok';
  return response.status < 500 ? response.body.code : `HTTP ${response.status}`;
}

/**
 * `ROUNDS` rounds; in each a fresh player registers for every tournament at once. Stops at the first round
 * whose outcomes (counted: 'ok' or the refusal's code) differ from `expected`.
 */
async function expectRounds(
  ids: number[],
  balanceMicros: bigint,
  register: (player: TestPlayer, id: number) => Promise<Outcome>,
  expected: Record<Outcome, number>,
) {
  const fee = BigInt(
    (await t.server.db.query<{ fee: string }>('SELECT entry_fee_micros AS fee FROM tournaments WHERE id = $1', [ids[0]])).rows[0].fee,
  );
  for (let round = 1; round <= ROUNDS; round += 1) {
    const player = await createPlayer(t, { balanceMicros });
    const counts = countOutcomes(await Promise.all(ids.map((id) => register(player, id))));
    expect({ round, counts }).toEqual({ round, counts: expected });
    expect(await balanceOf(t, player.id)).toBe(balanceMicros - BigInt(expected.ok) * fee);
  }
}

describe('one player registering for several tournaments at once', () => {
  it(`paid: with money for 2 of 5, exactly 2 succeed and 3 are refused for balance, never a 5xx (${ROUNDS} rounds)`, async () => {
    const ids = await tournaments(FEE);
    await expectRounds(ids, FEE * 2n + usdt(5), overHttp, { ok: 2, INSUFFICIENT_BALANCE: 3 });
  });

  it(`freerolls: all 5 succeed, never a 5xx (${ROUNDS} rounds)`, async () => {
    const ids = await tournaments(0n);
    await expectRounds(ids, usdt(5), overHttp, { ok: TOURNAMENTS });
  });
});

// The answers above would also come out right if deadlocks were merely retried. Without any retry, the lock
// order alone must keep PostgreSQL from ever detecting one.
describeOnPostgres('the lock order alone (transaction retries off, PostgreSQL)', () => {
  let noRetries: Database;

  beforeAll(async () => {
    noRetries = await openNoRetryDatabase(t.server.db);
  });
  afterAll(() => noRetries.close());

  const direct = (player: TestPlayer, tournamentId: number): Promise<Outcome> =>
    outcomeOf(() => registerForTournament({ db: noRetries, now: t.clock.now, realtime: t.server.realtime }, player.id, tournamentId));

  it('paid registrations never deadlock', async () => {
    const ids = await tournaments(FEE);
    await expectRounds(ids, FEE * 2n + usdt(5), direct, { ok: 2, INSUFFICIENT_BALANCE: 3 });
  });

  it('freeroll registrations never deadlock', async () => {
    const ids = await tournaments(0n);
    await expectRounds(ids, usdt(5), direct, { ok: TOURNAMENTS });
  });
});
