import type { TournamentSubscriptionAck } from 'shared-events/contracts';
import { MAX_SUBSCRIPTIONS_PER_SOCKET, SUBSCRIPTION_EVENTS_PER_WINDOW } from '../src/realtime/tournament-subscriptions';
import { connected, connectOutcome, emitWithAck, openSocket, recordEvents, settle, socketsClosedAfterEach } from './helpers/realtime-client';
import { createPlayer } from './helpers/rooms';
import { startTestApp, type TestApp } from './helpers/test-app';
import { insertTournament } from './helpers/tournaments';

let t: TestApp;
const sockets = socketsClosedAfterEach();
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function playerSocket() {
  const player = await createPlayer(t, { balanceMicros: 0n });
  const socket = await connected(t.url, player.token);
  sockets.push(socket);
  return { player, socket, events: recordEvents(socket) };
}

const newTournament = () => insertTournament(t.server.db, { startsAt: new Date(t.clock.now().getTime() + 3600_000) });
const roomsUpdate = (tournamentId: number) => ({ tournamentId, rooms: [], totalRegisteredPlayers: 0, totalRooms: 0 });

describe('tournament:subscribe / tournament:unsubscribe', () => {
  it('delivers a tournament’s events only to sockets that subscribed to it, until they unsubscribe', async () => {
    const [follower, stranger] = [await playerSocket(), await playerSocket()];
    const followed = await newTournament();
    const other = await newTournament();

    expect(await emitWithAck(follower.socket, 'tournament:subscribe', followed)).toEqual({ ok: true, tournamentId: followed });
    expect(await emitWithAck(follower.socket, 'tournament:subscribe', followed)).toEqual({ ok: true, tournamentId: followed }); // idempotent
    t.server.realtime.toTournament(followed, 'tournament:roomsUpdate', roomsUpdate(followed));
    t.server.realtime.toTournament(other, 'tournament:roomsUpdate', roomsUpdate(other));
    await settle(follower.socket);
    await settle(stranger.socket);
    expect(follower.events).toEqual([{ event: 'tournament:roomsUpdate', payload: roomsUpdate(followed) }]);
    expect(stranger.events).toEqual([]);

    expect(await emitWithAck(follower.socket, 'tournament:unsubscribe', followed)).toEqual({ ok: true, tournamentId: followed });
    t.server.realtime.toTournament(followed, 'roomsUpdate', roomsUpdate(followed));
    await settle(follower.socket);
    expect(follower.events).toHaveLength(1);
  });

  it('refuses unknown and deleted tournaments', async () => {
    const { socket, events } = await playerSocket();
    const deleted = await newTournament();
    await t.server.db.query('UPDATE tournaments SET deleted_at = $2 WHERE id = $1', [deleted, t.clock.now()]);
    for (const id of [2_147_483_000, deleted]) {
      expect(await emitWithAck(socket, 'tournament:subscribe', id)).toEqual({ ok: false, message: 'Tournament not found' });
      t.server.realtime.toTournament(id, 'roomsUpdate', roomsUpdate(id));
    }
    await settle(socket);
    expect(events).toEqual([]);
  });

  it.each([['7'], [-1], [0], [1.5], [null], [{ id: 1 }], [[1]], [2_147_483_648], [Number.NaN]])('refuses the id %p', async (id) => {
    const { socket } = await playerSocket();
    expect(await emitWithAck(socket, 'tournament:subscribe', id)).toEqual({ ok: false, message: 'tournamentId must be a positive whole number.' });
    expect(await emitWithAck(socket, 'tournament:unsubscribe', id)).toEqual({ ok: false, message: 'tournamentId must be a positive whole number.' });
  });

  it('survives events without an ack or arguments, and ignores client events it does not accept', async () => {
    const { socket } = await playerSocket();
    const watcher = await playerSocket();
    const id = await newTournament();
    await emitWithAck(watcher.socket, 'tournament:subscribe', id);
    socket.emit('tournament:subscribe');
    socket.emit('tournament:subscribe', id);
    socket.emit('tournament:unsubscribe', 'x', 'not a function');
    socket.emit('tournament:roomsUpdate', roomsUpdate(id));
    socket.emit('join', `tournament:${id}`);
    socket.emit('tournament:statusUpdate', { tournamentId: id, status: 'completed' });
    await settle(socket);
    await settle(watcher.socket);
    expect(socket.connected).toBe(true);
    expect(watcher.events).toEqual([]);
  });

  it(`caps a socket at ${MAX_SUBSCRIPTIONS_PER_SOCKET} tournaments`, async () => {
    const { socket } = await playerSocket();
    const ids: number[] = [];
    for (let index = 0; index <= MAX_SUBSCRIPTIONS_PER_SOCKET; index += 1) ids.push(await newTournament());
    for (const id of ids.slice(0, MAX_SUBSCRIPTIONS_PER_SOCKET))
      expect(await emitWithAck(socket, 'tournament:subscribe', id)).toMatchObject({ ok: true });
    const last = ids[MAX_SUBSCRIPTIONS_PER_SOCKET];
    expect(await emitWithAck(socket, 'tournament:subscribe', last)).toEqual({
      ok: false,
      message: 'At most 20 tournaments can be followed at once.',
    });
    expect(await emitWithAck(socket, 'tournament:unsubscribe', ids[0])).toMatchObject({ ok: true });
    expect(await emitWithAck(socket, 'tournament:subscribe', last)).toEqual({ ok: true, tournamentId: last });
  });

  it(`refuses more than ${SUBSCRIPTION_EVENTS_PER_WINDOW} subscription events in a short window`, async () => {
    const { socket } = await playerSocket();
    const id = await newTournament();
    const answers = await Promise.all(
      Array.from({ length: SUBSCRIPTION_EVENTS_PER_WINDOW + 3 }, () => emitWithAck<TournamentSubscriptionAck>(socket, 'tournament:subscribe', id)),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(SUBSCRIPTION_EVENTS_PER_WINDOW);
    expect(answers.filter((answer) => !answer.ok)).toEqual(
      Array(3).fill({ ok: false, message: 'Too many subscription requests; try again shortly.' }),
    );
  });

  it('re-checks the token: a socket whose session was revoked is refused and disconnected', async () => {
    const { player, socket, events } = await playerSocket();
    const id = await newTournament();
    await t.server.db.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [player.id]);
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));
    expect(await emitWithAck(socket, 'tournament:subscribe', id)).toEqual({ ok: false, message: 'Authentication required' });
    expect(await disconnected).toBe('io server disconnect');
    t.server.realtime.toTournament(id, 'roomsUpdate', roomsUpdate(id));
    expect(events).toEqual([]);
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
