import { prizeRows } from './prize-rows';

describe('prizeRows', () => {
  it('shares the larger of the pool and the guarantee, 1st place first', () => {
    const rows = prizeRows(
      [
        { place: '2', percent: 30 },
        { place: '1', percent: 50 },
        { place: '3', percent: 20 },
      ],
      200,
      1000,
    );
    expect(rows.map(({ place, prize }) => [place, prize])).toEqual([
      ['1', 500],
      ['2', 300],
      ['3', 200],
    ]);
  });

  it('uses the pool once it passes the guarantee', () => {
    expect(prizeRows([{ place: '1', percent: 60 }], 1500, 1000)[0].prize).toBe(900);
  });

  it('marks a range of places as paid per place', () => {
    const rows = prizeRows(
      [
        { place: '1', percent: 90 },
        { place: '2-3', percent: 5 },
      ],
      100,
      0,
    );
    expect(rows[0].perPlace).toBe(false);
    expect(rows[1]).toEqual({ place: '2-3', percent: 5, prize: 5, perPlace: true });
  });

  it('pays the winner everything when the tournament has no structure', () => {
    expect(prizeRows(null, 40, 0)).toEqual([{ place: '1', percent: 100, prize: 40, perPlace: false }]);
    expect(prizeRows([], 40, 0)).toHaveLength(1);
  });
});
