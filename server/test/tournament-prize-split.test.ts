import { prizeStructureProblem, splitPrizes } from '../src/tournaments/prize-split';
import { ordinal, resultsNotice } from '../src/tournaments/results-notice';

const usdt = (amount: number) => BigInt(Math.round(amount * 1_000_000));
const prizesOf = (...args: Parameters<typeof splitPrizes>) => {
  const split = splitPrizes(...args);
  if (!split.ok) throw new Error(split.reason);
  return split.prizes;
};

describe('splitPrizes', () => {
  it('pays each place its percent of the money', () => {
    const structure = [
      { place: '1', percent: 50 },
      { place: '2', percent: 30 },
      { place: '3', percent: 20 },
    ];
    expect(prizesOf(structure, usdt(200), 4)).toEqual([usdt(100), usdt(60), usdt(40), 0n]);
  });

  it('pays a range’s percent to each of its places, as the sample structures add up to 100 %', () => {
    const structure = [
      { place: '1', percent: 35 },
      { place: '2', percent: 22 },
      { place: '3', percent: 15 },
      { place: '4', percent: 10 },
      { place: '5', percent: 8 },
      { place: '6-7', percent: 5 },
    ];
    const prizes = prizesOf(structure, usdt(1000), 7);
    expect(prizes.slice(4)).toEqual([usdt(80), usdt(50), usdt(50)]);
    expect(prizes.reduce((a, b) => a + b, 0n)).toBe(usdt(1000));
  });

  it('floors each prize to the micro-USDT and gives what the flooring leaves to 1st place', () => {
    const thirds = [{ place: '1-3', percent: 33.333333 }];
    const prizes = prizesOf(thirds, 10n, 3);
    // 3 × 33.333333 % of 10 micros = 9.9999999 → 9 micros paid: 3 each, nothing over; 1 micro stays in the pool.
    expect(prizes).toEqual([3n, 3n, 3n]);
    const odd = prizesOf([{ place: '1-2', percent: 50 }], 7n, 2);
    expect(odd).toEqual([4n, 3n]);
  });

  it('pays nothing for places nobody reached, and leaves their share in the pool', () => {
    const prizes = prizesOf(
      [
        { place: '1', percent: 60 },
        { place: '2', percent: 40 },
      ],
      usdt(100),
      1,
    );
    expect(prizes).toEqual([usdt(60)]);
  });

  it('gives everything to the winner without a prize structure', () => {
    expect(prizesOf(null, usdt(42.5), 3)).toEqual([usdt(42.5), 0n, 0n]);
    expect(prizesOf([], usdt(1), 1)).toEqual([usdt(1)]);
  });

  it('takes places in any order, with spaces or an en dash', () => {
    const prizes = prizesOf(
      [
        { place: '2 – 3', percent: 25 },
        { place: ' 1 ', percent: 50 },
      ],
      usdt(8),
      3,
    );
    expect(prizes).toEqual([usdt(4), usdt(2), usdt(2)]);
  });

  it('refuses structures that cannot be paid', () => {
    expect(prizeStructureProblem([{ place: '1st', percent: 100 }])).toBe('place "1st" is neither a place number nor a range such as "6-7"');
    expect(prizeStructureProblem([{ place: '0', percent: 10 }])).toBe('place "0" is not a range from a lower to a higher place');
    expect(prizeStructureProblem([{ place: '5-3', percent: 10 }])).toBe('place "5-3" is not a range from a lower to a higher place');
    expect(
      prizeStructureProblem([
        { place: '1-3', percent: 10 },
        { place: '3', percent: 10 },
      ]),
    ).toBe('place 3 is listed twice');
    expect(prizeStructureProblem([{ place: '1-3', percent: 34 }])).toBe('its places add up to more than 100 %');
    expect(splitPrizes([{ place: '1-3', percent: 34 }], usdt(1), 3)).toEqual({ ok: false, reason: 'its places add up to more than 100 %' });
    expect(prizeStructureProblem([{ place: '1-4', percent: 25 }])).toBeUndefined();
    expect(prizeStructureProblem(null)).toBeUndefined();
  });
});

describe('the results notification', () => {
  it('names places as ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
      '112th',
    ]);
  });

  it('says the place in the field and the prize, without rounding a small prize away', () => {
    const tournament = { id: 7, name: 'Sunday Major' };
    expect(resultsNotice(tournament, 1, usdt(12.5), 412)).toEqual({
      type: 'tournament_results',
      title: 'Tournament results',
      body: 'You finished 1st of 412 in Sunday Major and won 12.50 USDT.',
      data: { tournamentId: 7, place: 1, prize: 12.5, entries: 412 },
      dedupKey: 'results:7',
    });
    expect(resultsNotice(tournament, 2, 1n, 412).body).toBe('You finished 2nd of 412 in Sunday Major and won 0.000001 USDT.');
    expect(resultsNotice(tournament, 9, 0n, 412).body).toBe('You finished 9th of 412 in Sunday Major.');
  });
});
