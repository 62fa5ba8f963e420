import type { AdminAuditPage, AdminLiveResponse, ApiErrorResponse, MovePlayerResponse, TournamentStanding } from 'shared-events/contracts';
import { legalActions } from 'poker-engine';
import { insertRoom } from '../src/rooms/rooms.repository';
import { actingSeat } from '../src/tables/table-flow';
import { positionOfSeat } from '../src/tables/table-model';
import { findTable, type TableRecord } from '../src/tables/tables.repository';
import { createPlayer, registerPlayer, type TestPlayer } from './helpers/rooms';
import { startTestApp, type TestApp } from './helpers/test-app';
import { actFor, playingTables } from './helpers/tournament-bots';
import { insertTournament } from './helpers/tournaments';

/** GET /api/admin/live and POST /api/admin/tournaments/:id/move (issue #26 item 4). */
let t: TestApp;
let admin: TestPlayer;
const usernames = new Map<number, string>();

beforeAll(async () => {
  // The players play through the table runtime without sockets: the director counts them as there.
  t = await startTestApp({ playersPresent: true });
  admin = await createPlayer(t, { role: 'admin' });
});
afterAll(() => t.close());

const STACK = 1_500;
const FEE = 10_000_000n;
const adminRequest = <Body>(method: string, path: string, body?: unknown) =>
  t.request<Body & ApiErrorResponse>(method, path, { body, headers: admin.headers });

/** A tournament of `players` whose join window has just ended: the director has seated everyone. */
async function seatedTournament(players: number): Promise<number> {
  const tournamentId = await insertTournament(t.server.db, {
    startsAt: new Date(t.clock.now().getTime() - 14 * 60_000),
    entryFeeMicros: FEE,
    startingStack: STACK,
    maxPlayers: 1_000,
    durationMinutes: 600,
    status: 'late reg',
  });
  for (let index = 0; index < players; index += 1) {
    const player = await createPlayer(t);
    usernames.set(player.id, player.username);
    await registerPlayer(t, tournamentId, player.id, { entryFeeMicros: FEE });
  }
  t.clock.advance(61);
  await t.server.director!.direct(tournamentId);
  return tournamentId;
}

const live = async () => (await adminRequest<AdminLiveResponse>('GET', '/api/admin/live')).body;
const seated = (table: TableRecord) => table.seats.filter((seat) => !seat.busted).sort((a, b) => a.seat - b.seat);
const table = async (id: number) => (await findTable(t.server.db, id))!;

/** Everyone folds (or checks) until the table's hand in play is over, then its next deal is due and done. */
async function playHandOut(tableId: number): Promise<void> {
  for (let current = await table(tableId); actingSeat(current); current = await table(tableId)) {
    const seat = actingSeat(current)!;
    const legal = legalActions(current.hand.state, positionOfSeat(current.hand, seat.seat));
    await actFor(t, current, seat.userId, { type: legal.some((action) => action.type === 'fold') ? 'fold' : 'check' } as never);
  }
  const due = (await t.server.db.query<{ due_at: Date }>('SELECT due_at FROM poker_tables WHERE id = $1', [tableId])).rows[0].due_at;
  t.clock.advance(Math.max(0, due.getTime() - t.clock.now().getTime()) / 1000);
  await t.server.tableRunner!.runDue();
}

describe('the live operations of the back office', () => {
  it('lists every tournament in play with the figures its tables hold, and none that is not seated yet', async () => {
    const tournamentId = await seatedTournament(15);
    const upcoming = await insertTournament(t.server.db, { startsAt: new Date(t.clock.now().getTime() + 3_600_000) });
    const { tournaments, at } = await live();
    expect(at).toBe(t.clock.now().toISOString());
    expect(tournaments.map((entry) => entry.id)).not.toContain(upcoming);
    const listed = tournaments.find((entry) => entry.id === tournamentId)!;

    const tables = await playingTables(t, tournamentId);
    expect(tables.map((record) => seated(record).length).sort()).toEqual([7, 8]);
    expect(listed.tables).toEqual(
      tables.map((record) => ({
        id: record.id,
        players: seated(record).length,
        seats: seated(record).map((seat) => ({
          seat: seat.seat,
          userId: seat.userId,
          username: usernames.get(seat.userId),
          stack: seat.stack,
          sittingOut: false,
          movingToTableId: null,
        })),
      })),
    );
    const chips = tables.flatMap(seated).reduce((sum, seat) => sum + seat.stack, 0);
    const standing = (await adminRequest<TournamentStanding>('GET', `/api/tournaments/${tournamentId}/standing`)).body;
    expect(listed).toMatchObject({
      entries: 15,
      playersLeft: 15,
      averageStack: Math.round(chips / 15),
      paidPlaces: standing.paidPlaces,
      level: standing.level,
      nextLevel: standing.nextLevel,
      nextLevelAt: standing.nextLevelAt,
      nextBreakAt: standing.nextBreakAt,
      breakEndsAt: null,
      prizePool: '150',
      currency: 'USDT',
      gameType: 'NLH',
    });
    expect(listed.averageStack).toBe(STACK);
  });

  it('moves a player between hands: refusals change nothing, the move is audited and lands at the next hand boundary', async () => {
    const tournamentId = await seatedTournament(15);
    const other = await seatedTournament(2);
    const [full, short] = (await playingTables(t, tournamentId)).sort((a, b) => seated(b).length - seated(a).length);
    const [otherTable] = await playingTables(t, other);
    const mover = seated(full).find((seat) => seat.userId !== actingSeat(full)?.userId)!;
    const stranger = seated(otherTable)[0].userId;
    // A table of the tournament that is over (as a broken one is).
    const finished = await insertRoom(t.server.db, { tournamentId, passwordHash: null, createdBy: null, at: t.clock.now() });
    await t.server.db.query(
      `INSERT INTO poker_tables (id, tournament_id, status, hand_number, level, level_started_at, dealer_seat, hand, seats, created_at, updated_at)
       SELECT $1, tournament_id, 'finished', hand_number, level, level_started_at, dealer_seat, hand, '[]'::jsonb, created_at, updated_at
       FROM poker_tables WHERE id = $2`,
      [finished.id, short.id],
    );
    const upcoming = await insertTournament(t.server.db, { startsAt: new Date(t.clock.now().getTime() + 3_600_000) });

    const movePath = (id: number) => `/api/admin/tournaments/${id}/move`;
    const refusals: [number, unknown, number, string][] = [
      [tournamentId, { userId: stranger, toTableId: short.id }, 409, 'PLAYER_NOT_SEATED'],
      [tournamentId, { userId: admin.id, toTableId: short.id }, 409, 'PLAYER_NOT_SEATED'],
      [tournamentId, { userId: mover.userId, toTableId: otherTable.id }, 409, 'TABLE_NOT_IN_TOURNAMENT'],
      [tournamentId, { userId: mover.userId, toTableId: 2_000_000_000 }, 409, 'TABLE_NOT_IN_TOURNAMENT'],
      [tournamentId, { userId: mover.userId, toTableId: finished.id }, 409, 'TABLE_FINISHED'],
      [tournamentId, { userId: mover.userId, toTableId: full.id }, 409, 'PLAYER_ALREADY_AT_TABLE'],
      [tournamentId, { userId: seated(short)[0].userId, toTableId: full.id }, 409, 'TABLE_FULL'],
      [upcoming, { userId: mover.userId, toTableId: short.id }, 409, 'TOURNAMENT_NOT_RUNNING'],
      [2_000_000_000, { userId: mover.userId, toTableId: short.id }, 404, 'TOURNAMENT_NOT_FOUND'],
      [tournamentId, { userId: 'someone', toTableId: short.id }, 400, 'VALIDATION_FAILED'],
      [tournamentId, { userId: mover.userId }, 400, 'VALIDATION_FAILED'],
    ];
    const state = async () => [
      (await t.server.db.query('SELECT * FROM table_moves ORDER BY id')).rows,
      (await t.server.db.query('SELECT * FROM tournament_entries WHERE tournament_id = $1 ORDER BY id', [tournamentId])).rows,
      (await t.server.db.query('SELECT count(*)::int AS count FROM admin_audit')).rows,
    ];
    const before = await state();
    for (const [id, body, status, code] of refusals) {
      const response = await adminRequest('POST', movePath(id), body);
      expect([body, response.status, response.body.code]).toEqual([body, status, code]);
    }
    expect(await state()).toEqual(before);

    const moved = await adminRequest<MovePlayerResponse>('POST', movePath(tournamentId), { userId: mover.userId, toTableId: short.id });
    expect(moved.status).toBe(200);
    const move = moved.body.move;
    expect(move).toEqual({ tournamentId, userId: mover.userId, fromTableId: full.id, toTableId: short.id, toSeat: expect.any(Number) });
    expect(seated(short).map((seat) => seat.seat)).not.toContain(move.toSeat);
    const { entries } = (await adminRequest<AdminAuditPage>('GET', '/api/admin/audit?action=tournament.movePlayer&pageSize=1')).body;
    expect(entries[0]).toMatchObject({
      actor: { id: admin.id },
      targetType: 'tournament',
      targetId: String(tournamentId),
      before: { tournamentId, userId: mover.userId, tableId: full.id, seat: mover.seat, stack: mover.stack },
      after: move,
    });

    // Decided, not done: the player still plays the hand in progress; the seat is promised, so the table counts as full.
    expect((await adminRequest('POST', movePath(tournamentId), { userId: mover.userId, toTableId: short.id })).body.code).toBe(
      'PLAYER_ALREADY_MOVING',
    );
    const another = seated(full).find((seat) => seat.userId !== mover.userId)!;
    expect((await adminRequest('POST', movePath(tournamentId), { userId: another.userId, toTableId: short.id })).body.code).toBe('TABLE_FULL');
    const during = await table(full.id);
    expect(during.hand.state.phase).not.toBe('complete');
    expect(seated(during).map((seat) => seat.userId)).toContain(mover.userId);
    const listed = (await live()).tournaments.find((entry) => entry.id === tournamentId)!;
    expect(listed.tables.find((entry) => entry.id === full.id)!.seats.find((seat) => seat.userId === mover.userId)).toMatchObject({
      movingToTableId: short.id,
    });

    // The hand ends: the table sends the player on with their chips; the other table seats them at its next boundary.
    await playHandOut(full.id);
    expect(seated(await table(full.id)).map((seat) => seat.userId)).not.toContain(mover.userId);
    const { rows: moves } = await t.server.db.query<{ applied_at: Date | null; entry_id: number | null; user_id: number }>(
      "SELECT applied_at, entry_id, user_id FROM table_moves WHERE reason = 'admin' AND tournament_id = $1",
      [tournamentId],
    );
    expect(moves).toEqual([{ applied_at: expect.any(Date), entry_id: expect.any(Number), user_id: mover.userId }]);
    await playHandOut(short.id);
    const arrived = seated(await table(short.id)).find((seat) => seat.userId === mover.userId);
    expect(arrived).toMatchObject({ seat: move.toSeat });
    expect(arrived!.stack).toBeGreaterThan(0);
  });
});
