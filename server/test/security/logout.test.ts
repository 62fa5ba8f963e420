import { SignJWT } from 'jose';
import type { ApiErrorResponse, LoginResponse } from 'shared-events/contracts';
import { Tokens } from '../../src/auth/tokens';
import { connectOutcome, connected, openSocket, socketsClosedAfterEach } from '../helpers/realtime-client';
import { createPlayer } from '../helpers/rooms';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue #13 defect 8: "Log out" only forgot the token in the browser; a copy of it kept working for 7 days.
 * POST /api/auth/logout revokes the presented token (API and socket) and closes its sockets; the user's other
 * sessions are untouched.
 */
const SECRET = 'test-secret-that-is-long-enough-for-hs256';
let t: TestApp;
const sockets = socketsClosedAfterEach();

beforeAll(async () => {
  t = await startTestApp({ smtp: true });
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const logout = (token: string) => t.request<ApiErrorResponse>('POST', '/api/auth/logout', { headers: bearer(token) });
const profileStatus = async (token: string) => (await t.get('/api/users/profile', bearer(token))).status;
const disconnection = (socket: { once(event: 'disconnect', listener: (reason: string) => void): unknown }) =>
  new Promise<string>((resolve) => socket.once('disconnect', resolve));

async function socketOutcome(token: string): Promise<string> {
  const socket = openSocket(t.url, token);
  sockets.push(socket);
  return connectOutcome(socket);
}

it('ends the presented session only: 204, then 401 on the API and no socket; a second login of the same user (same second) goes on', async () => {
  const { registration, token } = await signUp(t);
  // The test clock stands still: both logins happen in the same second, as two devices might.
  const second = await t.post<LoginResponse>('/api/auth/login', { email: registration.email, password: registration.password });
  expect(second.status).toBe(200);
  expect(second.body.token).not.toBe(token);

  const loggedOutSocket = await connected(t.url, token);
  const otherSocket = await connected(t.url, second.body.token);
  sockets.push(loggedOutSocket, otherSocket);
  const closed = disconnection(loggedOutSocket);

  const answer = await logout(token);
  expect(answer.status).toBe(204);
  expect(answer.text).toBe('');
  // A socket the server closes is not reconnected by the client.
  expect(await closed).toBe('io server disconnect');

  expect(await profileStatus(token)).toBe(401);
  expect(await socketOutcome(token)).toBe('Authentication required');
  expect((await logout(token)).status).toBe(401);

  expect(await profileStatus(second.body.token)).toBe(200);
  expect(otherSocket.connected).toBe(true);
  expect(await socketOutcome(second.body.token)).toBe('connected');
});

it('needs a valid token: none, or a forged one, is 401 with the one error format', async () => {
  const anonymous = await t.request<ApiErrorResponse>('POST', '/api/auth/logout');
  expect(anonymous.status).toBe(401);
  expect(anonymous.body).toEqual({ code: 'AUTHENTICATION_REQUIRED', message: 'Authentication required' });
  const player = await createPlayer(t);
  const forged = await new Tokens('another-secret-that-is-long-enough-xx', t.clock.now).sign({ userId: player.id, tokenVersion: 0 });
  expect((await logout(forged)).status).toBe(401);
  expect(await profileStatus(player.token)).toBe(200);
});

it('takes no body but an empty one: a field is refused and nothing is revoked', async () => {
  const player = await createPlayer(t);
  const withField = await t.request<ApiErrorResponse>('POST', '/api/auth/logout', { body: { everywhere: true }, headers: player.headers });
  expect(withField.status).toBe(400);
  expect(await profileStatus(player.token)).toBe(200);
  expect((await t.request('POST', '/api/auth/logout', { body: {}, headers: player.headers })).status).toBe(204);
  expect(await profileStatus(player.token)).toBe(401);
});

it('also revokes a token issued before tokens had an id (jti), and only that one', async () => {
  const player = await createPlayer(t);
  const issuedAt = Math.floor(t.clock.now().getTime() / 1000);
  const legacy = (secondsEarlier: number) =>
    new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(player.id))
      .setIssuedAt(issuedAt - secondsEarlier)
      .setExpirationTime(issuedAt - secondsEarlier + 7 * 86_400)
      .sign(new TextEncoder().encode(SECRET));
  const [first, second] = [await legacy(10), await legacy(20)];
  expect(await profileStatus(first)).toBe(200);
  expect((await logout(first)).status).toBe(204);
  expect(await profileStatus(first)).toBe(401);
  expect(await profileStatus(second)).toBe(200);
  expect(await profileStatus(player.token)).toBe(200);
});

it('forgets revocations once their token has expired anyway', async () => {
  const player = await createPlayer(t);
  expect((await logout(player.token)).status).toBe(204);
  const count = async () =>
    Number((await t.server.db.query<{ n: string }>('SELECT count(*) AS n FROM revoked_tokens WHERE user_id = $1', [player.id])).rows[0].n);
  expect(await count()).toBe(1);
  t.clock.advance(7 * 86_400 + 1);
  const later = await createPlayer(t);
  expect((await logout(later.token)).status).toBe(204);
  expect(await count()).toBe(0);
  expect(await profileStatus(player.token)).toBe(401);
});
