import { tournamentChannel, type ChangePasswordResponse, type LoginResponse } from 'shared-events/contracts';
import { acceptsBearer, fillPath, operationsOf, type OpenApiDocument, type Operation } from '../helpers/bad-inputs';
import { connected, connectOutcome, emitWithAck, openSocket, recordEvents, socketsClosedAfterEach } from '../helpers/realtime-client';
import { attackTally } from '../helpers/security-http';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app';
import { insertTournament } from '../helpers/tournaments';

/**
 * Logout ends the session it is called with, and a password change every older session, at once: each of the user's other tokens is refused by every
 * route that reads a token and by the socket handshake, and the sockets already open are closed and hear
 * nothing more. Only the token the change returned works.
 */
let t: TestApp;
let bearerOperations: Operation[];
const sockets = socketsClosedAfterEach();
const tally = attackTally('revocation');

beforeAll(async () => {
  t = await startTestApp({ smtp: true });
  bearerOperations = operationsOf((await t.get<OpenApiDocument>('/api/openapi.json')).body).filter(acceptsBearer);
});
afterAll(() => t.close());

const login = async (email: string, password: string) => (await t.post<LoginResponse>('/api/auth/login', { email, password })).body.token;

/** The routes that still accept `token`, each with the status it got. */
async function routesAccepting(token: string): Promise<string[]> {
  const accepted: string[] = [];
  for (const operation of bearerOperations) {
    const response = await fetch(t.url + fillPath(operation, '1'), { method: operation.method, headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    tally.note(`${operation.method} ${operation.path} with a revoked token`, response.status);
    if (response.status !== 401) accepted.push(`${operation.method} ${operation.path}: ${response.status}`);
  }
  return accepted;
}

describe('revocation after a password change', () => {
  it('refuses the older tokens on every route and at the handshake, closes their sockets, and keeps the new token working', async () => {
    const { registration, token: changingTab } = await signUp(t);
    const otherTab = await login(registration.email, registration.password);
    const tournamentId = await insertTournament(t.server.db, { startsAt: new Date(t.clock.now().getTime() + 3_600_000) });
    const otherSocket = await connected(t.url, otherTab);
    sockets.push(otherSocket);
    const heard = recordEvents(otherSocket);
    const channel = tournamentChannel(tournamentId);
    expect(await emitWithAck(otherSocket, 'rt:subscribe', channel)).toEqual({ ok: true, channel, seq: 0 });
    const closed = new Promise((resolve) => otherSocket.once('disconnect', resolve));

    const change = await t.request<ChangePasswordResponse>('PUT', '/api/users/change-password', {
      body: { currentPassword: registration.password, newPassword: 'a-new-secret' },
      headers: { authorization: `Bearer ${changingTab}` },
    });
    expect(change.status).toBe(200);
    expect(await closed).toBe('io server disconnect');

    await t.server.realtime.publish(channel, 'roomsUpdate', { tournamentId, rooms: [], totalRegisteredPlayers: 0, totalRooms: 0 });
    expect(heard.map((entry) => entry.event)).toEqual(['session:revoked']);

    expect(bearerOperations.length).toBeGreaterThan(20);
    for (const old of [changingTab, otherTab]) {
      expect(await routesAccepting(old)).toEqual([]);
      const stale = openSocket(t.url, old);
      sockets.push(stale);
      expect(await connectOutcome(stale)).toBe('Authentication required');
    }
    const fresh = change.body.token;
    expect((await t.get('/api/users/profile', { authorization: `Bearer ${fresh}` })).status).toBe(200);
    const freshSocket = openSocket(t.url, fresh);
    sockets.push(freshSocket);
    expect(await connectOutcome(freshSocket)).toBe('connected');
  }, 60_000);

  it('requests racing the change with the old token are each applied whole or refused, and none is accepted once it has answered', async () => {
    const { registration, token } = await signUp(t);
    const deposits = Array.from({ length: 10 }, () => t.post('/api/users/wallet/deposit', { amount: 1 }, { authorization: `Bearer ${token}` }));
    const change = t.request('PUT', '/api/users/change-password', {
      body: { currentPassword: registration.password, newPassword: 'a-new-secret' },
      headers: { authorization: `Bearer ${token}` },
    });
    const answers = await Promise.all(deposits);
    expect((await change).status).toBe(200);
    for (const answer of answers) tally.note('deposit racing a password change', answer.status);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 401)).toBe(true);
    const { rows } = await t.server.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM ledger_transactions WHERE user_id = (SELECT id FROM users WHERE email = $1)',
      [registration.email],
    );
    expect(rows[0].count).toBe(answers.filter((answer) => answer.status === 200).length);
    // After the change has answered, the old token is refused.
    expect((await t.post('/api/users/wallet/deposit', { amount: 1 }, { authorization: `Bearer ${token}` })).status).toBe(401);
    expect(tally.serverErrors).toEqual([]);
  });
});

describe('revocation by logout', () => {
  it('refuses the logged-out token on every route and at the handshake, closes its socket, and leaves the other session working', async () => {
    const { registration, token: loggingOut } = await signUp(t);
    const staying = await login(registration.email, registration.password);
    const [leavingSocket, stayingSocket] = [await connected(t.url, loggingOut), await connected(t.url, staying)];
    sockets.push(leavingSocket, stayingSocket);
    const closed = new Promise((resolve) => leavingSocket.once('disconnect', resolve));

    const logout = await t.request('POST', '/api/auth/logout', { headers: { authorization: `Bearer ${loggingOut}` } });
    expect(logout.status).toBe(204);
    expect(await closed).toBe('io server disconnect');

    expect(await routesAccepting(loggingOut)).toEqual([]);
    const stale = openSocket(t.url, loggingOut);
    sockets.push(stale);
    expect(await connectOutcome(stale)).toBe('Authentication required');

    expect(stayingSocket.connected).toBe(true);
    expect(await emitWithAck(stayingSocket, 'rt:unsubscribe', 'tournament:1')).toMatchObject({ ok: true, channel: 'tournament:1' });
    expect((await t.get('/api/users/profile', { authorization: `Bearer ${staying}` })).status).toBe(200);
    expect(tally.serverErrors).toEqual([]);
  }, 60_000);
});
