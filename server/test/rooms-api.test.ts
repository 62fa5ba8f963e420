import type {
  ApiErrorResponse,
  Room,
  RoomDetailResponse,
  RoomResponse,
  RoomSearchResponse,
  RoomStatsResponse,
  TournamentRoomsResponse,
} from 'shared-events/contracts';
import type { OpenApiDocument } from './helpers/bad-inputs';
import { insertTournament } from './helpers/tournaments';
import { createPlayer, insertStartedTournament, registeredPlayers, registerPlayer, registrationState } from './helpers/rooms';
import { signUp, startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ smtp: true });
});
afterAll(() => t.close());

const createRoom = (tournamentId: number, headers: Record<string, string>, body?: unknown) =>
  t.request<RoomResponse>('POST', `/api/rooms/tournament/${tournamentId}`, { body, headers });

describe('every rooms route needs a signed-in user', () => {
  it.each([
    ['GET', '/api/rooms/search?searchTerm=x'],
    ['GET', '/api/rooms/tournament/1'],
    ['GET', '/api/rooms/tournament/1/stats'],
    ['POST', '/api/rooms/tournament/1'],
    ['POST', '/api/rooms/tournament/1/start-monitoring'],
    ['POST', '/api/rooms/tournament/1/stop-monitoring'],
    ['POST', '/api/rooms/tournament/1/trigger-creation'],
    ['POST', '/api/rooms/tournament/1/leave'],
    ['GET', '/api/rooms/1'],
    ['POST', '/api/rooms/1/join'],
    ['POST', '/api/rooms/1/leave'],
    ['PUT', '/api/rooms/1/state'],
  ])('%s %s answers 401 without (or with a forged) token', async (method, path) => {
    for (const headers of [{}, { authorization: 'Bearer forged.token.value' }] as Record<string, string>[]) {
      const response = await t.request(method, path, { headers });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ code: 'AUTHENTICATION_REQUIRED', message: 'Authentication required' });
    }
  });

  it('lists every rooms route in the OpenAPI document with bearer security', async () => {
    const doc = (await t.get<OpenApiDocument>('/api/openapi.json')).body;
    const paths = Object.keys(doc.paths).filter((path) => path.startsWith('/api/rooms'));
    expect(paths.sort()).toEqual(
      [
        '/api/rooms/search',
        '/api/rooms/tournament/{id}',
        '/api/rooms/tournament/{id}/stats',
        '/api/rooms/tournament/{id}/start-monitoring',
        '/api/rooms/tournament/{id}/stop-monitoring',
        '/api/rooms/tournament/{id}/trigger-creation',
        '/api/rooms/tournament/{id}/leave',
        '/api/rooms/{id}',
        '/api/rooms/{id}/join',
        '/api/rooms/{id}/leave',
        '/api/rooms/{id}/state',
      ].sort(),
    );
    expect(doc.paths['/api/rooms/{id}/join'].post.security).toEqual([{ bearerAuth: [] }]);
  });
});

describe('POST /api/rooms/tournament/{id} (create a room)', () => {
  it('creates a waiting room labelled {tournamentId}-001 with the creator seated as its host', async () => {
    const tournamentId = await insertStartedTournament(t, { name: 'Create Cup' });
    const { user, token } = await signUp(t, { firstName: 'Grace' });
    const funded = await createPlayer(t);
    await registerPlayer(t, tournamentId, funded.id);

    const response = await createRoom(tournamentId, funded.headers);
    expect(response.status).toBe(201);
    const room = response.body.room;
    expect(response.body.message).toBe('Room created');
    expect(room).toMatchObject({
      roomId: `${tournamentId}-${String(room.id).padStart(3, '0')}`,
      roomNumber: 1,
      tournamentId,
      roomState: 'waiting',
      roomMembers: [funded.id],
      maxMembers: 8,
      minMembers: 2,
      hasPassword: false,
      createdBy: funded.id,
      createdDate: t.clock.now().toISOString(),
      Tournament: { id: tournamentId, name: 'Create Cup' },
      creator: { id: funded.id, username: funded.username },
    });
    expect(room).not.toHaveProperty('roomPassword');
    expect(room.members).toEqual([{ id: funded.id, username: funded.username, firstName: expect.any(String), avatar: null }]);
    expect(await registrationState(t.server.db, tournamentId, funded.id)).toBe('playing');

    const [second] = await registeredPlayers(t, tournamentId, 1);
    const next = (await createRoom(tournamentId, second.headers)).body.room;
    expect([next.roomNumber, next.roomId]).toEqual([2, `${tournamentId}-${String(next.id).padStart(3, '0')}`]);
    // A signed-up player with an empty wallet takes a seat too: their chips, not their wallet, are what they play.
    await registerPlayer(t, tournamentId, user.id);
    expect((await createRoom(tournamentId, { authorization: `Bearer ${token}` })).status).toBe(201);
  });

  it('protects a room with a password that never leaves the server', async () => {
    const tournamentId = await insertStartedTournament(t);
    const [host] = await registeredPlayers(t, tournamentId, 1);
    const response = await createRoom(tournamentId, host.headers, { password: 'river' });
    expect(response.status).toBe(201);
    expect(response.body.room).toMatchObject({ hasPassword: true, roomPassword: true });
    expect(response.text).not.toContain('river');
    expect(response.text).not.toContain('scrypt');
    const { rows } = await t.server.db.query<{ password_hash: string }>('SELECT password_hash FROM rooms WHERE id = $1', [response.body.room.id]);
    expect(rows[0].password_hash).toMatch(/^scrypt\$/);
  });

  it('moves a creator who already sits in a room, handing that room to its longest-seated player', async () => {
    const tournamentId = await insertStartedTournament(t);
    const [host, guest] = await registeredPlayers(t, tournamentId, 2);
    const first = (await createRoom(tournamentId, host.headers)).body.room;
    expect((await t.post(`/api/rooms/${first.id}/join`, {}, guest.headers)).status).toBe(200);

    const second = (await createRoom(tournamentId, host.headers)).body.room;
    expect(second.roomMembers).toEqual([host.id]);
    const left = (await t.get<RoomDetailResponse>(`/api/rooms/${first.id}`, host.headers)).body;
    expect(left).toMatchObject({ roomMembers: [guest.id], createdBy: guest.id, creator: { id: guest.id } });
  });

  it('refuses unknown tournaments, unregistered players, a closed lobby and bad input', async () => {
    const player = await createPlayer(t);
    expect(await createRoom(999_999, player.headers)).toMatchObject({ status: 404, body: { message: 'Tournament not found' } });
    expect(await createRoom(9_999_999_999, player.headers)).toMatchObject({ status: 404, body: { message: 'Tournament not found' } });
    expect((await t.request('POST', '/api/rooms/tournament/abc', { headers: player.headers })).status).toBe(400);
    expect((await t.request('POST', '/api/rooms/tournament/0', { headers: player.headers })).status).toBe(400);

    const running = await insertStartedTournament(t);
    expect(await createRoom(running, player.headers)).toMatchObject({
      status: 403,
      body: { message: 'You must be registered in this tournament to join its rooms.' },
    });
    const upcoming = await insertTournament(t.server.db, { startsAt: new Date(t.clock.now().getTime() + 3_600_000) });
    await registerPlayer(t, upcoming, player.id);
    expect(await createRoom(upcoming, player.headers)).toMatchObject({
      status: 409,
      body: { message: expect.stringContaining('lobby is not open') },
    });

    await registerPlayer(t, running, player.id);
    for (const body of [{ password: '' }, { password: 42 }, { password: 'x'.repeat(129) }, { password: 'ok', maxMembers: 9 }]) {
      const response = await createRoom(running, player.headers, body);
      expect(response.status).toBe(400);
      expect(typeof response.body.message).toBe('string');
    }
    const rooms = await t.server.db.query('SELECT 1 FROM rooms WHERE tournament_id = ANY($1::int[])', [[running, upcoming]]);
    expect(rooms.rows).toHaveLength(0);
  });

  it('refuses a room, new or existing, in a tournament that was cancelled (its registrations stay, its tables do not)', async () => {
    const admin = await createPlayer(t, { role: 'admin' });
    const running = await insertStartedTournament(t);
    const [host, latecomer] = await registeredPlayers(t, running, 2);
    const created = await createRoom(running, host.headers);
    expect(created.status).toBe(201);
    expect((await t.request('POST', `/api/admin/tournaments/${running}/cancel`, { headers: admin.headers })).status).toBe(200);
    expect(await registrationState(t.server.db, running, latecomer.id)).toBe('registered');

    expect(await createRoom(running, latecomer.headers)).toMatchObject({ status: 409, body: { message: 'This tournament has been cancelled.' } });
    const join = await t.request('POST', `/api/rooms/${(created.body as { room: { id: number } }).room.id}/join`, {
      headers: latecomer.headers,
      body: {},
    });
    expect(join).toMatchObject({ status: 409, body: { message: 'This tournament has been cancelled.' } });
    const rooms = await t.server.db.query<{ room_state: string }>('SELECT room_state FROM rooms WHERE tournament_id = $1', [running]);
    expect(rooms.rows).toEqual([{ room_state: 'cancelled' }]);
  });
});

describe('reading rooms', () => {
  let tournamentId: number;
  let rooms: Room[];
  let viewer: Awaited<ReturnType<typeof createPlayer>>;
  beforeAll(async () => {
    tournamentId = await insertStartedTournament(t, { name: `Zebra_Open%${process.pid}` });
    const players = await registeredPlayers(t, tournamentId, 6);
    await registeredPlayers(t, tournamentId, 1, { lobby: false });
    rooms = [];
    for (const host of players.slice(0, 3)) rooms.push((await createRoom(tournamentId, host.headers)).body.room);
    // 3 players in room 1, 2 in room 2, 1 in room 3.
    for (const [index, player] of players.slice(3).entries()) {
      const target = rooms[index < 2 ? 0 : 1];
      expect((await t.post(`/api/rooms/${target.id}/join`, {}, player.headers)).status).toBe(200);
    }
    viewer = await createPlayer(t);
  });

  it('GET /api/rooms/tournament/{id} lists the rooms with totalRegisteredPlayers and totalRooms', async () => {
    const response = await t.get<TournamentRoomsResponse>(`/api/rooms/tournament/${tournamentId}`, viewer.headers);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ tournamentId, totalRegisteredPlayers: 7, totalRooms: 3 });
    // SPEC §9: the label pads the room's id.
    expect(response.body.rooms.map((room) => [room.roomId, room.roomMembers.length])).toEqual(
      rooms.map((room, index) => [`${tournamentId}-${String(room.id).padStart(3, '0')}`, [3, 2, 1][index]]),
    );
    expect((await t.get('/api/rooms/tournament/424242', viewer.headers)).body).toEqual({
      code: 'TOURNAMENT_NOT_FOUND',
      message: 'Tournament not found',
    });
    expect((await t.get('/api/rooms/tournament/x1', viewer.headers)).status).toBe(400);
  });

  it('GET /api/rooms/tournament/{id}/stats counts rooms and players, average to one decimal', async () => {
    const response = await t.get<RoomStatsResponse>(`/api/rooms/tournament/${tournamentId}/stats`, viewer.headers);
    expect(response.status).toBe(200);
    const expected = {
      totalRooms: 3,
      activeRooms: 3,
      totalPlayers: 6,
      averagePlayersPerRoom: 2,
      rooms: rooms.map((room, index) => ({ id: room.id, roomId: room.roomId, playerCount: [3, 2, 1][index], maxPlayers: 8, state: 'waiting' })),
    };
    expect(response.body).toEqual({ ...expected, stats: expected, tournamentId });

    const other = await insertStartedTournament(t);
    const [a, b] = await registeredPlayers(t, other, 2);
    await createRoom(other, a.headers);
    await t.post(`/api/rooms/${(await createRoom(other, b.headers)).body.room.id}/leave`, undefined, b.headers);
    const [c, d] = await registeredPlayers(t, other, 2);
    const third = (await createRoom(other, c.headers)).body.room;
    await t.post(`/api/rooms/${third.id}/join`, {}, d.headers);
    // 1 + 0 + 2 players in 3 active rooms.
    expect((await t.get<RoomStatsResponse>(`/api/rooms/tournament/${other}/stats`, viewer.headers)).body.stats.averagePlayersPerRoom).toBe(1);
    expect((await t.get('/api/rooms/tournament/424242/stats', viewer.headers)).status).toBe(404);
  });

  it('GET /api/rooms/{id} answers the room (at the top level and under room) with its tournament', async () => {
    const response = await t.get<RoomDetailResponse>(`/api/rooms/${rooms[0].id}`, viewer.headers);
    expect(response.status).toBe(200);
    const { room, tournament, ...topLevel } = response.body;
    expect(topLevel).toEqual(room);
    expect(room).toMatchObject({ id: rooms[0].id, tournamentId, roomId: rooms[0].roomId });
    expect(tournament.endTime).toBe(new Date(Date.parse(tournament.startTime) + 120 * 60_000).toISOString());
    expect(response.body.room.roomMembers).toHaveLength(3);
    expect(response.body.tournament).toMatchObject({ id: tournamentId, status: 'late reg', dynamicStatus: 'running', currency: 'USDT' });
    expect((await t.get('/api/rooms/987654', viewer.headers)).body).toEqual({ code: 'ROOM_NOT_FOUND', message: 'Room not found' });
    expect((await t.get('/api/rooms/9999999999', viewer.headers)).status).toBe(404);
    expect((await t.get('/api/rooms/-1', viewer.headers)).status).toBe(400);
  });

  it('GET /api/rooms/search matches the room label, the room id or the tournament name, ignoring case', async () => {
    const search = async (query: string) => {
      const response = await t.get<RoomSearchResponse>(`/api/rooms/search?${query}`, viewer.headers);
      expect(response.status).toBe(200);
      return response.body.rooms.map((room) => room.roomId);
    };
    const all = rooms.map((room) => room.roomId);
    expect(await search(`searchTerm=${rooms[1].roomId}`)).toEqual([rooms[1].roomId]);
    expect(await search(`searchTerm=${encodeURIComponent(`zebra_open%${process.pid}`)}`)).toEqual(all);
    expect(await search(`searchTerm=${rooms[2].id}&tournamentId=${tournamentId}`)).toContain(rooms[2].roomId);
    expect(await search(`searchTerm=&tournamentId=${tournamentId}`)).toEqual(all);
    expect(await search(`searchTerm=%20%20&tournamentId=${tournamentId}`)).toEqual(all);
    expect(await search(`tournamentId=${tournamentId}`)).toEqual(all);
    // LIKE wildcards are taken literally.
    expect(await search(`searchTerm=${encodeURIComponent('%')}&tournamentId=${tournamentId}`)).toEqual(all);
    expect(await search(`searchTerm=_open${encodeURIComponent('%')}x`)).toEqual([]);
    expect(await search(`searchTerm=nothing-like-this`)).toEqual([]);
    expect(await search(`searchTerm=&tournamentId=424242`)).toEqual([]);
    expect(await search(`searchTerm=&tournamentId=`)).toEqual(expect.arrayContaining(all));
    expect((await search('searchTerm=')).length).toBeLessThanOrEqual(100);
  });

  it('GET /api/rooms/search refuses unknown or malformed query fields', async () => {
    for (const query of [
      'searchTerm=a&extra=1',
      'searchTerm=a%00b',
      'searchTerm=a&searchTerm=b',
      'tournamentId=abc',
      'tournamentId=1.5',
      `searchTerm=${'a'.repeat(101)}`,
    ]) {
      const response = await t.get<ApiErrorResponse>(`/api/rooms/search?${query}`, viewer.headers);
      expect(response.status).toBe(400);
      expect(typeof response.body.message).toBe('string');
    }
  });
});
