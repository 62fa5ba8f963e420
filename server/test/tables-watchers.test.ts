import type { LegalAction, TableWatchersPayload } from 'shared-events/contracts';
import type { Socket } from 'socket.io-client';
import { DEFAULT_TABLE_TIMINGS } from '../src/tables/table-timings';
import { WATCHERS_SETTLE_MS } from '../src/tables/table-watchers';
import { connected, emitWithAck, socketsClosedAfterEach } from './helpers/realtime-client';
import { disconnected, recordFrames, subscribe } from './helpers/realtime-gateway';
import { createPlayer, type TestPlayer } from './helpers/rooms';
import { dealtHands, problemsIn } from './helpers/table-bots-checks';
import { actAtAPlayersPace, actorOf, frameWhere, legalActionsAt, seededRandom, startedTable, tableSnapshot, type Seated } from './helpers/tables';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const sockets = socketsClosedAfterEach();
const STACK = 1000;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A signed-in user's tab on the table: its socket, following `table:{id}`, with every frame and count it received. */
interface Tab extends Seated {
  counts: number[];
}

async function openTab(user: TestPlayer, tableId: number): Promise<Tab> {
  const socket = await connected(t.url, user.token);
  sockets.push(socket);
  const tab: Tab = { ...user, socket, frames: recordFrames(socket), counts: [] };
  recordCounts(socket, tableId, tab.counts);
  expect(await subscribe(socket, `table:${tableId}`)).toMatchObject({ ok: true });
  return tab;
}

function recordCounts(socket: Socket, tableId: number, counts: number[]): void {
  socket.on('table:watchers', (payload: TableWatchersPayload) => {
    if (payload.tableId === tableId) counts.push(payload.watching);
  });
}

/** Waits until the last count `counts` received is `watching`, and stays so past the server's settling time. */
async function countSettlesAt(counts: number[], watching: number): Promise<void> {
  const deadline = Date.now() + 5_000;
  let steadySince: number | undefined;
  while (Date.now() < deadline) {
    if (counts.at(-1) === watching) {
      steadySince ??= Date.now();
      if (Date.now() - steadySince > 3 * WATCHERS_SETTLE_MS) return;
    } else steadySince = undefined;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the count is ${counts.at(-1)}, not ${watching} (received ${counts.join(', ')})`);
}

/** Plays the table's current hand to its end, each decision drawn from what the player may do. */
async function playHand(tableId: number, players: Seated[], random: () => number, choose = decide): Promise<void> {
  let { state: view, seq } = await tableSnapshot(t, players[0], tableId);
  const handNumber = view.hand!.handNumber;
  while (view.hand!.handNumber === handNumber && view.hand!.street !== 'complete') {
    const options = await legalActionsAt(t, tableId, view.hand!.actingSeat!);
    const decision = choose(options, random);
    const answer = await actAtAPlayersPace(actorOf(view, players), { tableId, handNumber, seq, ...decision });
    if (!answer.ok) throw new Error(JSON.stringify(answer));
    ({ state: view, seq } = await tableSnapshot(t, players[0], tableId));
  }
}

/** Mostly check or call (showdowns, where hands are revealed), sometimes a fold or a minimum raise. */
function decide(options: LegalAction[], random: () => number): { action: string; amount?: number } {
  const roll = random();
  // A beaten hand at the showdown: shown or mucked, half the time each.
  if (options.some((option) => option.type === 'muck')) return { action: roll < 0.5 ? 'show' : 'muck' };
  const raise = options.find((option) => option.type === 'raise' || option.type === 'bet');
  if (roll < 0.15 && raise && 'min' in raise) return { action: raise.type, amount: raise.min };
  if (roll < 0.25 && options.some((option) => option.type === 'fold')) return { action: 'fold' };
  return { action: options.some((option) => option.type === 'check') ? 'check' : 'call' };
}

/** Everyone all in: the hand is over in one street, and a player who loses it busts. */
function allIn(options: LegalAction[]): { action: string; amount?: number } {
  const raise = options.find((option) => option.type === 'raise' || option.type === 'bet');
  if (raise && 'max' in raise) return { action: raise.type, amount: raise.max };
  return { action: options.some((option) => option.type === 'call') ? 'call' : 'check' };
}

describe('watching a table', () => {
  it('never sends an observer a hole card that is not legally shown, over many hands with showdowns', async () => {
    const { tableId, players } = await startedTable(t, sockets, 3, { startingStack: STACK });
    const observer = await openTab(await createPlayer(t), tableId);
    const random = seededRandom(20_260_428);
    let showdowns = 0;
    for (let hand = 0; hand < 12; hand += 1) {
      const { state } = await tableSnapshot(t, players[0], tableId);
      if (state.status !== 'playing' || state.seats.filter((seat) => seat.status !== 'busted').length < 2) break;
      await playHand(tableId, players, random);
      const { state: done, seq } = await tableSnapshot(t, players[0], tableId);
      if (done.seats.some((seat) => seat.revealedCards)) showdowns += 1;
      await frameWhere(observer, (frame) => frame.channel === `table:${tableId}` && frame.seq === seq);
      t.clock.advance(DEFAULT_TABLE_TIMINGS.handPauseMs / 1000);
      await t.server.tableRunner!.runDue();
    }
    expect(showdowns).toBeGreaterThan(0);
    const dealt = await dealtHands(t.server.db, tableId);
    expect(dealt.size).toBeGreaterThanOrEqual(5);
    const seen = observer.frames.filter((frame) => frame.channel === `table:${tableId}`);
    expect(seen.length).toBeGreaterThan(20);
    expect(problemsIn(observer.id, seen, tableId, dealt, 3 * STACK)).toEqual([]);
    // Nothing but the public view reaches an observer: no private frame of the table, on any channel.
    expect(observer.frames.filter((frame) => frame.event === 'table:private')).toEqual([]);
  });

  it('counts each observing user once across tabs, never the seated players, and counts down on unsubscribe and disconnect', async () => {
    const { tableId, players } = await startedTable(t, sockets, 2, { startingStack: STACK });
    const seatedCounts: number[] = [];
    recordCounts(players[0].socket, tableId, seatedCounts);
    const [ada, bo] = [await createPlayer(t), await createPlayer(t)];

    const adaFirst = await openTab(ada, tableId);
    await countSettlesAt(seatedCounts, 1);
    await countSettlesAt(adaFirst.counts, 1);
    const adaSecond = await openTab(ada, tableId);
    await countSettlesAt(adaSecond.counts, 1);
    const boTab = await openTab(bo, tableId);
    await countSettlesAt(seatedCounts, 2);
    await countSettlesAt(boTab.counts, 2);
    // The seated players follow the table too: they are not watching it.
    await subscribe(players[1].socket, `table:${tableId}`);
    await countSettlesAt(seatedCounts, 2);

    // Ada closes one tab: she still watches in the other.
    await emitWithAck(adaFirst.socket, 'rt:unsubscribe', `table:${tableId}`);
    const countsBeforeLeaving = adaFirst.counts.length;
    await countSettlesAt(seatedCounts, 2);
    // Her other tab's connection drops: she is gone.
    adaSecond.socket.disconnect();
    await disconnected(adaSecond.socket);
    await countSettlesAt(seatedCounts, 1);
    await countSettlesAt(boTab.counts, 1);
    boTab.socket.disconnect();
    await countSettlesAt(seatedCounts, 0);
    // A tab that stopped following the table hears no more of it.
    expect(adaFirst.counts).toHaveLength(countsBeforeLeaving);
  });

  it('counts a player who busted, and still follows the table, as watching', async () => {
    const { tableId, players } = await startedTable(t, sockets, 3, { startingStack: STACK });
    const counts: number[] = [];
    recordCounts(players[0].socket, tableId, counts);
    let busted = 0;
    for (let hand = 0; hand < 10 && busted === 0; hand += 1) {
      await playHand(tableId, players, () => 0, allIn);
      t.clock.advance(DEFAULT_TABLE_TIMINGS.handPauseMs / 1000);
      await t.server.tableRunner!.runDue();
      // A busted seat leaves the table's view once its hand is over.
      busted = players.length - (await tableSnapshot(t, players[0], tableId)).state.seats.filter((seat) => seat.status !== 'busted').length;
    }
    expect(busted).toBeGreaterThan(0);
    await countSettlesAt(counts, busted);
  });
});
