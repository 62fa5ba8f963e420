import type { LegalAction, TableLogEntry, TableLogResponse, TableStateFrame } from 'shared-events/contracts';
import { findTable } from '../src/tables/tables.repository';
import { seatNames } from '../src/tables/table-frames';
import { handLog } from '../src/tables/table-log';
import { handsOfEvents, type StoredTableEvent } from '../src/tables/table-log-events';
import { DEFAULT_TABLE_TIMINGS } from '../src/tables/table-timings';
import { socketsClosedAfterEach } from './helpers/realtime-client';
import { createPlayer } from './helpers/rooms';
import { act, actorOf, passiveAction, frameWhere, legalActionsAt, privateFrames, startedTable, tableSnapshot, type Seated } from './helpers/tables';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const sockets = socketsClosedAfterEach();

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const key = (entry: TableLogEntry) => `${entry.handNumber}:${entry.index}`;
const readLog = async (player: Seated | { headers: Record<string, string> }, tableId: number) =>
  (await t.get<TableLogResponse>(`/api/tables/${tableId}/log`, player.headers)).body;

/** Plays the current hand to its end: each player to act does what `choose` says (given what they may do). */
async function playHand(tableId: number, players: Seated[], choose: (options: LegalAction[]) => { action: string; amount?: number }) {
  let { state: view, seq } = await tableSnapshot(t, players[0], tableId);
  const handNumber = view.hand!.handNumber;
  while (view.hand!.handNumber === handNumber && view.hand!.street !== 'complete') {
    const actor = actorOf(view, players);
    const options = await legalActionsAt(t, tableId, view.hand!.actingSeat!);
    const decision = choose(options);
    const answer = await act(actor, { tableId, handNumber, seq, ...decision });
    if (!answer.ok) throw new Error(`${JSON.stringify(decision)}: ${JSON.stringify(answer)}`);
    ({ state: view, seq } = await tableSnapshot(t, actor, tableId));
  }
  // Every frame of the hand has reached every player.
  for (const player of players) await frameWhere(player, (frame) => frame.channel === `table:${tableId}` && frame.seq === seq);
  return view;
}

/** The log entries every `table:state` frame a player received carried, in order. */
const framedEntries = (player: Seated, id: number) =>
  player.frames
    .filter((frame) => frame.channel === `table:${id}` && frame.event === 'table:state')
    .flatMap((frame) => (frame.data as TableStateFrame).log);

const checkOrCall = (options: LegalAction[]) => ({ action: passiveAction(options) });

describe('the hand log', () => {
  it('tells a hand played to the showdown and one won by a raise nobody called, the same in the frames and from GET /api/tables/:id/log', async () => {
    const { tableId: id, players } = await startedTable(t, sockets, 2, { startingStack: 1000 });

    // Hand 1: checked and called down to the showdown.
    const shown = await playHand(id, players, checkOrCall);
    const first = (await readLog(players[0], id)).entries;
    const [sb, bb] = [shown.hand!.smallBlindSeat!, shown.hand!.bigBlindSeat];
    const nameAt = (seat: number) => shown.seats.find((s) => s.seat === seat)!.username;
    expect(first.slice(0, 3)).toEqual([
      { handNumber: 1, index: 0, kind: 'hand', level: shown.level, dealerSeat: shown.hand!.dealerSeat },
      { handNumber: 1, index: 1, kind: 'post', seat: sb, username: nameAt(sb), blind: 'smallBlind', amount: 5, allIn: false },
      { handNumber: 1, index: 2, kind: 'post', seat: bb, username: nameAt(bb), blind: 'bigBlind', amount: 10, allIn: false },
    ]);
    expect(first.map((entry) => entry.index)).toEqual(first.map((_, index) => index));
    // Heads-up the small blind (the button) completes, the big blind checks; then each street is checked through.
    expect(first[3]).toMatchObject({ kind: 'action', seat: sb, type: 'call', amount: 5, allIn: false, auto: null });
    expect(first[4]).toMatchObject({ kind: 'action', seat: bb, type: 'check', amount: 0 });
    const streets = first.filter((entry) => entry.kind === 'street');
    expect(streets.map((entry) => [entry.street, entry.cards.length])).toEqual([
      ['flop', 3],
      ['turn', 1],
      ['river', 1],
    ]);
    expect(streets.flatMap((entry) => (entry.kind === 'street' ? entry.cards : []))).toEqual(shown.hand!.board);
    expect(streets[2]).toMatchObject({ board: shown.hand!.board });
    // Each hand shown is the one the public view reveals; a hand mucked is named, never shown.
    for (const seat of shown.seats) {
      const told = first.find((entry) => (entry.kind === 'shows' || entry.kind === 'mucks') && entry.seat === seat.seat)!;
      if (seat.revealedCards) expect(told).toMatchObject({ kind: 'shows', cards: seat.revealedCards, handName: expect.any(String) });
      else expect(told).toEqual(expect.objectContaining({ kind: 'mucks', seat: seat.seat }));
    }
    const wins = first.filter((entry) => entry.kind === 'wins');
    expect(wins.map(({ seat, amount, potIndex, handName }) => ({ seat, amount, potIndex, handName }))).toEqual(
      shown.hand!.awards!.map(({ seat, amount, potIndex, handName }) => ({ seat, amount, potIndex, handName })),
    );
    expect(wins.reduce((sum, entry) => sum + (entry.kind === 'wins' ? entry.amount : 0), 0)).toBe(20);
    expect(first.at(-1)!.kind).toBe('wins');

    // Hand 2: the first to act min-raises, the other folds: the part nobody called goes back before the pot is won.
    t.clock.advance(DEFAULT_TABLE_TIMINGS.handPauseMs / 1000);
    await t.server.tableRunner!.runDue();
    let raisedTo = 0;
    const won = await playHand(id, players, (options) => {
      const raise = options.find((option) => option.type === 'raise');
      if (raisedTo > 0 || !raise || raise.type !== 'raise') return { action: 'fold' };
      raisedTo = raise.min;
      return { action: 'raise', amount: raise.min };
    });
    const second = (await readLog(players[0], id)).entries.filter((entry) => entry.handNumber === 2);
    const raiser = won.hand!.smallBlindSeat!;
    const folder = won.hand!.bigBlindSeat;
    const { bigBlind } = won.level;
    expect(second.filter((entry) => entry.kind === 'post').map((entry) => entry.kind === 'post' && [entry.seat, entry.blind, entry.amount])).toEqual([
      [raiser, 'smallBlind', won.level.smallBlind],
      [folder, 'bigBlind', bigBlind],
    ]);
    expect(second.slice(3).map(({ handNumber, index, ...entry }) => entry)).toEqual([
      { kind: 'action', seat: raiser, username: nameAt(raiser), type: 'raise', amount: raisedTo, allIn: false, auto: null },
      { kind: 'action', seat: folder, username: nameAt(folder), type: 'fold', amount: 0, allIn: false, auto: null },
      { kind: 'uncalled', seat: raiser, username: nameAt(raiser), amount: raisedTo - bigBlind },
      { kind: 'wins', seat: raiser, username: nameAt(raiser), amount: 2 * bigBlind, potIndex: 0, potCount: 1, handName: null },
    ]);
    // Nobody showed: no hole card of hand 2 is anywhere in the log.
    const holeCards = players.flatMap((player) => privateFrames(player).filter((view) => view.handNumber === 2 && view.cards.length > 0)[0].cards);
    expect(holeCards).toHaveLength(4);
    expect(holeCards.filter((card) => JSON.stringify(second).includes(`"${card}"`))).toEqual([]);

    // The frames told the same entries, each once, in order: all but hand 1's start and blinds, whose frame (the table's
    // first) went out before the players followed the table.
    const log = await readLog(players[0], id);
    for (const player of players) {
      const framed = framedEntries(player, id);
      expect(framed.map(key)).toEqual(log.entries.slice(log.entries.length - framed.length).map(key));
      expect(framed).toEqual(log.entries.slice(log.entries.length - framed.length));
      expect(framed.length).toBe(log.entries.length - 3);
    }
  });

  it('plays each hand again from the stored events to the very state the runtime reached, and logs it as the runtime does', async () => {
    const { tableId: id, players } = await startedTable(t, sockets, 3, { startingStack: 1000 });
    await playHand(id, players, checkOrCall);
    const { rows } = await t.server.db.query<StoredTableEvent>('SELECT seq, kind, payload FROM table_events WHERE table_id = $1 ORDER BY seq', [id]);
    const [hand] = handsOfEvents(rows);
    const record = (await findTable(t.server.db, id))!;
    expect(hand.state).toEqual(record.hand.state);
    expect(hand.seats!.map((seat) => seat.userId).sort()).toEqual(players.map((player) => player.id).sort());
    expect(handLog(hand, seatNames({ seats: hand.seats!, players: record.players }))).toEqual(handLog(record.hand, seatNames(record)));
  });

  it('answers any signed-in user (spectators too), refuses the anonymous, a malformed id and a table that does not exist', async () => {
    const { tableId: id, players } = await startedTable(t, sockets, 2);
    const spectator = await createPlayer(t);
    const watched = await t.get<TableLogResponse>(`/api/tables/${id}/log`, spectator.headers);
    expect(watched.status).toBe(200);
    expect(watched.body.tableId).toBe(id);
    expect(watched.body.entries.map((entry) => entry.kind)).toEqual(['hand', 'post', 'post']);
    // The hole cards dealt are in the stored deal, never in the log.
    const dealt = players.flatMap((player) => privateFrames(player).flatMap((view) => view.cards));
    expect(dealt.filter((card) => watched.text.includes(`"${card}"`))).toEqual([]);

    expect((await t.get(`/api/tables/${id}/log`)).status).toBe(401);
    expect(await t.get(`/api/tables/abc/log`, spectator.headers)).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect(await t.get(`/api/tables/2000000000/log`, spectator.headers)).toMatchObject({ status: 404, body: { code: 'TABLE_NOT_FOUND' } });
    expect(await t.get(`/api/tables/9999999999/log`, spectator.headers)).toMatchObject({ status: 404, body: { code: 'TABLE_NOT_FOUND' } });
  });

  it('answers the last three hands only, oldest first', async () => {
    const { tableId: id, players } = await startedTable(t, sockets, 2);
    for (let hand = 1; hand <= 4; hand += 1) {
      await playHand(id, players, (options) => (options.some((option) => option.type === 'fold') ? { action: 'fold' } : checkOrCall(options)));
      t.clock.advance(DEFAULT_TABLE_TIMINGS.handPauseMs / 1000);
      await t.server.tableRunner!.runDue();
    }
    const { entries } = await readLog(players[0], id);
    expect([...new Set(entries.map((entry) => entry.handNumber))]).toEqual([3, 4, 5]);
    expect(entries.filter((entry) => entry.kind === 'hand').map((entry) => entry.handNumber)).toEqual([3, 4, 5]);
  });
});
