import { sessionAuthenticator } from '../src/auth/authenticate';
import { Tokens } from '../src/auth/tokens';
import type { Queryable } from '../src/db/database';
import { signUp, startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ smtp: true });
});
afterAll(() => t.close());

/** The app's database with its statements counted. */
function counted(db: Queryable) {
  const statements: string[] = [];
  const queryable: Queryable = {
    query: (sql, params) => {
      statements.push(sql);
      return db.query(sql, params);
    },
    exec: (sql) => db.exec(sql),
  };
  return { statements, queryable };
}

describe('session checks', () => {
  it('checks the sessions asked at the same time in one statement, each answered as if alone: valid, logged out, revoked, forged', async () => {
    const [valid, loggedOut, revoked, other] = await Promise.all([signUp(t), signUp(t), signUp(t), signUp(t)]);
    expect((await t.request('POST', '/api/auth/logout', { headers: { authorization: `Bearer ${loggedOut.token}` } })).status).toBe(204);
    await t.server.db.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [revoked.user.id]);
    const { statements, queryable } = counted(t.server.db);
    // Verified beforehand, answered in the same turn: the signatures' checks end in no set order, the rows are the test.
    const tokens = new Tokens('test-secret-that-is-long-enough-for-hs256', t.clock.now);
    const claims = new Map<string, Awaited<ReturnType<Tokens['verify']>>>();
    for (const { token } of [valid, loggedOut, revoked, other]) claims.set(token, await tokens.verify(token));
    const verifiedAtOnce = { verify: (token: string) => Promise.resolve(claims.get(token)) } as unknown as Tokens;
    const authenticate = sessionAuthenticator(queryable, verifiedAtOnce);

    const sessions = await Promise.all(
      [valid.token, loggedOut.token, revoked.token, other.token, valid.token, 'forged.token.value', undefined].map((token) => authenticate(token)),
    );
    expect(sessions.map((session) => session?.user.id)).toEqual([
      valid.user.id,
      undefined,
      undefined,
      other.user.id,
      valid.user.id,
      undefined,
      undefined,
    ]);
    expect(sessions[0]).toMatchObject({ user: { id: valid.user.id, email: valid.registration.email }, token: { userId: valid.user.id } });
    // The row as users holds it, nothing of the check beside it.
    expect(sessions[0]!.user).not.toHaveProperty('session_token_id');
    // Each caller its own copy of the row read once.
    expect(sessions[4]!.user).toEqual(sessions[0]!.user);
    expect(sessions[4]!.user).not.toBe(sessions[0]!.user);
    expect(statements).toHaveLength(1);

    // One after another: a statement each, and a revocation between two checks is seen by the second.
    expect((await authenticate(other.token))?.user.id).toBe(other.user.id);
    await t.server.db.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [other.user.id]);
    expect(await authenticate(other.token)).toBeUndefined();
    expect(statements).toHaveLength(3);
  });
});
