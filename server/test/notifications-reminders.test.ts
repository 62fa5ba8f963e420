import type { NotificationPayload } from 'shared-events/contracts';
import type { Socket } from 'socket.io-client';
import { tournamentRemindersJob } from '../src/tournaments/tournament-reminders.job';
import { connected, eventsNamed, recordEvents, settle, socketsClosedAfterEach, type ReceivedEvent } from './helpers/realtime-client';
import { createPlayer, leaveForGood, registerPlayer, type TestPlayer } from './helpers/rooms';
import { startTestApp, type TestApp } from './helpers/test-app';
import { insertTournament } from './helpers/tournaments';

let t: TestApp;
const sockets = socketsClosedAfterEach();
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const HOUR = 3600;

interface Listener {
  player: TestPlayer;
  socket: Socket;
  events: ReceivedEvent[];
}

async function listeningPlayer(): Promise<Listener> {
  const player = await createPlayer(t, { balanceMicros: 0n });
  const socket = await connected(t.url, player.token);
  sockets.push(socket);
  return { player, socket, events: recordEvents(socket) };
}

async function runReminders(listeners: Listener[]) {
  await t.server.scheduler.runNow('tournament-reminders');
  for (const listener of listeners) await settle(listener.socket);
}

async function storedReminders(userId: number, tournamentId: number) {
  const { rows } = await t.server.db.query<{
    dedup_key: string;
    type: string;
    title: string;
    body: string;
    data: NotificationPayload['data'];
    is_sent: boolean;
  }>(
    `SELECT dedup_key, type, title, body, data, is_sent FROM notifications
      WHERE user_id = $1 AND data->>'tournamentId' = $2 ORDER BY id`,
    [userId, String(tournamentId)],
  );
  return rows;
}

/** The reminder types `event` carried for the tournament, in order (a notification carries them in its data). */
const reminderTypes = (events: ReceivedEvent[], event: 'notification' | 'tournament:notification' | 'tournament:reminder', tournamentId: number) =>
  events.flatMap((entry) => {
    if (entry.event !== event) return [];
    if (entry.event === 'notification') return entry.payload.data?.tournamentId === tournamentId ? [entry.payload.data.reminderType] : [];
    if (entry.event === 'tournament:notification' || entry.event === 'tournament:reminder') {
      return entry.payload.tournamentId === tournamentId ? [entry.payload.type] : [];
    }
    return [];
  });

describe('tournament reminders', () => {
  it('reach each registered player once per lead time, stored and live, as the clock reaches 1 day, 1 hour, 15 minutes and the start', async () => {
    const startsAt = new Date(t.clock.now().getTime() + 48 * HOUR * 1000);
    const id = await insertTournament(t.server.db, { name: 'Sunday Major', startsAt });
    const alice = await listeningPlayer();
    const bob = await listeningPlayer();
    const outsider = await listeningPlayer();
    await registerPlayer(t, id, alice.player.id);
    await registerPlayer(t, id, bob.player.id);
    const everyone = [alice, bob, outsider];

    await runReminders(everyone); // two days ahead: nothing yet
    expect(await storedReminders(alice.player.id, id)).toEqual([]);

    const steps: Array<[number, string]> = [
      [24 * HOUR, '1day'],
      [23 * HOUR, '1hour'],
      [45 * 60, '15min'],
      [15 * 60, 'start'],
    ];
    for (const [advanceSeconds, type] of steps) {
      t.clock.advance(advanceSeconds);
      await runReminders(everyone);
      await runReminders(everyone); // again: nothing new
      expect(reminderTypes(alice.events, 'tournament:notification', id).at(-1)).toBe(type);
    }

    for (const { player, events } of [alice, bob]) {
      const stored = await storedReminders(player.id, id);
      expect(stored.map((row) => row.dedup_key)).toEqual([
        `reminder:${id}:1day`,
        `reminder:${id}:1hour`,
        `reminder:${id}:15min`,
        `reminder:${id}:start`,
      ]);
      expect(reminderTypes(events, 'notification', id)).toEqual(['1day', '1hour', '15min', 'start']);
      expect(reminderTypes(events, 'tournament:notification', id)).toEqual(['1day', '1hour', '15min', 'start']);
      expect(reminderTypes(events, 'tournament:reminder', id)).toEqual(['1day', '1hour', '15min', 'start']);
    }
    expect(reminderTypes(outsider.events, 'notification', id)).toEqual([]);
    expect(reminderTypes(outsider.events, 'tournament:notification', id)).toEqual([]);

    const hourRow = (await storedReminders(alice.player.id, id))[1];
    expect(hourRow).toEqual({
      dedup_key: `reminder:${id}:1hour`,
      type: 'tournament_reminder',
      title: 'Tournament reminder',
      body: 'Sunday Major starts in 1 hour.',
      data: { tournamentId: id, reminderType: '1hour', tournamentName: 'Sunday Major' },
      is_sent: true,
    });
    const live = alice.events.find((entry) => entry.event === 'tournament:notification' && entry.payload.type === '1hour');
    expect(live!.payload).toEqual({
      tournamentId: id,
      tournamentName: 'Sunday Major',
      timeLabel: '1 hour',
      message: 'Sunday Major starts in 1 hour.',
      type: '1hour',
    });
    const notification = eventsNamed(alice.events, 'notification').find((entry) => entry.payload.data?.reminderType === 'start');
    expect(notification!.payload).toMatchObject({ type: 'tournament_reminder', title: 'Tournament starting', readAt: null, isSent: true });
    expect(notification!.payload.sendAt).toBe(t.clock.now().toISOString());
  });

  it('sends a late registrant only the most relevant reminder, and no start reminder to who registers after the start', async () => {
    const id = await insertTournament(t.server.db, { startsAt: new Date(t.clock.now().getTime() + 10 * 60 * 1000) });
    const early = await listeningPlayer();
    const late = await listeningPlayer();
    await registerPlayer(t, id, early.player.id); // 10 minutes before the start
    await runReminders([early]);
    expect(reminderTypes(early.events, 'tournament:notification', id)).toEqual(['15min']);

    t.clock.advance(10 * 60 + 30);
    await registerPlayer(t, id, late.player.id); // late registration, after the start
    await runReminders([early, late]);
    expect(reminderTypes(early.events, 'tournament:notification', id)).toEqual(['15min', 'start']);
    expect(reminderTypes(late.events, 'tournament:notification', id)).toEqual([]);
    expect(await storedReminders(late.player.id, id)).toEqual([]);
  });

  it('never sends two reminders of the same tournament minutes apart to a player who registered late', async () => {
    const id = await insertTournament(t.server.db, { name: 'Quarter Turbo', startsAt: new Date(t.clock.now().getTime() + 17 * 60 * 1000) });
    const player = await listeningPlayer();
    await registerPlayer(t, id, player.player.id); // 17 minutes before: the 1-hour mark has passed, the 15-minute one is near
    await runReminders([player]);
    expect(reminderTypes(player.events, 'notification', id)).toEqual([]);

    t.clock.advance(2 * 60);
    await runReminders([player]);
    await runReminders([player]);
    expect(reminderTypes(player.events, 'notification', id)).toEqual(['15min']);
    expect(reminderTypes(player.events, 'tournament:notification', id)).toEqual(['15min']);
    expect((await storedReminders(player.player.id, id)).map((row) => row.body)).toEqual(['Quarter Turbo starts in 15 minutes.']);
  });

  it('skips players who left, and cancelled or deleted tournaments', async () => {
    const startsAt = new Date(t.clock.now().getTime() + 30 * 60 * 1000);
    const open = await insertTournament(t.server.db, { startsAt });
    const cancelled = await insertTournament(t.server.db, { startsAt, status: 'cancelled' });
    const deleted = await insertTournament(t.server.db, { startsAt });
    const stays = await listeningPlayer();
    const leaves = await listeningPlayer();
    for (const id of [open, cancelled, deleted]) await registerPlayer(t, id, stays.player.id);
    await registerPlayer(t, open, leaves.player.id);
    await leaveForGood(t.server.db, open, leaves.player.id);
    await t.server.db.query('UPDATE tournaments SET deleted_at = $2 WHERE id = $1', [deleted, t.clock.now()]);

    await runReminders([stays, leaves]);
    expect(reminderTypes(stays.events, 'tournament:notification', open)).toEqual(['1hour']);
    const reminder = stays.events.find((entry) => entry.event === 'tournament:notification' && entry.payload.tournamentId === open);
    expect(reminder!.payload).toMatchObject({ timeLabel: '30 minutes', message: expect.stringMatching(/ starts in 30 minutes\.$/) });
    expect(reminderTypes(stays.events, 'tournament:notification', cancelled)).toEqual([]);
    expect(reminderTypes(stays.events, 'tournament:notification', deleted)).toEqual([]);
    expect(await storedReminders(leaves.player.id, open)).toEqual([]);
  });

  it('concurrent runs (as from two processes) store and send each reminder once per player', async () => {
    const id = await insertTournament(t.server.db, { startsAt: new Date(t.clock.now().getTime() + 50 * 60 * 1000) });
    const listeners = await Promise.all(Array.from({ length: 5 }, () => listeningPlayer()));
    for (const listener of listeners) await registerPlayer(t, id, listener.player.id);
    const job = tournamentRemindersJob({ db: t.server.db, realtime: t.server.realtime, now: t.clock.now });
    await Promise.all(Array.from({ length: 4 }, () => job(t.clock.now())));
    for (const listener of listeners) {
      await settle(listener.socket);
      expect((await storedReminders(listener.player.id, id)).map((row) => row.dedup_key)).toEqual([`reminder:${id}:1hour`]);
      expect(reminderTypes(listener.events, 'notification', id)).toEqual(['1hour']);
      expect(reminderTypes(listener.events, 'tournament:notification', id)).toEqual(['1hour']);
    }
  });
});
