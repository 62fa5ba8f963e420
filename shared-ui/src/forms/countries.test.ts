import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { COUNTRIES } from './countries';

const flagsDir = join(dirname(require.resolve('flag-icons/package.json')), 'flags/4x3');

test('holds the 195 countries in alphabetical order', () => {
  expect(COUNTRIES).toHaveLength(195);
  const names = COUNTRIES.map((country) => country.name);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
});

test('uses the spec spelling of the special entries', () => {
  expect(COUNTRIES).toEqual(
    expect.arrayContaining([
      { name: 'Holy See (Vatican City)', code: 'VA' },
      { name: 'Palestine State', code: 'PS' },
      { name: "Korea(Democratic People's Republic of)", code: 'KP' },
      { name: 'Korea(Republic of)', code: 'KR' },
      { name: 'United States of America', code: 'US' },
    ]),
  );
});

test('every code is a unique two-letter code with a bundled flag', () => {
  const codes = COUNTRIES.map((country) => country.code);
  expect(new Set(codes).size).toBe(codes.length);
  for (const code of codes) {
    expect(code).toMatch(/^[A-Z]{2}$/);
    expect(existsSync(join(flagsDir, `${code.toLowerCase()}.svg`))).toBe(true);
  }
});
