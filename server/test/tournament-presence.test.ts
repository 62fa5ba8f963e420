import { TABLE_REQUESTS } from 'shared-events/contracts';
import type { Socket } from 'socket.io-client';
import { legalActions } from 'poker-engine';
import { actingSeat } from '../src/tables/table-flow';
import { positionOfSeat } from '../src/tables/table-model';
import { findTable, type TableRecord } from '../src/tables/tables.repository';
import { connected } from './helpers/realtime-client';
import { framesArrived, recordFrames, request, subscribe } from './helpers/realtime-gateway';
import { createPlayer, registerPlayer, type TestPlayer } from './helpers/rooms';
import { actFor, playingTables } from './helpers/tournament-bots';
import { startTestApp, type TestApp } from './helpers/test-app';
import { insertTournament } from './helpers/tournaments';

let t: TestApp;
beforeAll(async () => {
  // Presence as in production: a player is there when they have a socket open.
  t = await startTestApp();
});
afterAll(() => t.close());

const sockets: Socket[] = [];
afterEach(() => sockets.splice(0).forEach((socket) => socket.disconnect()));

async function tournamentOf(count: number): Promise<{ tournamentId: number; players: TestPlayer[] }> {
  // Its join window ends a minute after the test begins.
  const tournamentId = await insertTournament(t.server.db, {
    startsAt: new Date(t.clock.now().getTime() - 14 * 60_000),
    startingStack: 1_500,
    maxPlayers: 100,
    durationMinutes: 600,
    status: 'late reg',
  });
  const players: TestPlayer[] = [];
  for (let index = 0; index < count; index += 1) {
    const player = await createPlayer(t);
    await registerPlayer(t, tournamentId, player.id, { lobby: false });
    players.push(player);
  }
  return { tournamentId, players };
}

async function openSocket(player: TestPlayer): Promise<Socket> {
  const socket = await connected(t.url, player.token);
  sockets.push(socket);
  return socket;
}

describe('a player absent when the join window ends (issue #23 item 2)', () => {
  it("is dealt in sitting out (blinds posted, cards folded, no clock run down) until they come and press I'm back", async () => {
    const { tournamentId, players } = await tournamentOf(3);
    const [first, second, absent] = players;
    await openSocket(first);
    await openSocket(second);
    t.clock.advance(61);
    await t.server.director!.direct(tournamentId);

    const [table] = await playingTables(t, tournamentId);
    const seatOf = (userId: number) => table.seats.find((seat) => seat.userId === userId)!;
    expect(table.seats).toHaveLength(3);
    expect(seatOf(absent.id)).toMatchObject({ sittingOut: true, connected: false, stack: 1_500 });
    for (const present of [first, second]) expect(seatOf(present.id)).toMatchObject({ sittingOut: false, connected: true });

    // Three hands, the button moving round: the clock only ever runs for the two who are there; the absent player
    // posts the blinds when due and is checked or folded when their turn comes.
    for (let hands = 0; hands < 3;) {
      const record = (await findTable(t.server.db, table.id))!;
      if (record.hand.clock) {
        const acting = actingSeat(record)!;
        expect(acting.userId).not.toBe(absent.id);
        const legal = legalOf(record, acting.seat);
        // A beaten hand at the showdown is mucked (the default); else check or call.
        await actFor(t, record, acting.userId, { type: 'muck' in legal ? 'muck' : 'call' in legal ? 'call' : 'check' });
        continue;
      }
      hands += 1;
      t.clock.advance(10);
      await t.server.tableRunner!.runDue();
    }
    const { rows: auto } = await t.server.db.query<{ payload: { seat: number; reason: string } }>(
      "SELECT payload FROM table_events WHERE table_id = $1 AND kind = 'auto' ORDER BY seq",
      [table.id],
    );
    expect(auto.length).toBeGreaterThan(0);
    expect(auto.map(({ payload }) => [payload.seat, payload.reason])).toEqual(auto.map(() => [seatOf(absent.id).seat, 'sittingOut']));
    const { rows: dealt } = await t.server.db.query<{ payload: { level: { bigBlind: number }; positions: { bigBlindSeat: number } } }>(
      "SELECT payload FROM table_events WHERE table_id = $1 AND kind = 'hand:dealt' ORDER BY seq",
      [table.id],
    );
    // They were big blind in one of the hands: posted, not skipped.
    expect(dealt.some(({ payload }) => payload.positions.bigBlindSeat + 1 === seatOf(absent.id).seat)).toBe(true);
    expect((await findTable(t.server.db, table.id))!.seats.find((seat) => seat.userId === absent.id)).toMatchObject({
      timeouts: 0,
      sittingOut: true,
    });

    // They come: the seat shows them there, still sitting out until they say they are back.
    const socket = await openSocket(absent);
    const frames = recordFrames(socket);
    expect(await subscribe(socket, `table:${table.id}`)).toMatchObject({ ok: true });
    const seen = async () => (await findTable(t.server.db, table.id))!.seats.find((seat) => seat.userId === absent.id)!;
    // The presence change is written by a listener of the connection: its frame says when.
    while (!(await seen()).connected) await framesArrived(socket, frames, frames.length + 1);
    expect(await seen()).toMatchObject({ connected: true, sittingOut: true });
    expect(await request(socket, TABLE_REQUESTS.back, { tableId: table.id })).toMatchObject({ ok: true, result: { value: true } });
    expect((await findTable(t.server.db, table.id))!.seats.find((seat) => seat.userId === absent.id)).toMatchObject({
      sittingOut: false,
      connected: true,
      timeouts: 0,
    });
  });
});

const legalOf = (record: TableRecord, seat: number) =>
  Object.fromEntries(legalActions(record.hand.state, positionOfSeat(record.hand, seat)).map((action) => [action.type, action]));
