import type { RoomResponse, RoomsUpdatePayload } from 'shared-events/contracts';
import { io as connect, type Socket } from 'socket.io-client';
import { monitorRooms } from '../src/rooms/room-monitor';
import { createPlayer, insertStartedTournament, makeAdmin, registeredPlayers, type TestPlayer } from './helpers/rooms';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await startTestApp({ smtp: true });
});
afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
  await t.close();
});

async function open(player: TestPlayer, subscribeTo?: number): Promise<{ socket: Socket; received: [string, RoomsUpdatePayload][] }> {
  const socket = connect(t.url, { transports: ['websocket'], auth: { token: player.token }, reconnection: false, forceNew: true });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const received: [string, RoomsUpdatePayload][] = [];
  socket.on('tournament:roomsUpdate', (payload) => received.push(['tournament:roomsUpdate', payload]));
  socket.on('roomsUpdate', (payload) => received.push(['roomsUpdate', payload]));
  // The subscribe event belongs to the realtime module; here the server side joins the socket directly.
  if (subscribeTo !== undefined) t.server.io.in(socket.id!).socketsJoin(`tournament:${subscribeTo}`);
  return { socket, received };
}

/** Resolves with the next roomsUpdate pair (both event names) the socket receives. */
const nextUpdate = (socket: Socket) =>
  Promise.all([
    new Promise<RoomsUpdatePayload>((resolve) => socket.once('tournament:roomsUpdate', resolve)),
    new Promise<RoomsUpdatePayload>((resolve) => socket.once('roomsUpdate', resolve)),
  ]);

/** Events to one socket arrive in order: once a later marker arrived, anything sent before it has too. */
async function drained(player: TestPlayer, socket: Socket): Promise<void> {
  const marker = new Promise((resolve) => socket.once('session:revoked', resolve));
  t.server.realtime.toUser(player.id, 'session:revoked', { reason: 'password-changed' });
  await marker;
}

it('sends tournament:roomsUpdate and roomsUpdate on every rooms change, to that tournament’s subscribers only', async () => {
  const tournamentId = await insertStartedTournament(t);
  const otherTournamentId = await insertStartedTournament(t);
  const [host, guest, third] = await registeredPlayers(t, tournamentId, 3);
  const admin = await createPlayer(t);
  await makeAdmin(t.server.db, admin.id);
  const watcher = await open(host, tournamentId);
  const bystander = await open(guest);
  const elsewhere = await open(third, otherTournamentId);

  const expectUpdate = async (action: () => Promise<unknown>, check: (payload: RoomsUpdatePayload) => void) => {
    const update = nextUpdate(watcher.socket);
    await action();
    const [namespaced, plain] = await update;
    expect(plain).toEqual(namespaced);
    expect(namespaced).toMatchObject({ tournamentId, totalRegisteredPlayers: expect.any(Number) });
    expect(namespaced.totalRooms).toBe(namespaced.rooms.length);
    check(namespaced);
  };

  let roomId = 0;
  await expectUpdate(
    async () => {
      roomId = (await t.request<RoomResponse>('POST', `/api/rooms/tournament/${tournamentId}`, { headers: host.headers })).body.room.id;
    },
    (payload) => expect(payload).toMatchObject({ totalRegisteredPlayers: 3, totalRooms: 1, rooms: [{ id: roomId, roomMembers: [host.id] }] }),
  );
  await expectUpdate(
    () => t.post(`/api/rooms/${roomId}/join`, {}, guest.headers),
    (payload) => expect(payload.rooms[0].roomMembers).toEqual([host.id, guest.id]),
  );
  await expectUpdate(
    () => t.request('PUT', `/api/rooms/${roomId}/state`, { body: { roomState: 'playing' }, headers: host.headers }),
    (payload) => expect(payload.rooms[0].roomState).toBe('playing'),
  );
  await expectUpdate(
    () => t.post(`/api/rooms/${roomId}/leave`, {}, guest.headers),
    (payload) => expect(payload.rooms[0].roomMembers).toEqual([host.id]),
  );
  await expectUpdate(
    () => t.request('POST', `/api/rooms/tournament/${tournamentId}/trigger-creation`, { headers: third.headers }),
    (payload) => expect(payload.rooms.map((room) => room.roomMembers)).toEqual([[host.id], [third.id]]),
  );
  await registeredPlayers(t, tournamentId, 1);
  await expectUpdate(
    () => t.request('POST', `/api/rooms/tournament/${tournamentId}/start-monitoring`, { headers: admin.headers }),
    (payload) => expect(payload.totalRegisteredPlayers).toBe(4),
  );
  await registeredPlayers(t, tournamentId, 1);
  await expectUpdate(
    () => monitorRooms(t.server.services),
    (payload) => expect(payload.rooms[1].roomMembers).toHaveLength(3),
  );
  await expectUpdate(
    () => t.request('POST', `/api/rooms/tournament/${tournamentId}/leave`, { headers: third.headers }),
    (payload) => expect(payload.totalRegisteredPlayers).toBe(4),
  );

  await drained(guest, bystander.socket);
  await drained(third, elsewhere.socket);
  expect(bystander.received).toEqual([]);
  expect(elsewhere.received).toEqual([]);
  expect(watcher.received).toHaveLength(16);
});

it('sends nothing for a request that changed nothing (an idempotent join)', async () => {
  const tournamentId = await insertStartedTournament(t);
  const [host] = await registeredPlayers(t, tournamentId, 1);
  const roomId = (await t.request<RoomResponse>('POST', `/api/rooms/tournament/${tournamentId}`, { headers: host.headers })).body.room.id;
  const watcher = await open(host, tournamentId);
  expect((await t.post(`/api/rooms/${roomId}/join`, {}, host.headers)).status).toBe(200);
  await drained(host, watcher.socket);
  expect(watcher.received).toEqual([]);
});
