import type { Socket } from 'socket.io-client';
import { tournamentStatusJob } from '../src/tournaments/tournament-status.job';
import {
  connected,
  followLobby,
  type ReceivedEvent,
  type ReceivedEventOf,
  recordEvents,
  settle,
  socketsClosedAfterEach,
} from './helpers/realtime-client';
import { createPlayer } from './helpers/rooms';
import { startTestApp, type TestApp } from './helpers/test-app';
import { insertTournament } from './helpers/tournaments';

let t: TestApp;
const sockets = socketsClosedAfterEach();
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const minutes = (count: number) => count * 60;
const STATUS_EVENTS = ['tournament:statusUpdate', 'tournament:started', 'tournament:ended'] as const;
const isStatusEvent = (entry: ReceivedEvent): entry is ReceivedEventOf<(typeof STATUS_EVENTS)[number]> =>
  (STATUS_EVENTS as readonly string[]).includes(entry.event);

async function listener(): Promise<{ socket: Socket; events: ReceivedEvent[] }> {
  const player = await createPlayer(t);
  const socket = await connected(t.url, player.token);
  sockets.push(socket);
  await followLobby(socket);
  return { socket, events: recordEvents(socket) };
}

async function runStatusJob(socket: Socket) {
  await t.server.scheduler.runNow('tournament-status');
  await settle(socket);
}

const statusEventsFor = (events: ReceivedEvent[], tournamentId: number) =>
  events
    .filter(isStatusEvent)
    .filter((entry) => entry.payload.tournamentId === tournamentId)
    .map((entry) => `${entry.event} ${entry.payload.previousStatus}→${entry.payload.status}`);

const storedStatus = async (id: number) =>
  (await t.server.db.query<{ status: string }>('SELECT status FROM tournaments WHERE id = $1', [id])).rows[0].status;

describe('tournament status job', () => {
  it('moves registering → late reg → running → completed with the clock, emitting each change once to every socket', async () => {
    const first = await listener();
    const second = await listener();
    const startsAt = new Date(t.clock.now().getTime() + minutes(30) * 1000);
    const id = await insertTournament(t.server.db, { name: 'Clockwork Cup', startsAt, lateRegMinutes: 15, durationMinutes: 120 });

    await runStatusJob(first.socket);
    expect(await storedStatus(id)).toBe('registering');
    expect(statusEventsFor(first.events, id)).toEqual([]);

    t.clock.advance(minutes(30));
    await runStatusJob(first.socket);
    await runStatusJob(first.socket); // a second run changes nothing and emits nothing
    expect(await storedStatus(id)).toBe('late reg');
    expect(statusEventsFor(first.events, id)).toEqual(['tournament:statusUpdate registering→late reg', 'tournament:started registering→late reg']);

    t.clock.advance(minutes(15));
    await runStatusJob(first.socket);
    expect(await storedStatus(id)).toBe('running');

    t.clock.advance(minutes(105) - 1);
    await runStatusJob(first.socket);
    expect(await storedStatus(id)).toBe('running');
    t.clock.advance(1);
    await runStatusJob(first.socket);
    await runStatusJob(first.socket);
    expect(await storedStatus(id)).toBe('completed');

    const expected = [
      'tournament:statusUpdate registering→late reg',
      'tournament:started registering→late reg',
      'tournament:statusUpdate late reg→running',
      'tournament:statusUpdate running→completed',
      'tournament:ended running→completed',
    ];
    expect(statusEventsFor(first.events, id)).toEqual(expected);
    await settle(second.socket);
    expect(statusEventsFor(second.events, id)).toEqual(expected);

    const update = first.events.find((entry) => entry.event === 'tournament:statusUpdate' && entry.payload.status === 'running');
    expect(update!.payload).toEqual({
      tournamentId: id,
      name: 'Clockwork Cup',
      status: 'running',
      previousStatus: 'late reg',
      dynamicStatus: 'running',
    });
    const ended = first.events.find((entry) => entry.event === 'tournament:ended' && entry.payload.tournamentId === id);
    expect(ended!.payload).toMatchObject({ status: 'completed', dynamicStatus: 'finished' });
  });

  it('emits started and ended when a tournament passed its whole life while no job ran', async () => {
    const { socket, events } = await listener();
    const id = await insertTournament(t.server.db, { startsAt: new Date(t.clock.now().getTime() + 1000), durationMinutes: 60 });
    t.clock.advance(minutes(61));
    await runStatusJob(socket);
    expect(statusEventsFor(events, id)).toEqual([
      'tournament:statusUpdate registering→completed',
      'tournament:started registering→completed',
      'tournament:ended registering→completed',
    ]);
  });

  it('two runs at the same moment (two processes) change and announce a tournament once', async () => {
    const { socket, events } = await listener();
    const id = await insertTournament(t.server.db, { startsAt: new Date(t.clock.now().getTime() + 1000) });
    t.clock.advance(2);
    const job = tournamentStatusJob({ db: t.server.db, realtime: t.server.realtime });
    await Promise.all([job(t.clock.now()), job(t.clock.now()), job(t.clock.now())]);
    await settle(socket);
    expect(statusEventsFor(events, id)).toEqual(['tournament:statusUpdate registering→late reg', 'tournament:started registering→late reg']);
  });

  it('leaves cancelled and deleted tournaments alone', async () => {
    const { socket, events } = await listener();
    const startsAt = new Date(t.clock.now().getTime() + 1000);
    const cancelled = await insertTournament(t.server.db, { startsAt, status: 'cancelled' });
    const deleted = await insertTournament(t.server.db, { startsAt });
    await t.server.db.query('UPDATE tournaments SET deleted_at = $2 WHERE id = $1', [deleted, t.clock.now()]);
    t.clock.advance(minutes(20));
    await runStatusJob(socket);
    expect(await storedStatus(cancelled)).toBe('cancelled');
    expect(await storedStatus(deleted)).toBe('registering');
    expect(statusEventsFor(events, cancelled)).toEqual([]);
    expect(statusEventsFor(events, deleted)).toEqual([]);
  });

  it('moves a tournament back to registering when its start was put off (no started event)', async () => {
    const { socket, events } = await listener();
    const id = await insertTournament(t.server.db, { startsAt: new Date(t.clock.now().getTime() - 1000), status: 'late reg' });
    await t.server.db.query("UPDATE tournaments SET starts_at = starts_at + interval '1 day' WHERE id = $1", [id]);
    await runStatusJob(socket);
    expect(statusEventsFor(events, id)).toEqual(['tournament:statusUpdate late reg→registering']);
  });
});
