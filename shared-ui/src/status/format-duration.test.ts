import { formatDuration, secondsLeft } from './format-duration';

describe('formatDuration', () => {
  it.each([
    [0, '00h 00m 00s'],
    [9, '00h 00m 09s'],
    [2 * 3600 + 14 * 60 + 9, '02h 14m 09s'],
    [23 * 3600 + 59 * 60 + 59, '23h 59m 59s'],
    [-5, '00h 00m 00s'],
  ])('%d s → %s', (seconds, text) => expect(formatDuration(seconds)).toBe(text));
});

describe('secondsLeft', () => {
  it('counts a second under way, and nothing once the moment has passed', () => {
    expect(secondsLeft(400)).toBe(1);
    expect(secondsLeft(1000)).toBe(1);
    expect(secondsLeft(1001)).toBe(2);
    expect(secondsLeft(0)).toBe(0);
    expect(secondsLeft(-2500)).toBe(0);
  });
});
