import type { TableStateFrame, TableView } from 'shared-events/contracts';
import { DEFAULT_TABLE_TIMINGS } from '../src/tables/table-timings';
import { findTable } from '../src/tables/tables.repository';
import { recordedHandProblems } from './helpers/recorded-hands';
import { socketsClosedAfterEach } from './helpers/realtime-client';
import { createPlayer } from './helpers/rooms';
import { tableMarks } from './helpers/table-bots-checks';
import {
  act,
  actAtAPlayersPace,
  actorOf,
  follow,
  passiveAction,
  privateSnapshot,
  seat,
  startedTable,
  tableSnapshot,
  type Seated,
} from './helpers/tables';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const sockets = socketsClosedAfterEach();

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Heads-up, every street checked or called through; stops at a showdown choice or once the hand is complete. */
async function checkDown(tableId: number, players: Seated[]) {
  for (;;) {
    const { state: view, seq } = await tableSnapshot(t, players[0], tableId);
    if (view.hand!.street === 'complete') return { view, seq, chooser: undefined };
    const actor = actorOf(view, players);
    const options = (await privateSnapshot(t, actor, tableId))!.legalActions!;
    if (options.some((option) => option.type === 'muck')) return { view, seq, chooser: actor, options };
    expect(await actAtAPlayersPace(actor, { tableId, handNumber: view.hand!.handNumber, seq, action: passiveAction(options) })).toMatchObject({
      ok: true,
    });
  }
}

/** The next hand, after the pause. */
async function nextHand() {
  t.clock.advance(DEFAULT_TABLE_TIMINGS.handPauseMs / 1000);
  await t.server.tableRunner!.runDue();
}

/** Plays hands until one reaches a showdown choice (a beaten hand), checking the hands that did not on the way. */
async function toShowdownChoice(tableId: number, players: Seated[]) {
  for (let hand = 0; hand < 30; hand += 1) {
    const reached = await checkDown(tableId, players);
    if (reached.chooser) return { ...reached, chooser: reached.chooser };
    // Nobody was asked: each hand at the showdown could win when its turn came, so both were tabled.
    expect(reached.view.seats.every((s) => s.revealedCards !== null)).toBe(true);
    await nextHand();
  }
  throw new Error('no beaten hand in 30 hands');
}

const cardsOf = async (player: Seated, tableId: number) => (await privateSnapshot(t, player, tableId))!.cards;
const tableFrames = (player: Seated, tableId: number) =>
  player.frames
    .filter((frame) => frame.channel === `table:${tableId}` && frame.event === 'table:state')
    .map((frame) => frame.data as TableStateFrame);

async function withSpectator(tableId: number): Promise<Seated> {
  const spectator = await seat(t, sockets, await createPlayer(t));
  await follow(spectator, `table:${tableId}`);
  return spectator;
}

describe('showdown choices', () => {
  it('asks a beaten hand to show or muck on the action clock (no time bank); a shown hand is public, and a hand that could win is tabled without asking', async () => {
    const { tableId, players } = await startedTable(t, sockets, 2);
    const { view, seq, chooser, options } = await toShowdownChoice(tableId, players);
    expect(options).toEqual([{ type: 'show' }, { type: 'muck' }]);
    const seatOfChooser = view.seats.find((s) => s.userId === chooser.id)!;
    expect(view.hand).toMatchObject({ street: 'showdown', actingSeat: seatOfChooser.seat });
    expect(Date.parse(view.hand!.actionDeadline!) - t.clock.now().getTime()).toBe(DEFAULT_TABLE_TIMINGS.actionMs);
    // The other hand, shown first, is public; the chooser's is not yet.
    expect(view.seats.find((s) => s.userId !== chooser.id)!.revealedCards).not.toBeNull();
    expect(seatOfChooser.revealedCards).toBeNull();
    // Only the chooser may choose, only show or muck.
    const other = players.find((p) => p.id !== chooser.id)!;
    expect(await act(other, { tableId, handNumber: view.hand!.handNumber, seq, action: 'muck' })).toMatchObject({ ok: false, code: 'NOT_YOUR_TURN' });
    expect(await act(chooser, { tableId, handNumber: view.hand!.handNumber, seq, action: 'fold' })).toMatchObject({
      ok: false,
      code: 'NOT_A_SHOWDOWN_ACTION',
    });

    expect(await act(chooser, { tableId, handNumber: view.hand!.handNumber, seq, action: 'show' })).toMatchObject({ ok: true });
    const done = (await tableSnapshot(t, other, tableId)).state;
    expect(done.hand!.street).toBe('complete');
    expect(done.seats.find((s) => s.userId === chooser.id)!.revealedCards).toEqual(await cardsOf(chooser, tableId));
    expect(await recordedHandProblems(t.server.db, tableId)).toEqual([]);
  });

  it('never reveals a mucked hand to the other player or a spectator', async () => {
    const { tableId, players } = await startedTable(t, sockets, 2);
    const spectator = await withSpectator(tableId);
    const { view, seq, chooser } = await toShowdownChoice(tableId, players);
    const cards = await cardsOf(chooser, tableId);
    expect(await act(chooser, { tableId, handNumber: view.hand!.handNumber, seq, action: 'muck' })).toMatchObject({ ok: true });
    const done = (await tableSnapshot(t, spectator, tableId)).state;
    expect(done.hand!.street).toBe('complete');
    expect(done.seats.find((s) => s.userId === chooser.id)!.revealedCards).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const watcher of [spectator, players.find((p) => p.id !== chooser.id)!]) {
      const told = JSON.stringify(tableFrames(watcher, tableId).filter((frame) => frame.view.hand?.handNumber === view.hand!.handNumber));
      expect(cards.filter((card) => told.includes(`"${card}"`))).toEqual([]);
    }
    const log = (await t.get<{ entries: { handNumber: number; kind: string; userId?: number }[] }>(`/api/tables/${tableId}/log`, spectator.headers))
      .body;
    // The log tells the table's last hands: only this hand's entries could hold its cards (an earlier board may hold them).
    const thisHand = JSON.stringify(log.entries.filter((entry) => entry.handNumber === view.hand!.handNumber));
    expect(cards.filter((card) => thisHand.includes(`"${card}"`))).toEqual([]);
    expect(await recordedHandProblems(t.server.db, tableId)).toEqual([]);
  });

  it('mucks a beaten hand whose clock ran out, without counting a timeout or sitting the player out', async () => {
    const { tableId, players } = await startedTable(t, sockets, 2);
    const { view, chooser } = await toShowdownChoice(tableId, players);
    t.clock.advance(DEFAULT_TABLE_TIMINGS.actionMs / 1000);
    await t.server.tableRunner!.runDue();
    const done = (await tableSnapshot(t, players[0], tableId)).state;
    expect(done.hand).toMatchObject({ handNumber: view.hand!.handNumber, street: 'complete' });
    const after = done.seats.find((s) => s.userId === chooser.id)!;
    expect(after).toMatchObject({ revealedCards: null, timeouts: 0, status: 'active' });
    expect(after.timeBankMs).toBe(view.seats.find((s) => s.userId === chooser.id)!.timeBankMs);
    expect((await privateSnapshot(t, chooser, tableId))!.sittingOut).toBe(false);
    expect(await recordedHandProblems(t.server.db, tableId)).toEqual([]);
  });

  it('tables every hand when a player is all in, asking nobody', async () => {
    const { tableId, players } = await startedTable(t, sockets, 2);
    for (;;) {
      const { state: view, seq } = await tableSnapshot(t, players[0], tableId);
      if (view.hand!.street === 'complete') {
        expect(view.seats.every((s) => s.revealedCards !== null)).toBe(true);
        break;
      }
      const actor = actorOf(view, players);
      const options = (await privateSnapshot(t, actor, tableId))!.legalActions!;
      expect(options.some((option) => option.type === 'muck')).toBe(false);
      const raise = options.find((option) => option.type === 'raise');
      const decision = raise && 'max' in raise ? { action: 'raise' as const, amount: raise.max } : { action: 'call' as const };
      expect(await act(actor, { tableId, handNumber: view.hand!.handNumber, seq, ...decision })).toMatchObject({ ok: true });
    }
  });

  it('lets the winner of a hand won uncontested show their cards in the pause, once; anyone else, or outside the pause, is refused and nothing changes', async () => {
    const { tableId, players } = await startedTable(t, sockets, 2);
    const spectator = await withSpectator(tableId);
    const { state: start, seq } = await tableSnapshot(t, players[0], tableId);
    const folder = actorOf(start, players);
    const winner = players.find((p) => p.id !== folder.id)!;
    const handNumber = start.hand!.handNumber;
    // Outside the pause (the hand in play): refused.
    expect(await act(winner, { tableId, handNumber, seq, action: 'show' })).toMatchObject({ ok: false, code: 'NOT_YOUR_TURN' });
    expect(await act(folder, { tableId, handNumber, seq, action: 'fold' })).toMatchObject({ ok: true });
    const paused = await tableSnapshot(t, players[0], tableId);
    expect(paused.state.hand!.street).toBe('complete');
    expect(await privateSnapshot(t, winner, tableId)).toMatchObject({ mayShowCards: true });
    expect((await privateSnapshot(t, folder, tableId))!.mayShowCards).toBeUndefined();
    const before = await tableMarks(t.server.db, tableId);
    for (const [player, code] of [
      [folder, 'CANNOT_SHOW_NOW'],
      [spectator, 'NOT_SEATED'],
    ] as const) {
      expect(await act(player, { tableId, handNumber, seq: paused.seq, action: 'show' })).toMatchObject({ ok: false, code });
    }
    expect(await act(winner, { tableId, handNumber, seq: paused.seq, action: 'muck' })).toMatchObject({ ok: false, code: 'NOT_YOUR_TURN' });
    expect(await tableMarks(t.server.db, tableId)).toEqual(before);

    const cards = await cardsOf(winner, tableId);
    expect(await act(winner, { tableId, handNumber, seq: paused.seq, action: 'show' })).toMatchObject({ ok: true });
    const shown = await tableSnapshot(t, spectator, tableId);
    const revealed = (view: TableView) => view.seats.find((s) => s.userId === winner.id)!.revealedCards;
    expect(revealed(shown.state)).toEqual(cards);
    expect(revealed((await tableSnapshot(t, folder, tableId)).state)).toEqual(cards);
    expect((await privateSnapshot(t, winner, tableId))!.mayShowCards).toBeUndefined();
    expect(await act(winner, { tableId, handNumber, seq: shown.seq, action: 'show' })).toMatchObject({ ok: false, code: 'CANNOT_SHOW_NOW' });
    const log = (
      await t.get<{ entries: { handNumber: number; kind: string; seat?: number; cards?: string[] }[] }>(
        `/api/tables/${tableId}/log`,
        spectator.headers,
      )
    ).body.entries;
    expect(log.filter((entry) => entry.handNumber === handNumber).at(-1)).toMatchObject({ kind: 'shows', cards });
    const { rows } = await t.server.db.query<{ showed_down: boolean; user_id: number }>(
      'SELECT hp.showed_down, hp.user_id FROM hand_players hp JOIN hands h ON h.id = hp.hand_id WHERE h.room_id = $1 AND h.hand_number = $2',
      [tableId, handNumber],
    );
    expect(Object.fromEntries(rows.map((row) => [row.user_id, row.showed_down]))).toEqual({ [winner.id]: true, [folder.id]: false });
    expect(await recordedHandProblems(t.server.db, tableId)).toEqual([]);

    // The next hand is dealt: the show of the last one is refused as stale.
    await nextHand();
    const next = await tableSnapshot(t, winner, tableId);
    expect(next.state.hand!.handNumber).toBe(handNumber + 1);
    expect(await act(winner, { tableId, handNumber, seq: next.seq, action: 'show' })).toMatchObject({ ok: false, code: 'STALE_TABLE_STATE' });
    expect((await findTable(t.server.db, tableId))!.hand.shownAfterHand).toBeUndefined();
  });
});
