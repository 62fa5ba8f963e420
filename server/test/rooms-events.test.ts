import { tournamentChannel, type ChannelFrame, type RoomResponse, type RoomsUpdatePayload } from 'shared-events/contracts';
import type { Socket } from 'socket.io-client';
import { monitorRooms } from '../src/rooms/room-monitor';
import { connected } from './helpers/realtime-client';
import { subscribe } from './helpers/realtime-gateway';
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

type RoomsFrame = ChannelFrame<RoomsUpdatePayload>;

/** A player's socket, following the channel of `subscribeTo` when given, with the frames it receives. */
async function open(player: TestPlayer, subscribeTo?: number): Promise<{ socket: Socket; received: RoomsFrame[] }> {
  const socket = await connected(t.url, player.token);
  sockets.push(socket);
  const received: RoomsFrame[] = [];
  socket.on('rt:frame', (frame: RoomsFrame) => isTournamentFrame(frame) && received.push(frame));
  if (subscribeTo !== undefined) expect(await subscribe(socket, tournamentChannel(subscribeTo))).toMatchObject({ ok: true });
  return { socket, received };
}

// Every socket is in its user's room too, where the game's private frames go.
const isTournamentFrame = (frame: ChannelFrame) => frame.channel.startsWith('tournament:');

/** Resolves with the next two tournament frames the socket receives (one update: both event names). */
const nextUpdate = (socket: Socket) =>
  new Promise<RoomsFrame[]>((resolve) => {
    const frames: RoomsFrame[] = [];
    const take = (frame: RoomsFrame) => {
      if (!isTournamentFrame(frame)) return;
      frames.push(frame);
      if (frames.length < 2) return;
      socket.off('rt:frame', take);
      resolve(frames);
    };
    socket.on('rt:frame', take);
  });

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

  let lastSeq = 0;
  const expectUpdate = async (action: () => Promise<unknown>, check: (payload: RoomsUpdatePayload) => void) => {
    const update = nextUpdate(watcher.socket);
    await action();
    const [namespaced, plain] = await update;
    expect([namespaced.event, plain.event]).toEqual(['tournament:roomsUpdate', 'roomsUpdate']);
    expect([namespaced.channel, plain.channel]).toEqual([tournamentChannel(tournamentId), tournamentChannel(tournamentId)]);
    // One seq per frame, in order, with no gap: the client applies them without asking a snapshot.
    expect([namespaced.seq, plain.seq]).toEqual([lastSeq + 1, lastSeq + 2]);
    lastSeq = plain.seq;
    expect(plain.data).toEqual(namespaced.data);
    expect(namespaced.data).toMatchObject({ tournamentId, totalRegisteredPlayers: expect.any(Number) });
    expect(namespaced.data.totalRooms).toBe(namespaced.data.rooms.length);
    check(namespaced.data);
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
