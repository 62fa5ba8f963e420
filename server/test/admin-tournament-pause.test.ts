import type {
  AdminAuditPage,
  AdminTournament,
  ApiErrorResponse,
  ChannelFrame,
  Tournament,
  TournamentStanding,
  TableView,
} from 'shared-events/contracts';
import { actingSeat } from '../src/tables/table-flow';
import { findTable, type TableRecord } from '../src/tables/tables.repository';
import { expectLedgerBalanced } from './helpers/ledger';
import { createPlayer, registerPlayer, type TestPlayer } from './helpers/rooms';
import { startTestApp, type TestApp } from './helpers/test-app';
import { changedBehindTheApi, registerPath } from './helpers/tournament-api';
import { actFor, playingTables } from './helpers/tournament-bots';
import { insertTournament } from './helpers/tournaments';

/** Issue #26 item 4: an operator pauses a running tournament between hands, and resumes it. On a test clock. */
let t: TestApp;
let admin: TestPlayer;

beforeAll(async () => {
  t = await startTestApp({ playersPresent: true });
  admin = await createPlayer(t, { role: 'admin' });
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t.server.db));

const LEVEL_SECONDS = 120;
const pause = (id: number, as = admin) =>
  t.request<AdminTournament & ApiErrorResponse>('POST', `/api/admin/tournaments/${id}/pause`, { headers: as.headers });
const resume = (id: number, as = admin) =>
  t.request<AdminTournament & ApiErrorResponse>('POST', `/api/admin/tournaments/${id}/resume`, { headers: as.headers });
const standing = async (id: number) => (await t.get<TournamentStanding>(`/api/tournaments/${id}/standing`, admin.headers)).body;
const runTables = async () => {
  await t.server.tableRunner!.runDue();
  await t.server.director!.idle();
};

/** Started 14 minutes ago with 2-minute levels: the director seats its players a minute from now, one table dealing. */
async function seatedTournament(players: number, lateRegMinutes = 60): Promise<{ id: number; table: TableRecord }> {
  const id = await insertTournament(t.server.db, {
    startsAt: new Date(t.clock.now().getTime() - 14 * 60_000),
    startingStack: 50,
    durationMinutes: 600,
    lateRegMinutes,
    status: 'late reg',
  });
  await t.server.db.query('UPDATE tournaments SET blind_speed_seconds = $2 WHERE id = $1', [id, LEVEL_SECONDS]);
  for (let index = 0; index < players; index += 1) await registerPlayer(t, id, (await createPlayer(t)).id);
  t.clock.advance(61);
  await t.server.director!.direct(id);
  changedBehindTheApi(t);
  const [table] = await playingTables(t, id);
  return { id, table };
}

async function handsDealt(tableId: number): Promise<number> {
  const { rows } = await t.server.db.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM table_events WHERE table_id = $1 AND kind = 'hand:dealt'",
    [tableId],
  );
  return rows[0].count;
}

/** Folds (or checks) for whoever acts until the hand in play is over. */
async function finishHand(tableId: number): Promise<void> {
  for (
    let table = (await findTable(t.server.db, tableId))!;
    table.hand.state.phase !== 'complete';
    table = (await findTable(t.server.db, tableId))!
  ) {
    const seat = actingSeat(table)!;
    await actFor(t, table, seat.userId, { type: 'fold' });
  }
}

/** Runs the tables on the clock for `minutes`, in steps longer than the pause between hands. */
async function playFor(minutes: number): Promise<void> {
  for (let elapsed = 0; elapsed < minutes * 60; elapsed += 10) {
    t.clock.advance(10);
    await runTables();
  }
}

describe('pausing a tournament between hands (POST /api/admin/tournaments/:id/pause, /resume)', () => {
  it('lets the hand in play finish, deals nothing while paused, and deals again at once on the resume', async () => {
    const { id, table } = await seatedTournament(2);
    expect(table.hand.state.phase).not.toBe('complete');
    const frames: ChannelFrame[] = [];
    const send = t.server.realtime.toChannel;
    t.server.realtime.toChannel = (frame) => {
      if (frame.channel === `table:${table.id}`) frames.push(frame);
      send(frame);
    };
    try {
      const paused = await pause(id);
      expect(paused.status).toBe(200);
      expect(paused.body).toMatchObject({ id, pausedAt: t.clock.now().toISOString(), pausedMs: 0 });
      // The open table hears of it at once, its hand still in play.
      const told = frames.map((frame) => (frame.data as { view: TableView }).view);
      expect(told[told.length - 1]).toMatchObject({ pausedAt: t.clock.now().toISOString(), hand: { handNumber: 1 } });
    } finally {
      t.server.realtime.toChannel = send;
    }

    await finishHand(table.id);
    await playFor(30);
    expect(await handsDealt(table.id)).toBe(1);
    const waiting = (await findTable(t.server.db, table.id))!;
    expect(waiting.hand).toMatchObject({ number: 1, nextHandAt: null, clock: null });

    expect((await resume(id)).status).toBe(200);
    // Due at the resume: the table's owner deals without the clock moving on.
    await runTables();
    expect(await handsDealt(table.id)).toBe(2);
    const { rows } = await t.server.db.query<{ kind: string; created_at: Date }>(
      "SELECT kind, created_at FROM table_events WHERE table_id = $1 AND kind IN ('table:paused', 'table:resumed', 'hand:dealt') ORDER BY seq",
      [table.id],
    );
    expect(rows.map((row) => row.kind)).toEqual(['hand:dealt', 'table:paused', 'table:resumed', 'hand:dealt']);
    expect(new Date(rows[3].created_at).getTime()).toBe(t.clock.now().getTime());
  });

  it('stops the clock: the level in play and the time left in it are those of the pause, however long it lasts', async () => {
    const { id, table } = await seatedTournament(2);
    const before = await standing(id);
    const left = Date.parse(before.nextLevelAt!) - t.clock.now().getTime();
    expect(await pause(id)).toMatchObject({ status: 200 });
    await finishHand(table.id);
    // Long enough for many levels and the hour's break to have come and gone.
    await playFor(50);
    const during = await standing(id);
    expect(during).toMatchObject({ level: before.level, pausedAt: expect.any(String), breakEndsAt: null });
    expect(Date.parse(during.nextLevelAt!) - t.clock.now().getTime()).toBe(left);

    expect(await resume(id)).toMatchObject({ status: 200, body: { pausedAt: null, pausedMs: 50 * 60_000 } });
    await runTables();
    const resumed = (await findTable(t.server.db, table.id))!;
    expect(resumed.hand).toMatchObject({ number: 2, level: before.level });
    const after = await standing(id);
    expect(after).toMatchObject({ level: before.level, pausedAt: null });
    expect(Date.parse(after.nextLevelAt!) - t.clock.now().getTime()).toBe(left);
  });

  it('keeps late registration on the clock: open through the pause, closing the time it had left after the resume', async () => {
    const { id, table } = await seatedTournament(2, 20);
    // Late registration has 4 minutes 59 seconds left: it closes 20 minutes after the start, 15:01 ago.
    expect(await pause(id)).toMatchObject({ status: 200 });
    await finishHand(table.id);
    t.clock.advance(30 * 60);
    const late = await createPlayer(t);
    expect((await t.request('POST', registerPath(id), { headers: late.headers })).status).toBe(200);
    const listed = (await t.get<Tournament[]>('/api/users/tournaments', late.headers)).body.find((entry) => entry.id === id);
    expect(listed).toMatchObject({ status: 'late reg', pausedAt: expect.any(String) });
    const admins = await t.request<{ tournaments: AdminTournament[] }>('GET', `/api/admin/tournaments?status=late%20reg&search=${id}`, {
      headers: admin.headers,
    });
    expect(admins.body.tournaments.map((entry) => entry.id)).toContain(id);

    expect(await resume(id)).toMatchObject({ status: 200 });
    t.clock.advance(4 * 60);
    expect((await t.request('POST', registerPath(id), { headers: (await createPlayer(t)).headers })).status).toBe(200);
    t.clock.advance(60);
    expect(await t.request('POST', registerPath(id), { headers: (await createPlayer(t)).headers })).toMatchObject({
      status: 409,
      body: { code: 'REGISTRATION_CLOSED' },
    });
  });

  it('is audited: who paused and resumed it, with the tournament before and after', async () => {
    const { id } = await seatedTournament(2);
    expect((await pause(id)).status).toBe(200);
    const pausedAt = t.clock.now().toISOString();
    t.clock.advance(90);
    expect((await resume(id)).status).toBe(200);
    const { entries } = (await t.request<AdminAuditPage>('GET', `/api/admin/audit?targetType=tournament&targetId=${id}`, { headers: admin.headers }))
      .body;
    expect(entries.map((entry) => entry.action)).toEqual(['tournament.resume', 'tournament.pause']);
    expect(entries[1]).toMatchObject({ actor: { id: admin.id }, before: { id, pausedAt: null }, after: { id, pausedAt } });
    expect(entries[0]).toMatchObject({ before: { pausedAt, pausedMs: 0 }, after: { pausedAt: null, pausedMs: 90_000 } });
  });

  it('refuses, changing nothing: a tournament not in play, one already paused, resuming one not paused, a player', async () => {
    const audits = async () => (await t.server.db.query<{ count: number }>('SELECT count(*)::int AS count FROM admin_audit')).rows[0].count;
    const pauseOf = async (id: number) =>
      (await t.server.db.query<{ paused_at: Date | null; paused_ms: string }>('SELECT paused_at, paused_ms FROM tournaments WHERE id = $1', [id]))
        .rows[0];
    const upcoming = await insertTournament(t.server.db, { startsAt: new Date(t.clock.now().getTime() + 3_600_000) });
    const { id, table } = await seatedTournament(2);
    const count = await audits();
    expect(await pause(upcoming)).toMatchObject({ status: 409, body: { code: 'TOURNAMENT_NOT_RUNNING' } });
    expect(await resume(id)).toMatchObject({ status: 409, body: { code: 'TOURNAMENT_NOT_PAUSED' } });
    expect(await pause(999_999)).toMatchObject({ status: 404, body: { code: 'TOURNAMENT_NOT_FOUND' } });
    const player = await createPlayer(t);
    expect(await pause(id, player)).toMatchObject({ status: 403, body: { code: 'ADMIN_REQUIRED' } });
    expect((await t.request('POST', `/api/admin/tournaments/${id}/pause`)).status).toBe(401);
    expect(await pauseOf(id)).toEqual({ paused_at: null, paused_ms: '0' });
    expect(await pauseOf(upcoming)).toEqual({ paused_at: null, paused_ms: '0' });

    expect((await pause(id)).status).toBe(200);
    const paused = await pauseOf(id);
    const version = (await findTable(t.server.db, table.id))!.version;
    t.clock.advance(5);
    expect(await pause(id)).toMatchObject({ status: 409, body: { code: 'TOURNAMENT_ALREADY_PAUSED' } });
    expect(await resume(id, player)).toMatchObject({ status: 403 });
    expect(await pauseOf(id)).toEqual(paused);
    expect((await findTable(t.server.db, table.id))!.version).toBe(version);
    expect(await audits()).toBe(count + 1);
  });
});
