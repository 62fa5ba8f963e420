import { contrastRatio, parseColor } from './contrast';

it('reads the colour notations of the theme', () => {
  expect(parseColor('#fff')).toEqual([255, 255, 255, 1]);
  expect(parseColor('#22c55e')).toEqual([34, 197, 94, 1]);
  expect(parseColor('rgba(0, 0, 0, 0.6)')).toEqual([0, 0, 0, 0.6]);
  expect(() => parseColor('green')).toThrow('Not a colour');
});

it('gives the WCAG ratios', () => {
  expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
  // The example: white on the dark theme's green fails AA (2.28:1).
  expect(contrastRatio('#ffffff', '#22c55e')).toBeCloseTo(2.28, 2);
  // A translucent text colour counts as blended on its background.
  expect(contrastRatio('rgba(0, 0, 0, 0.6)', '#ffffff')).toBeCloseTo(contrastRatio('#666666', '#ffffff'), 1);
});
