import type { ChannelFrame } from 'shared-events/contracts';
import { lobbyChipNotices } from '../src/tables/lobby-chip-notices';
import type { TableRecord } from '../src/tables/tables.repository';
import { socketsClosedAfterEach } from './helpers/realtime-client';
import { act, actorOf, follow, frameWhere, startedTable, tableSnapshot } from './helpers/tables';
import { startTestApp, type TestApp } from './helpers/test-app';

const tableOf = (tournamentId: number, phase: string) => ({ tournamentId, hand: { state: { phase } } }) as unknown as TableRecord;

describe('the lobby chip notices (pure, fake timers)', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('tell a tournament an interval after a hand ends, once for all the hands of that interval, none left out', async () => {
    const told: number[] = [];
    const notices = lobbyChipNotices(async (id) => void told.push(id), 10_000);
    notices.tableChanged(tableOf(1, 'betting'));
    jest.advanceTimersByTime(20_000);
    expect(told).toEqual([]);

    notices.tableChanged(tableOf(1, 'complete'));
    jest.advanceTimersByTime(4_000);
    notices.tableChanged(tableOf(2, 'complete'));
    notices.tableChanged(tableOf(1, 'complete'));
    jest.advanceTimersByTime(5_999);
    expect(told).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(told).toEqual([1]);
    jest.advanceTimersByTime(4_000);
    expect(told).toEqual([1, 2]);

    notices.tableChanged(tableOf(2, 'complete'));
    notices.stop();
    jest.advanceTimersByTime(60_000);
    expect(told).toEqual([1, 2]);
  });
});

describe('the tournament lobby follows play', () => {
  let t: TestApp;
  const sockets = socketsClosedAfterEach();
  beforeAll(async () => {
    t = await startTestApp({ config: { tables: { lobbyChipsMs: 50 } } });
  });
  afterAll(() => t.close());

  it('a hand that ends without a bust still sends the tournament a room update, after the interval, so the lobby reads its chips again', async () => {
    const { tableId, tournamentId, players } = await startedTable(t, sockets, 2);
    const [watcher] = players;
    await follow(watcher, `tournament:${tournamentId}`);
    const isRoomsUpdate = (frame: ChannelFrame) => frame.channel === `tournament:${tournamentId}` && frame.event === 'tournament:roomsUpdate';
    const before = watcher.frames.filter(isRoomsUpdate).length;

    const { state: view, seq } = await tableSnapshot(t, watcher, tableId);
    expect(await act(actorOf(view, players), { tableId, handNumber: view.hand!.handNumber, seq, action: 'fold' })).toMatchObject({ ok: true });
    await frameWhere(watcher, (frame) => isRoomsUpdate(frame) && watcher.frames.filter(isRoomsUpdate).indexOf(frame) >= before);
    const lobby = (await t.get<{ players: { rows: { chips: number | null }[] } }>(`/api/tournaments/${tournamentId}/lobby`)).body;
    expect(lobby.players.rows.map((player) => player.chips).sort()).not.toEqual([1000, 1000]);
  });
});
