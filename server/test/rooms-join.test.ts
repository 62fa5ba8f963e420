import type { Room, RoomResponse, TournamentRoomsResponse } from 'shared-events/contracts';
import { expectLedgerBalanced } from './helpers/ledger';
import { createPlayer, insertStartedTournament, registeredPlayers, registerPlayer, registrationState, type TestPlayer } from './helpers/rooms';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ smtp: true });
});
afterAll(() => t.close());

const join = (roomId: number, player: TestPlayer, body?: unknown) =>
  t.request<RoomResponse>('POST', `/api/rooms/${roomId}/join`, { body, headers: player.headers });
const leave = (roomId: number, player: TestPlayer) => t.request('POST', `/api/rooms/${roomId}/leave`, { headers: player.headers });
const setState = (roomId: number, player: TestPlayer, roomState: unknown) =>
  t.request<RoomResponse>('PUT', `/api/rooms/${roomId}/state`, { body: { roomState }, headers: player.headers });
const leaveTournament = (tournamentId: number, player: TestPlayer) =>
  t.request('POST', `/api/rooms/tournament/${tournamentId}/leave`, { headers: player.headers });

async function roomWithHost(tournamentId: number, body?: unknown): Promise<{ host: TestPlayer; room: Room }> {
  const [host] = await registeredPlayers(t, tournamentId, 1);
  const response = await t.request<RoomResponse>('POST', `/api/rooms/tournament/${tournamentId}`, { body, headers: host.headers });
  expect(response.status).toBe(201);
  return { host, room: response.body.room };
}

async function seatCount(roomId: number): Promise<{ counter: number; rows: number }> {
  const { rows } = await t.server.db.query<{ counter: number; rows: number }>(
    'SELECT members_count AS counter, (SELECT count(*)::int FROM room_members WHERE room_id = $1) AS rows FROM rooms WHERE id = $1',
    [roomId],
  );
  return rows[0];
}

describe('POST /api/rooms/{id}/join', () => {
  it('seats a registered player (with or without a body), and a second join changes nothing', async () => {
    const tournamentId = await insertStartedTournament(t);
    const { host, room } = await roomWithHost(tournamentId);
    const [guest, other] = await registeredPlayers(t, tournamentId, 2);

    const response = await join(room.id, guest);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Successfully joined room!');
    expect(response.body.room.roomMembers).toEqual([host.id, guest.id]);
    expect(await registrationState(t.server.db, tournamentId, guest.id)).toBe('playing');

    const again = await join(room.id, guest, {});
    expect(again.status).toBe(200);
    expect(again.body.room.roomMembers).toEqual([host.id, guest.id]);
    expect(await seatCount(room.id)).toEqual({ counter: 2, rows: 2 });

    expect((await join(room.id, other, { password: 'ignored on an open room' })).status).toBe(200);
  });

  it('moves a player from their other room of the tournament, handing that room to the next host', async () => {
    const tournamentId = await insertStartedTournament(t);
    const a = await roomWithHost(tournamentId);
    const b = await roomWithHost(tournamentId);
    const [guest] = await registeredPlayers(t, tournamentId, 1);
    await join(a.room.id, guest);

    t.clock.advance(1);
    const moved = await join(b.room.id, a.host);
    expect(moved.status).toBe(200);
    expect(moved.body.room.roomMembers).toEqual([b.host.id, a.host.id]);
    const old = (await t.get<Room>(`/api/rooms/${a.room.id}`, guest.headers)).body;
    expect(old).toMatchObject({ roomMembers: [guest.id], createdBy: guest.id });
    expect(await seatCount(a.room.id)).toEqual({ counter: 1, rows: 1 });
  });

  it('refuses a room that is playing, completed or cancelled: "This room is not accepting new members"', async () => {
    const tournamentId = await insertStartedTournament(t);
    const [late] = await registeredPlayers(t, tournamentId, 1);
    for (const states of [['playing'], ['playing', 'completed'], ['cancelled']]) {
      const { host, room } = await roomWithHost(tournamentId);
      const [second] = await registeredPlayers(t, tournamentId, 1);
      await join(room.id, second);
      for (const state of states) expect((await setState(room.id, host, state)).status).toBe(200);
      expect(await join(room.id, late)).toMatchObject({ status: 409, body: { message: 'This room is not accepting new members' } });
    }
  });

  it('refuses a ninth player: "This room is full"', async () => {
    const tournamentId = await insertStartedTournament(t);
    const { room } = await roomWithHost(tournamentId);
    for (const player of await registeredPlayers(t, tournamentId, 7)) expect((await join(room.id, player)).status).toBe(200);
    const [ninth] = await registeredPlayers(t, tournamentId, 1);
    expect(await join(room.id, ninth)).toMatchObject({ status: 409, body: { message: 'This room is full' } });
    expect(await seatCount(room.id)).toEqual({ counter: 8, rows: 8 });
  });

  it('asks for the password of a protected room', async () => {
    const tournamentId = await insertStartedTournament(t);
    const { room } = await roomWithHost(tournamentId, { password: 'all-in' });
    const [guest] = await registeredPlayers(t, tournamentId, 1);
    for (const body of [undefined, {}, { password: 'fold' }, { password: 'ALL-IN' }]) {
      expect(await join(room.id, guest, body)).toMatchObject({ status: 403, body: { message: 'Incorrect room password' } });
    }
    expect((await join(room.id, guest, { password: 'all-in' })).status).toBe(200);
  });

  it('refuses players who are not in the tournament, have left it, or come after its end, but seats a player with an empty wallet', async () => {
    const tournamentId = await insertStartedTournament(t, { durationMinutes: 60 });
    const { room } = await roomWithHost(tournamentId);
    const stranger = await createPlayer(t);
    const notRegistered = { status: 403, body: { message: 'You must be registered in this tournament to join its rooms.' } };
    expect(await join(room.id, stranger)).toMatchObject(notRegistered);

    const [quitter] = await registeredPlayers(t, tournamentId, 1);
    expect((await leaveTournament(tournamentId, quitter)).status).toBe(200);
    expect(await join(room.id, quitter)).toMatchObject(notRegistered);

    // SPEC's "players with 0 balance are removed" means 0 chips: an empty wallet does not keep a player from their stack.
    const broke = await createPlayer(t, { balanceMicros: 0n });
    await registerPlayer(t, tournamentId, broke.id);
    expect((await join(room.id, broke)).status).toBe(200);

    const [late] = await registeredPlayers(t, tournamentId, 1);
    t.clock.advance(60 * 60);
    expect(await join(room.id, late)).toMatchObject({ status: 409, body: { message: expect.stringContaining('lobby is not open') } });
    expect(await seatCount(room.id)).toEqual({ counter: 2, rows: 2 });
  });

  it('answers 404 for an unknown room and 400 for a malformed id or body', async () => {
    const player = await createPlayer(t);
    expect(await join(777_777, player)).toMatchObject({ status: 404, body: { message: 'Room not found' } });
    expect((await t.request('POST', '/api/rooms/1e3/join', { headers: player.headers })).status).toBe(400);
    for (const body of [{ password: 5 }, { password: 'x', roomId: 3 }, []]) expect((await join(1, player, body)).status).toBe(400);
  });

  it('never seats more than 8 when 20 players join one room at once', async () => {
    const tournamentId = await insertStartedTournament(t);
    const { room } = await roomWithHost(tournamentId);
    const players = await registeredPlayers(t, tournamentId, 20);
    const responses = await Promise.all(players.map((player) => join(room.id, player)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(7);
    expect(responses.filter((response) => response.status === 409).map((response) => response.body.message)).toEqual(
      Array(13).fill('This room is full'),
    );
    expect(await seatCount(room.id)).toEqual({ counter: 8, rows: 8 });
  });

  it('keeps every player in one room while players swap rooms concurrently', async () => {
    const tournamentId = await insertStartedTournament(t);
    const a = await roomWithHost(tournamentId);
    const b = await roomWithHost(tournamentId);
    const players = await registeredPlayers(t, tournamentId, 6);
    for (const [index, player] of players.entries()) await join(index % 2 ? a.room.id : b.room.id, player);
    const responses = await Promise.all(players.map((player, index) => join(index % 2 ? b.room.id : a.room.id, player)));
    expect(responses.map((response) => response.status)).toEqual(Array(6).fill(200));
    const [countA, countB] = [await seatCount(a.room.id), await seatCount(b.room.id)];
    expect(countA.counter).toBe(countA.rows);
    expect(countB.counter).toBe(countB.rows);
    expect(countA.rows + countB.rows).toBe(8);
  });
});

describe('POST /api/rooms/{id}/leave', () => {
  it('frees the seat, puts the player back in the lobby and hands the room to the longest-seated player', async () => {
    const tournamentId = await insertStartedTournament(t);
    const { host, room } = await roomWithHost(tournamentId);
    const [second, third] = await registeredPlayers(t, tournamentId, 2);
    await join(room.id, second);
    await join(room.id, third);

    expect(await leave(room.id, host)).toMatchObject({ status: 200, body: { message: 'Left room successfully' } });
    const after = (await t.get<Room>(`/api/rooms/${room.id}`, host.headers)).body;
    expect(after).toMatchObject({ roomMembers: [second.id, third.id], createdBy: second.id, creator: { id: second.id } });
    expect(await registrationState(t.server.db, tournamentId, host.id)).toBe('registered');
    expect(await seatCount(room.id)).toEqual({ counter: 2, rows: 2 });
  });

  it('answers 409 to a non-member and 404 for an unknown room', async () => {
    const tournamentId = await insertStartedTournament(t);
    const { host, room } = await roomWithHost(tournamentId);
    const [outsider] = await registeredPlayers(t, tournamentId, 1);
    expect(await leave(room.id, outsider)).toMatchObject({ status: 409, body: { message: 'You are not a member of this room.' } });
    expect(await leave(555_555, host)).toMatchObject({ status: 404, body: { message: 'Room not found' } });
    expect((await leave(room.id, host)).status).toBe(200);
    expect((await leave(room.id, host)).status).toBe(409);
  });
});

describe('PUT /api/rooms/{id}/state', () => {
  it('lets the host start a game with enough players, and refuses to end it at the only table of a running tournament', async () => {
    const tournamentId = await insertStartedTournament(t);
    const { host, room } = await roomWithHost(tournamentId);
    expect(await setState(room.id, host, 'playing')).toMatchObject({
      status: 409,
      body: { message: 'At least 2 players are needed to start the game.' },
    });
    const [guest] = await registeredPlayers(t, tournamentId, 1);
    await join(room.id, guest);

    const started = await setState(room.id, host, 'playing');
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ message: 'Game started!', room: { roomState: 'playing', roomMembers: [host.id, guest.id] } });

    // Ending the game would strand its players' chips: at the final table it is refused, and nothing changes.
    const ended = await setState(room.id, host, 'completed');
    expect(ended).toMatchObject({ status: 409, body: { code: 'FINAL_TABLE' } });
    expect(await registrationState(t.server.db, tournamentId, guest.id)).toBe('playing');
    expect(await seatCount(room.id)).toEqual({ counter: 2, rows: 2 });
    // Their chips are at this table: they cannot take a seat at another one.
    const next = await roomWithHost(tournamentId);
    expect(await join(next.room.id, guest)).toMatchObject({ status: 409, body: { code: 'SEATED_AT_TABLE' } });
  });

  it('lets the host call off a waiting room', async () => {
    const tournamentId = await insertStartedTournament(t);
    const { host, room } = await roomWithHost(tournamentId);
    expect((await setState(room.id, host, 'cancelled')).body).toMatchObject({ message: 'Room cancelled', room: { roomState: 'cancelled' } });
  });

  it('answers 403 to anyone but the host, even a member', async () => {
    const tournamentId = await insertStartedTournament(t);
    const { room } = await roomWithHost(tournamentId);
    const [member] = await registeredPlayers(t, tournamentId, 1);
    await join(room.id, member);
    const stranger = await createPlayer(t);
    for (const player of [member, stranger]) {
      expect(await setState(room.id, player, 'playing')).toMatchObject({
        status: 403,
        body: { message: 'Only the room creator can change its state.' },
      });
    }
    expect((await t.get<Room>(`/api/rooms/${room.id}`, member.headers)).body.roomState).toBe('waiting');
  });

  it('refuses other transitions with 409, unknown states with 400 and unknown rooms with 404', async () => {
    const tournamentId = await insertStartedTournament(t);
    const { host, room } = await roomWithHost(tournamentId);
    for (const state of ['waiting', 'completed']) {
      expect(await setState(room.id, host, state)).toMatchObject({ status: 409, body: { message: 'Invalid state transition' } });
    }
    await setState(room.id, host, 'cancelled');
    for (const state of ['waiting', 'playing', 'completed', 'cancelled']) expect((await setState(room.id, host, state)).status).toBe(409);
    for (const state of ['finished', 1, null]) expect((await setState(room.id, host, state)).status).toBe(400);
    expect((await t.request('PUT', `/api/rooms/${room.id}/state`, { body: {}, headers: host.headers })).status).toBe(400);
    expect((await setState(444_444, host, 'playing')).status).toBe(404);
  });
});

describe('POST /api/rooms/tournament/{id}/leave', () => {
  it('gives up the seat and the tournament for good, keeping the entry fee in the pool', async () => {
    const fee = 5_000_000n;
    const tournamentId = await insertStartedTournament(t, { entryFeeMicros: fee });
    const [host, guest] = await registeredPlayers(t, tournamentId, 2, { entryFeeMicros: fee });
    const room = (await t.request<RoomResponse>('POST', `/api/rooms/tournament/${tournamentId}`, { headers: host.headers })).body.room;
    await join(room.id, guest);

    expect(await leaveTournament(tournamentId, host)).toMatchObject({ status: 200, body: { message: 'Left tournament successfully' } });
    expect(await registrationState(t.server.db, tournamentId, host.id)).toBe('left');
    expect((await t.get<Room>(`/api/rooms/${room.id}`, guest.headers)).body).toMatchObject({ roomMembers: [guest.id], createdBy: guest.id });
    const rooms = await t.get<TournamentRoomsResponse>(`/api/rooms/tournament/${tournamentId}`, guest.headers);
    expect(rooms.body.totalRegisteredPlayers).toBe(1);
    const pool = await t.server.db.query<{ pool_micros: string }>('SELECT pool_micros FROM tournaments WHERE id = $1', [tournamentId]);
    expect(pool.rows[0].pool_micros).toBe((2n * fee).toString());
    await expectLedgerBalanced(t.server.db);

    expect(await leaveTournament(tournamentId, host)).toMatchObject({ status: 409, body: { message: 'You are not registered in this tournament.' } });
  });

  it('refuses strangers (409), a tournament that has not started (409) and unknown tournaments (404)', async () => {
    const tournamentId = await insertStartedTournament(t);
    const stranger = await createPlayer(t);
    expect((await leaveTournament(tournamentId, stranger)).status).toBe(409);
    const upcoming = await insertStartedTournament(t, { minutesAgo: -30 });
    await registerPlayer(t, upcoming, stranger.id);
    expect(await leaveTournament(upcoming, stranger)).toMatchObject({ status: 409, body: { message: expect.stringContaining('unregister') } });
    expect(await registrationState(t.server.db, upcoming, stranger.id)).toBe('registered');
    expect(await leaveTournament(333_333, stranger)).toMatchObject({ status: 404, body: { message: 'Tournament not found' } });
  });
});
