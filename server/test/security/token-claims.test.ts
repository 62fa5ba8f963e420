import { SignJWT, type JWTPayload } from 'jose';
import { ISSUED_AT_SKEW_SECONDS } from '../../src/auth/tokens';
import { connectOutcome, openSocket, socketsClosedAfterEach } from '../helpers/realtime-client';
import { createPlayer, type TestPlayer } from '../helpers/rooms';
import { startTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue #13 defect 9 (tokens): tokens signed with the server's own key but with claims it never writes. A `sub`
 * that only parses to the user's id ("01", "1e3", " 1") and an `iat` in the future are refused, on the API and the
 * socket alike. The control token, made the same way with canonical claims, works.
 */
const SECRET = 'test-secret-that-is-long-enough-for-hs256';
let t: TestApp;
let player: TestPlayer;
const sockets = socketsClosedAfterEach();

beforeAll(async () => {
  t = await startTestApp();
  player = await createPlayer(t);
});
afterAll(() => t.close());

const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);

/** Signed with the right key: every claim as the server writes it, then `claims` over them (undefined removes one). */
function signedWith(claims: Record<string, unknown>): Promise<string> {
  const payload: JWTPayload = { sub: String(player.id), tv: 0, iat: nowSeconds(), exp: nowSeconds() + 3600, ...claims };
  for (const [name, value] of Object.entries(payload)) if (value === undefined) delete payload[name];
  return new SignJWT(payload).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(SECRET));
}

const profileStatus = async (token: string) => (await t.get('/api/users/profile', { authorization: `Bearer ${token}` })).status;

async function socketOutcome(token: string): Promise<string> {
  const socket = openSocket(t.url, token);
  sockets.push(socket);
  return connectOutcome(socket);
}

it('accepts the control token: canonical claims, issued now, with or without a jti', async () => {
  expect(await profileStatus(await signedWith({}))).toBe(200);
  expect(await profileStatus(await signedWith({ jti: 'A'.repeat(22) }))).toBe(200);
  expect(await socketOutcome(await signedWith({}))).toBe('connected');
});

it('refuses a sub that is not the canonical decimal form of a positive id', async () => {
  const id = String(player.id);
  const subs: unknown[] = [
    `0${id}`,
    `${id}.0`,
    `-${id}`,
    `+${id}`,
    ` ${id}`,
    `${id} `,
    `${id}\n`,
    `${Number(id) / 10}e1`,
    '0',
    '2147483648',
    '٣',
    player.id,
  ];
  const failures: string[] = [];
  for (const sub of subs) {
    const token = await signedWith({ sub });
    const status = await profileStatus(token);
    if (status !== 401) failures.push(`${JSON.stringify(sub)}: ${status}`);
  }
  expect(failures).toEqual([]);
  expect(await socketOutcome(await signedWith({ sub: `0${id}` }))).toBe('Authentication required');
});

it(`refuses an iat more than ${ISSUED_AT_SKEW_SECONDS} s in the future (clock skew between server processes is allowed up to that)`, async () => {
  expect(await profileStatus(await signedWith({ iat: nowSeconds() + ISSUED_AT_SKEW_SECONDS }))).toBe(200);
  expect(await profileStatus(await signedWith({ iat: nowSeconds() + ISSUED_AT_SKEW_SECONDS + 1 }))).toBe(401);
  expect(await profileStatus(await signedWith({ iat: nowSeconds() + 86_400 }))).toBe(401);
  expect(await socketOutcome(await signedWith({ iat: nowSeconds() + 86_400 }))).toBe('Authentication required');
});

it('refuses a token version or a token id the server never writes', async () => {
  const failures: string[] = [];
  for (const claims of [{ tv: -1 }, { tv: 0.5 }, { jti: 'short' }, { jti: 12345 }, { jti: 'A'.repeat(21) + '!' }]) {
    const status = await profileStatus(await signedWith(claims));
    if (status !== 401) failures.push(`${JSON.stringify(claims)}: ${status}`);
  }
  expect(failures).toEqual([]);
});
