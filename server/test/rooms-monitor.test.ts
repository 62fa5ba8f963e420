import type { MonitoringResponse, RoomResponse, TournamentRoomsResponse, TriggerCreationResponse } from 'shared-events/contracts';
import { transfer } from '../src/wallet/ledger';
import { monitorRooms, monitorTournament } from '../src/rooms/room-monitor';
import { findTable } from '../src/tables/tables.repository';
import { expectLedgerBalanced } from './helpers/ledger';
import {
  activeRoomSizes,
  createPlayer,
  insertStartedTournament,
  makeAdmin,
  registeredPlayers,
  registrationState,
  type TestPlayer,
} from './helpers/rooms';
import { socketsClosedAfterEach } from './helpers/realtime-client';
import { startedTable } from './helpers/tables';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: TestPlayer;
beforeAll(async () => {
  t = await startTestApp({ smtp: true });
  admin = await createPlayer(t);
  await makeAdmin(t.server.db, admin.id);
});
afterAll(() => t.close());

const trigger = (tournamentId: number, player: TestPlayer) =>
  t.request<TriggerCreationResponse>('POST', `/api/rooms/tournament/${tournamentId}/trigger-creation`, { headers: player.headers });
const monitoring = (tournamentId: number, player: TestPlayer, action: 'start' | 'stop') =>
  t.request<MonitoringResponse>('POST', `/api/rooms/tournament/${tournamentId}/${action}-monitoring`, { headers: player.headers });
const services = () => t.server.services;

async function seatedIn(tournamentId: number): Promise<Map<number, number>> {
  const { rows } = await t.server.db.query<{ user_id: number; room_id: number }>(
    'SELECT user_id, room_id FROM room_members WHERE tournament_id = $1',
    [tournamentId],
  );
  return new Map(rows.map((row) => [row.user_id, row.room_id]));
}

/** Empties a wallet the way a withdrawal does: through the ledger. */
async function withdrawAll(userId: number): Promise<void> {
  const { rows } = await t.server.db.query<{ balance_micros: string }>('SELECT balance_micros FROM users WHERE id = $1', [userId]);
  await t.server.db.transaction((tx) =>
    transfer(tx, {
      kind: 'withdrawal',
      from: { kind: 'wallet', userId },
      to: { kind: 'external' },
      amountMicros: BigInt(rows[0].balance_micros),
      userId,
      at: t.clock.now(),
    }),
  );
}

describe('POST /api/rooms/tournament/{id}/trigger-creation', () => {
  it('seats the lobby players at balanced tables (17 → 6/6/5), each hosted by a seated player; a second call changes nothing', async () => {
    const fee = 2_000_000n;
    const tournamentId = await insertStartedTournament(t, { entryFeeMicros: fee });
    const players = await registeredPlayers(t, tournamentId, 17, { entryFeeMicros: fee });
    const [notInLobby] = await registeredPlayers(t, tournamentId, 1, { lobby: false, entryFeeMicros: fee });

    const response = await trigger(tournamentId, players[0]);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ message: 'Room creation triggered', created: 3, seated: 17 });
    expect(response.body.rooms.map((room) => [room.roomId, room.roomMembers.length])).toEqual([
      [`${tournamentId}-001`, 6],
      [`${tournamentId}-002`, 6],
      [`${tournamentId}-003`, 5],
    ]);
    for (const room of response.body.rooms) {
      expect(room.roomMembers).toContain(room.createdBy);
      expect(room).toMatchObject({ roomState: 'waiting', hasPassword: false });
    }
    const seats = await seatedIn(tournamentId);
    expect(players.every((player) => seats.has(player.id))).toBe(true);
    expect(seats.has(notInLobby.id)).toBe(false);
    expect(await registrationState(t.server.db, tournamentId, players[16].id)).toBe('playing');

    const again = await trigger(tournamentId, players[1]);
    expect(again.body).toMatchObject({ created: 0, seated: 0 });
    expect(await activeRoomSizes(t.server.db, tournamentId)).toEqual([6, 6, 5]);
    await expectLedgerBalanced(t.server.db);
  });

  it('fills the free seats of waiting rooms before opening new ones', async () => {
    const tournamentId = await insertStartedTournament(t);
    const [host] = await registeredPlayers(t, tournamentId, 4);
    await t.request('POST', `/api/rooms/tournament/${tournamentId}`, { headers: host.headers });
    expect((await trigger(tournamentId, host)).body).toMatchObject({ created: 0, seated: 3 });
    expect(await activeRoomSizes(t.server.db, tournamentId)).toEqual([4]);
  });

  it('runs concurrently without seating anyone twice', async () => {
    const tournamentId = await insertStartedTournament(t);
    const players = await registeredPlayers(t, tournamentId, 12);
    const responses = await Promise.all(players.slice(0, 4).map((player) => trigger(tournamentId, player)));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    expect(responses.reduce((sum, response) => sum + response.body.seated, 0)).toBe(12);
    expect(await activeRoomSizes(t.server.db, tournamentId)).toEqual([6, 6]);
  });

  it('seats nobody after the 15-minute join window, and lobby players who arrive inside it', async () => {
    const tournamentId = await insertStartedTournament(t, { minutesAgo: 14 });
    const [first] = await registeredPlayers(t, tournamentId, 1);
    expect((await trigger(tournamentId, first)).body).toMatchObject({ created: 1, seated: 1 });
    t.clock.advance(60);
    const [late] = await registeredPlayers(t, tournamentId, 1);
    expect((await trigger(tournamentId, late)).body).toMatchObject({ created: 0, seated: 0 });
    expect((await seatedIn(tournamentId)).has(late.id)).toBe(false);
    // Joining by hand stays possible while the lobby is open.
    const [room] = (await t.get<TournamentRoomsResponse>(`/api/rooms/tournament/${tournamentId}`, late.headers)).body.rooms;
    expect((await t.post(`/api/rooms/${room.id}/join`, {}, late.headers)).status).toBe(200);
  });

  it('seats lobby players whatever their wallet holds (their chips are what they play)', async () => {
    const tournamentId = await insertStartedTournament(t);
    const [funded] = await registeredPlayers(t, tournamentId, 1);
    const [broke] = await registeredPlayers(t, tournamentId, 1, { balanceMicros: 0n });
    expect((await trigger(tournamentId, broke)).body).toMatchObject({ seated: 2 });
    const seats = await seatedIn(tournamentId);
    expect([seats.has(funded.id), seats.has(broke.id)]).toEqual([true, true]);
  });

  it('is refused to players outside the tournament (403), before the start or after the end (409) and for unknown tournaments (404)', async () => {
    const tournamentId = await insertStartedTournament(t);
    const stranger = await createPlayer(t);
    expect(await trigger(tournamentId, stranger)).toMatchObject({
      status: 403,
      body: { message: 'Only players registered in this tournament can trigger room creation.' },
    });
    expect((await trigger(tournamentId, admin)).status).toBe(200);

    const upcoming = await insertStartedTournament(t, { minutesAgo: -5 });
    expect(await trigger(upcoming, admin)).toMatchObject({ status: 409, body: { message: expect.stringContaining('not running') } });
    const finished = await insertStartedTournament(t, { minutesAgo: 200 });
    expect((await trigger(finished, admin)).status).toBe(409);
    expect(await trigger(414_141, admin)).toMatchObject({ status: 404, body: { message: 'Tournament not found' } });
    expect((await t.request('POST', '/api/rooms/tournament/x/trigger-creation', { headers: admin.headers })).status).toBe(400);
  });
});

describe('start-monitoring, stop-monitoring and monitorRooms', () => {
  it('are admin-only (403 to players) and answer 404 for unknown tournaments and 409 once the tournament is over', async () => {
    const tournamentId = await insertStartedTournament(t);
    const [player] = await registeredPlayers(t, tournamentId, 1);
    for (const action of ['start', 'stop'] as const) {
      expect(await monitoring(tournamentId, player, action)).toMatchObject({ status: 403, body: { message: 'Admin access required' } });
      expect((await monitoring(515_151, admin, action)).status).toBe(404);
    }
    expect((await seatedIn(tournamentId)).size).toBe(0);
    const finished = await insertStartedTournament(t, { minutesAgo: 200 });
    expect(await monitoring(finished, admin, 'start')).toMatchObject({ status: 409, body: { message: 'The tournament is over.' } });
  });

  it('seats lobby players at once, keeps seating them on every pass until stopped', async () => {
    const tournamentId = await insertStartedTournament(t);
    await registeredPlayers(t, tournamentId, 3);
    const started = await monitoring(tournamentId, admin, 'start');
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ message: 'Room monitoring started', monitoring: true, tournamentId, created: 1, seated: 3 });

    await registeredPlayers(t, tournamentId, 2);
    const changes = await monitorRooms(services());
    expect(changes).toContainEqual({ tournamentId, created: 0, seated: 2, moved: 0, disbanded: 0 });
    expect(await activeRoomSizes(t.server.db, tournamentId)).toEqual([5]);
    expect((await monitorRooms(services())).find((change) => change.tournamentId === tournamentId)).toBeUndefined();

    expect((await monitoring(tournamentId, admin, 'stop')).body).toEqual({ message: 'Room monitoring stopped', tournamentId, monitoring: false });
    const [late] = await registeredPlayers(t, tournamentId, 1);
    await monitorRooms(services());
    expect((await seatedIn(tournamentId)).has(late.id)).toBe(false);
  });

  it('breaks a table down to 4 when the others have the seats and moves its players to the emptiest tables', async () => {
    const tournamentId = await insertStartedTournament(t);
    const players = await registeredPlayers(t, tournamentId, 17);
    await monitoring(tournamentId, admin, 'start');
    expect(await activeRoomSizes(t.server.db, tournamentId)).toEqual([6, 6, 5]);
    const rooms = (await t.get<TournamentRoomsResponse>(`/api/rooms/tournament/${tournamentId}`, admin.headers)).body.rooms;
    const third = rooms[2];

    // Down to 4 at a table while the two others have 2 + 2 free seats: it breaks on the next pass.
    const leaver = players.find((player) => player.id === third.roomMembers[0])!;
    expect((await t.post(`/api/rooms/${third.id}/leave`, {}, leaver.headers)).status).toBe(200);
    const changes = await monitorRooms(services());
    expect(changes).toContainEqual({ tournamentId, created: 0, seated: 0, moved: 4, disbanded: 1 });
    expect(await activeRoomSizes(t.server.db, tournamentId)).toEqual([8, 8]);
    const after = (await t.get<TournamentRoomsResponse>(`/api/rooms/tournament/${tournamentId}`, admin.headers)).body.rooms;
    expect(after[2]).toMatchObject({ roomState: 'cancelled', roomMembers: [] });
    const seats = await seatedIn(tournamentId);
    for (const userId of third.roomMembers.slice(1)) expect([rooms[0].id, rooms[1].id]).toContain(seats.get(userId));
    // A player who left a table is not put back by the monitor: they choose their next table.
    expect(seats.has(leaver.id)).toBe(false);
  });

  it('merges two tables of 4 into one, but keeps a table of 4 the other tables cannot take', async () => {
    const tournamentId = await insertStartedTournament(t);
    const players = await registeredPlayers(t, tournamentId, 9);
    await monitoring(tournamentId, admin, 'start');
    expect(await activeRoomSizes(t.server.db, tournamentId)).toEqual([5, 4]);
    const [first] = (await t.get<TournamentRoomsResponse>(`/api/rooms/tournament/${tournamentId}`, admin.headers)).body.rooms;
    const leaver = players.find((player) => player.id === first.roomMembers[0])!;
    await t.post(`/api/rooms/tournament/${tournamentId}/leave`, {}, leaver.headers);
    await monitorRooms(services());
    // 4 and 4: the first table (once 5) breaks into the second, which has 4 free seats.
    expect(await activeRoomSizes(t.server.db, tournamentId)).toEqual([8]);

    const other = await insertStartedTournament(t);
    const more = await registeredPlayers(t, other, 15);
    await monitoring(other, admin, 'start');
    expect(await activeRoomSizes(t.server.db, other)).toEqual([8, 7]);
    const [full] = (await t.get<TournamentRoomsResponse>(`/api/rooms/tournament/${other}`, admin.headers)).body.rooms;
    for (const userId of full.roomMembers.slice(0, 4)) {
      await t.post(`/api/rooms/${full.id}/leave`, {}, more.find((player) => player.id === userId)!.headers);
    }
    await monitorRooms(services());
    expect(await activeRoomSizes(t.server.db, other)).toEqual([4, 7]);
  });

  it('never removes a player whose wallet is empty: 0 balance means 0 chips (SPEC §1), and their chips are in play', async () => {
    const tournamentId = await insertStartedTournament(t);
    const players = await registeredPlayers(t, tournamentId, 6);
    await monitoring(tournamentId, admin, 'start');
    await withdrawAll(players[2].id);
    expect((await monitorRooms(services())).find((change) => change.tournamentId === tournamentId)).toBeUndefined();
    expect((await seatedIn(tournamentId)).has(players[2].id)).toBe(true);
    expect(await registrationState(t.server.db, tournamentId, players[2].id)).toBe('playing');
    expect(await activeRoomSizes(t.server.db, tournamentId)).toEqual([6]);
    await expectLedgerBalanced(t.server.db);
  });

  it('switches itself off once the tournament has ended', async () => {
    const tournamentId = await insertStartedTournament(t, { durationMinutes: 30 });
    await registeredPlayers(t, tournamentId, 2);
    await monitoring(tournamentId, admin, 'start');
    t.clock.advance(30 * 60);
    await monitorRooms(services());
    const { rows } = await t.server.db.query<{ active: boolean }>('SELECT active FROM room_monitoring WHERE tournament_id = $1', [tournamentId]);
    expect(rows[0].active).toBe(false);
  });
});

describe('a game in play when its room closes or loses a player', () => {
  const sockets = socketsClosedAfterEach();

  it('keeps a player whose wallet is empty at their table, with their chips, dealt in', async () => {
    const { tableId, tournamentId, players } = await startedTable(t, sockets, 3);
    await withdrawAll(players[2].id);
    await monitorTournament(services(), tournamentId);
    const record = (await findTable(t.server.db, tableId))!;
    expect(record.status).toBe('playing');
    expect(record.seats.find((seat) => seat.userId === players[2].id)).toMatchObject({ left: false, sittingOut: false, stack: 1000 });
  });

  it('never breaks a playing table nor moves its players into a playing room without their chips (the director does, stacks and all)', async () => {
    const { tableId, tournamentId, players } = await startedTable(t, sockets, 5);
    expect((await t.post(`/api/rooms/${tableId}/leave`, {}, players[4].headers)).status).toBe(200);
    const [host] = await registeredPlayers(t, tournamentId, 1);
    await t.request<RoomResponse>('POST', `/api/rooms/tournament/${tournamentId}`, { headers: host.headers });
    expect(await monitorTournament(services(), tournamentId)).toMatchObject({ moved: 0, disbanded: 0 });
    const record = (await findTable(t.server.db, tableId))!;
    expect(record.status).toBe('playing');
    // The player who left the room still has their stack in play, sitting out (blinded out until they come back).
    expect(record.seats.reduce((sum, seat) => sum + seat.stack, 0)).toBe(5 * 1000);
    expect(record.seats.find((seat) => seat.userId === players[4].id)).toMatchObject({ sittingOut: true, stack: 1000 });
    const seated = await seatedIn(tournamentId);
    expect(players.slice(0, 4).map((player) => seated.get(player.id))).toEqual([tableId, tableId, tableId, tableId]);
  });

  it('ends the games of a tournament that is cancelled', async () => {
    const { tableId, tournamentId } = await startedTable(t, sockets, 2);
    expect((await t.request('POST', `/api/admin/tournaments/${tournamentId}/cancel`, { headers: admin.headers })).status).toBe(200);
    expect((await findTable(t.server.db, tableId))!.status).toBe('finished');
  });
});
