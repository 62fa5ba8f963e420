import type { ApiErrorResponse, HandHistoryResponse } from 'shared-events/contracts';
import { recordHand, type FinishedHand } from '../src/tables/hand-records';
import { createPlayer, insertStartedTournament, type TestPlayer } from './helpers/rooms';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let tournamentId: number;
let roomId: number;
let alice: TestPlayer;
let bob: TestPlayer;

beforeAll(async () => {
  t = await startTestApp();
  tournamentId = await insertStartedTournament(t, { name: 'Hand History Cup', gameType: 'NLH' });
  const room = await t.server.db.query<{ id: number }>('INSERT INTO rooms (tournament_id, room_number) VALUES ($1, 3) RETURNING id', [tournamentId]);
  roomId = room.rows[0].id;
  alice = await createPlayer(t);
  bob = await createPlayer(t);
});
afterAll(() => t.close());

let handNumber = 0;
const at = (minutes: number) => new Date(t.clock.now().getTime() + minutes * 60_000);

/** A heads-up hand between alice and bob: alice wins `aliceNet` chips (negative: bob wins them). */
function headsUp(aliceNet: number, overrides: Partial<FinishedHand> = {}): FinishedHand {
  handNumber += 1;
  const stake = Math.abs(aliceNet);
  return {
    tournamentId,
    roomId,
    handNumber,
    gameType: 'NLH',
    smallBlind: 50,
    bigBlind: 100,
    board: ['As', 'Kd', '7c', '2h', '9s'],
    pot: 2 * stake,
    winningHand: 'Two Pair, Aces and Kings',
    startedAt: at(handNumber),
    endedAt: at(handNumber + 0.5),
    players: [
      { userId: alice.id, seat: 0, holeCards: ['Ah', 'Kc'], netChips: aliceNet, wonChips: aliceNet > 0 ? 2 * stake : 0, showedDown: true },
      { userId: bob.id, seat: 1, holeCards: ['Qs', 'Qd'], netChips: -aliceNet, wonChips: aliceNet < 0 ? 2 * stake : 0, showedDown: true },
    ],
    ...overrides,
  };
}

const record = (hand: FinishedHand) => t.server.db.transaction((tx) => recordHand(tx, hand));
const history = (player: TestPlayer, query = '') => t.get<HandHistoryResponse & ApiErrorResponse>(`/api/users/hand-history${query}`, player.headers);
const handCount = async () => (await t.server.db.query<{ count: number }>('SELECT count(*)::int AS count FROM hands')).rows[0].count;

it('answers an empty history to a player without hands, and 401 to a visitor', async () => {
  expect((await history(alice)).body).toEqual({ rows: [], count: 0, page: 1, limit: 10 });
  expect((await t.get('/api/users/hand-history')).status).toBe(401);
});

it('shows each player their own hands only, newest first, from their side', async () => {
  const won = await record(headsUp(300, { ante: 10 }));
  const lost = await record(headsUp(-200, { winningHand: null, board: [] }));
  const carol = await createPlayer(t);
  handNumber += 1;
  const split = await record({
    ...headsUp(0),
    handNumber,
    pot: 600,
    winningHand: 'Straight, Ace high',
    players: [
      { userId: alice.id, seat: 0, holeCards: ['Qh', 'Jc'], netChips: 0, wonChips: 300, showedDown: true },
      { userId: carol.id, seat: 1, holeCards: ['Qc', 'Jd'], netChips: 0, wonChips: 300, showedDown: true },
    ],
  });
  const even = await record({
    ...headsUp(100),
    handNumber: handNumber + 1,
    pot: 200,
    players: [
      { userId: carol.id, seat: 2, holeCards: ['3h', '3c'], netChips: 0, wonChips: 0, showedDown: false },
      { userId: alice.id, seat: 0, holeCards: ['8h', '8c'], netChips: -100, wonChips: 0, showedDown: true },
      { userId: bob.id, seat: 1, holeCards: ['9h', '9c'], netChips: 100, wonChips: 200, showedDown: true },
    ],
  });
  handNumber += 1;

  const mine = await history(alice);
  expect(mine.status).toBe(200);
  expect(mine.body).toMatchObject({ count: 4, page: 1, limit: 10 });
  expect(mine.body.rows.map((row) => [row.id, row.result, row.net])).toEqual([
    [even, 'lost', -100],
    [split, 'split', 0],
    [lost, 'lost', -200],
    [won, 'won', 300],
  ]);
  expect(mine.body.rows[3]).toEqual({
    id: won,
    date: at(1.5).toISOString(),
    gameType: 'NLH',
    tournamentId,
    tournamentName: 'Hand History Cup',
    roomId: `${tournamentId}-${String(roomId).padStart(3, '0')}`,
    handNumber: 1,
    stakes: '50/100 ante 10',
    myHand: ['Ah', 'Kc'],
    board: ['As', 'Kd', '7c', '2h', '9s'],
    winningHand: 'Two Pair, Aces and Kings',
    potSize: 600,
    result: 'won',
    net: 300,
  });
  expect(mine.body.rows[2]).toMatchObject({ stakes: '50/100', board: [], winningHand: null, myHand: ['Ah', 'Kc'] });

  const bobs = await history(bob);
  expect(bobs.body.rows.map((row) => [row.id, row.result, row.net, row.myHand])).toEqual([
    [even, 'won', 100, ['9h', '9c']],
    [lost, 'won', 200, ['Qs', 'Qd']],
    [won, 'lost', -300, ['Qs', 'Qd']],
  ]);
  expect(bobs.text).not.toContain('"Ah"');
  const carols = await history(carol);
  expect(carols.body.rows.map((row) => [row.id, row.result])).toEqual([
    [even, 'even'],
    [split, 'split'],
  ]);
});

it('pages the history (limit 1–50, default 10)', async () => {
  const dave = await createPlayer(t);
  const ids: number[] = [];
  for (let i = 0; i < 12; i += 1) {
    const hand = headsUp(100);
    ids.push(await record({ ...hand, players: [{ ...hand.players[0], userId: dave.id }, hand.players[1]] }));
  }
  const newestFirst = [...ids].reverse();
  expect((await history(dave)).body.rows.map((row) => row.id)).toEqual(newestFirst.slice(0, 10));
  const third = await history(dave, '?page=3&limit=5');
  expect(third.body).toMatchObject({ count: 12, page: 3, limit: 5 });
  expect(third.body.rows.map((row) => row.id)).toEqual(newestFirst.slice(10));
  expect((await history(dave, '?page=4&limit=5')).body.rows).toEqual([]);
  expect((await history(dave, '?limit=50')).body.rows).toHaveLength(12);
  for (const query of ['?limit=51', '?limit=0', '?page=0', '?page=x', '?sort=asc']) {
    const response = await history(dave, query);
    expect([query, response.status, response.body.code]).toEqual([query, 400, 'VALIDATION_FAILED']);
  }
});

it('refuses to record a hand that cannot be real, and records a hand number of a room once', async () => {
  const before = await handCount();
  const hand = headsUp(100);
  const broken: [FinishedHand, string][] = [
    [{ ...hand, board: ['As', 'Xx'] }, '"Xx" is not a card such as "As" or "Td"'],
    [{ ...hand, board: ['Ah'] }, 'a card was dealt twice'],
    [{ ...hand, board: ['2c', '3c', '4c', '5c', '6c', '7c'] }, 'a board has at most five cards'],
    [{ ...hand, gameType: 'PLO' }, 'PLO deals 4 hole cards'],
    [{ ...hand, pot: 150 }, 'the players’ winnings must add up to the pot'],
    [{ ...hand, players: [hand.players[0], { ...hand.players[1], netChips: -50 }] }, 'the players’ net chips must add up to zero'],
    [{ ...hand, players: [hand.players[0]] }, 'a hand needs at least two players'],
    [{ ...hand, smallBlind: 0.5 }, 'chip amounts must be whole numbers'],
  ];
  for (const [bad, problem] of broken) await expect(record(bad)).rejects.toThrow(`recordHand: ${problem}`);
  expect(await handCount()).toBe(before);

  await record(hand);
  await expect(record(hand)).rejects.toMatchObject({ code: '23505' });
  expect(await handCount()).toBe(before + 1);
});

it('filters the history by tournament and lists the tournaments the player has hands in, the latest first', async () => {
  const erin = await createPlayer(t);
  const other = await insertStartedTournament(t, { name: 'Second Cup', gameType: 'NLH' });
  const otherRoom = (await t.server.db.query<{ id: number }>('INSERT INTO rooms (tournament_id, room_number) VALUES ($1, 1) RETURNING id', [other]))
    .rows[0].id;
  const asErin = (hand: FinishedHand): FinishedHand => ({ ...hand, players: [{ ...hand.players[0], userId: erin.id }, hand.players[1]] });
  const first = await record(asErin(headsUp(100)));
  const second = await record(asErin(headsUp(-100, { tournamentId: other, roomId: otherRoom })));
  const third = await record(asErin(headsUp(50)));

  const ofFirst = await history(erin, `?tournamentId=${tournamentId}`);
  expect(ofFirst.body).toMatchObject({ count: 2, page: 1, limit: 10 });
  expect(ofFirst.body.rows.map((row) => row.id)).toEqual([third, first]);
  expect((await history(erin, `?tournamentId=${other}`)).body.rows.map((row) => row.id)).toEqual([second]);
  expect((await history(erin, '?tournamentId=9999999999')).body).toMatchObject({ rows: [], count: 0 });
  for (const query of ['?tournamentId=0', '?tournamentId=x', '?tournamentId=-1']) {
    const response = await history(erin, query);
    expect([query, response.status, response.body.code]).toEqual([query, 400, 'VALIDATION_FAILED']);
  }
  const tournaments = await t.get<{ id: number; name: string; hands: number }[]>('/api/users/hand-history/tournaments', erin.headers);
  expect(tournaments.body).toEqual([
    { id: tournamentId, name: 'Hand History Cup', hands: 2 },
    { id: other, name: 'Second Cup', hands: 1 },
  ]);
  expect((await t.get('/api/users/hand-history/tournaments')).status).toBe(401);
});

it('answers a review only to a player of the hand: 404 HAND_NOT_FOUND otherwise, 401 to a visitor', async () => {
  const frank = await createPlayer(t);
  // Recorded without how it was played (as hands recorded before it was kept): nothing to replay.
  const id = await record(headsUp(100));
  for (const [player, path] of [
    [alice, `/api/users/hand-history/${id}`],
    [frank, `/api/users/hand-history/${id}`],
    [alice, '/api/users/hand-history/99999999'],
    [alice, '/api/users/hand-history/9999999999'],
  ] as const) {
    const response = await t.get<ApiErrorResponse>(path, player.headers);
    expect([path, response.status, response.body.code]).toEqual([path, 404, 'HAND_NOT_FOUND']);
  }
  expect((await t.get<ApiErrorResponse>('/api/users/hand-history/abc', alice.headers)).status).toBe(400);
  expect((await t.get(`/api/users/hand-history/${id}`)).status).toBe(401);
});
