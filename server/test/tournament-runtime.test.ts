import { expectLedgerBalanced, fundWallet } from './helpers/ledger';
import type { RoomResponse, Tournament, TournamentDetail, TournamentStanding } from 'shared-events/contracts';
import type { Socket } from 'socket.io-client';
import { legalActions, type PlayerAction } from 'poker-engine';
import { actingSeat } from '../src/tables/table-flow';
import { positionOfSeat } from '../src/tables/table-model';
import { findTable, type TableRecord } from '../src/tables/tables.repository';
import { IDLE_PASS_MS } from '../src/director/director';
import { directedEntries } from '../src/tournaments/entries.repository';
import { Tokens } from '../src/auth/tokens';
import { bearer, createPlayer, registerPlayer } from './helpers/rooms';
import { seededRandom } from './helpers/tables';
import { actFor, playingTables, playTournament } from './helpers/tournament-bots';
import { startTestApp, type TestApp } from './helpers/test-app';
import { changedBehindTheApi, poolOf } from './helpers/tournament-api';
import { insertTournament } from './helpers/tournaments';

let t: TestApp;
beforeAll(async () => {
  // The bots play through the table runtime, without sockets: the director counts them as there (absent players are
  // tournament-presence.test.ts's).
  t = await startTestApp({ playersPresent: true });
});
afterAll(() => t.close());

const PLAYERS = 40;
const STACK = 1_500;
const FEE = 10_000_000n;

async function tournamentOf(players: number): Promise<{ tournamentId: number; userIds: number[] }> {
  // Starts in 14 minutes' time less the join window: the director seats everyone a minute after the test begins.
  const tournamentId = await insertTournament(t.server.db, {
    startsAt: new Date(t.clock.now().getTime() - 14 * 60_000),
    entryFeeMicros: FEE,
    startingStack: STACK,
    maxPlayers: 1_000,
    durationMinutes: 600,
    status: 'late reg',
  });
  await t.server.db.query('UPDATE tournaments SET blind_speed_seconds = 120 WHERE id = $1', [tournamentId]);
  const userIds: number[] = [];
  for (let index = 0; index < players; index += 1) {
    const player = await createPlayer(t);
    await registerPlayer(t, tournamentId, player.id, { entryFeeMicros: FEE, lobby: index % 3 === 0 });
    userIds.push(player.id);
  }
  return { tournamentId, userIds };
}

/** Every chip of the tournament: stacks at the playing tables, stacks on their way, and the winner's once finished. */
async function chipsInPlay(tournamentId: number): Promise<number> {
  const tables = await playingTables(t, tournamentId);
  const atTables = tables.reduce((sum, table) => sum + table.seats.reduce((inner, seat) => inner + seat.stack, 0), 0);
  const { rows } = await t.server.db.query<{ chips: string | null }>(
    `SELECT sum(stack)::text AS chips FROM tournament_entries WHERE tournament_id = $1 AND (in_transit OR place = 1)`,
    [tournamentId],
  );
  return atTables + Number(rows[0].chips ?? 0);
}

async function standingOf(tournamentId: number, userId: number): Promise<TournamentStanding> {
  const token = await new Tokens('test-secret-that-is-long-enough-for-hs256', t.clock.now).sign({ userId, tokenVersion: 0 });
  const response = await t.get<TournamentStanding>(`/api/tournaments/${tournamentId}/standing`, bearer(token));
  expect(response.status).toBe(200);
  return response.body;
}

describe('a tournament that plays itself (issue #23)', () => {
  it(`${PLAYERS} bots from seating to payout: chips conserved, tables balanced, places unique, prizes paid once`, async () => {
    const { tournamentId, userIds } = await tournamentOf(PLAYERS);
    const random = seededRandom(Number(process.env.TOURNAMENT_BOTS_SEED ?? 2_026_112_7));
    const problems: string[] = [];
    const everBusted = new Set<number>();
    t.clock.advance(61);
    await t.server.director!.direct(tournamentId);

    // Everyone is seated at the end of the join window, without pressing anything: 40 players, 5 tables of 8.
    const seated = await playingTables(t, tournamentId);
    expect(seated.map((table) => table.seats.length)).toEqual([8, 8, 8, 8, 8]);
    expect(new Set(seated.flatMap((table) => table.seats.map((seat) => seat.userId)))).toEqual(new Set(userIds));
    const first = await standingOf(tournamentId, userIds[0]);
    expect(first).toMatchObject({ phase: 'playing', entries: PLAYERS, playersLeft: PLAYERS, averageStack: STACK, paidPlaces: 6, winner: null });
    expect(first.you).toMatchObject({ stack: STACK, rank: 1, place: null, prize: null });
    expect(seated.map((table) => table.id)).toContain(first.you!.tableId);

    const rounds = await playTournament(t, tournamentId, {
      random,
      check: async (round) => {
        if (process.env.TOURNAMENT_BOTS_TRACE && round % 50 === 0) process.stderr.write(`round ${round}: ${PLAYERS - everBusted.size} left\n`);
        const chips = await chipsInPlay(tournamentId);
        if (chips !== PLAYERS * STACK) problems.push(`round ${round}: ${chips} chips in play`);
        const tables = await playingTables(t, tournamentId);
        const seen = new Map<number, number>();
        for (const table of tables) {
          for (const seat of table.seats.filter((candidate) => !candidate.busted)) {
            if (seen.has(seat.userId)) problems.push(`round ${round}: user ${seat.userId} sits at tables ${seen.get(seat.userId)} and ${table.id}`);
            seen.set(seat.userId, table.id);
            if (everBusted.has(seat.userId)) problems.push(`round ${round}: busted user ${seat.userId} seated again at table ${table.id}`);
          }
        }
        const { rows: busted } = await t.server.db.query<{ user_id: number }>(
          'SELECT user_id FROM tournament_entries WHERE tournament_id = $1 AND busted_at IS NOT NULL',
          [tournamentId],
        );
        for (const { user_id: userId } of busted) everBusted.add(userId);
        // The director's plan (players there and on their way, moves decided) keeps tables within one of each other.
        const { rows: planned } = await t.server.db.query<{ table_id: number; players: number }>(
          `SELECT p.id AS table_id,
             (SELECT count(*) FROM tournament_entries e WHERE e.table_id = p.id AND e.busted_at IS NULL)
             - (SELECT count(*) FROM table_moves m WHERE m.from_table_id = p.id AND m.applied_at IS NULL)
             + (SELECT count(*) FROM table_moves m WHERE m.to_table_id = p.id AND m.applied_at IS NULL) AS players
           FROM poker_tables p WHERE p.tournament_id = $1 AND p.status = 'playing'`,
          [tournamentId],
        );
        const counts = planned.map((row) => Number(row.players)).filter((count) => count > 0);
        if (counts.length > 1 && Math.max(...counts) - Math.min(...counts) > 1)
          problems.push(`round ${round}: tables planned at ${counts.join('/')}`);
        // With no move pending (every seat free to take), players who fit at one table fewer mean one has been broken.
        const { rows: pending } = await t.server.db.query<{ count: string }>(
          'SELECT count(*)::text AS count FROM table_moves WHERE tournament_id = $1 AND applied_at IS NULL',
          [tournamentId],
        );
        if (pending[0].count === '0' && counts.length > 1 && counts.reduce((sum, count) => sum + count, 0) <= (counts.length - 1) * 8)
          problems.push(`round ${round}: ${counts.join('/')} players at ${counts.length} tables: one should break`);
        // The rooms follow the players (the director's passes move them in batches): each room counts its members, a
        // room with players has one of them for host, and no placed player sits in a room.
        const { rows: rooms } = await t.server.db.query<{ id: number; problem: string }>(
          `SELECT r.id, CASE WHEN r.members_count <> (SELECT count(*) FROM room_members m WHERE m.room_id = r.id) THEN 'miscounted'
             ELSE 'host not seated' END AS problem
           FROM rooms r WHERE r.tournament_id = $1 AND (r.members_count <> (SELECT count(*) FROM room_members m WHERE m.room_id = r.id)
             OR (r.members_count > 0 AND NOT EXISTS (SELECT 1 FROM room_members m WHERE m.room_id = r.id AND m.user_id = r.created_by)))
           UNION ALL
           SELECT m.room_id, 'placed user ' || m.user_id || ' seated' FROM room_members m
             JOIN tournament_entries e ON e.tournament_id = m.tournament_id AND e.user_id = m.user_id AND e.place IS NOT NULL
           WHERE m.tournament_id = $1`,
          [tournamentId],
        );
        for (const room of rooms) problems.push(`round ${round}: room ${room.id} ${room.problem}`);
      },
    });
    expect({ problems: problems.slice(0, 10), count: problems.length }).toEqual({ problems: [], count: 0 });

    // Places: 1 to 40, one winner, ties sharing a place and skipping the ones they cover.
    const { rows: entries } = await t.server.db.query<{ user_id: number; place: number }>(
      'SELECT user_id, place FROM tournament_entries WHERE tournament_id = $1 ORDER BY place, id',
      [tournamentId],
    );
    expect(entries).toHaveLength(PLAYERS);
    expect(entries.filter((entry) => entry.place === 1)).toHaveLength(1);
    entries.forEach((entry, index) => {
      expect(entry.place).toBeGreaterThanOrEqual(1);
      expect(entry.place).toBeLessThanOrEqual(index + 1);
      if (index > 0 && entry.place !== entries[index - 1].place) expect(entry.place).toBe(index + 1);
    });

    // Prizes: the whole pool, each to its winner once; the pool account is empty; the books balance.
    const pool = FEE * BigInt(PLAYERS);
    const { rows: prizes } = await t.server.db.query<{ user_id: number; total: string; count: string }>(
      `SELECT user_id, sum(amount_micros)::text AS total, count(*)::text AS count FROM ledger_transactions
       WHERE kind = 'prize' AND tournament_id = $1 GROUP BY user_id`,
      [tournamentId],
    );
    expect(prizes.reduce((sum, row) => sum + BigInt(row.total), 0n)).toBe(pool);
    expect(prizes.every((row) => row.count === '1')).toBe(true);
    const { rows: results } = await t.server.db.query<{ user_id: number; prize_micros: string }>(
      'SELECT user_id, prize_micros FROM tournament_results WHERE tournament_id = $1 ORDER BY place',
      [tournamentId],
    );
    expect(results).toHaveLength(PLAYERS);
    expect(results[0].user_id).toBe(entries[0].user_id);
    for (const prize of prizes) expect(results.find((row) => row.user_id === prize.user_id)!.prize_micros).toBe(prize.total);
    const { rows: tournament } = await t.server.db.query<{ pool_micros: string; status: string; finished_at: Date | null }>(
      'SELECT pool_micros, status, finished_at FROM tournaments WHERE id = $1',
      [tournamentId],
    );
    expect(tournament[0]).toMatchObject({ pool_micros: '0', status: 'completed' });
    // Over from the moment one player holds every chip, whatever the clock says (it ends long before its scheduled end).
    const { rows: schedule } = await t.server.db.query<{ ends_at: Date }>(
      "SELECT starts_at + duration_minutes * interval '1 minute' AS ends_at FROM tournaments WHERE id = $1",
      [tournamentId],
    );
    expect(t.clock.now().getTime()).toBeLessThan(new Date(schedule[0].ends_at).getTime());
    const detail = await t.get<TournamentDetail>(`/api/tournaments/${tournamentId}`);
    expect(detail.body).toMatchObject({ status: 'completed', dynamicStatus: 'finished' });
    const listed = await t.get<Tournament[]>('/api/users/tournaments');
    expect(listed.body.find((entry) => entry.id === tournamentId)).toMatchObject({ status: 'completed', dynamicStatus: 'finished' });
    await expectLedgerBalanced(t.server.db);
    const winner = await standingOf(tournamentId, entries[0].user_id);
    expect(winner).toMatchObject({ phase: 'finished', playersLeft: 1, averageStack: PLAYERS * STACK, winner: { userId: entries[0].user_id } });
    expect(winner.you).toMatchObject({ place: 1, prize: Number(results[0].prize_micros) / 1e6 });
    const last = await standingOf(tournamentId, entries[PLAYERS - 1].user_id);
    expect(last.you).toMatchObject({ stack: null, rank: null, place: entries[PLAYERS - 1].place, prize: 0 });
    // Nobody sits again: the busted are out, and the winner is told the tournament is over (not that they were eliminated).
    const openRoom = async (userId: number) =>
      (await t.request<{ code: string }>('POST', `/api/rooms/tournament/${tournamentId}`, { headers: await tokenHeaders(userId) })).body.code;
    expect(await openRoom(entries[0].user_id)).toBe('TOURNAMENT_FINISHED');
    expect(await openRoom(entries[PLAYERS - 1].user_id)).toBe('ELIMINATED');

    // The finish processed again, twice at once, pays nothing more.
    await Promise.all([t.server.director!.direct(tournamentId), t.server.director!.directAll()]);
    const { rows: again } = await t.server.db.query<{ count: string }>(
      "SELECT count(*)::text AS count FROM ledger_transactions WHERE kind = 'prize' AND tournament_id = $1",
      [tournamentId],
    );
    expect(Number(again[0].count)).toBe(prizes.length);
    // The tables broke down to one and balanced on the way: moves of both kinds were applied, each moving one entry.
    const { rows: moves } = await t.server.db.query<{ reason: string; applied: string; moved: string }>(
      `SELECT reason, count(applied_at)::text AS applied, count(entry_id)::text AS moved FROM table_moves WHERE tournament_id = $1 GROUP BY reason ORDER BY reason`,
      [tournamentId],
    );
    const { rows: hands } = await t.server.db.query<{ hands: string; tables: string }>(
      "SELECT count(*) FILTER (WHERE e.kind = 'hand:completed')::text AS hands, count(DISTINCT p.id)::text AS tables FROM poker_tables p LEFT JOIN table_events e ON e.table_id = p.id WHERE p.tournament_id = $1",
      [tournamentId],
    );
    if (process.env.TOURNAMENT_BOTS_TRACE) process.stderr.write(`${rounds} rounds, ${JSON.stringify(hands[0])} ${JSON.stringify(moves)}\n`);
    expect(moves.map((row) => row.reason)).toEqual(['balance', 'break']);
    expect(Number(moves.find((row) => row.reason === 'break')!.moved)).toBeGreaterThan(0);
    expect(Number(moves.find((row) => row.reason === 'balance')!.moved)).toBeGreaterThan(0);
  }, 600_000);
});

describe('the defects a tournament of islands had (issue #23 "Why")', () => {
  const sockets: Socket[] = [];
  afterEach(() => sockets.splice(0).forEach((socket) => socket.disconnect()));

  it('seats, at the end of the join window, every registered player who never pressed anything, at random seats', async () => {
    const { tournamentId, userIds } = await tournamentOf(16);
    await t.server.director!.direct(tournamentId);
    expect(await playingTables(t, tournamentId)).toHaveLength(0);
    t.clock.advance(61);
    await t.server.director!.direct(tournamentId);
    const tables = await playingTables(t, tournamentId);
    expect(tables.map((table) => table.seats.length)).toEqual([8, 8]);
    const seated = tables.flatMap((table) => table.seats.map((seat) => seat.userId));
    expect(seated.sort((a, b) => a - b)).toEqual([...userIds].sort((a, b) => a - b));
    // Registration order would put the first eight at the first table in seats 1 to 8: the draw does not.
    const inOrder = tables.every((table, index) => table.seats.every((seat) => seat.userId === userIds[index * 8 + seat.seat - 1]));
    expect(inOrder).toBe(false);
    const { rows } = await t.server.db.query<{ state: string }>('SELECT DISTINCT state FROM tournament_registrations WHERE tournament_id = $1', [
      tournamentId,
    ]);
    expect(rows).toEqual([{ state: 'playing' }]);
  });

  it('seats at the very end of the join window, without waiting for the next run of the scheduled job', async () => {
    const { tournamentId, userIds } = await tournamentOf(4);
    // The join window ends 1.5 s from now: the scheduled job's run sees it coming and times the seating pass for then.
    t.clock.advance(58.5);
    const { realtime } = t.server;
    const sendFrame = realtime.toChannel;
    const dealtIn = new Promise<void>((resolve) => {
      realtime.toChannel = (frame) => {
        if (frame.channel === `user:${userIds[0]}` && frame.event === 'table:private') resolve();
        sendFrame(frame);
      };
    });
    try {
      await t.server.director!.directAll();
      expect(await playingTables(t, tournamentId)).toHaveLength(0);
      t.clock.advance(1.5);
      // No further run of the job, no pass asked for: the timed one deals everyone in.
      await dealtIn;
      await t.server.director!.idle();
      const tables = await playingTables(t, tournamentId);
      expect(tables.map((table) => table.seats.length)).toEqual([4]);
    } finally {
      realtime.toChannel = sendFrame;
    }
  });

  it('plays one clock per tournament: a table started later is on the same level, with the same next level time', async () => {
    const { tournamentId } = await tournamentOf(4);
    const [a, b, c, d] = (
      await t.server.db.query<{ user_id: number }>('SELECT user_id FROM tournament_entries WHERE tournament_id = $1 ORDER BY id', [tournamentId])
    ).rows.map((row) => row.user_id);
    const players = await Promise.all([a, b, c, d].map((id) => tokenHeaders(id)));
    const first = (await t.request<RoomResponse>('POST', `/api/rooms/tournament/${tournamentId}`, { headers: players[0] })).body.room.id;
    expect((await t.post(`/api/rooms/${first}/join`, {}, players[1])).status).toBe(200);
    expect((await t.request('PUT', `/api/rooms/${first}/state`, { body: { roomState: 'playing' }, headers: players[0] })).status).toBe(200);
    t.clock.advance(150);
    const second = (await t.request<RoomResponse>('POST', `/api/rooms/tournament/${tournamentId}`, { headers: players[2] })).body.room.id;
    expect((await t.post(`/api/rooms/${second}/join`, {}, players[3])).status).toBe(200);
    expect((await t.request('PUT', `/api/rooms/${second}/state`, { body: { roomState: 'playing' }, headers: players[2] })).status).toBe(200);
    const [early, late] = await Promise.all([first, second].map(async (id) => (await findTable(t.server.db, id))!));
    // 14 minutes into 2-minute levels: level 8; 150 s later, level 9, whichever table deals the hand (not level 1 of a new table).
    expect([early.hand.level.level, late.hand.level.level]).toEqual([8, 9]);
  });

  it('opens no table on a break: a late entry with no seat at the tables in play waits for the break to end', async () => {
    const { tournamentId } = await tournamentOf(8);
    t.clock.advance(61);
    await t.server.director!.direct(tournamentId);
    expect((await playingTables(t, tournamentId)).map((table) => table.seats.length)).toEqual([8]);
    // 55 minutes into the tournament's first hour: the break (5 minutes by default). Two late entries come.
    t.clock.advance(40 * 60);
    const late = [await createPlayer(t), await createPlayer(t)];
    for (const player of late) await registerPlayer(t, tournamentId, player.id, { entryFeeMicros: FEE });
    await t.server.director!.direct(tournamentId);
    expect(await playingTables(t, tournamentId)).toHaveLength(1);
    const waiting = await t.server.db.query<{ table_id: number | null }>(
      'SELECT table_id FROM tournament_entries WHERE tournament_id = $1 AND user_id = ANY($2)',
      [tournamentId, late.map((player) => player.id)],
    );
    expect(waiting.rows).toEqual([{ table_id: null }, { table_id: null }]);
    // The break is over: their table opens and deals at once.
    t.clock.advance(5 * 60);
    await t.server.director!.direct(tournamentId);
    const tables = await playingTables(t, tournamentId);
    expect(tables).toHaveLength(2);
    expect(tables[1].seats.map((seat) => seat.userId).sort()).toEqual(late.map((player) => player.id).sort());
    const dealt = await t.server.db.query<{ created_at: Date }>("SELECT created_at FROM table_events WHERE table_id = $1 AND kind = 'hand:dealt'", [
      tables[1].id,
    ]);
    expect(dealt.rows.map((row) => new Date(row.created_at).getTime())).toEqual([t.clock.now().getTime()]);
  });

  it('has the scheduled job look at once at a tournament with work (a late entry to seat), and at one without only every IDLE_PASS_MS', async () => {
    const { tournamentId } = await tournamentOf(3);
    t.clock.advance(61);
    const { db, director } = t.server;
    await director!.direct(tournamentId);
    // The passes over this tournament: each begins by locking its row.
    let passes = 0;
    const transaction = db.transaction;
    db.transaction = ((fn) =>
      transaction.call(db, (tx) =>
        fn({
          query: (sql, params) => {
            if (/^SELECT 1 FROM tournaments t WHERE t\.id = \$1 .*FOR NO KEY UPDATE$/.test(sql) && params?.[0] === tournamentId) passes += 1;
            return tx.query(sql, params);
          },
          exec: (sql) => tx.exec(sql),
        }),
      )) as typeof db.transaction;
    try {
      // Everyone seated, nobody busted: its tables will ask for a pass when a hand needs one.
      await director!.directAll();
      t.clock.advance(IDLE_PASS_MS / 1000 - 1);
      await director!.directAll();
      expect(passes).toBe(0);
      t.clock.advance(1);
      await director!.directAll();
      expect(passes).toBe(1);
      // A late entry is seated by the next run, not IDLE_PASS_MS later.
      const late = await createPlayer(t);
      await registerPlayer(t, tournamentId, late.id, { entryFeeMicros: FEE });
      await director!.directAll();
      expect(passes).toBe(2);
      // Sent to the table in play (a seat of it, taken at its next hand).
      const { rows } = await db.query<{ table_id: number | null }>('SELECT table_id FROM tournament_entries WHERE user_id = $1', [late.id]);
      expect(rows).toEqual([{ table_id: (await playingTables(t, tournamentId))[0].id }]);
      await director!.directAll();
      expect(passes).toBe(2);
    } finally {
      db.transaction = transaction;
    }
  });

  it('tells a player where they are seated, until they leave the tournament (GET /api/users/tables)', async () => {
    const { tournamentId, userIds } = await tournamentOf(3);
    const headers = await tokenHeaders(userIds[0]);
    expect((await t.get('/api/users/tables', headers)).body).toEqual({ tables: [] });
    t.clock.advance(61);
    await t.server.director!.direct(tournamentId);
    const [table] = await playingTables(t, tournamentId);
    const { name } = (await t.get<TournamentDetail>(`/api/tournaments/${tournamentId}`)).body;
    expect((await t.get('/api/users/tables', headers)).body).toEqual({ tables: [{ tableId: table.id, tournamentId, tournamentName: name }] });
    // Left for good: the chips sit out at the table, but it is no longer a table to go back to.
    expect((await t.post(`/api/rooms/tournament/${tournamentId}/leave`, {}, headers)).status).toBe(200);
    expect((await t.get('/api/users/tables', headers)).body).toEqual({ tables: [] });
    expect((await t.get('/api/users/tables')).status).toBe(401);
  });

  it('never seats an eliminated player again: joining or creating a room is refused, and no fresh stack is dealt', async () => {
    const { tournamentId } = await tournamentOf(3);
    const [a, b, c] = (
      await t.server.db.query<{ user_id: number }>('SELECT user_id FROM tournament_entries WHERE tournament_id = $1 ORDER BY id', [tournamentId])
    ).rows.map((row) => row.user_id);
    const [alice, bob, carol] = await Promise.all([a, b, c].map((id) => tokenHeaders(id)));
    const room = (await t.request<RoomResponse>('POST', `/api/rooms/tournament/${tournamentId}`, { headers: alice })).body.room.id;
    expect((await t.post(`/api/rooms/${room}/join`, {}, bob)).status).toBe(200);
    expect((await t.request('PUT', `/api/rooms/${room}/state`, { body: { roomState: 'playing' }, headers: alice })).status).toBe(200);
    // All in until one of the two busts.
    for (let guard = 0; guard < 50; guard += 1) {
      const table = (await findTable(t.server.db, room))!;
      if (table.seats.some((seat) => seat.busted) || table.status === 'finished') break;
      if (table.hand.state.phase === 'complete') {
        t.clock.advance(5);
        await t.server.tableRunner!.runDue();
        continue;
      }
      await allIn(table);
    }
    await t.server.director!.direct(tournamentId);
    const { rows } = await t.server.db.query<{ user_id: number; place: number }>(
      'SELECT user_id, place FROM tournament_entries WHERE tournament_id = $1 AND place IS NOT NULL',
      [tournamentId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].place).toBe(3);
    const busted = rows[0].user_id === a ? alice : bob;
    const other = (await t.request<RoomResponse>('POST', `/api/rooms/tournament/${tournamentId}`, { headers: carol })).body.room.id;
    expect(await t.post(`/api/rooms/${other}/join`, {}, busted)).toMatchObject({ status: 409, body: { code: 'ELIMINATED' } });
    expect(await t.request('POST', `/api/rooms/tournament/${tournamentId}`, { headers: busted })).toMatchObject({
      status: 409,
      body: { code: 'ELIMINATED' },
    });
    const { rows: entries } = await t.server.db.query<{ count: string }>(
      'SELECT count(*)::text AS count FROM tournament_entries WHERE user_id = $1',
      [rows[0].user_id],
    );
    expect(entries[0].count).toBe('1');
  });

  it("breaks a table on its host's End Game when the others have seats: its players move with their stacks at the next hand boundary", async () => {
    const { tournamentId, userIds } = await tournamentOf(6);
    const headers = await Promise.all(userIds.map((id) => tokenHeaders(id)));
    // Two tables of three, started by their hosts during the join window.
    for (const group of [headers.slice(0, 3), headers.slice(3)]) {
      const room = (await t.request<RoomResponse>('POST', `/api/rooms/tournament/${tournamentId}`, { headers: group[0] })).body.room.id;
      for (const guest of group.slice(1)) expect((await t.post(`/api/rooms/${room}/join`, {}, guest)).status).toBe(200);
      expect((await t.request('PUT', `/api/rooms/${room}/state`, { body: { roomState: 'playing' }, headers: group[0] })).status).toBe(200);
    }
    const [first, second] = await playingTables(t, tournamentId);
    expect([first.seats.length, second.seats.length]).toEqual([3, 3]);
    const ended = await t.request('PUT', `/api/rooms/${first.id}/state`, { body: { roomState: 'completed' }, headers: headers[0] });
    expect(ended).toMatchObject({
      status: 200,
      body: { message: 'The table breaks after this hand: its players move to other tables with their chips.' },
    });
    // The hand in play goes on to its end; then the table breaks.
    expect((await findTable(t.server.db, first.id))!.status).toBe('playing');
    for (let guard = 0; guard < 40 && (await findTable(t.server.db, first.id))!.status === 'playing'; guard += 1) {
      const table = (await findTable(t.server.db, first.id))!;
      if (table.hand.state.phase === 'complete') {
        t.clock.advance(5);
        await t.server.tableRunner!.runDue();
      } else await fold(table);
    }
    expect((await findTable(t.server.db, first.id))!.status).toBe('finished');
    await t.server.director!.direct(tournamentId);
    for (let guard = 0; guard < 40; guard += 1) {
      const table = (await findTable(t.server.db, second.id))!;
      if (table.seats.length === 6) break;
      if (table.hand.state.phase === 'complete') {
        t.clock.advance(5);
        await t.server.tableRunner!.runDue();
      } else await fold(table);
    }
    const merged = (await findTable(t.server.db, second.id))!;
    expect(merged.seats).toHaveLength(6);
    expect(merged.seats.reduce((sum, seat) => sum + seat.stack, 0)).toBe(6 * STACK);
    const { rows: rooms } = await t.server.db.query<{ room_state: string }>('SELECT room_state FROM rooms WHERE id = $1', [first.id]);
    expect(rooms[0].room_state).toBe('completed');
    const { rows: members } = await t.server.db.query<{ room_id: number }>('SELECT DISTINCT room_id FROM room_members WHERE tournament_id = $1', [
      tournamentId,
    ]);
    expect(members).toEqual([{ room_id: second.id }]);
  });
});

describe('a table never holds more players than seats (issue #23)', () => {
  it('sends back unseated, with its stack, an arrival its table has no seat for, and deals on with its eight', async () => {
    const { tournamentId } = await tournamentOf(16);
    t.clock.advance(61);
    await t.server.director!.direct(tournamentId);
    const [full] = await playingTables(t, tournamentId);
    expect(full.seats).toHaveLength(8);
    const handNumber = (await findTable(t.server.db, full.id))!.hand.number;
    // A late entry: both tables are full, so the director opens no seat for them (a new table needs two).
    const late = await createPlayer(t);
    await registerPlayer(t, tournamentId, late.id, { entryFeeMicros: FEE, lobby: false });
    await t.server.director!.direct(tournamentId);
    const entry = async () =>
      (
        await t.server.db.query<{ table_id: number | null; in_transit: boolean; stack: string | null }>(
          'SELECT table_id, in_transit, stack FROM tournament_entries WHERE tournament_id = $1 AND user_id = $2',
          [tournamentId, late.id],
        )
      ).rows[0];
    expect(await entry()).toEqual({ table_id: null, in_transit: false, stack: null });

    // Sent to the full table all the same (a decision taken on a stale count): at its next hand boundary the table
    // keeps its eight, and the arrival goes back unseated with its chips for the director to seat elsewhere.
    await t.server.db.query(
      `UPDATE tournament_entries SET table_id = $3, seat = 1, in_transit = true, stack = $4, sitting_out = false
       WHERE tournament_id = $1 AND user_id = $2`,
      [tournamentId, late.id, full.id, STACK],
    );
    for (let guard = 0; guard < 60; guard += 1) {
      const table = (await findTable(t.server.db, full.id))!;
      if (table.hand.number > handNumber) break;
      if (table.hand.state.phase === 'complete') {
        t.clock.advance(5);
        await t.server.tableRunner!.runDue();
      } else await fold(table);
    }
    const after = (await findTable(t.server.db, full.id))!;
    expect(after.hand.number).toBe(handNumber + 1);
    expect(after.seats.length).toBeLessThanOrEqual(8);
    expect(after.seats.some((seat) => seat.userId === late.id)).toBe(false);
    expect(await entry()).toEqual({ table_id: null, in_transit: false, stack: String(STACK) });
    const { rows: sentBack } = await t.server.db.query<{ user_id: number }>(
      "SELECT user_id FROM table_events WHERE table_id = $1 AND kind = 'seat:sentBack'",
      [full.id],
    );
    expect(sentBack).toEqual([{ user_id: late.id }]);
  });
});

async function tokenHeaders(userId: number): Promise<Record<string, string>> {
  return bearer(await new Tokens('test-secret-that-is-long-enough-for-hs256', t.clock.now).sign({ userId, tokenVersion: 0 }));
}

/** The acting seat goes all in (or calls an all-in, or checks). */
async function allIn(table: TableRecord): Promise<void> {
  await decideFor(table, (legal) => {
    const raise = legal.find((action) => action.type === 'raise' || action.type === 'bet');
    if (raise && 'max' in raise) return { type: raise.type as 'raise', amount: raise.max };
    return legal.some((action) => action.type === 'call') ? { type: 'call' } : { type: 'check' };
  });
}

async function fold(table: TableRecord): Promise<void> {
  await decideFor(table, (legal) => (legal.some((action) => action.type === 'check') ? { type: 'check' } : { type: 'fold' }));
}

async function decideFor(table: TableRecord, choose: (legal: ReturnType<typeof legalActions>) => PlayerAction): Promise<void> {
  const seat = actingSeat(table);
  if (!seat) {
    t.clock.advance(60);
    await t.server.tableRunner!.runDue();
    return;
  }
  await actFor(t, table, seat.userId, choose(legalActions(table.hand.state, positionOfSeat(table.hand, seat.seat))));
}

describe('re-entry (issue #23 item 7)', () => {
  it('sells an eliminated player a new entry while late registration is open, up to maxEntries, each through the ledger', async () => {
    const { tournamentId, userIds } = await tournamentOf(3);
    await t.server.db.query('UPDATE tournaments SET max_entries = 2 WHERE id = $1', [tournamentId]);
    const [alice, bob, carol] = await Promise.all(userIds.map((id) => tokenHeaders(id)));
    const room = (await t.request<RoomResponse>('POST', `/api/rooms/tournament/${tournamentId}`, { headers: alice })).body.room.id;
    expect((await t.post(`/api/rooms/${room}/join`, {}, bob)).status).toBe(200);
    // A live entry cannot buy another.
    expect(await t.post(`/api/users/tournaments/${tournamentId}/register`, {}, alice)).toMatchObject({
      status: 409,
      body: { code: 'ALREADY_REGISTERED' },
    });
    expect((await t.request('PUT', `/api/rooms/${room}/state`, { body: { roomState: 'playing' }, headers: alice })).status).toBe(200);
    // The tables' nudges are held: the pass below is the one that places the bust, whatever this machine's speed (a
    // nudge's pass starts 500 ms after the hand, and on a slow machine placed it before the reads below).
    const nudges = jest.spyOn(t.server.director!, 'nudge').mockImplementation(() => undefined);
    for (let guard = 0; guard < 50; guard += 1) {
      const table = (await findTable(t.server.db, room))!;
      if (table.seats.some((seat) => seat.busted)) break;
      if (table.hand.state.phase === 'complete') {
        t.clock.advance(5);
        await t.server.tableRunner!.runDue();
        continue;
      }
      await allIn(table);
    }
    // Read just before the director places the bust, so that this process's list would still hold the answer.
    expect(await readerFlags(tournamentId, alice)).toEqual(both(REGISTERED));
    expect(await readerFlags(tournamentId, bob)).toEqual(both(REGISTERED));
    await t.server.director!.direct(tournamentId);
    nudges.mockRestore();
    const { rows: out } = await t.server.db.query<{ user_id: number; place: number }>(
      'SELECT user_id, place FROM tournament_entries WHERE tournament_id = $1 AND busted_at IS NOT NULL',
      [tournamentId],
    );
    expect(out).toEqual([{ user_id: expect.any(Number), place: 3 }]);
    const busted = out[0].user_id === userIds[0] ? alice : bob;
    const survivor = busted === alice ? bob : alice;
    expect(await readerFlags(tournamentId, busted)).toEqual(both(MAY_RE_ENTER));
    expect(await readerFlags(tournamentId, survivor)).toEqual(both(REGISTERED));
    const balance = async () =>
      (await t.server.db.query<{ balance_micros: string }>('SELECT balance_micros FROM users WHERE id = $1', [out[0].user_id])).rows[0]
        .balance_micros;
    // SPEC §5: a registration needs the larger of the buy-in and the starting stack in the wallet.
    await fundWallet(t.server.db, out[0].user_id, 2_000_000_000n, t.clock.now());
    const before = BigInt(await balance());
    const again = await t.post(`/api/users/tournaments/${tournamentId}/register`, {}, busted);
    expect(again).toMatchObject({ status: 200, body: { message: 'Successfully re-entered the tournament: a new stack, at a seat drawn for you.' } });
    expect(BigInt(await balance())).toBe(before - FEE);
    expect(again.body).toMatchObject({ tournament: REGISTERED });
    expect(await readerFlags(tournamentId, busted)).toEqual(both(REGISTERED));
    const { rows: entries } = await t.server.db.query<{ entry_number: number; stack: string | null; table_id: number | null; busted: boolean }>(
      'SELECT entry_number, stack, table_id, busted_at IS NOT NULL AS busted FROM tournament_entries WHERE tournament_id = $1 AND user_id = $2 ORDER BY entry_number',
      [tournamentId, out[0].user_id],
    );
    expect(entries).toEqual([
      { entry_number: 1, stack: '0', table_id: null, busted: true },
      { entry_number: 2, stack: null, table_id: null, busted: false },
    ]);
    // The new entry sits down like any entry: a room of its own choosing during the join window.
    const next = (await t.request<RoomResponse>('POST', `/api/rooms/tournament/${tournamentId}`, { headers: carol })).body.room.id;
    expect((await t.post(`/api/rooms/${next}/join`, {}, busted)).status).toBe(200);
    // The re-entry's seat and fee went to a seat shard (migration 029): the tournament's totals count them.
    expect(await poolOf(t, tournamentId)).toEqual({ players: 4, pool: 4n * FEE });
    await expectLedgerBalanced(t.server.db);
  });

  it('refuses a re-entry beyond maxEntries and in a freezeout, with the reason', async () => {
    const { tournamentId, userIds } = await tournamentOf(2);
    await markOut(tournamentId, userIds[0], 2);
    const headers = await tokenHeaders(userIds[0]);
    // A freezeout's eliminated player is still registered, and is not offered another entry.
    expect(await readerFlags(tournamentId, headers)).toEqual(both(REGISTERED));
    expect(await t.post(`/api/users/tournaments/${tournamentId}/register`, {}, headers)).toMatchObject({
      status: 409,
      body: { code: 'NO_ENTRIES_LEFT', message: 'This tournament is a freezeout: one entry per player, and yours is spent.' },
    });
    t.clock.advance(16 * 60);
    expect(await t.post(`/api/users/tournaments/${tournamentId}/register`, {}, headers)).toMatchObject({
      status: 409,
      body: { code: 'REGISTRATION_CLOSED' },
    });
  });

  it('tells each reader, in the list and the detail, whether they may buy another entry (canReEnter)', async () => {
    const { tournamentId, userIds } = await tournamentOf(2);
    await t.server.db.query('UPDATE tournaments SET max_entries = 2 WHERE id = $1', [tournamentId]);
    changedBehindTheApi(t);
    const [out, alive] = await Promise.all(userIds.map((id) => tokenHeaders(id)));
    expect(await readerFlags(tournamentId, out)).toEqual(both(REGISTERED));

    await markOut(tournamentId, userIds[0], 2);
    expect(await readerFlags(tournamentId, out)).toEqual(both(MAY_RE_ENTER));
    expect(await readerFlags(tournamentId, alive)).toEqual(both(REGISTERED));
    expect(await readerFlags(tournamentId)).toEqual(both({ isRegistered: false, canReEnter: false }));

    // The second entry is the last one the tournament sells: once it is out too, there is none to buy.
    await fundWallet(t.server.db, userIds[0], 2_000_000_000n, t.clock.now());
    expect((await t.post(`/api/users/tournaments/${tournamentId}/register`, {}, out)).status).toBe(200);
    expect(await readerFlags(tournamentId, out)).toEqual(both(REGISTERED));
    await markOut(tournamentId, userIds[0], 2);
    expect(await readerFlags(tournamentId, out)).toEqual(both(REGISTERED));

    // With entries left, a finished tournament sells none.
    await t.server.db.query('UPDATE tournaments SET max_entries = 3 WHERE id = $1', [tournamentId]);
    changedBehindTheApi(t);
    expect(await readerFlags(tournamentId, out)).toEqual(both(MAY_RE_ENTER));
    await t.server.db.query('UPDATE tournaments SET finished_at = $2 WHERE id = $1', [tournamentId, t.clock.now()]);
    changedBehindTheApi(t);
    expect(await readerFlags(tournamentId, out)).toEqual(both(REGISTERED));
  });
});

const REGISTERED = { isRegistered: true, canReEnter: false };
const MAY_RE_ENTER = { isRegistered: true, canReEnter: true };
const both = (flags: Pick<Tournament, 'isRegistered' | 'canReEnter'>) => ({ list: flags, detail: flags });

/** The reader's flags as the lobby list and the tournament's detail answer them (anonymous without headers). */
async function readerFlags(tournamentId: number, headers: Record<string, string> = {}) {
  const list = await t.get<Tournament[]>('/api/users/tournaments', headers);
  const detail = await t.get<TournamentDetail>(`/api/users/tournaments/${tournamentId}`, headers);
  expect([list.status, detail.status]).toEqual([200, 200]);
  const listed = list.body.find((entry) => entry.id === tournamentId)!;
  return {
    list: { isRegistered: listed.isRegistered, canReEnter: listed.canReEnter },
    detail: { isRegistered: detail.body.isRegistered, canReEnter: detail.body.canReEnter },
  };
}

/** The player's live entry is out, as a bust placed by the director leaves it (written behind the API). */
async function markOut(tournamentId: number, userId: number, place: number): Promise<void> {
  await t.server.db.query(
    `UPDATE tournament_entries SET busted_at = $3, stack = 0, place = $4 WHERE tournament_id = $1 AND user_id = $2 AND busted_at IS NULL`,
    [tournamentId, userId, t.clock.now(), place],
  );
  await t.server.db.query(`UPDATE tournament_registrations SET state = 'completed' WHERE tournament_id = $1 AND user_id = $2`, [
    tournamentId,
    userId,
  ]);
  changedBehindTheApi(t);
}

describe('hand-for-hand on the money bubble (issue #23 item 5)', () => {
  it('deals one hand per table per round from one player off the money, and the players busted in a round share their place', async () => {
    // Eleven places paid of twelve: the bubble is there from the first deal, at two tables of six.
    const { tournamentId } = await tournamentOf(12);
    const structure = [
      { place: '1', percent: 30 },
      { place: '2', percent: 16 },
      { place: '3-11', percent: 6 },
    ];
    await t.server.db.query('UPDATE tournaments SET prize_structure = $2::jsonb WHERE id = $1', [tournamentId, JSON.stringify(structure)]);
    t.clock.advance(61);
    await t.server.director!.direct(tournamentId);
    const problems: string[] = [];
    const rounds = new Set<number>();
    const dealt = new Map<number, Set<number>>();
    let burstRound: number | undefined;
    await playTournament(t, tournamentId, {
      random: seededRandom(7),
      check: async (step) => {
        const { rows } = await t.server.db.query<{ hand_for_hand_round: number | null }>(
          'SELECT hand_for_hand_round FROM tournaments WHERE id = $1',
          [tournamentId],
        );
        const round = rows[0].hand_for_hand_round;
        const { rows: alive } = await t.server.db.query<{ count: string }>(
          'SELECT count(*)::text AS count FROM tournament_entries WHERE tournament_id = $1 AND busted_at IS NULL',
          [tournamentId],
        );
        if (round === null) {
          if (alive[0].count === '12') problems.push(`step ${step}: not hand-for-hand on the bubble`);
          return;
        }
        rounds.add(round);
        // The bubble burst in a round: that round is played to its end (its busts share a place), and no other begins.
        if (alive[0].count !== '12') {
          burstRound ??= round;
          if (round !== burstRound) problems.push(`step ${step}: round ${round} began after the bubble burst in round ${burstRound}`);
        }
        for (const table of await playingTables(t, tournamentId)) {
          const mine = table.hand.round;
          if (mine === undefined) continue;
          if (mine > round) problems.push(`step ${step}: table ${table.id} dealt round ${mine} during round ${round}`);
          dealt.set(mine, (dealt.get(mine) ?? new Set()).add(table.id));
        }
      },
    });
    expect(problems.slice(0, 5)).toEqual([]);
    expect(rounds.size).toBeGreaterThan(0);
    // Every round before the last was dealt at both tables.
    for (const round of [...rounds].filter((round) => round < Math.max(...rounds))) expect(dealt.get(round)?.size).toBe(2);
    const { rows: bubble } = await t.server.db.query<{ places: number[] }>(
      `SELECT array_agg(place ORDER BY place) AS places FROM tournament_entries WHERE tournament_id = $1 AND bust_group LIKE 'round:%' GROUP BY bust_group`,
      [tournamentId],
    );
    // The bubble burst in a round: whoever busted in it shares 12th place (and, with two, the 11th place's prize).
    expect(bubble).toHaveLength(1);
    expect(new Set(bubble[0].places)).toEqual(new Set([13 - bubble[0].places.length]));
    const { rows: paid } = await t.server.db.query<{ total: string }>(
      "SELECT sum(amount_micros)::text AS total FROM ledger_transactions WHERE kind = 'prize' AND tournament_id = $1",
      [tournamentId],
    );
    expect(BigInt(paid[0].total)).toBe(12n * FEE);
    await expectLedgerBalanced(t.server.db);
  }, 600_000);
});

describe("a director's pass reads the entries it acts on, not the field (issue #28)", () => {
  const pendingOf = async (tournamentId: number) => {
    const { entries, alive, pending } = await directedEntries(t.server.db, tournamentId);
    return { entries, alive, pending: pending.map((entry) => entry.user_id) };
  };
  const bust = (tournamentId: number, userIds: number[], place: number | null) =>
    t.server.db.query(
      `UPDATE tournament_entries SET busted_at = $3, bust_group = id::text, bust_start_stack = 0, stack = 0, place = $4
       WHERE tournament_id = $1 AND user_id = ANY($2::int[])`,
      [tournamentId, userIds, t.clock.now(), place],
    );

  it('reads the unseated before the seating, the busted until placed, and the last one in once one is left', async () => {
    const { tournamentId, userIds } = await tournamentOf(16);
    expect(await pendingOf(tournamentId)).toEqual({ entries: 16, alive: 16, pending: userIds });
    t.clock.advance(61);
    await t.server.director!.direct(tournamentId);
    expect(await pendingOf(tournamentId)).toEqual({ entries: 16, alive: 16, pending: [] });

    await bust(tournamentId, [userIds[3]], null);
    expect(await pendingOf(tournamentId)).toEqual({ entries: 16, alive: 15, pending: [userIds[3]] });
    await bust(tournamentId, [userIds[3]], 16);
    expect(await pendingOf(tournamentId)).toEqual({ entries: 16, alive: 15, pending: [] });

    const others = userIds.filter((userId) => userId !== userIds[3] && userId !== userIds[9]);
    for (const [index, userId] of others.slice(0, 13).entries()) await bust(tournamentId, [userId], 15 - index);
    expect(await pendingOf(tournamentId)).toEqual({ entries: 16, alive: 2, pending: [] });
    await bust(tournamentId, [others[13]], null);
    expect(await pendingOf(tournamentId)).toEqual({ entries: 16, alive: 1, pending: [userIds[9], others[13]].sort((a, b) => a - b) });
  });
});
