import type { AdminAuditEntry, AdminAuditPage, ApiErrorResponse, CancelTournamentResponse, TournamentSchedule } from 'shared-events/contracts';
import { updateTournament } from '../src/tournaments/tournament-lifecycle';
import { expectLedgerBalanced } from './helpers/ledger';
import { createPlayer, registerPlayer, type TestPlayer } from './helpers/rooms';
import { registerWithCode, startTestApp, type TestApp, type TestResponse } from './helpers/test-app';
import { createTournament, registerPath, usdt } from './helpers/tournament-api';

/** Every admin write leaves one row of the append-only audit log, in the transaction of its change; a refused one, none. */
let t: TestApp;
let admin: TestPlayer;
let otherAdmin: TestPlayer;

beforeAll(async () => {
  t = await startTestApp({ smtp: true });
  admin = await createPlayer(t, { role: 'admin' });
  otherAdmin = await createPlayer(t, { role: 'admin' });
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t.server.db));

const adminRequest = <Body = unknown>(method: string, path: string, body?: unknown, as = admin) =>
  t.request<Body & ApiErrorResponse>(method, path, { body, headers: as.headers });
const auditPage = (query = '') => adminRequest<AdminAuditPage>('GET', `/api/admin/audit${query}`);
const auditCount = async () => (await t.server.db.query<{ count: number }>('SELECT count(*)::int AS count FROM admin_audit')).rows[0].count;
const inMinutes = (minutes: number) => new Date(t.clock.now().getTime() + minutes * 60_000).toISOString();
const template = { name: 'Audited Daily', gameType: 'NLH', entryFee: 1, maxPlayers: 20, startingStack: 1 };

/** Runs one admin write: it must succeed with `status` and leave exactly one audit row, which is returned. */
async function oneEntry<Body>(status: number, write: () => Promise<TestResponse<Body>>): Promise<{ body: Body; entry: AdminAuditEntry }> {
  const before = await auditCount();
  const response = await write();
  expect(response.status).toBe(status);
  expect(await auditCount()).toBe(before + 1);
  const { entries } = (await auditPage('?pageSize=1')).body;
  expect(entries[0]).toMatchObject({ at: t.clock.now().toISOString(), actor: { id: admin.id, username: admin.username } });
  expect(entries[0].ip).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  return { body: response.body, entry: entries[0] };
}

describe('the audit log of admin writes', () => {
  it('records each tournament write once, with the tournament before and after', async () => {
    const created = await oneEntry(201, () =>
      adminRequest<{ id: number }>('POST', '/api/admin/tournaments', { ...template, startsAt: inMinutes(60) }),
    );
    const id = created.body.id;
    expect(created.entry).toMatchObject({ action: 'tournament.create', targetType: 'tournament', targetId: String(id), before: null });
    expect(created.entry.after).toMatchObject({ id, name: 'Audited Daily', status: 'registering', deletedAt: null });

    for (const method of ['PATCH', 'PUT']) {
      const { entry } = await oneEntry(200, () => adminRequest(method, `/api/admin/tournaments/${id}`, { name: method }));
      expect(entry).toMatchObject({ action: 'tournament.update', targetId: String(id), after: { id, name: method } });
      expect(entry.before).toMatchObject({ id, name: method === 'PATCH' ? 'Audited Daily' : 'PATCH' });
    }

    const player = await createPlayer(t, { balanceMicros: usdt(10) });
    expect((await t.request('POST', registerPath(id), { headers: player.headers, body: {} })).status).toBe(200);
    const cancelled = await oneEntry(200, () => adminRequest<CancelTournamentResponse>('POST', `/api/admin/tournaments/${id}/cancel`));
    expect(cancelled.entry).toMatchObject({
      action: 'tournament.cancel',
      targetId: String(id),
      before: { id, status: 'registering', players: 1, pool: 1 },
      after: { refundedRegistrations: 1, refundedAmount: 1, tournament: { id, status: 'cancelled', pool: 0 } },
    });

    const deleted = await oneEntry(200, () => adminRequest('DELETE', `/api/admin/tournaments/${id}`));
    expect(deleted.entry).toMatchObject({
      action: 'tournament.delete',
      before: { id, status: 'cancelled', deletedAt: null },
      after: { refundedRegistrations: 0, refundedAmount: 0, tournament: { id, deletedAt: t.clock.now().toISOString() } },
    });
  });

  it('records the results of a tournament with its places and prizes', async () => {
    const id = await createTournament(t, { startsInMinutes: -130, durationMinutes: 120, entryFeeMicros: usdt(3) });
    const players = [await createPlayer(t), await createPlayer(t)];
    for (const player of players) await registerPlayer(t, id, player.id, { entryFeeMicros: usdt(3) });
    const { entry } = await oneEntry(201, () =>
      adminRequest('POST', `/api/admin/tournaments/${id}/results`, { places: [players[1].id, players[0].id] }),
    );
    expect(entry).toMatchObject({
      action: 'tournament.results',
      targetType: 'tournament',
      targetId: String(id),
      before: { id, status: 'completed', pool: 6 },
      after: {
        tournament: { id, status: 'completed' },
        places: [
          { place: 1, userId: players[1].id, prize: 6 },
          { place: 2, userId: players[0].id, prize: 0 },
        ],
      },
    });
  });

  it('records a schedule created and deactivated', async () => {
    const created = await oneEntry(201, () =>
      adminRequest<{ schedule: TournamentSchedule }>('POST', '/api/admin/schedules', { recurrence: 'daily', firstStartsAt: inMinutes(30), template }),
    );
    const { schedule } = created.body;
    expect(created.entry).toEqual(expect.objectContaining({ action: 'schedule.create', targetType: 'schedule', targetId: String(schedule.id) }));
    expect(created.entry).toMatchObject({ before: null, after: schedule });

    const deactivated = await oneEntry(200, () => adminRequest('DELETE', `/api/admin/schedules/${schedule.id}`));
    expect(deactivated.entry).toMatchObject({
      action: 'schedule.deactivate',
      before: { id: schedule.id, active: true },
      after: { id: schedule.id, active: false, nextStartsAt: null },
    });
  });

  it('records an e-mail verified by an admin, without the code', async () => {
    for (const withCode of [false, true]) {
      const { registration, code } = await registerWithCode(t);
      const email = registration.email.toLowerCase();
      const { entry } = await oneEntry(200, () => adminRequest('POST', '/api/admin/verify-email', withCode ? { email, code } : { email }));
      const { rows } = await t.server.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
      expect(entry).toMatchObject({
        action: 'user.verifyEmail',
        targetType: 'user',
        targetId: String(rows[0].id),
        before: { userId: rows[0].id, email, emailVerifiedAt: null, withCode },
        after: { userId: rows[0].id, email, emailVerifiedAt: t.clock.now().toISOString(), withCode },
      });
      expect(JSON.stringify(entry)).not.toContain(code);
    }
  });

  it('records the rooms’ monitoring started and stopped by an admin, and nothing for a player’s refused try', async () => {
    const id = await createTournament(t, { startsInMinutes: 30 });
    const started = await oneEntry(200, () => adminRequest('POST', `/api/rooms/tournament/${id}/start-monitoring`));
    expect(started.entry).toMatchObject({
      action: 'tournament.startMonitoring',
      targetType: 'tournament',
      targetId: String(id),
      before: { tournamentId: id, monitoring: false },
      after: { tournamentId: id, monitoring: true },
    });
    const stopped = await oneEntry(200, () => adminRequest('POST', `/api/rooms/tournament/${id}/stop-monitoring`));
    expect(stopped.entry).toMatchObject({ action: 'tournament.stopMonitoring', before: { monitoring: true }, after: { monitoring: false } });
    const player = await createPlayer(t);
    const before = await auditCount();
    expect((await t.request('POST', `/api/rooms/tournament/${id}/start-monitoring`, { headers: player.headers })).status).toBe(403);
    expect((await adminRequest('POST', '/api/rooms/tournament/2000000000/stop-monitoring')).status).toBe(404);
    expect(await auditCount()).toBe(before);
  });

  it('records nothing for a refused write', async () => {
    const finished = await createTournament(t, { startsInMinutes: -300 });
    const cancelled = await createTournament(t, { status: 'cancelled' });
    const upcoming = await createTournament(t, { startsInMinutes: 30 });
    const schedule = (
      await adminRequest<{ schedule: TournamentSchedule }>('POST', '/api/admin/schedules', {
        recurrence: 'weekly',
        firstStartsAt: inMinutes(30),
        template,
      })
    ).body.schedule;
    await adminRequest('DELETE', `/api/admin/schedules/${schedule.id}`);
    const { registration, code } = await registerWithCode(t);
    const before = await auditCount();
    const refusals: [string, string, unknown, number][] = [
      ['POST', `/api/admin/tournaments/${finished}/cancel`, undefined, 409],
      ['POST', '/api/admin/tournaments/2000000000/cancel', undefined, 404],
      ['POST', `/api/admin/tournaments/${cancelled}/cancel`, undefined, 409],
      ['DELETE', '/api/admin/tournaments/2000000000', undefined, 404],
      ['PATCH', `/api/admin/tournaments/${cancelled}`, { name: 'x' }, 409],
      ['PATCH', `/api/admin/tournaments/${upcoming}`, { maxPlayers: 1 }, 400],
      ['PUT', `/api/admin/tournaments/${finished}`, { name: 'x' }, 409],
      ['POST', '/api/admin/tournaments', { ...template, startsAt: inMinutes(-1) }, 400],
      ['POST', `/api/admin/tournaments/${upcoming}/results`, { places: [admin.id] }, 409],
      ['POST', '/api/admin/schedules', { recurrence: 'daily', firstStartsAt: inMinutes(-1), template }, 400],
      ['DELETE', `/api/admin/schedules/${schedule.id}`, undefined, 409],
      ['DELETE', '/api/admin/schedules/2000000000', undefined, 404],
      ['POST', '/api/admin/verify-email', { email: 'nobody@example.com' }, 404],
      // The wrong code's attempt is counted (committed), but nothing was verified: no audit row.
      ['POST', '/api/admin/verify-email', { email: registration.email, code: code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA' }, 400],
    ];
    for (const [method, path, body, status] of refusals)
      expect([method, path, (await adminRequest(method, path, body)).status]).toEqual([method, path, status]);
    expect(await auditCount()).toBe(before);
  });

  it('rolls the change back when its audit row cannot be written', async () => {
    const id = await createTournament(t, { name: 'Unchanged' });
    const failingAudit = async () => {
      throw new Error('the audit log is unavailable');
    };
    await expect(updateTournament(t.server.services, id, { name: 'Changed' }, failingAudit)).rejects.toThrow('unavailable');
    const { rows } = await t.server.db.query<{ name: string }>('SELECT name FROM tournaments WHERE id = $1', [id]);
    expect(rows[0].name).toBe('Unchanged');
  });

  it.each([
    ['an UPDATE', `UPDATE admin_audit SET action = 'forged'`],
    ['an UPDATE matching no row', `UPDATE admin_audit SET ip = NULL WHERE id < 0`],
    ['a DELETE', 'DELETE FROM admin_audit'],
    ['a TRUNCATE', 'TRUNCATE admin_audit'],
  ])('refuses %s of the audit table', async (_label, statement) => {
    await adminRequest('POST', '/api/admin/tournaments', { ...template, startsAt: inMinutes(90) });
    const before = (await t.server.db.query('SELECT * FROM admin_audit ORDER BY id')).rows;
    await expect(t.server.db.query(statement)).rejects.toThrow(/admin_audit is append-only: (UPDATE|DELETE|TRUNCATE) refused/);
    expect((await t.server.db.query('SELECT * FROM admin_audit ORDER BY id')).rows).toEqual(before);
  });
});

describe('GET /api/admin/audit', () => {
  it('lists newest first, by action, actor and target, a page at a time', async () => {
    const id = (await adminRequest<{ id: number }>('POST', '/api/admin/tournaments', { ...template, startsAt: inMinutes(120) }, otherAdmin)).body.id;
    await adminRequest('PATCH', `/api/admin/tournaments/${id}`, { name: 'Renamed' });
    const all = (await auditPage('?pageSize=100')).body;
    expect(all.total).toBe(await auditCount());
    const entryIds = all.entries.map((entry) => entry.id);
    expect(entryIds).toEqual([...entryIds].sort((a, b) => b - a));

    const byTarget = (await auditPage(`?targetType=tournament&targetId=${id}`)).body;
    expect(byTarget.entries.map((entry) => [entry.action, entry.actor.id])).toEqual([
      ['tournament.update', admin.id],
      ['tournament.create', otherAdmin.id],
    ]);
    expect((await auditPage(`?actorId=${otherAdmin.id}`)).body).toMatchObject({ total: 1, entries: [{ targetId: String(id) }] });
    expect((await auditPage('?actorId=9999999999')).body).toMatchObject({ total: 0, entries: [] });
    const updates = (await auditPage('?action=tournament.update&pageSize=100')).body;
    expect(updates.entries.every((entry) => entry.action === 'tournament.update')).toBe(true);
    expect(updates.total).toBe(all.entries.filter((entry) => entry.action === 'tournament.update').length);

    const pages = [(await auditPage('?pageSize=3')).body, (await auditPage('?pageSize=3&page=2')).body];
    expect(pages.map(({ page, pageSize, total }) => [page, pageSize, total])).toEqual([
      [1, 3, all.total],
      [2, 3, all.total],
    ]);
    expect(pages.flatMap((page) => page.entries.map((entry) => entry.id))).toEqual(entryIds.slice(0, 6));
  });

  it.each([
    [
      'action=tournament.hack',
      'action must be one of tournament.create, tournament.update, tournament.cancel, tournament.delete, tournament.results, schedule.create, schedule.deactivate, schedule.pause, schedule.resume, tournament.movePlayer, tournament.pause, tournament.resume, user.verifyEmail, player.suspend, player.reinstate, banner.upload, withdrawal.approve, withdrawal.reject, tournament.startMonitoring, tournament.stopMonitoring, payments.recordFunding.',
    ],
    ['actorId=0', 'actorId must be a positive whole number.'],
    ['targetType=room', 'targetType must be one of tournament, schedule, user, player, banner, withdrawal, funding.'],
    ['targetId=a%00', 'targetId must not contain control characters.'],
    ['pageSize=500', 'pageSize must be a whole number from 1 to 100.'],
    ['page=-1', 'page must be a whole number from 1 to 1000000.'],
    ['before=1', 'Unknown field: before.'],
  ])('refuses ?%s with 400 and nothing else', async (query, message) => {
    const response = await auditPage(`?${query}`);
    expect([response.status, response.body]).toEqual([400, { code: 'VALIDATION_FAILED', message }]);
  });
});
