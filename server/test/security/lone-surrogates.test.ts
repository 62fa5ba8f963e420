import { brokenTextMessage } from '../../src/http/text-input';
import { bearer, createPlayer, type TestPlayer } from '../helpers/rooms';
import { newRegistration, startTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue #13, defect 9: JSON may escape half of a surrogate pair ("\ud800"), which no UTF-8 text can hold: the
 * database got U+FFFD instead of what was sent. Such text, and bytes that are not UTF-8 at all (which the body
 * reader turns into U+FFFD), are refused with 400 in any string of any body, however deep; nothing is written.
 */
let t: TestApp;
let player: TestPlayer;
let admin: TestPlayer;
beforeAll(async () => {
  t = await startTestApp();
  player = await createPlayer(t);
  admin = await createPlayer(t, { role: 'admin' });
});
afterAll(() => t.close());

const refused = (field: string) => ({ status: 400, body: { code: 'VALIDATION_FAILED', message: brokenTextMessage(field) } });
const firstNameOf = async (userId: number) =>
  (await t.server.db.query<{ first_name: string }>('SELECT first_name FROM users WHERE id = $1', [userId])).rows[0].first_name;
const updateProfile = (raw: string) => t.request('PUT', '/api/users/profile', { raw, headers: player.headers });

describe('lone surrogates and undecodable bytes', () => {
  it.each([
    ['a lone high surrogate', 'Ada\\ud800'],
    ['a lone low surrogate', '\\udc00Ada'],
    ['a reversed pair', 'Ada\\ude00\\ud83d'],
    ['a high surrogate at the end', 'Ada \\ud83d'],
  ])('refuses %s in the profile and keeps the stored name', async (_label, escaped) => {
    const before = await firstNameOf(player.id);
    const response = await updateProfile(`{"firstName":"${escaped}","country":"Japan"}`);
    expect({ status: response.status, body: response.body }).toEqual(refused('firstName'));
    expect(await firstNameOf(player.id)).toBe(before);
  });

  it('refuses bytes that are not UTF-8 instead of storing U+FFFD', async () => {
    const before = await firstNameOf(player.id);
    const body = Buffer.concat([Buffer.from('{"firstName":"Ad'), Buffer.from([0xff, 0xed, 0xa0, 0x80]), Buffer.from('a","country":"Japan"}')]);
    const response = await fetch(`${t.url}/api/users/profile`, {
      method: 'PUT',
      headers: { ...player.headers, 'content-type': 'application/json' },
      body,
    });
    expect({ status: response.status, body: await response.json() }).toEqual(refused('firstName'));
    expect(await firstNameOf(player.id)).toBe(before);
  });

  it('stores a well-formed pair (an emoji, escaped or not) exactly as sent', async () => {
    expect((await updateProfile('{"firstName":"Ada \\ud83c\\udca1","country":"Japan"}')).status).toBe(200);
    expect(await firstNameOf(player.id)).toBe('Ada \u{1F0A1}');
    expect(
      (await t.request('PUT', '/api/users/profile', { body: { firstName: 'Ada \u{1F600}', country: 'Japan' }, headers: player.headers })).status,
    ).toBe(200);
    expect(await firstNameOf(player.id)).toBe('Ada \u{1F600}');
  });

  it('refuses them at sign-up and login, before any account is written or any password hashed', async () => {
    const registration = newRegistration();
    const raw = JSON.stringify({ ...registration, firstName: 'ADA' }).replace('"ADA"', '"Ad\\udfffa"');
    expect(await t.request('POST', '/api/auth/register', { raw }).then(({ status, body }) => ({ status, body }))).toEqual(refused('firstName'));
    const { rows } = await t.server.db.query('SELECT 1 FROM users WHERE email = $1', [registration.email]);
    expect(rows).toEqual([]);
    const login = await t.request('POST', '/api/auth/login', { raw: '{"email":"ada@example.com","password":"secret\\ud800"}' });
    expect({ status: login.status, body: login.body }).toEqual(refused('password'));
  });

  it('refuses them deep inside a body and in any route: an admin tournament, its prize structure, a room password', async () => {
    const tournament = {
      name: 'Sunday Major',
      gameType: 'NLH',
      entryFee: '10',
      startsAt: new Date(t.clock.now().getTime() + 86_400_000).toISOString(),
      maxPlayers: 100,
    };
    const create = (raw: string) => t.request('POST', '/api/admin/tournaments', { raw, headers: bearer(admin.token) });
    const count = async () => Number((await t.server.db.query<{ n: string }>('SELECT count(*)::text AS n FROM tournaments')).rows[0].n);
    const before = await count();

    const name = await create(JSON.stringify(tournament).replace('Sunday Major', 'Sunday \\ud83d'));
    expect({ status: name.status, body: name.body }).toEqual(refused('name'));
    const structure = JSON.stringify({ ...tournament, prizeStructure: [{ place: 'P1', percent: 100 }] }).replace('P1', '1\\udc00');
    const nested = await create(structure);
    expect({ status: nested.status, body: nested.body }).toEqual(refused('prizeStructure.0.place'));
    expect(await count()).toBe(before);

    const room = await t.request('POST', '/api/rooms/tournament/1', { raw: '{"password":"open\\ud800sesame"}', headers: player.headers });
    expect({ status: room.status, body: room.body }).toEqual(refused('password'));
  });
});
