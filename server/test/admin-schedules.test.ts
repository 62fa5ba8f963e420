import type { AdminTournament, ApiErrorResponse, Tournament, TournamentSchedule } from 'shared-events/contracts';
import { nextOccurrence, occurrence, occurrencesBetween } from 'shared-events/contracts';
import { materializeSchedules, scheduleInstancesJob } from '../src/tournaments/tournament-schedules';
import { connected, followLobby, recordEvents, settle } from './helpers/realtime-client';
import { createPlayer, type TestPlayer } from './helpers/rooms';
import { startTestApp, type TestApp } from './helpers/test-app';

/** POST /api/admin/schedules: the schedule and the instances it created at once. */
interface ScheduleCreated {
  schedule: TournamentSchedule;
  created: AdminTournament[];
}

interface ScheduleList {
  schedules: TournamentSchedule[];
}

const at = (iso: string) => new Date(iso);
const iso = (dates: Date[]) => dates.map((date) => date.toISOString());

describe('schedule occurrences (pure)', () => {
  it('repeats daily and weekly in UTC', () => {
    const first = at('2030-03-30T18:00:00Z');
    expect(iso([1, 2].map((n) => occurrence('daily', first, n)))).toEqual(['2030-03-31T18:00:00.000Z', '2030-04-01T18:00:00.000Z']);
    expect(occurrence('weekly', first, 3).toISOString()).toBe('2030-04-20T18:00:00.000Z');
  });

  it('clamps a monthly 31st to each month’s last day without drifting', () => {
    const first = at('2030-01-31T20:30:00Z');
    expect(iso([0, 1, 2, 3, 12, 13].map((n) => occurrence('monthly', first, n)))).toEqual([
      '2030-01-31T20:30:00.000Z',
      '2030-02-28T20:30:00.000Z',
      '2030-03-31T20:30:00.000Z',
      '2030-04-30T20:30:00.000Z',
      '2031-01-31T20:30:00.000Z',
      '2031-02-28T20:30:00.000Z',
    ]);
    expect(occurrence('monthly', at('2031-12-29T00:00:00Z'), 2).toISOString()).toBe('2032-02-29T00:00:00.000Z');
  });

  it('lists the starts within a window, and at least the next one', () => {
    const first = at('2030-01-01T10:00:00Z');
    expect(iso(occurrencesBetween('daily', first, at('2030-01-03T11:00:00Z'), at('2030-01-06T10:00:00Z')))).toEqual([
      '2030-01-04T10:00:00.000Z',
      '2030-01-05T10:00:00.000Z',
      '2030-01-06T10:00:00.000Z',
    ]);
    expect(iso(occurrencesBetween('monthly', first, at('2030-05-02T00:00:00Z'), at('2030-05-09T00:00:00Z')))).toEqual(['2030-06-01T10:00:00.000Z']);
    expect(occurrencesBetween('daily', first, first, at('2031-01-01T00:00:00Z'))).toHaveLength(62);
    expect(nextOccurrence('weekly', first, at('2030-01-08T10:00:00Z')).toISOString()).toBe('2030-01-08T10:00:00.000Z');
    expect(nextOccurrence('monthly', first, at('2029-01-01T00:00:00Z')).toISOString()).toBe('2030-01-01T10:00:00.000Z');
  });
});

describe('/api/admin/schedules', () => {
  let t: TestApp;
  let admin: TestPlayer;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await createPlayer(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  const template = { name: 'Daily Turbo', gameType: 'NLH', entryFee: '1.5', maxPlayers: 100, durationMinutes: 60 };
  const post = <Body = ScheduleCreated>(body: unknown) => t.request<Body>('POST', '/api/admin/schedules', { body, headers: admin.headers });
  const inHours = (hours: number) => new Date(t.clock.now().getTime() + hours * 3_600_000).toISOString();

  it('creates a schedule and its instances for the coming 7 days, announcing each', async () => {
    const player = await createPlayer(t);
    const socket = await connected(t.url, player.token);
    await followLobby(socket);
    const events = recordEvents(socket);

    const response = await post({ recurrence: 'daily', firstStartsAt: inHours(2), template });

    expect(response.status).toBe(201);
    expect(response.body.schedule).toMatchObject({
      recurrence: 'daily',
      firstStartsAt: inHours(2),
      active: true,
      nextStartsAt: inHours(2),
      template,
    });
    const starts = response.body.created.map((entry) => entry.startsAt);
    expect(starts).toEqual(Array.from({ length: 7 }, (_, day) => inHours(2 + 24 * day)));
    expect(response.body.created[0]).toMatchObject({ name: 'Daily Turbo', entryFee: '1.5', scheduleId: response.body.schedule.id });
    await settle(socket);
    expect(events.filter((event) => event.event === 'tournament:created')).toHaveLength(7);
    socket.disconnect();

    const listed = await t.get<Tournament[]>('/api/users/tournaments');
    expect(listed.body.filter((entry) => entry.scheduleId === response.body.schedule.id)).toHaveLength(7);
  });

  it('materializes idempotently, also when called concurrently, and follows the clock', async () => {
    const { body } = await post({ recurrence: 'weekly', firstStartsAt: inHours(1), template: { ...template, name: 'Weekly' } });
    const count = async () =>
      (await t.server.db.query<{ count: number }>('SELECT count(*)::int AS count FROM tournaments WHERE schedule_id = $1', [body.schedule.id]))
        .rows[0].count;
    expect(await count()).toBe(1);

    const again = await Promise.all(Array.from({ length: 4 }, () => materializeSchedules(t.server, t.clock.now())));
    expect(again.flat().filter((row) => row.schedule_id === body.schedule.id)).toHaveLength(0);
    expect(await count()).toBe(1);

    t.clock.advance(3 * 24 * 3600);
    const created = await materializeSchedules(t.server, t.clock.now());
    t.clock.advance(-3 * 24 * 3600);
    expect(created.filter((row) => row.schedule_id === body.schedule.id)).toHaveLength(1);
    expect(await count()).toBe(2);

    await scheduleInstancesJob(t.server)(new Date(t.clock.now().getTime() + 10 * 24 * 3_600_000));
    expect(await count()).toBe(3);
  });

  it('lists schedules and deactivates them; inactive ones create nothing', async () => {
    const { body } = await post({ recurrence: 'monthly', firstStartsAt: inHours(5), template: { ...template, name: 'Monthly' } });
    const list = await t.get<ScheduleList>('/api/admin/schedules', admin.headers);
    expect(list.body.schedules.map((schedule) => schedule.id)).toContain(body.schedule.id);

    const removed = await t.request('DELETE', `/api/admin/schedules/${body.schedule.id}`, { headers: admin.headers });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ message: 'Schedule deactivated', schedule: { active: false, nextStartsAt: null } });
    const twice = await t.request<ApiErrorResponse>('DELETE', `/api/admin/schedules/${body.schedule.id}`, { headers: admin.headers });
    expect([twice.status, twice.body.message]).toEqual([409, 'Schedule is already inactive.']);
    expect((await t.request('DELETE', '/api/admin/schedules/2000000000', { headers: admin.headers })).body).toEqual({
      code: 'SCHEDULE_NOT_FOUND',
      message: 'Schedule not found',
    });

    t.clock.advance(40 * 24 * 3600);
    const created = await materializeSchedules(t.server, t.clock.now());
    t.clock.advance(-40 * 24 * 3600);
    expect(created.filter((row) => row.schedule_id === body.schedule.id)).toHaveLength(0);
  });

  it('refuses bad schedules with 400 and creates nothing', async () => {
    const cases: [unknown, string][] = [
      [{ recurrence: 'hourly', firstStartsAt: inHours(1), template }, 'recurrence must be daily, weekly or monthly.'],
      [{ recurrence: 'daily', firstStartsAt: inHours(-1), template }, 'firstStartsAt must be a future date and time.'],
      [
        { recurrence: 'daily', firstStartsAt: 'tomorrow', template },
        'firstStartsAt must be an ISO 8601 date-time with a time zone, e.g. 2030-01-01T18:00:00Z.',
      ],
      [{ recurrence: 'daily', firstStartsAt: inHours(1), template: { ...template, startsAt: inHours(1) } }, 'Unknown field: startsAt.'],
      [{ recurrence: 'daily', firstStartsAt: inHours(1), template: { ...template, minPlayers: 200 } }, 'minPlayers cannot be above maxPlayers.'],
      [{ recurrence: 'daily', firstStartsAt: inHours(1) }, 'template is required.'],
    ];
    const before = (await t.get<ScheduleList>('/api/admin/schedules', admin.headers)).body.schedules.length;
    for (const [body, message] of cases) {
      const response = await post<ApiErrorResponse>(body);
      expect([response.status, response.body.message]).toEqual([400, message]);
    }
    expect((await t.get<ScheduleList>('/api/admin/schedules', admin.headers)).body.schedules).toHaveLength(before);
  });
});
