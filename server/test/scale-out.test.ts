import type { Server } from 'socket.io';
import type { Socket } from 'socket.io-client';
import { TOURNAMENTS_CHANNEL, tournamentChannel } from 'shared-events/contracts';
import {
  connected,
  emitWithAck,
  eventsNamed,
  followLobby,
  recordEvents,
  socketsClosedAfterEach,
  tournamentIdOf,
  waitForEvents,
  type ReceivedEvent,
} from './helpers/realtime-client';
import { insertSignedInUser, processPairPerFile, type ProcessPair, type ServerProcess } from './helpers/scale-out';
import { insertTournament } from './helpers/tournaments';
import { insertRegistration } from '../src/tournaments/registrations.repository';

/**
 * Two server processes on one PostgreSQL schema and one Redis: events cross processes, and timed jobs
 * run by both at once still reach each player once. Needs DATABASE_URL and Redis (present in CI).
 */
const filePair = processPairPerFile('scale-out tests');
let pair: ProcessPair | undefined;
const sockets = socketsClosedAfterEach();
beforeAll(() => (pair = filePair()));

interface Player {
  id: number;
  socket: Socket;
  events: ReceivedEvent[];
}

async function connectedPlayer(process: ServerProcess): Promise<Player> {
  const { id, token } = await insertSignedInUser(process, pair!.clock);
  const socket = await connected(process.url, token);
  sockets.push(socket);
  await followLobby(socket);
  return { id, socket, events: recordEvents(socket) };
}

/**
 * Waits until every socket has seen a marker broadcast by each process after the work: Redis delivers one
 * publisher's messages in order, so everything either process emitted before has arrived by then.
 */
async function settleAcrossProcesses(players: Player[]) {
  const marker = `marker-${Math.random()}`;
  for (const { server } of [pair!.a, pair!.b]) (server.io as Server).emit('test:marker', marker);
  for (const player of players) {
    const started = Date.now();
    while (player.events.filter((entry) => entry.event === 'test:marker' && entry.payload === marker).length < 2) {
      if (Date.now() - started > 5_000) throw new Error('markers did not arrive');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

const skipped = () => !pair;

// PGlite is single-process: these tests belong to the PostgreSQL run.
if (!process.env.DATABASE_URL) console.log('scale-out tests skipped: DATABASE_URL is not set (this run uses PGlite, which is single-process)');
const describeOnPostgres = process.env.DATABASE_URL ? describe : describe.skip;

describeOnPostgres('two server processes with the Redis adapter', () => {
  it('deliver a lobby frame, a toUser event and a tournament frame published by process A to a client of process B', async () => {
    if (skipped()) return;
    const { a, b } = pair!;
    const onB = await connectedPlayer(b);
    const otherOnB = await connectedPlayer(b);
    const tournamentId = await insertTournament(a.server.db, { startsAt: new Date(pair!.clock.now().getTime() + 3600_000) });
    const channel = tournamentChannel(tournamentId);
    expect(await emitWithAck(onB.socket, 'rt:subscribe', channel)).toEqual({ ok: true, channel, seq: 0 });

    await a.server.realtime.publish(TOURNAMENTS_CHANNEL, 'tournament:created', { tournamentId });
    a.server.realtime.toUser(onB.id, 'notification', {
      id: 1,
      type: 'info',
      title: 'Hi',
      body: '',
      sendAt: '2030-01-01T00:00:00.000Z',
      readAt: null,
      isSent: true,
      data: null,
    });
    const roomsUpdate = { tournamentId, rooms: [], totalRegisteredPlayers: 0, totalRooms: 0 };
    await a.server.realtime.publish(channel, 'roomsUpdate', roomsUpdate);

    expect((await waitForEvents(onB.events, 'tournament:created'))[0].payload).toEqual({ tournamentId });
    expect((await waitForEvents(onB.events, 'notification'))[0].payload).toMatchObject({ title: 'Hi' });
    expect((await waitForEvents(onB.events, 'roomsUpdate'))[0].payload).toEqual(roomsUpdate);
    await settleAcrossProcesses([onB, otherOnB]);
    expect(otherOnB.events.map((entry) => entry.event)).toEqual(['tournament:created', 'test:marker', 'test:marker']);
  });

  it('running the reminder job in both processes at once sends each player one reminder per lead time', async () => {
    if (skipped()) return;
    const { a, b, clock } = pair!;
    const players = await Promise.all(Array.from({ length: 8 }, (_, index) => connectedPlayer(index % 2 ? a : b)));
    const tournamentId = await insertTournament(a.server.db, { name: 'Twin Cup', startsAt: new Date(clock.now().getTime() + 61 * 60_000) });
    for (const player of players) {
      await insertRegistration(a.server.db, { tournamentId, userId: player.id, entryFeeMicros: 0n, registeredAt: clock.now() });
    }

    for (const advanceSeconds of [60, 45 * 60, 15 * 60]) {
      clock.advance(advanceSeconds);
      await Promise.all([a.server.scheduler.runNow('tournament-reminders'), b.server.scheduler.runNow('tournament-reminders')]);
      await Promise.all([a.server.scheduler.runNow('tournament-reminders'), b.server.scheduler.runNow('tournament-reminders')]);
    }
    await settleAcrossProcesses(players);

    const expected = ['1hour', '15min', 'start'];
    for (const player of players) {
      const { rows } = await b.server.db.query<{ dedup_key: string }>('SELECT dedup_key FROM notifications WHERE user_id = $1 ORDER BY id', [
        player.id,
      ]);
      expect(rows.map((row) => row.dedup_key)).toEqual(expected.map((type) => `reminder:${tournamentId}:${type}`));
      expect(eventsNamed(player.events, 'notification').map((entry) => entry.payload.data?.reminderType)).toEqual(expected);
      expect(eventsNamed(player.events, 'tournament:notification').map((entry) => entry.payload.type)).toEqual(expected);
    }
  });

  it('running the status job in both processes at once announces each change once to clients of both', async () => {
    if (skipped()) return;
    const { a, b, clock } = pair!;
    const players = [await connectedPlayer(a), await connectedPlayer(b)];
    const tournamentId = await insertTournament(a.server.db, { startsAt: new Date(clock.now().getTime() + 1000) });
    clock.advance(2);
    await Promise.all([a.server.scheduler.runNow('tournament-status'), b.server.scheduler.runNow('tournament-status')]);
    await settleAcrossProcesses(players);
    for (const player of players) {
      const mine = player.events.filter((entry) => tournamentIdOf(entry) === tournamentId).map((entry) => entry.event);
      expect(mine).toEqual(['tournament:statusUpdate', 'tournament:started']);
    }
  });

  it('a user cut off in one process (password change) loses the sockets held by the other', async () => {
    if (skipped()) return;
    const { a, b } = pair!;
    const onB = await connectedPlayer(b);
    const bystander = await connectedPlayer(b);
    const disconnected = new Promise((resolve) => onB.socket.once('disconnect', resolve));
    a.server.realtime.disconnectUser(onB.id);
    expect(await disconnected).toBe('io server disconnect');
    await settleAcrossProcesses([bystander]);
    expect(bystander.socket.connected).toBe(true);
  });

  it('number the frames both publish on one channel at once from one sequence: no seq twice, none skipped', async () => {
    if (skipped()) return;
    const { a, b } = pair!;
    const follower = await connectedPlayer(b);
    const tournamentId = await insertTournament(a.server.db, { startsAt: new Date(pair!.clock.now().getTime() + 3600_000) });
    const channel = tournamentChannel(tournamentId);
    expect(await emitWithAck(follower.socket, 'rt:subscribe', channel)).toEqual({ ok: true, channel, seq: 0 });
    const frames: { seq: number; process: string }[] = [];
    follower.socket.on('rt:frame', (frame: { channel: string; seq: number; data: { process: string } }) => {
      if (frame.channel === channel) frames.push({ seq: frame.seq, process: frame.data.process });
    });

    const publishes = (process: typeof a, name: string) =>
      Array.from({ length: 10 }, () => process.server.realtime.publish(channel, 'tournament:created', { tournamentId, process: name }));
    await Promise.all([...publishes(a, 'a'), ...publishes(b, 'b')]);
    await settleAcrossProcesses([follower]);
    expect(frames.map((frame) => frame.seq).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect(frames.filter((frame) => frame.process === 'a')).toHaveLength(10);
    // One publisher's frames reach a client in the order that publisher numbered them.
    for (const name of ['a', 'b']) {
      const seqs = frames.filter((frame) => frame.process === name).map((frame) => frame.seq);
      expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
    }
  });

  it('stopping one process closes only its own clients; the other keeps serving and receiving', async () => {
    if (skipped()) return;
    const { a, b } = pair!;
    const onA = await connectedPlayer(a);
    const onB = await connectedPlayer(b);
    const closedOnA = new Promise((resolve) => onA.socket.once('disconnect', resolve));
    await a.stop();
    await closedOnA;
    await b.server.realtime.publish(TOURNAMENTS_CHANNEL, 'tournament:created', { tournamentId: 1 });
    await waitForEvents(onB.events, 'tournament:created');
    expect(onB.socket.connected).toBe(true);
  });
});
