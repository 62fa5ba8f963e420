import { EMAIL_PATTERN } from './rules';

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
