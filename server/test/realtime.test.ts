import { io as connect, type Socket } from 'socket.io-client';
import { socketsClosedAfterEach } from './helpers/realtime-client';
import { signUp, startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const sockets = socketsClosedAfterEach();
beforeAll(async () => {
  t = await startTestApp({ smtp: true });
});
afterAll(() => t.close());

function open(token?: string): Socket {
  const socket = connect(t.url, { transports: ['websocket'], auth: token ? { token } : {}, reconnection: false, forceNew: true });
  sockets.push(socket);
  return socket;
}

/** Resolves 'connected' or the connect_error message, whichever comes first. */
const outcome = (socket: Socket) =>
  new Promise<string>((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(error.message));
  });

describe('socket.io handshake', () => {
  it('accepts a valid token and joins the user room, so toUser reaches only that user', async () => {
    const alice = await signUp(t);
    const bob = await signUp(t);
    const aliceSocket = open(alice.token);
    const bobSocket = open(bob.token);
    expect(await Promise.all([outcome(aliceSocket), outcome(bobSocket)])).toEqual(['connected', 'connected']);

    const bobReceived: unknown[] = [];
    bobSocket.on('session:revoked', (payload) => bobReceived.push(payload));
    const received = new Promise((resolve) => aliceSocket.once('session:revoked', resolve));
    t.server.realtime.toUser(alice.user.id, 'session:revoked', { reason: 'password-changed' });
    expect(await received).toEqual({ reason: 'password-changed' });

    const disconnected = new Promise((resolve) => aliceSocket.once('disconnect', resolve));
    t.server.realtime.disconnectUser(alice.user.id);
    expect(await disconnected).toBe('io server disconnect');
    expect(bobSocket.connected).toBe(true);
    expect(bobReceived).toEqual([]);
  });

  it('rejects a missing or bad token', async () => {
    expect(await outcome(open())).toBe('Authentication required');
    expect(await outcome(open('forged.token.value'))).toBe('Authentication required');
  });

  it('rejects a token of a revoked version', async () => {
    const { token, user } = await signUp(t);
    await t.server.db.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [user.id]);
    expect(await outcome(open(token))).toBe('Authentication required');
  });
});
