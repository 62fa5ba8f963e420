import type {
  AdminAuditPage,
  ApiErrorResponse,
  CreateScheduleResponse,
  ScheduleChangeResponse,
  ScheduleResumeResponse,
  TournamentSchedule,
} from 'shared-events/contracts';
import { SCHEDULE_HORIZON_MS, scheduleInstancesJob } from '../src/tournaments/tournament-schedules';
import { createPlayer, type TestPlayer } from './helpers/rooms';
import { startTestApp, type TestApp } from './helpers/test-app';

/** POST /api/admin/schedules/:id/pause and /resume (issue #26 item 3). */
let t: TestApp;
let admin: TestPlayer;

beforeAll(async () => {
  t = await startTestApp();
  admin = await createPlayer(t, { role: 'admin' });
});
afterAll(() => t.close());

const DAY_S = 24 * 3600;
const template = { name: 'Nightly Turbo', gameType: 'NLH', entryFee: '2', maxPlayers: 50, durationMinutes: 60 };
const adminRequest = <Body>(method: string, path: string, body?: unknown) =>
  t.request<Body & ApiErrorResponse>(method, path, { body, headers: admin.headers });
const inHours = (hours: number) => new Date(t.clock.now().getTime() + hours * 3_600_000).toISOString();

async function dailySchedule(name: string): Promise<TournamentSchedule> {
  const created = await adminRequest<CreateScheduleResponse>('POST', '/api/admin/schedules', {
    recurrence: 'daily',
    firstStartsAt: inHours(2),
    template: { ...template, name },
  });
  expect(created.status).toBe(201);
  return created.body.schedule;
}

/** The starts of the schedule's tournaments, in order. */
async function instances(scheduleId: number): Promise<string[]> {
  const { rows } = await t.server.db.query<{ starts_at: Date }>('SELECT starts_at FROM tournaments WHERE schedule_id = $1 ORDER BY starts_at', [
    scheduleId,
  ]);
  return rows.map((row) => row.starts_at.toISOString());
}

const scheduleRow = async (id: number) =>
  (await t.server.db.query<{ active: boolean; paused_at: Date | null }>('SELECT active, paused_at FROM tournament_schedules WHERE id = $1', [id]))
    .rows[0];
const auditCount = async () => (await t.server.db.query<{ count: number }>('SELECT count(*)::int AS count FROM admin_audit')).rows[0].count;

describe('pausing and resuming a recurring schedule', () => {
  it('pauses: the instances job creates nothing more, those already created stay; the audit log has the change', async () => {
    const schedule = await dailySchedule('Paused Nightly');
    const before = await instances(schedule.id);
    expect(before).toHaveLength(7);

    const paused = await adminRequest<ScheduleChangeResponse>('POST', `/api/admin/schedules/${schedule.id}/pause`);
    expect(paused.status).toBe(200);
    expect(paused.body).toEqual({
      message: 'Schedule paused',
      schedule: { ...schedule, state: 'paused', active: false, pausedAt: t.clock.now().toISOString(), nextStartsAt: null },
    });
    const { entries } = (await adminRequest<AdminAuditPage>('GET', '/api/admin/audit?action=schedule.pause&pageSize=1')).body;
    expect(entries[0]).toMatchObject({
      action: 'schedule.pause',
      targetType: 'schedule',
      targetId: String(schedule.id),
      actor: { id: admin.id },
      before: { state: 'active', pausedAt: null },
      after: { state: 'paused', pausedAt: t.clock.now().toISOString() },
    });

    // The job runs on days later: the paused schedule's coming week stays as it was.
    await scheduleInstancesJob(t.server)(new Date(t.clock.now().getTime() + 4 * DAY_S * 1000));
    expect(await instances(schedule.id)).toEqual(before);
    const listed = await adminRequest<{ schedules: TournamentSchedule[] }>('GET', '/api/admin/schedules');
    expect(listed.body.schedules.find((entry) => entry.id === schedule.id)).toMatchObject({ state: 'paused', active: false });
  });

  it('resumes: creates the instances due from now on, never one in the past, and the job goes on creating them', async () => {
    const schedule = await dailySchedule('Resumed Nightly');
    const created = await instances(schedule.id);
    expect((await adminRequest('POST', `/api/admin/schedules/${schedule.id}/pause`)).status).toBe(200);

    // Ten days later: the week created before the pause has passed, and the starts missed meanwhile are not made up for.
    t.clock.advance(10 * DAY_S);
    admin = await createPlayer(t, { role: 'admin' });
    const resumedAt = t.clock.now().getTime();
    const resumed = await adminRequest<ScheduleResumeResponse>('POST', `/api/admin/schedules/${schedule.id}/resume`);
    expect(resumed.status).toBe(200);
    expect(resumed.body.message).toBe('Schedule resumed');
    expect(resumed.body.schedule).toMatchObject({ state: 'active', active: true, pausedAt: null });
    expect(new Date(resumed.body.schedule.nextStartsAt!).getTime()).toBeGreaterThan(resumedAt);
    const starts = resumed.body.created.map((tournament) => tournament.startsAt);
    expect(starts).toHaveLength(7);
    expect(starts.every((start) => new Date(start).getTime() > resumedAt)).toBe(true);
    expect(starts.every((start) => new Date(start).getTime() <= resumedAt + SCHEDULE_HORIZON_MS)).toBe(true);
    expect(await instances(schedule.id)).toEqual([...created, ...starts]);

    const { entries } = (await adminRequest<AdminAuditPage>('GET', '/api/admin/audit?action=schedule.resume&pageSize=1')).body;
    expect(entries[0]).toMatchObject({ targetId: String(schedule.id), before: { state: 'paused' }, after: { state: 'active', pausedAt: null } });

    await scheduleInstancesJob(t.server)(new Date(resumedAt + DAY_S * 1000));
    expect(await instances(schedule.id)).toHaveLength(created.length + 8);
  });

  it('refuses pausing a paused or deleted schedule and resuming an active or deleted one with 409, changing nothing', async () => {
    const active = await dailySchedule('Refusals Active');
    const paused = await dailySchedule('Refusals Paused');
    expect((await adminRequest('POST', `/api/admin/schedules/${paused.id}/pause`)).status).toBe(200);
    const deleted = await dailySchedule('Refusals Deleted');
    expect((await adminRequest('POST', `/api/admin/schedules/${deleted.id}/pause`)).status).toBe(200);
    const removed = await adminRequest<ScheduleChangeResponse>('DELETE', `/api/admin/schedules/${deleted.id}`);
    expect(removed.body.schedule).toMatchObject({ state: 'deleted', active: false, nextStartsAt: null });

    const cases: [string, number, number, string, string][] = [
      ['pause', paused.id, 409, 'SCHEDULE_ALREADY_PAUSED', 'Schedule is already paused.'],
      ['pause', deleted.id, 409, 'SCHEDULE_DELETED', 'A deleted schedule cannot be paused or resumed.'],
      ['resume', active.id, 409, 'SCHEDULE_NOT_PAUSED', 'Schedule is not paused: it is already creating its tournaments.'],
      ['resume', deleted.id, 409, 'SCHEDULE_DELETED', 'A deleted schedule cannot be paused or resumed.'],
      ['pause', 2_000_000_000, 404, 'SCHEDULE_NOT_FOUND', 'Schedule not found'],
      ['resume', 9_999_999_999, 404, 'SCHEDULE_NOT_FOUND', 'Schedule not found'],
    ];
    const rowsBefore = await Promise.all([active.id, paused.id, deleted.id].map(scheduleRow));
    const instancesBefore = await Promise.all([active.id, paused.id, deleted.id].map(instances));
    const audited = await auditCount();
    for (const [action, id, status, code, message] of cases) {
      const response = await adminRequest('POST', `/api/admin/schedules/${id}/${action}`);
      expect([action, id, response.status, response.body]).toEqual([action, id, status, { code, message }]);
    }
    expect(await Promise.all([active.id, paused.id, deleted.id].map(scheduleRow))).toEqual(rowsBefore);
    expect(await Promise.all([active.id, paused.id, deleted.id].map(instances))).toEqual(instancesBefore);
    expect(await auditCount()).toBe(audited);
  });
});
