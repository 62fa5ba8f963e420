import type { ApiErrorResponse, EnterLobbyResponse, RegisterTournamentResponse, UnregisterTournamentResponse } from 'shared-events/contracts';
import { expectLedgerBalanced } from './helpers/ledger';
import { connected, followLobby, recordEvents, waitForEvents } from './helpers/realtime-client';
import { bearer, createPlayer, leaveForGood } from './helpers/rooms';
import { startTestApp, type TestApp } from './helpers/test-app';
import { balanceOf, createTournament, ledgerKinds, poolOf, registerPath, usdt } from './helpers/tournament-api';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t.server.db));

const register = <Body = RegisterTournamentResponse>(id: number | string, headers: Record<string, string>, body: unknown = {}) =>
  t.request<Body>('POST', registerPath(id), { body, headers });
const unregister = (id: number | string, headers: Record<string, string>) =>
  t.request<UnregisterTournamentResponse>('DELETE', registerPath(id), { headers });

describe('POST /api/users/tournaments/:id/register', () => {
  it('debits the entry fee into the pool and answers the new balance, currency and pool', async () => {
    const id = await createTournament(t, { name: 'Friday Freezeout', entryFeeMicros: usdt(12.5) });
    const player = await createPlayer(t, { balanceMicros: usdt(100) });
    const socket = await connected(t.url, player.token);
    await followLobby(socket);
    const events = recordEvents(socket);

    const response = await register(id, player.headers, { userResultBalance: 1_000_000 });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ remainingBalance: 87.5, currency: 'USDT', tournamentPool: 12.5 });
    expect(response.body.message).toBe('Successfully registered for the tournament!');
    expect(response.body.tournament).toMatchObject({ id, players: 1, pool: 12.5, isRegistered: true, status: 'registering' });
    expect(await balanceOf(t, player.id)).toBe(usdt(87.5));
    expect(await poolOf(t, id)).toEqual({ pool: usdt(12.5), players: 1 });
    expect(await ledgerKinds(t, id)).toEqual(['tournament_entry']);
    const [update] = await waitForEvents(events, 'tournament:registrationUpdate');
    expect(update.payload).toEqual({ tournamentId: id, name: 'Friday Freezeout', players: 1, maxPlayers: 100, pool: 12.5, action: 'registered' });
    socket.disconnect();
  });

  it('accepts no body at all', async () => {
    const id = await createTournament(t);
    const player = await createPlayer(t);
    const response = await t.request('POST', registerPath(id), { headers: player.headers });
    expect(response.status).toBe(200);
  });

  it('registers for a free tournament without any ledger row', async () => {
    const id = await createTournament(t, { entryFeeMicros: 0n });
    const player = await createPlayer(t, { balanceMicros: usdt(50) });
    const response = await register(id, player.headers);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ remainingBalance: 50, tournamentPool: 0 });
    expect(await ledgerKinds(t, id)).toEqual([]);
  });

  it('refuses a balance below max(entry fee, starting stack), naming the amount, and changes nothing', async () => {
    const id = await createTournament(t, { entryFeeMicros: usdt(10), startingStack: 60 });
    const player = await createPlayer(t, { balanceMicros: usdt(59.99) });
    const response = await register(id, player.headers, { userResultBalance: 999 });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: 'Insufficient balance. You need at least 60.00 USDT to register for this tournament.',
      requiredAmount: 60,
      balance: 59.99,
    });
    expect(await balanceOf(t, player.id)).toBe(usdt(59.99));
    expect(await poolOf(t, id)).toEqual({ pool: 0n, players: 0 });
  });

  it('compares with the entry fee when it is the larger amount', async () => {
    const id = await createTournament(t, { entryFeeMicros: usdt(80), startingStack: 10 });
    const poor = await createPlayer(t, { balanceMicros: usdt(79) });
    const rich = await createPlayer(t, { balanceMicros: usdt(80) });
    expect((await register(id, poor.headers)).body.message).toContain('80.00 USDT');
    const response = await register(id, rich.headers);
    expect(response.status).toBe(200);
    expect(response.body.remainingBalance).toBe(0);
  });

  it('refuses a second registration with 409', async () => {
    const id = await createTournament(t);
    const player = await createPlayer(t);
    await register(id, player.headers);
    const again = await register(id, player.headers);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You are already registered for this tournament.');
    expect(await poolOf(t, id)).toEqual({ pool: usdt(10), players: 1 });
  });

  it('refuses when full at maxPlayers', async () => {
    const id = await createTournament(t, { maxPlayers: 2, minPlayers: 2 });
    for (let i = 0; i < 2; i += 1) expect((await register(id, (await createPlayer(t)).headers)).status).toBe(200);
    const late = await createPlayer(t);
    const response = await register(id, late.headers);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('Tournament is full');
    expect(await balanceOf(t, late.id)).toBe(usdt(100));
  });

  it('accepts late registration within lateRegMin after the start and refuses it afterwards', async () => {
    const id = await createTournament(t, { startsInMinutes: -14, lateRegMinutes: 15 });
    const inTime = await createPlayer(t);
    const accepted = await register(id, inTime.headers);
    expect(accepted.status).toBe(200);
    expect(accepted.body.tournament.status).toBe('late reg');

    t.clock.advance(60);
    const tooLate = await createPlayer(t);
    const refused = await register(id, tooLate.headers);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Registration for this tournament is closed.');
    t.clock.advance(-60);
  });

  it('refuses a cancelled tournament', async () => {
    const id = await createTournament(t, { status: 'cancelled' });
    const response = await register(id, (await createPlayer(t)).headers);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('This tournament has been cancelled.');
  });

  it('refuses a player who left the tournament for good', async () => {
    const id = await createTournament(t, { startsInMinutes: -1 });
    const player = await createPlayer(t);
    await register(id, player.headers);
    await leaveForGood(t.server.db, id, player.id);
    const response = await register(id, player.headers);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('You have left this tournament and cannot register again.');
  });

  it('answers 401 without a token, 404 for unknown or deleted tournaments and 400 for other body fields', async () => {
    const id = await createTournament(t);
    const player = await createPlayer(t);
    expect((await t.post(registerPath(id), {})).status).toBe(401);
    expect((await register(id, bearer('forged.token.value'))).status).toBe(401);
    expect((await register(2_000_000_000, player.headers)).body).toEqual({ code: 'TOURNAMENT_NOT_FOUND', message: 'Tournament not found' });
    expect((await register(9_999_999_999, player.headers)).status).toBe(404);
    expect((await register('abc', player.headers)).status).toBe(400);
    const deleted = await createTournament(t, { startsInMinutes: 30 });
    await t.server.db.query('UPDATE tournaments SET deleted_at = now() WHERE id = $1', [deleted]);
    expect((await register(deleted, player.headers)).status).toBe(404);
    const extra = await register(id, player.headers, { userResultBalance: 5, balance: 1e9 });
    expect(extra.status).toBe(400);
    expect(extra.body.message).toBe('Unknown field: balance.');
    expect((await register(id, player.headers, { userResultBalance: { $gt: 1 } })).status).toBe(400);
    expect((await register(id, player.headers, [1, 2])).status).toBe(400);
    expect(await balanceOf(t, player.id)).toBe(usdt(100));
  });
});

describe('DELETE /api/users/tournaments/:id/register', () => {
  it('refunds exactly the fee paid, frees the seat, and allows registering again', async () => {
    const id = await createTournament(t, { entryFeeMicros: usdt(7.123456) });
    const player = await createPlayer(t, { balanceMicros: usdt(100) });
    await register(id, player.headers);
    // A later fee change must not change what this registration gets back.
    await t.server.db.query('UPDATE tournaments SET entry_fee_micros = $2 WHERE id = $1', [id, usdt(20).toString()]);
    const socket = await connected(t.url, player.token);
    await followLobby(socket);
    const events = recordEvents(socket);

    const response = await unregister(id, player.headers);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      message: 'Successfully unregistered from the tournament.',
      refundedAmount: 7.123456,
      currency: 'USDT',
      remainingBalance: 100,
    });
    expect(await poolOf(t, id)).toEqual({ pool: 0n, players: 0 });
    expect(await ledgerKinds(t, id)).toEqual(['tournament_entry', 'tournament_refund']);
    const [update] = await waitForEvents(events, 'tournament:registrationUpdate');
    expect(update.payload).toMatchObject({ tournamentId: id, players: 0, pool: 0, action: 'unregistered' });
    socket.disconnect();

    const again = await register(id, player.headers);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ remainingBalance: 80, tournamentPool: 20 });
  });

  it('refunds nothing for a free tournament', async () => {
    const id = await createTournament(t, { entryFeeMicros: 0n });
    const player = await createPlayer(t, { balanceMicros: usdt(60) });
    await register(id, player.headers);
    const response = await unregister(id, player.headers);
    expect(response.body).toMatchObject({ refundedAmount: 0, remainingBalance: 60 });
    expect(await ledgerKinds(t, id)).toEqual([]);
  });

  it('refuses after the start, keeping the money in the pool', async () => {
    const id = await createTournament(t, { startsInMinutes: 1 });
    const player = await createPlayer(t);
    await register(id, player.headers);
    t.clock.advance(60);
    const response = await unregister(id, player.headers);
    t.clock.advance(-60);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('You can only unregister before the tournament starts.');
    expect(await poolOf(t, id)).toEqual({ pool: usdt(10), players: 1 });
  });

  it('answers 404 when not registered or unknown, 401 without a token, 409 when cancelled', async () => {
    const id = await createTournament(t);
    const player = await createPlayer(t);
    const notRegistered = await unregister(id, player.headers);
    expect(notRegistered.status).toBe(404);
    expect(notRegistered.body.message).toBe('You are not registered for this tournament.');
    expect((await unregister(2_000_000_000, player.headers)).body.message).toBe('Tournament not found');
    expect((await t.request('DELETE', registerPath(id))).status).toBe(401);
    const cancelled = await createTournament(t, { status: 'cancelled' });
    expect((await unregister(cancelled, player.headers)).status).toBe(409);
  });
});

describe('POST /api/users/tournaments/:id/enter-lobby', () => {
  const enter = <Body = EnterLobbyResponse>(id: number | string, headers: Record<string, string>) =>
    t.request<Body>('POST', `/api/users/tournaments/${id}/enter-lobby`, { headers });

  it('lets a registered player in between start and end, idempotently', async () => {
    const id = await createTournament(t, { startsInMinutes: 1, durationMinutes: 60 });
    const player = await createPlayer(t);
    await register(id, player.headers);

    const early = await enter(id, player.headers);
    expect(early.status).toBe(409);
    expect(early.body).toEqual({
      code: 'LOBBY_CLOSED',
      message: expect.stringContaining('between the start and the end'),
      error: early.body.message,
    });

    t.clock.advance(120);
    const first = await enter(id, player.headers);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: 'Successfully entered lobby!', tournamentId: id, lobbyEnteredAt: t.clock.now().toISOString() });
    t.clock.advance(30);
    const second = await enter(id, player.headers);
    expect(second.status).toBe(200);
    expect(second.body.lobbyEnteredAt).toBe(first.body.lobbyEnteredAt);

    t.clock.advance(60 * 60);
    const ended = await enter(id, player.headers);
    expect(ended.status).toBe(409);
    t.clock.advance(-(120 + 30 + 60 * 60));
  });

  it('refuses players who are not registered (403), unknown tournaments (404) and anonymous callers (401)', async () => {
    const id = await createTournament(t, { startsInMinutes: -5 });
    const stranger = await createPlayer(t);
    const response = await enter<ApiErrorResponse>(id, stranger.headers);
    expect(response.status).toBe(403);
    expect(response.body.error).toBe('You must be registered for this tournament to enter its lobby.');
    expect((await enter(2_000_000_000, stranger.headers)).status).toBe(404);
    expect((await enter(id, {})).status).toBe(401);
    expect((await t.request('POST', `/api/users/tournaments/${id}/enter-lobby`, { headers: stranger.headers, body: { x: 1 } })).status).toBe(400);
  });
});
