import { NAME_RULE_MESSAGES, VALIDATION_MESSAGES, controlCharactersMessage, formatCharactersMessage } from 'shared-events/contracts';
import { bearer, createPlayer } from '../helpers/rooms';
import { newRegistration, startTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue #13, defect 5: a username is letters, digits, `._-` and single inner spaces after NFKC normalisation,
 * unique ignoring case; so nobody can pose as another player (or `admin`) with an invisible, bidi, control or
 * full-width character. First names and countries refuse control and invisible formatting characters.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const register = (body: unknown) => t.post('/api/auth/register', body);
const storedUsername = async (email: string) =>
  (await t.server.db.query<{ username: string }>('SELECT username FROM users WHERE email = $1', [email])).rows[0]?.username;

describe('usernames', () => {
  it.each([
    ['a bidi override', 'adm\u202Enim'],
    ['a right-to-left mark', '\u200Fadmin'],
    ['a zero-width space', 'ad\u200Bmin'],
    ['a zero-width joiner', 'ad\u200Dmin'],
    ['a word joiner', 'admin\u2060'],
    ['a byte order mark', '\uFEFFadmin'],
    ['a combining grapheme joiner', 'admin\u034F'],
    ['a variation selector', 'admin\uFE0F'],
    ['Hangul fillers only', '\u3164\u3164\u3164'],
    ['a bell character', 'bo\u0007bby'],
    ['a C1 control character', 'bo\u0085bby'],
    ['a tab', 'bob\tby'],
    ['a newline', 'bob\nby'],
    ['whitespace only', '     '],
    ['no-break spaces only', '\u00A0\u00A0\u00A0'],
    ['a leading space', ' admin'],
    ['a trailing space', 'admin '],
    ['two spaces in a row', 'ad  min'],
    ['a leading ideographic space (a space once normalised)', '\u3000admin'],
    ['markup', '<b>admin</b>'],
    ['a script tag', '<script>alert(1)</script>'],
    ['an ampersand entity', 'admin&amp;'],
    ['quotes', 'o"brien'],
    ['a slash', 'ad/min'],
    ['an at sign', 'admin@home'],
    ['an emoji', 'ace\u{1F0A1}'],
    ['a pile of combining marks', 'ze\u0301\u0301\u0301\u0301\u0301ro'],
  ])('refuses %s with the rule', async (_label, username) => {
    const registration = newRegistration({ username });
    const response = await register(registration);
    expect({ username, status: response.status, body: response.body }).toEqual({
      username,
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: NAME_RULE_MESSAGES.usernameCharacters },
    });
    expect(await storedUsername(registration.email)).toBeUndefined();
  });

  it.each([
    ['ASCII with . _ -', 'river_rat.99-x'],
    ['accented letters and a space', 'Jürgen Müller'],
    ['Cyrillic', 'Дмитрий'],
    ['Han', '李小龙'],
    ['Devanagari with its combining marks', 'राहुल'],
    ['Arabic-Indic digits', 'لاعب٣'],
  ])('accepts %s, stored as sent', async (_label, username) => {
    const registration = newRegistration({ username });
    expect((await register(registration)).status).toBe(201);
    expect(await storedUsername(registration.email)).toBe(username);
  });

  it('stores the NFKC form: full-width letters, ligatures, ideographic spaces and half-width kana become their plain forms', async () => {
    const suffix = String(process.pid);
    const registration = newRegistration({ username: `ｆｕｌｌ\uFB01${suffix}\u3000ﾊﾟ` });
    expect((await register(registration)).status).toBe(201);
    expect(await storedUsername(registration.email)).toBe(`fullfi${suffix} パ`);
  });

  it('refuses look-alikes of a taken name: full-width, compatibility characters and other case count as the same name', async () => {
    const admin = await createPlayer(t, { role: 'admin' });
    await t.server.db.query('UPDATE users SET username = $2 WHERE id = $1', [admin.id, 'admin']);
    for (const username of ['admin', 'ADMIN', 'ａｄｍｉｎ', 'ＡＤＭＩＮ', 'ad\u217Fin', '\u1D2C\u1D30\u1D39\u1D35\u1D3A']) {
      const response = await register(newRegistration({ username }));
      expect({ username, status: response.status, body: response.body }).toEqual({
        username,
        status: 409,
        body: { code: 'USERNAME_TAKEN', message: 'Username is already taken.' },
      });
    }
    const accented = newRegistration({ username: `Élodie${process.pid}` });
    expect((await register(accented)).status).toBe(201);
    expect((await register(newRegistration({ username: `éLODIE${process.pid}` }))).status).toBe(409);
  });

  it('keeps the spec messages for too short and missing names, and the length limit for long ones', async () => {
    for (const username of ['ab', '', 'ｘ']) {
      expect((await register(newRegistration({ username }))).body).toEqual({ code: 'VALIDATION_FAILED', message: VALIDATION_MESSAGES.usernameMin });
    }
    expect((await register(newRegistration({ username: 'u'.repeat(31) }))).body).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'username must be at most 30 characters.',
    });
  });
});

describe('first names and countries', () => {
  const bidi = ['Ada\u202E', '\u2066Ada\u2069', 'A\u200Bda', 'Ada\u2028Lovelace', '\u061CAda'];

  it('refuses control and invisible formatting characters at sign-up', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ firstName: 'Ad\u0000a' }, controlCharactersMessage('First name')],
      [{ firstName: 'Ad\u0007a' }, controlCharactersMessage('First name')],
      [{ firstName: 'Ad\u009Ba' }, controlCharactersMessage('First name')],
      [{ country: 'Fra\nnce' }, controlCharactersMessage('Country')],
      ...bidi.map((firstName): [Record<string, string>, string] => [{ firstName }, formatCharactersMessage('First name')]),
      [{ country: 'France\u202E' }, formatCharactersMessage('Country')],
    ];
    for (const [overrides, message] of cases) {
      const registration = newRegistration(overrides);
      const response = await register(registration);
      expect({ overrides, status: response.status, body: response.body }).toEqual({
        overrides,
        status: 400,
        body: { code: 'VALIDATION_FAILED', message },
      });
      expect(await storedUsername(registration.email)).toBeUndefined();
    }
  });

  it('refuses them on the profile too, and writes nothing', async () => {
    const player = await createPlayer(t);
    for (const firstName of bidi) {
      const response = await t.request('PUT', '/api/users/profile', { body: { firstName, country: 'Japan' }, headers: bearer(player.token) });
      expect({ firstName, status: response.status, body: response.body }).toEqual({
        firstName,
        status: 400,
        body: { code: 'VALIDATION_FAILED', message: formatCharactersMessage('First name') },
      });
    }
    const { rows } = await t.server.db.query<{ first_name: string }>('SELECT first_name FROM users WHERE id = $1', [player.id]);
    expect(rows[0].first_name).not.toMatch(/Ada/);
  });

  it('accepts names that need a zero-width non-joiner or joiner, and trims at sign-up as the profile does', async () => {
    const registration = newRegistration({ firstName: '  \u0645\u06CC\u200C\u0646\u0627 ', country: ' France\t' });
    expect((await register(registration)).status).toBe(201);
    const { rows } = await t.server.db.query<{ first_name: string; country: string }>('SELECT first_name, country FROM users WHERE email = $1', [
      registration.email,
    ]);
    expect(rows[0]).toEqual({ first_name: '\u0645\u06CC\u200C\u0646\u0627', country: 'France' });
  });
});
