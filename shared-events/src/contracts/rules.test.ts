import {
  CONTROL_CHARACTER_PATTERN,
  DECIMAL_AMOUNT_PATTERN,
  EMAIL_PATTERN,
  FORMAT_CHARACTER_PATTERN,
  USERNAME_PATTERN,
  normalizeUsername,
} from './rules';

describe('EMAIL_PATTERN', () => {
  it.each(['ada@example.com', 'first.last+tag@mail.example.co.uk', "o'brien@example.ie", 'X_Y-Z@sub-domain.example.org'])('accepts %s', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });

  it.each([
    '',
    'ada',
    'ada@',
    '@example.com',
    'ada@example',
    'ada@localhost',
    'a..b@example.com',
    '.ada@example.com',
    'ada@-example.com',
    'ada@example-.com',
    'ada @example.com',
    'ada@exa mple.com',
    'ada@example.com.',
  ])('refuses %j', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false);
  });

  it('compiles as a JSON-schema pattern (unicode mode) with the same answers', () => {
    const unicode = new RegExp(EMAIL_PATTERN.source, 'u');
    for (const email of ['ada@example.com', 'ada@example', 'a..b@example.com']) expect(unicode.test(email)).toBe(EMAIL_PATTERN.test(email));
  });
});

describe('DECIMAL_AMOUNT_PATTERN', () => {
  it.each(['5', '0', '0.5', '12.50', '10.123456', '1000000'])('accepts %j', (amount) => {
    expect(DECIMAL_AMOUNT_PATTERN.test(amount)).toBe(true);
  });

  it.each([' 5', '5 ', '00001', '05', '+5', '-5', '5.', '.5', '1e3', '0x10', '5.0000001', '\uFF15', '', '1,5'])('refuses %j', (amount) => {
    expect(DECIMAL_AMOUNT_PATTERN.test(amount)).toBe(false);
  });
});

describe('USERNAME_PATTERN (after normalizeUsername)', () => {
  const accepted = (username: string) => USERNAME_PATTERN.test(normalizeUsername(username));

  it.each(['river_rat', 'Jürgen Müller', 'o.k-1', 'Дмитрий', '李小龙', 'राहुल', 'لاعب٣'])('accepts %j', (username) => {
    expect(accepted(username)).toBe(true);
  });

  it.each([
    ' admin',
    'admin ',
    'ad  min',
    '   ',
    '\u00A0\u00A0\u00A0',
    'adm\u202Enim',
    'ad\u200Bmin',
    'ad\u200Dmin',
    'admin\u034F',
    'admin\uFE0F',
    '\u3164\u3164\u3164',
    'bo\u0007b',
    'bo\u0085b',
    '<b>x</b>',
    'a@b',
    'ze\u0301\u0301\u0301\u0301\u0301ro',
    'x\uD800y',
  ])('refuses %j', (username) => {
    expect(accepted(username)).toBe(false);
  });

  it('reads compatibility forms as their plain letters', () => {
    expect(normalizeUsername('ａｄｍｉｎ')).toBe('admin');
    expect(normalizeUsername('\u1D2C\u1D30\u1D39\u1D35\u1D3A')).toBe('ADMIN');
  });
});

describe('name character patterns', () => {
  it('finds C0 and C1 controls, not ordinary text', () => {
    for (const text of ['a\u0000', 'a\u0007', 'a\u009B', 'a\n']) expect(CONTROL_CHARACTER_PATTERN.test(text)).toBe(true);
    expect(CONTROL_CHARACTER_PATTERN.test('Ada Lovelace')).toBe(false);
  });

  it('finds bidi and invisible formatting, but lets ZWNJ and ZWJ through', () => {
    for (const text of ['\u202E', '\u2066', '\u200F', '\u200B', '\u2060', '\uFEFF', '\u2028', '\u061C'])
      expect(FORMAT_CHARACTER_PATTERN.test(`A${text}`)).toBe(true);
    for (const text of ['\u0645\u06CC\u200C\u0646\u0627', 'a\u200Db', 'Ada']) expect(FORMAT_CHARACTER_PATTERN.test(text)).toBe(false);
  });

  it('compile as JSON-schema patterns (unicode mode) with the same answers', () => {
    for (const pattern of [USERNAME_PATTERN, CONTROL_CHARACTER_PATTERN, FORMAT_CHARACTER_PATTERN]) {
      expect(new RegExp(pattern.source, 'u').test('Ada\u202E')).toBe(pattern.test('Ada\u202E'));
    }
  });
});
