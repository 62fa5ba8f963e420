import { SignJWT } from 'jose';
import { Tokens } from '../src/auth/tokens';
import { signUp, startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ smtp: true });
});
afterAll(() => t.close());

const profile = (token?: string) => t.get('/api/users/profile', token ? { authorization: `Bearer ${token}` } : {});
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

  it('answers 401 without a token, with a forged one, an expired one, or one of a revoked version', async () => {
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

    const expiresSoon = new Tokens('test-secret-that-is-long-enough-for-hs256', t.clock.now);
    const expired = await expiresSoon.sign({ userId: user.id, tokenVersion: 0 });
    t.clock.advance(7 * 24 * 60 * 60 + 1);
    expect(await profile(expired)).toMatchObject({ status: 401, body: REQUIRED });

    const fresh = (await t.post('/api/auth/login', { email: user.email, password: 'secret123' })).body.token;
    expect((await profile(fresh)).status).toBe(200);
    await t.server.db.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [user.id]);
    expect(await profile(fresh)).toMatchObject({ status: 401, body: REQUIRED });
    expect(token).not.toBe(fresh);
  });
});
