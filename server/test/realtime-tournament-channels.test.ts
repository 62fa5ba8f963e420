import {
  TOURNAMENTS_CHANNEL,
  tournamentChannel,
  type ChannelFrame,
  type ChannelSnapshot,
  type RoomResponse,
  type RoomsUpdatePayload,
  type SubscribeAck,
  type TournamentChannelState,
} from 'shared-events/contracts';
import { nextChannelSeq } from '../src/realtime/channels';
import { MAX_CHANNELS_PER_SOCKET, SUBSCRIBE_RATE_LIMIT } from '../src/realtime/gateway-channels';
import { connected, connectOutcome, emitWithAck, openSocket, recordEvents, settle, socketsClosedAfterEach } from './helpers/realtime-client';
import { framesArrived, recordFrames, subscribe } from './helpers/realtime-gateway';
import { bearer, createPlayer, insertStartedTournament, registeredPlayers } from './helpers/rooms';
import { startTestApp, type TestApp } from './helpers/test-app';
import { insertTournament } from './helpers/tournaments';

let t: TestApp;
const sockets = socketsClosedAfterEach();
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function playerSocket(balanceMicros = 0n) {
  const player = await createPlayer(t, { balanceMicros });
  const socket = await connected(t.url, player.token);
  sockets.push(socket);
  return { player, socket, events: recordEvents(socket), frames: recordFrames(socket) };
}

const newTournament = () => insertTournament(t.server.db, { startsAt: new Date(t.clock.now().getTime() + 3600_000) });
const roomsUpdate = (tournamentId: number): RoomsUpdatePayload => ({ tournamentId, rooms: [], totalRegisteredPlayers: 0, totalRooms: 0 });
const publishRooms = (tournamentId: number) =>
  t.server.realtime.publish(tournamentChannel(tournamentId), ['tournament:roomsUpdate', 'roomsUpdate'], roomsUpdate(tournamentId));
const snapshotOf = <State>(channel: string, token: string) =>
  t.get<ChannelSnapshot<State>>(`/api/realtime/snapshot?channel=${encodeURIComponent(channel)}`, bearer(token));
const unsubscribe = (socket: Parameters<typeof subscribe>[0], channel: string) => emitWithAck<SubscribeAck>(socket, 'rt:unsubscribe', channel);

describe('tournament:{id} channels', () => {
  it('answers a subscribe with the current seq, and the snapshot at that seq holds the rooms the frames carried', async () => {
    const tournamentId = await insertStartedTournament(t);
    const [host] = await registeredPlayers(t, tournamentId, 1);
    const channel = tournamentChannel(tournamentId);
    expect(await subscribe((await playerSocket()).socket, channel)).toEqual({ ok: true, channel, seq: 0 });

    const roomId = (await t.request<RoomResponse>('POST', `/api/rooms/tournament/${tournamentId}`, { headers: host.headers })).body.room.id;
    const follower = await playerSocket();
    expect(await subscribe(follower.socket, channel)).toEqual({ ok: true, channel, seq: 2 });
    const snapshot = await snapshotOf<TournamentChannelState>(channel, follower.player.token);
    const rooms = await t.get<RoomsUpdatePayload>(`/api/rooms/tournament/${tournamentId}`, host.headers);
    expect(snapshot).toMatchObject({ status: 200, body: { channel, seq: 2, state: rooms.body } });
    expect(snapshot.body.state).toMatchObject({ tournamentId, totalRooms: 1, rooms: [{ id: roomId, roomMembers: [host.id] }] });
  });

  it('delivers a tournament’s frames in seq order only to sockets that follow it, until they unsubscribe', async () => {
    const [follower, stranger] = [await playerSocket(), await playerSocket()];
    const followed = await newTournament();
    const other = await newTournament();
    const channel = tournamentChannel(followed);

    expect(await subscribe(follower.socket, channel)).toEqual({ ok: true, channel, seq: 0 });
    expect(await subscribe(follower.socket, channel)).toEqual({ ok: true, channel, seq: 0 }); // idempotent
    await publishRooms(followed);
    await publishRooms(other);
    await publishRooms(followed);
    await settle(follower.socket);
    await settle(stranger.socket);
    expect(follower.frames).toEqual(
      [1, 2, 3, 4].map((seq) => ({ channel, seq, event: seq % 2 ? 'tournament:roomsUpdate' : 'roomsUpdate', data: roomsUpdate(followed) })),
    );
    expect(follower.events).toEqual(
      [1, 2].flatMap(() => ['tournament:roomsUpdate', 'roomsUpdate'].map((event) => ({ event, payload: roomsUpdate(followed) }))),
    );
    expect(stranger.frames).toEqual([]);

    expect(await unsubscribe(follower.socket, channel)).toEqual({ ok: true, channel, seq: 4 });
    await publishRooms(followed);
    await settle(follower.socket);
    expect(follower.frames).toHaveLength(4);
  });

  it('numbers frames published at once without a gap or a repeat, one publish after the other', async () => {
    const { socket, frames } = await playerSocket();
    const tournamentId = await newTournament();
    await subscribe(socket, tournamentChannel(tournamentId));
    await Promise.all(Array.from({ length: 10 }, () => publishRooms(tournamentId)));
    await framesArrived(socket, frames, 20);
    expect(frames.map((frame) => frame.seq)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect(frames.map((frame) => frame.event)).toEqual(Array(10).fill(['tournament:roomsUpdate', 'roomsUpdate']).flat());
  });

  it('a frame that never arrived leaves a gap: the snapshot asked for it holds what was missed, at the latest seq', async () => {
    const tournamentId = await insertStartedTournament(t);
    const [host] = await registeredPlayers(t, tournamentId, 1);
    const { player, socket } = await playerSocket();
    const channel = tournamentChannel(tournamentId);
    const answer = await subscribe(socket, channel);
    if (!answer.ok) throw new Error(answer.code);
    // The client's rule (shared-events channel-feed.ts): the next seq is applied, one ahead of it asks the snapshot.
    const seen: string[] = [];
    let applied = answer.seq;
    let resync: Promise<void> | undefined;
    socket.on('rt:frame', (frame: ChannelFrame) => {
      if (frame.channel !== channel || frame.seq <= applied) return;
      if (frame.seq === applied + 1 && !resync) {
        applied = frame.seq;
        seen.push(`${frame.seq} ${frame.event}`);
        return;
      }
      resync ??= snapshotOf<TournamentChannelState>(channel, player.token).then(({ body }) => {
        applied = body.seq;
        seen.push(`snapshot ${body.seq}: ${body.state.totalRooms} rooms`);
      });
    });

    await publishRooms(tournamentId);
    // A frame numbered and lost on the way (a process that died between its commit and its send).
    await t.server.db.transaction((tx) => nextChannelSeq(tx, channel));
    await t.request('POST', `/api/rooms/tournament/${tournamentId}`, { headers: host.headers });
    await until(() => seen.length === 3);
    expect(seen).toEqual(['1 tournament:roomsUpdate', '2 roomsUpdate', 'snapshot 5: 1 rooms']);
  });

  it('refuses unknown and deleted tournaments with “Tournament not found”, on the socket and over HTTP', async () => {
    const { player, socket, frames } = await playerSocket();
    const deleted = await newTournament();
    await t.server.db.query('UPDATE tournaments SET deleted_at = $2 WHERE id = $1', [deleted, t.clock.now()]);
    for (const id of [2_147_483_000, deleted]) {
      const channel = tournamentChannel(id);
      expect(await subscribe(socket, channel)).toEqual({ ok: false, channel, code: 'TOURNAMENT_NOT_FOUND', message: 'Tournament not found' });
      expect(await snapshotOf(channel, player.token)).toMatchObject({ status: 404, body: { message: 'Tournament not found' } });
      await publishRooms(id);
    }
    await settle(socket);
    expect(frames).toEqual([]);
  });

  it.each([
    ['tournament:0'],
    ['tournament:-1'],
    ['tournament:1.5'],
    ['tournament:07'],
    ['tournament:2147483648'],
    ['tournament:x'],
    ['tournaments:1'],
    [7],
    [null],
  ])('refuses the channel %p', async (channel) => {
    const { socket } = await playerSocket();
    const refused = {
      ok: false,
      channel: typeof channel === 'string' ? channel : '',
      code: 'INVALID_CHANNEL',
      message: 'This channel does not exist.',
    };
    expect(await subscribe(socket, channel as string)).toEqual(refused);
    expect(await unsubscribe(socket, channel as string)).toEqual(refused);
  });

  it('survives subscribes without an ack or arguments, and ignores client events it does not accept', async () => {
    const { socket, frames } = await playerSocket();
    const watcher = await playerSocket();
    const id = await newTournament();
    await subscribe(watcher.socket, tournamentChannel(id));
    socket.emit('rt:subscribe');
    socket.emit('rt:unsubscribe', 'x', 'not a function');
    // The events of the old subscription, the frames' own names and a room name: none has a handler.
    socket.emit('tournament:subscribe', id);
    socket.emit('tournament:roomsUpdate', roomsUpdate(id));
    socket.emit('rt:frame', { channel: tournamentChannel(id), seq: 1, event: 'roomsUpdate', data: roomsUpdate(id) });
    socket.emit('join', tournamentChannel(id));
    socket.emit('tournament:statusUpdate', { tournamentId: id, status: 'completed' });
    await settle(socket);
    await settle(watcher.socket);
    expect(socket.connected).toBe(true);
    expect(watcher.frames).toEqual([]);

    await publishRooms(id);
    await framesArrived(watcher.socket, watcher.frames, 2);
    await settle(socket);
    expect(frames).toEqual([]);
  });

  it(`caps a socket at ${MAX_CHANNELS_PER_SOCKET} channels, tournaments and the lobby’s included`, async () => {
    const { socket } = await playerSocket();
    const ids: number[] = [];
    for (let index = 0; index < MAX_CHANNELS_PER_SOCKET; index += 1) ids.push(await newTournament());
    expect(await subscribe(socket, TOURNAMENTS_CHANNEL)).toMatchObject({ ok: true });
    for (const id of ids.slice(1)) expect(await subscribe(socket, tournamentChannel(id))).toMatchObject({ ok: true });
    const last = tournamentChannel(ids[0]);
    expect(await subscribe(socket, last)).toEqual({
      ok: false,
      channel: last,
      code: 'TOO_MANY_CHANNELS',
      message: 'Too many channels followed at once.',
    });
    expect(await unsubscribe(socket, tournamentChannel(ids[1]))).toMatchObject({ ok: true });
    expect(await subscribe(socket, last)).toEqual({ ok: true, channel: last, seq: 0 });
  });

  it(`refuses more than ${SUBSCRIBE_RATE_LIMIT.burst} subscription events at once`, async () => {
    const { socket } = await playerSocket();
    const channel = tournamentChannel(await newTournament());
    const answers = await Promise.all(Array.from({ length: SUBSCRIBE_RATE_LIMIT.burst + 3 }, () => subscribe(socket, channel)));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(SUBSCRIBE_RATE_LIMIT.burst);
    expect(answers.filter((answer) => !answer.ok)).toEqual(
      Array(3).fill({ ok: false, channel, code: 'RATE_LIMITED', message: 'Too many requests; slow down.' }),
    );
  });

  it('re-checks the token: a socket whose session was revoked is refused and disconnected', async () => {
    const { player, socket, frames } = await playerSocket();
    const id = await newTournament();
    await t.server.db.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [player.id]);
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    expect(await subscribe(socket, tournamentChannel(id))).toMatchObject({
      ok: false,
      code: 'AUTHENTICATION_REQUIRED',
      message: 'Authentication required',
    });
    expect(await closed).toBe('io server disconnect');
    await publishRooms(id);
    expect(frames).toEqual([]);
  });
});

describe('the lobby’s channel (tournaments)', () => {
  it('answers its snapshot with the list as GET /api/users/tournaments answers the subscriber, at the subscribe’s seq', async () => {
    const tournamentId = await insertStartedTournament(t);
    const [player] = await registeredPlayers(t, tournamentId, 1);
    const socket = await connected(t.url, player.token);
    sockets.push(socket);
    const answer = await subscribe(socket, TOURNAMENTS_CHANNEL);
    if (!answer.ok) throw new Error(answer.code);
    const snapshot = await snapshotOf<{ tournaments: { id: number; isRegistered: boolean }[] }>(TOURNAMENTS_CHANNEL, player.token);
    const list = await t.get<unknown[]>('/api/users/tournaments', player.headers);
    expect(snapshot).toMatchObject({ status: 200, body: { channel: TOURNAMENTS_CHANNEL, seq: answer.seq, state: { tournaments: list.body } } });
    expect(snapshot.body.state.tournaments.find((entry) => entry.id === tournamentId)).toMatchObject({ isRegistered: true });
  });

  it('carries creations, registrations and status changes to every follower in seq order, until it unsubscribes', async () => {
    const admin = await createPlayer(t, { role: 'admin' });
    const [follower, other] = [await playerSocket(100_000_000n), await playerSocket()];
    const first = await subscribe(follower.socket, TOURNAMENTS_CHANNEL);
    await subscribe(other.socket, TOURNAMENTS_CHANNEL);
    if (!first.ok) throw new Error(first.code);

    const startsAt = new Date(t.clock.now().getTime() + 3600_000).toISOString();
    const created = await t.request<{ id: number }>('POST', '/api/admin/tournaments', {
      body: { name: 'Channel Cup', gameType: 'NLH', entryFee: '0', startsAt, maxPlayers: 10, startingStack: 50 },
      headers: admin.headers,
    });
    const id = created.body.id;
    await t.post(`/api/users/tournaments/${id}/register`, {}, follower.player.headers);
    await t.request('POST', `/api/admin/tournaments/${id}/cancel`, { headers: admin.headers });
    await settle(follower.socket);

    expect(follower.frames.map(({ channel, seq, event }) => ({ channel, seq, event }))).toEqual(
      ['tournament:created', 'tournament:registrationUpdate', 'tournament:statusUpdate'].map((event, index) => ({
        channel: TOURNAMENTS_CHANNEL,
        seq: first.seq + 1 + index,
        event,
      })),
    );
    expect(follower.events.map(({ payload }) => payload)).toMatchObject([
      { tournamentId: id, name: 'Channel Cup', startsAt },
      { tournamentId: id, players: 1, action: 'registered' },
      { tournamentId: id, status: 'cancelled' },
    ]);
    await framesArrived(other.socket, other.frames, 3);
    expect(other.frames).toEqual(follower.frames);

    await unsubscribe(follower.socket, TOURNAMENTS_CHANNEL);
    await t.request('POST', '/api/admin/tournaments', {
      body: { name: 'Later Cup', gameType: 'NLH', entryFee: '0', startsAt, maxPlayers: 10 },
      headers: admin.headers,
    });
    await framesArrived(other.socket, other.frames, 4);
    await settle(follower.socket);
    expect(follower.frames).toHaveLength(3);
  });
});

describe('socket handshake', () => {
  it('rejects a forged, an expired and a revoked token, and accepts a valid one', async () => {
    const player = await createPlayer(t);
    const outcomeFor = async (token?: string) => {
      const socket = openSocket(t.url, token);
      sockets.push(socket);
      return connectOutcome(socket);
    };
    expect(await outcomeFor(player.token)).toBe('connected');
    expect(await outcomeFor()).toBe('Authentication required');
    const [header, payload] = player.token.split('.');
    expect(await outcomeFor(`${header}.${payload}.${'A'.repeat(43)}`)).toBe('Authentication required');

    t.clock.advance(7 * 24 * 3600 + 1);
    expect(await outcomeFor(player.token)).toBe('Authentication required');
    const fresh = await createPlayer(t);
    expect(await outcomeFor(fresh.token)).toBe('connected');
    await t.server.db.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [fresh.id]);
    expect(await outcomeFor(fresh.token)).toBe('Authentication required');
  });
});

/** Waits for a condition the server makes true soon (frames and snapshots arriving). */
async function until(condition: () => boolean, timeoutMs = 5_000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
