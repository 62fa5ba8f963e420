import type { LoginResponse, UserProfileResponse } from 'shared-events/contracts';
import { SignJWT } from 'jose';
import { Tokens } from '../src/auth/tokens';
import { fundWallet } from './helpers/ledger';
import { signUp, startTestApp, type TestApp } from './helpers/test-app';
import { insertTournament } from './helpers/tournaments';
import { insertRegistration } from '../src/tournaments/registrations.repository';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ smtp: true });
});
afterAll(() => t.close());

const profile = (token?: string) => t.get<UserProfileResponse>('/api/users/profile', token ? { authorization: `Bearer ${token}` } : {});
const REQUIRED = { message: 'Authentication required' };

describe('GET /api/users/profile', () => {
  it('returns the user at the top level and under `user`, balance converted exactly from micro-USDT', async () => {
    const { token, user } = await signUp(t);
    await t.server.db.query('UPDATE users SET balance_micros = 1234500 WHERE id = $1', [user.id]);
    const response = await profile(token);
    expect(response.status).toBe(200);
    const expected = { ...user, balance: 1.2345 };
    expect(response.body).toEqual({ ...expected, user: expected });
  });

  it('answers 401 without a token, with a forged one, one without expiry, an expired one, or one of a revoked version', async () => {
    const { token, user } = await signUp(t);
    expect(await profile()).toMatchObject({ status: 401, body: REQUIRED });
    expect(await profile('not.a.jwt')).toMatchObject({ status: 401, body: REQUIRED });

    const forged = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('some-other-secret-of-enough-length'));
    expect(await profile(forged)).toMatchObject({ status: 401, body: REQUIRED });

    const neverExpires = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt(Math.floor(t.clock.now().getTime() / 1000))
      .sign(new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256'));
    expect(await profile(neverExpires)).toMatchObject({ status: 401, body: REQUIRED });

    const expiresSoon = new Tokens('test-secret-that-is-long-enough-for-hs256', t.clock.now);
    const expired = await expiresSoon.sign({ userId: user.id, tokenVersion: 0 });
    t.clock.advance(7 * 24 * 60 * 60 + 1);
    expect(await profile(expired)).toMatchObject({ status: 401, body: REQUIRED });

    const fresh = (await t.post<LoginResponse>('/api/auth/login', { email: user.email, password: 'secret123' })).body.token;
    expect((await profile(fresh)).status).toBe(200);
    await t.server.db.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [user.id]);
    expect(await profile(fresh)).toMatchObject({ status: 401, body: REQUIRED });
    expect(token).not.toBe(fresh);
  });
});

const updateProfile = (token: string | undefined, body: unknown) =>
  t.request('PUT', '/api/users/profile', { body, headers: token ? { authorization: `Bearer ${token}` } : {} });

async function storedUser(id: number) {
  const { rows } = await t.server.db.query(
    'SELECT username, email, first_name, country, role, balance_micros, avatar, password_hash, token_version FROM users WHERE id = $1',
    [id],
  );
  return rows[0];
}

describe('registeredTournamentIds', () => {
  it('lists the tournaments the user is registered in (not left, not deleted), in profile and login', async () => {
    const { token, user, registration } = await signUp(t);
    const startsAt = new Date(t.clock.now().getTime() + 3_600_000);
    const [a, b, left, deleted] = [
      await insertTournament(t.server.db, { startsAt }),
      await insertTournament(t.server.db, { startsAt }),
      await insertTournament(t.server.db, { startsAt }),
      await insertTournament(t.server.db, { startsAt }),
    ];
    for (const [tournamentId, state] of [
      [b, 'playing'],
      [a, 'registered'],
      [left, 'left'],
      [deleted, 'registered'],
    ] as const) {
      await insertRegistration(t.server.db, { tournamentId, userId: user.id, entryFeeMicros: 0n, registeredAt: t.clock.now(), state });
    }
    await t.server.db.query('UPDATE tournaments SET deleted_at = $2 WHERE id = $1', [deleted, t.clock.now()]);
    const other = await signUp(t);
    await insertRegistration(t.server.db, { tournamentId: a, userId: other.user.id, entryFeeMicros: 0n, registeredAt: t.clock.now() });

    const response = await profile(token);
    expect(response.body.registeredTournamentIds).toEqual([a, b]);
    expect(response.body.user.registeredTournamentIds).toEqual([a, b]);
    const login = await t.post<LoginResponse>('/api/auth/login', { email: registration.email, password: registration.password });
    expect(login.body.user.registeredTournamentIds).toEqual([a, b]);
  });
});

describe('PUT /api/users/profile', () => {
  it('changes first name and country (trimmed) and answers the updated user at the top level and under `user`', async () => {
    const { token, user } = await signUp(t);
    const response = await updateProfile(token, { firstName: '  Grace ', country: 'Japan\t' });
    expect(response.status).toBe(200);
    const expected = { ...user, firstName: 'Grace', country: 'Japan' };
    expect(response.body).toEqual({ ...expected, user: expected });
    expect((await profile(token)).body.user).toEqual(expected);
  });

  it('refuses blank, missing, too long or non-string fields with the spec messages', async () => {
    const { token, user } = await signUp(t);
    const cases: [unknown, string][] = [
      [{ firstName: '   ', country: 'Japan' }, 'First name is required.'],
      [{ firstName: '', country: 'Japan' }, 'First name is required.'],
      [{ country: 'Japan' }, 'First name is required.'],
      [{ firstName: 'Grace', country: ' ' }, 'Country is required.'],
      [{ firstName: 'Grace' }, 'Country is required.'],
      [{ firstName: 'x'.repeat(51), country: 'Japan' }, 'firstName must be at most 50 characters.'],
      [{ firstName: 'Grace', country: 'x'.repeat(101) }, 'country must be at most 100 characters.'],
      [{ firstName: 7, country: 'Japan' }, 'firstName must be string.'],
      [{ firstName: 'Gr\u0000ace', country: 'Japan' }, 'First name must not contain control characters.'],
      [{ firstName: 'Grace', country: 'Ja\npan' }, 'Country must not contain control characters.'],
      [[], 'Body must be object.'],
    ];
    for (const [body, message] of cases) {
      const response = await updateProfile(token, body);
      expect({ body, status: response.status, response: response.body }).toEqual({
        body,
        status: 400,
        response: { code: 'VALIDATION_FAILED', message },
      });
    }
    expect((await storedUser(user.id)).first_name).toBe('Ada');
  });

  it('never changes username, email, balance, role, id, avatar or password: such fields are refused and nothing is written', async () => {
    const { token, user } = await signUp(t);
    await fundWallet(t.server.db, user.id, 5_000_000n, t.clock.now());
    const before = await storedUser(user.id);
    const attempts = {
      username: 'hacker',
      email: 'hacker@example.com',
      balance: 1_000_000,
      balance_micros: '1',
      role: 'admin',
      id: 1,
      avatar: '/etc/passwd',
      password: 'owned123',
      password_hash: 'x',
      token_version: 0,
      emailVerifiedAt: null,
      registeredTournamentIds: [1],
    };
    for (const [field, value] of Object.entries(attempts)) {
      const response = await updateProfile(token, { firstName: 'Mallory', country: 'Nowhere', [field]: value });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ code: 'VALIDATION_FAILED', message: `Unknown field: ${field}.` });
    }
    const proto = await t.request('PUT', '/api/users/profile', {
      raw: '{"firstName":"Mallory","country":"Nowhere","__proto__":{"role":"admin"}}',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(proto.status).toBe(400);
    expect(await storedUser(user.id)).toEqual(before);
    expect((await profile(token)).body.user).toMatchObject({ role: 'player', balance: 5, username: user.username, email: user.email });
  });

  it('answers 401 without a valid token', async () => {
    expect(await updateProfile(undefined, { firstName: 'A', country: 'B' })).toMatchObject({ status: 401, body: REQUIRED });
    expect(await updateProfile('forged.token.here', { firstName: 'A', country: 'B' })).toMatchObject({ status: 401, body: REQUIRED });
  });
});
