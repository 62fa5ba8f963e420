import { formatMinutes, gameTypeName, prizeRows } from './tournament-facts';

describe('tournament facts', () => {
  it('names the game types', () => {
    expect(gameTypeName('NLH')).toBe("No-Limit Hold'em (NLH)");
    expect(gameTypeName('PLO')).toBe('Pot-Limit Omaha (PLO)');
  });

  it.each([
    [15, '15 minutes'],
    [1, '1 minute'],
    [60, '1 hour'],
    [120, '2 hours'],
    [90, '1 hour 30 minutes'],
  ])('writes %d minutes as "%s"', (minutes, text) => expect(formatMinutes(minutes)).toBe(text));

  it('lists each paid place, a range paying its percent to each place', () => {
    expect(
      prizeRows([
        { place: '1', percent: 35 },
        { place: '2', percent: 22 },
        { place: '3', percent: 15 },
        { place: '11', percent: 1 },
        { place: '6-7', percent: 5 },
        { place: '21-22', percent: 0.5 },
      ]),
    ).toEqual([
      { places: '1st', share: '35%' },
      { places: '2nd', share: '22%' },
      { places: '3rd', share: '15%' },
      { places: '11th', share: '1%' },
      { places: '6th–7th', share: '5% each' },
      { places: '21st–22nd', share: '0.5% each' },
    ]);
  });

  it('without a structure the winner takes all', () => {
    expect(prizeRows(null)).toEqual([{ places: '1st', share: '100%' }]);
    expect(prizeRows([])).toEqual([{ places: '1st', share: '100%' }]);
  });
});
