import { applyAction, evaluateCards, formatCard, legalActions, parseCards } from 'poker-engine';
import { defaultBlindStructure } from 'shared-events/contracts';
import { dealHand, handComplete, newSeat, playShowdownMuckingBeaten, seatOfPosition, type TableSeat } from '../src/tables/table-model';
import { DEFAULT_TABLE_TIMINGS } from '../src/tables/table-timings';
import { privateView, tableView, type TableFacts } from '../src/tables/table-views';
import { seededRandom } from './helpers/tables';

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
    startsAt: new Date('2030-01-01T12:00:00Z'),
    breakMinutes: 5,
    pausedAt: null,
    pausedMs: 0,
    handForHandRound: null,
    at: new Date('2030-01-01T12:01:00Z'),
    seats,
    hand,
    players: new Map(seats.map((seat) => [seat.userId, { username: `user${seat.userId}`, avatar: null }])),
    timings: DEFAULT_TABLE_TIMINGS,
  };
}

/** Every hole card in the public view (JSON strings), for players whose hand was not legally shown. */
function leakedCards(json: string, hand: ReturnType<typeof dealHand>): string[] {
  return hand.state.holeCards.flatMap((cards, position) =>
    hand.state.revealed[position] && !hand.state.mucked[position] ? [] : cards.map(formatCard).filter((code) => json.includes(`"${code}"`)),
  );
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

  it('shows one main pot with the bets in while nobody is all-in, and a side pot above a short all-in', () => {
    const seats = [newSeat(1, 101, 1000, 0), newSeat(2, 102, 1000, 0), newSeat(3, 103, 60, 0)];
    const hand = dealHand({ seats, variant: 'NLHE', level: structure[0], number: 1, previous: null, firstButtonSeat: 1 });
    const pots = () => tableView(facts(seats, hand)).hand!.pots;
    // Button seat 1, blinds 5/10 from seats 2 and 3: the blinds are one pot anyone still in may win.
    expect(pots()).toEqual([{ amount: 15, eligibleSeats: [1, 2, 3] }]);
    const act = (seat: number, action: Parameters<typeof applyAction>[2]) => {
      expect(applyAction(hand.state, hand.positions.order.indexOf(seat - 1), action)).toEqual({ ok: true });
    };
    act(1, { type: 'raise', amount: 200 });
    // An uncalled raise is still in the main pot: the others may call it.
    expect(pots()).toEqual([{ amount: 215, eligibleSeats: [1, 2, 3] }]);
    act(2, { type: 'call' });
    act(3, { type: 'call' }); // all-in for 60
    expect(pots()).toEqual([
      { amount: 180, eligibleSeats: [1, 2, 3] },
      { amount: 280, eligibleSeats: [1, 2] },
    ]);
  });

  it.each(['NLHE', 'PLO'] as const)('never puts an unshown hole card in the public view (%s, 200 random hands)', (variant) => {
    for (let round = 0; round < 200; round += 1) {
      const random = seededRandom(round + 1);
      const count = 2 + (round % 7);
      const seats: TableSeat[] = Array.from({ length: count }, (_, index) => newSeat(index + 1, 100 + index, 1000, DEFAULT_TABLE_TIMINGS.timeBankMs));
      const hand = dealHand({ seats, variant, level: structure[round % 6], number: 1, previous: null, firstButtonSeat: 1 + (round % count) });
      for (let step = 0; step < 200 && !handComplete(hand.state); step += 1) {
        const json = JSON.stringify(tableView(facts(seats, hand)));
        expect(leakedCards(json, hand)).toEqual([]);
        const actor = hand.state.actor;
        const mine = privateView(1, hand, seats[seatOfPosition(hand, actor) - 1]);
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
        playShowdownMuckingBeaten(hand.state);
      }
      expect(handComplete(hand.state)).toBe(true);
      const done = tableView(facts(seats, hand));
      expect(leakedCards(JSON.stringify(done), hand)).toEqual([]);
      // Chips are conserved: what the seats hold after the hand is what they started with.
      expect(done.seats.reduce((sum, seat) => sum + seat.stack, 0)).toBe(count * 1000);
      expect(done.hand!.awards!.length).toBeGreaterThan(0);
    }
  });

  describe('the showdown', () => {
    // Heads-up: seat 1 is the button and small blind, first to act before the flop and last after it.
    function headsUp() {
      const seats = [newSeat(1, 101, 1000, 0), newSeat(2, 102, 1000, 0)];
      const hand = dealHand({ seats, variant: 'NLHE', level: structure[0], number: 1, previous: null, firstButtonSeat: 1 });
      const act = (seat: number, action: Parameters<typeof applyAction>[2]) =>
        expect(applyAction(hand.state, hand.positions.order.indexOf(seat - 1), action)).toEqual({ ok: true });
      const view = () => tableView(facts(seats, hand)).hand!;
      return { seats, hand, act, view };
    }
    const checkStreet = (act: ReturnType<typeof headsUp>['act']) => {
      act(2, { type: 'check' });
      act(1, { type: 'check' });
    };

    it("names the five cards of each winning hand, from the winner's cards and the board", () => {
      const { hand, act, view } = headsUp();
      act(1, { type: 'call' });
      act(2, { type: 'check' });
      checkStreet(act);
      checkStreet(act);
      expect(view().showsFirst).toBeNull();
      checkStreet(act);
      playShowdownMuckingBeaten(hand.state);
      const done = view();
      const board = hand.state.board.map(formatCard);
      expect(done.awards!.length).toBeGreaterThan(0);
      for (const award of done.awards!) {
        const position = hand.positions.order.indexOf(award.seat - 1);
        const hole = hand.state.holeCards[position].map(formatCard);
        expect(award.cards).toHaveLength(5);
        expect(award.cards!.every((card) => hole.includes(card) || board.includes(card))).toBe(true);
        // The five make the hand the award names: as strong as the best of all seven.
        expect(evaluateCards(parseCards(award.cards!.join('')))).toBe(evaluateCards(parseCards([...hole, ...board].join(''))));
      }
    });

    it('has the first to act on a checked-down river show first', () => {
      const { hand, act, view } = headsUp();
      act(1, { type: 'call' });
      act(2, { type: 'check' });
      for (let street = 0; street < 3; street += 1) checkStreet(act);
      playShowdownMuckingBeaten(hand.state);
      expect(view().showsFirst).toBe(2);
    });

    it("has the river's last aggressor show first", () => {
      const { hand, act, view } = headsUp();
      act(1, { type: 'call' });
      act(2, { type: 'check' });
      checkStreet(act);
      checkStreet(act);
      act(2, { type: 'check' });
      act(1, { type: 'bet', amount: 20 });
      act(2, { type: 'call' });
      playShowdownMuckingBeaten(hand.state);
      expect(view().showsFirst).toBe(1);
    });

    it('names no cards and nobody to show when everyone else folds', () => {
      const { act, view } = headsUp();
      act(1, { type: 'fold' });
      expect(view().awards).toEqual([expect.objectContaining({ seat: 2, handName: null, cards: null })]);
      expect(view().showsFirst).toBeNull();
    });
  });
});
