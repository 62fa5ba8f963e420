import { randomUUID } from 'node:crypto';
import type { Ack, ChannelSnapshot, HandHistoryResponse, HandReplay, TablePrivateFrame, TableStateFrame } from 'shared-events/contracts';
import { actAtTable } from '../src/tables/table-actions';
import { applyAction, type HandState, type PlayerAction } from 'poker-engine';
import { findTable, PLAYERS_FRESH_MS, TableCache } from '../src/tables/tables.repository';
import { playShowdown, seatOfPosition } from '../src/tables/table-model';
import { connected, socketsClosedAfterEach } from './helpers/realtime-client';
import { recordFrames, subscribe } from './helpers/realtime-gateway';
import { createPlayer, type TestPlayer } from './helpers/rooms';
import {
  act,
  chipsOnTable,
  passiveAction,
  legalActionsAt,
  privateFrames,
  startedTable as startedTableOf,
  tableSnapshot,
  type Seated,
} from './helpers/tables';
import { startTestApp, type TestApp } from './helpers/test-app';
import { DEFAULT_TABLE_TIMINGS } from '../src/tables/table-timings';

let t: TestApp;
const sockets = socketsClosedAfterEach();
const STACK = 1000;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A started room of `count` players, each connected and following their own user channel and the table. */
const startedTable = (count: number, gameType: 'NLH' | 'PLO' = 'NLH') => startedTableOf(t, sockets, count, { gameType, startingStack: STACK });
const snapshot = (player: TestPlayer, tableId: number) => tableSnapshot(t, player, tableId);

/** After a completed hand: the pause passes and the table's owner deals the next one. */
async function pauseThenDeal(): Promise<void> {
  t.clock.advance(DEFAULT_TABLE_TIMINGS.handPauseMs / 1000);
  await t.server.tableRunner!.runDue();
}

async function tableRow(tableId: number) {
  const { rows } = await t.server.db.query<{ version: number; events: string; seq: string }>(
    `SELECT version, (SELECT count(*) FROM table_events WHERE table_id = $1) AS events,
       (SELECT seq FROM channel_seqs WHERE channel = 'table:' || $1::text) AS seq
     FROM poker_tables WHERE id = $1`,
    [tableId],
  );
  return rows[0];
}

/** Waits until the player's private view for `handNumber` has arrived (frames are sent after the commit). */
async function privateViewOf(player: Seated, handNumber: number) {
  for (let i = 0; i < 200; i += 1) {
    const view = privateFrames(player)
      .filter((v) => v.handNumber === handNumber)
      .pop();
    if (view) return view;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no private view of hand ${handNumber} for ${player.username}`);
}

describe('the table runtime', () => {
  it('deals on Start Game, sends each player their own cards only (spectators none), plays a hand to the end and conserves chips', async () => {
    const { tableId, players } = await startedTable(3);
    const watcher = await createPlayer(t);
    const spectator: Seated = { ...watcher, socket: await connected(t.url, watcher.token), frames: [] };
    sockets.push(spectator.socket);
    spectator.frames = recordFrames(spectator.socket);
    expect(await subscribe(spectator.socket, `table:${tableId}`)).toMatchObject({ ok: true });
    const first = await snapshot(players[0], tableId);
    expect(first.state).toMatchObject({
      tableId,
      status: 'playing',
      gameType: 'NLH',
      level: { level: 1, bigBlind: 10 },
      hand: { handNumber: 1, street: 'preflop' },
    });
    // Seats are drawn at random (GLI-19), not given in the order the players joined.
    expect(first.state.seats.map((seat) => seat.userId).sort((a, b) => a - b)).toEqual(players.map((p) => p.id).sort((a, b) => a - b));
    expect(chipsOnTable(first.state)).toBe(3 * STACK);

    const cards = new Map<number, string[]>();
    for (const player of players) {
      const view = await privateViewOf(player, 1);
      expect(view.cards).toHaveLength(2);
      cards.set(player.id, view.cards);
    }

    // Check or call until the hand is over, checking chips after every action.
    let view = first.state;
    let seq = first.seq;
    for (let step = 0; step < 30 && view.hand!.handNumber === 1; step += 1) {
      const actor = players.find((p) => p.id === view.seats.find((s) => s.seat === view.hand!.actingSeat)!.userId)!;
      const options = (await privateViewOf(actor, 1)).legalActions!;
      const action = passiveAction(options);
      const answer = await act(actor, { tableId, handNumber: 1, seq, action });
      expect(answer).toMatchObject({ ok: true });
      ({ state: view, seq } = await snapshot(actor, tableId));
      expect(chipsOnTable(view)).toBe(3 * STACK);
      if (view.hand!.street === 'complete') {
        expect(Date.parse(view.nextHandAt!)).toBe(t.clock.now().getTime() + DEFAULT_TABLE_TIMINGS.handPauseMs);
        await pauseThenDeal();
        ({ state: view, seq } = await snapshot(actor, tableId));
      }
      // Wait for the private frames of this change before reading the actor's next options.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(view.hand!.handNumber).toBe(2);

    // What each client received: no other player's hole card in any frame before the showdown reveal.
    expect(spectator.frames.length).toBeGreaterThan(0);
    for (const player of [...players, spectator]) {
      const others = [...cards].filter(([id]) => id !== player.id).flatMap(([, own]) => own);
      for (const frame of player.frames) {
        // Hand 1's frames only: the next hand deals from a new deck, where those cards may be anyone's.
        const { view } = frame.data as TableStateFrame | TablePrivateFrame;
        // A showdown waiting for a beaten hand's choice shows the hands already tabled.
        const beforeShowdown =
          'hand' in view
            ? view.hand!.handNumber === 1 && view.hand!.street !== 'complete' && view.hand!.street !== 'showdown'
            : view.handNumber === 1;
        if (!beforeShowdown) continue;
        const json = JSON.stringify(frame);
        expect(others.filter((code) => json.includes(`"${code}"`))).toEqual([]);
      }
    }
    const completed = players[0].frames.map((f) => f.data as TableStateFrame).find((d) => d.view?.hand?.street === 'complete');
    expect(completed!.view.hand!.awards!.length).toBeGreaterThan(0);
    const { rows } = await t.server.db.query<{ kind: string }>('SELECT kind FROM table_events WHERE table_id = $1 ORDER BY seq', [tableId]);
    expect(rows.map((r) => r.kind)).toEqual(expect.arrayContaining(['table:started', 'hand:dealt', 'action', 'hand:completed']));
    expect(rows[0].kind).toBe('table:started');
  });

  it("gives a player who opens the table late their own cards back in the user channel's snapshot, and nobody else's", async () => {
    const { tableId, players } = await startedTable(3);
    for (const player of players) {
      const own = await privateViewOf(player, 1);
      const { body } = await t.get<ChannelSnapshot<{ tables: TablePrivateFrame['view'][] }>>(
        `/api/realtime/snapshot?channel=user:${player.id}`,
        player.headers,
      );
      expect(body.state.tables).toEqual([own]);
      expect(body.state.tables[0]).toMatchObject({
        tableId,
        handNumber: 1,
        cards: expect.arrayContaining([expect.stringMatching(/^[2-9TJQKA][shdc]$/)]),
      });
      const othersCards = players.filter((other) => other.id !== player.id).flatMap((other) => privateFrames(other).flatMap((view) => view.cards));
      for (const card of othersCards) expect(JSON.stringify(body)).not.toContain(`"${card}"`);
    }
  });

  it('refuses out-of-turn, stale and illegal actions with a code and changes nothing', async () => {
    const { tableId, players } = await startedTable(3);
    const { state, seq } = await snapshot(players[0], tableId);
    const actorSeat = state.hand!.actingSeat!;
    const actor = players.find((p) => p.id === state.seats.find((s) => s.seat === actorSeat)!.userId)!;
    const other = players.find((p) => p !== actor)!;
    const before = await tableRow(tableId);

    const refusals = [
      await act(other, { tableId, handNumber: 1, seq, action: 'call' }),
      await act(actor, { tableId, handNumber: 1, seq: seq - 1, action: 'call' }),
      await act(actor, { tableId, handNumber: 2, seq, action: 'call' }),
      await act(actor, { tableId, handNumber: 1, seq, action: 'raise', amount: 11 }),
      await act(actor, { tableId, handNumber: 1, seq, action: 'check' }),
    ];
    expect(refusals.map((answer) => (answer.ok ? 'ok' : answer.code))).toEqual([
      'NOT_YOUR_TURN',
      'STALE_TABLE_STATE',
      'STALE_TABLE_STATE',
      'RAISE_BELOW_MINIMUM',
      'CANNOT_CHECK_FACING_BET',
    ]);
    expect(refusals.every((answer) => !answer.ok && answer.message.length > 0)).toBe(true);
    expect(await tableRow(tableId)).toEqual(before);
  });

  it('refuses a decision whose token was revoked (checked in the statement that locks the table), applies nothing and closes the socket', async () => {
    const { tableId, players } = await startedTable(2);
    const { state, seq } = await snapshot(players[0], tableId);
    const actor = players.find((p) => p.id === state.seats.find((s) => s.seat === state.hand!.actingSeat)!.userId)!;
    const other = players.find((p) => p !== actor)!;
    const decisions = async () => (await findTable(t.server.db, tableId))!.hand.state.log.length;
    const before = await decisions();
    await t.server.db.query('UPDATE users SET token_version = token_version + 1 WHERE id = ANY($1::int[])', [[actor.id, other.id]]);
    const closed = new Promise((resolve) => actor.socket.once('disconnect', resolve));
    const actionId = randomUUID();
    expect(await act(actor, { tableId, handNumber: 1, seq, action: 'call' }, actionId)).toMatchObject({
      ok: false,
      actionId,
      code: 'AUTHENTICATION_REQUIRED',
    });
    expect(await closed).toBe('io server disconnect');
    // A table that does not exist: refused for the session all the same, not TABLE_NOT_FOUND.
    expect(await act(other, { tableId: 2_000_000_000, handNumber: 1, seq, action: 'call' })).toMatchObject({
      ok: false,
      code: 'AUTHENTICATION_REQUIRED',
    });
    // (The disconnect itself is a change of the seats: presence.) No decision was applied, none logged.
    expect(await decisions()).toBe(before);
    const { rows } = await t.server.db.query("SELECT 1 FROM table_events WHERE table_id = $1 AND kind = 'action'", [tableId]);
    expect(rows).toEqual([]);
  });

  it('applies an action id once: a resend and a replay after the gateway forgot it answer the first result', async () => {
    const { tableId, players } = await startedTable(2);
    const { state, seq } = await snapshot(players[0], tableId);
    const actor = players.find((p) => p.id === state.seats.find((s) => s.seat === state.hand!.actingSeat)!.userId)!;
    const actionId = randomUUID();
    const payload = { tableId, handNumber: 1, seq, action: 'call' as const };
    const first = await act(actor, payload, actionId);
    expect(first).toMatchObject({ ok: true, result: { handNumber: 1 } });
    const after = await tableRow(tableId);
    expect(await act(actor, payload, actionId)).toEqual(first);
    // Straight to the runtime, as another process (or this one after a restart) would see it.
    const replay = await actAtTable(t.server.db, { userId: actor.id, actionId, payload, at: t.clock.now(), timings: DEFAULT_TABLE_TIMINGS });
    expect(replay).toMatchObject({ result: (first as Extract<Ack, { ok: true }>).result, frames: [] });
    expect(await tableRow(tableId)).toEqual(after);
  });

  it('reads a table again when another process changed it since this one last knew it', async () => {
    const { tableId, players } = await startedTable(2);
    const actorAt = async () => {
      const record = (await findTable(t.server.db, tableId))!;
      const seat = record.seats.find((s) => s.seat === seatOfPosition(record.hand, record.hand.state.actor))!;
      return players.find((p) => p.id === seat.userId)!;
    };
    const first = await actorAt();
    expect(await act(first, { tableId, handNumber: 1, seq: Number((await tableRow(tableId)).seq), action: 'call' })).toMatchObject({ ok: true });
    // Another process (no knowledge of this one's) checks for the big blind, and the flop comes.
    const second = await actorAt();
    await actAtTable(t.server.db, {
      userId: second.id,
      actionId: randomUUID(),
      payload: { tableId, handNumber: 1, seq: Number((await tableRow(tableId)).seq), action: 'check' },
      at: t.clock.now(),
      timings: DEFAULT_TABLE_TIMINGS,
    });
    const third = await actorAt();
    const seq = Number((await tableRow(tableId)).seq);
    expect(await act(third, { tableId, handNumber: 1, seq, action: 'check' })).toMatchObject({ ok: true, result: { seq: seq + 1 } });
    const { rows } = await t.server.db.query<{ n: string }>(`SELECT count(*) AS n FROM table_events WHERE table_id = $1 AND kind = 'action'`, [
      tableId,
    ]);
    expect(Number(rows[0].n)).toBe(3);
    // What a process keeps of a table is the table: a record decoded from it equals one read from the row.
    const read = (await findTable(t.server.db, tableId))!;
    let now = 0;
    const cache = new TableCache(() => now);
    cache.remember(read, { read: true });
    expect(cache.get(tableId, read.version)).toEqual(read);
    expect(cache.get(tableId, read.version - 1)).toBeUndefined();
    // A change written later keeps the players as read then; once they are old, the table is read again.
    now = PLAYERS_FRESH_MS - 1;
    cache.remember({ ...read, version: read.version + 1 });
    expect(cache.get(tableId, read.version + 1)).toEqual({ ...read, version: read.version + 1 });
    now = PLAYERS_FRESH_MS;
    expect(cache.get(tableId, read.version + 1)).toBeUndefined();
  });

  it('decides on the table this process knows in one statement, never over a change made since, and checks the session in it', async () => {
    const { tableId, players } = await startedTable(3);
    const { db } = t.server;
    const cache = new TableCache(() => 0);
    const know = async () => cache.remember((await findTable(db, tableId, { lock: true }))!, { read: true });
    const actorOf = (record: NonNullable<Awaited<ReturnType<typeof findTable>>>) =>
      players.find((p) => p.id === record.seats.find((s) => s.seat === seatOfPosition(record.hand, record.hand.state.actor))!.userId)!;
    const statements: string[] = [];
    let transactions = 0;
    const counted = {
      ...db,
      query: ((sql: string, params?: unknown[]) => (statements.push(sql), db.query(sql, params))) as typeof db.query,
      transaction: ((fn) => ((transactions += 1), db.transaction(fn))) as typeof db.transaction,
    };
    const request = async (userId: number, action: 'call' | 'fold', session?: { userId: number; tokenId: string; tokenVersion: number }) => ({
      userId,
      actionId: randomUUID(),
      payload: { tableId, handNumber: 1, seq: Number((await tableRow(tableId)).seq), action },
      at: t.clock.now(),
      timings: DEFAULT_TABLE_TIMINGS,
      cache,
      session,
    });

    await know();
    const first = actorOf(cache.latest(tableId)!);
    const stale = await request(first.id, 'call');
    // Another process, which shares nothing with this one, takes the same seat's decision first.
    await actAtTable(db, { ...(await request(first.id, 'fold')), cache: undefined });
    const moved = await tableRow(tableId);
    // This process still knows the table as it was, where the request is the seat's turn at its seq: the row is not
    // at that version any more, so nothing is written, and under the lock the request is stale.
    await expect(actAtTable(counted, stale)).rejects.toMatchObject({ code: 'STALE_TABLE_STATE' });
    expect(await tableRow(tableId)).toEqual(moved);
    expect(transactions).toBe(1);

    // A revoked session is refused, whatever the process knows: nothing written.
    await know();
    const second = actorOf(cache.latest(tableId)!);
    const { rows } = await db.query<{ token_version: number }>('SELECT token_version FROM users WHERE id = $1', [second.id]);
    const session = { userId: second.id, tokenId: randomUUID(), tokenVersion: rows[0].token_version };
    await db.query('INSERT INTO revoked_tokens (token_id, user_id, expires_at, revoked_at) VALUES ($1, $2, $3, $3)', [
      session.tokenId,
      second.id,
      new Date(Date.now() + 60_000),
    ]);
    await expect(actAtTable(db, await request(second.id, 'call', session))).rejects.toMatchObject({ code: 'AUTHENTICATION_REQUIRED' });
    expect(await tableRow(tableId)).toEqual(moved);

    // Known and unchanged, a decision is one statement and no transaction; it writes what the locked path would read.
    statements.length = 0;
    transactions = 0;
    const valid = { ...session, tokenId: randomUUID() };
    const outcome = await actAtTable(counted, await request(second.id, 'call', valid));
    expect({ statements: statements.length, transactions }).toEqual({ statements: 1, transactions: 0 });
    const written = await tableRow(tableId);
    expect(written).toMatchObject({ version: moved.version + 1, seq: String(outcome.result.seq) });
    expect(Number(written.events)).toBe(Number(moved.events) + 1);
    const read = (await findTable(db, tableId))!;
    expect({ ...outcome.table, players: read.players }).toEqual(read);
  });

  it('serializes concurrent actions on one table: one applies, the others see a stale table', async () => {
    const { tableId, players } = await startedTable(2);
    const { state, seq } = await snapshot(players[0], tableId);
    const actor = players.find((p) => p.id === state.seats.find((s) => s.seat === state.hand!.actingSeat)!.userId)!;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        actAtTable(t.server.db, {
          userId: actor.id,
          actionId: randomUUID(),
          payload: { tableId, handNumber: 1, seq, action: 'call' },
          at: t.clock.now(),
          timings: DEFAULT_TABLE_TIMINGS,
        }).then(
          () => 'ok',
          (error: { code?: string }) => error.code,
        ),
      ),
    );
    expect(answers.filter((answer) => answer === 'ok')).toHaveLength(1);
    expect(answers.filter((answer) => answer !== 'ok').every((code) => code === 'STALE_TABLE_STATE' || code === 'NOT_YOUR_TURN')).toBe(true);
    const { rows } = await t.server.db.query<{ n: string }>(`SELECT count(*) AS n FROM table_events WHERE table_id = $1 AND kind = 'action'`, [
      tableId,
    ]);
    expect(Number(rows[0].n)).toBe(1);
  });

  it('deals PLO with four cards to each player, and only to them', async () => {
    const { tableId, players } = await startedTable(2, 'PLO');
    const { state } = await snapshot(players[0], tableId);
    expect(state.gameType).toBe('PLO');
    expect(state.seats.map((seat) => [seat.holeCardCount, seat.revealedCards])).toEqual([
      [4, null],
      [4, null],
    ]);
    for (const player of players) expect((await privateViewOf(player, 1)).cards).toHaveLength(4);
  });

  it("moves to the tournament's next blind level blind_speed_seconds after the tournament's start (not the table's), from the next hand on", async () => {
    const { tableId, players, tournamentId } = await startedTable(2);
    const start = (await snapshot(players[0], tableId)).state;
    expect(start.level).toEqual({ level: 1, smallBlind: 5, bigBlind: 10, ante: 0 });
    expect(start.nextLevel).toMatchObject({ level: 2 });
    const { rows } = await t.server.db.query<{ starts_at: Date }>('SELECT starts_at FROM tournaments WHERE id = $1', [tournamentId]);
    // The table started a minute after the tournament: its first level ends with the tournament's, 9 minutes later.
    expect(Date.parse(start.nextLevelAt!) - rows[0].starts_at.getTime()).toBe(600_000);
    expect(Date.parse(start.nextLevelAt!) - t.clock.now().getTime()).toBe(540_000);
    t.clock.advance(541);
    const { state, seq } = await snapshot(players[0], tableId);
    const actor = players.find((p) => p.id === state.seats.find((s) => s.seat === state.hand!.actingSeat)!.userId)!;
    expect(await act(actor, { tableId, handNumber: 1, seq, action: 'fold' })).toMatchObject({ ok: true });
    await pauseThenDeal();
    const next = (await snapshot(players[0], tableId)).state;
    expect(next.hand!.handNumber).toBe(2);
    expect(next.level).toMatchObject({ level: 2, smallBlind: 10, bigBlind: 20 });
    expect(next.seats.reduce((sum, seat) => sum + seat.bet, 0)).toBe(10 + 20);
  });

  it('keeps an event log from which the hand in play is rebuilt exactly (deck included)', async () => {
    const { tableId, players } = await startedTable(3);
    for (let step = 0; step < 3; step += 1) {
      const { state, seq } = await snapshot(players[0], tableId);
      const seat = state.hand!.actingSeat!;
      const actor = players.find((p) => p.id === state.seats.find((s) => s.seat === seat)!.userId)!;
      const options = await legalActionsAt(t, tableId, seat);
      expect(await act(actor, { tableId, handNumber: state.hand!.handNumber, seq, action: passiveAction(options) })).toMatchObject({ ok: true });
    }
    const { rows } = await t.server.db.query<{
      kind: string;
      payload: { state?: HandState; seat?: number; request?: { action: string; amount?: number } };
    }>('SELECT kind, payload FROM table_events WHERE table_id = $1 ORDER BY seq', [tableId]);
    const dealt = rows.map((row) => row.kind).lastIndexOf('hand:dealt');
    const rebuilt = structuredClone(rows[dealt].payload.state!);
    const stored = (await findTable(t.server.db, tableId))!.hand;
    for (const event of rows.slice(dealt + 1).filter((row) => row.kind === 'action')) {
      const { seat, request: asked } = event.payload;
      const position = stored.positions.order.indexOf(seat! - 1);
      const move = asked!.action === 'bet' || asked!.action === 'raise' ? { type: asked!.action, amount: asked!.amount! } : { type: asked!.action };
      expect(applyAction(rebuilt, position, move as PlayerAction)).toEqual({ ok: true });
      playShowdown(rebuilt);
    }
    expect(rebuilt).toEqual(stored.state);
  });

  it('plays all-in hands until one player has every chip, then the table and the tournament are finished', async () => {
    const { tableId, players, tournamentId } = await startedTable(2);
    for (let step = 0; step < 200; step += 1) {
      // The director hears of each completed hand after its commit.
      await t.server.director!.idle();
      const { state, seq } = await snapshot(players[0], tableId);
      expect(chipsOnTable(state)).toBe(2 * STACK);
      if (state.status === 'finished') break;
      if (state.hand!.street === 'complete') {
        await pauseThenDeal();
        continue;
      }
      const seat = state.hand!.actingSeat!;
      const actor = players.find((p) => p.id === state.seats.find((s) => s.seat === seat)!.userId)!;
      const options = await legalActionsAt(t, tableId, seat);
      const allIn = options.find((o) => o.type === 'raise' || o.type === 'bet');
      const action =
        allIn && 'max' in allIn ? { action: allIn.type, amount: allIn.max } : { action: options.some((o) => o.type === 'call') ? 'call' : 'check' };
      const answer = await act(actor, { tableId, handNumber: state.hand!.handNumber, seq, ...action });
      expect(answer).toMatchObject({ ok: true });
    }
    const final = (await snapshot(players[0], tableId)).state;
    expect(final.status).toBe('finished');
    // The busted player has left the table; the winner sits with every chip.
    expect(final.seats.map((seat) => seat.stack)).toEqual([2 * STACK]);
    const { rows } = await t.server.db.query<{ kind: string; payload: { reason: string; winnerUserId: number } }>(
      'SELECT kind, payload FROM table_events WHERE table_id = $1 ORDER BY seq DESC LIMIT 1',
      [tableId],
    );
    expect(rows[0]).toMatchObject({ kind: 'table:finished', payload: { reason: 'won', winnerUserId: final.seats[0].userId } });
    const { rows: tournament } = await t.server.db.query<{ status: string; finished_at: Date | null }>(
      'SELECT status, finished_at FROM tournaments WHERE id = $1',
      [tournamentId],
    );
    expect(tournament[0]).toMatchObject({ status: 'completed', finished_at: t.clock.now() });
  });

  it('records a hand stopped by End Game as void: every player keeps the stack they began it with, and can review it', async () => {
    const { tableId, tournamentId, players } = await startedTable(3);
    const before = (await findTable(t.server.db, tableId))!;
    const { state: view, seq } = await snapshot(players[0], tableId);
    const actor = players.find((p) => p.id === view.seats.find((s) => s.seat === view.hand!.actingSeat)!.userId)!;
    expect(await act(actor, { tableId, handNumber: 1, seq, action: 'call' })).toMatchObject({ ok: true });
    // A tournament already finished lets its host end a game in progress (a running one breaks the table instead).
    await t.server.db.query('UPDATE tournaments SET finished_at = $2 WHERE id = $1', [tournamentId, t.clock.now()]);
    const ended = await t.request('PUT', `/api/rooms/${tableId}/state`, { body: { roomState: 'completed' }, headers: players[0].headers });
    expect(ended.status).toBe(200);

    const { rows } = await t.server.db.query<{ id: string; voided: boolean; pot: string; hand_number: number }>(
      'SELECT id::text AS id, voided, pot::text AS pot, hand_number FROM hands WHERE room_id = $1',
      [tableId],
    );
    expect(rows).toEqual([{ id: expect.any(String), voided: true, pot: '0', hand_number: 1 }]);
    const after = (await findTable(t.server.db, tableId))!;
    expect(after.seats.map((seat) => seat.stack)).toEqual(before.seats.map((seat) => seat.stack));
    for (const player of players) {
      const history = await t.get<HandHistoryResponse>('/api/users/hand-history', player.headers);
      expect(history.body.rows).toEqual([expect.objectContaining({ id: Number(rows[0].id), result: 'void', net: 0, potSize: 0, winningHand: null })]);
      const review = await t.get<HandReplay>(`/api/users/hand-history/${rows[0].id}`, player.headers);
      expect(review.status).toBe(200);
      expect(review.body).toMatchObject({ voided: true, pot: 0 });
      expect(review.body.players.every((seat) => seat.net === 0 && seat.won === 0)).toBe(true);
    }
  });
});
