import type {
  ApiErrorResponse,
  NotificationListResponse,
  RecordTournamentResultsResponse,
  Tournament,
  TournamentDetail,
  TournamentResultsResponse,
  WalletTransactionsResponse,
} from 'shared-events/contracts';
import type { NewTournament } from '../src/tournaments/tournaments.repository';
import { expectLedgerBalanced } from './helpers/ledger';
import { connected, eventsNamed, followLobby, recordEvents, settle, socketsClosedAfterEach, waitForEvents } from './helpers/realtime-client';
import { createPlayer, leaveForGood, registerPlayer, type TestPlayer } from './helpers/rooms';
import { startTestApp, type TestApp } from './helpers/test-app';
import { balanceOf, createTournament, ledgerKinds, poolOf, usdt } from './helpers/tournament-api';

let t: TestApp;
let admin: TestPlayer;
const sockets = socketsClosedAfterEach();

beforeAll(async () => {
  t = await startTestApp();
  admin = await createPlayer(t, { role: 'admin' });
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t.server.db));

const TOP_THREE = [
  { place: '1', percent: 50 },
  { place: '2', percent: 30 },
  { place: '3', percent: 20 },
];

/** A tournament that ended 10 minutes ago (2 h long), with `count` players who each paid `fee`. */
async function endedTournament(count: number, options: Partial<NewTournament> & { fee?: bigint } = {}) {
  const { fee = usdt(10), ...rest } = options;
  const id = await createTournament(t, { startsInMinutes: -130, durationMinutes: 120, entryFeeMicros: fee, prizeStructure: TOP_THREE, ...rest });
  const players: TestPlayer[] = [];
  for (let i = 0; i < count; i += 1) {
    const player = await createPlayer(t, { balanceMicros: usdt(100) });
    await registerPlayer(t, id, player.id, { entryFeeMicros: fee });
    players.push(player);
  }
  return { id, players };
}

const record = (id: number | string, places: unknown, headers = admin.headers) =>
  t.request<RecordTournamentResultsResponse & ApiErrorResponse>('POST', `/api/admin/tournaments/${id}/results`, { headers, body: { places } });
const results = (id: number | string) => t.get<TournamentResultsResponse & ApiErrorResponse>(`/api/tournaments/${id}/results`);
const registrationStates = async (id: number) =>
  (
    await t.server.db.query<{ user_id: number; state: string }>(
      'SELECT user_id, state FROM tournament_registrations WHERE tournament_id = $1 ORDER BY user_id',
      [id],
    )
  ).rows.map((row) => [row.user_id, row.state]);

describe('POST /api/admin/tournaments/:id/results', () => {
  it('pays each place its share of the pool, once, and tells the winners', async () => {
    const { id, players } = await endedTournament(4, { name: 'Sunday Major' });
    const [first, second, third, fourth] = [players[2], players[0], players[3], players[1]];
    const watcher = await createPlayer(t);
    const [firstSocket, fourthSocket, watcherSocket] = await Promise.all([first, fourth, watcher].map((p) => connected(t.url, p.token)));
    sockets.push(firstSocket, fourthSocket, watcherSocket);
    await Promise.all([firstSocket, fourthSocket, watcherSocket].map(followLobby));
    const [firstEvents, fourthEvents, watcherEvents] = [firstSocket, fourthSocket, watcherSocket].map(recordEvents);

    const response = await record(id, [first.id, second.id, third.id, fourth.id]);

    expect(response.status).toBe(201);
    const user = (p: TestPlayer) => ({ id: p.id, username: p.username, avatar: null, country: 'France' });
    expect(response.body).toEqual({
      message: 'Results recorded',
      results: {
        tournamentId: id,
        paidOut: true,
        paidOutAt: t.clock.now().toISOString(),
        currency: 'USDT',
        pool: 40,
        results: [
          { place: 1, prize: 20, user: user(first) },
          { place: 2, prize: 12, user: user(second) },
          { place: 3, prize: 8, user: user(third) },
          { place: 4, prize: 0, user: user(fourth) },
        ],
      },
    });
    expect((await results(id)).body).toEqual(response.body.results);
    expect((await t.get(`/api/users/tournaments/${id}/results`)).body).toEqual(response.body.results);
    expect(await Promise.all([first, second, third, fourth].map((p) => balanceOf(t, p.id)))).toEqual([usdt(110), usdt(102), usdt(98), usdt(90)]);
    expect(await poolOf(t, id)).toEqual({ pool: 0n, players: 4 });
    expect(await ledgerKinds(t, id)).toEqual([...Array(4).fill('tournament_entry'), 'prize', 'prize', 'prize']);
    expect(new Set((await registrationStates(id)).map(([, state]) => state))).toEqual(new Set(['completed']));

    const [balance] = await waitForEvents(firstEvents, 'wallet:balanceChanged');
    expect(balance.payload).toEqual({ balance: 110, currency: 'USDT' });
    const [notice] = await waitForEvents(firstEvents, 'notification');
    expect(notice.payload).toMatchObject({
      type: 'tournament_results',
      title: 'Tournament results',
      body: 'You finished 1st of 4 in Sunday Major and won 20.00 USDT.',
      data: { tournamentId: id, place: 1, prize: 20 },
    });
    const [fourthNotice] = await waitForEvents(fourthEvents, 'notification');
    expect(fourthNotice.payload).toMatchObject({ body: 'You finished 4th of 4 in Sunday Major.' });
    const [published] = await waitForEvents(watcherEvents, 'tournament:resultsPublished');
    expect(published.payload).toEqual({ tournamentId: id, name: 'Sunday Major' });
    await Promise.all([fourthSocket, watcherSocket].map(settle));
    expect(eventsNamed(fourthEvents, 'wallet:balanceChanged')).toEqual([]);
    expect(eventsNamed(watcherEvents, 'notification')).toEqual([]);

    const stored = await t.get<NotificationListResponse>('/api/users/notifications', second.headers);
    expect(stored.body.rows.map((row) => row.body)).toEqual(['You finished 2nd of 4 in Sunday Major and won 12.00 USDT.']);
    const history = await t.get<WalletTransactionsResponse>('/api/users/wallet/transactions', first.headers);
    expect(history.body.rows[0]).toMatchObject({ kind: 'prize', amount: 20, tournamentId: id, tournamentName: 'Sunday Major', balanceAfter: 110 });
  });

  it('keeps showing the pool the registrations paid in the lobby after the payout', async () => {
    const { id, players } = await endedTournament(2);
    expect((await record(id, [players[0].id])).status).toBe(201);
    const detail = await t.get<TournamentDetail>(`/api/tournaments/${id}`);
    expect(detail.body).toMatchObject({ pool: 20, prizePool: '$20.00' });
    const list = await t.get<Tournament[]>('/api/users/tournaments');
    expect(list.body.find((entry) => entry.id === id)).toMatchObject({ pool: 20 });
  });

  it('tops the pool up to its guarantee from the operator before paying', async () => {
    const { id, players } = await endedTournament(2, {
      fee: usdt(10),
      guaranteedPoolMicros: usdt(100),
      prizeStructure: [
        { place: '1', percent: 70 },
        { place: '2', percent: 30 },
      ],
    });
    const response = await record(id, [players[1].id, players[0].id]);
    expect(response.status).toBe(201);
    expect(response.body.results).toMatchObject({ pool: 100, results: [{ prize: 70 }, { prize: 30 }] });
    expect(await ledgerKinds(t, id)).toEqual(['tournament_entry', 'tournament_entry', 'guarantee_overlay', 'prize', 'prize']);
    const overlay = await t.server.db.query<{ amount_micros: string }>(
      `SELECT amount_micros FROM ledger_transactions WHERE tournament_id = $1 AND kind = 'guarantee_overlay'`,
      [id],
    );
    expect(overlay.rows.map((row) => BigInt(row.amount_micros))).toEqual([usdt(80)]);
    expect(await balanceOf(t, players[1].id)).toBe(usdt(160));
    expect(await poolOf(t, id)).toEqual({ pool: 0n, players: 2 });
  });

  it('adds no overlay when the pool covers the guarantee, and leaves unreached places’ share in the pool', async () => {
    const { id, players } = await endedTournament(3, { fee: usdt(10), guaranteedPoolMicros: usdt(5) });
    const response = await record(id, [players[0].id]);
    expect(response.body.results).toMatchObject({ pool: 30, results: [{ place: 1, prize: 15 }] });
    expect(await ledgerKinds(t, id)).toEqual(['tournament_entry', 'tournament_entry', 'tournament_entry', 'prize']);
    expect(await poolOf(t, id)).toEqual({ pool: usdt(15), players: 3 });
  });

  it('pays a free tournament’s guarantee entirely as overlay, and the winner alone without a prize structure', async () => {
    const { id, players } = await endedTournament(3, { fee: 0n, guaranteedPoolMicros: usdt(50), prizeStructure: null });
    const response = await record(id, [players[2].id, players[0].id, players[1].id]);
    expect(response.body.results.results.map((r) => r.prize)).toEqual([50, 0, 0]);
    expect(await ledgerKinds(t, id)).toEqual(['guarantee_overlay', 'prize']);
  });

  it('places a player who left the tournament, whose registration stays left', async () => {
    const { id, players } = await endedTournament(2);
    await leaveForGood(t.server.db, id, players[1].id);
    expect((await record(id, [players[0].id, players[1].id])).status).toBe(201);
    expect(await registrationStates(id)).toEqual([
      [players[0].id, 'completed'],
      [players[1].id, 'left'],
    ]);
  });

  it('refuses a finishing order with strangers, repeats or more places than players, and changes nothing', async () => {
    const { id, players } = await endedTournament(2);
    const stranger = await createPlayer(t);
    const cases: [unknown, string][] = [
      [[players[0].id, stranger.id], `User ${stranger.id} is not registered in this tournament.`],
      [[players[0].id, players[0].id], `User ${players[0].id} is listed more than once in the finishing order.`],
      [[players[0].id, players[1].id, stranger.id], '3 places were given but only 2 players registered.'],
    ];
    for (const [places, message] of cases) {
      const response = await record(id, places);
      expect([response.status, response.body]).toEqual([400, { code: 'INVALID_FINISHING_ORDER', message }]);
    }
    for (const places of [[], ['1'], [0], [1.5], 'x']) {
      const response = await record(id, places);
      expect([response.status, response.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    const missing = await t.request('POST', `/api/admin/tournaments/${id}/results`, { headers: admin.headers, body: {} });
    expect(missing.body).toEqual({ code: 'VALIDATION_FAILED', message: 'places must be a non-empty list of user ids, the winner first.' });
    expect(await ledgerKinds(t, id)).toEqual(['tournament_entry', 'tournament_entry']);
    expect((await results(id)).body).toMatchObject({ paidOut: false, paidOutAt: null, results: [] });
  });

  it('refuses tournaments still running, cancelled, deleted, unknown or already paid out', async () => {
    const running = await endedTournament(2, { durationMinutes: 240 });
    const cancelled = await endedTournament(2);
    await t.server.db.query(`UPDATE tournaments SET status = 'cancelled' WHERE id = $1`, [cancelled.id]);
    const deleted = await endedTournament(2);
    await t.server.db.query('UPDATE tournaments SET deleted_at = $2 WHERE id = $1', [deleted.id, t.clock.now()]);
    const paid = await endedTournament(2);
    expect((await record(paid.id, [paid.players[0].id])).status).toBe(201);

    const refusals = [
      [running, 409, 'TOURNAMENT_NOT_ENDED', 'Results can be recorded only once the tournament has ended.'],
      [cancelled, 409, 'TOURNAMENT_CANCELLED', 'A cancelled tournament has no results to record.'],
      [deleted, 409, 'TOURNAMENT_DELETED', 'A deleted tournament has no results to record.'],
      [paid, 409, 'RESULTS_ALREADY_RECORDED', 'The results of this tournament have already been recorded.'],
      [{ id: 2_000_000_000, players: paid.players }, 404, 'TOURNAMENT_NOT_FOUND', 'Tournament not found'],
    ] as const;
    for (const [tournament, status, code, message] of refusals) {
      const response = await record(tournament.id, [tournament.players[0].id]);
      expect([tournament.id, response.status, response.body]).toEqual([tournament.id, status, { code, message }]);
    }
    expect(await balanceOf(t, paid.players[1].id)).toBe(usdt(90));
    expect(await ledgerKinds(t, running.id)).toEqual(['tournament_entry', 'tournament_entry']);

    // The same tournament once its clock has run out.
    t.clock.advance(2 * 3600);
    expect((await record(running.id, [running.players[0].id])).status).toBe(201);
  });

  it('refuses a prize structure stored around the API that cannot be paid, and admins cannot set one', async () => {
    const { id, players } = await endedTournament(2);
    await t.server.db.query(`UPDATE tournaments SET prize_structure = '[{"place": "first", "percent": 100}]' WHERE id = $1`, [id]);
    const response = await record(id, [players[0].id]);
    expect([response.status, response.body]).toEqual([
      409,
      {
        code: 'INVALID_PRIZE_STRUCTURE',
        message: 'The prize structure cannot be paid out: place "first" is neither a place number nor a range such as "6-7".',
      },
    ]);
    const created = await t.request<ApiErrorResponse>('POST', '/api/admin/tournaments', {
      headers: admin.headers,
      body: {
        name: 'Overpaid',
        gameType: 'NLH',
        entryFee: 1,
        maxPlayers: 10,
        startsAt: new Date(t.clock.now().getTime() + 3_600_000).toISOString(),
        prizeStructure: [{ place: '1-2', percent: 60 }],
      },
    });
    expect([created.status, created.body]).toEqual([
      400,
      { code: 'VALIDATION_FAILED', message: 'prizeStructure cannot be paid out: its places add up to more than 100 %.' },
    ]);
  });

  it('is for admins only', async () => {
    const { id, players } = await endedTournament(1);
    expect((await record(id, [players[0].id], players[0].headers)).body).toEqual({ code: 'ADMIN_REQUIRED', message: 'Admin access required' });
    expect((await record(id, [players[0].id], {})).status).toBe(401);
    expect(await ledgerKinds(t, id)).toEqual(['tournament_entry']);
  });

  it('pays once when five payouts of one tournament run at the same time', async () => {
    const { id, players } = await endedTournament(3);
    const order = players.map((p) => p.id);
    const responses = await Promise.all(Array.from({ length: 5 }, () => record(id, order)));
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(responses.filter((r) => r.status === 409).map((r) => r.body.code)).toEqual(Array(4).fill('RESULTS_ALREADY_RECORDED'));
    expect(await Promise.all(players.map((p) => balanceOf(t, p.id)))).toEqual([usdt(105), usdt(99), usdt(96)]);
    expect(await ledgerKinds(t, id)).toEqual([...Array(3).fill('tournament_entry'), 'prize', 'prize', 'prize']);
    const notices = await t.server.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM notifications WHERE dedup_key = $1`, [
      `results:${id}`,
    ]);
    expect(notices.rows[0].count).toBe(3);
  });
});

describe('GET /api/tournaments/:id/results', () => {
  it('is public and empty until the payout, with the prize money the places will share', async () => {
    const { id } = await endedTournament(3, { fee: usdt(2.5), guaranteedPoolMicros: usdt(5) });
    const response = await results(id);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ tournamentId: id, paidOut: false, paidOutAt: null, currency: 'USDT', pool: 7.5, results: [] });
    const guaranteed = await endedTournament(1, { fee: usdt(1), guaranteedPoolMicros: usdt(50) });
    expect((await results(guaranteed.id)).body).toMatchObject({ pool: 50 });
  });

  it('answers 404 for unknown and deleted tournaments, like the detail', async () => {
    const { id } = await endedTournament(0);
    await t.server.db.query('UPDATE tournaments SET deleted_at = $2 WHERE id = $1', [id, t.clock.now()]);
    for (const path of [`/api/tournaments/${id}/results`, '/api/users/tournaments/2000000000/results', '/api/tournaments/9999999999/results']) {
      const response = await t.get(path);
      expect([path, response.status, response.body]).toEqual([path, 404, { code: 'TOURNAMENT_NOT_FOUND', message: 'Tournament not found' }]);
    }
  });
});
