import type {
  AdminTournament,
  AdminTournamentPage,
  ApiErrorResponse,
  CancelTournamentResponse,
  Tournament,
  TournamentDetail,
  TournamentRoomsResponse,
  UserProfileResponse,
} from 'shared-events/contracts';
import { expectLedgerBalanced } from './helpers/ledger';
import { connected, followLobby, recordEvents, waitForEvents } from './helpers/realtime-client';
import { activeRoomSizes, createPlayer, insertStartedTournament, registeredPlayers, type TestPlayer } from './helpers/rooms';
import { startTestApp, type TestApp } from './helpers/test-app';
import { balanceOf, createTournament, ledgerKinds, poolOf, registerPath, usdt } from './helpers/tournament-api';

let t: TestApp;
let admin: TestPlayer;

beforeAll(async () => {
  t = await startTestApp();
  admin = await createPlayer(t, { role: 'admin' });
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t.server.db));

const inMinutes = (minutes: number) => new Date(t.clock.now().getTime() + minutes * 60_000).toISOString();
const validBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Friday Night NLH',
  gameType: 'NLH',
  entryFee: '2.5',
  startsAt: inMinutes(120),
  maxPlayers: 50,
  ...overrides,
});
const adminRequest = <Body = unknown>(method: string, path: string, body?: unknown) =>
  t.request<Body>(method, path, { body, headers: admin.headers });

describe('POST /api/admin/tournaments', () => {
  it('creates a tournament with the spec defaults, answers 201 with the DTO and broadcasts tournament:created', async () => {
    const player = await createPlayer(t);
    const socket = await connected(t.url, player.token);
    await followLobby(socket);
    const events = recordEvents(socket);

    const response = await adminRequest<AdminTournament>('POST', '/api/admin/tournaments', validBody({ guaranteedPool: 100, theme: 'gold' }));

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      name: 'Friday Night NLH',
      gameType: 'NLH',
      entryFee: '2.5',
      buyIn: '$2.50',
      prizePool: '$100.00 GTD',
      lateRegMin: 15,
      durationHours: 2,
      minPlayers: 2,
      maxPlayers: 50,
      currency: 'USDT',
      status: 'registering',
      theme: 'gold',
      deletedAt: null,
    });
    const [created] = await waitForEvents(events, 'tournament:created');
    expect(created.payload).toEqual({ tournamentId: response.body.id, name: 'Friday Night NLH', startsAt: response.body.startsAt });
    const list = await t.get<Tournament[]>('/api/users/tournaments');
    expect(list.body.map((entry) => entry.id)).toContain(response.body.id);
    socket.disconnect();
  });

  it('takes durationHours, decimal numbers and a prize structure', async () => {
    const response = await adminRequest(
      'POST',
      '/api/admin/tournaments',
      validBody({ entryFee: 0, durationHours: 1.5, lateRegMinutes: 0, gameType: 'PLO', prizeStructure: [{ place: '1', percent: 100 }] }),
    );
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      entryFee: 'free',
      durationMinutes: 90,
      lateRegMin: 0,
      gameType: 'PLO',
      prizeStructure: [{ place: '1', percent: 100 }],
    });
  });

  it.each([
    [{ name: '' }, 'name is required (at most 100 characters).'],
    [{ gameType: 'STUD' }, 'gameType must be NLH or PLO.'],
    [{ entryFee: '1.1234567' }, 'entryFee must be an amount between 0 and 1000000 with at most 6 decimals.'],
    [{ entryFee: -1 }, 'entryFee must be an amount between 0 and 1000000 with at most 6 decimals.'],
    [{ guaranteedPool: '-5' }, 'guaranteedPool must be an amount between 0 and 1000000000 with at most 6 decimals.'],
    [{ entryFee: '1e3' }, 'entryFee must be an amount between 0 and 1000000 with at most 6 decimals.'],
    [{ startsAt: '2029-12-31T11:59:00Z' }, 'startsAt must be a future date and time.'],
    [{ startsAt: '2030-01-01 18:00' }, 'startsAt must be an ISO 8601 date-time with a time zone, e.g. 2030-01-01T18:00:00Z.'],
    [{ maxPlayers: 1 }, 'maxPlayers must be >= 2.'],
    [{ maxPlayers: 100_001 }, 'maxPlayers must be <= 100000.'],
    [{ maxPlayers: 10, minPlayers: 11 }, 'minPlayers cannot be above maxPlayers.'],
    [{ durationMinutes: 60, durationHours: 1 }, 'Give durationMinutes or durationHours, not both.'],
    [{ durationHours: 0.3333 }, 'durationHours must come to a whole number of minutes.'],
    [{ durationMinutes: 10, lateRegMinutes: 15 }, 'Late registration cannot last longer than the tournament.'],
    [{ currency: 'EUR' }, 'currency must be USDT.'],
    [{ maxPlayers: '50' }, 'maxPlayers must be integer.'],
    [{ players: 5 }, 'Unknown field: players.'],
    [{ name: 'a\u0000b' }, 'name must not contain control characters.'],
    [{ theme: 'dark\u0000' }, 'theme must not contain control characters.'],
    [{ prizeStructure: [{ place: '1\u0000', percent: 50 }] }, 'prizeStructure place must not contain control characters.'],
    [{ durationHours: 1e-12 }, 'durationHours must be at least one minute.'],
    [{ entryFee: 1e300 }, 'entryFee must be an amount between 0 and 1000000 with at most 6 decimals.'],
  ])('refuses %j with 400: %s', async (overrides, message) => {
    const before = await t.server.db.query('SELECT count(*)::int AS count FROM tournaments');
    const response = await adminRequest<ApiErrorResponse>('POST', '/api/admin/tournaments', validBody(overrides));
    expect([response.status, response.body.message]).toEqual([400, message]);
    expect((await t.server.db.query('SELECT count(*)::int AS count FROM tournaments')).rows).toEqual(before.rows);
  });

  it('refuses a missing field with its rule', async () => {
    const { startsAt: _omitted, ...body } = validBody();
    expect((await adminRequest<ApiErrorResponse>('POST', '/api/admin/tournaments', body)).body.message).toBe(
      'startsAt must be an ISO 8601 date-time with a time zone, e.g. 2030-01-01T18:00:00Z.',
    );
    const { entryFee: _fee, ...noFee } = validBody();
    expect((await adminRequest<ApiErrorResponse>('POST', '/api/admin/tournaments', noFee)).body.message).toBe('entryFee is required.');
  });
});

describe('GET /api/admin/tournaments', () => {
  it('lists every tournament, cancelled and deleted ones included', async () => {
    const cancelled = await createTournament(t, { status: 'cancelled' });
    const deleted = await createTournament(t);
    await adminRequest('DELETE', `/api/admin/tournaments/${deleted}`);
    const response = await adminRequest<AdminTournamentPage>('GET', '/api/admin/tournaments?pageSize=100');
    expect(response.status).toBe(200);
    expect(response.body.tournaments.find((entry) => entry.id === cancelled)).toMatchObject({ status: 'cancelled', deletedAt: null });
    expect(response.body.tournaments.find((entry) => entry.id === deleted)).toMatchObject({
      status: 'cancelled',
      deletedAt: t.clock.now().toISOString(),
    });
  });
});

describe('PATCH and PUT /api/admin/tournaments/:id', () => {
  it('changes the given fields only', async () => {
    const id = await createTournament(t, { name: 'Before' });
    const response = await adminRequest('PATCH', `/api/admin/tournaments/${id}`, {
      name: ' After ',
      maxPlayers: 30,
      banner: null,
      startsAt: inMinutes(300),
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id, name: 'After', maxPlayers: 30, banner: null, startsAt: inMinutes(300), entryFee: '10' });
    const put = await adminRequest<AdminTournament>('PUT', `/api/admin/tournaments/${id}`, { entryFee: 3 });
    expect(put.body.entryFee).toBe('3');
  });

  it('locks the entry fee once players registered, but not other fields', async () => {
    const id = await createTournament(t);
    const player = await createPlayer(t);
    await t.request('POST', registerPath(id), { headers: player.headers, body: {} });
    const fee = await adminRequest<ApiErrorResponse>('PATCH', `/api/admin/tournaments/${id}`, { entryFee: 20 });
    expect([fee.status, fee.body.message]).toEqual([409, 'The entry fee and currency cannot change once players have registered.']);
    expect((await adminRequest('PATCH', `/api/admin/tournaments/${id}`, { entryFee: '10.000000', theme: 'blue' })).status).toBe(200);
    const max = await adminRequest('PATCH', `/api/admin/tournaments/${id}`, { maxPlayers: 2, minPlayers: 2 });
    expect(max.status).toBe(200);
  });

  it('refuses maxPlayers below the players registered, a start in the past, or after the start', async () => {
    const id = await createTournament(t, { maxPlayers: 5, startsInMinutes: 10 });
    for (let i = 0; i < 3; i += 1) await t.request('POST', registerPath(id), { headers: (await createPlayer(t)).headers, body: {} });
    expect((await adminRequest<ApiErrorResponse>('PATCH', `/api/admin/tournaments/${id}`, { maxPlayers: 2 })).body.message).toBe(
      'maxPlayers cannot be below the 3 players already registered.',
    );
    expect((await adminRequest('PATCH', `/api/admin/tournaments/${id}`, { startsAt: inMinutes(-5) })).status).toBe(400);
    t.clock.advance(11 * 60);
    const started = await adminRequest<ApiErrorResponse>('PATCH', `/api/admin/tournaments/${id}`, { startsAt: inMinutes(60) });
    t.clock.advance(-11 * 60);
    expect([started.status, started.body.message]).toEqual([409, 'The start time of a tournament that has started cannot change.']);
  });

  it('refuses cancelled, finished, unknown tournaments and empty or bad bodies', async () => {
    const cancelled = await createTournament(t, { status: 'cancelled' });
    expect((await adminRequest('PATCH', `/api/admin/tournaments/${cancelled}`, { name: 'x' })).status).toBe(409);
    const finished = await createTournament(t, { startsInMinutes: -200 });
    expect((await adminRequest<ApiErrorResponse>('PATCH', `/api/admin/tournaments/${finished}`, { name: 'x' })).body.message).toBe(
      'A finished tournament cannot be modified.',
    );
    expect((await adminRequest('PATCH', '/api/admin/tournaments/2000000000', { name: 'x' })).status).toBe(404);
    expect((await adminRequest('PATCH', `/api/admin/tournaments/${cancelled}`, {})).status).toBe(400);
    expect((await adminRequest('PATCH', `/api/admin/tournaments/${cancelled}`, { status: 'running' })).status).toBe(400);
    expect((await adminRequest('PATCH', '/api/admin/tournaments/abc', { name: 'x' })).status).toBe(400);
  });
});

describe('cancel and delete', () => {
  async function fundedField(id: number, count: number, fee: bigint): Promise<TestPlayer[]> {
    const players: TestPlayer[] = [];
    for (let i = 0; i < count; i += 1) {
      const player = await createPlayer(t, { balanceMicros: usdt(100) });
      expect((await t.request('POST', registerPath(id), { headers: player.headers, body: {} })).status).toBe(200);
      players.push(player);
    }
    expect((await poolOf(t, id)).pool).toBe(fee * BigInt(count));
    return players;
  }

  it('cancel refunds every registration exactly once and broadcasts tournament:statusUpdate', async () => {
    const id = await createTournament(t, { entryFeeMicros: usdt(4.2), startsInMinutes: -1 });
    const players = await fundedField(id, 3, usdt(4.2));
    const socket = await connected(t.url, players[0].token);
    await followLobby(socket);
    const events = recordEvents(socket);

    const response = await adminRequest<CancelTournamentResponse>('POST', `/api/admin/tournaments/${id}/cancel`);

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ message: 'Tournament cancelled', refundedRegistrations: 3, refundedAmount: 12.6 });
    expect(response.body.tournament).toMatchObject({ status: 'cancelled', pool: 0, cancelledAt: t.clock.now().toISOString() });
    for (const player of players) expect(await balanceOf(t, player.id)).toBe(usdt(100));
    expect(await poolOf(t, id)).toMatchObject({ pool: 0n });
    const [update] = await waitForEvents(events, 'tournament:statusUpdate');
    expect(update.payload).toMatchObject({ tournamentId: id, status: 'cancelled', previousStatus: 'late reg', deleted: false });
    socket.disconnect();
    // Refunded registrations no longer hold a seat: not registered in the lobby, the detail or the profile.
    const list = await t.request<Tournament[]>('GET', '/api/users/tournaments', { headers: players[0].headers });
    expect(list.body.find((entry) => entry.id === id)).toMatchObject({ status: 'cancelled', isRegistered: false });
    expect((await t.request<TournamentDetail>('GET', `/api/tournaments/${id}`, { headers: players[0].headers })).body.isRegistered).toBe(false);
    expect(
      (await t.request<UserProfileResponse>('GET', '/api/users/profile', { headers: players[0].headers })).body.registeredTournamentIds,
    ).not.toContain(id);

    const again = await adminRequest<ApiErrorResponse>('POST', `/api/admin/tournaments/${id}/cancel`);
    expect([again.status, again.body.message]).toEqual([409, 'Tournament is already cancelled.']);
    const deleted = await adminRequest('DELETE', `/api/admin/tournaments/${id}`);
    expect(deleted.body).toMatchObject({ message: 'Tournament deleted', refundedRegistrations: 0, refundedAmount: 0 });
    expect(await ledgerKinds(t, id)).toEqual([...Array(3).fill('tournament_entry'), ...Array(3).fill('tournament_refund')]);
    for (const player of players) expect(await balanceOf(t, player.id)).toBe(usdt(100));
    expect((await adminRequest('DELETE', `/api/admin/tournaments/${id}`)).status).toBe(404);
    expect((await t.get(`/api/tournaments/${id}`)).status).toBe(404);
  });

  it('refunds once when cancels and deletes race', async () => {
    const id = await createTournament(t, { entryFeeMicros: usdt(5) });
    const players = await fundedField(id, 4, usdt(5));
    const responses = await Promise.all([
      ...Array.from({ length: 5 }, () => adminRequest<CancelTournamentResponse>('POST', `/api/admin/tournaments/${id}/cancel`)),
      ...Array.from({ length: 5 }, () => adminRequest<CancelTournamentResponse>('DELETE', `/api/admin/tournaments/${id}`)),
    ]);
    const refunded = responses.filter((r) => r.status === 200).reduce((total, r) => total + r.body.refundedRegistrations, 0);
    expect(refunded).toBe(4);
    expect(responses.every((r) => [200, 404, 409].includes(r.status))).toBe(true);
    for (const player of players) expect(await balanceOf(t, player.id)).toBe(usdt(100));
    expect((await ledgerKinds(t, id)).filter((kind) => kind === 'tournament_refund')).toHaveLength(4);
  });

  it('delete of an open tournament cancels and refunds it; free registrations need no refund', async () => {
    const paid = await createTournament(t, { entryFeeMicros: usdt(1) });
    const [player] = await fundedField(paid, 1, usdt(1));
    const response = await adminRequest<CancelTournamentResponse>('DELETE', `/api/admin/tournaments/${paid}`);
    expect(response.body).toMatchObject({ refundedRegistrations: 1, refundedAmount: 1, tournament: { status: 'cancelled' } });
    expect(response.body.tournament.deletedAt).toBe(t.clock.now().toISOString());
    expect(await balanceOf(t, player.id)).toBe(usdt(100));

    const free = await createTournament(t, { entryFeeMicros: 0n });
    await fundedField(free, 2, 0n);
    expect((await adminRequest('POST', `/api/admin/tournaments/${free}/cancel`)).body).toMatchObject({ refundedRegistrations: 0 });
  });

  it('players can neither register for nor unregister from a cancelled tournament', async () => {
    const id = await createTournament(t, { entryFeeMicros: usdt(1) });
    const [player] = await fundedField(id, 1, usdt(1));
    await adminRequest('POST', `/api/admin/tournaments/${id}/cancel`);
    expect((await t.request('DELETE', registerPath(id), { headers: player.headers })).status).toBe(409);
    expect((await t.request('POST', registerPath(id), { headers: (await createPlayer(t)).headers, body: {} })).status).toBe(409);
    expect(await balanceOf(t, player.id)).toBe(usdt(100));
  });

  it('a tournament past its end cannot be cancelled; deleting one never paid out refunds every entry (no money stranded)', async () => {
    const id = await createTournament(t, { entryFeeMicros: usdt(2), startsInMinutes: 1, durationMinutes: 30 });
    await fundedField(id, 2, usdt(2));
    t.clock.advance(40 * 60);
    const cancel = await adminRequest<ApiErrorResponse>('POST', `/api/admin/tournaments/${id}/cancel`);
    const removed = await adminRequest('DELETE', `/api/admin/tournaments/${id}`);
    t.clock.advance(-40 * 60);
    expect([cancel.status, cancel.body.message]).toEqual([409, 'A finished tournament cannot be cancelled.']);
    expect(removed.body).toMatchObject({ refundedRegistrations: 2, refundedAmount: 4, tournament: { status: 'cancelled' } });
    expect(await poolOf(t, id)).toMatchObject({ pool: 0n });
  });

  it('answers 404 for unknown tournaments', async () => {
    expect((await adminRequest('POST', '/api/admin/tournaments/2000000000/cancel')).body).toEqual({
      code: 'TOURNAMENT_NOT_FOUND',
      message: 'Tournament not found',
    });
    expect((await adminRequest('DELETE', '/api/admin/tournaments/9999999999')).status).toBe(404);
  });
});

describe('cancelling a started tournament', () => {
  it('closes its rooms and frees every seat', async () => {
    const tournamentId = await insertStartedTournament(t);
    const players = await registeredPlayers(t, tournamentId, 6);
    const trigger = await t.request('POST', `/api/rooms/tournament/${tournamentId}/trigger-creation`, { headers: players[0].headers });
    expect(trigger.status).toBe(200);
    expect(await activeRoomSizes(t.server.db, tournamentId)).toEqual([6]);

    expect((await adminRequest('POST', `/api/admin/tournaments/${tournamentId}/cancel`)).status).toBe(200);
    expect(await activeRoomSizes(t.server.db, tournamentId)).toEqual([]);
    const seats = await t.server.db.query('SELECT 1 FROM room_members WHERE tournament_id = $1', [tournamentId]);
    expect(seats.rows).toHaveLength(0);
    const rooms = await t.request<TournamentRoomsResponse>('GET', `/api/rooms/tournament/${tournamentId}`, { headers: players[0].headers });
    expect(rooms.body.rooms.map((room) => room.roomState)).toEqual(['cancelled']);
    await expectLedgerBalanced(t.server.db);
  });
});
