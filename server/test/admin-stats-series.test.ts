import type { AdminStatsFigures, AdminStatsSeriesResponse, ApiErrorResponse } from 'shared-events/contracts';
import { adminStatsSeries, statsRange } from '../src/admin/admin-stats-series';
import { markSeated } from '../src/tournaments/registrations.repository';
import { transfer, type LedgerAccount } from '../src/wallet/ledger';
import { markTournamentPlay } from '../src/tournaments/tournaments.repository';
import { expectLedgerBalanced } from './helpers/ledger';
import { recordPlayedHand } from './helpers/played-hands';
import { createPlayer, type TestPlayer } from './helpers/rooms';
import { startTestApp, type TestApp } from './helpers/test-app';
import { createTournament, registerPath, usdt } from './helpers/tournament-api';

let t: TestApp;
let admin: TestPlayer;

const DAY_SECONDS = 24 * 60 * 60;
const series = (query: string) => t.get<AdminStatsSeriesResponse & ApiErrorResponse>(`/api/admin/stats/series?${query}`, admin.headers);
const day = (date: Date) => date.toISOString().slice(0, 10);

/** Every day a UTC calendar day of what the server stored, read as Date objects: no SQL time zone in between. */
interface Facts {
  ledger: { day: string; kind: string; micros: bigint }[];
  finished: string[];
  cancelled: string[];
  hands: string[];
  played: { day: string; userId: number }[];
}

async function readFacts(): Promise<Facts> {
  const db = t.server.db;
  const ledger = await db.query<{ created_at: Date; kind: string; amount_micros: string }>(
    'SELECT created_at, kind, amount_micros FROM ledger_transactions',
  );
  const ended = await db.query<{ finished: Date | null; cancelled_at: Date | null }>(
    'SELECT coalesce(finished_at, paid_out_at) AS finished, cancelled_at FROM tournaments',
  );
  const hands = await db.query<{ started_at: Date }>('SELECT started_at FROM hands');
  const seated = await db.query<{ at: Date; user_id: number }>(
    `SELECT first_seated_at AS at, user_id FROM tournament_registrations WHERE first_seated_at IS NOT NULL
     UNION ALL SELECT h.started_at, p.user_id FROM hands h JOIN hand_players p ON p.hand_id = h.id`,
  );
  return {
    ledger: ledger.rows.map((row) => ({ day: day(new Date(row.created_at)), kind: row.kind, micros: BigInt(row.amount_micros) })),
    finished: ended.rows.flatMap((row) => (row.finished ? [day(new Date(row.finished))] : [])),
    cancelled: ended.rows.flatMap((row) => (row.cancelled_at ? [day(new Date(row.cancelled_at))] : [])),
    hands: hands.rows.map((row) => day(new Date(row.started_at))),
    played: seated.rows.map((row) => ({ day: day(new Date(row.at)), userId: row.user_id })),
  };
}

/** The figures of the days from `first` to `last` (inclusive), summed here from the rows themselves. */
function expectedFigures(facts: Facts, first: string, last: string): AdminStatsFigures {
  const inside = (when: string) => when >= first && when <= last;
  const moved = facts.ledger.filter((row) => inside(row.day));
  const sum = (kind: string) => moved.filter((row) => row.kind === kind).reduce((total, row) => total + row.micros, 0n);
  const count = (kind: string) => moved.filter((row) => row.kind === kind).length;
  const usd = (micros: bigint) => Number(micros) / 1_000_000;
  return {
    income: {
      entryFees: usd(sum('tournament_entry')),
      refunds: usd(sum('tournament_refund')),
      net: usd(sum('tournament_entry') - sum('tournament_refund')),
    },
    prizes: usd(sum('prize')),
    guaranteeOverlay: usd(sum('guarantee_overlay')),
    deposits: { count: count('deposit'), total: usd(sum('deposit')) },
    withdrawals: { count: count('withdrawal') - count('withdrawal_refund'), total: usd(sum('withdrawal') - sum('withdrawal_refund')) },
    tournaments: { finished: facts.finished.filter(inside).length, cancelled: facts.cancelled.filter(inside).length },
    players: new Set(facts.played.filter((row) => inside(row.day)).map((row) => row.userId)).size,
    hands: facts.hands.filter(inside).length,
  };
}

/** Each bucket equals the rows of its days, and the totals those of the whole range. */
function expectReconciled(response: AdminStatsSeriesResponse, facts: Facts): void {
  response.buckets.forEach((bucket, index) => {
    const next = response.buckets[index + 1]?.start;
    const last = next ? day(new Date(Date.parse(next) - DAY_SECONDS * 1000)) : response.to;
    expect(bucket).toEqual({ start: bucket.start, ...expectedFigures(facts, bucket.start, last) });
  });
  expect(response.totals).toEqual(expectedFigures(facts, response.from, response.to));
}

/** The figures that add up across periods (players are distinct over the range: the totals hold at most their sum). */
const SUMMABLE: [string, (figures: AdminStatsFigures) => number][] = [
  ['entry fees', (figures) => figures.income.entryFees],
  ['refunds', (figures) => figures.income.refunds],
  ['net', (figures) => figures.income.net],
  ['prizes', (figures) => figures.prizes],
  ['overlays', (figures) => figures.guaranteeOverlay],
  ['deposits', (figures) => figures.deposits.total],
  ['deposit count', (figures) => figures.deposits.count],
  ['withdrawals', (figures) => figures.withdrawals.total],
  ['withdrawal count', (figures) => figures.withdrawals.count],
  ['finished', (figures) => figures.tournaments.finished],
  ['cancelled', (figures) => figures.tournaments.cancelled],
  ['hands', (figures) => figures.hands],
];

/** The buckets add up to the totals, summed in micros (exact: no float additions). */
function expectBucketsAddUp({ buckets, totals }: AdminStatsSeriesResponse): void {
  const sums = SUMMABLE.map(([name, pick]) => [name, buckets.reduce((total, bucket) => total + usdt(pick(bucket)), 0n)]);
  expect(Object.fromEntries(sums)).toEqual(Object.fromEntries(SUMMABLE.map(([name, pick]) => [name, usdt(pick(totals))])));
  expect(totals.players).toBeLessThanOrEqual(buckets.reduce((total, bucket) => total + bucket.players, 0));
}

const register = async (tournamentId: number, ...players: TestPlayer[]) => {
  for (const player of players) expect((await t.request('POST', registerPath(tournamentId), { headers: player.headers, body: {} })).status).toBe(200);
};
const wallet = (player: TestPlayer, operation: 'deposit' | 'withdraw', amount: number) =>
  t.request('POST', `/api/users/wallet/${operation}`, { headers: player.headers, body: { amount } });

/**
 * Money moved through the API over several days from 2030-01-01 (a Tuesday), 12:00 UTC: Jan 1 deposits, entries, a
 * cancellation's refunds and a withdrawal; Jan 2 a payout with an overlay and a deposit; Jan 3 nothing; Jan 4 seats and
 * hands of a freeroll; Jan 5 a hand, a new player's deposit and the freeroll's end; Jan 6 at midnight a deposit.
 */
async function playSeveralDays(): Promise<void> {
  const [ann, bob, cid] = [await createPlayer(t), await createPlayer(t), await createPlayer(t)];
  const paid = await createTournament(t, {
    startsInMinutes: 30,
    durationMinutes: 60,
    guaranteedPoolMicros: usdt(50),
    prizeStructure: [
      { place: '1', percent: 60 },
      { place: '2', percent: 40 },
    ],
  });
  await register(paid, ann, bob, cid);
  const cancelled = await createTournament(t, { entryFeeMicros: usdt(5), startsInMinutes: 120 });
  await register(cancelled, ann, bob);
  expect((await t.request('POST', `/api/admin/tournaments/${cancelled}/cancel`, { headers: admin.headers })).status).toBe(200);
  expect((await wallet(cid, 'withdraw', 20.5)).status).toBe(200);
  // A chain withdrawal (PAYMENTS=evm) asked on Jan 1 and refunded on Jan 2, moved as its request and its settlement
  // move it (payments/withdrawals/): wallet → pending, then back.
  const onChain = (kind: 'withdrawal' | 'withdrawal_refund', from: LedgerAccount, to: LedgerAccount) =>
    t.server.db.transaction((tx) => transfer(tx, { kind, from, to, amountMicros: usdt(7), userId: ann.id, at: t.clock.now() }));
  await onChain('withdrawal', { kind: 'wallet', userId: ann.id }, { kind: 'pendingWithdrawals' });

  t.clock.advance(DAY_SECONDS);
  await onChain('withdrawal_refund', { kind: 'pendingWithdrawals' }, { kind: 'wallet', userId: ann.id });
  const results = await t.request('POST', `/api/admin/tournaments/${paid}/results`, { headers: admin.headers, body: { places: [bob.id, ann.id] } });
  expect(results.status).toBe(201);
  expect((await wallet(ann, 'deposit', 15.25)).status).toBe(200);

  t.clock.advance(2 * DAY_SECONDS);
  const freeroll = await createTournament(t, { entryFeeMicros: 0n, startsInMinutes: 5 });
  await register(freeroll, ann, bob, cid);
  await markSeated(t.server.db, freeroll, [ann.id, bob.id, cid.id], t.clock.now());
  const room = await t.server.db.query<{ id: number }>('INSERT INTO rooms (tournament_id, room_number) VALUES ($1, 1) RETURNING id', [freeroll]);
  const hand = (handNumber: number, players: TestPlayer[], minutesFromNow: number) =>
    recordPlayedHand(t.server.db, {
      tournamentId: freeroll,
      roomId: room.rows[0].id,
      handNumber,
      players: players.map((player, index) => ({ userId: player.id, seat: index + 1, stack: 10_000 })),
      buttonSeat: 1,
      endedAt: new Date(t.clock.now().getTime() + minutesFromNow * 60_000),
    });
  await hand(1, [ann, bob], 10);
  await hand(2, [ann, bob], 20);

  t.clock.advance(DAY_SECONDS);
  const dan = await createPlayer(t, { balanceMicros: usdt(42) });
  await hand(3, [bob, dan], 10);
  await markTournamentPlay(t.server.db, freeroll, { finishedAt: t.clock.now() });

  // 2030-01-06T00:00:00Z: the first instant of the next day.
  t.clock.advance(12 * 60 * 60);
  expect((await wallet(dan, 'deposit', 1)).status).toBe(200);
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await createPlayer(t, { role: 'admin', balanceMicros: 0n });
  await playSeveralDays();
});
afterAll(() => t.close());

describe('GET /api/admin/stats/series', () => {
  it('cuts the ledger, the tournaments, the seats and the hands by UTC day, with zeros on quiet days', async () => {
    const response = await series('period=day&from=2029-12-31&to=2030-01-07');

    expect(response.status).toBe(200);
    const { body } = response;
    expect([body.period, body.from, body.to, body.currency]).toEqual(['day', '2029-12-31', '2030-01-07', 'USDT']);
    expect(body.buckets.map((bucket) => bucket.start)).toEqual([
      '2029-12-31',
      '2030-01-01',
      '2030-01-02',
      '2030-01-03',
      '2030-01-04',
      '2030-01-05',
      '2030-01-06',
      '2030-01-07',
    ]);
    const quiet = expectedFigures({ ledger: [], finished: [], cancelled: [], hands: [], played: [] }, '', '');
    expect([body.buckets[0], body.buckets[3], body.buckets[7]]).toEqual([
      { start: '2029-12-31', ...quiet },
      { start: '2030-01-03', ...quiet },
      { start: '2030-01-07', ...quiet },
    ]);
    // What the story above put in, so that the comparison with the ledger below is not one of empty sets.
    expect(body.buckets[1]).toEqual({
      start: '2030-01-01',
      ...quiet,
      income: { entryFees: 40, refunds: 10, net: 30 },
      deposits: { count: 3, total: 300 },
      withdrawals: { count: 2, total: 27.5 },
      tournaments: { finished: 0, cancelled: 1 },
    });
    expect(body.buckets[2]).toEqual({
      start: '2030-01-02',
      ...quiet,
      prizes: 50,
      guaranteeOverlay: 20,
      deposits: { count: 1, total: 15.25 },
      // The chain withdrawal's refund, on its own day: over the range, only what left counts.
      withdrawals: { count: -1, total: -7 },
      tournaments: { finished: 1, cancelled: 0 },
    });
    expect(body.totals.withdrawals).toEqual({ count: 1, total: 20.5 });
    expect([body.buckets[4].players, body.buckets[4].hands, body.buckets[5].players, body.buckets[5].hands]).toEqual([3, 2, 2, 1]);
    expect([body.buckets[5].tournaments.finished, body.buckets[6].deposits]).toEqual([1, { count: 1, total: 1 }]);
    expect(body.totals.players).toBe(4);

    expectReconciled(body, await readFacts());
    expectBucketsAddUp(body);
    await expectLedgerBalanced(t.server.db);
  });

  it('widens a range to whole ISO weeks and calendar months, each reconciling with the ledger', async () => {
    const facts = await readFacts();
    const weeks = await series('period=week&from=2030-01-01&to=2030-01-08');
    expect(weeks.status).toBe(200);
    expect([weeks.body.from, weeks.body.to, weeks.body.buckets.map((bucket) => bucket.start)]).toEqual([
      '2029-12-31',
      '2030-01-13',
      ['2029-12-31', '2030-01-07'],
    ]);
    // Sunday 2030-01-06 ends the first week: its midnight deposit is in it.
    expect(weeks.body.buckets[0].deposits).toEqual({ count: 6, total: 358.25 });
    expectReconciled(weeks.body, facts);
    expectBucketsAddUp(weeks.body);

    const months = await series('period=month&from=2029-12-15&to=2030-02-03');
    expect([months.body.from, months.body.to, months.body.buckets.map((bucket) => bucket.start)]).toEqual([
      '2029-12-01',
      '2030-02-28',
      ['2029-12-01', '2030-01-01', '2030-02-01'],
    ]);
    expect(months.body.buckets[1]).toEqual({ start: '2030-01-01', ...months.body.totals });
    expectReconciled(months.body, facts);
    expectBucketsAddUp(months.body);
  });

  it('answers the range’s totals alone when they differ from the sum of its days: a player of two days counts once', async () => {
    const { body } = await series('period=day&from=2030-01-04&to=2030-01-05');
    expect(body.buckets.map((bucket) => bucket.players)).toEqual([3, 2]);
    expect(body.totals.players).toBe(4);
    expect(body.totals.hands).toBe(3);
  });

  it('cuts by UTC days whatever the time zone of the database session', async () => {
    const query = { period: 'day' as const, from: '2029-12-31', to: '2030-01-07' };
    const inAuckland = await t.server.db.transaction(async (tx) => {
      await tx.query("SET LOCAL TimeZone = 'Pacific/Auckland'");
      return adminStatsSeries(tx, statsRange(query));
    });
    expect(inAuckland).toEqual((await series(new URLSearchParams(query).toString())).body);
    expectReconciled(inAuckland, await readFacts());
  });

  it.each([
    ['period=year&from=2030-01-01&to=2030-01-02', 'period must be one of day, week, month.'],
    ['from=2030-01-01&to=2030-01-02', 'period must be one of day, week, month.'],
    ['period=day&to=2030-01-02', 'from must be a date as YYYY-MM-DD.'],
    ['period=day&from=2030-01-01', 'to must be a date as YYYY-MM-DD.'],
    ['period=day&from=2030-1-1&to=2030-01-02', 'from must be a date as YYYY-MM-DD.'],
    ['period=day&from=2030-02-30&to=2030-03-02', 'from must be a date as YYYY-MM-DD.'],
    ['period=day&from=2030-01-01&to=2030-13-01', 'to must be a date as YYYY-MM-DD.'],
    ['period=day&from=2030-01-02&to=2030-01-01', 'from must not be after to.'],
    ['period=day&from=2030-01-01&to=2031-01-02', 'A day series covers at most 366 days: choose a shorter range or a longer period.'],
    ['period=week&from=2030-01-01&to=2031-12-31', 'A week series covers at most 104 weeks: choose a shorter range or a longer period.'],
    ['period=month&from=2030-01-01&to=2035-01-01', 'A month series covers at most 60 months: choose a shorter range or a longer period.'],
    ['period=day&from=2030-01-01&to=2030-01-02&currency=USDT', 'Unknown field: currency.'],
  ])('refuses %s with 400', async (query, message) => {
    const response = await series(query);
    expect([response.status, response.body]).toEqual([400, { code: 'VALIDATION_FAILED', message }]);
  });

  it('takes the longest ranges of each period', async () => {
    const longest = await Promise.all([
      series('period=day&from=2030-01-01&to=2031-01-01'),
      series('period=week&from=2030-01-01&to=2031-12-22'),
      series('period=month&from=2030-01-31&to=2034-12-01'),
    ]);
    expect(longest.map((response) => [response.status, response.body.buckets.length])).toEqual([
      [200, 366],
      [200, 104],
      [200, 60],
    ]);
    expect(longest[0].body.totals).toEqual(expectedFigures(await readFacts(), '2030-01-01', '2031-01-01'));
  });
});
