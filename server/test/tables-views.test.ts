import { formatCard, legalActions, applyAction } from 'poker-engine';
import { defaultBlindStructure } from '../src/tables/blind-structure';
import { dealHand, handComplete, playShowdown, seatOfPosition, type TableSeat } from '../src/tables/table-model';
import { privateView, tableView, type TableFacts } from '../src/tables/table-views';

const structure = defaultBlindStructure(1000);

function facts(seats: TableSeat[], hand: ReturnType<typeof dealHand>): TableFacts {
  return {
    id: 1,
    tournamentId: 1,
    gameType: hand.state.config.variant === 'PLO' ? 'PLO' : 'NLH',
    status: 'playing',
    structure,
    levelSeconds: 600,
    levelStartedAt: new Date('2030-01-01T12:00:00Z'),
    seats,
    hand,
    players: new Map(seats.map((seat) => [seat.userId, { username: `user${seat.userId}`, avatar: null }])),
  };
}

/** Every hole card in the public view (JSON strings), for players whose hand was not legally shown. */
function leakedCards(json: string, hand: ReturnType<typeof dealHand>): string[] {
  return hand.state.holeCards.flatMap((cards, position) =>
    hand.state.revealed[position] && !hand.state.mucked[position] ? [] : cards.map(formatCard).filter((code) => json.includes(`"${code}"`)),
  );
}

/** A seeded generator (mulberry32), so the random hands are the same on every run and a failure can be replayed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('table views (pure)', () => {
  it('the default structure starts near 1/100 of the stack, grows, and adds a big-blind ante from level 4', () => {
    const levels = defaultBlindStructure(10_000);
    expect(levels[0]).toEqual({ level: 1, smallBlind: 50, bigBlind: 100, ante: 0 });
    expect(levels[3].ante).toBe(levels[3].bigBlind);
    expect(levels.slice(0, 3).every((level) => level.ante === 0)).toBe(true);
    for (let i = 1; i < levels.length; i += 1) expect(levels[i].bigBlind).toBeGreaterThan(levels[i - 1].bigBlind);
  });

  it.each([1000, 1500, 3000, 10_000, 25_000])('keeps every small blind exactly half an even big blind (stack %i: 5/10, never 7/15)', (stack) => {
    for (const level of defaultBlindStructure(stack)) {
      expect(level.bigBlind % 2).toBe(0);
      expect(level.smallBlind * 2).toBe(level.bigBlind);
    }
    expect(defaultBlindStructure(1500)[0]).toMatchObject({ smallBlind: 5, bigBlind: 10 });
  });

  it.each(['NLHE', 'PLO'] as const)('never puts an unshown hole card in the public view (%s, 200 random hands)', (variant) => {
    for (let round = 0; round < 200; round += 1) {
      const random = seededRandom(round + 1);
      const count = 2 + (round % 7);
      const seats: TableSeat[] = Array.from({ length: count }, (_, index) => ({ seat: index + 1, userId: 100 + index, stack: 1000, busted: false }));
      const hand = dealHand({ seats, variant, level: structure[round % 6], number: 1, previous: null, firstButtonSeat: 1 + (round % count) });
      for (let step = 0; step < 200 && !handComplete(hand.state); step += 1) {
        const json = JSON.stringify(tableView(facts(seats, hand)));
        expect(leakedCards(json, hand)).toEqual([]);
        const actor = hand.state.actor;
        const mine = privateView(1, hand, seatOfPosition(hand, actor));
        expect(mine.cards).toEqual(hand.state.holeCards[actor].map(formatCard));
        expect(mine.legalActions).not.toBeNull();
        const options = legalActions(hand.state, actor);
        const pick = options[Math.floor(random() * options.length)];
        const amount = 'min' in pick ? pick.min + Math.floor(random() * (pick.max - pick.min + 1)) : 0;
        const outcome = applyAction(
          hand.state,
          actor,
          pick.type === 'bet' || pick.type === 'raise' ? { type: pick.type, amount } : ({ type: pick.type } as never),
        );
        expect(outcome).toEqual({ ok: true });
        playShowdown(hand.state);
      }
      expect(handComplete(hand.state)).toBe(true);
      const done = tableView(facts(seats, hand));
      expect(leakedCards(JSON.stringify(done), hand)).toEqual([]);
      // Chips are conserved: what the seats hold after the hand is what they started with.
      expect(done.seats.reduce((sum, seat) => sum + seat.stack, 0)).toBe(count * 1000);
      expect(done.hand!.awards!.length).toBeGreaterThan(0);
    }
  });
});
