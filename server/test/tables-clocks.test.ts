import type { TableStateFrame, TableView } from 'shared-events/contracts';
import { createTableRunner } from '../src/tables/table-runner';
import { findTable } from '../src/tables/tables.repository';
import { DEFAULT_TABLE_TIMINGS } from '../src/tables/table-timings';
import { connected, socketsClosedAfterEach } from './helpers/realtime-client';
import { disconnected, request } from './helpers/realtime-gateway';
import { createPlayer } from './helpers/rooms';
import {
  act,
  actorOf,
  chipsOnTable,
  passiveAction,
  follow,
  frameWhere,
  privateSnapshot,
  seat,
  startedTable,
  tableSnapshot,
  type Seated,
} from './helpers/tables';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const sockets = socketsClosedAfterEach();
const { actionMs, timeBankMs, handPauseMs, leaseMs } = DEFAULT_TABLE_TIMINGS;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const runner = () => t.server.tableRunner!;
const view = async (tableId: number, player: Seated) => (await tableSnapshot(t, player, tableId)).state;
const seatOf = (state: TableView, player: Seated) => state.seats.find((s) => s.userId === player.id)!;

/** Moves the test clock on and lets the tables' owner do what has fallen due. */
async function after(ms: number): Promise<void> {
  t.clock.advance(ms / 1000);
  await runner().runDue();
}

async function events(tableId: number) {
  const { rows } = await t.server.db.query<{ kind: string; payload: Record<string, unknown> }>(
    'SELECT kind, payload FROM table_events WHERE table_id = $1 ORDER BY seq',
    [tableId],
  );
  return rows;
}

describe('table clocks', () => {
  it("shows every player the acting seat's clock; past it the time bank runs; then the server checks or folds", async () => {
    const { tableId, players } = await startedTable(t, sockets, 3);
    const start = await view(tableId, players[0]);
    expect(start.clock).toEqual({ actionSeconds: actionMs / 1000, timeBankSeconds: timeBankMs / 1000 });
    expect(Date.parse(start.hand!.actionDeadline!)).toBe(t.clock.now().getTime() + actionMs);
    const actor = actorOf(start, players);
    expect(seatOf(start, actor).timeBankMs).toBe(timeBankMs);

    // The clock runs out, the time bank has not: nothing happens yet.
    await after(actionMs + timeBankMs - 1000);
    expect((await view(tableId, players[0])).hand!.actingSeat).toBe(start.hand!.actingSeat);

    await after(1000);
    const timedOut = await view(tableId, players[0]);
    // Preflop, facing the big blind: the server folds for them.
    expect(timedOut.hand!.lastAction).toMatchObject({ seat: seatOf(start, actor).seat, type: 'fold', auto: 'timeout' });
    expect(seatOf(timedOut, actor)).toMatchObject({ timeBankMs: 0, timeouts: 1, status: 'folded' });
    expect(timedOut.hand!.actingSeat).not.toBe(start.hand!.actingSeat);
    expect(Date.parse(timedOut.hand!.actionDeadline!)).toBe(t.clock.now().getTime() + actionMs);
    expect(chipsOnTable(timedOut)).toBe(3 * 1000);
    // Every player received the frame that said so.
    for (const player of players) {
      await frameWhere(player, (frame) => (frame.data as TableStateFrame).view?.hand?.lastAction?.auto === 'timeout');
    }
    expect((await events(tableId)).filter((event) => event.kind === 'auto')).toEqual([
      { kind: 'auto', payload: expect.objectContaining({ action: 'fold', reason: 'timeout', owner: runner().holder }) },
    ]);
  });

  it('spends the time bank a player used past their clock, and fills it again at the next level', async () => {
    const { tableId, players } = await startedTable(t, sockets, 2);
    const start = await tableSnapshot(t, players[0], tableId);
    const actor = actorOf(start.state, players);
    t.clock.advance((actionMs + 4000) / 1000);
    expect(await act(actor, { tableId, handNumber: 1, seq: start.seq, action: 'fold' })).toMatchObject({ ok: true });
    const folded = await view(tableId, players[0]);
    expect(seatOf(folded, actor)).toMatchObject({ timeBankMs: timeBankMs - 4000, timeouts: 0 });
    expect(Date.parse(folded.nextHandAt!)).toBe(t.clock.now().getTime() + handPauseMs);

    // The next level starts before the next deal: every bank is full again.
    t.clock.advance(600);
    await runner().runDue();
    const next = await view(tableId, players[0]);
    expect(next.hand!.handNumber).toBe(2);
    expect(next.level.level).toBe(2);
    expect(next.seats.map((s) => s.timeBankMs)).toEqual([timeBankMs, timeBankMs]);
  });

  it('keeps a completed hand on the table for the pause, then deals the next', async () => {
    const { tableId, players } = await startedTable(t, sockets, 2);
    const start = await tableSnapshot(t, players[0], tableId);
    expect(await act(actorOf(start.state, players), { tableId, handNumber: 1, seq: start.seq, action: 'fold' })).toMatchObject({ ok: true });
    const completed = await view(tableId, players[0]);
    expect(completed.hand).toMatchObject({ handNumber: 1, street: 'complete', actingSeat: null, actionDeadline: null });
    expect(completed.hand!.awards).toHaveLength(1);
    await after(handPauseMs - 1);
    expect((await view(tableId, players[0])).hand!.handNumber).toBe(1);
    await after(1);
    const next = await view(tableId, players[0]);
    expect(next).toMatchObject({ nextHandAt: null, hand: { handNumber: 2, street: 'preflop' } });
    // The button moved: heads-up, the other player now posts the small blind.
    expect(next.hand!.dealerSeat).not.toBe(completed.hand!.dealerSeat);
  });

  it('sits a player out after two timeouts in a row: blinds posted, hands folded, until they are back', async () => {
    const { tableId, players } = await startedTable(t, sockets, 2);
    const sleeper = players[0];
    const awake = players[1];
    // Let the sleeper's time run out on each of their turns; the other player folds or checks whenever it is theirs.
    for (let guard = 0; guard < 20 && !seatOf(await view(tableId, sleeper), sleeper).timeouts; guard += 1) await playRound();
    expect(seatOf(await view(tableId, sleeper), sleeper).timeouts).toBe(1);
    for (let guard = 0; guard < 20 && seatOf(await view(tableId, sleeper), sleeper).timeouts < 2; guard += 1) await playRound();
    const out = await view(tableId, sleeper);
    expect(seatOf(out, sleeper)).toMatchObject({ timeouts: 2, status: 'sittingOut' });
    expect(await privateSnapshot(t, sleeper, tableId)).toMatchObject({ sittingOut: true });

    // From now on the server checks or folds for them at once (their blinds still posted), with no clock.
    for (let hand = 0; hand < 3; hand += 1) {
      const state = await view(tableId, sleeper);
      if (state.hand!.street === 'complete') await after(handPauseMs);
      const current = await view(tableId, sleeper);
      if (current.hand!.actingSeat === seatOf(current, sleeper).seat) throw new Error('a player who sits out was given the turn');
      for (let guard = 0; guard < 10 && (await view(tableId, sleeper)).hand!.street !== 'complete'; guard += 1) {
        expect(await checkOrCall(awake)).toMatchObject({ ok: true });
      }
      const settled = await view(tableId, sleeper);
      expect(settled.hand!.street).toBe('complete');
      const theirs = sleeper.frames
        .map((frame) => (frame.data as TableStateFrame).view?.hand)
        .filter((hand) => hand?.handNumber === settled.hand!.handNumber && hand.lastAction?.seat === seatOf(settled, sleeper).seat);
      // (The hand they timed out of the second time holds that timeout.)
      if (settled.hand!.handNumber === out.hand!.handNumber) continue;
      expect(theirs.length).toBeGreaterThan(0);
      expect(theirs.every((hand) => hand!.lastAction!.type === 'post' || hand!.lastAction!.auto === 'sittingOut')).toBe(true);
      expect(chipsOnTable(settled)).toBe(2000);
    }

    expect(await request(sleeper.socket, 'table:back', { tableId })).toMatchObject({ ok: true, result: { value: true } });
    expect(seatOf(await view(tableId, sleeper), sleeper)).toMatchObject({ timeouts: 0, status: expect.not.stringMatching('sittingOut') });
    expect(await privateSnapshot(t, sleeper, tableId)).toMatchObject({ sittingOut: false });
    await after(handPauseMs);
    const back = await view(tableId, sleeper);
    expect(back.hand!.street).toBe('preflop');
    // Heads-up the small blind acts first preflop; whoever acts has a clock again.
    expect(back.hand!.actionDeadline).not.toBeNull();

    async function playRound() {
      const state = await view(tableId, sleeper);
      if (state.hand!.street === 'complete') return after(handPauseMs);
      const actor = actorOf(state, players);
      if (actor === sleeper) return after(actionMs + seatOf(state, sleeper).timeBankMs);
      await checkOrCall(awake);
    }

    async function checkOrCall(player: Seated) {
      const snap = await tableSnapshot(t, player, tableId);
      const options = (await privateSnapshot(t, player, tableId))!.legalActions ?? [];
      return act(player, { tableId, handNumber: snap.state.hand!.handNumber, seq: snap.seq, action: passiveAction(options) });
    }
  });

  it('sits a player out from the next hand when they ask, and a player who leaves after this hand sits out after it', async () => {
    const { tableId, players } = await startedTable(t, sockets, 3);
    const [resting, leaving, stranger] = [players[0], players[1], await seat(t, sockets, await createPlayer(t))];
    expect(await request(resting.socket, 'table:sitOutNextHand', { tableId, value: true })).toMatchObject({ ok: true });
    expect(await request(leaving.socket, 'table:leaveAfterHand', { tableId, value: true })).toMatchObject({ ok: true });
    expect(await privateSnapshot(t, resting, tableId)).toMatchObject({ sitOutNextHand: true, sittingOut: false });
    expect(await privateSnapshot(t, leaving, tableId)).toMatchObject({ leaveAfterHand: true });
    const during = await view(tableId, resting);
    expect(seatOf(during, leaving).leavingAfterHand).toBe(true);
    expect(seatOf(during, resting).status).not.toBe('sittingOut');

    // Ticking a box that is already ticked changes nothing; a stranger has no box; a bad payload is refused.
    const before = (await tableSnapshot(t, resting, tableId)).seq;
    expect(await request(resting.socket, 'table:sitOutNextHand', { tableId, value: true })).toMatchObject({ ok: true });
    expect((await tableSnapshot(t, resting, tableId)).seq).toBe(before);
    expect(await request(stranger.socket, 'table:sitOutNextHand', { tableId, value: true })).toMatchObject({ ok: false, code: 'NOT_SEATED' });
    expect(await request(resting.socket, 'table:sitOutNextHand', { tableId, value: 'yes' })).toMatchObject({ ok: false, code: 'INVALID_PAYLOAD' });
    expect(await request(resting.socket, 'table:back', { tableId: 999_999 })).toMatchObject({ ok: false, code: 'TABLE_NOT_FOUND' });

    // Everyone folds to the big blind: hand 1 ends.
    for (let guard = 0; guard < 5; guard += 1) {
      const snap = await tableSnapshot(t, resting, tableId);
      if (snap.state.hand!.street === 'complete') break;
      expect(await act(actorOf(snap.state, players), { tableId, handNumber: 1, seq: snap.seq, action: 'fold' })).toMatchObject({ ok: true });
    }
    const ended = await view(tableId, resting);
    expect(seatOf(ended, leaving).status).toBe('sittingOut');
    expect(await privateSnapshot(t, leaving, tableId)).toMatchObject({ leaveAfterHand: false, sittingOut: true });
    await after(handPauseMs);
    const next = await view(tableId, resting);
    expect(next.hand!.handNumber).toBe(2);
    expect(seatOf(next, resting).status).toBe('sittingOut');
    expect(await privateSnapshot(t, resting, tableId)).toMatchObject({ sitOutNextHand: false, sittingOut: true });
    expect(chipsOnTable(next)).toBe(3000);
  });

  it("shows a player's seat as disconnected while no socket of theirs is open, and keeps their seat and clock", async () => {
    const { tableId, players } = await startedTable(t, sockets, 2);
    const watcher = await seat(t, sockets, await createPlayer(t));
    await follow(watcher, `table:${tableId}`);
    const [gone] = players;
    // A second tab: closing one of two keeps the player connected.
    const otherTab = await connected(t.url, gone.token);
    sockets.push(otherTab);
    otherTab.disconnect();
    gone.socket.disconnect();
    await disconnected(gone.socket);
    const frame = await frameWhere(watcher, (f) => (f.data as TableStateFrame).view?.seats?.some((s) => s.userId === gone.id && !s.connected));
    expect(watcher.frames.filter((f) => (f.data as TableStateFrame).view?.seats?.some((s) => s.userId === gone.id && !s.connected))).toHaveLength(1);
    const away = (frame.data as TableStateFrame).view;
    expect(seatOf(away, gone)).toMatchObject({ connected: false, stack: expect.any(Number) });
    expect(away.hand!.actionDeadline).not.toBeNull();

    const returned = await seat(t, sockets, gone);
    await frameWhere(watcher, (f) => (f.data as TableStateFrame).view?.seats?.some((s) => s.userId === gone.id && s.connected) && f.seq > frame.seq);
    expect(await privateSnapshot(t, returned, tableId)).toMatchObject({ tableId, cards: expect.any(Array) });
  });

  it('lets one process run a table at a time: a lease with an epoch, taken over when it runs out, a stale owner fenced off', async () => {
    const { tableId, players } = await startedTable(t, sockets, 2);
    await runner().runDue();
    const first = runner()
      .owned()
      .find((table) => table.id === tableId)!;
    expect(first).toBeDefined();
    const other = createTableRunner({
      db: t.server.db,
      realtime: t.server.realtime,
      now: t.clock.now,
      timings: DEFAULT_TABLE_TIMINGS,
      log: { error: (details) => console.error(details), warn: (details) => console.warn(details) },
      holder: 'the-other-process',
    });
    await other.runDue();
    expect(other.owned().some((table) => table.id === tableId)).toBe(false);

    // The first owner stops renewing (it hangs, or died): after the lease, the other takes the table at a new epoch.
    t.clock.advance(leaseMs / 1000);
    await other.runDue();
    expect(other.owned().find((table) => table.id === tableId)).toEqual({ id: tableId, epoch: first.epoch + 1 });
    const before = await tableSnapshot(t, players[0], tableId);

    // The stale owner wakes: every write of its is fenced (it finds no table under its old lease), and it learns it
    // lost the table. When the player's time is up, the new owner acts.
    const stale = runner();
    expect(await findTable(t.server.db, tableId, { owner: { holder: stale.holder, epoch: first.epoch } })).toBeUndefined();
    await stale.runDue();
    expect(stale.owned().some((table) => table.id === tableId)).toBe(false);
    expect((await tableSnapshot(t, players[0], tableId)).seq).toBe(before.seq);
    t.clock.advance((actionMs + timeBankMs) / 1000);
    await other.runDue();
    const after = await view(tableId, players[0]);
    expect(after.hand!.lastAction).toMatchObject({ auto: 'timeout' });
    const autos = (await events(tableId)).filter((event) => event.kind === 'auto');
    expect(autos.map((event) => [event.payload.owner, event.payload.epoch])).toEqual([['the-other-process', first.epoch + 1]]);

    // The other process dies having written a player as gone who is still here: whoever takes the table over asks the
    // sockets again and puts the seat right.
    const present = players[1];
    await t.server.db.query(
      `UPDATE poker_tables SET seats = (SELECT jsonb_agg(CASE WHEN (seat ->> 'userId')::int = $2 THEN jsonb_set(seat, '{connected}', 'false') ELSE seat END ORDER BY place)
         FROM jsonb_array_elements(seats) WITH ORDINALITY AS each (seat, place)) WHERE id = $1`,
      [tableId, present.id],
    );
    const marked = await tableSnapshot(t, present, tableId);
    expect(seatOf(marked.state, present).connected).toBe(false);
    t.clock.advance(leaseMs / 1000);
    await runner().runDue();
    expect(
      runner()
        .owned()
        .find((table) => table.id === tableId)?.epoch,
    ).toBe(first.epoch + 2);
    await frameWhere(
      present,
      (frame) =>
        frame.channel === `table:${tableId}` &&
        frame.seq > marked.seq &&
        (frame.data as TableStateFrame).view.seats.find((s) => s.userId === present.id)?.connected === true,
    );
    expect(seatOf(await view(tableId, present), present).connected).toBe(true);
    await other.stop();
  });
});

describe('leaving the room, ending the game', () => {
  it('keeps the stack of a member who leaves the room in play: they sit out at once (their turn folded) and are blinded out until they come back', async () => {
    const { tableId, players } = await startedTable(t, sockets, 3);
    const start = await view(tableId, players[0]);
    const leaver = actorOf(start, players);
    const stayers = players.filter((player) => player !== leaver);
    const stackBefore = seatOf(start, leaver).stack + seatOf(start, leaver).bet;
    expect((await t.post(`/api/rooms/${tableId}/leave`, {}, leaver.headers)).status).toBe(200);

    const gone = await view(tableId, stayers[0]);
    expect(gone.seats.map((seat) => seat.userId)).toEqual(start.seats.map((seat) => seat.userId));
    expect(seatOf(gone, leaver)).toMatchObject({ status: 'sittingOut' });
    // It was their turn: the server folded for them (first to act preflop faces the big blind), the next player acts.
    expect(gone.hand!.lastAction).toMatchObject({ seat: start.hand!.actingSeat, type: 'fold', auto: 'sittingOut' });
    expect(gone.hand!.actingSeat).not.toBe(start.hand!.actingSeat);
    expect(await privateSnapshot(t, leaver, tableId)).toMatchObject({ sittingOut: true, legalActions: null });
    const { rows } = await t.server.db.query<{ payload: { stack: number } }>(
      `SELECT payload FROM table_events WHERE table_id = $1 AND kind = 'seat:left'`,
      [tableId],
    );
    expect(rows.map((row) => row.payload.stack)).toEqual([stackBefore]);

    // The two others play on; the next hand deals the leaver in too, sitting out (blinds posted, cards folded).
    for (let guard = 0; guard < 6 && (await view(tableId, stayers[0])).hand!.handNumber === 1; guard += 1) {
      const snap = await tableSnapshot(t, stayers[0], tableId);
      if (snap.state.hand!.street === 'complete') break;
      expect(await act(actorOf(snap.state, stayers), { tableId, handNumber: 1, seq: snap.seq, action: 'fold' })).toMatchObject({ ok: true });
    }
    await after(handPauseMs);
    const next = await view(tableId, stayers[0]);
    expect(next.hand!.handNumber).toBe(2);
    expect(next.seats).toHaveLength(3);
    expect(next.seats.filter((seat) => seat.userId !== leaver.id).every((seat) => seat.holeCardCount === 2)).toBe(true);
    expect(seatOf(next, leaver).status).toMatch(/sittingOut|folded/);
    expect(chipsOnTable(next)).toBe(3 * 1000);
  });

  it("refuses the host's End Game at the only table of a running tournament: the game goes on, nothing changes", async () => {
    const { tableId, players } = await startedTable(t, sockets, 2);
    const start = await tableSnapshot(t, players[0], tableId);
    expect(await act(actorOf(start.state, players), { tableId, handNumber: 1, seq: start.seq, action: 'call' })).toMatchObject({ ok: true });
    const before = await tableSnapshot(t, players[0], tableId);
    const ended = await t.request('PUT', `/api/rooms/${tableId}/state`, { body: { roomState: 'completed' }, headers: players[0].headers });
    expect(ended).toMatchObject({ status: 409, body: { code: 'FINAL_TABLE' } });
    const later = await tableSnapshot(t, players[0], tableId);
    expect([later.seq, later.state.status, later.state.hand!.handNumber]).toEqual([before.seq, 'playing', 1]);
  });
});
