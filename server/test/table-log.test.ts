import { applyAction, createHand, forcedBets, parseCards, positionsForNextHand, type PlayerAction } from 'poker-engine';
import type { BlindLevel } from 'shared-events/contracts';
import { handLog, untoldEntries, type LoggedHand } from '../src/tables/table-log';
import { playShowdownMuckingBeaten } from '../src/tables/table-model';

const nameOf = (seat: number) => `player${seat}`;

/** A hand of three (button seat 1, small blind seat 2, big blind seat 3) dealt from `deck`, as the runtime deals it. */
function dealtHand(
  level: BlindLevel,
  stacks: number[],
  deck: string,
): LoggedHand & { auto: { logIndex: number; reason: 'timeout' | 'sittingOut' }[] } {
  const positions = positionsForNextHand([true, true, true, false, false, false, false, false], null, 0);
  const bets = forcedBets(positions, level);
  const state = createHand(
    { variant: 'NLHE', startingStacks: stacks, blinds: bets.blinds, antes: bets.antes, minBet: level.bigBlind, deadAntes: bets.deadAntes },
    { deck: parseCards(deck.replaceAll(' ', '')) },
  );
  return { number: 7, level, positions, state, auto: [] };
}

/** A decision of the player in `seat`, then the showdown as the runtime plays it, a beaten hand mucked (the default). */
function decide(hand: LoggedHand, seat: number, action: PlayerAction): void {
  const outcome = applyAction(hand.state, hand.positions.order.indexOf(seat - 1), action);
  if (!outcome.ok) throw new Error(outcome.reason);
  playShowdownMuckingBeaten(hand.state);
}

const withoutPlace = (entries: ReturnType<typeof handLog>) => entries.map(({ handNumber, index, ...entry }) => entry);

describe('handLog', () => {
  it('tells blinds and a short ante, raises, a timed-out fold, the uncalled bet, the hands tabled, the runout and each pot won', () => {
    const level = { level: 9, smallBlind: 50, bigBlind: 100, ante: 100 };
    // Hole cards go round one at a time from the small blind: seat 2 7c 2d, seat 3 Ah As, seat 1 Kh Ks; a card burnt before each street.
    const hand = dealtHand(level, [1000, 150, 2000], '7c Ah Kh 2d As Ks 3c Qd 8s 4h 3d 9c 3h Jd');
    decide(hand, 1, { type: 'raise', amount: 300 });
    decide(hand, 2, { type: 'call' });
    decide(hand, 2, { type: 'check' });
    decide(hand, 1, { type: 'bet', amount: 500 });
    hand.auto.push({ logIndex: hand.state.log.length, reason: 'timeout' });
    decide(hand, 2, { type: 'fold' });
    expect(hand.state.phase).toBe('complete');

    const entries = handLog(hand, nameOf);
    expect(entries.map((entry) => [entry.handNumber, entry.index])).toEqual(entries.map((_, index) => [7, index]));
    const p = (seat: number) => ({ seat, username: nameOf(seat) });
    expect(withoutPlace(entries)).toEqual([
      { kind: 'hand', level, dealerSeat: 1 },
      { kind: 'post', ...p(2), blind: 'smallBlind', amount: 50, allIn: false },
      // The big blind comes before the ante (TDA): the short stack's last 50 chips are its ante.
      { kind: 'post', ...p(3), blind: 'bigBlind', amount: 100, allIn: false },
      { kind: 'post', ...p(3), blind: 'ante', amount: 50, allIn: true },
      { kind: 'action', ...p(1), type: 'raise', amount: 300, allIn: false, auto: null },
      { kind: 'action', ...p(2), type: 'call', amount: 250, allIn: false, auto: null },
      { kind: 'street', street: 'flop', cards: ['Qd', '8s', '4h'], board: ['Qd', '8s', '4h'] },
      { kind: 'action', ...p(2), type: 'check', amount: 0, allIn: false, auto: null },
      { kind: 'action', ...p(1), type: 'bet', amount: 500, allIn: false, auto: null },
      { kind: 'action', ...p(2), type: 'fold', amount: 0, allIn: false, auto: 'timeout' },
      { kind: 'uncalled', ...p(1), amount: 500 },
      // Nobody can bet any more: both hands are tabled before the board is run out.
      { kind: 'shows', ...p(1), cards: ['Kh', 'Ks'], handName: 'Pair of Kings' },
      { kind: 'shows', ...p(3), cards: ['Ah', 'As'], handName: 'Pair of Aces' },
      { kind: 'street', street: 'turn', cards: ['9c'], board: ['Qd', '8s', '4h', '9c'] },
      { kind: 'street', street: 'river', cards: ['Jd'], board: ['Qd', '8s', '4h', '9c', 'Jd'] },
      // The main pot: 100 from each (the short stack's big blind) and its 50 of dead ante; the rest is a side pot.
      { kind: 'wins', ...p(3), amount: 350, potIndex: 0, potCount: 2, handName: 'Pair of Aces' },
      { kind: 'wins', ...p(1), amount: 400, potIndex: 1, potCount: 2, handName: 'Pair of Kings' },
    ]);
  });

  it('names a hand mucked at the showdown without its cards, and says who went all in', () => {
    const hand = dealtHand({ level: 1, smallBlind: 5, bigBlind: 10, ante: 0 }, [500, 500, 200], '7c Ah Kh 2d As Ks 3c Qd 8s 4h 3d 9c 3h Jd');
    decide(hand, 1, { type: 'raise', amount: 200 });
    decide(hand, 2, { type: 'fold' });
    decide(hand, 3, { type: 'call' });
    const entries = handLog(hand, nameOf);
    expect(entries.find((entry) => entry.kind === 'action' && entry.seat === 1)).toMatchObject({ type: 'raise', amount: 200, allIn: true });
    expect(entries.find((entry) => entry.kind === 'action' && entry.seat === 3)).toMatchObject({ type: 'call', amount: 190, allIn: false });
    // Seat 3 (AA) is not all in: with one player able to bet, every hand is tabled at once (TDA rule 16).
    expect(entries.filter((entry) => entry.kind === 'shows').map((entry) => entry.kind === 'shows' && entry.cards)).toEqual([
      ['Kh', 'Ks'],
      ['Ah', 'As'],
    ]);

    // Seat 2 holds Ah As now, seat 3 7c 2d.
    const checked = dealtHand({ level: 1, smallBlind: 5, bigBlind: 10, ante: 0 }, [500, 500, 500], 'Ah 7c Kh As 2d Ks 3c Qd 8s 4h 3d 9c 3h Jd');
    decide(checked, 1, { type: 'fold' });
    decide(checked, 2, { type: 'call' });
    for (let street = 0; street < 4; street += 1) {
      decide(checked, 3, { type: 'check' });
      if (street < 3) decide(checked, 2, { type: 'check' });
    }
    const shown = handLog(checked, nameOf).filter((entry) => entry.kind === 'shows' || entry.kind === 'mucks');
    // The first to act on the river shows first; the beaten hand after it is mucked, its cards never told.
    expect(JSON.stringify(handLog(checked, nameOf))).not.toMatch(/"7c"|"2d"/);
    expect(withoutPlace(shown)).toEqual([
      { kind: 'shows', seat: 2, username: 'player2', cards: ['Ah', 'As'], handName: 'Pair of Aces' },
      { kind: 'mucks', seat: 3, username: 'player3' },
    ]);
  });

  it('tells each entry once as a hand goes on: the entries of its first steps never change', () => {
    const hand = dealtHand({ level: 1, smallBlind: 5, bigBlind: 10, ante: 0 }, [500, 500, 500], '7c Ah Kh 2d As Ks 3c Qd 8s 4h 3d 9c 3h Jd');
    let told = untoldEntries(null, hand, nameOf);
    const all = [...told.entries];
    for (const [seat, action] of [
      [1, { type: 'call' }],
      [2, { type: 'call' }],
      [3, { type: 'check' }],
      [2, { type: 'bet', amount: 20 }],
      [3, { type: 'fold' }],
      [1, { type: 'fold' }],
    ] as const) {
      decide(hand, seat, action);
      told = untoldEntries(told.mark, hand, nameOf);
      all.push(...told.entries);
    }
    expect(all).toEqual(handLog(hand, nameOf));
    expect(all.slice(-2).map((entry) => entry.kind)).toEqual(['uncalled', 'wins']);
    expect(untoldEntries(told.mark, hand, nameOf).entries).toEqual([]);
  });
});
