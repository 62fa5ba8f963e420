import type { ApiErrorResponse, HandReplay } from 'shared-events/contracts';
import { parsePhh, replayPhh, type PhhHand } from 'poker-engine';
import { recordPlayedHand, scripted, type HandToPlay } from './helpers/played-hands';
import { createPlayer, insertStartedTournament, type TestPlayer } from './helpers/rooms';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let tournamentId: number;
let otherTournamentId: number;
let roomId: number;
let otherRoomId: number;
let alice: TestPlayer;
let bob: TestPlayer;
let carol: TestPlayer;

/** Recorded hands: id → the stacks it began and ended with by user, and what it was. */
const hands: { id: number; tournamentId: number; start: Map<number, number>; net: Map<number, number>; pot: number; shown: Set<number> }[] = [];

const at = (minutes: number) => new Date(t.clock.now().getTime() + minutes * 60_000);

async function play(spec: Omit<HandToPlay, 'roomId' | 'tournamentId' | 'endedAt'>, tournament = tournamentId): Promise<number> {
  const full = { ...spec, tournamentId: tournament, roomId: tournament === tournamentId ? roomId : otherRoomId, endedAt: at(hands.length + 1) };
  const id = await recordPlayedHand(t.server.db, full);
  const { rows } = await t.server.db.query<{ user_id: number; net_chips: string; showed_down: boolean }>(
    'SELECT user_id, net_chips::text AS net_chips, showed_down FROM hand_players WHERE hand_id = $1',
    [id],
  );
  const pot = (await t.server.db.query<{ pot: string }>('SELECT pot::text AS pot FROM hands WHERE id = $1', [id])).rows[0].pot;
  hands.push({
    id,
    tournamentId: tournament,
    start: new Map(spec.players.map((player) => [player.userId, player.stack])),
    net: new Map(rows.map((row) => [row.user_id, Number(row.net_chips)])),
    pot: Number(pot),
    shown: new Set(rows.filter((row) => row.showed_down).map((row) => row.user_id)),
  });
  return id;
}

beforeAll(async () => {
  t = await startTestApp();
  tournamentId = await insertStartedTournament(t, { name: 'Export Cup', entryFeeMicros: 10_000_000n });
  otherTournamentId = await insertStartedTournament(t, { name: 'Export Freeroll' });
  const room = (tournament: number) =>
    t.server.db.query<{ id: number }>('INSERT INTO rooms (tournament_id, room_number) VALUES ($1, 1) RETURNING id', [tournament]);
  roomId = (await room(tournamentId)).rows[0].id;
  otherRoomId = (await room(otherTournamentId)).rows[0].id;
  [alice, bob, carol] = [await createPlayer(t), await createPlayer(t), await createPlayer(t)];
  const seats = (stacks: [number, number, number]) => [
    { userId: alice.id, seat: 2, stack: stacks[0] },
    { userId: bob.id, seat: 5, stack: stacks[1] },
    { userId: carol.id, seat: 7, stack: stacks[2] },
  ];
  // Positions from the button (seat 7): alice (small blind), bob (big blind), carol (button); the deck deals round by
  // round, a burn before each street. Checked down: alice's aces show, bob and carol muck.
  await play({ handNumber: 1, players: seats([5000, 5000, 5000]), buttonSeat: 7, deck: 'AhQc2dAdQd7c3sKh9s4c3h8d3d5h' });
  // A raise called, a flop bet nobody calls: returned to carol, who collects uncontested.
  await play({
    handNumber: 2,
    players: seats([5000, 5000, 5000]),
    buttonSeat: 7,
    strategy: scripted([
      { type: 'raise', amount: 300 },
      { type: 'call' },
      { type: 'fold' },
      { type: 'check' },
      { type: 'bet', amount: 400 },
      { type: 'fold' },
    ]),
  });
  // All in with an ante: bob's short stack wins the main pot, alice's kings the side pot over carol's queens.
  await play({
    handNumber: 3,
    players: seats([5000, 800, 3000]),
    buttonSeat: 7,
    level: { smallBlind: 50, bigBlind: 100, ante: 10 },
    deck: 'KhAhQhKdAdQd3c7s8d9c4cJh5c2h',
    strategy: scripted([{ type: 'raise', amount: 1000 }, { type: 'raise', amount: 5000 }, { type: 'call' }, { type: 'call' }]),
  });
  await play({ handNumber: 1, players: seats([1500, 1500, 1500]), buttonSeat: 2, gameType: 'PLO' }, otherTournamentId);
});
afterAll(() => t.close());

const players = () => [alice, bob, carol];
const exportOf = (player: TestPlayer, path: string) => t.get<ApiErrorResponse>(`/api/users/hand-history${path}`, player.headers);

/** The PHH's hole cards: own and shown cards written, any other `??`; it replays to the recorded finishing stacks. */
function checkPhh(phh: PhhHand, hand: (typeof hands)[number], viewer: TestPlayer, review: HandReplay) {
  const replayed = replayPhh(phh);
  review.players.forEach((player, position) => {
    const user = players().find((candidate) => candidate.username === player.username)!;
    expect(replayed.stacks[position]).toBe(hand.start.get(user.id)! + hand.net.get(user.id)!);
    const dealt = phh.actions.find((line) => line.startsWith(`d dh p${position + 1} `))!.split(' ')[3];
    const entitled = user.id === viewer.id || hand.shown.has(user.id);
    expect(/^(\?\?)+$/.test(dealt)).toBe(!entitled);
    expect(player.holeCards === null).toBe(!entitled);
  });
}

describe('a played hand', () => {
  it('reviews from each player’s side: the PHH replays to the recorded stacks, unshown cards ??', async () => {
    for (const hand of hands) {
      for (const viewer of players()) {
        const review = await t.get<HandReplay & ApiErrorResponse>(`/api/users/hand-history/${hand.id}`, viewer.headers);
        expect(review.status).toBe(200);
        checkPhh(parsePhh(review.body.phh), hand, viewer, review.body);
      }
    }
    expect(hands[0].shown).toEqual(new Set([alice.id]));
  });
});

describe('PHH export', () => {
  it('downloads one hand as .phh from the player’s side, the same as the review', async () => {
    for (const hand of hands) {
      for (const viewer of players()) {
        const file = await exportOf(viewer, `/${hand.id}/export?format=phh`);
        expect([file.status, file.headers.get('content-type')]).toEqual([200, 'text/plain; charset=utf-8']);
        expect(file.headers.get('content-disposition')).toBe(`attachment; filename="hand-${hand.id}.phh"`);
        const review = (await t.get<HandReplay>(`/api/users/hand-history/${hand.id}`, viewer.headers)).body;
        expect(file.text).toBe(review.phh);
        checkPhh(parsePhh(file.text), hand, viewer, review);
      }
    }
  });

  it('downloads the whole history as .phhs, [1], [2], … oldest first, or one tournament’s', async () => {
    const all = await exportOf(bob, '/export?format=phh');
    expect(all.status).toBe(200);
    expect(all.headers.get('content-disposition')).toBe('attachment; filename="hand-history.phhs"');
    const sections = all.text.split(/^\[(\d+)\]\n/m).slice(1);
    expect(sections.filter((_, index) => index % 2 === 0)).toEqual(['1', '2', '3', '4']);
    const texts = sections.filter((_, index) => index % 2 === 1);
    texts.forEach((text, index) => expect(parsePhh(text).extra.hand).toBe(index === 3 ? 1 : index + 1));
    expect(texts.map((text) => parsePhh(text).variant)).toEqual(['NT', 'NT', 'NT', 'PO']);
    const one = await exportOf(bob, `/export?format=phh&tournamentId=${otherTournamentId}`);
    expect(one.headers.get('content-disposition')).toBe(`attachment; filename="hand-history-tournament-${otherTournamentId}.phhs"`);
    expect(one.text.startsWith("[1]\nvariant = 'PO'")).toBe(true);
    expect(one.text).not.toContain('[2]');
    const none = await exportOf(bob, '/export?format=pokerstars&tournamentId=9999999999');
    expect([none.status, none.text]).toEqual([200, '']);
  });
});

/** Chips in the PokerStars text: what each player put in and collected; they must add up to the pot. */
function chipsOf(text: string) {
  const paid = new Map<string, number>();
  const collected = new Map<string, number>();
  let street = new Map<string, number>();
  const add = (map: Map<string, number>, name: string, amount: number) => map.set(name, (map.get(name) ?? 0) + amount);
  for (const line of text.split('\n')) {
    let match;
    if (/^\*\*\* (FLOP|TURN|RIVER) /.test(line)) street = new Map();
    else if ((match = /^(.+): posts (?:the ante|small blind|big blind) (\d+)/.exec(line))) {
      add(paid, match[1], Number(match[2]));
      if (!line.includes('ante')) add(street, match[1], Number(match[2]));
    } else if ((match = /^(.+): (?:calls|bets) (\d+)/.exec(line))) {
      add(paid, match[1], Number(match[2]));
      add(street, match[1], Number(match[2]));
    } else if ((match = /^(.+): raises \d+ to (\d+)/.exec(line))) {
      add(paid, match[1], Number(match[2]) - (street.get(match[1]) ?? 0));
      street.set(match[1], Number(match[2]));
    } else if ((match = /^Uncalled bet \((\d+)\) returned to (.+)$/.exec(line))) add(paid, match[2], -Number(match[1]));
    else if ((match = /^(.+) collected (\d+) from (?:pot|main pot|side pot-\d+)$/.exec(line))) add(collected, match[1], Number(match[2]));
  }
  return { paid, collected };
}

const sum = (map: Map<string, number>) => [...map.values()].reduce((total, amount) => total + amount, 0);

describe('PokerStars export', () => {
  it('writes each hand as PokerStars does, every chip accounted for, only the cards the player may see', async () => {
    for (const hand of hands) {
      for (const viewer of players()) {
        const file = await exportOf(viewer, `/${hand.id}/export?format=pokerstars`);
        expect(file.headers.get('content-disposition')).toBe(`attachment; filename="hand-${hand.id}.txt"`);
        const lines = file.text.split('\n');
        const buyIn = hand.tournamentId === tournamentId ? '\\$10\\.00\\+\\$0\\.00 USD' : 'Freeroll ';
        const game = hand.tournamentId === tournamentId ? "Hold'em No Limit" : 'Omaha Pot Limit';
        expect(lines[0]).toMatch(
          new RegExp(
            `^PokerStars Hand #${hand.id}: Tournament #${hand.tournamentId}, ${buyIn} ${game} - Level [IVXLC]+ \\(\\d+/\\d+\\) - \\d{4}/\\d{2}/\\d{2} \\d{1,2}:\\d{2}:\\d{2} UTC$`,
          ),
        );
        expect(lines[1]).toMatch(new RegExp(`^Table '${hand.tournamentId} [\\d-]+' 8-max Seat #\\d is the button$`));
        expect(lines.slice(2, 5).map((line) => /^Seat (\d): (\S+) \((\d+) in chips\)$/.exec(line)?.[2])).toEqual(players().map((p) => p.username));
        expect(file.text).toMatch(/: posts small blind \d+\n.*: posts big blind \d+\n\*\*\* HOLE CARDS \*\*\*\nDealt to /);
        expect(file.text).toContain(`Dealt to ${viewer.username} [`);
        expect(file.text).toMatch(/\*\*\* SUMMARY \*\*\*\nTotal pot \d+ (Main pot \d+\. (Side pot(-\d)? \d+\. )+)?\| Rake 0\n/);
        expect(Number(/Total pot (\d+)/.exec(file.text)![1])).toBe(hand.pot);
        const { paid, collected } = chipsOf(file.text);
        expect([sum(paid), sum(collected)]).toEqual([hand.pot, hand.pot]);
        for (const player of players()) {
          const net = (collected.get(player.username) ?? 0) - (paid.get(player.username) ?? 0);
          expect([player.username, net]).toEqual([player.username, hand.net.get(player.id)]);
        }
        const seen = file.text.match(/\[([2-9TJQKA][cdhs] ?)+\]/g)!.join(' ');
        const { rows } = await t.server.db.query<{ user_id: number; hole_cards: string[] }>(
          'SELECT user_id, hole_cards FROM hand_players WHERE hand_id = $1',
          [hand.id],
        );
        for (const row of rows) {
          const entitled = row.user_id === viewer.id || hand.shown.has(row.user_id);
          for (const card of row.hole_cards) expect([card, seen.includes(card)]).toEqual([card, entitled]);
        }
      }
    }
  });

  it('names the streets, the uncalled bet, the showdown and the pots', async () => {
    const [checked, raised, allIn] = await Promise.all(hands.slice(0, 3).map((hand) => exportOf(alice, `/${hand.id}/export?format=pokerstars`)));
    expect(checked.text).toMatch(
      /\*\*\* FLOP \*\*\* \[Kh 9s 4c\]\n[\s\S]*\*\*\* TURN \*\*\* \[Kh 9s 4c\] \[8d\]\n[\s\S]*\*\*\* RIVER \*\*\* \[Kh 9s 4c 8d\] \[5h\]/,
    );
    expect(checked.text).toContain(
      `*** SHOW DOWN ***\n${alice.username}: shows [Ah Ad] (Pair of Aces)\n${bob.username}: mucks hand\n${carol.username}: mucks hand\n`,
    );
    expect(checked.text).toContain(`Seat 2: ${alice.username} (small blind) showed [Ah Ad] and won (300) with Pair of Aces`);
    expect(checked.text).toContain(`Seat 5: ${bob.username} (big blind) mucked`);
    expect(raised.text).toContain(`${carol.username}: raises 200 to 300\n${alice.username}: calls 250\n${bob.username}: folds\n`);
    expect(raised.text).toContain(`${carol.username}: bets 400\n${alice.username}: folds\nUncalled bet (400) returned to ${carol.username}\n`);
    expect(raised.text).toContain(`Seat 7: ${carol.username} (button) collected (700)`);
    expect(raised.text).toContain(`Seat 2: ${alice.username} (small blind) folded on the Flop`);
    expect(allIn.text).toContain(`${bob.username}: posts the ante 10\n`);
    expect(allIn.text).toContain(`${alice.username}: raises 4000 to 5000 and is all-in\n`);
    expect(allIn.text).toContain(`Uncalled bet (2000) returned to ${alice.username}\n`);
    expect(allIn.text).toMatch(new RegExp(`${alice.username} collected \\d+ from side pot-1\\n${bob.username} collected \\d+ from main pot\\n`));
    const files = await exportOf(carol, '/export?format=pokerstars');
    expect(files.headers.get('content-disposition')).toBe('attachment; filename="hand-history.txt"');
    const texts = files.text.split('\n\n\n');
    expect(texts.map((text) => /^PokerStars Hand #(\d+)/.exec(text)?.[1])).toEqual(hands.map((hand) => String(hand.id)));
    const one = await exportOf(carol, `/export?format=pokerstars&tournamentId=${tournamentId}`);
    expect(one.text.split('\n\n\n')).toHaveLength(3);
  });
});

describe('hostile', () => {
  it('answers 404 for another player’s hand, 400 for a bad format, 401 to a visitor', async () => {
    const mallory = await createPlayer(t);
    for (const path of [`/${hands[0].id}/export?format=phh`, `/${hands[0].id}/export?format=pokerstars`, '/99999999/export?format=phh']) {
      const response = await exportOf(mallory, path);
      expect([path, response.status, response.body.code]).toEqual([path, 404, 'HAND_NOT_FOUND']);
    }
    expect((await exportOf(mallory, '/export?format=phh')).text).toBe('');
    for (const path of [`/${hands[0].id}/export?format=pdf`, `/${hands[0].id}/export`, '/export?format=PHH', '/export?format=phh&tournamentId=x']) {
      const response = await exportOf(alice, path);
      expect([path, response.status, response.body.code]).toEqual([path, 400, 'VALIDATION_FAILED']);
    }
    expect((await exportOf(alice, '/export?format=csv')).body.message).toContain('format must be phh or pokerstars.');
    for (const path of [`/${hands[0].id}/export?format=phh`, '/export?format=pokerstars'])
      expect((await t.get(`/api/users/hand-history${path}`)).status).toBe(401);
  });
});
